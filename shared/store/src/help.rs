//! Study help: students' question threads, their messages, and the staff's queue of threads
//! waiting for a reply (spec 03 §3, §4.4).
//!
//! | item           | table | pk                 | sk                                               |
//! |----------------|-------|--------------------|--------------------------------------------------|
//! | thread         | help  | `USER#{cognitoId}` | `THREAD#{createdAt:013}`                         |
//! | message        | help  | `USER#{cognitoId}` | `MSG#{threadCreatedAt:013}#{createdAt:013}#{by}` |
//! | waiting thread | help  | `QUEUE`            | `{cognitoId}#{threadCreatedAt:013}`              |
//!
//! A student's threads and messages share their partition, so each list is one Query and nobody
//! else's thread can be named. Every change is one transaction over the thread, the message and
//! the queue entry, so the thread's status, its messages and the staff's queue always agree. A
//! message keeps its economics diagrams (at most six, checked before they reach here) in its item.

use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem, Update};
use domain::ids::UserId;
use serde::Serialize;

use crate::keys::user_pk;
use crate::{Db, Item, StoreError, failed_conditions};

pub use domain::help::{Message, Sender, Thread, ThreadStatus, Waiting};

fn thread_sk(created_at: i64) -> String {
    format!("THREAD#{created_at:013}")
}
fn message_sk(thread: i64, at: i64, sender: Sender) -> String {
    let by = if sender == Sender::Admin { "A" } else { "C" };
    format!("MSG#{thread:013}#{at:013}#{by}")
}
/// The staff's queue of waiting threads.
const QUEUE: &str = "QUEUE";

fn queue_sk(user: &UserId, thread: i64) -> String {
    format!("{user}#{thread:013}")
}

fn keyed<T: Serialize>(value: &T, pk: String, sk: String) -> Result<Item, StoreError> {
    let mut item: Item = serde_dynamo::to_item(value)?;
    item.insert("pk".into(), AttributeValue::S(pk));
    item.insert("sk".into(), AttributeValue::S(sk));
    Ok(item)
}

fn key(pk: String, sk: String) -> Item {
    Item::from([("pk".into(), AttributeValue::S(pk)), ("sk".into(), AttributeValue::S(sk))])
}

fn build<T, E: std::fmt::Display>(r: Result<T, E>) -> Result<T, StoreError> {
    r.map_err(|e| StoreError::Malformed(e.to_string()))
}

fn put(db: &Db, item: Item, condition: Option<&str>) -> Result<TransactWriteItem, StoreError> {
    let put = build(
        Put::builder()
            .table_name(&db.tables.help)
            .set_item(Some(item))
            .set_condition_expression(condition.map(str::to_owned))
            .build(),
    )?;
    Ok(TransactWriteItem::builder().put(put).build())
}

fn delete_queue(db: &Db, user: &UserId, thread: i64) -> Result<TransactWriteItem, StoreError> {
    let delete = build(
        Delete::builder().table_name(&db.tables.help).set_key(Some(key(QUEUE.into(), queue_sk(user, thread)))).build(),
    )?;
    Ok(TransactWriteItem::builder().delete(delete).build())
}

fn waiting_item(db: &Db, w: &Waiting) -> Result<TransactWriteItem, StoreError> {
    put(db, keyed(w, QUEUE.into(), queue_sk(&w.cognito_id, w.thread_created_at))?, None)
}

/// How a write to a thread went.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    Done,
    /// No such thread (of this student).
    NotFound,
    /// The thread is resolved: it takes no more messages.
    Resolved,
    /// A thread with this id exists already (two created in the same millisecond).
    Exists,
}

async fn run(db: &Db, items: Vec<TransactWriteItem>) -> Result<Result<(), Vec<bool>>, StoreError> {
    match db.client.transact_write_items().set_transact_items(Some(items)).send().await {
        Ok(_) => Ok(Ok(())),
        Err(e) => match failed_conditions(&e) {
            Some(failed) => Ok(Err(failed)),
            None => Err(e.into()),
        },
    }
}

/// A new thread with its first message (the student's, written when the thread is), waiting for
/// staff.
pub async fn create_thread(db: &Db, thread: &Thread, message: &Message) -> Result<Outcome, StoreError> {
    let pk = user_pk(&thread.cognito_id);
    let waiting = Waiting {
        cognito_id: thread.cognito_id.clone(),
        thread_created_at: thread.created_at,
        title: thread.title.clone(),
        student_full_name: thread.student_full_name.clone(),
        last_message_at: thread.created_at,
    };
    let items = vec![
        put(db, keyed(thread, pk.clone(), thread_sk(thread.created_at))?, Some("attribute_not_exists(sk)"))?,
        put(db, keyed(message, pk, message_sk(thread.created_at, message.created_at, message.sender))?, None)?,
        waiting_item(db, &waiting)?,
    ];
    Ok(match run(db, items).await? {
        Ok(()) => Outcome::Done,
        Err(_) => Outcome::Exists,
    })
}

pub async fn thread(db: &Db, user: &UserId, created_at: i64) -> Result<Option<Thread>, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.help)
        .set_key(Some(key(user_pk(user), thread_sk(created_at))))
        .send()
        .await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

async fn query_prefix<T: serde::de::DeserializeOwned>(
    db: &Db,
    pk: String,
    prefix: Option<&str>,
) -> Result<Vec<T>, StoreError> {
    crate::query_partition(db, &db.tables.help, ("pk", &pk), prefix).await
}

/// The student's threads, newest first.
pub async fn threads(db: &Db, user: &UserId) -> Result<Vec<Thread>, StoreError> {
    let mut all: Vec<Thread> = query_prefix(db, user_pk(user), Some("THREAD#")).await?;
    all.reverse();
    Ok(all)
}

/// A thread's messages, oldest first.
pub async fn messages(db: &Db, user: &UserId, thread: i64) -> Result<Vec<Message>, StoreError> {
    query_prefix(db, user_pk(user), Some(&format!("MSG#{thread:013}#"))).await
}

/// Adds a message to an open thread: from the student it waits for staff again, from staff it
/// leaves the queue and shows as unread to the student.
pub async fn add_message(db: &Db, thread: &Thread, message: &Message) -> Result<Outcome, StoreError> {
    let (sender, now_ms) = (message.sender, message.created_at);
    let pk = user_pk(&thread.cognito_id);
    let status = if sender == Sender::Admin { ThreadStatus::AdminResponded } else { ThreadStatus::ClientResponded };
    let update = build(
        Update::builder()
            .table_name(&db.tables.help)
            .set_key(Some(key(pk.clone(), thread_sk(thread.created_at))))
            .update_expression("SET threadStatus = :s, lastMessageAt = :now")
            .condition_expression("attribute_exists(sk) AND threadStatus <> :resolved")
            .expression_attribute_values(":s", serde_dynamo::to_attribute_value(status)?)
            .expression_attribute_values(":resolved", serde_dynamo::to_attribute_value(ThreadStatus::Resolved)?)
            .expression_attribute_values(":now", AttributeValue::N(now_ms.to_string()))
            .build(),
    )?;
    let queue = if sender == Sender::Admin {
        delete_queue(db, &thread.cognito_id, thread.created_at)?
    } else {
        waiting_item(
            db,
            &Waiting {
                cognito_id: thread.cognito_id.clone(),
                thread_created_at: thread.created_at,
                title: thread.title.clone(),
                student_full_name: thread.student_full_name.clone(),
                last_message_at: now_ms,
            },
        )?
    };
    let items = vec![
        TransactWriteItem::builder().update(update).build(),
        put(db, keyed(message, pk, message_sk(thread.created_at, now_ms, sender))?, Some("attribute_not_exists(sk)"))?,
        queue,
    ];
    Ok(match run(db, items).await? {
        Ok(()) => Outcome::Done,
        Err(failed) if failed.get(1) == Some(&true) => Outcome::Exists,
        Err(_) => Outcome::Resolved,
    })
}

/// Marks a thread resolved (by its student or by staff); it leaves the queue.
pub async fn resolve(db: &Db, user: &UserId, created_at: i64) -> Result<Outcome, StoreError> {
    let update = build(
        Update::builder()
            .table_name(&db.tables.help)
            .set_key(Some(key(user_pk(user), thread_sk(created_at))))
            .update_expression("SET threadStatus = :s")
            .condition_expression("attribute_exists(sk)")
            .expression_attribute_values(":s", serde_dynamo::to_attribute_value(ThreadStatus::Resolved)?)
            .build(),
    )?;
    let items = vec![TransactWriteItem::builder().update(update).build(), delete_queue(db, user, created_at)?];
    Ok(match run(db, items).await? {
        Ok(()) => Outcome::Done,
        Err(_) => Outcome::NotFound,
    })
}

/// The threads waiting for staff, newest message first.
pub async fn waiting(db: &Db) -> Result<Vec<Waiting>, StoreError> {
    let mut all: Vec<Waiting> = query_prefix(db, QUEUE.into(), None).await?;
    all.sort_by_key(|w| std::cmp::Reverse(w.last_message_at));
    Ok(all)
}

/// What the staff's queue holds of `sub` (for the erasure): their waiting threads (one Query).
pub(crate) async fn queued_of(db: &Db, sub: &UserId) -> Result<Vec<Item>, StoreError> {
    crate::query_items(db, &db.tables.help, ("pk", QUEUE), Some(&format!("{sub}#"))).await
}
