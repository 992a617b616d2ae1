//! Stripe in tests: the configuration (test mode or the emulator), test cards, what Stripe holds,
//! and Stripe's published example objects and signed events.

use crate::{localstripe, workspace_root};

/// The webhook secret tests sign their events with.
pub const WEBHOOK_SECRET: &str = "whsec_testkit";

/// Stripe for tests: Stripe's test mode when `STRIPE_SECRET_KEY` is set (a `sk_test_` key, at
/// Stripe or at `STRIPE_API_BASE`), else one localstripe per test process. The catalogue's
/// products and plans are created once.
pub async fn stripe() -> pay::StripeConfig {
    static CONFIG: tokio::sync::OnceCell<pay::StripeConfig> = tokio::sync::OnceCell::const_new();
    CONFIG
        .get_or_init(|| async {
            let config = match std::env::var("STRIPE_SECRET_KEY").ok().filter(|k| !k.is_empty()) {
                Some(key) => {
                    assert!(key.starts_with("sk_test_") || key == "sk_test_local", "tests only run against test mode");
                    pay::StripeConfig {
                        secret_key: key,
                        api_base: std::env::var("STRIPE_API_BASE").ok().filter(|b| !b.is_empty()),
                        webhook_secret: WEBHOOK_SECRET.into(),
                        secret_id: None,
                    }
                }
                None => pay::StripeConfig {
                    secret_key: "sk_test_local".into(),
                    api_base: Some(localstripe()),
                    webhook_secret: WEBHOOK_SECRET.into(),
                    secret_id: None,
                },
            };
            pay::Stripe::new(config.clone())
                .ensure_catalogue(pay::Catalogue::get())
                .await
                .expect("create the Stripe catalogue");
            config
        })
        .await
        .clone()
}

/// Whether tests talk to the emulator (some checks, like its 3-D Secure test hook, only exist there).
pub async fn on_localstripe() -> bool {
    stripe().await.secret_key == "sk_test_local"
}

/// A payment method for a Stripe test card number: made from the number on the emulator, or
/// Stripe's named test method in test mode (Stripe refuses raw card numbers from servers).
pub async fn test_card(number: &str) -> String {
    let config = stripe().await;
    let http = reqwest::Client::new();
    if !on_localstripe().await {
        return match number {
            "4242424242424242" => "pm_card_visa",
            "4000002760003184" => "pm_card_authenticationRequired",
            "4000000000000002" => "pm_card_visa_chargeDeclined",
            "4000000000000341" => "pm_card_chargeCustomerFail",
            other => panic!("no Stripe test payment method for {other}"),
        }
        .into();
    }
    let base = config.api_base.expect("emulator address");
    let res: serde_json::Value = http
        .post(format!("{base}/v1/payment_methods"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[
            ("type", "card"),
            ("card[number]", number),
            ("card[exp_month]", "12"),
            ("card[exp_year]", "2034"),
            ("card[cvc]", "123"),
        ])
        .send()
        .await
        .expect("create payment method")
        .json()
        .await
        .expect("payment method JSON");
    res["id"].as_str().expect("payment method id").to_owned()
}

/// What Stripe holds for `customer`: their subscriptions (every status but canceled) and their
/// succeeded PaymentIntents, read from Stripe itself (or the emulator), never from our records.
pub async fn stripe_holds(customer: &str) -> (Vec<serde_json::Value>, Vec<serde_json::Value>) {
    let config = stripe().await;
    let base = config.api_base.clone().unwrap_or_else(|| "https://api.stripe.com".into());
    let http = reqwest::Client::new();
    // Every page of a list (`starting_after` the last id while `has_more`).
    let list = |path: String| {
        let (http, base, key) = (http.clone(), base.clone(), config.secret_key.clone());
        async move {
            let mut all: Vec<serde_json::Value> = Vec::new();
            loop {
                let after = all.last().map(|o| format!("&starting_after={}", o["id"].as_str().unwrap_or_default()));
                let res: serde_json::Value = http
                    .get(format!("{base}{path}{}", after.unwrap_or_default()))
                    .basic_auth(&key, Some(""))
                    .send()
                    .await
                    .expect("Stripe list")
                    .json()
                    .await
                    .expect("Stripe list JSON");
                all.extend(res["data"].as_array().unwrap_or_else(|| panic!("a Stripe list: {res}")).iter().cloned());
                if res["has_more"] != true {
                    return all;
                }
            }
        }
    };
    let subscriptions = list(format!("/v1/subscriptions?customer={customer}&limit=100")).await;
    // The emulator lists every PaymentIntent (it takes no `customer` filter); Stripe filters itself.
    let filter = if on_localstripe().await { String::new() } else { format!("&customer={customer}") };
    let intents = list(format!("/v1/payment_intents?limit=100{filter}")).await;
    let succeeded =
        intents.into_iter().filter(|pi| pi["customer"] == customer && pi["status"] == "succeeded").collect();
    (subscriptions.into_iter().filter(|s| s["status"] != "canceled").collect(), succeeded)
}

/// The emulator's stand-in for the card holder passing (or failing) 3-D Secure, as Stripe.js's
/// `confirmCardPayment` does in a browser.
pub async fn authenticate_payment(client_secret: &str, success: bool) {
    let payment_intent = client_secret.split("_secret_").next().expect("a PaymentIntent client secret");
    let config = stripe().await;
    let base = config.api_base.expect("3-D Secure is only simulated on the emulator");
    let res = reqwest::Client::new()
        .post(format!("{base}/v1/payment_intents/{payment_intent}/_authenticate?success={success}"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[("client_secret", client_secret)])
        .send()
        .await
        .expect("authenticate");
    assert!(res.status().is_success(), "authenticate: {}", res.status());
}

/// Bills a subscription's next period now, as Stripe does when a period ends (the emulator has no
/// clock; Stripe's test clocks would do it there): a new open invoice for the subscription's
/// plan, whose id is returned. Pay it with `pay::Stripe::pay_invoice`.
pub async fn bill_renewal(customer: &str, subscription: &str) -> String {
    let config = stripe().await;
    let base = config.api_base.expect("billing a renewal on request is an emulator call");
    let res: serde_json::Value = reqwest::Client::new()
        .post(format!("{base}/v1/invoices"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[("customer", customer), ("subscription", subscription)])
        .send()
        .await
        .expect("bill renewal")
        .json()
        .await
        .expect("invoice JSON");
    res["id"].as_str().unwrap_or_else(|| panic!("renewal invoice: {res}")).to_owned()
}

/// Registers `url` for the emulator's signed event deliveries (as Stripe's dashboard would).
pub async fn register_webhook(id: &str, url: &str) {
    let config = stripe().await;
    let base = config.api_base.expect("webhook registration is an emulator call");
    let res = reqwest::Client::new()
        .post(format!("{base}/_config/webhooks/{id}"))
        .basic_auth(&config.secret_key, Some(""))
        .form(&[("url", url), ("secret", WEBHOOK_SECRET)])
        .send()
        .await
        .expect("register webhook");
    assert!(res.status().is_success(), "register webhook: {}", res.status());
}

/// Stripe's published example of an API object (`shared/pay/reference/fixtures3.json`, from
/// stripe/openapi, current API), with `changes` laid over it (objects merged, other values
/// replaced): how tests build current-API objects and events with their own ids.
pub fn stripe_example(name: &str, changes: serde_json::Value) -> serde_json::Value {
    static FIXTURES: std::sync::OnceLock<serde_json::Value> = std::sync::OnceLock::new();
    let fixtures = FIXTURES.get_or_init(|| {
        let path = workspace_root().join("shared/pay/reference/fixtures3.json");
        serde_json::from_str(&std::fs::read_to_string(&path).expect("fixtures3.json")).expect("fixtures JSON")
    });
    let mut value = fixtures["resources"][name].clone();
    assert!(value.is_object(), "Stripe publishes an example {name}");
    merge_json(&mut value, changes);
    value
}

fn merge_json(value: &mut serde_json::Value, changes: serde_json::Value) {
    match (value, changes) {
        (serde_json::Value::Object(a), serde_json::Value::Object(b)) => {
            for (k, c) in b {
                merge_json(a.entry(k).or_insert(serde_json::Value::Null), c);
            }
        }
        (slot, c) => *slot = c,
    }
}

/// A current-API event of `kind` about `object` (as Stripe's example event carries it), and its
/// `Stripe-Signature` header signed at `now` (the server's clock, epoch s) with the test secret.
pub fn stripe_event(id: &str, kind: &str, object: serde_json::Value, now: i64) -> (Vec<u8>, String) {
    let body = stripe_example(
        "event",
        serde_json::json!({"id": id, "type": kind, "created": now, "data": {"object": object}}),
    )
    .to_string()
    .into_bytes();
    let signature = pay::webhook::sign(&body, WEBHOOK_SECRET, now);
    (body, signature)
}
