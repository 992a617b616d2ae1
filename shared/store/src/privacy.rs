//! A student's data on request (docs/privacy.md): export requests, deletions waiting out their
//! grace, erased accounts; and everything stored about one student, found by key from their id
//! (Queries and GetItems, never a Scan), to put in their export or to erase.
//!
//! | Item                          | pk           | sk                          |
//! |-------------------------------|--------------|-----------------------------|
//! | a student's latest export     | `USER#{sub}` | `EXPORT`                    |
//! | exports on their way          | `EXPORTS`    | `{requestedAt:013}#{sub}`   |
//! | a deletion in its grace       | `USER#{sub}` | `DELETION`                  |
//! | deletions, by when they fall  | `DELETIONS`  | `{deleteAt:013}#{sub}`      |
//! | an erased account             | `ERASED`     | `{sha256(sub)}`             |

use domain::ids::UserId;
use std::collections::HashMap;

use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem, Update};
use domain::privacy::{Deletion, Export};
use serde::{Deserialize, Serialize};

use crate::keys::{built, key, keyed, s, user_pk};
use crate::{Db, Item, StoreError};

/// How long an erased account's fingerprint refuses its old sign-in tokens (they live an hour).
const ERASED_KEEP_SECS: i64 = 2 * 86_400;

fn waiting_sk(requested_at: i64, sub: &UserId) -> String {
    format!("{requested_at:013}#{sub}")
}

async fn get<T: serde::de::DeserializeOwned>(db: &Db, k: Item) -> Result<Option<T>, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.privacy).set_key(Some(k)).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

/// An export on its way, as the worker finds it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Waiting {
    pub auth_id: UserId,
    pub email: String,
    pub requested_at: i64,
}

/// The student's latest export.
pub async fn export(db: &Db, sub: &UserId) -> Result<Option<Export>, StoreError> {
    get(db, key(user_pk(sub), "EXPORT")).await
}

/// Records a new export request and puts it on the worker's list, unless another request got in
/// first (`previous` is the one the caller saw, or none).
pub async fn request_export(
    db: &Db,
    waiting: &Waiting,
    export: &Export,
    previous: Option<&Export>,
) -> Result<bool, StoreError> {
    let t = &db.tables.privacy;
    let mut put = Put::builder().table_name(t).set_item(Some(keyed(export, user_pk(&waiting.auth_id), "EXPORT")?));
    put = match previous {
        None => put.condition_expression("attribute_not_exists(pk)"),
        Some(p) => put
            .condition_expression("requestedAt = :prev")
            .expression_attribute_values(":prev", AttributeValue::N(p.requested_at.to_string())),
    };
    let row = Put::builder().table_name(t).set_item(Some(keyed(
        waiting,
        "EXPORTS",
        waiting_sk(waiting.requested_at, &waiting.auth_id),
    )?));
    let writes = vec![
        TransactWriteItem::builder().put(built(put.build())?).build(),
        TransactWriteItem::builder().put(built(row.build())?).build(),
    ];
    crate::written(crate::transact(db, writes).await)
}

/// Every export on its way, oldest first (one Query).
pub async fn exports_waiting(db: &Db) -> Result<Vec<Waiting>, StoreError> {
    crate::query_partition(db, &db.tables.privacy, ("pk", "EXPORTS"), None).await
}

/// Saves an export's progress; false when a newer request replaced it. A finished export (ready
/// or failed) leaves the worker's list, and a ready package's record expires with the package.
pub async fn save_export(db: &Db, sub: &UserId, export: &Export) -> Result<bool, StoreError> {
    let t = &db.tables.privacy;
    let mut item = keyed(export, user_pk(sub), "EXPORT")?;
    if let Some(at) = export.expires_at() {
        item.insert("expiresAt".into(), AttributeValue::N((at / 1000).to_string()));
    }
    let put = Put::builder()
        .table_name(t)
        .set_item(Some(item))
        .condition_expression("requestedAt = :r")
        .expression_attribute_values(":r", AttributeValue::N(export.requested_at.to_string()));
    let finished = matches!(export.state, domain::privacy::ExportState::Ready | domain::privacy::ExportState::Failed);
    let mut writes = vec![TransactWriteItem::builder().put(built(put.build())?).build()];
    if finished {
        let row = Delete::builder().table_name(t).set_key(Some(key("EXPORTS", waiting_sk(export.requested_at, sub))));
        writes.push(TransactWriteItem::builder().delete(built(row.build())?).build());
    }
    crate::written(crate::transact(db, writes).await)
}

/// Takes an export off the worker's list (its student is gone, or it was replaced).
pub async fn drop_waiting(db: &Db, waiting: &Waiting) -> Result<(), StoreError> {
    db.client
        .delete_item()
        .table_name(&db.tables.privacy)
        .set_key(Some(key("EXPORTS", waiting_sk(waiting.requested_at, &waiting.auth_id))))
        .send()
        .await?;
    Ok(())
}

/// The student's deletion in its grace, if one was asked for.
pub async fn deletion(db: &Db, sub: &UserId) -> Result<Option<Deletion>, StoreError> {
    get(db, key(user_pk(sub), "DELETION")).await
}

/// Every deletion waiting, soonest first (one Query); with `due_by`, only those due by then.
pub async fn deletions(db: &Db, due_by: Option<i64>) -> Result<Vec<Deletion>, StoreError> {
    let Some(by) = due_by else {
        return crate::query_partition(db, &db.tables.privacy, ("pk", "DELETIONS"), None).await;
    };
    let q = db
        .client
        .query()
        .table_name(&db.tables.privacy)
        .key_condition_expression("pk = :pk AND sk <= :by")
        .expression_attribute_values(":pk", s("DELETIONS"))
        .expression_attribute_values(":by", s(format!("{by:013}#~")));
    crate::parsed_all(crate::all_items(q).await?)
}

fn deletion_row_sk(d: &Deletion) -> String {
    waiting_sk(d.delete_at, &d.auth_id)
}

/// Starts a deletion's grace: the profile says so (no access meanwhile) and the deletion is on
/// the list, in one transaction; false when the profile is gone or a deletion already runs.
pub async fn schedule_deletion(db: &Db, d: &Deletion) -> Result<bool, StoreError> {
    let t = &db.tables.privacy;
    let profile = Update::builder()
        .table_name(&db.tables.users)
        .key("authId", s(&d.auth_id))
        .update_expression("SET deleteAt = :at")
        .condition_expression("attribute_exists(authId) AND attribute_not_exists(deleteAt)")
        .expression_attribute_values(":at", AttributeValue::N(d.delete_at.to_string()));
    let own = Put::builder().table_name(t).set_item(Some(keyed(d, user_pk(&d.auth_id), "DELETION")?));
    let row = Put::builder().table_name(t).set_item(Some(keyed(d, "DELETIONS", deletion_row_sk(d))?));
    let writes = vec![
        TransactWriteItem::builder().update(built(profile.build())?).build(),
        TransactWriteItem::builder().put(built(own.build())?).build(),
        TransactWriteItem::builder().put(built(row.build())?).build(),
    ];
    crate::written(crate::transact(db, writes).await)
}

/// "Keep my account": the deletion is called off and the profile opens again, in one
/// transaction; false when it was not waiting (already kept) or its erasing has begun.
pub async fn keep(db: &Db, d: &Deletion) -> Result<bool, StoreError> {
    let t = &db.tables.privacy;
    let profile = Update::builder()
        .table_name(&db.tables.users)
        .key("authId", s(&d.auth_id))
        .update_expression("REMOVE deleteAt")
        .condition_expression("deleteAt = :at AND attribute_not_exists(erasingSince)")
        .expression_attribute_values(":at", AttributeValue::N(d.delete_at.to_string()));
    let own = Delete::builder().table_name(t).set_key(Some(key(user_pk(&d.auth_id), "DELETION")));
    let row = Delete::builder().table_name(t).set_key(Some(key("DELETIONS", deletion_row_sk(d))));
    let writes = vec![
        TransactWriteItem::builder().update(built(profile.build())?).build(),
        TransactWriteItem::builder().delete(built(own.build())?).build(),
        TransactWriteItem::builder().delete(built(row.build())?).build(),
    ];
    crate::written(crate::transact(db, writes).await)
}

/// The worker's claim on a deletion that fell due: from here on it cannot be kept. Returns when
/// the erasing began (epoch ms: now, or an earlier run's), or none when the deletion was kept.
pub async fn begin_erasing(db: &Db, d: &Deletion, now_ms: i64) -> Result<Option<i64>, StoreError> {
    let out = db
        .client
        .update_item()
        .table_name(&db.tables.users)
        .key("authId", s(&d.auth_id))
        .update_expression("SET erasingSince = if_not_exists(erasingSince, :now)")
        .condition_expression("deleteAt = :at")
        .expression_attribute_values(":now", AttributeValue::N(now_ms.to_string()))
        .expression_attribute_values(":at", AttributeValue::N(d.delete_at.to_string()))
        .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
        .send()
        .await
        .map_err(StoreError::from);
    match out {
        Ok(o) => Ok(o.attributes.and_then(|a| a.get("erasingSince")?.as_n().ok()?.parse().ok())),
        Err(StoreError::ConditionFailed) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Takes a deletion off the list (its account erased, or kept meanwhile).
pub async fn drop_deletion(db: &Db, d: &Deletion) -> Result<(), StoreError> {
    db.client
        .delete_item()
        .table_name(&db.tables.privacy)
        .set_key(Some(key("DELETIONS", deletion_row_sk(d))))
        .send()
        .await?;
    Ok(())
}

/// Whether an account with this fingerprint (`sha256(sub)`) was erased lately: its old sign-in
/// tokens make nothing new.
pub async fn erased(db: &Db, sub_hash: &str) -> Result<bool, StoreError> {
    Ok(get::<HashMap<String, serde_json::Value>>(db, key("ERASED", sub_hash)).await?.is_some())
}

/// Notes that the account with this fingerprint was erased.
pub async fn mark_erased(db: &Db, sub_hash: &str, now_secs: i64) -> Result<(), StoreError> {
    let mut item = key("ERASED", sub_hash);
    item.insert("erasedAt".into(), AttributeValue::N(now_secs.to_string()));
    item.insert("expiresAt".into(), AttributeValue::N((now_secs + ERASED_KEEP_SECS).to_string()));
    db.client.put_item().table_name(&db.tables.privacy).set_item(Some(item)).send().await?;
    Ok(())
}

/// The rows of the worker's lists that name `sub`'s export on its way and deletion waiting, from
/// their privacy items (`own`, as stored).
pub(crate) fn waiting_rows(sub: &UserId, own: &[Item]) -> Vec<Item> {
    let mut lists = vec![];
    for item in own {
        let number = |name: &str| item.get(name).and_then(|v| v.as_n().ok()).and_then(|n| n.parse::<i64>().ok());
        match text(item, "sk").as_deref() {
            Some("EXPORT") => lists.extend(number("requestedAt").map(|at| key("EXPORTS", waiting_sk(at, sub)))),
            Some("DELETION") => lists.extend(number("deleteAt").map(|at| key("DELETIONS", waiting_sk(at, sub)))),
            _ => {}
        }
    }
    lists
}

fn text(item: &Item, name: &str) -> Option<String> {
    item.get(name).and_then(|v| v.as_s().ok()).cloned()
}
