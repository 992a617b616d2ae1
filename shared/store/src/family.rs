//! Friends & Family: an owner's invitees live in the owner's profile (`familyMembers`, by
//! `authId`); each member's profile carries a copy of the owner's subscription state and
//! `familyOwnerId`. Joining and leaving change both in one transaction, whose conditions hold the
//! rules under any concurrency: at most [`MAX_MEMBERS`] invitees, only a running owner invites,
//! and nobody already on a running plan is taken.

use aws_sdk_dynamodb::types::{AttributeValue, TransactWriteItem, Update};
use domain::ids::UserId;

use domain::PlanType;
use domain::family::FamilyMember;
use domain::profile::{Profile, SubscriptionState};

use crate::keys::{n, profile_update, s};
use crate::{Db, StoreError};

pub use domain::family::MAX_MEMBERS;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Join {
    Joined,
    /// The owner's plan is not a running family plan, or it is full, or the invitee is in it.
    OwnerRefused,
    /// The invitee holds a running plan of their own.
    MemberSubscribed,
}

/// Adds `member` to `owner`'s plan, copying the owner's subscription to them.
pub async fn join(db: &Db, owner: &Profile, member: &Profile, now_secs: i64) -> Result<Join, StoreError> {
    let Some(subscription_id) = owner.subscription_id.as_deref() else {
        return Ok(Join::OwnerRefused);
    };
    let entry = FamilyMember {
        first_name: member.first_name.clone(),
        last_name: member.last_name.clone(),
        email: member.email.clone(),
    };
    let owner_update = Update::builder()
        .table_name(&db.tables.users)
        .key("authId", s(&owner.auth_id))
        .update_expression("SET familyMembers.#m = :entry")
        .condition_expression(
            "subscriptionPlanType = :owner AND subscriptionStatus = :active AND subscriptionExpiry > :now \
             AND size(familyMembers) < :max AND attribute_not_exists(familyMembers.#m)",
        )
        .expression_attribute_names("#m", &member.auth_id)
        .expression_attribute_values(":entry", AttributeValue::M(serde_dynamo::to_item(&entry)?))
        .expression_attribute_values(":owner", s(PlanType::FamilyOwner.as_str()))
        .expression_attribute_values(":active", s("active"))
        .expression_attribute_values(":now", n(now_secs))
        .expression_attribute_values(":max", n(MAX_MEMBERS as i64))
        .build()
        .map_err(|e| StoreError::Other(e.to_string()))?;
    let member_update = Update::builder()
        .table_name(&db.tables.users)
        .key("authId", s(&member.auth_id))
        .update_expression(
            "SET subscriptionPlanType = :fm, subscriptionStatus = :st, subscriptionExpiry = :exp, \
             subscriptionId = :sid, cancelAtPeriodEnd = :cancel, familyOwnerId = :ownerId",
        )
        .condition_expression(
            "attribute_exists(authId) AND attribute_not_exists(deleteAt) \
             AND (subscriptionStatus <> :active OR subscriptionExpiry <= :now)",
        )
        .expression_attribute_values(":fm", s(PlanType::FamilyMember.as_str()))
        .expression_attribute_values(":st", s(owner.subscription_status.as_str()))
        .expression_attribute_values(":exp", n(owner.subscription_expiry))
        .expression_attribute_values(":sid", s(subscription_id))
        .expression_attribute_values(":cancel", AttributeValue::Bool(owner.cancel_at_period_end))
        .expression_attribute_values(":ownerId", s(&owner.auth_id))
        .expression_attribute_values(":active", s("active"))
        .expression_attribute_values(":now", n(now_secs))
        .build()
        .map_err(|e| StoreError::Other(e.to_string()))?;
    let out = db
        .client
        .transact_write_items()
        .transact_items(TransactWriteItem::builder().update(owner_update).build())
        .transact_items(TransactWriteItem::builder().update(member_update).build())
        .send()
        .await;
    match out {
        Ok(_) => Ok(Join::Joined),
        Err(err) => match crate::failed_conditions(&err).as_deref() {
            Some([true, _]) => Ok(Join::OwnerRefused),
            Some([false, true]) => Ok(Join::MemberSubscribed),
            _ => Err(StoreError::from(err)),
        },
    }
}

/// Takes `member_id` off `owner_id`'s plan: out of the owner's list, and back to no plan. False
/// when they were not on it.
pub async fn leave(db: &Db, owner_id: &UserId, member_id: &UserId) -> Result<bool, StoreError> {
    let removed = profile_update(db, owner_id)
        .update_expression("REMOVE familyMembers.#m")
        .condition_expression("attribute_exists(familyMembers.#m)")
        .expression_attribute_names("#m", member_id)
        .send()
        .await
        .map_err(StoreError::from);
    if !crate::written(removed)? {
        return Ok(false);
    }
    end_membership(db, owner_id, member_id).await?;
    Ok(true)
}

/// Returns a member to no plan, if they are still on `owner_id`'s.
pub async fn end_membership(db: &Db, owner_id: &UserId, member_id: &UserId) -> Result<(), StoreError> {
    let out = profile_update(db, member_id)
        .update_expression(
            "SET subscriptionPlanType = :none, subscriptionStatus = :empty, subscriptionExpiry = :zero, \
             cancelAtPeriodEnd = :f REMOVE subscriptionId, familyOwnerId",
        )
        .condition_expression("familyOwnerId = :owner")
        .expression_attribute_values(":none", s(PlanType::None.as_str()))
        .expression_attribute_values(":empty", s(""))
        .expression_attribute_values(":zero", n(0))
        .expression_attribute_values(":f", AttributeValue::Bool(false))
        .expression_attribute_values(":owner", s(owner_id))
        .send()
        .await
        .map_err(StoreError::from);
    crate::written(out).map(|_| ())
}

/// Copies the owner's subscription state to a member still on the owner's plan.
pub async fn sync_member(
    db: &Db,
    owner_id: &UserId,
    member_id: &UserId,
    state: &SubscriptionState,
) -> Result<(), StoreError> {
    let out = profile_update(db, member_id)
        .update_expression(
            "SET subscriptionPlanType = :fm, subscriptionStatus = :st, subscriptionExpiry = :exp, \
             subscriptionId = :sid, cancelAtPeriodEnd = :cancel",
        )
        .condition_expression("familyOwnerId = :owner")
        .expression_attribute_values(":fm", s(PlanType::FamilyMember.as_str()))
        .expression_attribute_values(":st", s(state.status.as_str()))
        .expression_attribute_values(":exp", n(state.expiry))
        .expression_attribute_values(":sid", s(&state.subscription_id))
        .expression_attribute_values(":cancel", AttributeValue::Bool(state.cancel_at_period_end))
        .expression_attribute_values(":owner", s(owner_id))
        .send()
        .await
        .map_err(StoreError::from);
    crate::written(out).map(|_| ())
}

/// Empties an owner's list (their plan ended), after each member's membership was ended.
pub async fn disband(db: &Db, owner: &Profile) -> Result<(), StoreError> {
    for member_id in owner.family_members.keys() {
        end_membership(db, &owner.auth_id, member_id).await?;
    }
    profile_update(db, &owner.auth_id)
        .update_expression("SET familyMembers = :empty")
        .condition_expression("attribute_exists(authId)")
        .expression_attribute_values(":empty", AttributeValue::M(Default::default()))
        .send()
        .await?;
    Ok(())
}
