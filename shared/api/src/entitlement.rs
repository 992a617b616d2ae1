//! The one place where access to paid content is decided: from the stored profile and the clock.

pub use domain::access::{Access, PAST_DUE_GRACE_SECS, RENEWAL_GRACE_SECS};
use store::users::Profile;

use crate::{ApiError, ApiResult, AppState, AuthUser};

/// The caller's own profile (404 before their first login created it).
pub async fn own_profile(state: &AppState, user: &AuthUser) -> ApiResult<Profile> {
    store::users::get(&state.db, &user.sub).await?.ok_or(ApiError::NotFound("User not found."))
}

/// Loads the caller's profile and refuses (403) unless they may use study content now.
pub async fn require_subscriber(state: &AppState, user: &AuthUser) -> ApiResult<Profile> {
    entitled(store::users::get(&state.db, &user.sub).await?, state.clock.now_secs())
}

/// The entitlement check on a profile the route loaded itself (with its own reads, in one
/// request): the profile if its owner may use study content at `now_secs`, else 403.
pub fn entitled(profile: Option<Profile>, now_secs: i64) -> ApiResult<Profile> {
    match profile {
        Some(p) if Access::of(&p, now_secs).is_subscriber() => Ok(p),
        _ => Err(ApiError::Forbidden(SUBSCRIPTION_REQUIRED)),
    }
}

/// Runs `work` (the route's own reads) beside the entitlement check, so the check adds no
/// round trip; `work`'s result is returned only to an entitled caller.
pub async fn as_subscriber<T, F>(state: &AppState, user: &AuthUser, work: F) -> ApiResult<T>
where
    F: Future<Output = Result<T, store::StoreError>>,
{
    Ok(with_subscriber(state, user, work).await?.1)
}

/// As `as_subscriber`, also giving the caller's profile.
pub async fn with_subscriber<T, F>(state: &AppState, user: &AuthUser, work: F) -> ApiResult<(Profile, T)>
where
    F: Future<Output = Result<T, store::StoreError>>,
{
    tokio::try_join!(require_subscriber(state, user), async { Ok(work.await?) })
}

const SUBSCRIPTION_REQUIRED: &str = "An active subscription or free trial is needed for this.";

/// What a payment or plan for an account waiting for its deletion is told (docs/privacy.md).
pub const ACCOUNT_CLOSING: &str = "This account is being deleted. Until its owner chooses \"Keep my account\" in My Account, it cannot take a plan or a payment.";

/// Refuses (409 `ACCOUNT_CLOSING`) a profile whose deletion waits out its grace: no payment or
/// plan for it (its access is already none: `Access::of`).
pub fn open(p: &Profile) -> ApiResult<()> {
    match p.delete_at {
        Some(_) => {
            Err(ApiError::coded(axum::http::StatusCode::CONFLICT, crate::ErrorCode::AccountClosing, ACCOUNT_CLOSING))
        }
        None => Ok(()),
    }
}
