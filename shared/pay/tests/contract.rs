//! Contract tests for the Stripe adapter: the same calls the product makes, against localstripe by
//! default and against Stripe's test mode when `STRIPE_SECRET_KEY` is set (docs/payments.md).

use pay::{Catalogue, PayError, Stripe};

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
    let plan = Catalogue::get().plan("individual", None).unwrap();
    let key = unique("sub");
    let sub = s
        .create_subscription(&customer, &plan.id, &[("authId", "user-1"), ("planType", "single")], key)
        .await
        .expect("sub");
    assert_eq!(sub.status, "active");
    assert_eq!(sub.plan_id(), Some(plan.id.as_str()));
    assert_eq!(sub.metadata.get("authId").map(String::as_str), Some("user-1"));
    let days = (sub.period_end() - now()) as f64 / 86_400.0;
    assert!((27.0..=32.0).contains(&days), "a monthly period, got {days} days");
    assert!(s.pending_payment(&sub).await.expect("pending").is_none());
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
    assert_eq!(sub.status, "active");
    let invoice = s.invoice(sub.latest_invoice.as_ref().unwrap().id()).await.expect("invoice");
    assert_eq!(invoice.amount_due, 1000, "USD 15 less USD 5");
}

#[tokio::test]
async fn a_forever_discount_is_its_own_plan() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let plan = Catalogue::get().plan("family", Some("18FOR7")).unwrap();
    let sub = s.create_subscription(&customer, &plan.id, &[], unique("sub")).await.expect("sub");
    let invoice = s.invoice(sub.latest_invoice.as_ref().unwrap().id()).await.expect("invoice");
    assert_eq!(invoice.amount_due, 1800);
}

#[tokio::test]
async fn a_3d_secure_card_leaves_the_first_payment_waiting_for_the_card_holder() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4000002760003184").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    assert_eq!(sub.status, "incomplete");
    let pending = s.pending_payment(&sub).await.expect("read").expect("a payment waits");
    assert_eq!(pending.status, "requires_action");
    let secret = pending.client_secret.expect("client secret");
    assert!(secret.starts_with(&format!("{}_secret_", pending.payment_intent)), "{secret}");
    if testkit::on_localstripe().await {
        testkit::authenticate_payment(&secret, true).await;
        let sub = s.subscription(&sub.id).await.expect("sub");
        assert_eq!(sub.status, "active");
        assert!(s.pending_payment(&sub).await.expect("read").is_none());
    }
}

#[tokio::test]
async fn a_card_that_fails_to_charge_leaves_an_incomplete_subscription_that_can_be_ended() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4000000000000341").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    assert_eq!(sub.status, "incomplete");
    let pending = s.pending_payment(&sub).await.expect("read").expect("payment");
    assert_eq!(pending.status, "requires_payment_method");
    let ended = s.cancel_subscription(&sub.id).await.expect("cancel");
    assert!(ended.status == "canceled" || ended.status == "incomplete_expired", "{}", ended.status);
}

#[tokio::test]
async fn cancelling_at_period_end_can_be_taken_back() {
    let s = stripe().await;
    let (customer, _) = customer_with_card(&s, "4242424242424242").await;
    let sub = s.create_subscription(&customer, "individual-monthly", &[], unique("sub")).await.expect("sub");
    let cancelled = s.set_cancel_at_period_end(&sub.id, true).await.expect("cancel");
    assert!(cancelled.cancel_at_period_end);
    assert_eq!(cancelled.status, "active", "access runs to the end of the paid period");
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
