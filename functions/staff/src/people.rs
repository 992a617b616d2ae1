//! Promo codes and annual plans: what staff arrange with students, parents and schools.

use api::ErrorCode;
use api::entitlement::Access;
use api::{ApiError, ApiResult, AppState, Json, StaffUser};
use axum::extract::State;
use axum::http::StatusCode;
use domain::email::Email;
use serde::{Deserialize, Serialize};
use store::payments::{self, PromoCode, PromoDuration, PromoKind, PromoTarget};
use store::users::{PlanType, Profile};

/// GET /admin/v1/promo-codes
pub async fn promo_codes(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Vec<PromoCode>>> {
    Ok(Json(payments::promos(&state.db).await?))
}

fn bad(message: impl Into<String>) -> ApiError {
    ApiError::bad_request(message)
}

/// PUT /admin/v1/promo-codes: a code created or changed (deactivate with `active: false`).
pub async fn put_promo_code(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(promo): Json<PromoCode>,
) -> ApiResult<Json<PromoCode>> {
    let code = payments::normalise_code(&promo.code);
    if !(3..=32).contains(&code.len()) || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(bad("A code is 3 to 32 letters and digits."));
    }
    match promo.kind {
        PromoKind::Trial => {
            if !(1..=90).contains(&promo.trial_days) {
                return Err(bad("A trial lasts 1 to 90 days."));
            }
        }
        PromoKind::Discount => {
            if promo.product_type == PromoTarget::Any {
                return Err(bad("A discount is for the individual plan, the family plan or lessons."));
            }
            if !(1..=100_000).contains(&promo.amount_off) {
                return Err(bad("The discount is between 0.01 and 1,000.00."));
            }
            // A lasting plan discount is sold on a plan of its own at the lower price.
            if let Some(product) = promo.product_type.plan()
                && promo.duration == Some(PromoDuration::Forever)
                && pay::Catalogue::get().plan(product, Some(&code)).is_none()
            {
                return Err(bad(
                    "A discount for the lifetime of a plan needs a plan of its own at that price (shared/pay/catalogue.json); use 'once' instead.",
                ));
            }
            if promo.product_type != PromoTarget::Lesson && promo.duration.is_none() {
                return Err(bad("A plan discount lasts once or forever."));
            }
        }
    }
    let promo = PromoCode {
        coupon_id: if promo.coupon_id.trim().is_empty() { code.clone() } else { promo.coupon_id },
        code,
        ..promo
    };
    payments::put_promo(&state.db, &promo).await?;
    Ok(Json(promo))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnualBody {
    email: String,
    /// Epoch seconds the plan runs until; absent to revoke.
    #[serde(default)]
    expires_at: Option<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnnualView {
    email: String,
    full_name: String,
    subscription_plan_type: PlanType,
    subscription_expiry: i64,
    is_subscriber: bool,
}

/// PUT /admin/v1/annual-plans {email, expiresAt?}: grants (or, without `expiresAt`, revokes) an
/// annual plan for a bulk deal. The student sees it read-only as 'Annual'.
pub async fn annual_plan(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(body): Json<AnnualBody>,
) -> ApiResult<Json<AnnualView>> {
    let now = state.clock.now_secs();
    if let Some(exp) = body.expires_at
        && !(now + 86_400..=now + 3 * 366 * 86_400).contains(&exp)
    {
        return Err(bad("An annual plan ends between tomorrow and three years from now."));
    }
    let email = Email::parse(&body.email).map_err(|_| bad("Enter the user's email address."))?;
    let profile = store::users::find_by_email(&state.db, &email)
        .await?
        .ok_or(ApiError::NotFound("No user has that email address."))?;
    if body.expires_at.is_some() {
        api::entitlement::open(&profile)?;
    }
    let updated: Option<Profile> = store::users::set_annual(&state.db, &profile.auth_id, body.expires_at, now).await?;
    let p = updated.ok_or_else(|| {
        let message = if body.expires_at.is_some() {
            "This user pays for a subscription already: it must end before an annual plan can start."
        } else {
            "This user has no annual plan to revoke."
        };
        ApiError::coded(StatusCode::CONFLICT, ErrorCode::PlanConflict, message)
    })?;
    let access = Access::of(&p, now);
    Ok(Json(AnnualView {
        full_name: format!("{} {}", p.first_name, p.last_name).trim().to_owned(),
        email: p.email,
        subscription_plan_type: access.plan,
        subscription_expiry: p.subscription_expiry,
        is_subscriber: access.is_subscriber(),
    }))
}
