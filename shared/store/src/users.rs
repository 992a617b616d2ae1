//! The user aggregate: one item per signed-up user, keyed by the identity subject (`authId`).
//!
//! Access patterns (docs/data-model.md):
//! - get a profile: GetItem `authId = :sub`
//! - create a profile once: PutItem with `attribute_not_exists(authId)`
//! - find a user by email (invites): Query index `byEmail`, `email = :email`

use aws_sdk_dynamodb::types::AttributeValue;
use serde::{Deserialize, Serialize};

use crate::{Db, StoreError};

/// The stored profile. Statuses are as last written; what they mean *now* is decided by
/// `api::entitlement`, which also knows the clock.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Profile {
    pub auth_id: String,
    pub id: String,
    pub email: String,
    pub first_name: String,
    pub last_name: String,
    /// The payment provider's customer id, once the user has one.
    #[serde(default)]
    pub payment_id: String,
    /// `year#MAY` or `year#NOV` (the year may be empty); empty when not set.
    #[serde(default)]
    pub user_cohort: String,
    #[serde(default)]
    pub subscription_id: String,
    /// `active` while a paid subscription runs; anything else means none.
    #[serde(default)]
    pub subscription_status: String,
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
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlanType {
    #[default]
    None,
    Single,
    Annual,
    FamilyOwner,
    FamilyMember,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TrialStatus {
    #[default]
    None,
    Active,
    Expired,
}

impl Profile {
    /// A new user with no plan, no trial and no cohort.
    pub fn new(auth_id: &str, id: &str, email: &str, first_name: &str, last_name: &str, now: i64) -> Self {
        Self {
            auth_id: auth_id.to_owned(),
            id: id.to_owned(),
            email: email.to_owned(),
            first_name: first_name.to_owned(),
            last_name: last_name.to_owned(),
            payment_id: String::new(),
            user_cohort: String::new(),
            subscription_id: String::new(),
            subscription_status: String::new(),
            subscription_expiry: 0,
            subscription_plan_type: PlanType::None,
            free_trial_status: TrialStatus::None,
            free_trial_expiry: 0,
            created_at: now,
        }
    }
}

/// GetItem by identity subject.
pub async fn get(db: &Db, auth_id: &str) -> Result<Option<Profile>, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.users)
        .key("authId", AttributeValue::S(auth_id.to_owned()))
        .send()
        .await?;
    match out.item {
        Some(item) => Ok(Some(serde_dynamo::from_item(item)?)),
        None => Ok(None),
    }
}

/// Stores a new profile unless one exists for the same subject. Returns false when it existed.
pub async fn create(db: &Db, profile: &Profile) -> Result<bool, StoreError> {
    let item = serde_dynamo::to_item(profile)?;
    let put = db
        .client
        .put_item()
        .table_name(&db.tables.users)
        .set_item(Some(item))
        .condition_expression("attribute_not_exists(authId)")
        .send()
        .await;
    match put.map_err(StoreError::from) {
        Ok(_) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Stores a profile as given, replacing any earlier one (seeding and administration only).
pub async fn put(db: &Db, profile: &Profile) -> Result<(), StoreError> {
    db.client.put_item().table_name(&db.tables.users).set_item(Some(serde_dynamo::to_item(profile)?)).send().await?;
    Ok(())
}

/// Sets the IB cohort (`year#MAY` / `year#NOV`) of an existing profile; `None` when there is none.
pub async fn set_cohort(db: &Db, auth_id: &str, cohort: &str) -> Result<Option<Profile>, StoreError> {
    let out = db
        .client
        .update_item()
        .table_name(&db.tables.users)
        .key("authId", AttributeValue::S(auth_id.to_owned()))
        .update_expression("SET userCohort = :c")
        .condition_expression("attribute_exists(authId)")
        .expression_attribute_values(":c", AttributeValue::S(cohort.to_owned()))
        .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
        .send()
        .await
        .map_err(StoreError::from);
    match out {
        Ok(out) => Ok(out.attributes.map(serde_dynamo::from_item).transpose()?),
        Err(StoreError::ConditionFailed) => Ok(None),
        Err(e) => Err(e),
    }
}
