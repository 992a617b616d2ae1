//! Who may use the study content, at one instant: the one rule, from a profile's plan, Stripe's
//! status of its subscription, its trial and the clock.

use crate::{PlanType, SubscriptionStatus, TrialStatus};

/// How long past its period end a renewing subscription keeps access while the renewal is charged.
pub const RENEWAL_GRACE_SECS: i64 = 6 * 3600;

/// How long after a renewal that failed (or waits for 3-D Secure) the student keeps access, with a
/// notice, to update the card or confirm the payment.
pub const PAST_DUE_GRACE_SECS: i64 = 3 * 86_400;

/// What a profile holds that access is decided on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Standing {
    pub plan: PlanType,
    pub status: SubscriptionStatus,
    /// Epoch seconds: the end of the paid period (0 when never subscribed).
    pub expiry: i64,
    pub cancel_at_period_end: bool,
    pub trial: TrialStatus,
    /// Epoch seconds (0 when no trial was redeemed).
    pub trial_expiry: i64,
    /// The account's deletion was asked for: no access during its grace (docs/privacy.md).
    pub closing: bool,
}

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
    pub fn of(standing: impl Into<Standing>, now_secs: i64) -> Self {
        let s: Standing = standing.into();
        // A renewing subscription keeps access for a grace period past its period end, while Stripe
        // charges the renewal (about an hour later) and its event arrives. A renewal that failed or
        // waits for the card holder (`past_due`) keeps access to its stored expiry, which the
        // snapshot sets to the renewal + PAST_DUE_GRACE_SECS.
        let until = s.expiry + if s.cancel_at_period_end { 0 } else { RENEWAL_GRACE_SECS };
        let subscribed = !s.closing
            && match s.status {
                SubscriptionStatus::Active => until > now_secs,
                SubscriptionStatus::PastDue => s.expiry > now_secs,
                _ => false,
            };
        let trial = match s.trial {
            TrialStatus::Active if s.trial_expiry <= now_secs || s.closing => TrialStatus::Expired,
            other => other,
        };
        Self { subscribed, trial, plan: if subscribed { s.plan } else { PlanType::None } }
    }

    /// Subscriber = paid subscription active, or free trial active.
    pub fn is_subscriber(&self) -> bool {
        self.subscribed || self.trial == TrialStatus::Active
    }
}

/// What the pool says of a staff account now, and what the API recorded of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StaffAccount {
    /// In the `staff` group now (asked of the pool, not read from the token).
    pub in_group: bool,
    /// An authenticator app (TOTP) is on now.
    pub totp_on: bool,
    /// When the API saw the authenticator app set up (epoch seconds), if it has.
    pub totp_since: Option<i64>,
}

/// Whether one staff session may use the staff routes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaffSession {
    Allowed,
    /// Not (or no longer) in the `staff` group.
    NotStaff,
    /// The account has no authenticator app on.
    MfaRequired,
    /// The session's sign-in did not pass the authenticator step: it began before the app was set
    /// up (or the set-up is not yet recorded). A new sign-in, which asks for the app's code, is.
    SignInAgain,
}

/// The staff rule for a session that first signed in at `signed_in_at` (the ID token's
/// `auth_time`, epoch seconds, which a refresh keeps): staff now, TOTP on now, and signed in after
/// the set-up, so the sign-in asked for the app's code. `auth_time` counts whole seconds, so a
/// sign-in in the set-up's own second cannot be told from one just before it: it is refused.
pub fn staff_session(account: StaffAccount, signed_in_at: Option<i64>) -> StaffSession {
    if !account.in_group {
        return StaffSession::NotStaff;
    }
    if !account.totp_on {
        return StaffSession::MfaRequired;
    }
    match (account.totp_since, signed_in_at) {
        (Some(since), Some(at)) if at > since => StaffSession::Allowed,
        _ => StaffSession::SignInAgain,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_staff_session_must_have_signed_in_after_the_authenticator_was_set_up() {
        let account = StaffAccount { in_group: true, totp_on: true, totp_since: Some(1_000) };
        assert_eq!(staff_session(account, Some(1_001)), StaffSession::Allowed, "the next second");
        assert_eq!(staff_session(account, Some(2_000)), StaffSession::Allowed);
        assert_eq!(staff_session(account, Some(1_000)), StaffSession::SignInAgain, "the set-up's own second");
        assert_eq!(staff_session(account, Some(999)), StaffSession::SignInAgain, "a password-only session");
        assert_eq!(staff_session(account, None), StaffSession::SignInAgain, "a token without auth_time");
        let unrecorded = StaffAccount { totp_since: None, ..account };
        assert_eq!(staff_session(unrecorded, Some(2_000)), StaffSession::SignInAgain);
        let off = StaffAccount { totp_on: false, ..account };
        assert_eq!(staff_session(off, Some(2_000)), StaffSession::MfaRequired, "switched off: the next request");
        let removed = StaffAccount { in_group: false, ..account };
        assert_eq!(staff_session(removed, Some(2_000)), StaffSession::NotStaff, "left the group: the next request");
    }

    fn profile() -> Standing {
        Standing::default()
    }

    #[test]
    fn a_new_user_is_not_a_subscriber() {
        let a = Access::of(profile(), 1_000);
        assert!(!a.is_subscriber());
        assert_eq!(a.trial, TrialStatus::None);
        assert_eq!(a.plan, PlanType::None);
    }

    #[test]
    fn a_paid_subscription_counts_until_it_expires() {
        let mut p = profile();
        p.status = SubscriptionStatus::Active;
        p.expiry = 2_000;
        p.plan = PlanType::Single;
        p.cancel_at_period_end = true;
        assert!(Access::of(p, 1_999).is_subscriber());
        assert_eq!(Access::of(p, 1_999).plan, PlanType::Single);
        assert!(!Access::of(p, 2_000).is_subscriber(), "a cancelled plan ends exactly at its period end");
        assert_eq!(Access::of(p, 2_000).plan, PlanType::None);
    }

    #[test]
    fn a_renewing_subscription_keeps_access_while_the_renewal_is_charged() {
        let mut p = profile();
        p.status = SubscriptionStatus::Active;
        p.expiry = 2_000;
        assert!(Access::of(p, 2_000 + RENEWAL_GRACE_SECS - 1).is_subscriber());
        assert!(!Access::of(p, 2_000 + RENEWAL_GRACE_SECS).is_subscriber());
        p.status = SubscriptionStatus::PastDue;
        assert!(Access::of(p, 1_999).is_subscriber(), "a failed renewal keeps access to its grace's end");
        assert!(!Access::of(p, 2_000).is_subscriber(), "and not a second longer");
    }

    #[test]
    fn a_cancelled_subscription_does_not_count() {
        let mut p = profile();
        p.status = SubscriptionStatus::Canceled;
        p.expiry = 2_000;
        assert!(!Access::of(p, 1_000).is_subscriber());
    }

    #[test]
    fn a_trial_counts_until_its_expiry_then_reads_expired() {
        let mut p = profile();
        p.trial = TrialStatus::Active;
        p.trial_expiry = 5_000;
        assert!(Access::of(p, 4_999).is_subscriber());
        let later = Access::of(p, 5_000);
        assert!(!later.is_subscriber());
        assert_eq!(later.trial, TrialStatus::Expired);
    }
}
