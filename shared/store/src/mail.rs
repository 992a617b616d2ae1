//! E-mail (docs/email.md).
//!
//! | item                    | table | pk                  | sk               |
//! |-------------------------|-------|---------------------|------------------|
//! | a student's choices     | mail  | `USER#{sub}`        | `PREFS`          |
//! | a message sent once     | mail  | `USER#{sub}`        | `DIGEST#{what}`  |
//! | the digest's roster     | mail  | `ROSTER#{0..7}`     | `{sub}`          |
//! | a trial ending that day | mail  | `TRIALEND#{date}`   | `{sub}`          |
//! | a suppressed address    | mail  | `SUPPRESSED`        | `{sha256(addr)}` |
//! | mastery at a digest     | mail  | `USER#{sub}`        | `MASTERY#{week}` |
//!
//! The roster is spread over 8 partitions by the student's id, so the weekly digest pages through
//! students with Queries (never a Scan) and no partition grows hot. A digest is recorded per
//! student and week with a conditional put before it is sent: a second run sends nothing.

use aws_sdk_dynamodb::types::AttributeValue;
use domain::ids::UserId;

pub use crate::keys::ROSTER_SHARDS;
use crate::keys::{key, roster_row, user_pk};
use crate::{Db, Item, StoreError};

pub use domain::email::Preferences;

/// How long the record of a digest sent (and a trial's end day) is kept.
const KEEP_SECS: i64 = 90 * 86_400;

pub async fn preferences(db: &Db, sub: &UserId) -> Result<Preferences, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.mail).set_key(Some(key(user_pk(sub), "PREFS"))).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?.unwrap_or_default())
}

pub async fn set_preferences(db: &Db, sub: &UserId, prefs: &Preferences) -> Result<(), StoreError> {
    let mut item: Item = serde_dynamo::to_item(prefs)?;
    item.extend(key(user_pk(sub), "PREFS"));
    db.client.put_item().table_name(&db.tables.mail).set_item(Some(item)).send().await?;
    Ok(())
}

/// Puts a student on the digest's roster (when their profile is made; again is harmless).
pub async fn enrol(db: &Db, sub: &UserId) -> Result<(), StoreError> {
    let item = roster_row(sub);
    db.client.put_item().table_name(&db.tables.mail).set_item(Some(item)).send().await?;
    Ok(())
}

/// Every student on roster partition `shard` (one Query, following pages).
pub async fn roster(db: &Db, shard: u32) -> Result<Vec<UserId>, StoreError> {
    let q = db
        .client
        .query()
        .table_name(&db.tables.mail)
        .key_condition_expression("pk = :pk")
        .expression_attribute_values(":pk", AttributeValue::S(crate::keys::roster_pk(shard)));
    let items = crate::all_items(q).await?;
    Ok(items.iter().filter_map(|i| i.get("sk")?.as_s().ok().map(|s| UserId::from(s.as_str()))).collect())
}

/// Records that a message sent at most once went to `sub`: the digest of a week (`{week}`), a
/// trial's notice (`trial-{day}`), the day's family-plan notice (`family-{day}`). False when it
/// was already recorded (not sent again).
pub async fn claim_once(db: &Db, sub: &UserId, what: &str, now_secs: i64) -> Result<bool, StoreError> {
    let mut item = key(user_pk(sub), format!("DIGEST#{what}"));
    item.insert("expiresAt".into(), AttributeValue::N((now_secs + KEEP_SECS).to_string()));
    let res = db
        .client
        .put_item()
        .table_name(&db.tables.mail)
        .set_item(Some(item))
        .condition_expression("attribute_not_exists(pk)")
        .send()
        .await;
    crate::written(res.map_err(StoreError::from))
}

/// The students whose trial ends on `day`.
fn trial_end_pk(day: &str) -> String {
    format!("TRIALEND#{day}")
}

/// `sub`'s row among the trials ending on `day` (also for the erasure).
pub(crate) fn trial_end_key(day: &str, sub: &UserId) -> Item {
    key(trial_end_pk(day), sub.to_string())
}

/// Notes that `sub`'s trial ends on `day` (`2026-11-27`), for the notice two days before.
pub async fn note_trial_end(db: &Db, sub: &UserId, day: &str, now_secs: i64) -> Result<(), StoreError> {
    let mut item = trial_end_key(day, sub);
    item.insert("expiresAt".into(), AttributeValue::N((now_secs + KEEP_SECS).to_string()));
    db.client.put_item().table_name(&db.tables.mail).set_item(Some(item)).send().await?;
    Ok(())
}

/// The students whose trial ends on `day` (one Query, following pages).
pub async fn trials_ending(db: &Db, day: &str) -> Result<Vec<UserId>, StoreError> {
    let items = crate::query_items(db, &db.tables.mail, ("pk", &trial_end_pk(day)), None).await?;
    Ok(items.iter().filter_map(|i| i.get("sk")?.as_s().ok().map(|s| UserId::from(s.as_str()))).collect())
}

/// Whether an address (by the hash of its lower-case form) bounced or complained.
pub async fn suppressed(db: &Db, address_hash: &str) -> Result<bool, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.mail)
        .set_key(Some(key("SUPPRESSED", address_hash.to_owned())))
        .send()
        .await?;
    Ok(out.item.is_some())
}

/// Never mails an address again (a bounce or a complaint).
pub async fn suppress(db: &Db, address_hash: &str, reason: &str, now_secs: i64) -> Result<(), StoreError> {
    let mut item = key("SUPPRESSED", address_hash.to_owned());
    item.insert("reason".into(), AttributeValue::S(reason.to_owned()));
    item.insert("at".into(), AttributeValue::N(now_secs.to_string()));
    db.client.put_item().table_name(&db.tables.mail).set_item(Some(item)).send().await?;
    Ok(())
}

/// Mails an address again that was suppressed because its account was erased (the person signed
/// up again); a bounce or a complaint stays.
pub async fn unsuppress_erased(db: &Db, address_hash: &str) -> Result<(), StoreError> {
    let out = db
        .client
        .delete_item()
        .table_name(&db.tables.mail)
        .set_key(Some(key("SUPPRESSED", address_hash.to_owned())))
        .condition_expression("reason = :erased")
        .expression_attribute_values(":erased", AttributeValue::S("erased".into()))
        .send()
        .await
        .map_err(StoreError::from);
    crate::written(out).map(|_| ())
}

/// Each topic's mastery when the digest of `week` was worked out; none when it was not.
pub async fn mastery_at(
    db: &Db,
    sub: &UserId,
    week: &str,
) -> Result<Option<std::collections::BTreeMap<u32, u8>>, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.mail)
        .set_key(Some(key(user_pk(sub), format!("MASTERY#{week}"))))
        .send()
        .await?;
    let topics = out.item.as_ref().and_then(|i| i.get("topics")).and_then(|v| v.as_m().ok());
    Ok(topics.map(|m| m.iter().filter_map(|(k, v)| Some((k.parse().ok()?, v.as_n().ok()?.parse().ok()?))).collect()))
}

/// Keeps each topic's mastery as of the digest of `week` (for next week's "mastery that moved").
pub async fn keep_mastery(
    db: &Db,
    sub: &UserId,
    week: &str,
    topics: &std::collections::BTreeMap<u32, u8>,
    now_secs: i64,
) -> Result<(), StoreError> {
    let mut item = key(user_pk(sub), format!("MASTERY#{week}"));
    let map = topics.iter().map(|(t, m)| (t.to_string(), AttributeValue::N(m.to_string()))).collect();
    item.insert("topics".into(), AttributeValue::M(map));
    item.insert("expiresAt".into(), AttributeValue::N((now_secs + KEEP_SECS).to_string()));
    db.client.put_item().table_name(&db.tables.mail).set_item(Some(item)).send().await?;
    Ok(())
}
