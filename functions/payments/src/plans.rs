//! Subscribing, the 3-D Secure finish, cancel and reinstate (spec 01 §4 "Subscribing", §7).

use api::entitlement::{Access, own_profile};
use api::error::PAYMENT_ERROR;
use api::{ApiError, ApiResult, AppState, AuthUser, Json, ensure_own_id};
use axum::extract::{Path, State};
use axum::http::StatusCode;
use pay::Charge;
use serde::{Deserialize, Serialize};
use services::billing::{customer, holding_payment};
use store::payments::Product;
use store::users::{PlanType, Profile};

use crate::coupons;
use api::ErrorCode;
use services::stripe_sync as sync;
use store::users::SubscriptionStatus;

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetupIntentView {
    client_secret: String,
}

/// POST /private/v2/payments/setup-intent: what the page confirms the card against
/// (Stripe.js `confirmCardSetup`), so a payment method id comes back without the card number
/// ever reaching us.
pub async fn setup_intent(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<SetupIntentView>> {
    let profile = own_profile(&state, &user).await?;
    let customer = customer(&state, &profile).await?;
    let si = state.stripe.create_setup_intent(&customer).await?;
    Ok(Json(SetupIntentView { client_secret: si.client_secret }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscribeBody {
    #[serde(default)]
    payment_id: Option<String>,
    payment_method_id: String,
    #[serde(default)]
    coupon_code: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Subscribed {
    subscription_id: String,
    /// Epoch seconds: the end of the paid period.
    expiry: i64,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct PlanPath {
    /// `individual` or `family`.
    plan: String,
}

/// POST /private/v2/payments/plans/{plan}/subscribe, plan = individual | family. Everything from
/// the "already subscribed" check to the last Stripe call runs holding the student's one payment
/// hold: of two subscribes sent at once, one reaches Stripe and the other is told to wait (409).
pub async fn subscribe(
    State(state): State<AppState>,
    user: AuthUser,
    Path(PlanPath { plan }): Path<PlanPath>,
    Json(body): Json<SubscribeBody>,
) -> ApiResult<Json<Subscribed>> {
    let product_type = coupons::product_type(&plan)?;
    if body.payment_method_id.trim().is_empty() || body.payment_method_id.len() > 255 {
        return Err(ApiError::bad_request("paymentMethodId is required."));
    }
    holding_payment(&state, &user.sub, |attempt| subscribe_held(&state, &user, product_type, &body, attempt)).await
}

async fn subscribe_held(
    state: &AppState,
    user: &AuthUser,
    product_type: Product,
    body: &SubscribeBody,
    attempt: u64,
) -> ApiResult<Json<Subscribed>> {
    let profile = own_profile(state, user).await?;
    ensure_own_id(body.payment_id.as_deref(), profile.payment_id.as_deref())?;
    api::entitlement::open(&profile)?;
    let access = Access::of(&profile, state.clock.now_secs());
    if access.subscribed {
        if access.plan == PlanType::Single && product_type == Product::Family {
            return Err(ApiError::coded(
                StatusCode::CONFLICT,
                ErrorCode::AlreadySubscribed,
                "You are on the Individual plan. Please cancel it first, and subscribe to Friends & Family after it expires.",
            ));
        }
        return Err(already_subscribed());
    }
    // A first payment still waiting for the card holder (3-D Secure) is that payment, not room for
    // a second subscription: the page is asked to confirm it (or told it is processing).
    if let Some(pending) = &profile.pending_subscription_id {
        let sub = state.stripe.subscription(pending).await?;
        if !sub.status.has_ended() {
            match state.stripe.first_charge(&sub).await? {
                Charge::NeedsAuthentication { client_secret, .. } => return Err(confirm_with_bank(client_secret)),
                Charge::Processing => return Err(processing()),
                Charge::Paid => return finish(state, &profile, sub, state.clock.now_ms()).await,
                Charge::Failed { .. } => {
                    state.stripe.cancel_subscription(&sub.id).await?;
                }
            }
        }
    }

    // The price: the plan's, or a forever discount's own plan; a once discount is a credit.
    let code = body.coupon_code.as_deref().map(str::trim).filter(|c| !c.is_empty());
    let mut once_credit = None;
    let mut discounted_by = None;
    if let Some(code) = code {
        let v = coupons::discount(state, code, product_type).await?;
        let code = store::payments::normalise_code(code);
        match v.promo_code_duration {
            coupons::Discount::Forever => discounted_by = Some(code),
            coupons::Discount::Once => once_credit = Some((code, v.amount_off)),
            coupons::Discount::Invalid => {
                return Err(ApiError::coded(
                    StatusCode::BAD_REQUEST,
                    ErrorCode::PromoInvalid,
                    "This promo code is invalid.",
                ));
            }
        }
    }
    let catalogue = pay::Catalogue::get();
    let plan = catalogue
        .plan(product_type, discounted_by.as_deref())
        .ok_or_else(|| ApiError::internal(format!("no plan for {product_type:?}")))?;
    let plan_type = product_type.plan_type();

    let customer = customer(state, &profile).await?;
    let pm = state.stripe.use_payment_method(&customer, body.payment_method_id.trim()).await?;
    if let Some((code, amount)) = &once_credit {
        let key = format!("seven-credit-{}-{code}", profile.auth_id);
        state
            .stripe
            .credit_next_invoice(&customer, *amount, &catalogue.currency, &format!("Promo code {code}"), key)
            .await?;
    }
    let metadata = [(pay::USER_KEY, profile.auth_id.as_str()), ("planType", plan_type.as_str())];
    // The held attempt names the subscription: a retry of an attempt that died midway (same plan
    // and card) gets back the subscription Stripe made for it instead of a second one.
    let key = format!("seven-sub-{}-{attempt}-{}-{}", profile.auth_id, plan.id, pm.id);
    let taken_at = state.clock.now_ms();
    let sub = state.stripe.create_subscription(&customer, &plan.id, &metadata, key).await?;
    finish(state, &profile, sub, taken_at).await
}

/// Applies a new subscription whose first payment went through, asks the page to confirm it
/// (3-D Secure), or ends it when the payment failed, so nothing unpaid lingers. Which of these is
/// read from the first invoice's PaymentIntent, never assumed from the subscription's status.
async fn finish(
    state: &AppState,
    profile: &Profile,
    sub: pay::Subscription,
    taken_at: i64,
) -> ApiResult<Json<Subscribed>> {
    let sub = match state.stripe.first_charge(&sub).await? {
        Charge::Paid if sub.status == SubscriptionStatus::Active => sub,
        // Paid, but the subscription was read a moment before Stripe turned it active.
        Charge::Paid => state.stripe.subscription(&sub.id).await?,
        Charge::NeedsAuthentication { client_secret, .. } => {
            store::users::set_pending_subscription(&state.db, &profile.auth_id, &sub.id).await?;
            return Err(confirm_with_bank(client_secret));
        }
        Charge::Failed { message, .. } => {
            if let Err(e) = state.stripe.cancel_subscription(&sub.id).await {
                tracing::warn!(subscription = %sub.id, error = %e, "could not end an unpaid subscription");
            }
            return Err(ApiError::coded(
                StatusCode::PAYMENT_REQUIRED,
                ErrorCode::PaymentFailed,
                message.unwrap_or_else(|| PAYMENT_ERROR.into()),
            ));
        }
        Charge::Processing => {
            store::users::set_pending_subscription(&state.db, &profile.auth_id, &sub.id).await?;
            return Err(processing());
        }
    };
    if sub.status != SubscriptionStatus::Active {
        return Err(processing());
    }
    if let sync::Applied::DuplicateCancelled = sync::apply(state, &sub, taken_at).await? {
        return Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::AlreadySubscribed,
            "You already have a subscription.",
        ));
    }
    Ok(Json(Subscribed { expiry: sub.period_end(), subscription_id: sub.id }))
}

/// A first payment the card holder must confirm with their bank (3-D Secure) on the page.
fn confirm_with_bank(client_secret: String) -> ApiError {
    ApiError::Coded {
        status: StatusCode::PAYMENT_REQUIRED,
        code: ErrorCode::PaymentRequireAction,
        message: "Please confirm this payment with your bank.".into(),
        payload: Some(serde_json::json!({ "clientSecret": client_secret })),
    }
}

fn already_subscribed() -> ApiError {
    ApiError::coded(StatusCode::CONFLICT, ErrorCode::AlreadySubscribed, "You already have a subscription.")
}

/// A payment Stripe has not decided yet: the subscription is finished by Stripe's event.
fn processing() -> ApiError {
    ApiError::coded(
        StatusCode::CONFLICT,
        ErrorCode::PaymentProcessing,
        "Your bank is still processing this payment. Your plan starts as soon as it is paid.",
    )
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct MfaBody {
    #[serde(rename = "paymentIntentID", alias = "paymentIntentId", default)]
    payment_intent_id: String,
}

/// POST /private/v2/payments/plans/process-mfa: after the page confirmed a payment with the bank
/// (3-D Secure) — a new subscription's first payment or a renewal — reads the subscription from
/// Stripe and finishes it, holding the student's payment hold (no subscribe runs meanwhile).
/// Stripe's own event may have finished it first: then this answers what was applied.
pub async fn process_mfa(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<MfaBody>,
) -> ApiResult<Json<Subscribed>> {
    holding_payment(&state, &user.sub, |_| process_mfa_held(&state, &user, &body)).await
}

async fn process_mfa_held(state: &AppState, user: &AuthUser, body: &MfaBody) -> ApiResult<Json<Subscribed>> {
    let profile = own_profile(state, user).await?;
    let taken_at = state.clock.now_ms();
    let Some(pending) = &profile.pending_subscription_id else {
        return settled(state, &profile).await;
    };
    let sub = state.stripe.subscription(pending).await?;
    if sub.user().as_ref() != Some(&profile.auth_id) {
        return Err(ApiError::Forbidden("That is not your payment."));
    }
    if let Charge::NeedsAuthentication { payment_intent, .. } = state.stripe.first_charge(&sub).await?
        && !body.payment_intent_id.is_empty()
        && payment_intent != body.payment_intent_id
    {
        return Err(ApiError::bad_request("paymentIntentID is not the payment waiting for you."));
    }
    finish(state, &profile, sub, taken_at).await
}

/// No first payment is waiting: the caller's subscription as Stripe has it now (applied), if it
/// runs — a first payment Stripe's event finished already, or a renewal just confirmed.
async fn settled(state: &AppState, profile: &Profile) -> ApiResult<Json<Subscribed>> {
    let none =
        || ApiError::coded(StatusCode::CONFLICT, ErrorCode::NoPendingPayment, "There is no payment waiting for you.");
    let subscription =
        profile.subscription_id.as_deref().filter(|_| profile.subscription_plan_type != PlanType::Annual);
    let Some(subscription) = subscription else {
        return Err(none());
    };
    let (sub, _) = sync::refresh(state, subscription).await?;
    if sub.status != SubscriptionStatus::Active {
        return Err(none());
    }
    Ok(Json(Subscribed { expiry: sub.period_end(), subscription_id: sub.id }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanBody {
    #[serde(default)]
    subscription_id: Option<String>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlanView {
    subscription_id: String,
    cancel_at_period_end: bool,
    /// Epoch seconds.
    subscription_end: i64,
}

/// The caller's own Stripe subscription's id, if their plan is one they manage (single, family
/// owner).
async fn managed_subscription(state: &AppState, user: &AuthUser, sent: Option<&str>) -> ApiResult<String> {
    let profile = own_profile(state, user).await?;
    let access = Access::of(&profile, state.clock.now_secs());
    match access.plan {
        PlanType::Single | PlanType::FamilyOwner => {}
        PlanType::FamilyMember => return Err(ApiError::Forbidden("Your plan is managed by its owner.")),
        PlanType::Annual => return Err(ApiError::Forbidden("An annual plan ends on its expiry date.")),
        PlanType::None => return Err(ApiError::NotFound("You have no subscription.")),
    }
    ensure_own_id(sent, profile.subscription_id.as_deref())?;
    profile.subscription_id.ok_or(ApiError::NotFound("You have no subscription."))
}

async fn set_cancel(state: AppState, user: AuthUser, body: PlanBody, cancel: bool) -> ApiResult<Json<PlanView>> {
    let subscription = managed_subscription(&state, &user, body.subscription_id.as_deref()).await?;
    let taken_at = state.clock.now_ms();
    let sub = state.stripe.set_cancel_at_period_end(&subscription, cancel).await?;
    sync::apply(&state, &sub, taken_at).await?;
    Ok(Json(PlanView {
        subscription_id: sub.id.clone(),
        cancel_at_period_end: sub.cancel_at_period_end,
        subscription_end: sub.period_end(),
    }))
}

/// POST /private/v2/payments/plans/cancel: stops renewal; access lasts to the period end.
pub async fn cancel(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<PlanBody>,
) -> ApiResult<Json<PlanView>> {
    set_cancel(state, user, body, true).await
}

/// POST /private/v2/payments/plans/reinstate: renews again.
pub async fn reinstate(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<PlanBody>,
) -> ApiResult<Json<PlanView>> {
    set_cancel(state, user, body, false).await
}
