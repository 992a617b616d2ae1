//! The catalogue table's rows, whatever they hold (subjects, topics, files, question sets and
//! questions, quizzes, recorded lessons): how `catalogue`, `question_bank`, `quizzes` and `lessons`
//! each read and write their own rows.

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::keys::{key, keyed, s};
use crate::{Db, StoreError};

/// Every item of one partition, in sort-key order (follows pagination).
pub(crate) async fn query_all<T: DeserializeOwned>(db: &Db, pk: &str) -> Result<Vec<T>, StoreError> {
    let q = db
        .client
        .query()
        .table_name(&db.tables.catalogue)
        .key_condition_expression("pk = :pk")
        .expression_attribute_values(":pk", s(pk));
    crate::parsed_all(crate::all_items(q).await?)
}

/// One catalogue item by key.
pub(crate) async fn get<T: DeserializeOwned>(db: &Db, pk: String, sk: String) -> Result<Option<T>, StoreError> {
    if !crate::key_fits(&sk) {
        return Ok(None);
    }
    let out = db.client.get_item().table_name(&db.tables.catalogue).set_key(Some(key(pk, sk))).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

/// Deletes one catalogue item by key.
pub(crate) async fn delete(db: &Db, pk: String, sk: String) -> Result<(), StoreError> {
    db.client.delete_item().table_name(&db.tables.catalogue).set_key(Some(key(pk, sk))).send().await?;
    Ok(())
}

/// Writes one catalogue item under its key.
pub(crate) async fn put<T: Serialize>(db: &Db, (pk, sk): (String, String), value: &T) -> Result<(), StoreError> {
    db.client.put_item().table_name(&db.tables.catalogue).set_item(Some(keyed(value, pk, sk)?)).send().await?;
    Ok(())
}
