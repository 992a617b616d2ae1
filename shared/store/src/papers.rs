//! Timed papers and the predicted grade (docs/papers.md).
//!
//! | item                    | table   | pk                 | sk                       |
//! |-------------------------|---------|--------------------|--------------------------|
//! | a paper (staff made it) | answers | `PAPERS`           | `PAPER#{paperId:08}`     |
//! | grade boundaries        | answers | `BOUNDARIES`       | `{session}#{level}`      |
//! | a sitting               | answers | `USER#{cognitoId}` | `SITTING#{sittingId}`    |
//! | grade settings          | answers | `USER#{cognitoId}` | `GRADE`                  |
//! | a paper's open sitting  | answers | `USER#{cognitoId}` | `OPEN#{paperId:08}`      |
//!
//! Saving a sitting's words is conditional on its version (two tabs cannot overwrite each other);
//! sending a paper to the marking desk is one transaction: the sitting moves to the desk, each
//! answered part enters the queue as an answer, and the month's allowance counts the paper.
//! Beginning a sitting takes the paper's lock for the student in the same transaction, so however
//! many starts arrive at once, one sitting is on the clock.

use aws_sdk_dynamodb::types::{Put, TransactWriteItem, Update};
use domain::ids::{SittingId, UserId};

use crate::keys::{
    OPEN_SITTING, TRANSACTION_TRIES, WAITING, allowance_sk, answer_sk, built, key, keyed, n, s, user_pk,
};
use crate::{Db, StoreError, failed_conditions};

pub use domain::grade::{Boundaries, Boundary, GradeSettings};
use domain::marking::{Answer, CourseLevel};
pub use domain::papers::{PaperDef, Sitting, SittingStatus};

fn paper_sk(id: u32) -> String {
    format!("PAPER#{id:08}")
}
fn sitting_sk(id: &SittingId) -> String {
    format!("SITTING#{id}")
}
fn level_key(level: CourseLevel) -> &'static str {
    match level {
        CourseLevel::Higher => "HL",
        CourseLevel::Standard => "SL",
    }
}

/// Every paper staff made (one Query).
pub async fn papers(db: &Db) -> Result<Vec<PaperDef>, StoreError> {
    crate::query_partition(db, &db.tables.answers, ("pk", "PAPERS"), Some("PAPER#")).await
}

pub async fn paper(db: &Db, id: u32) -> Result<Option<PaperDef>, StoreError> {
    get(db, key("PAPERS", paper_sk(id))).await
}

async fn get<T: serde::de::DeserializeOwned>(db: &Db, k: crate::Item) -> Result<Option<T>, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.answers).set_key(Some(k)).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

/// Saves a paper over the one there.
pub async fn put_paper(db: &Db, paper: &PaperDef) -> Result<(), StoreError> {
    let item = keyed(paper, "PAPERS", paper_sk(paper.paper_id))?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}

/// Saves a new paper under its id; false when another paper took that id first.
pub async fn add_paper(db: &Db, paper: &PaperDef) -> Result<bool, StoreError> {
    let item = keyed(paper, "PAPERS", paper_sk(paper.paper_id))?;
    let res = db
        .client
        .put_item()
        .table_name(&db.tables.answers)
        .set_item(Some(item))
        .condition_expression("attribute_not_exists(pk)")
        .send()
        .await;
    crate::written(res.map_err(StoreError::from))
}

/// Every session's boundaries staff keep (one Query).
pub async fn boundaries(db: &Db) -> Result<Vec<Boundaries>, StoreError> {
    crate::query_partition(db, &db.tables.answers, ("pk", "BOUNDARIES"), None).await
}

pub async fn put_boundaries(db: &Db, b: &Boundaries) -> Result<(), StoreError> {
    let item = keyed(b, "BOUNDARIES", format!("{}#{}", b.session, level_key(b.level)))?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}

pub async fn sitting(db: &Db, user: &UserId, id: &SittingId) -> Result<Option<Sitting>, StoreError> {
    get(db, key(user_pk(user), sitting_sk(id))).await
}

/// Every sitting of a student (one Query).
pub async fn sittings(db: &Db, user: &UserId) -> Result<Vec<Sitting>, StoreError> {
    crate::query_partition(db, &db.tables.answers, ("pk", &user_pk(user)), Some("SITTING#")).await
}

/// Begins `sitting` as the one sitting of its paper on the student's clock, in one transaction
/// with the paper's lock for the student (`OPEN#{paperId}`: the sitting it names and when that
/// sitting's clock closes). The lock is taken when there is none, when the sitting it names has
/// closed by `now_ms`, or when it names `replaces` (a sitting the caller read as handed in
/// early). False when another start holds it: that start's sitting is the one on the clock.
pub async fn begin_sitting(
    db: &Db,
    sitting: &Sitting,
    closes_at: i64,
    replaces: Option<&SittingId>,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let t = &db.tables.answers;
    let user = user_pk(&sitting.cognito_id);
    let item = keyed(sitting, user.clone(), sitting_sk(&sitting.sitting_id))?;
    let new = Put::builder().table_name(t).set_item(Some(item)).condition_expression("attribute_not_exists(pk)");
    let mut lock = key(user, format!("{OPEN_SITTING}{:08}", sitting.paper_id));
    lock.insert("sittingId".into(), s(&sitting.sitting_id));
    lock.insert("closesAt".into(), n(closes_at));
    let lock = Put::builder()
        .table_name(t)
        .set_item(Some(lock))
        .condition_expression("attribute_not_exists(pk) OR closesAt < :now OR sittingId = :replaces")
        .expression_attribute_values(":now", n(now_ms))
        // No sitting id is empty: without one to replace, the last clause never holds.
        .expression_attribute_values(":replaces", s(replaces.map_or("", |r| r.as_str())));
    let items = [new, lock].map(|p| built(p.build()).map(|p| TransactWriteItem::builder().put(p).build()));
    let items = items.into_iter().collect::<Result<Vec<_>, _>>()?;
    match db.client.transact_write_items().set_transact_items(Some(items)).send().await {
        Ok(_) => Ok(true),
        Err(e) if failed_conditions(&e).is_some() || crate::conflicted(&e) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// The sittings of a student whose clocks have not closed by `now_ms` (the papers' locks, one
/// Query of small rows, then each such sitting: usually none or one).
pub async fn on_the_clock(db: &Db, user: &UserId, now_ms: i64) -> Result<Vec<Sitting>, StoreError> {
    let locks = crate::query_items(db, &db.tables.answers, ("pk", &user_pk(user)), Some(OPEN_SITTING)).await?;
    let mut out = vec![];
    for lock in locks {
        let closes_at = lock.get("closesAt").and_then(|v| v.as_n().ok()).and_then(|n| n.parse::<i64>().ok());
        let id = lock.get("sittingId").and_then(|v| v.as_s().ok());
        if let (Some(closes_at), Some(id)) = (closes_at, id)
            && closes_at >= now_ms
            && let Some(s) = sitting(db, user, &SittingId::new(id.clone())).await?
        {
            out.push(s);
        }
    }
    Ok(out)
}

/// Every sitting of a student, read after every write before it (a strongly consistent Query):
/// what a start that lost the paper's lock reads to find the sitting that won it.
pub async fn sittings_now(db: &Db, user: &UserId) -> Result<Vec<Sitting>, StoreError> {
    let q =
        crate::partition_query(db, &db.tables.answers, ("pk", &user_pk(user)), Some("SITTING#")).consistent_read(true);
    crate::parsed_all(crate::all_items(q).await?)
}

/// Writes a sitting whose `version` is the new one, if the stored one is at `version - 1` (none
/// for version 1). False when another write came first.
pub async fn save_sitting(db: &Db, sitting: &Sitting) -> Result<bool, StoreError> {
    let item = keyed(sitting, user_pk(&sitting.cognito_id), sitting_sk(&sitting.sitting_id))?;
    let req = db.client.put_item().table_name(&db.tables.answers).set_item(Some(item));
    let req = if sitting.version <= 1 {
        req.condition_expression("attribute_not_exists(pk)")
    } else {
        req.condition_expression("version = :base").expression_attribute_values(":base", n(sitting.version - 1))
    };
    crate::written(req.send().await.map_err(StoreError::from))
}

/// What sending a paper to the desk came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sent {
    In,
    /// The sitting changed meanwhile (another tab sent or self-marked it).
    Changed,
    AllowanceUsed,
}

/// Sends `sitting` (at `version - 1` in the store, now at the desk) with its parts as queued
/// `answers`, counting `cost` of the month's `limit`: one transaction.
pub async fn send_to_desk(
    db: &Db,
    sitting: &Sitting,
    answers: &[Answer],
    month: &str,
    (cost, limit): (u32, u32),
) -> Result<Sent, StoreError> {
    if cost > limit {
        return Ok(Sent::AllowanceUsed);
    }
    let t = &db.tables.answers;
    let user = &sitting.cognito_id;
    let mut items = vec![];
    let item = keyed(sitting, user_pk(user), sitting_sk(&sitting.sitting_id))?;
    items.push(
        TransactWriteItem::builder()
            .put(built(
                Put::builder()
                    .table_name(t)
                    .set_item(Some(item))
                    .condition_expression("version = :base")
                    .expression_attribute_values(":base", n(sitting.version - 1))
                    .build(),
            )?)
            .build(),
    );
    items.push(
        TransactWriteItem::builder()
            .update(built(
                Update::builder()
                    .table_name(t)
                    .set_key(Some(key(user_pk(user), allowance_sk(month))))
                    .update_expression("ADD used :cost")
                    .condition_expression("attribute_not_exists(used) OR used <= :room")
                    .expression_attribute_values(":cost", n(cost))
                    .expression_attribute_values(":room", n(limit - cost))
                    .build(),
            )?)
            .build(),
    );
    for a in answers {
        let submitted_at = a.submitted_at.unwrap_or(a.updated_at);
        let mut item = keyed(a, user_pk(user), answer_sk(&a.answer_id))?;
        item.insert("queue".into(), s(WAITING));
        item.insert("queuedAt".into(), s(format!("{submitted_at:013}#{user}#{}", a.answer_id)));
        let put = Put::builder().table_name(t).set_item(Some(item)).condition_expression("attribute_not_exists(pk)");
        items.push(TransactWriteItem::builder().put(built(put.build())?).build());
    }
    for attempt in 0..TRANSACTION_TRIES {
        match db.client.transact_write_items().set_transact_items(Some(items.clone())).send().await {
            Ok(_) => return Ok(Sent::In),
            Err(e) if crate::conflicted(&e) && attempt + 1 < TRANSACTION_TRIES => {
                tokio::time::sleep(std::time::Duration::from_millis(fastrand::u64(10..60) << attempt)).await;
            }
            Err(e) => {
                return match failed_conditions(&e) {
                    Some(failed) if failed.get(1).copied().unwrap_or(false) => Ok(Sent::AllowanceUsed),
                    Some(_) => Ok(Sent::Changed),
                    None => Err(e.into()),
                };
            }
        }
    }
    unreachable!("the last try returns")
}

pub async fn grade_settings(db: &Db, user: &UserId) -> Result<GradeSettings, StoreError> {
    Ok(get(db, key(user_pk(user), "GRADE")).await?.unwrap_or_default())
}

pub async fn set_grade_settings(db: &Db, user: &UserId, settings: &GradeSettings) -> Result<(), StoreError> {
    let item = keyed(settings, user_pk(user), "GRADE")?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}
