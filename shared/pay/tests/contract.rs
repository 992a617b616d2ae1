//! Contract tests for the Stripe adapter: the same calls the product makes, against localstripe by
//! default and against Stripe's test mode when `STRIPE_SECRET_KEY` is set (docs/payments.md).

use pay::{Catalogue, Charge, PayError, Stripe};

async fn stripe() -> Stripe {
    Stripe::new(testkit::stripe().await)
}

fn unique(tag: &str) -> String {
    format!("{tag}-{}", uuid_like())
}

fn uuid_like() -> String {
    use std::time::{SystemTime, UNIX_EPOCH};
    let n = SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_nanos();
    format!("{n:x}")
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64
}

async fn customer_with_card(s: &Stripe, number: &str) -> (String, String) {
    let auth = unique("auth");
    let c = s.create_customer(&auth, &format!("{auth}@seven.test"), "Card Holder").await.expect("customer");
    let pm = testkit::test_card(number).await;
    let pm = s.use_payment_method(&c.id, &pm).await.expect("card attached").id;
    (c.id, pm)
}

#[tokio::test]
async fn a_card_becomes_the_customers_default_and_shows_its_last_4() {
    let s = stripe().await;
    let (customer, pm) = customer_with_card(&s, "4242424242424242").await;
    let c = s.customer(&customer).await.expect("customer");
    let default = c.invoice_settings.default_payment_method.expect("default card");
    assert_eq!(default.id(), pm);
    assert_eq!(default.object().and_then(|p| p.card.as_ref()).map(|c| c.last4.as_str()), Some("4242"));
}

#[tokio::test]
async fn a_setup_intent_gives_a_client_secret_for_the_page() {
    let s = stripe().await;
    let c = s.create_customer(&unique("auth"), "setup@seven.test", "Setup").await.expect("customer");
    let si = s.create_setup_intent(&c.id).await.expect("setup intent");
    assert!(si.client_secret.starts_with(&format!("{}_secret_", si.id)), "{}", si.client_secret);
    assert_eq!(si.status, "requires_payment_method");
}

#[tokio::test]
async fn another_customers_card_is_refused() {
    let s = stripe().await;
    let (_, pm) = customer_with_card(&s, "4242424242424242").await;
    let other = s.create_customer(&unique("auth"), "other@seven.test", "Other").await.expect("customer");
    let err = s.use_payment_method(&other.id, &pm).await.expect_err("refused");
    assert!(matches!(err, PayError::Refused { status: 403, .. }), "{err:?}");
}

#[tokio::test]
async fn a_declined_card_is_a_card_error_with_the_banks_message() {
    let s = stripe().await;
    let c = s.create_customer(&unique("auth"), "declined@seven.test", "Declined").await.expect("customer");
    let pm = testkit::test_card("4000000000000002").await;
    match s.use_payment_method(&c.id, &pm).await {
        Err(PayError::Card { code, message }) => {
            assert_eq!(code, "card_declined");
            assert_eq!(message, "Your card was declined.");
        }
        other => panic!("expected a card error, got {other:?}"),
    }
}

#[tokio::test]
async fn a_subscription_is_paid_at_once_for_a_month_and_names_its_user() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let plan = Catalogue::get().plan(domain::promo::Product::Individual, None).unwrap();
    let key = unique("sub");
    let sub = s
        .create_subscription(&customer, &plan.id, &[("authId", "user-1"), ("planType", "single")], key)
        .await
        .expect("sub");
    assert_eq!(sub.status.as_str(), "active");
    assert_eq!(sub.plan_id(), Some(plan.id.as_str()));
    assert_eq!(sub.metadata.get("authId").map(String::as_str), Some("user-1"));
    let days = (sub.period_end() - now()) as f64 / 86_400.0;
    assert!((27.0..=32.0).contains(&days), "a monthly period, got {days} days");
    assert_eq!(s.first_charge(&sub).await.expect("charge"), Charge::Paid);
    let invoice = s.invoice(sub.latest_invoice.as_ref().expect("invoice").id()).await.expect("invoice");
    assert_eq!(invoice.amount_due, 1500);
    assert_eq!(invoice.subscription_id(), Some(sub.id.as_str()));
}

#[tokio::test]
async fn a_once_discount_is_a_credit_on_the_first_invoice_only() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    s.credit_next_invoice(&customer, 500, "usd", "Promo code FIRST5", unique("credit")).await.expect("credit");
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    assert_eq!(sub.status.as_str(), "active");
    let invoice = s.invoice(sub.latest_invoice.as_ref().unwrap().id()).await.expect("invoice");
    assert_eq!(invoice.amount_due, 1000, "USD 15 less USD 5");
}

#[tokio::test]
async fn a_forever_discount_is_its_own_plan() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let plan = Catalogue::get().plan(domain::promo::Product::Family, Some("18FOR7")).unwrap();
    let sub = s.create_subscription(&customer, &plan.id, &[], unique("sub")).await.expect("sub");
    let invoice = s.invoice(sub.latest_invoice.as_ref().unwrap().id()).await.expect("invoice");
    assert_eq!(invoice.amount_due, 1800);
}

#[tokio::test]
async fn a_3d_secure_card_leaves_the_first_payment_waiting_for_the_card_holder() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4000002760003184").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    assert_eq!(sub.status.as_str(), "incomplete");
    let Charge::NeedsAuthentication { payment_intent, client_secret } = s.first_charge(&sub).await.expect("read")
    else {
        panic!("a payment waits for the card holder");
    };
    assert!(client_secret.starts_with(&format!("{payment_intent}_secret_")), "{client_secret}");
    if testkit::on_localstripe().await {
        testkit::authenticate_payment(&client_secret, true).await;
        let sub = s.subscription(&sub.id).await.expect("sub");
        assert_eq!(sub.status.as_str(), "active");
        assert_eq!(s.first_charge(&sub).await.expect("read"), Charge::Paid);
    }
}

#[tokio::test]
async fn a_failed_authentication_is_a_failed_charge_with_nothing_paid() {
    if !testkit::on_localstripe().await {
        return; // Failing 3-D Secure from a server is the emulator's hook only.
    }
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4000002760003184").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    let Charge::NeedsAuthentication { client_secret, .. } = s.first_charge(&sub).await.expect("read") else {
        panic!("a payment waits for the card holder");
    };
    testkit::authenticate_payment(&client_secret, false).await;
    let sub = s.subscription(&sub.id).await.expect("sub");
    assert_ne!(sub.status.as_str(), "active");
    match s.first_charge(&sub).await.expect("read") {
        Charge::Failed { message, .. } => {
            assert_eq!(message.as_deref(), Some("The provided PaymentMethod has failed authentication."))
        }
        other => panic!("expected a failed charge, got {other:?}"),
    }
}

#[tokio::test]
async fn a_card_that_fails_to_charge_leaves_an_incomplete_subscription_that_can_be_ended() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4000000000000341").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    assert_eq!(sub.status.as_str(), "incomplete");
    match s.first_charge(&sub).await.expect("read") {
        Charge::Failed { code, message } => {
            assert_eq!(code.as_deref(), Some("card_declined"));
            assert_eq!(message.as_deref(), Some("Your card was declined."), "the bank's words, for the card holder");
        }
        other => panic!("expected a failed charge, got {other:?}"),
    }
    let ended = s.cancel_subscription(&sub.id).await.expect("cancel");
    assert!(ended.status.has_ended(), "{:?}", ended.status);
}

#[tokio::test]
async fn a_lesson_is_charged_once_at_the_servers_price_on_the_current_api() {
    let s = stripe().await;
    let (customer, pm) = customer_with_card(&s, "4242424242424242").await;
    let metadata = [("authId", "user-1"), ("recordedLessonId", "3"), ("checkoutId", "3-abc")];
    let pi = s.create_payment_intent(&customer, &pm, 4500, "usd", &metadata, unique("lesson")).await.expect("charge");
    assert_eq!(pi.charge(), Charge::Paid);
    assert_eq!((pi.amount, pi.currency.as_str()), (4500, "usd"));
    assert_eq!(pi.metadata.get("checkoutId").map(String::as_str), Some("3-abc"));
    let (customer, pm) = customer_with_card(&s, "4000002760003184").await;
    let pi = s.create_payment_intent(&customer, &pm, 4500, "usd", &metadata, unique("lesson")).await.expect("charge");
    assert!(matches!(pi.charge(), Charge::NeedsAuthentication { .. }), "{:?}", pi.charge());
}

#[tokio::test]
async fn a_renewal_charged_to_a_card_that_fails_leaves_it_past_due_until_a_new_card_pays_it() {
    if !testkit::on_localstripe().await {
        return; // Stripe's test clocks would make the renewal; the emulator bills on request.
    }
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    assert_eq!(sub.status.as_str(), "active");
    // The card on file now fails every charge (4000 0000 0000 0341 attaches, then declines).
    let failing = testkit::test_card("4000000000000341").await;
    s.use_payment_method(&customer, &failing).await.expect("attaches");
    let invoice = testkit::bill_renewal(&customer, &sub.id).await;
    let paid = s.pay_invoice(&invoice).await;
    assert!(matches!(paid, Err(PayError::Card { .. })), "{paid:?}");
    let sub = s.subscription(&sub.id).await.expect("sub");
    assert_eq!(sub.status.as_str(), "past_due");
    let open = s.invoice_with_payment(&invoice).await.expect("invoice");
    assert!(
        matches!(s.invoice_charge(&open).await.expect("charge"), Charge::Failed { .. }),
        "the renewal's payment failed"
    );
    // A new card pays the open invoice and the subscription runs again.
    let good = testkit::test_card("4242424242424242").await;
    s.use_payment_method(&customer, &good).await.expect("new card");
    let paid = s.pay_invoice(&invoice).await.expect("paid");
    assert_eq!(s.invoice_charge(&paid).await.expect("charge"), Charge::Paid);
    assert_eq!(s.subscription(&sub.id).await.expect("sub").status.as_str(), "active");
}

#[tokio::test]
async fn cancelling_at_period_end_can_be_taken_back() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    let cancelled = s.set_cancel_at_period_end(&sub.id, true).await.expect("cancel");
    assert!(cancelled.cancel_at_period_end);
    assert_eq!(cancelled.status.as_str(), "active", "access runs to the end of the paid period");
    assert_eq!(cancelled.period_end(), sub.period_end());
    let back = s.set_cancel_at_period_end(&sub.id, false).await.expect("reinstate");
    assert!(!back.cancel_at_period_end);
}

#[tokio::test]
async fn an_unknown_subscription_is_not_found() {
    let s = stripe().await;
    let err = s.subscription("sub_doesnotexist").await.expect_err("missing");
    assert!(err.is_not_found(), "{err:?}");
}

#[tokio::test]
async fn events_arrive_signed_and_verify() {
    if !testkit::on_localstripe().await {
        return; // Stripe's test mode delivers to a public URL, not to this machine.
    }
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/hook", listener.local_addr().unwrap());
    testkit::register_webhook(&unique("contract"), &url).await;
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    // Read deliveries until the one about our subscription's creation arrives.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    loop {
        assert!(std::time::Instant::now() < deadline, "no event for {}", sub.id);
        let (mut sock, _) = tokio::time::timeout(std::time::Duration::from_secs(20), listener.accept())
            .await
            .expect("a delivery")
            .unwrap();
        let mut buf = vec![];
        let mut chunk = [0u8; 8192];
        let (head, body) = loop {
            let n = sock.read(&mut chunk).await.unwrap();
            buf.extend_from_slice(&chunk[..n]);
            let text = String::from_utf8_lossy(&buf).to_string();
            if let Some(i) = text.find("\r\n\r\n") {
                let head = text[..i].to_lowercase();
                let len: usize = head
                    .lines()
                    .find_map(|l| l.strip_prefix("content-length:"))
                    .map(|v| v.trim().parse().unwrap())
                    .unwrap_or(0);
                if buf.len() >= i + 4 + len {
                    break (head, buf[i + 4..i + 4 + len].to_vec());
                }
            }
            assert!(n > 0, "connection closed early");
        };
        sock.write_all(b"HTTP/1.1 200 OK\r\ncontent-length: 0\r\n\r\n").await.unwrap();
        let sig = head.lines().find_map(|l| l.strip_prefix("stripe-signature:")).map(|v| v.trim().to_owned());
        let event = pay::webhook::verify(&body, sig.as_deref(), testkit::WEBHOOK_SECRET, now()).expect("verifies");
        assert!(pay::webhook::verify(&body, sig.as_deref(), "whsec_wrong", now()).is_err());
        if event.kind == "customer.subscription.created" && event.subscription_id().as_deref() == Some(sub.id.as_str())
        {
            break;
        }
    }
}
