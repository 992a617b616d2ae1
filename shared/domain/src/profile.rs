//! A signed-up user's profile as the product keeps it: who they are, their plan as last written,
//! their cohort and family. What the statuses mean *now* is decided by `access`, with the clock.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::family::FamilyMember;
use crate::ids::UserId;
use crate::{Cohort, PlanType, SubscriptionStatus, TrialStatus};

/// The stored profile. Statuses are as last written; what they mean *now* is decided by
/// `api::entitlement`, which also knows the clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub auth_id: UserId,
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// The payment provider's customer id, once the user has one.
    #[serde(default, deserialize_with = "some_text", skip_serializing_if = "Option::is_none")]
    pub payment_id: Option<String>,
    /// Stored as `year#MAY` or `year#NOV` (the year may be empty).
    #[serde(default, deserialize_with = "crate::cohort::read_optional", skip_serializing_if = "Option::is_none")]
    pub user_cohort: Option<Cohort>,
    /// The plan's subscription (Stripe's id; `annual` for an annual plan), kept once set.
    #[serde(default, deserialize_with = "some_text", skip_serializing_if = "Option::is_none")]
    pub subscription_id: Option<String>,
    /// Stripe's status of the subscription, as of the last snapshot applied.
    #[serde(default)]
    pub subscription_status: SubscriptionStatus,
    /// Epoch seconds; 0 when never subscribed.
    #[serde(default)]
    pub subscription_expiry: i64,
    #[serde(default)]
    pub subscription_plan_type: PlanType,
    #[serde(default)]
    pub free_trial_status: TrialStatus,
    /// Epoch seconds; 0 when no trial was redeemed.
    #[serde(default)]
    pub free_trial_expiry: i64,
    pub created_at: i64,
    /// The subscription stops at the end of the paid period instead of renewing.
    #[serde(default)]
    pub cancel_at_period_end: bool,
    /// A family member's plan owner (their `authId`).
    #[serde(default, deserialize_with = "some_text", skip_serializing_if = "Option::is_none")]
    pub family_owner_id: Option<UserId>,
    /// A family owner's invitees, by `authId` (at most [`crate::family::MAX_MEMBERS`]).
    #[serde(default)]
    pub family_members: BTreeMap<UserId, FamilyMember>,
    /// A subscription whose first payment waits for the card holder (3-D Secure).
    #[serde(default, deserialize_with = "some_text", skip_serializing_if = "Option::is_none")]
    pub pending_subscription_id: Option<String>,
    /// When the subscription fields were last set from a Stripe snapshot (epoch ms): an older
    /// snapshot arriving later is ignored, so the order events are delivered in does not matter.
    #[serde(default)]
    pub stripe_synced_at: i64,
    /// On the weekly digest's roster (`store::mail::enrol`): set when the profile is made, or on
    /// the first profile read after e-mail came in for profiles made before.
    #[serde(default)]
    pub on_mail_roster: bool,
    /// When the account's deletion, asked for, takes place (epoch ms; `store::privacy`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delete_at: Option<i64>,
}

impl From<&Profile> for crate::access::Standing {
    fn from(p: &Profile) -> Self {
        Self {
            plan: p.subscription_plan_type,
            status: p.subscription_status,
            expiry: p.subscription_expiry,
            cancel_at_period_end: p.cancel_at_period_end,
            trial: p.free_trial_status,
            trial_expiry: p.free_trial_expiry,
            closing: p.delete_at.is_some(),
        }
    }
}

/// A subscription's state as the product keeps it, from a Stripe snapshot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubscriptionState {
    pub subscription_id: String,
    pub status: SubscriptionStatus,
    /// Epoch seconds: the end of the paid period.
    pub expiry: i64,
    pub cancel_at_period_end: bool,
    pub plan: PlanType,
}

impl Profile {
    /// A new user with no plan, no trial and no cohort.
    pub fn new(auth_id: &UserId, id: &str, email: &str, first_name: &str, last_name: &str, now: i64) -> Self {
        Self {
            auth_id: auth_id.clone(),
            id: id.to_owned(),
            email: email.to_owned(),
            first_name: first_name.to_owned(),
            last_name: last_name.to_owned(),
            payment_id: None,
            user_cohort: None,
            subscription_id: None,
            subscription_status: SubscriptionStatus::None,
            subscription_expiry: 0,
            subscription_plan_type: PlanType::None,
            free_trial_status: TrialStatus::None,
            free_trial_expiry: 0,
            created_at: now,
            cancel_at_period_end: false,
            family_owner_id: None,
            family_members: BTreeMap::new(),
            pending_subscription_id: None,
            stripe_synced_at: 0,
            on_mail_roster: false,
            delete_at: None,
        }
    }
}

/// A stored text that may be absent, where profiles written before it was optional hold `""`.
fn some_text<'de, D: serde::Deserializer<'de>, T: From<String>>(d: D) -> Result<Option<T>, D::Error> {
    Ok(Option::<String>::deserialize(d)?.filter(|text| !text.is_empty()).map(T::from))
}
