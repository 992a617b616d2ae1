//! The Stripe adapter: every call the product makes to its payment provider.
//!
//! async-stripe carries each request (secret key, pinned API version, idempotency keys, retries);
//! answers are read into the small types in [`types`], which hold only the fields the product uses
//! and accept both Stripe's current shapes and the older ones localstripe speaks. Which call is used
//! for each step, and why it works on both, is written down in `docs/payments.md`; the contract tests
//! in `tests/contract.rs` run this code against localstripe and, with `STRIPE_SECRET_KEY`, Stripe.

pub mod catalogue;
pub mod types;
pub mod webhook;

use std::sync::Arc;
use std::time::{Duration, Instant};

use stripe::RequestStrategy;
use stripe_client_core::{RequestBuilder, StripeMethod};

pub use catalogue::{Catalogue, Plan};
pub use types::*;

/// Where Stripe is and how to prove who we are.
#[derive(Clone, Debug, Default)]
pub struct StripeConfig {
    /// `STRIPE_SECRET_KEY` (`sk_...`): locally and in tests only; the cloud sets `secret_id`.
    pub secret_key: String,
    /// `STRIPE_API_BASE`: unset for Stripe itself, the emulator's address locally.
    pub api_base: Option<String>,
    /// `STRIPE_WEBHOOK_SECRET` (`whsec_...`): what signs the events sent to us (locally, as above).
    pub webhook_secret: String,
    /// `STRIPE_SECRET_ID`: the Secrets Manager secret holding
    /// `{"secretKey": "sk_...", "webhookSecret": "whsec_..."}`. When set, the keys are read from it
    /// when first needed and read again after [`KEY_TTL`], so filling or rotating the secret takes
    /// effect without a redeploy; the two variables above are then ignored.
    pub secret_id: Option<String>,
}

/// How long keys read from Secrets Manager are used before they are read again.
pub const KEY_TTL: Duration = Duration::from_secs(300);

impl StripeConfig {
    pub fn from_env() -> Self {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let secret_id = var("STRIPE_SECRET_ID");
        let from_env = |k: &str| if secret_id.is_some() { String::new() } else { var(k).unwrap_or_default() };
        Self {
            secret_key: from_env("STRIPE_SECRET_KEY"),
            api_base: var("STRIPE_API_BASE"),
            webhook_secret: from_env("STRIPE_WEBHOOK_SECRET"),
            secret_id,
        }
    }
}

/// A Stripe account. Cheap to clone; the HTTP client is made on first use, so functions that never
/// pay start no faster or slower for having one.
#[derive(Clone)]
pub struct Stripe {
    config: Arc<StripeConfig>,
    /// Reads `config.secret_id`; `None` where the keys are in the configuration itself.
    secrets: Option<aws_sdk_secretsmanager::Client>,
    keys: Arc<tokio::sync::Mutex<Option<Arc<Keys>>>>,
}

/// The keys in use and the client made with them.
struct Keys {
    client: stripe::Client,
    webhook_secret: String,
    read_at: Instant,
}

/// The secret's JSON.
#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct SecretKeys {
    #[serde(default)]
    secret_key: String,
    #[serde(default)]
    webhook_secret: String,
}

impl std::fmt::Debug for Stripe {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Stripe").field("api_base", &self.config.api_base).finish_non_exhaustive()
    }
}

/// What went wrong with a payment call, as far as a caller needs to know.
#[derive(Debug, thiserror::Error)]
pub enum PayError {
    /// Stripe refused the card (declined, expired, failed authentication): the message is Stripe's,
    /// meant for the card holder.
    #[error("card error: {message}")]
    Card { code: String, message: String },
    /// Stripe refused the request: a bug on our side, or an id that does not exist (`status` 404).
    #[error("stripe refused ({status}): {message}")]
    Refused { status: u16, code: String, message: String },
    /// Stripe could not be reached or kept failing after retries.
    #[error("stripe unavailable: {0}")]
    Unavailable(String),
    /// Stripe answered something this code cannot read.
    #[error("unexpected stripe answer: {0}")]
    Malformed(String),
    /// No key is configured.
    #[error("payments are not configured")]
    NotConfigured,
}

impl PayError {
    pub fn is_not_found(&self) -> bool {
        matches!(self, PayError::Refused { status: 404, .. })
    }
}

impl From<stripe::StripeError> for PayError {
    fn from(err: stripe::StripeError) -> Self {
        match err {
            stripe::StripeError::Stripe(e, status) => {
                let code = e.code.as_ref().map(|c| c.as_str().to_owned()).unwrap_or_default();
                let message = e.message.clone().unwrap_or_default();
                let is_card = matches!(e.type_, stripe::ApiErrorsType::CardError) || status == 402;
                if is_card {
                    PayError::Card { code, message }
                } else if status == 429 || status >= 500 {
                    PayError::Unavailable(format!("{status}: {message}"))
                } else {
                    PayError::Refused { status, code, message }
                }
            }
            stripe::StripeError::JSONDeserialize(e) => PayError::Malformed(e),
            stripe::StripeError::ConfigError(_) => PayError::NotConfigured,
            other => PayError::Unavailable(other.to_string()),
        }
    }
}

pub type PayResult<T> = Result<T, PayError>;

/// Form parameters, in order, as Stripe's bracket notation (`items[0][plan]`).
type Form<'a> = Vec<(&'a str, String)>;

impl Stripe {
    pub fn new(config: StripeConfig) -> Self {
        Self { config: Arc::new(config), secrets: None, keys: Arc::default() }
    }

    /// Reads the keys from Secrets Manager with `client` when the configuration names a secret.
    pub fn with_secrets_manager(mut self, client: aws_sdk_secretsmanager::Client) -> Self {
        self.secrets = Some(client);
        self
    }

    /// The keys in use: those of the configuration, or the secret's, read again after [`KEY_TTL`].
    /// An empty secret is not kept, so filling it takes effect on the next call.
    async fn keys(&self) -> PayResult<Arc<Keys>> {
        let mut cached = self.keys.lock().await;
        if let Some(keys) = cached.as_ref().filter(|k| self.config.secret_id.is_none() || k.read_at.elapsed() < KEY_TTL)
        {
            return Ok(keys.clone());
        }
        let (secret_key, webhook_secret) = match (&self.config.secret_id, &self.secrets) {
            (None, _) => (self.config.secret_key.clone(), self.config.webhook_secret.clone()),
            (Some(id), Some(secrets)) => {
                let value = secrets.get_secret_value().secret_id(id).send().await.map_err(|e| {
                    PayError::Unavailable(format!(
                        "reading {id}: {}",
                        aws_sdk_secretsmanager::error::DisplayErrorContext(e)
                    ))
                })?;
                let keys: SecretKeys = serde_json::from_str(value.secret_string().unwrap_or("{}"))
                    .map_err(|e| PayError::Malformed(format!("{id}: {e}")))?;
                (keys.secret_key, keys.webhook_secret)
            }
            (Some(_), None) => return Err(PayError::NotConfigured),
        };
        if secret_key.is_empty() {
            return Err(PayError::NotConfigured);
        }
        let mut builder = stripe::ClientBuilder::new(secret_key)
            .timeout(Duration::from_secs(10))
            // Network failures and 429/5xx are retried with backoff; Stripe's own
            // `Stripe-Should-Retry` header is honoured. Writes carry idempotency keys (below).
            .request_strategy(RequestStrategy::ExponentialBackoff(3));
        if let Some(base) = &self.config.api_base {
            builder = builder.url(format!("{}/", base.trim_end_matches('/')));
        }
        let keys = Arc::new(Keys { client: builder.build()?, webhook_secret, read_at: Instant::now() });
        *cached = Some(keys.clone());
        Ok(keys)
    }

    /// The secret that signs the events Stripe sends us.
    pub async fn webhook_secret(&self) -> PayResult<String> {
        Ok(self.keys().await?.webhook_secret.clone())
    }

    /// Sends one request and reads the answer into `T`.
    async fn call<T: serde::de::DeserializeOwned>(
        &self,
        method: StripeMethod,
        path: &str,
        form: Option<&Form<'_>>,
        query: Option<&Form<'_>>,
        idempotency_key: Option<String>,
    ) -> PayResult<T> {
        let keys = self.keys().await?;
        let client = &keys.client;
        let mut req = RequestBuilder::new(method, path.to_owned());
        // Stripe's bracket notation (`items[0][plan]`, repeated `expand[]`), in order.
        let encode = |pairs: &Form| serde_urlencoded::to_string(pairs).map_err(|e| PayError::Malformed(e.to_string()));
        req.body = form.map(encode).transpose()?;
        req.query = query.filter(|q| !q.is_empty()).map(encode).transpose()?;
        let mut req = req.customize::<miniserde::json::Value>();
        if let Some(key) = idempotency_key {
            let key = stripe::IdempotencyKey::new(key).map_err(|e| PayError::Malformed(e.to_string()))?;
            req = req.request_strategy(RequestStrategy::Idempotent(key));
        }
        let value = req.send(client).await?;
        let text = miniserde::json::to_string(&value);
        serde_json::from_str(&text).map_err(|e| PayError::Malformed(format!("{path}: {e}")))
    }

    async fn get<T: serde::de::DeserializeOwned>(&self, path: &str, query: &Form<'_>) -> PayResult<T> {
        self.call(StripeMethod::Get, path, None, Some(query), None).await
    }

    async fn post<T: serde::de::DeserializeOwned>(
        &self,
        path: &str,
        form: &Form<'_>,
        key: Option<String>,
    ) -> PayResult<T> {
        self.call(StripeMethod::Post, path, Some(form), None, key).await
    }

    // -- customers ---------------------------------------------------------------------------------

    /// A customer for one of our users. The idempotency key makes two racing first payments of the
    /// same user get the same customer from Stripe.
    pub async fn create_customer(&self, auth_id: &str, email: &str, name: &str) -> PayResult<Customer> {
        let user_key = format!("metadata[{USER_KEY}]");
        let form =
            vec![("email", email.to_owned()), ("name", name.to_owned()), (user_key.as_str(), auth_id.to_owned())];
        self.post("/customers", &form, Some(format!("seven-customer-{auth_id}"))).await
    }

    /// The customer with its default payment method expanded (for the card's last 4 digits).
    pub async fn customer(&self, id: &str) -> PayResult<Customer> {
        self.get(&format!("/customers/{id}"), &vec![("expand[]", "invoice_settings.default_payment_method".into())])
            .await
    }

    /// Deletes a customer for good (an account erased, docs/privacy.md): Stripe removes its cards
    /// and cancels its subscriptions. One already deleted is no error.
    pub async fn delete_customer(&self, id: &str) -> PayResult<()> {
        match self.call::<Deleted>(StripeMethod::Delete, &format!("/customers/{id}"), None, None, None).await {
            Ok(_) => Ok(()),
            Err(e) if e.is_not_found() => Ok(()),
            Err(e) => Err(e),
        }
    }

    /// Makes `payment_method` the card future invoices are charged to.
    pub async fn set_default_payment_method(&self, customer: &str, payment_method: &str) -> PayResult<Customer> {
        let form = vec![("invoice_settings[default_payment_method]", payment_method.to_owned())];
        self.post(&format!("/customers/{customer}"), &form, None).await
    }

    // -- cards -------------------------------------------------------------------------------------

    /// A SetupIntent: the page confirms the card against it (Stripe.js `confirmCardSetup`), which
    /// gives a payment method id without the card number ever reaching us.
    pub async fn create_setup_intent(&self, customer: &str) -> PayResult<SetupIntent> {
        let form = vec![("customer", customer.to_owned()), ("usage", "off_session".into())];
        self.post("/setup_intents", &form, None).await
    }

    pub async fn payment_method(&self, id: &str) -> PayResult<PaymentMethod> {
        ensure_id(id)?;
        self.get(&format!("/payment_methods/{id}"), &vec![]).await
    }

    /// The cards saved for `customer` (up to 100: a student has one or two).
    pub async fn payment_methods(&self, customer: &str) -> PayResult<Vec<PaymentMethod>> {
        ensure_id(customer)?;
        let query = vec![("customer", customer.to_owned()), ("type", "card".to_owned()), ("limit", "100".to_owned())];
        let list: List<PaymentMethod> = self.get("/payment_methods", &query).await?;
        Ok(list.data)
    }

    /// Takes a card off its customer: it can no longer be charged.
    pub async fn detach_payment_method(&self, id: &str) -> PayResult<PaymentMethod> {
        ensure_id(id)?;
        self.post(&format!("/payment_methods/{id}/detach"), &vec![], None).await
    }

    /// The SetupIntents made for `customer` (up to 100).
    pub async fn setup_intents(&self, customer: &str) -> PayResult<Vec<SetupIntent>> {
        ensure_id(customer)?;
        let query = vec![("customer", customer.to_owned()), ("limit", "100".to_owned())];
        let list: List<SetupIntent> = self.get("/setup_intents", &query).await?;
        Ok(list.data.into_iter().filter(|s| s.customer.as_deref() == Some(customer)).collect())
    }

    /// Cancels a SetupIntent still waiting for a card.
    pub async fn cancel_setup_intent(&self, id: &str) -> PayResult<SetupIntent> {
        ensure_id(id)?;
        self.post(&format!("/setup_intents/{id}/cancel"), &vec![], None).await
    }

    pub async fn attach_payment_method(&self, id: &str, customer: &str) -> PayResult<PaymentMethod> {
        self.post(&format!("/payment_methods/{id}/attach"), &vec![("customer", customer.to_owned())], None).await
    }

    /// Makes sure `id` belongs to `customer` (attaching it if it belongs to nobody) and makes it the
    /// default. A card of another customer is refused: a page cannot charge someone else's card.
    pub async fn use_payment_method(&self, customer: &str, id: &str) -> PayResult<PaymentMethod> {
        let pm = self.payment_method(id).await?;
        let pm = match pm.customer.as_deref() {
            Some(c) if c == customer => pm,
            Some(_) => {
                return Err(PayError::Refused {
                    status: 403,
                    code: "payment_method_of_another_customer".into(),
                    message: "This card belongs to another customer.".into(),
                });
            }
            None => self.attach_payment_method(id, customer).await?,
        };
        // Attaching one of Stripe's named test methods (`pm_card_visa`) gives a new id: use it.
        self.set_default_payment_method(customer, &pm.id).await?;
        Ok(pm)
    }

    // -- subscriptions -----------------------------------------------------------------------------

    /// Subscribes `customer` to `plan`, charging the default payment method now. `metadata` records
    /// our user and plan type on the subscription, so a webhook can find them.
    pub async fn create_subscription(
        &self,
        customer: &str,
        plan: &str,
        metadata: &[(&str, &str)],
        idempotency_key: String,
    ) -> PayResult<Subscription> {
        let mut form: Form = vec![("customer", customer.to_owned()), ("items[0][plan]", plan.to_owned())];
        let keys: Vec<String> = metadata.iter().map(|(k, _)| format!("metadata[{k}]")).collect();
        for (key, (_, v)) in keys.iter().zip(metadata) {
            form.push((key.as_str(), (*v).to_owned()));
        }
        form.push(("expand[]", "latest_invoice".into()));
        self.post("/subscriptions", &form, Some(idempotency_key)).await
    }

    pub async fn subscription(&self, id: &str) -> PayResult<Subscription> {
        self.get(&format!("/subscriptions/{id}"), &vec![("expand[]", "latest_invoice".into())]).await
    }

    /// Cancel at the end of the paid period (`true`), or take that back (`false`).
    pub async fn set_cancel_at_period_end(&self, id: &str, cancel: bool) -> PayResult<Subscription> {
        let form = vec![("cancel_at_period_end", cancel.to_string()), ("expand[]", "latest_invoice".into())];
        self.post(&format!("/subscriptions/{id}"), &form, None).await
    }

    /// Ends a subscription now (one whose first payment failed, so nothing lingers).
    pub async fn cancel_subscription(&self, id: &str) -> PayResult<Subscription> {
        self.call(StripeMethod::Delete, &format!("/subscriptions/{id}"), None, None, None).await
    }

    /// A one-off credit on the customer's next invoice: how a "once" promo code is applied, since
    /// localstripe takes no coupon on a subscription (docs/payments.md).
    pub async fn credit_next_invoice(
        &self,
        customer: &str,
        amount_off: i64,
        currency: &str,
        description: &str,
        idempotency_key: String,
    ) -> PayResult<serde_json::Value> {
        let form = vec![
            ("customer", customer.to_owned()),
            ("amount", (-amount_off).to_string()),
            ("currency", currency.to_owned()),
            ("description", description.to_owned()),
        ];
        self.post("/invoiceitems", &form, Some(idempotency_key)).await
    }

    // -- first-payment authentication (3-D Secure) ------------------------------------------------

    pub async fn invoice(&self, id: &str) -> PayResult<Invoice> {
        self.get(&format!("/invoices/{id}"), &vec![]).await
    }

    /// A customer's invoices, newest first (up to 100: a student's months of a plan; for their
    /// download of their data).
    pub async fn invoices(&self, customer: &str) -> PayResult<Vec<Invoice>> {
        ensure_id(customer)?;
        let list: List<Invoice> =
            self.get("/invoices", &vec![("customer", customer.to_owned()), ("limit", "100".to_owned())]).await?;
        Ok(list.data)
    }

    /// Cancels a payment not yet made (waiting for a card, a confirmation or the bank's check).
    pub async fn cancel_payment_intent(&self, id: &str) -> PayResult<PaymentIntent> {
        ensure_id(id)?;
        self.post(&format!("/payment_intents/{id}/cancel"), &vec![], None).await
    }

    pub async fn payment_intent(&self, id: &str) -> PayResult<PaymentIntent> {
        ensure_id(id)?;
        self.get(&format!("/payment_intents/{id}"), &vec![]).await
    }

    /// Charges `amount` (cents of `currency`) to the customer's card now, on session: a card that
    /// needs 3-D Secure gives `requires_action` and a client secret for Stripe.js
    /// `confirmCardPayment`; a declined card is a card error. The current API has no
    /// `payment_method_types` on create: payment methods are automatic, and redirect-based ones are
    /// refused (`allow_redirects=never`) since this is a card confirmed on our own page.
    pub async fn create_payment_intent(
        &self,
        customer: &str,
        payment_method: &str,
        amount: i64,
        currency: &str,
        metadata: &[(&str, &str)],
        idempotency_key: String,
    ) -> PayResult<PaymentIntent> {
        let mut form: Form = vec![
            ("amount", amount.to_string()),
            ("currency", currency.to_owned()),
            ("customer", customer.to_owned()),
            ("payment_method", payment_method.to_owned()),
            ("automatic_payment_methods[enabled]", "true".into()),
            ("automatic_payment_methods[allow_redirects]", "never".into()),
            ("confirm", "true".into()),
        ];
        let keys: Vec<String> = metadata.iter().map(|(k, _)| format!("metadata[{k}]")).collect();
        for (key, (_, v)) in keys.iter().zip(metadata) {
            form.push((key.as_str(), (*v).to_owned()));
        }
        self.post("/payment_intents", &form, Some(idempotency_key)).await
    }

    /// An invoice with its card payment's PaymentIntent expanded (`payments`, current API; the
    /// emulator also lists them). Four levels: Stripe's deepest expansion.
    pub async fn invoice_with_payment(&self, id: &str) -> PayResult<Invoice> {
        ensure_id(id)?;
        self.get(&format!("/invoices/{id}"), &vec![("expand[]", INVOICE_PAYMENT_INTENT.into())]).await
    }

    /// Where an invoice's payment stands, from its PaymentIntent's real status; an invoice with no
    /// payment yet is paid only if Stripe says so.
    pub async fn invoice_charge(&self, invoice: &Invoice) -> PayResult<Charge> {
        let pi = match invoice.payment_intent() {
            Some(Expandable::Object(pi)) => pi.clone(),
            Some(Expandable::Id(id)) => self.payment_intent(id).await?,
            None if invoice.status == Some(InvoiceStatus::Paid) => return Ok(Charge::Paid),
            None => return Ok(Charge::Failed { code: None, message: None }),
        };
        Ok(pi.charge())
    }

    /// Where a new subscription's first payment stands: paid when the subscription is `active`,
    /// otherwise whatever its first invoice's PaymentIntent says.
    pub async fn first_charge(&self, subscription: &Subscription) -> PayResult<Charge> {
        if matches!(subscription.status.as_str(), "active" | "trialing") {
            return Ok(Charge::Paid);
        }
        let Some(invoice) = subscription.latest_invoice.as_ref() else {
            return Ok(Charge::Failed { code: None, message: None });
        };
        let invoice = self.invoice_with_payment(invoice.id()).await?;
        self.invoice_charge(&invoice).await
    }

    /// Tries an open invoice again now, with the customer's default card (after a card update).
    pub async fn pay_invoice(&self, id: &str) -> PayResult<Invoice> {
        ensure_id(id)?;
        self.post(&format!("/invoices/{id}/pay"), &vec![("expand[]", INVOICE_PAYMENT_INTENT.into())], None).await
    }
}

/// The expansion that reaches an invoice's PaymentIntent in the current API.
const INVOICE_PAYMENT_INTENT: &str = "payments.data.payment.payment_intent";

impl Stripe {
    /// Creates the catalogue's products and plans where missing (the emulator at start; an
    /// account being set up). Existing ones are left as they are: plan amounts cannot change.
    pub async fn ensure_catalogue(&self, catalogue: &Catalogue) -> PayResult<()> {
        for p in &catalogue.products {
            match self.get::<IdOnly>(&format!("/products/{}", p.id), &vec![]).await {
                Ok(_) => {}
                Err(e) if e.is_not_found() => {
                    let form = vec![("id", p.id.clone()), ("name", p.name.clone())];
                    self.post::<IdOnly>("/products", &form, None).await?;
                }
                Err(e) => return Err(e),
            }
        }
        for plan in &catalogue.plans {
            match self.get::<IdOnly>(&format!("/plans/{}", plan.id), &vec![]).await {
                Ok(_) => {}
                Err(e) if e.is_not_found() => {
                    let form = vec![
                        ("id", plan.id.clone()),
                        ("product", plan.product.clone()),
                        ("amount", plan.amount.to_string()),
                        ("currency", catalogue.currency.clone()),
                        ("interval", "month".into()),
                    ];
                    self.post::<IdOnly>("/plans", &form, None).await?;
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }
}

/// An id a page sent (a payment method) goes into a URL path: only Stripe's id characters pass.
fn ensure_id(id: &str) -> PayResult<()> {
    if !id.is_empty() && id.len() <= 255 && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        Ok(())
    } else {
        Err(PayError::Refused { status: 400, code: INVALID_ID.into(), message: "That is not a valid id.".into() })
    }
}

/// The code of a [`PayError::Refused`] for an id that is not an id: the caller's mistake.
pub const INVALID_ID: &str = "invalid_id";
