//! Keeping a profile true to Stripe: every change (a subscribe, a 3-D Secure confirmation, a
//! cancel, any webhook event) re-reads the subscription from Stripe and applies that snapshot, so
//! what is stored is Stripe's current word, whatever order events arrive in. A family owner's
//! state is copied to their members; a family plan that ends takes its members' access with it.

use api::entitlement::PAST_DUE_GRACE_SECS;
use api::{ApiResult, AppState};
use domain::ids::UserId;
use domain::plan::{Recorded, is_unrecorded_duplicate};
use store::users::SubscriptionStatus;
use store::users::{PlanType, Profile, SubscriptionState};

/// Our plan type for a Stripe subscription, from the metadata written at subscribe time.
pub fn plan_type(sub: &pay::Subscription) -> PlanType {
    match sub.metadata.get("planType").and_then(|name| PlanType::parse(name)) {
        Some(PlanType::FamilyOwner) => PlanType::FamilyOwner,
        _ => match sub.plan_id().and_then(|id| pay::Catalogue::get().plans.iter().find(|p| p.id == id)) {
            Some(plan) => plan.product_type.plan_type(),
            None => PlanType::Single,
        },
    }
}

/// What a Stripe subscription means for access: paid to the end of its period while `active`;
/// ended when Stripe ends it (`canceled`, `unpaid`); after a renewal that failed or waits for the
/// card holder (`past_due`), kept for [`PAST_DUE_GRACE_SECS`] from the renewal while the student
/// fixes it (Stripe retries meanwhile).
pub fn state_of(sub: &pay::Subscription) -> SubscriptionState {
    let mut expiry = sub.period_end();
    if let Some(ended) = sub.ended_at.filter(|_| sub.status == SubscriptionStatus::Canceled) {
        expiry = expiry.min(ended);
    }
    if sub.status == SubscriptionStatus::PastDue {
        let renewed_at = sub.latest_invoice.as_ref().and_then(|i| i.object()).map(|i| i.created).filter(|t| *t > 0);
        expiry = expiry.min(renewed_at.unwrap_or_else(|| sub.period_start()) + PAST_DUE_GRACE_SECS);
    }
    SubscriptionState {
        subscription_id: sub.id.clone(),
        status: sub.status,
        expiry,
        cancel_at_period_end: sub.cancel_at_period_end,
        plan: plan_type(sub),
    }
}

/// What applying a snapshot did.
#[derive(Debug)]
pub enum Applied {
    /// The profile as stored now.
    Stored(Box<Profile>),
    /// Nothing: older than one already applied, about an old subscription, or of no user of ours.
    Ignored,
    /// A second subscription the student's records cannot hold (one runs already): cancelled at
    /// Stripe, so it never bills without giving anything.
    DuplicateCancelled,
}

/// Applies a snapshot taken at `taken_at_ms` to its user (named in the subscription's metadata) and
/// their family.
pub async fn apply(state: &AppState, sub: &pay::Subscription, taken_at_ms: i64) -> ApiResult<Applied> {
    let Some(auth_id) = sub.user() else {
        tracing::warn!(subscription = %sub.id, "subscription without our authId: ignored");
        return Ok(Applied::Ignored);
    };
    let auth_id = &auth_id;
    let snapshot = state_of(sub);
    let now = state.clock.now_secs();
    let Some(profile) = store::users::apply_subscription(&state.db, auth_id, &snapshot, taken_at_ms, now).await? else {
        return unapplied(state, auth_id, sub, now).await;
    };
    if profile.subscription_plan_type == PlanType::FamilyOwner {
        if snapshot.status.has_ended() {
            store::family::disband(&state.db, &profile).await?;
        } else {
            for member in profile.family_members.keys() {
                store::family::sync_member(&state.db, auth_id, member, &snapshot).await?;
            }
        }
    }
    Ok(Applied::Stored(Box::new(profile)))
}

/// A snapshot the profile refused: a second running subscription is cancelled at Stripe (and
/// logged for staff); anything else is left as it is.
async fn unapplied(state: &AppState, auth_id: &UserId, sub: &pay::Subscription, now: i64) -> ApiResult<Applied> {
    let Some(profile) = store::users::get(&state.db, auth_id).await? else { return Ok(Applied::Ignored) };
    let recorded = Recorded {
        subscription_id: profile.subscription_id.as_deref(),
        pending_subscription_id: profile.pending_subscription_id.as_deref(),
        status: profile.subscription_status,
        expiry: profile.subscription_expiry,
    };
    if !is_unrecorded_duplicate(&sub.id, sub.status, recorded, now) {
        return Ok(Applied::Ignored);
    }
    tracing::error!(
        subscription = %sub.id, recorded = ?profile.subscription_id, %auth_id,
        "a second subscription for one student: cancelled at Stripe"
    );
    state.stripe.cancel_subscription(&sub.id).await?;
    Ok(Applied::DuplicateCancelled)
}

/// Reads subscription `id` from Stripe now and applies it.
pub async fn refresh(state: &AppState, id: &str) -> ApiResult<(pay::Subscription, Applied)> {
    let taken_at = state.clock.now_ms();
    let sub = state.stripe.subscription(id).await?;
    let profile = apply(state, &sub, taken_at).await?;
    Ok((sub, profile))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sub(json: serde_json::Value) -> pay::Subscription {
        serde_json::from_value(json).expect("subscription")
    }

    #[test]
    fn a_renewal_moves_the_expiry_to_the_new_period_end_in_either_shape() {
        let old = sub(serde_json::json!({
            "id": "sub_1", "customer": "cus_1", "status": "active", "current_period_end": 2_000_000,
            "metadata": {"authId": "u1", "planType": "single"}
        }));
        let new = sub(serde_json::json!({
            "id": "sub_1", "customer": "cus_1", "status": "active",
            "items": {"data": [{"current_period_end": 2_600_000, "price": {"id": "individual-monthly"}}]},
            "metadata": {"authId": "u1"}
        }));
        assert_eq!(state_of(&old).expiry, 2_000_000);
        assert_eq!(state_of(&new).expiry, 2_600_000);
        assert_eq!(state_of(&new).plan, PlanType::Single);
    }

    #[test]
    fn an_ended_subscription_ends_access_when_stripe_ended_it() {
        let s = sub(serde_json::json!({
            "id": "sub_1", "customer": "cus_1", "status": "canceled", "current_period_end": 2_000_000,
            "ended_at": 1_500_000, "metadata": {"planType": "family_owner"}
        }));
        let state = state_of(&s);
        assert_eq!((state.status.as_str(), state.expiry, state.plan), ("canceled", 1_500_000, PlanType::FamilyOwner));
    }

    #[test]
    fn a_renewal_that_failed_keeps_access_for_the_grace_from_the_renewal() {
        let s = sub(serde_json::json!({
            "id": "sub_1", "customer": "cus_1", "status": "past_due",
            "items": {"data": [{"current_period_start": 2_000_000, "current_period_end": 4_600_000,
                "price": {"id": "individual-monthly"}}]},
            "latest_invoice": {"id": "in_1", "object": "invoice", "created": 2_000_100, "status": "open"}
        }));
        assert_eq!(state_of(&s).expiry, 2_000_100 + PAST_DUE_GRACE_SECS);
    }

    #[test]
    fn a_failed_renewal_is_not_active() {
        let s = sub(serde_json::json!({
            "id": "sub_1", "customer": "cus_1", "status": "past_due", "current_period_end": 2_000_000,
            "items": {"data": [{"plan": {"id": "family-monthly"}}]}
        }));
        let state = state_of(&s);
        assert_eq!(state.status, SubscriptionStatus::PastDue);
        assert_eq!(state.plan, PlanType::FamilyOwner, "a family plan id, without metadata");
    }
}
