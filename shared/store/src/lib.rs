//! DynamoDB storage: the table layout and one repository module per aggregate.
//!
//! Every request path here is a GetItem, Query, BatchGet or conditional write; never a Scan.
//!
//! A repository module imports the crate's root and its shared parts ([`keys`], [`batch`],
//! [`tables`], the catalogue table's rows) and never another repository module: what two of them
//! share is a key, kept in [`keys`], or a type, kept in `domain`; a flow across aggregates is
//! composed by the function that runs it (checked by `infra/test/layers.test.ts`).

pub mod activity;
pub mod batch;
pub mod catalogue;
mod catalogue_table;
pub mod challenge;
pub mod diagram_templates;
pub mod family;
pub mod favourites;
pub mod held;
pub mod help;
pub mod ia;
pub mod keys;
pub mod lessons;
pub mod limits;
pub mod mail;
pub mod marking;
pub mod notes;
pub mod papers;
pub mod payments;
pub mod privacy;
pub mod question_bank;
pub mod quizzes;
pub mod review;
pub mod standards;
pub mod tables;
pub mod trusted_by;
pub mod users;

use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::error::SdkError;
use aws_sdk_dynamodb::operation::query::builders::QueryFluentBuilder;
use domain::ids::UserId;

pub use tables::{TableSpec, Tables};

/// A DynamoDB item as the SDK carries it.
pub type Item = std::collections::HashMap<String, aws_sdk_dynamodb::types::AttributeValue>;
/// One write of a transaction ([`transact`]).
pub type Write = aws_sdk_dynamodb::types::TransactWriteItem;

/// A handle on the product's tables: the client plus the environment's table names.
#[derive(Clone, Debug)]
pub struct Db {
    pub client: Client,
    pub tables: Tables,
}

impl Db {
    pub fn new(client: Client, table_prefix: &str) -> Self {
        Self { client, tables: Tables::with_prefix(table_prefix) }
    }
}

/// The sort key of a user's record about one file: `{subjectId:06}#{topicId:06}#{fileKey}`, so
/// one Query with `begins_with` finds a topic's records and one without finds all of them.
pub fn file_sk(subject_id: u32, topic_id: u32, file_key: &str) -> String {
    format!("{}{file_key}", topic_prefix(subject_id, topic_id))
}

pub fn topic_prefix(subject_id: u32, topic_id: u32) -> String {
    format!("{subject_id:06}#{topic_id:06}#")
}

/// What a user's record about one file (a favourite, a note) says of the file: its key in the
/// user's partition and the catalogue's values when it was written.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserFile {
    pub cognito_id: UserId,
    pub sk: String,
    pub subject_id: u32,
    pub topic_id: u32,
    pub file_type_id: u32,
    pub file_key: String,
    pub file_name: String,
}

impl UserFile {
    /// `user`'s record about the catalogue's `file`.
    pub fn new(user: &UserId, file: catalogue::StudyFile) -> Self {
        Self {
            cognito_id: user.clone(),
            sk: file_sk(file.subject_id, file.topic_id, &file.key),
            subject_id: file.subject_id,
            topic_id: file.topic_id,
            file_type_id: file.file_type_id,
            file_key: file.key,
            file_name: file.original_file_name,
        }
    }
}

/// One user's record about one file (favourites, notes), by key.
/// Whether `text` can be a sort key: DynamoDB refuses an empty one and one over 1024 bytes (with
/// an error, not "none"), so such a key names nothing here.
pub(crate) fn key_fits(text: &str) -> bool {
    !text.is_empty() && text.len() <= 1024
}

pub(crate) async fn get_user_file<T: serde::de::DeserializeOwned>(
    db: &Db,
    table: &str,
    user: &UserId,
    sk: String,
) -> Result<Option<T>, StoreError> {
    use aws_sdk_dynamodb::types::AttributeValue;
    if !key_fits(&sk) {
        return Ok(None);
    }
    let out = db
        .client
        .get_item()
        .table_name(table)
        .key("cognitoId", AttributeValue::S(user.to_string()))
        .key("sk", AttributeValue::S(sk))
        .send()
        .await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

/// Every item of a user's partition (optionally under a sort-key prefix), following pages.
pub(crate) async fn query_user<T: serde::de::DeserializeOwned>(
    db: &Db,
    table: &str,
    user: &UserId,
    sk_prefix: Option<&str>,
) -> Result<Vec<T>, StoreError> {
    query_partition(db, table, ("cognitoId", user.as_str()), sk_prefix).await
}

/// Every item of one partition (`(key attribute, value)`), optionally under a sort-key (`sk`)
/// prefix, in sort-key order, following pages.
pub(crate) async fn query_partition<T: serde::de::DeserializeOwned>(
    db: &Db,
    table: &str,
    key: (&str, &str),
    sk_prefix: Option<&str>,
) -> Result<Vec<T>, StoreError> {
    parsed_all(query_items(db, table, key, sk_prefix).await?)
}

/// [`query_partition`]'s items as DynamoDB holds them.
pub(crate) async fn query_items(
    db: &Db,
    table: &str,
    key: (&str, &str),
    sk_prefix: Option<&str>,
) -> Result<Vec<Item>, StoreError> {
    all_items(partition_query(db, table, key, sk_prefix)).await
}

/// The Query of one partition, optionally under a sort-key prefix (for a caller to refine).
pub(crate) fn partition_query(
    db: &Db,
    table: &str,
    (key, value): (&str, &str),
    sk_prefix: Option<&str>,
) -> QueryFluentBuilder {
    use aws_sdk_dynamodb::types::AttributeValue;
    let q = db
        .client
        .query()
        .table_name(table)
        .expression_attribute_names("#k", key)
        .expression_attribute_values(":u", AttributeValue::S(value.to_owned()));
    match sk_prefix {
        Some(p) => q
            .key_condition_expression("#k = :u AND begins_with(sk, :p)")
            .expression_attribute_values(":p", AttributeValue::S(p.to_owned())),
        None => q.key_condition_expression("#k = :u"),
    }
}

/// Every item a Query matches, following its pages (the SDK's paginator).
pub(crate) async fn all_items(q: QueryFluentBuilder) -> Result<Vec<Item>, StoreError> {
    Ok(q.into_paginator().items().send().try_collect().await?)
}

/// Items parsed, the first malformed one failing them all.
pub(crate) fn parsed_all<T: serde::de::DeserializeOwned>(items: Vec<Item>) -> Result<Vec<T>, StoreError> {
    items.into_iter().map(|i| Ok(serde_dynamo::from_item(i)?)).collect()
}

/// How many items a Query matches, counted over its pages (no item is read out).
pub(crate) async fn count_all(q: QueryFluentBuilder) -> Result<u32, StoreError> {
    let mut pages = q.select(aws_sdk_dynamodb::types::Select::Count).into_paginator().send();
    let mut total = 0;
    while let Some(page) = pages.next().await {
        total += page?.count.max(0) as u32;
    }
    Ok(total)
}

/// An item's key in a table: what [`batch::get_keys`] reads, several tables at once.
#[derive(Debug, Clone, PartialEq)]
pub struct Key {
    pub table: String,
    pub key: Item,
}

/// A stored item as `T` (`None` stays `None`).
pub fn parsed<T: serde::de::DeserializeOwned>(item: Option<Item>) -> Result<Option<T>, StoreError> {
    Ok(item.map(serde_dynamo::from_item).transpose()?)
}

/// Writes `items` in one transaction: all or none. `Err(ConditionFailed)` when a condition did
/// not hold (an item changed since it was read).
pub async fn transact(db: &Db, items: Vec<Write>) -> Result<(), StoreError> {
    match db.client.transact_write_items().set_transact_items(Some(items)).send().await {
        Ok(_) => Ok(()),
        Err(err) if failed_conditions(&err).is_some() => Err(StoreError::ConditionFailed),
        Err(err) => Err(err.into()),
    }
}

/// A conditional write's outcome: `true` when written, `false` when its condition did not hold.
pub(crate) fn written<T>(result: Result<T, StoreError>) -> Result<bool, StoreError> {
    match result {
        Ok(_) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}

/// Which items' conditions failed, when a transaction was cancelled for conditions (None when it
/// failed for any other reason).
pub(crate) fn failed_conditions<R: std::fmt::Debug>(
    err: &SdkError<aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError, R>,
) -> Option<Vec<bool>> {
    use aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError;
    let TransactWriteItemsError::TransactionCanceledException(e) = err.as_service_error()? else { return None };
    let failed: Vec<bool> =
        e.cancellation_reasons().iter().map(|r| r.code() == Some("ConditionalCheckFailed")).collect();
    failed.contains(&true).then_some(failed)
}

/// Whether a transaction was cancelled only because another one was touching the same items at
/// that moment (DynamoDB's `TransactionConflict`): worth trying again.
pub(crate) fn conflicted<R: std::fmt::Debug>(
    err: &SdkError<aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError, R>,
) -> bool {
    use aws_sdk_dynamodb::operation::transact_write_items::TransactWriteItemsError;
    let Some(TransactWriteItemsError::TransactionCanceledException(e)) = err.as_service_error() else { return false };
    let reasons = e.cancellation_reasons();
    reasons.iter().any(|r| r.code() == Some("TransactionConflict"))
        && reasons.iter().all(|r| matches!(r.code(), None | Some("None") | Some("TransactionConflict")))
}

/// What can go wrong talking to the store, as far as a caller needs to know.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// A conditional write found the item in a state it did not expect (already exists, changed).
    #[error("condition failed")]
    ConditionFailed,
    /// The store could not be reached or is throttling: worth a 503, not a 500.
    #[error("store unavailable: {0}")]
    Unavailable(String),
    /// A stored item did not have the shape this code expects.
    #[error("stored item is malformed: {0}")]
    Malformed(String),
    #[error("store error: {0}")]
    Other(String),
}

impl<E, R> From<SdkError<E, R>> for StoreError
where
    E: aws_sdk_dynamodb::error::ProvideErrorMetadata + std::fmt::Debug,
    R: std::fmt::Debug,
{
    fn from(err: SdkError<E, R>) -> Self {
        match &err {
            SdkError::DispatchFailure(_) | SdkError::TimeoutError(_) => StoreError::Unavailable(format!("{err:?}")),
            SdkError::ServiceError(se) => match se.err().code() {
                Some("ConditionalCheckFailedException") => StoreError::ConditionFailed,
                // A transaction that met another one on the same item: worth retrying.
                Some(
                    "TransactionCanceledException" | "TransactionConflictException" | "TransactionInProgressException",
                ) => StoreError::Unavailable(format!("{:?}", se.err())),
                Some(
                    "ProvisionedThroughputExceededException"
                    | "ThrottlingException"
                    | "RequestLimitExceeded"
                    | "InternalServerError"
                    | "ServiceUnavailable",
                ) => StoreError::Unavailable(format!("{:?}", se.err())),
                _ => StoreError::Other(format!("{:?}", se.err())),
            },
            SdkError::ResponseError(_) => StoreError::Unavailable(format!("{err:?}")),
            _ => StoreError::Other(format!("{err:?}")),
        }
    }
}

impl From<serde_dynamo::Error> for StoreError {
    fn from(err: serde_dynamo::Error) -> Self {
        StoreError::Malformed(err.to_string())
    }
}
