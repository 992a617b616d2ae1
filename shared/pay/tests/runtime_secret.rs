//! In the cloud the Stripe keys are read from Secrets Manager when first needed (moto's here), not
//! from the environment or the template: a function started while the secret is still empty
//! answers "not configured", and works as soon as the operator fills the secret, with no redeploy.

use pay::{PayError, Stripe, StripeConfig};

#[tokio::test]
async fn filling_the_secret_makes_payments_work_without_a_restart() {
    let keys = testkit::stripe().await;
    let secrets = testkit::secrets_client(testkit::moto());
    let name = format!("seven/t{}/stripe", uuid_like());
    // As the stack creates it: the shape, with empty values.
    secrets
        .create_secret()
        .name(&name)
        .secret_string(r#"{"secretKey": "", "webhookSecret": ""}"#)
        .send()
        .await
        .expect("create secret");

    let config = StripeConfig {
        secret_key: String::new(),
        webhook_secret: String::new(),
        api_base: keys.api_base.clone(),
        secret_id: Some(name.clone()),
    };
    let stripe = Stripe::new(config.clone()).with_secrets_manager(secrets.clone());
    let err = stripe.create_customer("auth-1", "ann@example.com", "Ann Lee").await.expect_err("no key yet");
    assert!(matches!(err, PayError::NotConfigured), "{err:?}");

    let value = serde_json::json!({ "secretKey": keys.secret_key, "webhookSecret": "whsec_filled" }).to_string();
    secrets.put_secret_value().secret_id(&name).secret_string(value).send().await.expect("fill secret");
    let customer = stripe.create_customer("auth-1", "ann@example.com", "Ann Lee").await.expect("works once filled");
    assert!(!customer.id.is_empty());
    assert_eq!(stripe.webhook_secret().await.expect("webhook secret"), "whsec_filled");

    // Without a Secrets Manager client a named secret is never replaced by environment keys.
    let unread = Stripe::new(StripeConfig { secret_key: keys.secret_key.clone(), ..config });
    assert!(matches!(unread.create_customer("auth-2", "bo@example.com", "Bo").await, Err(PayError::NotConfigured)));
}

fn uuid_like() -> String {
    format!("{:x}", std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_nanos())
}
