//! DynamoDB storage: the table layout and one repository module per aggregate.
//!
//! Every request path here is a GetItem, Query, BatchGet or conditional write; never a Scan.

pub mod catalogue;
pub mod tables;
pub mod users;

use aws_sdk_dynamodb::Client;
use aws_sdk_dynamodb::error::SdkError;

pub use tables::{TableSpec, Tables};

/// A handle on the product's tables: the client plus the environment's table names.
#[derive(Clone, Debug)]
pub struct Db {
    pub client: Client,
    pub tables: Tables,
}

impl Db {
    pub fn new(client: Client, table_prefix: &str) -> Self {
        Self {
            client,
            tables: Tables::with_prefix(table_prefix),
        }
    }
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
            SdkError::DispatchFailure(_) | SdkError::TimeoutError(_) => {
                StoreError::Unavailable(format!("{err:?}"))
            }
            SdkError::ServiceError(se) => match se.err().code() {
                Some("ConditionalCheckFailedException") => StoreError::ConditionFailed,
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
