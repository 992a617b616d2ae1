//! Per-client request counters: one item per (what is limited, client address, time window), its
//! count raised by one conditional UpdateItem and removed by DynamoDB's TTL after the window.

use aws_sdk_dynamodb::types::AttributeValue;

use crate::{Db, StoreError};

/// Counts one request in the window `key` (which names the client and the window) unless `max`
/// are already counted there; `expires_at` (epoch seconds) is when the item may go. Whether the
/// request was counted, i.e. is within the limit.
pub async fn count(db: &Db, key: &str, max: u32, expires_at: i64) -> Result<bool, StoreError> {
    let out = db
        .client
        .update_item()
        .table_name(&db.tables.limits)
        .key("pk", AttributeValue::S(key.to_owned()))
        .update_expression("ADD #n :one SET expiresAt = if_not_exists(expiresAt, :exp)")
        .condition_expression("attribute_not_exists(#n) OR #n < :max")
        .expression_attribute_names("#n", "requests")
        .expression_attribute_values(":one", AttributeValue::N("1".into()))
        .expression_attribute_values(":max", AttributeValue::N(max.to_string()))
        .expression_attribute_values(":exp", AttributeValue::N(expires_at.to_string()))
        .send()
        .await;
    match out.map_err(StoreError::from) {
        Ok(_) => Ok(true),
        Err(StoreError::ConditionFailed) => Ok(false),
        Err(e) => Err(e),
    }
}
