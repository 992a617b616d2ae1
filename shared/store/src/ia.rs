//! The internal assessment portfolio (docs/ia.md), in the answers table beside the student's
//! answers, so an erasure of their partition takes it too.
//!
//! | item                | table   | pk                 | sk            |
//! |---------------------|---------|--------------------|---------------|
//! | a commentary        | answers | `USER#{cognitoId}` | `IA#{slot}`   |
//! | staff's IA settings | answers | `SETTINGS`         | `IA`          |
//!
//! A commentary waiting for a teacher carries `queue = IA` and `queuedAt =
//! {waitingSince:013}#{cognitoId}#{slot}`: the index `byQueue` holds the desk's IA queue, oldest
//! first, one Query. Every write is conditional on the stage it was read at (and the student's
//! saves on their version, a teacher's on their claim), so a save, a hand-in, a claim, advice
//! and a mark never overwrite one another.

use aws_sdk_dynamodb::types::{AttributeValue, ConditionCheck, Put, TransactWriteItem, Update};
use domain::ia::{Commentary, IaSettings, SLOTS, Stage};
use domain::ids::UserId;

use crate::keys::{SETTINGS, TRANSACTION_TRIES, allowance_sk, built, key, keyed, n, s, user_pk};
use crate::{Db, Item, StoreError, failed_conditions};

/// The desk's queue of commentaries on the index `byQueue`.
const IA_WAITING: &str = "IA";
const PREFIX: &str = "IA#";

fn sk(slot: u8) -> String {
    format!("{PREFIX}{slot}")
}

fn stage(stage: Stage) -> Result<AttributeValue, StoreError> {
    Ok(serde_dynamo::to_attribute_value(stage)?)
}

/// The commentary as stored: queued while it waits for a teacher.
fn item(c: &Commentary) -> Result<Item, StoreError> {
    let mut item = keyed(c, user_pk(&c.cognito_id), sk(c.slot))?;
    if let Some(since) = c.waiting_since() {
        item.insert("queue".into(), s(IA_WAITING));
        item.insert("queuedAt".into(), s(format!("{since:013}#{}#{}", c.cognito_id, c.slot)));
    }
    Ok(item)
}

/// A student's commentaries (one Query); strongly consistent when `now`, as a mark reads the
/// others it depends on.
pub async fn commentaries(db: &Db, user: &UserId, now: bool) -> Result<Vec<Commentary>, StoreError> {
    let q = crate::partition_query(db, &db.tables.answers, ("pk", &user_pk(user)), Some(PREFIX));
    crate::parsed_all(crate::all_items(q.consistent_read(now)).await?)
}

/// One commentary (GetItem).
pub async fn commentary(db: &Db, user: &UserId, slot: u8) -> Result<Option<Commentary>, StoreError> {
    let out =
        db.client.get_item().table_name(&db.tables.answers).set_key(Some(key(user_pk(user), sk(slot)))).send().await?;
    crate::parsed(out.item)
}

/// A student's save at `c.version`: written if the stored one is at the version before (none for
/// version 1) and still being written. False when another tab or a hand-in came first.
pub async fn save(db: &Db, c: &Commentary) -> Result<bool, StoreError> {
    let req = db.client.put_item().table_name(&db.tables.answers).set_item(Some(item(c)?));
    let req = if c.version <= 1 {
        req.condition_expression("attribute_not_exists(pk)")
    } else {
        req.condition_expression("version = :base AND #st = :writing")
            .expression_attribute_names("#st", "stage")
            .expression_attribute_values(":base", n(c.version - 1))
            .expression_attribute_values(":writing", stage(Stage::Writing)?)
    };
    crate::written(req.send().await.map_err(StoreError::from))
}

/// What handing in came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handed {
    In,
    /// Saved again or handed in meanwhile.
    Changed,
    AllowanceUsed,
}

/// Hands in `c` (the commentary as handed in, at the version read), counting `cost` of the
/// month's `limit`: one transaction, so of twenty at once no more than the allowance go in.
pub async fn hand_in(db: &Db, c: &Commentary, month: &str, (cost, limit): (u32, u32)) -> Result<Handed, StoreError> {
    if cost > limit {
        return Ok(Handed::AllowanceUsed);
    }
    let t = &db.tables.answers;
    let put = Put::builder()
        .table_name(t)
        .set_item(Some(item(c)?))
        .condition_expression("version = :v AND #st = :writing")
        .expression_attribute_names("#st", "stage")
        .expression_attribute_values(":v", n(c.version))
        .expression_attribute_values(":writing", stage(Stage::Writing)?);
    let mut items = vec![TransactWriteItem::builder().put(built(put.build())?).build()];
    if cost > 0 {
        let count = Update::builder()
            .table_name(t)
            .set_key(Some(key(user_pk(&c.cognito_id), allowance_sk(month))))
            .update_expression("ADD used :cost")
            .condition_expression("attribute_not_exists(used) OR used <= :room")
            .expression_attribute_values(":cost", n(cost))
            .expression_attribute_values(":room", n(limit - cost));
        items.push(TransactWriteItem::builder().update(built(count.build())?).build());
    }
    for attempt in 0..TRANSACTION_TRIES {
        match db.client.transact_write_items().set_transact_items(Some(items.clone())).send().await {
            Ok(_) => return Ok(Handed::In),
            // The month's count met another hand-in at that moment: try again, a few times.
            Err(e) if crate::conflicted(&e) && attempt + 1 < TRANSACTION_TRIES => {
                tokio::time::sleep(std::time::Duration::from_millis(fastrand::u64(10..60) << attempt)).await;
            }
            Err(e) => {
                return match failed_conditions(&e) {
                    Some(failed) if failed.get(1).copied().unwrap_or(false) => Ok(Handed::AllowanceUsed),
                    Some(_) => Ok(Handed::Changed),
                    None => Err(e.into()),
                };
            }
        }
    }
    unreachable!("the last try returns")
}

/// `c` with teacher `me`'s claim, written if it still waits at `read` and no other teacher's
/// claim holds at `now_ms`: of two teachers claiming at once, one has it.
pub async fn claim(db: &Db, c: &Commentary, read: Stage, me: &UserId, now_ms: i64) -> Result<bool, StoreError> {
    let req = db
        .client
        .put_item()
        .table_name(&db.tables.answers)
        .set_item(Some(item(c)?))
        .condition_expression("#st = :read AND (attribute_not_exists(claimBy) OR claimBy = :me OR claimUntil <= :now)")
        .expression_attribute_names("#st", "stage")
        .expression_attribute_values(":read", stage(read)?)
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":now", n(now_ms));
    crate::written(req.send().await.map_err(StoreError::from))
}

/// A teacher's advice or mark (`c` as it becomes), written if `me` still holds it at the stage it
/// was read at and, for a mark, the portfolio's `others` are as read: F is given by whoever marks
/// last, and two marks at once cannot both think themselves not last.
pub async fn answered(
    db: &Db,
    c: &Commentary,
    read: Stage,
    me: &UserId,
    others: Option<&[Commentary]>,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let t = &db.tables.answers;
    let put = Put::builder()
        .table_name(t)
        .set_item(Some(item(c)?))
        .condition_expression("#st = :read AND claimBy = :me AND claimUntil > :now")
        .expression_attribute_names("#st", "stage")
        .expression_attribute_values(":read", stage(read)?)
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":now", n(now_ms));
    let mut items = vec![TransactWriteItem::builder().put(built(put.build())?).build()];
    for slot in (1..=SLOTS).filter(|s| *s != c.slot && others.is_some()) {
        let other = others.unwrap_or_default().iter().find(|o| o.slot == slot);
        let check = ConditionCheck::builder().table_name(t).set_key(Some(key(user_pk(&c.cognito_id), sk(slot))));
        let check = match other {
            Some(o) => check
                .condition_expression("#st = :was")
                .expression_attribute_names("#st", "stage")
                .expression_attribute_values(":was", stage(o.stage)?),
            None => check.condition_expression("attribute_not_exists(pk)"),
        };
        items.push(TransactWriteItem::builder().condition_check(built(check.build())?).build());
    }
    match crate::transact(db, items).await {
        Ok(()) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}

/// The commentaries waiting for a teacher, oldest first (one Query on the index, at most 200).
pub async fn queue(db: &Db) -> Result<Vec<Commentary>, StoreError> {
    let q = db
        .client
        .query()
        .table_name(&db.tables.answers)
        .index_name("byQueue")
        .key_condition_expression("#q = :w")
        .expression_attribute_names("#q", "queue")
        .expression_attribute_values(":w", s(IA_WAITING))
        .scan_index_forward(true)
        .limit(200);
    crate::parsed_all(q.send().await?.items.unwrap_or_default())
}

/// Staff's IA settings (the defaults until they set them).
pub async fn settings(db: &Db) -> Result<IaSettings, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.answers).set_key(Some(key(SETTINGS, "IA"))).send().await?;
    Ok(crate::parsed(out.item)?.unwrap_or_default())
}

pub async fn set_settings(db: &Db, settings: &IaSettings) -> Result<(), StoreError> {
    let item = keyed(settings, SETTINGS, "IA")?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}
