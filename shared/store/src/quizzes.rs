//! Quiz sets (multiple-choice questions of a topic, with the correct answers) and each student's
//! scored attempts.
//!
//! | item          | table     | pk                     | sk                                               |
//! |---------------|-----------|------------------------|--------------------------------------------------|
//! | quiz set      | catalogue | `QUIZSET`              | `{quizSetId:06}`                                 |
//! | topic's sets  | catalogue | `QUIZSETS#{topicId:06}` | `{quizSetId:06}` (the same item, listed by topic) |
//! | attempt       | progress  | `{cognitoId}`          | `ATTEMPT#{subj:06}#{topic:06}#{date:012}#{quizSetId:06}` |
//! | answer stats  | catalogue | `QSTATS#{topicId:06}`  | `{quizSetId:06}#{quizId:06}`: answered, wrong (every attempt) |
//!
//! A set is a few KB (5–10 questions), so it is one item: opening a set is one GetItem, listing a
//! topic's sets one Query, scoring an attempt one GetItem and one conditional PutItem.

use domain::ids::UserId;
use serde::{Deserialize, Serialize};

use crate::catalogue_table::{get, put, query_all};
use crate::{Db, StoreError, get_user_file, query_user};

pub use domain::quiz::{Quiz, QuizAnswer, QuizSet};

pub use domain::quiz::AvailableAnswer;

fn sets_pk(topic_id: u32) -> String {
    format!("QUIZSETS#{topic_id:06}")
}

pub async fn set(db: &Db, id: u32) -> Result<Option<QuizSet>, StoreError> {
    get(db, "QUIZSET".into(), format!("{id:06}")).await
}

pub async fn sets_of_topic(db: &Db, topic_id: u32) -> Result<Vec<QuizSet>, StoreError> {
    query_all(db, &sets_pk(topic_id)).await
}

pub async fn put_set(db: &Db, set: &QuizSet) -> Result<(), StoreError> {
    put(db, ("QUIZSET".into(), format!("{:06}", set.id)), set).await?;
    put(db, (sets_pk(set.topic_id), format!("{:06}", set.id)), set).await
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AttemptedQuiz {
    pub id: u32,
    pub question_text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question_image_key: Option<String>,
    /// 0 when unanswered.
    pub selected_answer_id: u32,
    pub correct_answer_id: u32,
    pub available_answers: Vec<AvailableAnswer>,
}

/// A scored attempt, as the server computed it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Attempt {
    pub cognito_id: UserId,
    pub sk: String,
    pub auth_id: UserId,
    pub quiz_set_id: u32,
    pub quiz_set_name: String,
    pub quiz_set_length: u32,
    pub quiz_set_score: u32,
    /// Epoch seconds.
    pub attempted_date: i64,
    pub subject_id: u32,
    pub topic_id: u32,
    pub quizzes: Vec<AttemptedQuiz>,
}

fn topic_attempts_prefix(subject_id: u32, topic_id: u32) -> String {
    format!("ATTEMPT#{subject_id:06}#{topic_id:06}#")
}

pub fn attempt_sk(subject_id: u32, topic_id: u32, attempted_date: i64, quiz_set_id: u32) -> String {
    format!("{}{attempted_date:012}#{quiz_set_id:06}", topic_attempts_prefix(subject_id, topic_id))
}

/// Stores a new attempt. `Err(ConditionFailed)` if the same set was already submitted by this
/// user in the same second (a double submission).
pub async fn put_attempt(db: &Db, attempt: &Attempt) -> Result<(), StoreError> {
    db.client
        .put_item()
        .table_name(&db.tables.progress)
        .set_item(Some(serde_dynamo::to_item(attempt)?))
        .condition_expression("attribute_not_exists(sk)")
        .send()
        .await?;
    Ok(())
}

pub async fn attempt(db: &Db, user: &UserId, sk: String) -> Result<Option<Attempt>, StoreError> {
    get_user_file(db, &db.tables.progress, user, sk).await
}

/// All the user's attempts, topic by topic, oldest first within each.
pub async fn all_attempts(db: &Db, user: &UserId) -> Result<Vec<Attempt>, StoreError> {
    query_user(db, &db.tables.progress, user, Some("ATTEMPT#")).await
}

/// The user's attempts in a topic, oldest first.
pub async fn attempts_of_topic(
    db: &Db,
    user: &UserId,
    subject_id: u32,
    topic_id: u32,
) -> Result<Vec<Attempt>, StoreError> {
    query_user(db, &db.tables.progress, user, Some(&topic_attempts_prefix(subject_id, topic_id))).await
}

/// How often one quiz question has been answered, and answered wrong (unanswered counts as wrong).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AnswerStats {
    pub quiz_set_id: u32,
    pub quiz_id: u32,
    #[serde(default)]
    pub answered: u64,
    #[serde(default)]
    pub wrong: u64,
}

/// Counts an attempt's answers into its questions' stats: one TransactWriteItems of `ADD`s.
pub async fn count_answers(db: &Db, set: &QuizSet, attempted: &[AttemptedQuiz]) -> Result<(), StoreError> {
    use aws_sdk_dynamodb::types::{AttributeValue, TransactWriteItem, Update};
    let n = |v: u64| AttributeValue::N(v.to_string());
    let mut items = vec![];
    // A transaction takes at most 100 actions; a set has a few questions.
    for a in attempted.iter().take(100) {
        let wrong = u64::from(a.selected_answer_id == 0 || a.selected_answer_id != a.correct_answer_id);
        let update = Update::builder()
            .table_name(&db.tables.catalogue)
            .key("pk", AttributeValue::S(format!("QSTATS#{:06}", set.topic_id)))
            .key("sk", AttributeValue::S(format!("{:06}#{:06}", set.id, a.id)))
            .update_expression("ADD answered :one, wrong :wrong SET quizSetId = :set, quizId = :quiz")
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":wrong", n(wrong))
            .expression_attribute_values(":set", n(u64::from(set.id)))
            .expression_attribute_values(":quiz", n(u64::from(a.id)))
            .build()
            .map_err(|e| StoreError::Other(e.to_string()))?;
        items.push(TransactWriteItem::builder().update(update).build());
    }
    if items.is_empty() {
        return Ok(());
    }
    db.client.transact_write_items().set_transact_items(Some(items)).send().await?;
    Ok(())
}

/// The answer stats of every quiz question of a topic that has been answered (one Query).
pub async fn answer_stats(db: &Db, topic_id: u32) -> Result<Vec<AnswerStats>, StoreError> {
    query_all(db, &format!("QSTATS#{topic_id:06}")).await
}
