//! Plans, subscriptions and trials.

use serde::{Deserialize, Serialize};

/// The plan a user is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum PlanType {
    #[default]
    None,
    Single,
    Annual,
    FamilyOwner,
    FamilyMember,
}

impl PlanType {
    /// As stored and written in a Stripe subscription's metadata (`family_owner`).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::None => "none",
            Self::Single => "single",
            Self::Annual => "annual",
            Self::FamilyOwner => "family_owner",
            Self::FamilyMember => "family_member",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        [Self::None, Self::Single, Self::Annual, Self::FamilyOwner, Self::FamilyMember]
            .into_iter()
            .find(|p| p.as_str() == text)
    }
}

/// A free trial's state as stored; whether an `Active` one is still running is the clock's call
/// (`api::entitlement`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum TrialStatus {
    #[default]
    None,
    Active,
    Expired,
}

/// A subscription's status as Stripe reports it (`subscription.status`), and as a profile keeps
/// it from the last snapshot applied. Stored and sent as Stripe's own words; `None` (stored as "")
/// before any subscription.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum SubscriptionStatus {
    #[default]
    #[serde(rename = "")]
    None,
    Incomplete,
    IncompleteExpired,
    Trialing,
    Active,
    PastDue,
    Canceled,
    Unpaid,
    Paused,
    /// A status this code does not know (Stripe may add one): treated as no access.
    #[serde(other)]
    Unknown,
}

impl SubscriptionStatus {
    /// Stripe's word for it ("" for none), as stored.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::None => "",
            Self::Incomplete => "incomplete",
            Self::IncompleteExpired => "incomplete_expired",
            Self::Trialing => "trialing",
            Self::Active => "active",
            Self::PastDue => "past_due",
            Self::Canceled => "canceled",
            Self::Unpaid => "unpaid",
            Self::Paused => "paused",
            Self::Unknown => "unknown",
        }
    }

    /// Stripe has ended the subscription for good: the plan is over (a family plan's members
    /// return to no plan).
    pub fn has_ended(self) -> bool {
        matches!(self, Self::Canceled | Self::IncompleteExpired | Self::Unpaid)
    }
}

/// What a student's profile records of their subscription, for judging one Stripe reports.
#[derive(Debug, Clone, Copy)]
pub struct Recorded<'a> {
    pub subscription_id: Option<&'a str>,
    pub pending_subscription_id: Option<&'a str>,
    pub status: SubscriptionStatus,
    /// Epoch seconds.
    pub expiry: i64,
}

/// Whether a subscription Stripe reports (`id`, `status`) is a second one the student's records
/// cannot hold: it has not ended, and the profile runs another (active, unexpired, neither the
/// recorded nor the pending one) — the same test the profile's update makes before it applies a
/// snapshot. Left alone it would bill every month and give nothing, so it is cancelled.
pub fn is_unrecorded_duplicate(id: &str, status: SubscriptionStatus, recorded: Recorded<'_>, now_secs: i64) -> bool {
    let runs_another = recorded.status == SubscriptionStatus::Active && recorded.expiry > now_secs;
    !status.has_ended()
        && runs_another
        && recorded.subscription_id != Some(id)
        && recorded.pending_subscription_id != Some(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_running_subscription_is_an_unrecorded_duplicate() {
        let recorded = Recorded {
            subscription_id: Some("sub_a"),
            pending_subscription_id: None,
            status: SubscriptionStatus::Active,
            expiry: 2_000,
        };
        assert!(is_unrecorded_duplicate("sub_b", SubscriptionStatus::Active, recorded, 1_000));
        assert!(
            is_unrecorded_duplicate("sub_b", SubscriptionStatus::Incomplete, recorded, 1_000),
            "3-D Secure pending"
        );
        assert!(!is_unrecorded_duplicate("sub_a", SubscriptionStatus::Active, recorded, 1_000), "the recorded one");
        assert!(!is_unrecorded_duplicate("sub_b", SubscriptionStatus::Canceled, recorded, 1_000), "already ended");
        assert!(
            !is_unrecorded_duplicate("sub_b", SubscriptionStatus::Active, recorded, 2_000),
            "the recorded one expired"
        );
        let pending = Recorded { pending_subscription_id: Some("sub_b"), ..recorded };
        assert!(
            !is_unrecorded_duplicate("sub_b", SubscriptionStatus::Active, pending, 1_000),
            "the one being confirmed"
        );
        let ended = Recorded { status: SubscriptionStatus::Canceled, ..recorded };
        assert!(!is_unrecorded_duplicate("sub_b", SubscriptionStatus::Active, ended, 1_000), "nothing else runs");
    }

    /// Stripe's published values of `subscription.status` (API reference, the Subscription object).
    const STRIPE: [&str; 8] =
        ["incomplete", "incomplete_expired", "trialing", "active", "past_due", "canceled", "unpaid", "paused"];

    #[test]
    fn every_stripe_status_reads_and_writes_as_stripe_spells_it() {
        for word in STRIPE {
            let status: SubscriptionStatus = serde_json::from_value(serde_json::json!(word)).expect(word);
            assert_ne!(status, SubscriptionStatus::Unknown, "{word}");
            assert_eq!(status.as_str(), word);
            assert_eq!(serde_json::to_value(status).unwrap(), serde_json::json!(word));
        }
    }

    #[test]
    fn none_is_stored_as_an_empty_string_and_a_new_status_is_unknown() {
        assert_eq!(serde_json::to_value(SubscriptionStatus::None).unwrap(), serde_json::json!(""));
        assert_eq!(
            serde_json::from_value::<SubscriptionStatus>(serde_json::json!("")).unwrap(),
            SubscriptionStatus::None
        );
        let new: SubscriptionStatus = serde_json::from_value(serde_json::json!("something_new")).unwrap();
        assert_eq!(new, SubscriptionStatus::Unknown);
        assert!(!new.has_ended());
    }

    #[test]
    fn only_stripe_s_final_states_end_a_plan() {
        let ended: Vec<_> = STRIPE
            .iter()
            .map(|w| serde_json::from_value::<SubscriptionStatus>(serde_json::json!(w)).unwrap())
            .filter(|s| s.has_ended())
            .map(SubscriptionStatus::as_str)
            .collect();
        assert_eq!(ended, ["incomplete_expired", "canceled", "unpaid"]);
    }
}
