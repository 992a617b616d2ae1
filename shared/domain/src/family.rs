//! Friends & Family (spec 01 §4): who an owner may put on their plan. The store's transaction
//! holds the same rules under concurrency; this is the decision a request makes, and what a
//! refused transaction means.

use serde::{Deserialize, Serialize};

use crate::access::Access;
use crate::ids::UserId;
use crate::{PlanType, SubscriptionStatus};

/// Invitees per family plan, besides the owner.
pub const MAX_MEMBERS: usize = 2;

/// Why an invitation is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Only the owner of a running family plan invites.
    NotOwner,
    /// The owner invited themselves.
    SelfInvite,
    /// The invitee is on this plan already, or holds a running plan of their own.
    OnAPlan,
    /// The plan has [`MAX_MEMBERS`] invitees.
    Full,
    /// The invitee is one of Seven's staff: a staff account is never a family member.
    Staff,
}

/// The owner's side of an invitation.
pub struct Owner<'a> {
    pub id: &'a UserId,
    pub access: Access,
    pub members: &'a [&'a UserId],
}

/// The invitee's side: who they are and whether their own plan runs now.
pub struct Invitee<'a> {
    pub id: &'a UserId,
    pub status: SubscriptionStatus,
    /// Epoch seconds.
    pub expiry: i64,
    /// A member of the `staff` group, as the user pool has it now.
    pub staff: bool,
}

impl Invitee<'_> {
    /// A plan runs while Stripe calls it active and its period has not ended: as the store's
    /// condition reads it.
    fn on_running_plan(&self, now_secs: i64) -> bool {
        self.status == SubscriptionStatus::Active && self.expiry > now_secs
    }
}

/// Whether `owner` may put `invitee` on their plan at `now_secs`.
pub fn may_invite(owner: &Owner<'_>, invitee: &Invitee<'_>, now_secs: i64) -> Result<(), Refusal> {
    if owner.access.plan != PlanType::FamilyOwner {
        return Err(Refusal::NotOwner);
    }
    if invitee.id == owner.id {
        return Err(Refusal::SelfInvite);
    }
    if invitee.staff {
        return Err(Refusal::Staff);
    }
    if owner.members.contains(&invitee.id) || invitee.on_running_plan(now_secs) {
        return Err(Refusal::OnAPlan);
    }
    if owner.members.len() >= MAX_MEMBERS {
        return Err(Refusal::Full);
    }
    Ok(())
}

/// A family plan invitee, as the owner sees them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FamilyMember {
    pub first_name: String,
    pub last_name: String,
    pub email: String,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::TrialStatus;

    const NOW: i64 = 1_000_000;

    fn owner<'a>(members: &'a [&'a UserId]) -> Owner<'a> {
        Owner {
            id: id("own"),
            access: Access { subscribed: true, trial: TrialStatus::None, plan: PlanType::FamilyOwner },
            members,
        }
    }

    /// A test's user ids, named.
    fn id(name: &str) -> &'static UserId {
        Box::leak(Box::new(UserId::from(name)))
    }

    fn free(name: &str) -> Invitee<'static> {
        Invitee { id: id(name), status: SubscriptionStatus::None, expiry: 0, staff: false }
    }

    #[test]
    fn a_running_owner_invites_up_to_two_people_without_a_plan() {
        assert_eq!(may_invite(&owner(&[]), &free("ann"), NOW), Ok(()));
        assert_eq!(may_invite(&owner(&[id("ann")]), &free("bob"), NOW), Ok(()));
        assert_eq!(may_invite(&owner(&[id("ann"), id("bob")]), &free("cat"), NOW), Err(Refusal::Full));
    }

    #[test]
    fn nobody_on_a_plan_and_not_oneself() {
        assert_eq!(may_invite(&owner(&[]), &free("own"), NOW), Err(Refusal::SelfInvite));
        assert_eq!(may_invite(&owner(&[id("ann")]), &free("ann"), NOW), Err(Refusal::OnAPlan));
        let paying = Invitee { id: id("dan"), status: SubscriptionStatus::Active, expiry: NOW + 1, staff: false };
        assert_eq!(may_invite(&owner(&[]), &paying, NOW), Err(Refusal::OnAPlan));
        let lapsed = Invitee { id: id("dan"), status: SubscriptionStatus::Active, expiry: NOW, staff: false };
        assert_eq!(may_invite(&owner(&[]), &lapsed, NOW), Ok(()), "a period that has ended is no plan");
    }

    #[test]
    fn a_staff_account_is_never_invited() {
        let teacher = Invitee { staff: true, ..free("tea") };
        assert_eq!(may_invite(&owner(&[]), &teacher, NOW), Err(Refusal::Staff));
    }

    #[test]
    fn only_a_family_owner_with_access_invites() {
        let mut single = owner(&[]);
        single.access.plan = PlanType::Single;
        assert_eq!(may_invite(&single, &free("ann"), NOW), Err(Refusal::NotOwner));
        let mut lapsed = owner(&[]);
        lapsed.access = Access { subscribed: false, trial: TrialStatus::None, plan: PlanType::None };
        assert_eq!(may_invite(&lapsed, &free("ann"), NOW), Err(Refusal::NotOwner));
    }
}
