//! Where rows are kept: the attribute helpers every repository module uses, and the keys of rows
//! that one module writes and another reads or writes in the same request (a sitting handed in
//! becomes an answer on the marking desk in one transaction; answering a review card reads the
//! profile and a challenge question in one BatchGetItem; an erasure names a student's roster
//! row). Repository modules import this module and the crate's root, never each other; the
//! erasure (`privacy`) asks each module what it holds of a student. Each key format is spelled in
//! one file (tests/key_owners.rs).

use aws_sdk_dynamodb::types::AttributeValue;
use domain::ids::{AnswerId, UserId};
use serde::Serialize;

use crate::{Db, Item, Key, StoreError};

/// A text attribute.
pub(crate) fn s(v: impl AsRef<str>) -> AttributeValue {
    AttributeValue::S(v.as_ref().to_owned())
}

/// A number attribute.
pub(crate) fn n(v: impl ToString) -> AttributeValue {
    AttributeValue::N(v.to_string())
}

/// The key of a row in a table keyed `pk` and `sk`.
pub(crate) fn key(pk: impl Into<String>, sk: impl Into<String>) -> Item {
    Item::from([("pk".to_owned(), AttributeValue::S(pk.into())), ("sk".to_owned(), AttributeValue::S(sk.into()))])
}

/// `value`'s attributes with the key `pk`, `sk`.
pub(crate) fn keyed<T: Serialize>(value: &T, pk: impl Into<String>, sk: impl Into<String>) -> Result<Item, StoreError> {
    let mut item: Item = serde_dynamo::to_item(value)?;
    item.extend(key(pk, sk));
    Ok(item)
}

/// A request the SDK's builder refused (a required field missing: our mistake, not the data's).
pub(crate) fn built<T, E: std::fmt::Display>(r: Result<T, E>) -> Result<T, StoreError> {
    r.map_err(|e| StoreError::Other(e.to_string()))
}

/// How many times a transaction is sent when another one was touching the same items.
pub(crate) const TRANSACTION_TRIES: u32 = 4;

/// Where `auth_id`'s profile is kept (for a read with other tables' items).
pub fn profile_key(db: &Db, auth_id: &UserId) -> Key {
    Key { table: db.tables.users.clone(), key: Item::from([("authId".to_owned(), s(auth_id))]) }
}

/// An update of `auth_id`'s profile (users table).
pub(crate) fn profile_update(
    db: &Db,
    auth_id: &UserId,
) -> aws_sdk_dynamodb::operation::update_item::builders::UpdateItemFluentBuilder {
    db.client.update_item().table_name(&db.tables.users).key("authId", s(auth_id))
}

/// A Quiz Challenge question's key in the challenge table.
pub(crate) fn challenge_question(id: u32) -> (String, String) {
    ("CQ".into(), format!("{id:06}"))
}

/// Where Quiz Challenge question `id` is kept (for a read with other tables' items).
pub fn challenge_question_key(db: &Db, id: u32) -> Key {
    let (pk, sk) = challenge_question(id);
    Key { table: db.tables.challenge.clone(), key: key(pk, sk) }
}

/// The partition of a student's rows in the answers, mail and privacy tables.
pub(crate) fn user_pk(user: &UserId) -> String {
    format!("USER#{user}")
}

/// The sort-key prefix of written answers in their student's partition of the answers table.
pub(crate) const ANSWER_PREFIX: &str = "ANSWER#";

/// A written answer's sort key in its student's partition of the answers table.
pub(crate) fn answer_sk(answer_id: &AnswerId) -> String {
    format!("{ANSWER_PREFIX}{answer_id}")
}

/// A month's allowance counter (`2026-11`) in a student's partition of the answers table: the
/// desk's marking and a paper sent to it spend the same one.
pub(crate) fn allowance_sk(month: &str) -> String {
    format!("ALLOWANCE#{month}")
}

/// A written answer's key in the answers table.
pub(crate) fn answer_key(user: &UserId, answer_id: &AnswerId) -> Item {
    key(user_pk(user), answer_sk(answer_id))
}

/// The sort-key prefix of a paper's lock for a student (`OPEN#{paperId:08}`, in their answers
/// partition): which sitting of that paper is on the clock. Not the student's words: erased with
/// them, left out of their download.
pub(crate) const OPEN_SITTING: &str = "OPEN#";

/// The marking desk's queue: an answer handed in and not yet claimed is `status = WAITING`.
pub(crate) const WAITING: &str = "WAITING";

/// The answers table's partition of staff's settings: marking's allowances and descriptors, the
/// internal assessment's settings (each its own sort key).
pub(crate) const SETTINGS: &str = "SETTINGS";

/// How many partitions the weekly digest's roster is spread over.
pub const ROSTER_SHARDS: u32 = 8;

/// The roster partition of a student: a stable spread of their id.
pub(crate) fn roster_shard(sub: &UserId) -> u32 {
    sub.as_str().bytes().fold(0u32, |h, b| h.wrapping_mul(31).wrapping_add(u32::from(b))) % ROSTER_SHARDS
}

/// Roster partition `shard` (mail table).
pub(crate) fn roster_pk(shard: u32) -> String {
    format!("ROSTER#{shard}")
}

/// A student's row on the digest's roster (mail table).
pub(crate) fn roster_row(sub: &UserId) -> Item {
    key(roster_pk(roster_shard(sub)), sub)
}
