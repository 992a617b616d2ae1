//! Likes and dislikes of files, one item per user and file in `favourites`
//! (pk `cognitoId`, sk `{subjectId:06}#{topicId:06}#{fileKey}`).
//!
//! Access patterns: one file's state: GetItem; a topic's likes: Query with `begins_with(sk)`;
//! the subjects and topics with likes: Query the user's partition. An item with neither a like
//! nor a dislike is deleted, so a partition holds only what is set.

use aws_sdk_dynamodb::types::AttributeValue;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};

use crate::{Db, StoreError, UserFile, file_sk, get_user_file, query_user, topic_prefix};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Favourite {
    #[serde(flatten)]
    pub file: UserFile,
    pub liked: bool,
    pub disliked: bool,
    /// Epoch seconds of the last change (likes list newest first).
    pub created_at: i64,
}

pub async fn get(
    db: &Db,
    user: &UserId,
    subject_id: u32,
    topic_id: u32,
    key: &str,
) -> Result<Option<Favourite>, StoreError> {
    get_user_file(db, &db.tables.favourites, user, file_sk(subject_id, topic_id, key)).await
}

/// Stores the state, or deletes the item when neither liked nor disliked.
pub async fn set(db: &Db, fav: &Favourite) -> Result<(), StoreError> {
    if !fav.liked && !fav.disliked {
        db.client
            .delete_item()
            .table_name(&db.tables.favourites)
            .key("cognitoId", AttributeValue::S(fav.file.cognito_id.to_string()))
            .key("sk", AttributeValue::S(fav.file.sk.clone()))
            .send()
            .await?;
        return Ok(());
    }
    db.client.put_item().table_name(&db.tables.favourites).set_item(Some(serde_dynamo::to_item(fav)?)).send().await?;
    Ok(())
}

pub async fn of_topic(db: &Db, user: &UserId, subject_id: u32, topic_id: u32) -> Result<Vec<Favourite>, StoreError> {
    query_user(db, &db.tables.favourites, user, Some(&topic_prefix(subject_id, topic_id))).await
}

pub async fn all(db: &Db, user: &UserId) -> Result<Vec<Favourite>, StoreError> {
    query_user(db, &db.tables.favourites, user, None).await
}
