//! The user aggregate: one item per signed-up user, keyed by the identity subject (`authId`).
//!
//! Access patterns (docs/data-model-accounts.md):
//! - get a profile: GetItem `authId = :sub`
//! - create a profile once: PutItem with `attribute_not_exists(authId)`
//! - find a user by email (invites): Query index `byEmail`, `email = :email`
//! - set payment fields: UpdateItem with conditions (customer once; a trial once, ever; a Stripe
//!   snapshot only if newer than the last one applied)
//! - when a staff member's authenticator app was set up: GetItem `authId = STAFF#{sub}` (an item of
//!   its own, apart from the profile; written by PutItem, removed by DeleteItem)

use domain::ids::UserId;

use aws_sdk_dynamodb::types::{AttributeValue, ReturnValue};

pub use domain::{Cohort, PlanType, SubscriptionStatus, TrialStatus};

use crate::keys::{n, profile_update, s};
use crate::{Db, StoreError};
use domain::email::Email;

pub use domain::family::FamilyMember;
pub use domain::profile::{Profile, SubscriptionState};

/// Notes that a profile is on the digest's roster.
pub async fn set_on_mail_roster(db: &Db, auth_id: &UserId) -> Result<(), StoreError> {
    db.client
        .update_item()
        .table_name(&db.tables.users)
        .key("authId", AttributeValue::S(auth_id.to_string()))
        .update_expression("SET onMailRoster = :t")
        .condition_expression("attribute_exists(authId)")
        .expression_attribute_values(":t", AttributeValue::Bool(true))
        .send()
        .await?;
    Ok(())
}

/// GetItem by identity subject.
pub async fn get(db: &Db, auth_id: &UserId) -> Result<Option<Profile>, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.users)
        .key("authId", AttributeValue::S(auth_id.to_string()))
        .send()
        .await?;
    match out.item {
        Some(item) => Ok(Some(serde_dynamo::from_item(item)?)),
        None => Ok(None),
    }
}

fn staff_key(sub: &UserId) -> AttributeValue {
    AttributeValue::S(format!("STAFF#{sub}"))
}

/// When the API saw staff member `sub`'s authenticator app set up (epoch seconds), if it has.
pub async fn staff_totp_since(db: &Db, sub: &UserId) -> Result<Option<i64>, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.users).key("authId", staff_key(sub)).send().await?;
    Ok(out.item.as_ref().and_then(|i| i.get("totpSince")).and_then(|v| v.as_n().ok()).and_then(|n| n.parse().ok()))
}

/// Why an authenticator app's set-up is recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TotpRecord {
    /// The console reported the set-up: recorded once per set-up (a second report, from any
    /// session, writes nothing).
    SetUp,
    /// The API sees the app on with nothing recorded: recorded only if still nothing is.
    FirstSight,
}

/// Records that `sub`'s authenticator app was set up at `since`. Returns whether it was written:
/// false for a first sight when anything is recorded, and for a report when one was made already.
pub async fn record_staff_totp(db: &Db, sub: &UserId, since: i64, why: TotpRecord) -> Result<bool, StoreError> {
    let put = db
        .client
        .put_item()
        .table_name(&db.tables.users)
        .item("authId", staff_key(sub))
        .item("totpSince", AttributeValue::N(since.to_string()));
    let put = match why {
        TotpRecord::FirstSight => put.condition_expression("attribute_not_exists(authId)"),
        TotpRecord::SetUp => {
            put.item("reported", AttributeValue::Bool(true)).condition_expression("attribute_not_exists(reported)")
        }
    };
    crate::written(put.send().await.map_err(StoreError::from))
}

/// Forgets `sub`'s set-up (the app was switched off): a later one is recorded anew.
pub async fn forget_staff_totp(db: &Db, sub: &UserId) -> Result<(), StoreError> {
    db.client.delete_item().table_name(&db.tables.users).key("authId", staff_key(sub)).send().await?;
    Ok(())
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
    crate::written(put.map_err(StoreError::from))
}

/// Stores a profile as given, replacing any earlier one (seeding and administration only).
pub async fn put(db: &Db, profile: &Profile) -> Result<(), StoreError> {
    db.client.put_item().table_name(&db.tables.users).set_item(Some(serde_dynamo::to_item(profile)?)).send().await?;
    Ok(())
}

/// Sets the IB cohort of an existing profile; `None` when there is none.
pub async fn set_cohort(db: &Db, auth_id: &UserId, cohort: Cohort) -> Result<Option<Profile>, StoreError> {
    updated_profile(
        profile_update(db, auth_id)
            .update_expression("SET userCohort = :c")
            .condition_expression("attribute_exists(authId)")
            .expression_attribute_values(":c", AttributeValue::S(cohort.to_string())),
    )
    .await
}

/// A profile by email (invites, staff). Emails are stored as the identity service gives them
/// (lower case), as an [`Email`] is.
pub async fn find_by_email(db: &Db, email: &Email) -> Result<Option<Profile>, StoreError> {
    let out = db
        .client
        .query()
        .table_name(&db.tables.users)
        .index_name("byEmail")
        .key_condition_expression("email = :e")
        .expression_attribute_values(":e", AttributeValue::S(email.as_str().to_owned()))
        .limit(1)
        .send()
        .await?;
    Ok(out.items.unwrap_or_default().into_iter().next().map(serde_dynamo::from_item).transpose()?)
}

/// Records the user's payment customer once; returns the one stored (an earlier racer's, if any).
pub async fn set_payment_id(db: &Db, auth_id: &UserId, customer: &str) -> Result<String, StoreError> {
    let out = profile_update(db, auth_id)
        .update_expression("SET paymentId = :c")
        .condition_expression("attribute_exists(authId) AND (attribute_not_exists(paymentId) OR paymentId = :empty)")
        .expression_attribute_values(":c", s(customer))
        .expression_attribute_values(":empty", s(""))
        .send()
        .await
        .map_err(StoreError::from);
    match out {
        Ok(_) => Ok(customer.to_owned()),
        // Recorded already (by a racer), or no profile: the one stored, if any.
        Err(StoreError::ConditionFailed) => {
            get(db, auth_id).await?.and_then(|p| p.payment_id).ok_or(StoreError::ConditionFailed)
        }
        Err(e) => Err(e),
    }
}

/// Starts the user's one free trial, ever, and only before any plan: false when they have had a
/// trial, hold or held a plan (a subscription id is kept once set), or have no profile.
pub async fn redeem_trial(db: &Db, auth_id: &UserId, expiry: i64) -> Result<bool, StoreError> {
    let out = profile_update(db, auth_id)
        .update_expression("SET freeTrialStatus = :active, freeTrialExpiry = :exp")
        .condition_expression(
            "attribute_exists(authId) AND freeTrialStatus = :none \
             AND (attribute_not_exists(subscriptionId) OR subscriptionId = :empty) \
             AND (attribute_not_exists(subscriptionPlanType) OR subscriptionPlanType = :none)",
        )
        .expression_attribute_values(":active", s("active"))
        .expression_attribute_values(":none", s(PlanType::None.as_str()))
        .expression_attribute_values(":empty", s(""))
        .expression_attribute_values(":exp", n(expiry))
        .send()
        .await
        .map_err(StoreError::from);
    crate::written(out)
}

/// Remembers a subscription whose first payment waits for 3-D Secure.
pub async fn set_pending_subscription(db: &Db, auth_id: &UserId, subscription_id: &str) -> Result<(), StoreError> {
    profile_update(db, auth_id)
        .update_expression("SET pendingSubscriptionId = :s")
        .condition_expression("attribute_exists(authId)")
        .expression_attribute_values(":s", s(subscription_id))
        .send()
        .await?;
    Ok(())
}

/// Applies a Stripe snapshot of the user's own subscription, taken at `taken_at_ms`. Ignored
/// (`None`) when a newer snapshot was applied already, or when it is about another subscription
/// while the user holds a running one (a late event about an old subscription).
pub async fn apply_subscription(
    db: &Db,
    auth_id: &UserId,
    state: &SubscriptionState,
    taken_at_ms: i64,
    now_secs: i64,
) -> Result<Option<Profile>, StoreError> {
    updated_profile(
        profile_update(db, auth_id)
            .update_expression(
                "SET subscriptionId = :id, subscriptionStatus = :st, subscriptionExpiry = :exp, \
                 cancelAtPeriodEnd = :cancel, subscriptionPlanType = :plan, stripeSyncedAt = :t, \
                 familyMembers = if_not_exists(familyMembers, :members) \
                 REMOVE pendingSubscriptionId, familyOwnerId",
            )
            .condition_expression(
                "attribute_exists(authId) \
                 AND (attribute_not_exists(stripeSyncedAt) OR stripeSyncedAt < :t) \
                 AND (subscriptionId = :id OR pendingSubscriptionId = :id \
                      OR subscriptionStatus <> :active OR subscriptionExpiry <= :now)",
            )
            .expression_attribute_values(":id", s(&state.subscription_id))
            .expression_attribute_values(":st", s(state.status.as_str()))
            .expression_attribute_values(":exp", n(state.expiry))
            .expression_attribute_values(":cancel", AttributeValue::Bool(state.cancel_at_period_end))
            .expression_attribute_values(":plan", s(state.plan.as_str()))
            .expression_attribute_values(":t", n(taken_at_ms))
            .expression_attribute_values(":members", AttributeValue::M(Default::default()))
            .expression_attribute_values(":active", s("active"))
            .expression_attribute_values(":now", n(now_secs)),
    )
    .await
}

/// Grants an annual plan until `expiry` (epoch s), arranged with staff outside Stripe, or revokes
/// one (`None`). A grant is refused (`None` returned) while a paid Stripe subscription runs; a
/// revoke only ends an annual plan.
pub async fn set_annual(
    db: &Db,
    auth_id: &UserId,
    expiry: Option<i64>,
    now_secs: i64,
) -> Result<Option<Profile>, StoreError> {
    let annual = s(PlanType::Annual.as_str());
    let req = match expiry {
        Some(expiry) => profile_update(db, auth_id)
            .update_expression(
                "SET subscriptionId = :id, subscriptionStatus = :active, subscriptionExpiry = :exp, \
                 subscriptionPlanType = :annual, cancelAtPeriodEnd = :no",
            )
            .condition_expression(
                "attribute_exists(authId) AND (subscriptionPlanType = :annual OR subscriptionStatus <> :active \
                 OR subscriptionExpiry <= :now)",
            )
            .expression_attribute_values(":id", s("annual"))
            .expression_attribute_values(":exp", n(expiry))
            .expression_attribute_values(":no", AttributeValue::Bool(false)),
        None => profile_update(db, auth_id)
            .update_expression("SET subscriptionStatus = :ended, subscriptionExpiry = :now")
            .condition_expression(
                "attribute_exists(authId) AND subscriptionPlanType = :annual AND subscriptionStatus = :active",
            )
            .expression_attribute_values(":ended", s("canceled")),
    };
    updated_profile(
        req.expression_attribute_values(":annual", annual)
            .expression_attribute_values(":active", s("active"))
            .expression_attribute_values(":now", n(now_secs)),
    )
    .await
}

/// Sends a conditional update and answers the profile as it now is, or `None` when its condition
/// did not hold.
async fn updated_profile(
    req: aws_sdk_dynamodb::operation::update_item::builders::UpdateItemFluentBuilder,
) -> Result<Option<Profile>, StoreError> {
    match req.return_values(ReturnValue::AllNew).send().await.map_err(StoreError::from) {
        Ok(out) => Ok(out.attributes.map(serde_dynamo::from_item).transpose()?),
        Err(StoreError::ConditionFailed) => Ok(None),
        Err(e) => Err(e),
    }
}
