//! The adapter read against Stripe's own published example objects (`shared/pay/reference`,
//! from stripe/openapi's fixtures3.json for the current API), not against the emulator: every
//! object the product reads is deserialized from Stripe's example, and the fields the product
//! depends on are asserted. The flows then put those shapes through each state a charge can be
//! in, as Stripe documents the PaymentIntent and invoice lifecycles.

use domain::ids::UserId;
use pay::webhook::{Event, sign, verify};
use pay::{Charge, Customer, Invoice, InvoiceStatus, PaymentIntent, PaymentMethod, SetupIntent, Subscription};
use serde_json::{Value, json};

fn example(name: &str, changes: Value) -> Value {
    testkit::stripe_example(name, changes)
}

fn read<T: serde::de::DeserializeOwned>(v: Value) -> T {
    serde_json::from_value(v).expect("the adapter reads Stripe's example")
}

#[test]
fn a_subscription_gives_its_period_status_plan_customer_and_metadata() {
    let raw = example("subscription", json!({"metadata": {"authId": "user-1", "planType": "single"}}));
    let item = &raw["items"]["data"][0];
    let sub: Subscription = read(raw.clone());
    assert_eq!(sub.id, raw["id"].as_str().unwrap());
    assert_eq!(sub.customer, raw["customer"].as_str().unwrap());
    assert_eq!(sub.status.as_str(), raw["status"].as_str().unwrap(), "a status Stripe publishes is one we know");
    assert_eq!(sub.period_end(), item["current_period_end"].as_i64().unwrap(), "the period is on the item now");
    assert_eq!(sub.period_start(), item["current_period_start"].as_i64().unwrap());
    assert_eq!(sub.plan_id(), item["plan"]["id"].as_str().or(item["price"]["id"].as_str()));
    assert_eq!(sub.user(), Some(UserId::from("user-1")), "the user our metadata names");
    assert_eq!(sub.cancel_at_period_end, raw["cancel_at_period_end"].as_bool().unwrap());
}

#[test]
fn a_subscription_or_payment_without_our_user_names_nobody() {
    for metadata in [json!({}), json!({"authId": ""}), json!({"planType": "single"})] {
        let sub: Subscription = read(example("subscription", json!({ "metadata": metadata })));
        assert_eq!(sub.user(), None, "{metadata}");
        let pi: PaymentIntent = read(example("payment_intent", json!({ "metadata": metadata })));
        assert_eq!(pi.buyer(), None, "{metadata}");
    }
}

#[test]
fn an_invoice_names_its_subscription_status_amount_and_payment() {
    let raw = example(
        "invoice",
        json!({"parent": {"type": "subscription_details",
            "subscription_details": {"subscription": "sub_123", "metadata": null}}}),
    );
    let invoice: Invoice = read(raw.clone());
    assert_eq!(invoice.subscription_id(), Some("sub_123"), "under parent.subscription_details");
    assert_eq!(invoice.amount_due, raw["amount_due"].as_i64().unwrap());
    assert_eq!(invoice.created, raw["created"].as_i64().unwrap());
    assert_eq!(invoice.status, Some(InvoiceStatus::Draft), "{}", raw["status"]);
    assert!(invoice.payment_intent().is_none(), "payments are listed only when expanded");

    // Expanded as the adapter asks (`payments.data.payment.payment_intent`): Stripe's example
    // invoice_payment holding Stripe's example PaymentIntent.
    let pi = example("payment_intent", json!({}));
    let payment = example("invoice_payment", json!({"payment": {"type": "payment_intent", "payment_intent": pi}}));
    let raw = example("invoice", json!({"payments": {"object": "list", "data": [payment], "has_more": false}}));
    let invoice: Invoice = read(raw);
    assert_eq!(invoice.payment_intent().map(|p| p.id()), pi["id"].as_str());
}

#[test]
fn a_payment_intent_gives_status_secret_amount_and_metadata() {
    let raw = example("payment_intent", json!({"metadata": {"checkoutId": "3-abc"}}));
    let pi: PaymentIntent = read(raw.clone());
    assert_eq!(pi.id, raw["id"].as_str().unwrap());
    assert_eq!(pi.client_secret.as_deref(), raw["client_secret"].as_str());
    assert_eq!((pi.amount, pi.currency.as_str()), (raw["amount"].as_i64().unwrap(), raw["currency"].as_str().unwrap()));
    assert_eq!(pi.metadata.get("checkoutId").map(String::as_str), Some("3-abc"));
    // Stripe's example is `requires_payment_method` after a failed attempt.
    assert!(matches!(pi.charge(), Charge::Failed { .. }), "{:?}", pi.charge());
}

#[test]
fn a_setup_intent_gives_the_pages_client_secret() {
    let raw = example("setup_intent", json!({}));
    let si: SetupIntent = read(raw.clone());
    assert_eq!(si.client_secret, raw["client_secret"].as_str().unwrap());
    assert_eq!(si.status, raw["status"].as_str().unwrap());
}

#[test]
fn a_customer_gives_its_default_card_and_last_4() {
    let pm = example("payment_method", json!({"customer": "cus_1"}));
    let method: PaymentMethod = read(pm.clone());
    assert_eq!(method.card.as_ref().map(|c| c.last4.as_str()), pm["card"]["last4"].as_str());
    assert_eq!(method.customer.as_deref(), Some("cus_1"));
    let customer: Customer = read(example("customer", json!({"invoice_settings": {"default_payment_method": pm}})));
    let default = customer.invoice_settings.default_payment_method.expect("expanded default card");
    assert_eq!(default.id(), method.id);
    assert_eq!(default.object().and_then(|p| p.card.as_ref()).map(|c| c.last4.as_str()), pm["card"]["last4"].as_str());
}

#[test]
fn events_carry_their_object_and_verify() {
    let sub = example("subscription", json!({"id": "sub_9"}));
    let invoice = example("invoice", json!({"parent": {"subscription_details": {"subscription": "sub_9"}}}));
    let pi = example("payment_intent", json!({"id": "pi_9"}));
    for (kind, object, subscription) in [
        ("customer.subscription.updated", sub, Some("sub_9")),
        ("invoice.payment_action_required", invoice, Some("sub_9")),
        ("payment_intent.succeeded", pi, None),
    ] {
        let body = example("event", json!({"id": "evt_9", "type": kind, "data": {"object": object}})).to_string();
        let header = sign(body.as_bytes(), "whsec_test", 1_000);
        let event: Event = verify(body.as_bytes(), Some(&header), "whsec_test", 1_000).expect("verifies");
        assert_eq!(event.kind, kind);
        assert_eq!(event.subscription_id().as_deref(), subscription, "{kind}");
    }
}

// -- flows: each state a charge can be in, in the current API's shapes ---------------------------

fn payment(status: &str, error: Value) -> PaymentIntent {
    read(example(
        "payment_intent",
        json!({"id": "pi_1", "status": status, "client_secret": "pi_1_secret_x",
        "last_payment_error": error}),
    ))
}

fn declined() -> Value {
    json!({"type": "card_error", "code": "card_declined", "decline_code": "generic_decline",
        "message": "Your card was declined."})
}

fn authentication_failed() -> Value {
    json!({"type": "invalid_request_error", "code": "payment_intent_authentication_failure",
        "message": "We are unable to authenticate your payment method. Please choose a different payment method and try again."})
}

#[test]
fn a_first_charge_that_succeeded_is_paid() {
    assert_eq!(payment("succeeded", Value::Null).charge(), Charge::Paid);
}

#[test]
fn a_first_charge_that_was_declined_fails_with_the_banks_words() {
    let charge = payment("requires_payment_method", declined()).charge();
    assert_eq!(
        charge,
        Charge::Failed { code: Some("card_declined".into()), message: Some("Your card was declined.".into()) }
    );
}

#[test]
fn a_first_charge_that_requires_action_waits_for_the_card_holder() {
    let charge = payment("requires_action", Value::Null).charge();
    assert_eq!(
        charge,
        Charge::NeedsAuthentication { payment_intent: "pi_1".into(), client_secret: "pi_1_secret_x".into() }
    );
}

#[test]
fn three_d_secure_completed_is_paid_and_failed_is_a_failure_with_nothing_paid() {
    assert_eq!(payment("succeeded", Value::Null).charge(), Charge::Paid);
    match payment("requires_payment_method", authentication_failed()).charge() {
        Charge::Failed { code, .. } => assert_eq!(code.as_deref(), Some("payment_intent_authentication_failure")),
        other => panic!("{other:?}"),
    }
}

fn renewal_invoice(status: &str, pi: Value) -> Invoice {
    let payment = example(
        "invoice_payment",
        json!({"is_default": true, "payment": {"type": "payment_intent",
        "payment_intent": pi}}),
    );
    read(example(
        "invoice",
        json!({"status": status, "billing_reason": "subscription_cycle",
        "parent": {"subscription_details": {"subscription": "sub_1"}},
        "payments": {"object": "list", "data": [payment], "has_more": false}}),
    ))
}

fn pi_value(status: &str, error: Value) -> Value {
    example(
        "payment_intent",
        json!({"id": "pi_r", "status": status, "client_secret": "pi_r_secret_y",
        "last_payment_error": error}),
    )
}

fn charge_of(invoice: &Invoice) -> Charge {
    match invoice.payment_intent().expect("the renewal's payment") {
        pay::Expandable::Object(pi) => pi.charge(),
        pay::Expandable::Id(id) => panic!("not expanded: {id}"),
    }
}

#[test]
fn renewals_paid_failed_or_needing_action_read_from_the_invoices_payment() {
    let paid = renewal_invoice("paid", pi_value("succeeded", Value::Null));
    assert_eq!((paid.status, charge_of(&paid)), (Some(InvoiceStatus::Paid), Charge::Paid));

    let failed = renewal_invoice("open", pi_value("requires_payment_method", declined()));
    assert_eq!(failed.status, Some(InvoiceStatus::Open));
    assert!(matches!(charge_of(&failed), Charge::Failed { message: Some(m), .. } if m == "Your card was declined."));

    let action = renewal_invoice("open", pi_value("requires_action", Value::Null));
    assert_eq!(
        charge_of(&action),
        Charge::NeedsAuthentication { payment_intent: "pi_r".into(), client_secret: "pi_r_secret_y".into() }
    );
    assert_eq!(action.subscription_id(), Some("sub_1"));
}

#[test]
fn an_invoice_listing_several_payments_is_read_by_its_default_one() {
    let first = example(
        "invoice_payment",
        json!({"is_default": false, "payment": {"type": "payment_intent",
        "payment_intent": "pi_old"}}),
    );
    let current = example(
        "invoice_payment",
        json!({"is_default": true, "payment": {"type": "payment_intent",
        "payment_intent": "pi_new"}}),
    );
    let invoice: Invoice =
        read(example("invoice", json!({"payments": {"object": "list", "data": [current, first], "has_more": false}})));
    assert_eq!(invoice.payment_intent().map(|p| p.id()), Some("pi_new"));
}
