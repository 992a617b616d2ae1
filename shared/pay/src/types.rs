//! Stripe's objects, holding only the fields the product reads. Every field that one API version
//! has and another lacks is optional, so the same types read Stripe's current answers and
//! localstripe's older ones (e.g. the period end on the subscription or on its item).

use std::collections::HashMap;

use domain::ids::UserId;
use serde::Deserialize;

/// A field Stripe gives as an id, or as the object when asked to expand it.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub enum Expandable<T> {
    Id(String),
    Object(T),
}

impl<T: HasId> Expandable<T> {
    pub fn id(&self) -> &str {
        match self {
            Expandable::Id(id) => id,
            Expandable::Object(o) => o.id(),
        }
    }

    pub fn object(&self) -> Option<&T> {
        match self {
            Expandable::Id(_) => None,
            Expandable::Object(o) => Some(o),
        }
    }
}

pub trait HasId {
    fn id(&self) -> &str;
}

#[derive(Debug, Clone, Deserialize)]
pub struct Customer {
    pub id: String,
    #[serde(default)]
    pub invoice_settings: InvoiceSettings,
}

/// What Stripe answers a deletion with.
#[derive(Debug, Clone, Deserialize)]
pub struct Deleted {
    pub id: String,
    #[serde(default)]
    pub deleted: bool,
}

#[derive(Debug, Clone, Default, Deserialize)]
pub struct InvoiceSettings {
    #[serde(default)]
    pub default_payment_method: Option<Expandable<PaymentMethod>>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PaymentMethod {
    pub id: String,
    #[serde(default)]
    pub customer: Option<String>,
    #[serde(default)]
    pub card: Option<Card>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Card {
    #[serde(default)]
    pub last4: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SetupIntent {
    pub id: String,
    pub client_secret: String,
    pub status: String,
    #[serde(default)]
    pub customer: Option<String>,
}

impl SetupIntent {
    /// Still waiting for a card or its confirmation: cancellable (succeeded and canceled are final).
    pub fn is_open(&self) -> bool {
        matches!(self.status.as_str(), "requires_payment_method" | "requires_confirmation" | "requires_action")
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct Subscription {
    pub id: String,
    pub customer: String,
    pub status: domain::SubscriptionStatus,
    #[serde(default)]
    pub cancel_at_period_end: bool,
    /// Before API version 2025-03-31 (and on localstripe) the period is on the subscription...
    #[serde(default)]
    current_period_end: Option<i64>,
    #[serde(default)]
    current_period_start: Option<i64>,
    /// ...since then, on each item.
    #[serde(default)]
    items: Option<List<SubscriptionItem>>,
    #[serde(default)]
    pub ended_at: Option<i64>,
    #[serde(default)]
    pub metadata: HashMap<String, String>,
    #[serde(default)]
    pub latest_invoice: Option<Expandable<Invoice>>,
}

/// The metadata key naming the user a subscription or a payment is for (their token's subject),
/// set when we create it.
pub const USER_KEY: &str = "authId";

/// The user `metadata` names, if it names one.
fn user_in(metadata: &HashMap<String, String>) -> Option<UserId> {
    metadata.get(USER_KEY).filter(|id| !id.is_empty()).map(|id| UserId::from(id.as_str()))
}

impl Subscription {
    /// The user this subscription is for, as we named them when creating it.
    pub fn user(&self) -> Option<UserId> {
        user_in(&self.metadata)
    }

    fn item(&self) -> Option<&SubscriptionItem> {
        self.items.as_ref().and_then(|l| l.data.first())
    }

    /// When the paid period ends (epoch seconds).
    pub fn period_end(&self) -> i64 {
        self.current_period_end.or_else(|| self.item().and_then(|i| i.current_period_end)).unwrap_or(0)
    }

    /// When the current period began (epoch seconds).
    pub fn period_start(&self) -> i64 {
        self.current_period_start.or_else(|| self.item().and_then(|i| i.current_period_start)).unwrap_or(0)
    }

    /// The plan (legacy) or price id of the subscription's one item.
    pub fn plan_id(&self) -> Option<&str> {
        let item = self.item()?;
        item.plan.as_ref().or(item.price.as_ref()).map(|p| p.id.as_str())
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct List<T> {
    pub data: Vec<T>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct SubscriptionItem {
    #[serde(default)]
    current_period_end: Option<i64>,
    #[serde(default)]
    current_period_start: Option<i64>,
    #[serde(default)]
    plan: Option<IdOnly>,
    #[serde(default)]
    price: Option<IdOnly>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct IdOnly {
    pub id: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Invoice {
    pub id: String,
    /// `draft`, `open`, `paid`, `uncollectible`, `void`.
    #[serde(default)]
    pub status: Option<InvoiceStatus>,
    #[serde(default)]
    pub customer: Option<String>,
    /// Epoch seconds (a renewal's invoice is made as the new period starts).
    #[serde(default)]
    pub created: i64,
    /// Cents.
    #[serde(default)]
    pub amount_due: i64,
    #[serde(default)]
    pub currency: Option<String>,
    /// Stripe's hosted page for the invoice; localstripe has none.
    #[serde(default)]
    pub hosted_invoice_url: Option<String>,
    /// Since 2025-03-31 the way to an invoice's PaymentIntent, when expanded (`payments`).
    #[serde(default)]
    payments: Option<List<InvoicePayment>>,
    /// Before 2025-03-31 (older localstripe shapes).
    #[serde(default)]
    payment_intent: Option<Expandable<PaymentIntent>>,
    /// The invoice's subscription: here before 2025-03-31...
    #[serde(default)]
    subscription: Option<String>,
    /// ...and under `parent.subscription_details` since.
    #[serde(default)]
    parent: Option<InvoiceParent>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InvoiceStatus {
    Draft,
    Open,
    Paid,
    Uncollectible,
    Void,
    #[serde(other)]
    Other,
}

/// One payment of an invoice (`invoice_payment`): for cards, a PaymentIntent.
#[derive(Debug, Clone, Deserialize)]
struct InvoicePayment {
    #[serde(default)]
    is_default: bool,
    payment: InvoicePaymentTarget,
}

#[derive(Debug, Clone, Deserialize)]
struct InvoicePaymentTarget {
    #[serde(default)]
    payment_intent: Option<Expandable<PaymentIntent>>,
}

impl Invoice {
    /// The invoice's card payment: its default payment (current API) or `payment_intent` (older).
    pub fn payment_intent(&self) -> Option<&Expandable<PaymentIntent>> {
        let payments = self.payments.as_ref().map(|l| l.data.as_slice()).unwrap_or_default();
        let current = payments.iter().find(|p| p.is_default).or(payments.last());
        current.and_then(|p| p.payment.payment_intent.as_ref()).or(self.payment_intent.as_ref())
    }

    pub fn subscription_id(&self) -> Option<&str> {
        self.subscription
            .as_deref()
            .or_else(|| self.parent.as_ref()?.subscription_details.as_ref()?.subscription.as_deref())
    }
}

#[derive(Debug, Clone, Deserialize)]
struct InvoiceParent {
    #[serde(default)]
    subscription_details: Option<SubscriptionDetails>,
}

#[derive(Debug, Clone, Deserialize)]
struct SubscriptionDetails {
    #[serde(default)]
    subscription: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct PaymentIntent {
    pub id: String,
    pub status: PaymentIntentStatus,
    #[serde(default)]
    pub client_secret: Option<String>,
    #[serde(default)]
    pub amount: i64,
    #[serde(default)]
    pub currency: String,
    #[serde(default)]
    pub customer: Option<String>,
    #[serde(default)]
    pub metadata: HashMap<String, String>,
    /// Why the last attempt failed (a declined card, a failed authentication).
    #[serde(default)]
    pub last_payment_error: Option<PaymentError>,
}

/// A PaymentIntent's `status` (Stripe's lifecycle, current API).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PaymentIntentStatus {
    RequiresPaymentMethod,
    RequiresConfirmation,
    RequiresAction,
    Processing,
    RequiresCapture,
    Canceled,
    Succeeded,
    #[serde(other)]
    Other,
}

impl PaymentIntentStatus {
    /// Not paid yet and still cancellable (Stripe cancels these; one processing may still go through).
    pub fn cancellable(self) -> bool {
        matches!(
            self,
            Self::RequiresPaymentMethod | Self::RequiresConfirmation | Self::RequiresAction | Self::RequiresCapture
        )
    }
}

#[derive(Debug, Clone, Default, Deserialize)]
pub struct PaymentError {
    #[serde(default)]
    pub code: Option<String>,
    /// Meant for the card holder ("Your card was declined.").
    #[serde(default)]
    pub message: Option<String>,
}

/// Where a charge stands, read from its PaymentIntent's real status.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Charge {
    /// The money is taken (or held for capture).
    Paid,
    /// The card holder must confirm with their bank (3-D Secure): Stripe.js `confirmCardPayment`
    /// with this client secret.
    NeedsAuthentication { payment_intent: String, client_secret: String },
    /// The card was refused or its authentication failed: nothing is taken. The message is
    /// Stripe's, for the card holder, when it gave one.
    Failed { code: Option<String>, message: Option<String> },
    /// Stripe has not decided yet; an event will say.
    Processing,
}

impl PaymentIntent {
    /// The buyer this payment is for, as we named them when creating it.
    pub fn buyer(&self) -> Option<UserId> {
        user_in(&self.metadata)
    }

    pub fn charge(&self) -> Charge {
        use PaymentIntentStatus::*;
        match (self.status, &self.client_secret) {
            (Succeeded | RequiresCapture, _) => Charge::Paid,
            (RequiresAction | RequiresConfirmation, Some(secret)) => {
                Charge::NeedsAuthentication { payment_intent: self.id.clone(), client_secret: secret.clone() }
            }
            (RequiresPaymentMethod | Canceled, _) => {
                let e = self.last_payment_error.clone().unwrap_or_default();
                Charge::Failed { code: e.code, message: e.message }
            }
            _ => Charge::Processing,
        }
    }
}

impl HasId for PaymentMethod {
    fn id(&self) -> &str {
        &self.id
    }
}

impl HasId for Invoice {
    fn id(&self) -> &str {
        &self.id
    }
}

impl HasId for PaymentIntent {
    fn id(&self) -> &str {
        &self.id
    }
}
