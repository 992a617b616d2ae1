//! My Account's subscription section (spec 01 §4, §7): the subscription as Stripe has it, the
//! family member's read-only view of the owner's plan, and changing the card.

use api::entitlement::{Access, own_profile};
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query, ensure_own_id};
use axum::extract::State;
use pay::Charge;
use serde::{Deserialize, Serialize};
use store::users::PlanType;
use store::users::SubscriptionStatus;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct InfoQuery {
    #[serde(default)]
    payment_id: Option<String>,
    #[serde(default)]
    subscription_id: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionInfo {
    subscription_plan_type: PlanType,
    cancel_at_period_end: bool,
    /// Epoch seconds: the paid period's end (the renewal date, or the last day of access).
    subscription_end: i64,
    subscription_id: String,
    /// Stripe's hosted invoice page, where Stripe gives one.
    latest_invoice_url: Option<String>,
    credit_card_last4_digits: Option<String>,
    /// A renewal that failed or waits for the card holder; absent while all is paid.
    renewal: Option<Renewal>,
}

/// A renewal that has not been paid, as Stripe reports its invoice's payment.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Renewal {
    status: RenewalStatus,
    /// Epoch seconds: access lasts until then unless the renewal is paid.
    access_until: i64,
    amount_due_in_cent: i64,
    currency: String,
    /// For `needs_confirmation`: what Stripe.js `confirmCardPayment` confirms with the bank.
    client_secret: Option<String>,
    /// For `failed`: the bank's words, when Stripe gave them.
    message: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RenewalStatus {
    /// The bank asks the card holder to confirm the payment (3-D Secure).
    NeedsConfirmation,
    /// The card was refused: a new card retries the invoice.
    Failed,
}

/// The unpaid renewal of a subscription, if its status says one is open.
async fn renewal(state: &AppState, sub: &pay::Subscription, access_until: i64) -> ApiResult<Option<Renewal>> {
    let Some(invoice) = sub.latest_invoice.as_ref().filter(|_| sub.status == SubscriptionStatus::PastDue) else {
        return Ok(None);
    };
    let invoice = state.stripe.invoice_with_payment(invoice.id()).await?;
    Ok(renewal_of(&invoice, state.stripe.invoice_charge(&invoice).await?, access_until))
}

fn renewal_of(invoice: &pay::Invoice, charge: Charge, access_until: i64) -> Option<Renewal> {
    let (status, client_secret, message) = match charge {
        Charge::NeedsAuthentication { client_secret, .. } => {
            (RenewalStatus::NeedsConfirmation, Some(client_secret), None)
        }
        Charge::Failed { message, .. } => (RenewalStatus::Failed, None, message),
        Charge::Paid | Charge::Processing => return None,
    };
    Some(Renewal {
        status,
        access_until,
        amount_due_in_cent: invoice.amount_due,
        currency: invoice.currency.clone().unwrap_or_default(),
        client_secret,
        message,
    })
}

/// The plan whose state the caller may see: their running plan, or a Stripe plan whose renewal
/// failed (past its grace it gives no access, but the student must still be able to fix it).
fn visible_plan(p: &store::users::Profile, now: i64) -> PlanType {
    match Access::of(p, now).plan {
        PlanType::None
            if p.subscription_status == SubscriptionStatus::PastDue
                && matches!(p.subscription_plan_type, PlanType::Single | PlanType::FamilyOwner) =>
        {
            p.subscription_plan_type
        }
        plan => plan,
    }
}

/// GET /private/v2/users/profile/subscription-info
pub async fn info(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<InfoQuery>,
) -> ApiResult<Json<SubscriptionInfo>> {
    let p = own_profile(&state, &user).await?;
    ensure_own_id(q.payment_id.as_deref(), p.payment_id.as_deref())?;
    ensure_own_id(q.subscription_id.as_deref(), p.subscription_id.as_deref())?;
    let plan = visible_plan(&p, state.clock.now_secs());
    match plan {
        PlanType::None => Err(ApiError::NotFound("You have no subscription.")),
        // Annual plans and family members: the stored state is the whole story.
        PlanType::Annual | PlanType::FamilyMember => Ok(Json(SubscriptionInfo {
            subscription_plan_type: plan,
            cancel_at_period_end: p.cancel_at_period_end || plan == PlanType::Annual,
            subscription_end: p.subscription_expiry,
            subscription_id: p.subscription_id.unwrap_or_default(),
            latest_invoice_url: None,
            credit_card_last4_digits: None,
            renewal: None,
        })),
        PlanType::Single | PlanType::FamilyOwner => {
            let (Some(subscription), Some(customer)) = (p.subscription_id.as_deref(), p.payment_id.as_deref()) else {
                return Err(ApiError::NotFound("You have no subscription."));
            };
            let (sub, customer) =
                tokio::try_join!(state.stripe.subscription(subscription), state.stripe.customer(customer))?;
            let card =
                customer.invoice_settings.default_payment_method.as_ref().and_then(|pm| pm.object()?.card.clone());
            let invoice_url = sub.latest_invoice.as_ref().and_then(|i| i.object()?.hosted_invoice_url.clone());
            let renewal = renewal(&state, &sub, p.subscription_expiry).await?;
            Ok(Json(SubscriptionInfo {
                subscription_plan_type: plan,
                cancel_at_period_end: sub.cancel_at_period_end,
                subscription_end: sub.period_end(),
                subscription_id: sub.id,
                latest_invoice_url: invoice_url,
                credit_card_last4_digits: card.map(|c| c.last4),
                renewal,
            }))
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MemberInfo {
    subscription_plan_type: PlanType,
    cancel_at_period_end: bool,
    subscription_end: i64,
    /// Whose plan it is.
    owner_name: String,
}

/// GET /private/v2/users/profile/subscription-info/family-member: the owner's plan, read-only.
pub async fn member_info(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<InfoQuery>,
) -> ApiResult<Json<MemberInfo>> {
    let p = own_profile(&state, &user).await?;
    ensure_own_id(q.subscription_id.as_deref(), p.subscription_id.as_deref())?;
    if Access::of(&p, state.clock.now_secs()).plan != PlanType::FamilyMember {
        return Err(ApiError::NotFound("You are not on a Friends & Family plan."));
    }
    let owner = match &p.family_owner_id {
        Some(owner_id) => store::users::get(&state.db, owner_id).await?,
        None => None,
    };
    Ok(Json(MemberInfo {
        subscription_plan_type: PlanType::FamilyMember,
        cancel_at_period_end: p.cancel_at_period_end,
        subscription_end: p.subscription_expiry,
        owner_name: owner.map(|o| format!("{} {}", o.first_name, o.last_name)).unwrap_or_default(),
    }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MethodBody {
    #[serde(default)]
    payment_id: Option<String>,
    payment_method_id: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MethodUpdated {
    credit_card_last4_digits: Option<String>,
    /// When a renewal was unpaid, the new card was tried on it at once: absent when that paid it
    /// (or there was none), otherwise what still stands in the way.
    renewal: Option<Renewal>,
}

/// POST /private/v2/users/payments/method/update: the card future invoices are charged to.
/// Only the one who pays (single plan, family owner) changes it. A renewal left unpaid is retried
/// with the new card at once.
pub async fn update_method(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<MethodBody>,
) -> ApiResult<Json<MethodUpdated>> {
    let p = own_profile(&state, &user).await?;
    api::entitlement::open(&p)?;
    ensure_own_id(body.payment_id.as_deref(), p.payment_id.as_deref())?;
    let customer = p
        .payment_id
        .as_deref()
        .filter(|_| !matches!(p.subscription_plan_type, PlanType::FamilyMember | PlanType::Annual));
    let Some(customer) = customer else {
        return Err(ApiError::Forbidden("Your plan's card is managed by whoever pays for it."));
    };
    let pm = body.payment_method_id.trim();
    if pm.is_empty() || pm.len() > 255 {
        return Err(ApiError::bad_request("paymentMethodId is required."));
    }
    let pm = state.stripe.use_payment_method(customer, pm).await?;
    let renewal = match p.subscription_id.as_deref() {
        Some(subscription) if p.subscription_status == SubscriptionStatus::PastDue => {
            retry_renewal(&state, subscription, p.subscription_expiry).await?
        }
        _ => None,
    };
    Ok(Json(MethodUpdated { credit_card_last4_digits: pm.card.map(|c| c.last4), renewal }))
}

/// Pays the subscription's open renewal invoice with the default card now. Stripe's event (and
/// the page's process-mfa) apply the paid subscription.
async fn retry_renewal(state: &AppState, subscription: &str, access_until: i64) -> ApiResult<Option<Renewal>> {
    let sub = state.stripe.subscription(subscription).await?;
    let Some(invoice) = sub.latest_invoice.as_ref().filter(|_| sub.status == SubscriptionStatus::PastDue) else {
        return Ok(None);
    };
    let invoice = match state.stripe.pay_invoice(invoice.id()).await {
        Ok(invoice) => invoice,
        // A refused card: the invoice stays open; read where it stands.
        Err(pay::PayError::Card { .. }) => state.stripe.invoice_with_payment(invoice.id()).await?,
        Err(e) => return Err(e.into()),
    };
    Ok(renewal_of(&invoice, state.stripe.invoice_charge(&invoice).await?, access_until))
}
