//! Each student's review deck: cards of questions they missed or chose, scheduled by FSRS.
//!
//! | item       | table    | pk            | sk                                  |
//! |------------|----------|---------------|-------------------------------------|
//! | card       | progress | `{cognitoId}` | `REVIEW#CARD#{cardId}`              |
//! | due entry  | progress | `{cognitoId}` | `REVIEW#DUE#{due:013}#{cardId}` (a copy of the card) |
//! | settings   | progress | `{cognitoId}` | `REVIEW#SETTINGS` (retention, exam target, daily budget, the day's review count, fitted FSRS parameters) |
//! | challenge tally | progress | `{cognitoId}` | `REVIEW#TALLY#{subjectId}#{topicId}` (Quiz Challenge answers, for mastery) |
//! | review log | progress | `{cognitoId}` | `REVIEW#LOG#{cardId}#{reviewedAt:013}` (the grade: the student's history, to fit their FSRS parameters) |
//!
//! "Due now" is one Query of the student's partition, `sk BETWEEN REVIEW#DUE# AND
//! REVIEW#DUE#{now}`, sorted by due time by the key itself. Answering a card is a GetItem of the
//! card and one TransactWriteItems (the card, conditional on the version read; the old due entry
//! out; the new one in; the review logged; the settings' day log): two requests.

use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem, Update};
use domain::exam_plan::{Budget, DayLog};
use domain::ids::CardId;
use domain::ids::UserId;
use domain::review::{Logged, Memory};
use serde::{Deserialize, Serialize};

use crate::{Db, Item, StoreError, get_user_file, query_user};

pub use domain::review::{CardSource, Origin, challenge_card_id};

const CARD: &str = "REVIEW#CARD#";
const DUE: &str = "REVIEW#DUE#";
const SETTINGS: &str = "REVIEW#SETTINGS";
const TALLY: &str = "REVIEW#TALLY#";
const LOG: &str = "REVIEW#LOG#";

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Card {
    pub card_id: CardId,
    pub source: CardSource,
    pub origin: Origin,
    pub subject_id: u32,
    pub topic_id: u32,
    /// Epoch ms.
    pub added_at: i64,
    /// When it is next due (epoch ms).
    pub due: i64,
    /// A multiple-choice card's correct answer, taken from the set when the card was added (so
    /// grading an answer reads nothing else).
    #[serde(default)]
    pub correct_answer_id: Option<u32>,
    /// FSRS's state; none before the first review.
    #[serde(default)]
    pub memory: Option<Memory>,
    /// 1 when added, one more with every review.
    pub version: u64,
}

impl Card {
    /// A new card, due at once.
    pub fn new(source: CardSource, origin: Origin, subject_id: u32, topic_id: u32, now_ms: i64) -> Self {
        Self {
            card_id: source.card_id(),
            source,
            origin,
            subject_id,
            topic_id,
            added_at: now_ms,
            due: now_ms,
            correct_answer_id: None,
            memory: None,
            version: 1,
        }
    }
}

impl Card {
    /// A card of a quiz question, with its correct answer.
    pub fn of_quiz(set: &domain::quiz::QuizSet, quiz: &domain::quiz::Quiz, origin: Origin, now_ms: i64) -> Self {
        let source = CardSource::Quiz { quiz_set_id: set.id, quiz_id: quiz.id };
        let correct = quiz.correct_answer_id();
        Self {
            correct_answer_id: (correct != 0).then_some(correct),
            ..Self::new(source, origin, set.subject_id, set.topic_id, now_ms)
        }
    }

    /// A card of a Quiz Challenge question (its subject is the challenge's).
    pub fn of_challenge(
        q: &domain::challenge::ChallengeQuestion,
        subject_id: u32,
        origin: Origin,
        now_ms: i64,
    ) -> Self {
        Self::new(CardSource::Challenge { question_id: q.id }, origin, subject_id, q.topic_id, now_ms)
    }

    /// A card of a question-bank question.
    pub fn of_question(q: &domain::catalogue::Question, origin: Origin, now_ms: i64) -> Self {
        let source = CardSource::QuestionBank { question_set_id: q.question_set_id, question_id: q.id };
        Self::new(source, origin, q.subject_id, q.topic_id, now_ms)
    }
}

/// The student's own settings for the deck, and what the deck keeps beside them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// Day to day (absent in an item holding only the day log: the default).
    #[serde(default = "default_retention")]
    pub desired_retention: f64,
    /// The recall wanted on the first exam day (none: the default).
    #[serde(default)]
    pub exam_retention: Option<f64>,
    /// The daily budget (none: every due card, every day).
    #[serde(default)]
    pub budget: Option<Budget>,
    /// Reviews today, and since when a backlog is being cleared (written by each answer).
    #[serde(default)]
    pub day_log: Option<DayLog>,
    /// FSRS parameters fitted to the student's own reviews (none: the library's defaults).
    #[serde(default)]
    pub params: Option<Vec<f64>>,
    /// How many reviews the last fit learnt from.
    #[serde(default)]
    pub fitted_on: Option<usize>,
}

fn default_retention() -> f64 {
    domain::review::DEFAULT_RETENTION
}

/// What a student chooses (PUT settings): the rest of the item is left as it is.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Choices {
    pub desired_retention: f64,
    pub exam_retention: f64,
    pub budget: Option<Budget>,
}

/// The key of `user`'s card `card_id` (for reads batched with others).
pub(crate) fn card_key(user: &UserId, card_id: &CardId) -> Item {
    user_key(user, card_sk(card_id))
}

/// The key of `user`'s item `sk` in progress.
fn user_key(user: &UserId, sk: impl Into<String>) -> Item {
    Item::from([("cognitoId".to_owned(), s(user)), ("sk".to_owned(), s(sk))])
}

/// Where `user`'s card `card_id` is kept (for a read with other tables' items).
pub fn card_key_in(db: &Db, user: &UserId, card_id: &CardId) -> crate::Key {
    crate::Key { table: db.tables.progress.clone(), key: card_key(user, card_id) }
}

/// The writes that add `card` to `user`'s deck, for a transaction of the caller's: the card
/// (only if that question is not in the deck) and its due entry.
pub fn adding(db: &Db, user: &UserId, card: &Card) -> Result<Vec<TransactWriteItem>, StoreError> {
    Ok(vec![
        put(db, item(user, card_sk(&card.card_id), card)?, Some(("attribute_not_exists(sk)", None)))?,
        put(db, item(user, due_sk(card.due, &card.card_id), card)?, None)?,
    ])
}

/// A registered player's Quiz Challenge answer, counted towards their mastery of its topic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChallengeAnswer<'a> {
    pub user: &'a UserId,
    pub subject_id: u32,
    pub topic_id: u32,
    pub right: bool,
}

/// A player's Quiz Challenge answers in one topic, all time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tally {
    pub subject_id: u32,
    pub topic_id: u32,
    pub answered: u32,
    #[serde(default)]
    pub right: u32,
}

/// The write that counts `answer` on its topic's tally, for a transaction of the caller's.
pub fn tallying(db: &Db, answer: &ChallengeAnswer) -> Result<TransactWriteItem, StoreError> {
    let update = Update::builder()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(answer.user))
        .key("sk", s(format!("{TALLY}{}#{}", answer.subject_id, answer.topic_id)))
        .update_expression("SET subjectId = :s, topicId = :t ADD answered :one, #right :r")
        .expression_attribute_names("#right", "right")
        .expression_attribute_values(":s", AttributeValue::N(answer.subject_id.to_string()))
        .expression_attribute_values(":t", AttributeValue::N(answer.topic_id.to_string()))
        .expression_attribute_values(":one", AttributeValue::N("1".into()))
        .expression_attribute_values(":r", AttributeValue::N(u8::from(answer.right).to_string()));
    Ok(TransactWriteItem::builder().update(built(update.build())?).build())
}

/// Every topic's Quiz Challenge tally of `user` (one Query).
pub async fn tallies(db: &Db, user: &UserId) -> Result<Vec<Tally>, StoreError> {
    query_user(db, &db.tables.progress, user, Some(TALLY)).await
}

/// The seed of the instance a Quiz Challenge card asks `user` at its current version: the same when
/// the card is shown and when it is answered, a new one after each review, and each student's own
/// (one student's answer says nothing of another's card).
pub fn instance_seed(user: &UserId, card: &Card) -> u64 {
    // FNV-1a over the student, the card id and its version: stable across processes and builds.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let bytes = user.as_str().bytes().chain([0]).chain(card.card_id.as_str().bytes()).chain(card.version.to_le_bytes());
    for b in bytes {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    h
}

fn s(v: impl Into<String>) -> AttributeValue {
    AttributeValue::S(v.into())
}

fn card_sk(card_id: &CardId) -> String {
    format!("{CARD}{card_id}")
}

fn due_sk(due: i64, card_id: &CardId) -> String {
    format!("{DUE}{:013}#{card_id}", due.max(0))
}

fn item(user: &UserId, sk: String, card: &Card) -> Result<Item, StoreError> {
    let mut item: Item = serde_dynamo::to_item(card)?;
    item.insert("cognitoId".into(), s(user));
    item.insert("sk".into(), s(sk));
    Ok(item)
}

fn built<T, E: std::fmt::Display>(r: Result<T, E>) -> Result<T, StoreError> {
    r.map_err(|e| StoreError::Other(e.to_string()))
}

fn put(
    db: &Db,
    item: Item,
    condition: Option<(&str, Option<(&str, AttributeValue)>)>,
) -> Result<TransactWriteItem, StoreError> {
    let mut put = Put::builder().table_name(&db.tables.progress).set_item(Some(item));
    if let Some((expr, value)) = condition {
        put = put.condition_expression(expr);
        if let Some((name, v)) = value {
            put = put.expression_attribute_values(name, v);
        }
    }
    Ok(TransactWriteItem::builder().put(built(put.build())?).build())
}

fn delete(db: &Db, user: &UserId, sk: String) -> Result<TransactWriteItem, StoreError> {
    let delete = Delete::builder().table_name(&db.tables.progress).key("cognitoId", s(user)).key("sk", s(sk));
    Ok(TransactWriteItem::builder().delete(built(delete.build())?).build())
}

async fn transact(db: &Db, items: Vec<TransactWriteItem>) -> Result<bool, StoreError> {
    crate::written(crate::transact(db, items).await)
}

/// Adds `card` to `user`'s deck unless that question is in it already (its schedule is kept).
/// Returns whether it was added.
pub async fn add(db: &Db, user: &UserId, card: &Card) -> Result<bool, StoreError> {
    transact(db, adding(db, user, card)?).await
}

pub async fn card(db: &Db, user: &UserId, card_id: &CardId) -> Result<Option<Card>, StoreError> {
    get_user_file(db, &db.tables.progress, user, card_sk(card_id)).await
}

/// Writes `next` (a review of `read`, with version `read.version + 1`) if the card is still as it
/// was read. `Ok(false)` when another review came first.
/// `log` is the student's day log after this review (on the settings item, in the same transaction);
/// `logged` the review, kept in the student's history.
pub async fn reschedule(
    db: &Db,
    user: &UserId,
    read: &Card,
    next: &Card,
    log: DayLog,
    logged: Logged,
) -> Result<bool, StoreError> {
    let history = history_item(user, &next.card_id, logged)?;
    let log = Update::builder()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(user))
        .key("sk", s(SETTINGS))
        .update_expression("SET dayLog = :l")
        .expression_attribute_values(":l", serde_dynamo::to_attribute_value(log)?);
    transact(
        db,
        vec![
            put(
                db,
                item(user, card_sk(&next.card_id), next)?,
                Some(("version = :v", Some((":v", AttributeValue::N(read.version.to_string()))))),
            )?,
            delete(db, user, due_sk(read.due, &read.card_id))?,
            put(db, item(user, due_sk(next.due, &next.card_id), next)?, None)?,
            put(db, history, None)?,
            TransactWriteItem::builder().update(built(log.build())?).build(),
        ],
    )
    .await
}

/// The row of one review in the student's history, as a review writes it (and as the weekly fit,
/// [`history`], reads it).
pub fn history_item(user: &UserId, card_id: &CardId, logged: Logged) -> Result<Item, StoreError> {
    let mut item: Item = serde_dynamo::to_item(logged)?;
    item.insert("cognitoId".into(), s(user));
    item.insert("sk".into(), s(format!("{LOG}{card_id}#{:013}", logged.reviewed_at)));
    item.insert("cardId".into(), s(card_id));
    Ok(item)
}

/// A logged review with its card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoggedReview {
    pub card_id: CardId,
    #[serde(flatten)]
    pub review: Logged,
}

/// Every logged review of the student, with its card (one Query, following pages): when they
/// answered, for the mastery's evidence (`services::mastery`).
pub async fn logged(db: &Db, user: &UserId) -> Result<Vec<LoggedReview>, StoreError> {
    query_user(db, &db.tables.progress, user, Some(LOG)).await
}

/// The student's review history, card by card (one Query, following pages).
pub async fn history(db: &Db, user: &UserId) -> Result<Vec<Vec<Logged>>, StoreError> {
    let rows: Vec<LoggedReview> = query_user(db, &db.tables.progress, user, Some(LOG)).await?;
    let mut cards: Vec<(CardId, Vec<Logged>)> = vec![];
    for row in rows {
        match cards.last_mut() {
            Some((id, reviews)) if *id == row.card_id => reviews.push(row.review),
            _ => cards.push((row.card_id, vec![row.review])),
        }
    }
    Ok(cards.into_iter().map(|(_, reviews)| reviews).collect())
}

/// Takes `card` out of the deck. `Ok(false)` when it had changed since it was read.
pub async fn remove(db: &Db, user: &UserId, card: &Card) -> Result<bool, StoreError> {
    let delete_card = Delete::builder()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(user))
        .key("sk", s(card_sk(&card.card_id)))
        .condition_expression("version = :v")
        .expression_attribute_values(":v", AttributeValue::N(card.version.to_string()));
    transact(
        db,
        vec![
            TransactWriteItem::builder().delete(built(delete_card.build())?).build(),
            delete(db, user, due_sk(card.due, &card.card_id))?,
        ],
    )
    .await
}

/// A Query of `user`'s due entries up to `until_ms`, earliest first.
fn due_query(
    db: &Db,
    user: &UserId,
    until_ms: i64,
) -> aws_sdk_dynamodb::operation::query::builders::QueryFluentBuilder {
    db.client
        .query()
        .table_name(&db.tables.progress)
        .key_condition_expression("cognitoId = :u AND sk BETWEEN :from AND :to")
        .expression_attribute_values(":u", s(user))
        .expression_attribute_values(":from", s(DUE))
        .expression_attribute_values(":to", s(format!("{DUE}{:013}#~", until_ms.max(0))))
}

/// The cards due at or before `until_ms`, earliest first (one Query).
pub async fn due(db: &Db, user: &UserId, until_ms: i64) -> Result<Vec<Card>, StoreError> {
    crate::parsed_all(crate::all_items(due_query(db, user, until_ms)).await?)
}

/// When the next card after `after_ms` comes due, if any (one Query, one item).
pub async fn next_due(db: &Db, user: &UserId, after_ms: i64) -> Result<Option<i64>, StoreError> {
    let res = db
        .client
        .query()
        .table_name(&db.tables.progress)
        .key_condition_expression("cognitoId = :u AND sk BETWEEN :from AND :to")
        .expression_attribute_values(":u", s(user))
        .expression_attribute_values(":from", s(format!("{DUE}{:013}#~", after_ms.max(0))))
        .expression_attribute_values(":to", s(format!("{DUE}~")))
        .projection_expression("due")
        .limit(1)
        .send()
        .await?;
    let first = res.items.unwrap_or_default().into_iter().next();
    Ok(first.and_then(|i| i.get("due").and_then(|v| v.as_n().ok()).and_then(|n| n.parse().ok())))
}

/// Every card of the deck (the mastery view and the deck's size).
pub async fn all(db: &Db, user: &UserId) -> Result<Vec<Card>, StoreError> {
    query_user(db, &db.tables.progress, user, Some(CARD)).await
}

/// How many cards are due at or before `until_ms` (one Query, counting only).
pub async fn due_count(db: &Db, user: &UserId, until_ms: i64) -> Result<u32, StoreError> {
    crate::count_all(due_query(db, user, until_ms)).await
}

/// What answering a card needs, in one BatchGetItem: the student's profile (for the entitlement
/// check), the card, the deck's settings and, for a Quiz Challenge card, its question.
pub async fn answer_reads(db: &Db, user: &UserId, card_id: &CardId) -> Result<AnswerReads, StoreError> {
    let mut keys = vec![
        crate::keys::profile_key(db, user),
        card_key_in(db, user, card_id),
        crate::Key { table: db.tables.progress.clone(), key: user_key(user, SETTINGS) },
    ];
    // A challenge card's question, to grade the instance it asked (its id names it).
    let challenge = card_id.as_str().strip_prefix("cq-").and_then(|id| id.parse::<u32>().ok());
    keys.extend(challenge.map(|id| crate::keys::challenge_question_key(db, id)));
    let mut found = crate::batch::get_keys(db, &keys).await?.into_iter();
    Ok(AnswerReads {
        profile: crate::parsed(found.next().flatten())?,
        card: crate::parsed(found.next().flatten())?,
        settings: crate::parsed(found.next().flatten())?,
        challenge_question: crate::parsed(found.next().flatten())?,
    })
}

/// What answering a card reads, in one request.
pub struct AnswerReads {
    pub profile: Option<domain::profile::Profile>,
    pub card: Option<Card>,
    pub settings: Option<Settings>,
    /// A Quiz Challenge card's question.
    pub challenge_question: Option<domain::challenge::ChallengeQuestion>,
}

pub async fn settings(db: &Db, user: &UserId) -> Result<Option<Settings>, StoreError> {
    get_user_file(db, &db.tables.progress, user, SETTINGS.to_owned()).await
}

/// Stores the student's choices (one UpdateItem; the day log and fitted parameters stay).
pub async fn put_settings(db: &Db, user: &UserId, choices: Choices) -> Result<(), StoreError> {
    let num = |v: f64| AttributeValue::N(v.to_string());
    let update = db
        .client
        .update_item()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(user))
        .key("sk", s(SETTINGS))
        .expression_attribute_values(":r", num(choices.desired_retention))
        .expression_attribute_values(":e", num(choices.exam_retention));
    let update = match choices.budget {
        Some(budget) => update
            .update_expression("SET desiredRetention = :r, examRetention = :e, budget = :b")
            .expression_attribute_values(":b", serde_dynamo::to_attribute_value(budget)?),
        None => update.update_expression("SET desiredRetention = :r, examRetention = :e REMOVE budget"),
    };
    update.send().await?;
    Ok(())
}

/// Stores FSRS parameters fitted to `reviews` of the student's reviews (one UpdateItem).
pub async fn put_params(db: &Db, user: &UserId, params: &[f64], reviews: usize) -> Result<(), StoreError> {
    db.client
        .update_item()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(user))
        .key("sk", s(SETTINGS))
        .update_expression("SET params = :p, fittedOn = :n")
        .expression_attribute_values(":p", serde_dynamo::to_attribute_value(params)?)
        .expression_attribute_values(":n", AttributeValue::N(reviews.to_string()))
        .send()
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn due_keys_sort_by_time_and_the_range_ends_at_now() {
        let early = due_sk(1_000, &"qb-1-2".into());
        let late = due_sk(20_000_000_000_000 - 1, &"quiz-1-2".into());
        assert!(early < late);
        let to = format!("{DUE}{:013}#~", 1_000);
        assert!(early.as_str() <= to.as_str() && late.as_str() > to.as_str());
        assert!(early.as_str() >= DUE);
    }

    #[test]
    fn one_question_is_one_card() {
        assert_eq!(CardSource::Quiz { quiz_set_id: 3, quiz_id: 7 }.card_id(), "quiz-3-7");
        assert_eq!(CardSource::QuestionBank { question_set_id: 3, question_id: 7 }.card_id(), "qb-3-7");
    }
}
