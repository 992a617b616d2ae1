//! Written answers and the marking desk (docs/marking.md).
//!
//! | item                  | table   | pk                   | sk                                   |
//! |-----------------------|---------|----------------------|--------------------------------------|
//! | answer (or its draft) | answers | `USER#{cognitoId}`   | `ANSWER#{answerId}`                  |
//! | allowance used        | answers | `USER#{cognitoId}`   | `ALLOWANCE#{yyyy-mm}`                |
//! | returned (insight)    | answers | `RETURNED#{yyyy-mm}` | `{returnedAt:013}#{cognitoId}#{id}`  |
//! | allowances by plan    | answers | `SETTINGS`           | `ALLOWANCES`                         |
//! | band descriptors      | answers | `SETTINGS`           | `DESCRIPTORS`                        |
//!
//! A handed-in answer carries `queue = WAITING` and `queuedAt = {submittedAt:013}#…` until it is
//! returned: the index `byQueue` holds exactly the waiting answers, oldest first, so the desk's
//! queue is one Query. Handing in is one transaction (the answer, its draft gone, the month's
//! allowance counted under its limit); returning is one transaction (the answer marked and out of
//! the queue, the month's record for the insight).

use aws_sdk_dynamodb::types::{Delete, Put, ReturnValue, TransactWriteItem, Update};
use domain::ids::AnswerId;
use domain::ids::UserId;

use crate::keys::{
    ANSWER_PREFIX, SETTINGS, TRANSACTION_TRIES, WAITING, allowance_sk, answer_key, answer_sk, built, key, keyed, n, s,
    user_pk,
};
use crate::{Db, StoreError, failed_conditions};

pub use domain::marking::{
    Allowances, Answer, AnswerStatus, Comment, CourseLevel, Mark, Marker, Paper, Pin, Returned, Scheme, SelfAssessment,
};

/// One answer of a student (a draft's id is `Answer::draft_id`).
pub async fn answer(db: &Db, user: &UserId, answer_id: &AnswerId) -> Result<Option<Answer>, StoreError> {
    let out =
        db.client.get_item().table_name(&db.tables.answers).set_key(Some(answer_key(user, answer_id))).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

/// Every answer of a student, drafts too (one Query, following pages).
pub async fn answers(db: &Db, user: &UserId) -> Result<Vec<Answer>, StoreError> {
    crate::query_partition(db, &db.tables.answers, ("pk", &user_pk(user)), Some(ANSWER_PREFIX)).await
}

/// Every answer of a student, read after every write before it (a strongly consistent Query):
/// what a return reads to tell whether a paper's last part is back.
pub async fn answers_now(db: &Db, user: &UserId) -> Result<Vec<Answer>, StoreError> {
    let q = crate::partition_query(db, &db.tables.answers, ("pk", &user_pk(user)), Some(ANSWER_PREFIX));
    crate::parsed_all(crate::all_items(q.consistent_read(true)).await?)
}

/// Saves a draft whose `version` is the new one, if the stored draft is at `version - 1` (none for
/// version 1): two tabs cannot overwrite each other. False when another save came first.
pub async fn save_draft(db: &Db, draft: &Answer) -> Result<bool, StoreError> {
    let item = keyed(draft, user_pk(&draft.cognito_id), answer_sk(&draft.answer_id))?;
    let req = db.client.put_item().table_name(&db.tables.answers).set_item(Some(item));
    let req = if draft.version <= 1 {
        req.condition_expression("attribute_not_exists(pk)")
    } else {
        req.condition_expression("version = :base").expression_attribute_values(":base", n(draft.version - 1))
    };
    crate::written(req.send().await.map_err(StoreError::from))
}

/// What handing in came to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Handed {
    In,
    /// The draft changed (another tab saved) or is gone (already handed in).
    DraftChanged,
    /// The month's allowance is used up.
    AllowanceUsed,
}

/// Hands in `answer` (status submitted, queued) in place of the draft at `draft_version`, counting
/// one of the month's `limit` marked answers: one transaction, so of twenty at once no more than
/// the allowance are handed in.
pub async fn hand_in(
    db: &Db,
    answer: &Answer,
    draft_version: u64,
    month: &str,
    limit: u32,
) -> Result<Handed, StoreError> {
    let submitted_at = answer.submitted_at.unwrap_or(answer.updated_at);
    let mut item = keyed(answer, user_pk(&answer.cognito_id), answer_sk(&answer.answer_id))?;
    item.insert("queue".into(), s(WAITING));
    item.insert("queuedAt".into(), s(format!("{submitted_at:013}#{}#{}", answer.cognito_id, answer.answer_id)));
    let t = &db.tables.answers;
    let put = built(
        Put::builder().table_name(t).set_item(Some(item)).condition_expression("attribute_not_exists(pk)").build(),
    )?;
    let draft_id = Answer::draft_id(answer.question_set_id, answer.question_id);
    let delete = built(
        Delete::builder()
            .table_name(t)
            .set_key(Some(answer_key(&answer.cognito_id, &draft_id)))
            .condition_expression("version = :v")
            .expression_attribute_values(":v", n(draft_version))
            .build(),
    )?;
    let count = built(
        Update::builder()
            .table_name(t)
            .set_key(Some(key(user_pk(&answer.cognito_id), allowance_sk(month))))
            .update_expression("ADD used :one")
            .condition_expression("attribute_not_exists(used) OR used < :limit")
            .expression_attribute_values(":one", n(1))
            .expression_attribute_values(":limit", n(limit))
            .build(),
    )?;
    // DynamoDB cancels transactions that touch the same item at the same moment (the month's
    // count, when a student hands in several at once): those are tried again, a few times.
    for attempt in 0..TRANSACTION_TRIES {
        let res = db
            .client
            .transact_write_items()
            .transact_items(TransactWriteItem::builder().put(put.clone()).build())
            .transact_items(TransactWriteItem::builder().delete(delete.clone()).build())
            .transact_items(TransactWriteItem::builder().update(count.clone()).build())
            .send()
            .await;
        match res {
            Ok(_) => return Ok(Handed::In),
            Err(e) if crate::conflicted(&e) && attempt + 1 < TRANSACTION_TRIES => {
                tokio::time::sleep(std::time::Duration::from_millis(fastrand::u64(10..60) << attempt)).await;
            }
            Err(e) => {
                return match failed_conditions(&e) {
                    Some(failed) if failed.get(2).copied().unwrap_or(false) => Ok(Handed::AllowanceUsed),
                    Some(_) => Ok(Handed::DraftChanged),
                    None => Err(e.into()),
                };
            }
        }
    }
    unreachable!("the last try returns")
}

/// How many marked answers `user` has handed in in `month`.
pub async fn allowance_used(db: &Db, user: &UserId, month: &str) -> Result<u32, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.answers)
        .set_key(Some(key(user_pk(user), allowance_sk(month))))
        .send()
        .await?;
    Ok(out
        .item
        .as_ref()
        .and_then(|i| i.get("used"))
        .and_then(|v| v.as_n().ok())
        .and_then(|v| v.parse().ok())
        .unwrap_or(0))
}

/// What the desk's queue may be narrowed to.
#[derive(Debug, Clone, Default)]
pub struct QueueFilter {
    pub paper: Option<Paper>,
    pub marks: Option<u32>,
    pub topic_id: Option<u32>,
    pub level: Option<CourseLevel>,
}

impl QueueFilter {
    /// Whether `answer` is one the filter keeps (what the Query's filter asks of the index).
    pub fn admits(&self, answer: &Answer) -> bool {
        self.paper.is_none_or(|p| answer.paper == Some(p))
            && self.marks.is_none_or(|m| answer.marks == m)
            && self.topic_id.is_none_or(|t| answer.topic_id == t)
            && self.level.is_none_or(|l| answer.level == Some(l))
    }
}

/// The most answers one read of the queue returns.
pub const QUEUE_PAGE: i32 = 200;

/// A Query of the waiting answers on the index `byQueue`, oldest first.
fn waiting(db: &Db) -> aws_sdk_dynamodb::operation::query::builders::QueryFluentBuilder {
    db.client
        .query()
        .table_name(&db.tables.answers)
        .index_name("byQueue")
        .key_condition_expression("#q = :w")
        .expression_attribute_names("#q", "queue")
        .expression_attribute_values(":w", s(WAITING))
}

/// The oldest [`QUEUE_PAGE`] waiting answers, narrowed by `filter`: one Query on the index
/// `byQueue` (more only when a filter leaves fewer than a page's worth on DynamoDB's first 1 MB).
pub async fn queue(db: &Db, filter: &QueueFilter) -> Result<Vec<Answer>, StoreError> {
    let mut conditions = vec![];
    let mut q = waiting(db).scan_index_forward(true);
    if let Some(paper) = filter.paper {
        conditions.push("paper = :paper");
        q = q.expression_attribute_values(":paper", serde_dynamo::to_attribute_value(paper)?);
    }
    if let Some(marks) = filter.marks {
        conditions.push("marks = :marks");
        q = q.expression_attribute_values(":marks", n(marks));
    }
    if let Some(topic) = filter.topic_id {
        conditions.push("topicId = :topic");
        q = q.expression_attribute_values(":topic", n(topic));
    }
    if let Some(level) = filter.level {
        conditions.push("#level = :level");
        q = q
            .expression_attribute_names("#level", "level")
            .expression_attribute_values(":level", serde_dynamo::to_attribute_value(level)?);
    }
    // DynamoDB applies `Limit` before the filter: a filtered read pages on until it has a page.
    q = if conditions.is_empty() { q.limit(QUEUE_PAGE) } else { q.filter_expression(conditions.join(" AND ")) };
    let mut items = q.into_paginator().items().send();
    let mut found: Vec<Answer> = vec![];
    while found.len() < QUEUE_PAGE as usize {
        let Some(item) = items.next().await else { break };
        found.push(serde_dynamo::from_item(item?)?);
    }
    Ok(found)
}

/// Claims a waiting answer for marker `me` until `until_ms`: unless another marker's claim has not
/// lapsed. The answer as it is now, or `None` when someone else holds it (or it is not waiting).
pub async fn claim(
    db: &Db,
    user: &UserId,
    answer_id: &AnswerId,
    (me, name): (&UserId, &str),
    now_ms: i64,
    until_ms: i64,
) -> Result<Option<Answer>, StoreError> {
    let res = db
        .client
        .update_item()
        .table_name(&db.tables.answers)
        .set_key(Some(answer_key(user, answer_id)))
        .update_expression("SET claimBy = :me, claimName = :name, claimUntil = :until")
        .condition_expression(
            "#st = :submitted AND #q = :waiting AND (attribute_not_exists(claimBy) OR claimBy = :me OR \
             claimUntil <= :now)",
        )
        .expression_attribute_names("#st", "status")
        .expression_attribute_names("#q", "queue")
        .expression_attribute_values(":waiting", s(WAITING))
        .expression_attribute_values(":submitted", serde_dynamo::to_attribute_value(AnswerStatus::Submitted)?)
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":name", s(name))
        .expression_attribute_values(":until", n(until_ms))
        .expression_attribute_values(":now", n(now_ms))
        .return_values(ReturnValue::AllNew)
        .send()
        .await
        .map_err(StoreError::from);
    match res {
        Ok(out) => Ok(out.attributes.map(serde_dynamo::from_item).transpose()?),
        Err(StoreError::ConditionFailed) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Lets go of marker `me`'s claim on an answer (a part they may not mark under its standard).
pub async fn release(db: &Db, user: &UserId, answer_id: &AnswerId, me: &UserId) -> Result<(), StoreError> {
    let res = db
        .client
        .update_item()
        .table_name(&db.tables.answers)
        .set_key(Some(answer_key(user, answer_id)))
        .update_expression("REMOVE claimBy, claimName, claimUntil")
        .condition_expression("claimBy = :me")
        .expression_attribute_values(":me", s(me))
        .send()
        .await;
    crate::written(res.map_err(StoreError::from)).map(|_| ())
}

/// Saves marker `me`'s draft mark and renews their claim; false unless they hold it.
pub async fn save_mark_draft(
    db: &Db,
    user: &UserId,
    answer_id: &AnswerId,
    me: &UserId,
    mark: &Mark,
    now_ms: i64,
    until_ms: i64,
) -> Result<bool, StoreError> {
    let res = db
        .client
        .update_item()
        .table_name(&db.tables.answers)
        .set_key(Some(answer_key(user, answer_id)))
        .update_expression("SET draftMark = :mark, claimUntil = :until")
        .condition_expression("#st = :submitted AND claimBy = :me AND claimUntil > :now")
        .expression_attribute_names("#st", "status")
        .expression_attribute_values(":submitted", serde_dynamo::to_attribute_value(AnswerStatus::Submitted)?)
        .expression_attribute_values(":mark", serde_dynamo::to_attribute_value(mark)?)
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":until", n(until_ms))
        .expression_attribute_values(":now", n(now_ms))
        .send()
        .await;
    crate::written(res.map_err(StoreError::from))
}

/// Who returns an answer: the marker holding its claim, or a second marking's settlement (the
/// answer held back out of the queue for it).
#[derive(Debug, Clone, Copy)]
pub enum ReturnedBy<'a> {
    Claim(&'a UserId),
    Settlement,
}

/// Returns an answer with `mark`: marked, out of the queue, and kept in the month's record for
/// the insight, with `also` (a standard's rows), in one transaction. False unless the marker
/// still holds it (or, settled, it is still held back).
pub async fn give_back(
    db: &Db,
    (answer, mark, record): (&Answer, &Mark, &Returned),
    by: ReturnedBy<'_>,
    also: Vec<TransactWriteItem>,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let t = &db.tables.answers;
    let update = Update::builder()
        .table_name(t)
        .set_key(Some(answer_key(&answer.cognito_id, &answer.answer_id)))
        .update_expression(
            "SET #st = :returned, mark = :mark, returnedAt = :now REMOVE #q, queuedAt, draftMark, claimBy, \
             claimName, claimUntil",
        )
        .expression_attribute_names("#st", "status")
        .expression_attribute_names("#q", "queue")
        .expression_attribute_values(":returned", serde_dynamo::to_attribute_value(AnswerStatus::Returned)?)
        .expression_attribute_values(":submitted", serde_dynamo::to_attribute_value(AnswerStatus::Submitted)?)
        .expression_attribute_values(":mark", serde_dynamo::to_attribute_value(mark)?)
        .expression_attribute_values(":now", n(now_ms));
    let update = match by {
        ReturnedBy::Claim(me) => update
            .condition_expression("#st = :submitted AND claimBy = :me AND claimUntil > :now")
            .expression_attribute_values(":me", s(me.as_str())),
        ReturnedBy::Settlement => update.condition_expression("#st = :submitted AND attribute_not_exists(#q)"),
    };
    let (pk, sk) = returned_key(record.returned_at, &record.cognito_id, &record.answer_id);
    let put = built(Put::builder().table_name(t).set_item(Some(keyed(record, pk, sk)?)).build())?;
    let mut writes = vec![
        TransactWriteItem::builder().update(built(update.build())?).build(),
        TransactWriteItem::builder().put(put).build(),
    ];
    writes.extend(also);
    crate::written(crate::transact(db, writes).await)
}

/// Holds an answer back from its student for a second marking: out of the queue, its claim
/// (marker `me`'s) and draft gone, still waiting in the student's eyes; with `also` (the second
/// marking's row) in one transaction. False unless `me` holds it.
pub async fn hold_back(
    db: &Db,
    answer: &Answer,
    me: &UserId,
    also: Vec<TransactWriteItem>,
    now_ms: i64,
) -> Result<bool, StoreError> {
    let update = Update::builder()
        .table_name(&db.tables.answers)
        .set_key(Some(answer_key(&answer.cognito_id, &answer.answer_id)))
        .update_expression("REMOVE #q, queuedAt, draftMark, claimBy, claimName, claimUntil")
        .condition_expression("#st = :submitted AND claimBy = :me AND claimUntil > :now")
        .expression_attribute_names("#st", "status")
        .expression_attribute_names("#q", "queue")
        .expression_attribute_values(":submitted", serde_dynamo::to_attribute_value(AnswerStatus::Submitted)?)
        .expression_attribute_values(":me", s(me.as_str()))
        .expression_attribute_values(":now", n(now_ms));
    let mut writes = vec![TransactWriteItem::builder().update(built(update.build())?).build()];
    writes.extend(also);
    crate::written(crate::transact(db, writes).await)
}

/// Changes a returned answer's mark to `mark` (a second marking settled otherwise), with `also`
/// in one transaction. False unless it is returned.
pub async fn change_mark(
    db: &Db,
    answer: &Answer,
    mark: &Mark,
    also: Vec<TransactWriteItem>,
) -> Result<bool, StoreError> {
    let update = Update::builder()
        .table_name(&db.tables.answers)
        .set_key(Some(answer_key(&answer.cognito_id, &answer.answer_id)))
        .update_expression("SET mark = :mark")
        .condition_expression("#st = :returned")
        .expression_attribute_names("#st", "status")
        .expression_attribute_values(":returned", serde_dynamo::to_attribute_value(AnswerStatus::Returned)?)
        .expression_attribute_values(":mark", serde_dynamo::to_attribute_value(mark)?);
    let mut writes = vec![TransactWriteItem::builder().update(built(update.build())?).build()];
    writes.extend(also);
    crate::written(crate::transact(db, writes).await)
}

/// The partition of the answers returned in `month` (`2026-11`), for the staff's insight.
fn returned_pk(month: &str) -> String {
    format!("RETURNED#{month}")
}

/// The key of the record of an answer returned at `at` (epoch ms).
fn returned_key(at: i64, sub: &UserId, answer_id: &AnswerId) -> (String, String) {
    (returned_pk(&domain::marking::month_of(at)), format!("{at:013}#{sub}#{answer_id}"))
}

/// The keys of the returned-answer records of `sub`'s `answers` (their items, as stored): for
/// the erasure.
pub(crate) fn returned_keys(sub: &UserId, answers: &[crate::Item]) -> Vec<crate::Item> {
    let returned = |a: &crate::Item| {
        let at: i64 = a.get("returnedAt")?.as_n().ok()?.parse().ok()?;
        let id = AnswerId::from(a.get("answerId")?.as_s().ok()?.as_str());
        let (pk, sk) = returned_key(at, sub, &id);
        Some(key(pk, sk))
    };
    answers.iter().filter_map(returned).collect()
}

/// Keeps the record of an answer returned (the demo's month of marking; a return writes its own).
pub async fn record_returned(db: &Db, record: &Returned) -> Result<(), StoreError> {
    let (pk, sk) = returned_key(record.returned_at, &record.cognito_id, &record.answer_id);
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(keyed(record, pk, sk)?)).send().await?;
    Ok(())
}

/// The answers returned in `month` (one Query).
pub async fn returned(db: &Db, month: &str) -> Result<Vec<Returned>, StoreError> {
    crate::query_partition(db, &db.tables.answers, ("pk", &returned_pk(month)), None).await
}

/// How many answers wait in the queue (one Query on the index, counting).
pub async fn queue_size(db: &Db) -> Result<u32, StoreError> {
    crate::count_all(waiting(db)).await
}

/// The marked answers a month allowed by plan, as staff set them (the defaults until they do).
pub async fn allowances(db: &Db) -> Result<Allowances, StoreError> {
    let out =
        db.client.get_item().table_name(&db.tables.answers).set_key(Some(key(SETTINGS, "ALLOWANCES"))).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?.unwrap_or_default())
}

pub async fn set_allowances(db: &Db, allowances: &Allowances) -> Result<(), StoreError> {
    let item = keyed(allowances, SETTINGS, "ALLOWANCES")?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}

/// Staff's descriptors of the markbands (none written until they write them).
pub async fn band_descriptors(db: &Db) -> Result<domain::band_descriptors::BandDescriptors, StoreError> {
    let out =
        db.client.get_item().table_name(&db.tables.answers).set_key(Some(key(SETTINGS, "DESCRIPTORS"))).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?.unwrap_or_default())
}

pub async fn set_band_descriptors(
    db: &Db,
    descriptors: &domain::band_descriptors::BandDescriptors,
) -> Result<(), StoreError> {
    let item = keyed(descriptors, SETTINGS, "DESCRIPTORS")?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}
