//! Timed papers and the predicted grade (docs/papers.md).
//!
//! | item                    | table   | pk                 | sk                       |
//! |-------------------------|---------|--------------------|--------------------------|
//! | a paper (staff made it) | answers | `PAPERS`           | `PAPER#{paperId:08}`     |
//! | grade boundaries        | answers | `BOUNDARIES`       | `{session}#{level}`      |
//! | a sitting               | answers | `USER#{cognitoId}` | `SITTING#{sittingId}`    |
//! | grade settings          | answers | `USER#{cognitoId}` | `GRADE`                  |
//!
//! Saving a sitting's words is conditional on its version (two tabs cannot overwrite each other);
//! sending a paper to the marking desk is one transaction: the sitting moves to the desk, each
//! answered part enters the queue as an answer, and the month's allowance counts the paper.

use aws_sdk_dynamodb::types::{Put, TransactWriteItem, Update};
use domain::ids::{SittingId, UserId};

use crate::keys::{TRANSACTION_TRIES, WAITING, answer_sk, built, key, keyed, n, s, user_pk};
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
                    .set_key(Some(key(user_pk(user), format!("ALLOWANCE#{month}"))))
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
