//! Personal notes on files, one item per user and file in `notes`
//! (pk `cognitoId`, sk `{subjectId:06}#{topicId:06}#{fileKey}`).
//!
//! Saves are conditional on the version the writer last read, so two tabs editing the same note
//! never overwrite each other silently: the second save is refused and told the current text.

use aws_sdk_dynamodb::types::AttributeValue;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};

use crate::{Db, StoreError, UserFile, file_sk, get_user_file, query_user, topic_prefix};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Note {
    #[serde(flatten)]
    pub file: UserFile,
    /// Compressed rich text (docs/data-model-content.md); empty means no notes.
    pub notes_taken: String,
    /// Epoch seconds.
    pub last_updated: i64,
    /// Starts at 1 and grows by one with every save.
    pub version: u64,
}

pub async fn get(
    db: &Db,
    user: &UserId,
    subject_id: u32,
    topic_id: u32,
    key: &str,
) -> Result<Option<Note>, StoreError> {
    get_user_file(db, &db.tables.notes, user, file_sk(subject_id, topic_id, key)).await
}

/// Saves `note` (whose `version` is the new one) if the stored version is `note.version - 1`
/// (none stored when that is 0). `Err(ConditionFailed)` when someone saved in between.
pub async fn save(db: &Db, note: &Note) -> Result<(), StoreError> {
    let req = db.client.put_item().table_name(&db.tables.notes).set_item(Some(serde_dynamo::to_item(note)?));
    let req = if note.version <= 1 {
        req.condition_expression("attribute_not_exists(sk)")
    } else {
        req.condition_expression("version = :base")
            .expression_attribute_values(":base", AttributeValue::N((note.version - 1).to_string()))
    };
    req.send().await?;
    Ok(())
}

pub async fn of_topic(db: &Db, user: &UserId, subject_id: u32, topic_id: u32) -> Result<Vec<Note>, StoreError> {
    query_user(db, &db.tables.notes, user, Some(&topic_prefix(subject_id, topic_id))).await
}

pub async fn all(db: &Db, user: &UserId) -> Result<Vec<Note>, StoreError> {
    query_user(db, &db.tables.notes, user, None).await
}
