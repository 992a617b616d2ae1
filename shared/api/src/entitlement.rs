//! The one place where access to paid content is decided: from the stored profile and the clock.

use store::users::{PlanType, Profile, SubscriptionStatus, TrialStatus};

use crate::{ApiError, ApiResult, AppState, AuthUser};

/// What a profile entitles its owner to, at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Access {
    /// A paid subscription is active and has not expired.
    pub subscribed: bool,
    /// The trial status as of now: a trial whose expiry has passed is `Expired`.
    pub trial: TrialStatus,
    pub plan: PlanType,
}

impl Access {
    pub fn of(profile: &Profile, now_secs: i64) -> Self {
        // A renewing subscription keeps access for a grace period past its period end, while Stripe
        // charges the renewal (about an hour later) and its event arrives. A renewal that failed or
        // waits for the card holder (`past_due`) keeps access to its stored expiry, which the
        // snapshot sets to the renewal + PAST_DUE_GRACE_SECS.
        let until = profile.subscription_expiry + if profile.cancel_at_period_end { 0 } else { RENEWAL_GRACE_SECS };
        let subscribed = match profile.subscription_status {
            SubscriptionStatus::Active => until > now_secs,
            SubscriptionStatus::PastDue => profile.subscription_expiry > now_secs,
            _ => false,
        };
        let trial = match profile.free_trial_status {
            TrialStatus::Active if profile.free_trial_expiry <= now_secs => TrialStatus::Expired,
            other => other,
        };
        Self { subscribed, trial, plan: if subscribed { profile.subscription_plan_type } else { PlanType::None } }
    }

    /// Subscriber = paid subscription active, or free trial active.
    pub fn is_subscriber(&self) -> bool {
        self.subscribed || self.trial == TrialStatus::Active
    }
}

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

/// How long past its period end a renewing subscription keeps access while the renewal is charged.
pub const RENEWAL_GRACE_SECS: i64 = 6 * 3600;

/// How long after a renewal that failed (or waits for 3-D Secure) the student keeps access, with a
/// notice, to update the card or confirm the payment.
pub const PAST_DUE_GRACE_SECS: i64 = 3 * 86_400;

const SUBSCRIPTION_REQUIRED: &str = "An active subscription or free trial is needed for this.";

#[cfg(test)]
mod tests {
    use super::*;

    fn profile() -> Profile {
        Profile::new("sub", "id", "a@b.co", "Ann", "Lee", 0)
    }

    #[test]
    fn a_new_user_is_not_a_subscriber() {
        let a = Access::of(&profile(), 1_000);
        assert!(!a.is_subscriber());
        assert_eq!(a.trial, TrialStatus::None);
        assert_eq!(a.plan, PlanType::None);
    }

    #[test]
    fn a_paid_subscription_counts_until_it_expires() {
        let mut p = profile();
        p.subscription_status = SubscriptionStatus::Active;
        p.subscription_expiry = 2_000;
        p.subscription_plan_type = PlanType::Single;
        p.cancel_at_period_end = true;
        assert!(Access::of(&p, 1_999).is_subscriber());
        assert_eq!(Access::of(&p, 1_999).plan, PlanType::Single);
        assert!(!Access::of(&p, 2_000).is_subscriber(), "a cancelled plan ends exactly at its period end");
        assert_eq!(Access::of(&p, 2_000).plan, PlanType::None);
    }

    #[test]
    fn a_renewing_subscription_keeps_access_while_the_renewal_is_charged() {
        let mut p = profile();
        p.subscription_status = SubscriptionStatus::Active;
        p.subscription_expiry = 2_000;
        assert!(Access::of(&p, 2_000 + RENEWAL_GRACE_SECS - 1).is_subscriber());
        assert!(!Access::of(&p, 2_000 + RENEWAL_GRACE_SECS).is_subscriber());
        p.subscription_status = SubscriptionStatus::PastDue;
        assert!(Access::of(&p, 1_999).is_subscriber(), "a failed renewal keeps access to its grace's end");
        assert!(!Access::of(&p, 2_000).is_subscriber(), "and not a second longer");
    }

    #[test]
    fn a_cancelled_subscription_does_not_count() {
        let mut p = profile();
        p.subscription_status = SubscriptionStatus::Canceled;
        p.subscription_expiry = 2_000;
        assert!(!Access::of(&p, 1_000).is_subscriber());
    }

    #[test]
    fn a_trial_counts_until_its_expiry_then_reads_expired() {
        let mut p = profile();
        p.free_trial_status = TrialStatus::Active;
        p.free_trial_expiry = 5_000;
        assert!(Access::of(&p, 4_999).is_subscriber());
        let later = Access::of(&p, 5_000);
        assert!(!later.is_subscriber());
        assert_eq!(later.trial, TrialStatus::Expired);
    }
}
