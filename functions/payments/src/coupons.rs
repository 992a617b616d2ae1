//! Promo codes (POST /private/v2/payments/promo-code/validate) and free-trial redemption
//! (POST /private/v1/coupons/redeem). Codes are the product's own records (store::payments).

use api::ErrorCode;
use api::{ApiError, ApiResult, AppState, AuthUser, Created, Json};
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use store::payments::{Product, PromoDuration, PromoKind};
use store::users::TrialStatus;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ValidateBody {
    code: String,
    product_type: Product,
}

#[derive(Debug, Serialize, PartialEq, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Validation {
    pub active: bool,
    pub coupon_id: String,
    /// Cents off the monthly price (forever) or off the first month (once).
    pub amount_off: i64,
    pub promo_code_duration: Discount,
}

/// What a code does to a plan's price, as the page shows it.
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum Discount {
    /// Every month: the plan is sold at its discounted price.
    Forever,
    /// The first month: a credit on the first invoice.
    Once,
    /// Not a code for this plan.
    Invalid,
}

impl Validation {
    fn invalid() -> Self {
        Self { active: false, coupon_id: String::new(), amount_off: 0, promo_code_duration: Discount::Invalid }
    }
}

/// The plan a path names (`individual`, `family`).
pub fn product_type(value: &str) -> ApiResult<Product> {
    Product::parse(value).ok_or_else(|| ApiError::bad_request("productType must be individual or family."))
}

/// Whether `code` takes money off `product_type`, and how much, as the server will charge it.
pub async fn discount(state: &AppState, code: &str, product_type: Product) -> ApiResult<Validation> {
    let Some(promo) = store::payments::promo(&state.db, code).await? else { return Ok(Validation::invalid()) };
    if !promo.discounts(product_type) {
        return Ok(Validation::invalid());
    }
    let duration = match promo.duration {
        // A forever discount is sold on its own plan: without one, the code cannot be honoured.
        Some(PromoDuration::Forever) if pay::Catalogue::get().plan(product_type, Some(&promo.code)).is_some() => {
            Discount::Forever
        }
        Some(PromoDuration::Once) => Discount::Once,
        _ => return Ok(Validation::invalid()),
    };
    Ok(Validation {
        active: true,
        coupon_id: promo.coupon_id,
        amount_off: promo.amount_off,
        promo_code_duration: duration,
    })
}

pub async fn validate(
    State(state): State<AppState>,
    _user: AuthUser,
    Json(body): Json<ValidateBody>,
) -> ApiResult<Json<Validation>> {
    Ok(Json(discount(&state, &body.code, body.product_type).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct RedeemBody {
    coupon_code: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Redeemed {
    free_trial_status: TrialStatus,
    /// Epoch seconds, set here from the code's trial length.
    free_trial_expiry: i64,
}

/// Starts the caller's free trial from a trial code: one trial per user, ever, and only for one
/// who never had a plan. The conditional write holds that however many redemptions race.
pub async fn redeem(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<RedeemBody>,
) -> ApiResult<Created<Redeemed>> {
    if let Some(p) = store::users::get(&state.db, &user.sub).await? {
        api::entitlement::open(&p)?;
    }
    let promo = store::payments::promo(&state.db, &body.coupon_code).await?;
    let Some(promo) = promo.filter(|p| p.active && p.kind == PromoKind::Trial && p.trial_days > 0) else {
        return Err(ApiError::coded(
            StatusCode::BAD_REQUEST,
            ErrorCode::TrialCodeInvalid,
            "This free trial code is invalid.",
        ));
    };
    let expiry = state.clock.now_secs() + promo.trial_days * 86_400;
    if !store::users::redeem_trial(&state.db, &user.sub, expiry).await? {
        let had_trial =
            store::users::get(&state.db, &user.sub).await?.is_none_or(|p| p.free_trial_status != TrialStatus::None);
        return Err(if had_trial {
            ApiError::coded(StatusCode::CONFLICT, ErrorCode::TrialAlreadyUsed, "You have already used your free trial.")
        } else {
            ApiError::coded(
                StatusCode::CONFLICT,
                ErrorCode::TrialNotForSubscribers,
                "The free trial is for students who have not had a plan yet.",
            )
        });
    }
    // The notice two days before the trial ends (docs/email.md).
    let day = domain::email::day_of(expiry * 1000);
    if let Err(e) = store::mail::note_trial_end(&state.db, &user.sub, &day, state.clock.now_secs()).await {
        tracing::error!(error = %e, "the trial's end could not be noted for its notice");
    }
    Ok(Created(Redeemed { free_trial_status: TrialStatus::Active, free_trial_expiry: expiry }))
}
