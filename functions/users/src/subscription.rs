//! My Account's subscription section (spec 01 §4, §7): the subscription as Stripe has it, the
//! family member's read-only view of the owner's plan, and changing the card.

use api::entitlement::{Access, own_profile};
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query, ensure_own_id};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use store::users::PlanType;

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
}

/// GET /private/v2/users/profile/subscription-info
pub async fn info(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<InfoQuery>,
) -> ApiResult<Json<SubscriptionInfo>> {
    let p = own_profile(&state, &user).await?;
    ensure_own_id(q.payment_id.as_deref(), &p.payment_id)?;
    ensure_own_id(q.subscription_id.as_deref(), &p.subscription_id)?;
    let plan = Access::of(&p, state.clock.now_secs()).plan;
    match plan {
        PlanType::None => Err(ApiError::NotFound("You have no subscription.")),
        // Annual plans and family members: the stored state is the whole story.
        PlanType::Annual | PlanType::FamilyMember => Ok(Json(SubscriptionInfo {
            subscription_plan_type: plan,
            cancel_at_period_end: p.cancel_at_period_end || plan == PlanType::Annual,
            subscription_end: p.subscription_expiry,
            subscription_id: p.subscription_id,
            latest_invoice_url: None,
            credit_card_last4_digits: None,
        })),
        PlanType::Single | PlanType::FamilyOwner => {
            let (sub, customer) =
                tokio::try_join!(state.stripe.subscription(&p.subscription_id), state.stripe.customer(&p.payment_id))?;
            let card =
                customer.invoice_settings.default_payment_method.as_ref().and_then(|pm| pm.object()?.card.clone());
            let invoice_url = sub.latest_invoice.as_ref().and_then(|i| i.object()?.hosted_invoice_url.clone());
            Ok(Json(SubscriptionInfo {
                subscription_plan_type: plan,
                cancel_at_period_end: sub.cancel_at_period_end,
                subscription_end: sub.period_end(),
                subscription_id: sub.id,
                latest_invoice_url: invoice_url,
                credit_card_last4_digits: card.map(|c| c.last4),
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
    ensure_own_id(q.subscription_id.as_deref(), &p.subscription_id)?;
    if Access::of(&p, state.clock.now_secs()).plan != PlanType::FamilyMember {
        return Err(ApiError::NotFound("You are not on a Friends & Family plan."));
    }
    let owner = store::users::get(&state.db, &p.family_owner_id).await?;
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
}

/// POST /private/v2/users/payments/method/update: the card future invoices are charged to.
/// Only the one who pays (single plan, family owner) changes it.
pub async fn update_method(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<MethodBody>,
) -> ApiResult<Json<MethodUpdated>> {
    let p = own_profile(&state, &user).await?;
    ensure_own_id(body.payment_id.as_deref(), &p.payment_id)?;
    if p.payment_id.is_empty() || matches!(p.subscription_plan_type, PlanType::FamilyMember | PlanType::Annual) {
        return Err(ApiError::Forbidden("Your plan's card is managed by whoever pays for it."));
    }
    let pm = body.payment_method_id.trim();
    if pm.is_empty() || pm.len() > 255 {
        return Err(ApiError::bad_request("paymentMethodId is required."));
    }
    let pm = state.stripe.use_payment_method(&p.payment_id, pm).await?;
    Ok(Json(MethodUpdated { credit_card_last4_digits: pm.card.map(|c| c.last4) }))
}
