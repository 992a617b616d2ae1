//! The question bank: question sets of a topic, their questions (a question image, a model-answer
//! PDF, sometimes an answer video), and each student's "this is hard" markers.
//!
//! | item                 | table      | pk                     | sk                                   |
//! |----------------------|------------|------------------------|--------------------------------------|
//! | question set         | catalogue  | `QSETS#{topicId:06}`   | `{questionSetId:06}`                 |
//! | question             | catalogue  | `QSET#{questionSetId:06}` | `{questionId:06}`                 |
//! | hard count           | catalogue  | `HARD#{topicId:06}`    | `{questionSetId:06}#{questionId:06}` |
//! | this-is-hard marker  | progress   | `{cognitoId}`          | `HARD#{subj:06}#{topic:06}#{set:06}#{q:06}` |
//!
//! A marker and its question's count change in one transaction, so the staff insight ("marked
//! hard most") is always the number of students who hold a marker.

use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem, Update};
use domain::ids::UserId;
use serde::Deserialize;

use crate::catalogue_table::{get, put, query_all};
use crate::{Db, StoreError, get_user_file};

pub use domain::catalogue::{Question, QuestionRef, QuestionSet};

/// A student's this-is-hard marker on `q`, in their partition of the progress table.
fn marker_sk(q: &QuestionRef) -> String {
    format!("HARD#{:06}#{:06}#{:06}#{:06}", q.subject_id, q.topic_id, q.question_set_id, q.question_id)
}

/// The question a marker's sort key names (`None` for any other row).
pub fn marked(sk: &str) -> Option<QuestionRef> {
    let mut ids = sk.strip_prefix("HARD#")?.split('#').map(|p| p.parse::<u32>().ok());
    let q = QuestionRef {
        subject_id: ids.next()??,
        topic_id: ids.next()??,
        question_set_id: ids.next()??,
        question_id: ids.next()??,
    };
    ids.next().is_none().then_some(q)
}

/// The count of students holding a marker on `q`.
fn count_key(q: &QuestionRef) -> (String, String) {
    (format!("HARD#{:06}", q.topic_id), format!("{:06}#{:06}", q.question_set_id, q.question_id))
}

fn sets_pk(topic_id: u32) -> String {
    format!("QSETS#{topic_id:06}")
}
fn questions_pk(set_id: u32) -> String {
    format!("QSET#{set_id:06}")
}

pub async fn sets_of_topic(db: &Db, topic_id: u32) -> Result<Vec<QuestionSet>, StoreError> {
    query_all(db, &sets_pk(topic_id)).await
}

pub async fn set(db: &Db, topic_id: u32, set_id: u32) -> Result<Option<QuestionSet>, StoreError> {
    get(db, sets_pk(topic_id), format!("{set_id:06}")).await
}

pub async fn questions_of_set(db: &Db, set_id: u32) -> Result<Vec<Question>, StoreError> {
    query_all(db, &questions_pk(set_id)).await
}

pub async fn question(db: &Db, set_id: u32, question_id: u32) -> Result<Option<Question>, StoreError> {
    get(db, questions_pk(set_id), format!("{question_id:06}")).await
}

/// The questions named by `(set, question)` that exist, in one BatchGetItem per 100 (a paper's parts).
pub async fn questions(db: &Db, refs: &[(u32, u32)]) -> Result<Vec<Question>, StoreError> {
    use aws_sdk_dynamodb::types::{AttributeValue, KeysAndAttributes};
    let mut unique: Vec<(u32, u32)> = refs.to_vec();
    unique.sort_unstable();
    unique.dedup();
    let mut out = Vec::new();
    for chunk in unique.chunks(100) {
        let keys = chunk
            .iter()
            .map(|(set, q)| {
                crate::Item::from([
                    ("pk".into(), AttributeValue::S(questions_pk(*set))),
                    ("sk".into(), AttributeValue::S(format!("{q:06}"))),
                ])
            })
            .collect();
        let request = KeysAndAttributes::builder()
            .set_keys(Some(keys))
            .build()
            .map_err(|e| StoreError::Malformed(e.to_string()))?;
        let found =
            crate::batch::get(db, std::collections::HashMap::from([(db.tables.catalogue.clone(), request)])).await?;
        for (_, item) in found {
            out.push(serde_dynamo::from_item(item)?);
        }
    }
    Ok(out)
}

pub async fn put_set(db: &Db, set: &QuestionSet) -> Result<(), StoreError> {
    put(db, (sets_pk(set.topic_id), format!("{:06}", set.id)), set).await
}

pub async fn delete_question(db: &Db, set_id: u32, question_id: u32) -> Result<(), StoreError> {
    crate::catalogue_table::delete(db, questions_pk(set_id), format!("{question_id:06}")).await
}

pub async fn put_question(db: &Db, q: &Question) -> Result<(), StoreError> {
    put(db, (questions_pk(q.question_set_id), format!("{:06}", q.id)), q).await
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Marker {
    created_at: i64,
}

/// When the user marked this question hard (epoch seconds), if they did.
pub async fn hard_marker(db: &Db, user: &UserId, q: &QuestionRef) -> Result<Option<i64>, StoreError> {
    let m: Option<Marker> = get_user_file(db, &db.tables.progress, user, marker_sk(q)).await?;
    Ok(m.map(|m| m.created_at))
}

fn s(v: impl Into<String>) -> AttributeValue {
    AttributeValue::S(v.into())
}
fn n(v: impl ToString) -> AttributeValue {
    AttributeValue::N(v.to_string())
}

fn count_update(db: &Db, q: &QuestionRef, delta: i64) -> Result<Update, StoreError> {
    let (pk, sk) = count_key(q);
    Update::builder()
        .table_name(&db.tables.catalogue)
        .key("pk", s(pk))
        .key("sk", s(sk))
        .update_expression("ADD hardCount :d SET questionSetId = :set, questionId = :q, topicId = :t")
        .expression_attribute_values(":d", n(delta))
        .expression_attribute_values(":set", n(q.question_set_id))
        .expression_attribute_values(":q", n(q.question_id))
        .expression_attribute_values(":t", n(q.topic_id))
        .build()
        .map_err(|e| StoreError::Other(e.to_string()))
}

/// Marks the question hard for `user` (once: marking again keeps the first date). Returns the
/// marker's createdAt.
pub async fn mark_hard(db: &Db, user: &UserId, q: &QuestionRef, now_secs: i64) -> Result<i64, StoreError> {
    let marker = Put::builder()
        .table_name(&db.tables.progress)
        .item("cognitoId", s(user))
        .item("sk", s(marker_sk(q)))
        .item("createdAt", n(now_secs))
        .item("subjectId", n(q.subject_id))
        .item("topicId", n(q.topic_id))
        .item("questionSetId", n(q.question_set_id))
        .item("questionId", n(q.question_id))
        .condition_expression("attribute_not_exists(sk)")
        .build()
        .map_err(|e| StoreError::Other(e.to_string()))?;
    let out = db
        .client
        .transact_write_items()
        .transact_items(TransactWriteItem::builder().put(marker).build())
        .transact_items(TransactWriteItem::builder().update(count_update(db, q, 1)?).build())
        .send()
        .await;
    match out {
        Ok(_) => Ok(now_secs),
        Err(err) if crate::failed_conditions(&err).is_some() => {
            // Already marked (another tab, a double click): the first mark stands.
            Ok(hard_marker(db, user, q).await?.unwrap_or(now_secs))
        }
        Err(err) => Err(err.into()),
    }
}

/// Removes the user's marker, if any. Returns whether there was one.
pub async fn unmark_hard(db: &Db, user: &UserId, q: &QuestionRef) -> Result<bool, StoreError> {
    let marker = Delete::builder()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(user))
        .key("sk", s(marker_sk(q)))
        .condition_expression("attribute_exists(sk)")
        .build()
        .map_err(|e| StoreError::Other(e.to_string()))?;
    let out = db
        .client
        .transact_write_items()
        .transact_items(TransactWriteItem::builder().delete(marker).build())
        .transact_items(TransactWriteItem::builder().update(count_update(db, q, -1)?).build())
        .send()
        .await;
    match out {
        Ok(_) => Ok(true),
        Err(err) if crate::failed_conditions(&err).is_some() => Ok(false),
        Err(err) => Err(err.into()),
    }
}

/// How many students hold a marker on each question of a topic that has ever been marked.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HardCount {
    pub question_set_id: u32,
    pub question_id: u32,
    pub hard_count: i64,
}

pub async fn hard_counts(db: &Db, topic_id: u32) -> Result<Vec<HardCount>, StoreError> {
    query_all(db, &format!("HARD#{topic_id:06}")).await
}
