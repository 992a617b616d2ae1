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
use domain::privacy::{Deletion, Export, Section};
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

/// One item stored about a student: its table, its section of the export (none for bookkeeping
/// that says nothing about them) and the item.
#[derive(Debug, Clone)]
pub struct Held {
    pub table: String,
    pub section: Option<Section>,
    pub item: Item,
}

impl Held {
    /// The item's sort key, when its table has one and it is text.
    pub fn sort_key(&self) -> Option<&str> {
        self.item.get("sk").and_then(|v| v.as_s().ok()).map(String::as_str)
    }
}

/// Everything stored about `sub`, from their id and what their own items name: the partitions
/// keyed by their id in each table, and the items elsewhere that carry it (the staff's queue of
/// study help, returned-answer records, the digest's roster and trial notices, weekly bests and
/// leaderboard rows of the last `weeks`, a payment hold, their privacy requests). `weeks` are the Mondays (`2026-11-23`) whose bests may still be stored.
pub async fn holdings(
    db: &Db,
    sub: &UserId,
    weeks: &[String],
    trial_day: Option<&str>,
) -> Result<Vec<Held>, StoreError> {
    let user = user_pk(sub);
    let (queue_prefix, games_pk, seen_pk) = (format!("{sub}#"), format!("GAME#{sub}"), format!("SEEN#{sub}"));
    let held = |table: &str, section: Option<Section>| {
        let table = table.to_owned();
        move |items: Vec<Item>| {
            items.into_iter().map(|item| Held { table: table.clone(), section, item }).collect::<Vec<_>>()
        }
    };
    // Boxed: eleven reads at once make a large future.
    let (profile, likes, notes, progress, help, queue, answers, mail, games, seen, own) = Box::pin(async {
        tokio::try_join!(
            async {
                Ok::<_, StoreError>(
                    db.client.get_item().table_name(&db.tables.users).key("authId", s(sub)).send().await?.item,
                )
            },
            crate::query_items(db, &db.tables.favourites, ("cognitoId", sub.as_str()), None),
            crate::query_items(db, &db.tables.notes, ("cognitoId", sub.as_str()), None),
            crate::query_items(db, &db.tables.progress, ("cognitoId", sub.as_str()), None),
            crate::query_items(db, &db.tables.help, ("pk", &user), None),
            crate::query_items(db, &db.tables.help, ("pk", "QUEUE"), Some(&queue_prefix)),
            crate::query_items(db, &db.tables.answers, ("pk", &user), None),
            crate::query_items(db, &db.tables.mail, ("pk", &user), None),
            crate::query_items(db, &db.tables.challenge, ("pk", &games_pk), None),
            crate::query_items(db, &db.tables.activity, ("pk", &seen_pk), None),
            crate::query_items(db, &db.tables.privacy, ("pk", &user), None),
        )
    })
    .await?;
    let mut out = vec![];
    out.extend(held(&db.tables.users, Some(Section::Profile))(profile.into_iter().collect()));
    out.extend(held(&db.tables.favourites, Some(Section::Likes))(likes));
    out.extend(held(&db.tables.notes, Some(Section::Notes))(notes));
    for item in progress {
        let section = item.get("sk").and_then(|v| v.as_s().ok()).map(|sk| Section::of_progress(sk));
        out.push(Held { table: db.tables.progress.clone(), section, item });
    }
    out.extend(held(&db.tables.help, Some(Section::StudyHelp))(help));
    out.extend(held(&db.tables.help, None)(queue));
    // A returned answer's record for the staff's insight, named by when it was returned.
    let returned: Vec<Item> = answers
        .iter()
        .filter_map(|a| {
            let at: i64 = a.get("returnedAt")?.as_n().ok()?.parse().ok()?;
            let id = a.get("answerId")?.as_s().ok()?;
            Some(key(format!("RETURNED#{}", domain::marking::month_of(at)), format!("{at:013}#{sub}#{id}")))
        })
        .collect();
    let (locks, answers): (Vec<Item>, Vec<Item>) = answers.into_iter().partition(|a| {
        a.get("sk").and_then(|v| v.as_s().ok()).is_some_and(|sk| sk.starts_with(crate::keys::OPEN_SITTING))
    });
    out.extend(held(&db.tables.answers, Some(Section::WrittenAnswers))(answers));
    out.extend(held(&db.tables.answers, None)(locks));
    out.extend(held(&db.tables.answers, None)(returned));
    out.extend(held(&db.tables.mail, Some(Section::Email))(mail));
    let mut mail_rows = vec![crate::keys::roster_row(sub)];
    mail_rows.extend(trial_day.map(|day| key(format!("TRIALEND#{day}"), sub)));
    out.extend(held(&db.tables.mail, None)(mail_rows));
    out.extend(held(&db.tables.challenge, Some(Section::ChallengeGames))(games));
    // This term's weekly bests, and the leaderboard rows they name.
    let bests = weeks.iter().map(|w| key(format!("BEST#{w}"), sub)).collect::<Vec<_>>();
    let mut rows = vec![];
    for chunk in bests.chunks(100) {
        let keys = aws_sdk_dynamodb::types::KeysAndAttributes::builder().set_keys(Some(chunk.to_vec()));
        let request = HashMap::from([(db.tables.challenge.clone(), built(keys.build())?)]);
        for (_, best) in crate::batch::get(db, request).await? {
            let week =
                best.get("pk").and_then(|v| v.as_s().ok()).and_then(|pk| pk.strip_prefix("BEST#")).map(str::to_owned);
            let row = best.get("boardSk").and_then(|v| v.as_s().ok()).cloned();
            if let (Some(week), Some(row)) = (week, row) {
                rows.push(key(format!("BOARD#{week}"), row));
            }
            out.push(Held { table: db.tables.challenge.clone(), section: Some(Section::ChallengeGames), item: best });
        }
    }
    out.extend(held(&db.tables.challenge, None)(rows));
    out.extend(held(&db.tables.activity, None)(seen));
    out.extend(held(&db.tables.payments, None)(vec![key(format!("HOLD#{sub}"), "PAYMENT")]));
    // The worker's lists name the student's export on its way and deletion waiting.
    let mut lists = vec![];
    for item in &own {
        let number = |name: &str| item.get(name).and_then(|v| v.as_n().ok()).and_then(|n| n.parse::<i64>().ok());
        match text(item, "sk").as_deref() {
            Some("EXPORT") => lists.extend(number("requestedAt").map(|at| key("EXPORTS", waiting_sk(at, sub)))),
            Some("DELETION") => lists.extend(number("deleteAt").map(|at| key("DELETIONS", waiting_sk(at, sub)))),
            _ => {}
        }
    }
    out.extend(held(&db.tables.privacy, Some(Section::Requests))(own));
    out.extend(held(&db.tables.privacy, None)(lists));
    Ok(out)
}

/// Deletes every item of `held` (absent ones are no matter); the student's privacy items last, so
/// a run cut short is found again. A this-is-hard marker's count is the caller's to take back
/// first (`question_bank::unmark_hard`), by [`Held::sort_key`].
pub async fn erase(db: &Db, held: &[Held]) -> Result<(), StoreError> {
    let specs = crate::tables::layout();
    // The keys of `held` in one table, each once (a batch may not name one item twice).
    let keys = |held: &[Held], table: &str| -> Result<Vec<Item>, StoreError> {
        let Some(spec) = specs.iter().find(|s| format!("{}{}", db.tables.prefix, s.name) == table) else {
            return Err(StoreError::Malformed(format!("no table {table}")));
        };
        let mut seen = std::collections::HashSet::new();
        let mut out = vec![];
        for h in held.iter().filter(|h| h.table == table) {
            let mut k: Item = HashMap::new();
            for name in std::iter::once(&spec.partition_key).chain(spec.sort_key.as_ref()) {
                let v = h
                    .item
                    .get(name)
                    .cloned()
                    .ok_or_else(|| StoreError::Malformed(format!("{table} without {name}")))?;
                k.insert(name.clone(), v);
            }
            let mut parts: Vec<String> = k.iter().map(|(n, v)| format!("{n}={v:?}")).collect();
            parts.sort();
            if seen.insert(parts.join("|")) {
                out.push(k);
            }
        }
        Ok(out)
    };
    // Rows derived from other items first (a leaderboard row from a best, a returned record from
    // an answer, the staff's queue, the roster…), then the student's own items, the profile, and
    // their privacy records last: a run cut short finds everything left again from what remains.
    let privacy = &db.tables.privacy;
    let phase_of = |h: &Held| match h.section {
        _ if h.table == *privacy => 3,
        None => 0,
        Some(Section::Profile) => 2,
        Some(_) => 1,
    };
    for phase in 0..4 {
        let these: Vec<Held> = held.iter().filter(|h| phase_of(h) == phase).cloned().collect();
        let keys = |table: &str| keys(&these, table);
        crate::batch::delete(db, &db.tables.users, keys(&db.tables.users)?).await?;
        crate::batch::delete(db, &db.tables.favourites, keys(&db.tables.favourites)?).await?;
        crate::batch::delete(db, &db.tables.notes, keys(&db.tables.notes)?).await?;
        crate::batch::delete(db, &db.tables.progress, keys(&db.tables.progress)?).await?;
        crate::batch::delete(db, &db.tables.help, keys(&db.tables.help)?).await?;
        crate::batch::delete(db, &db.tables.answers, keys(&db.tables.answers)?).await?;
        crate::batch::delete(db, &db.tables.mail, keys(&db.tables.mail)?).await?;
        crate::batch::delete(db, &db.tables.challenge, keys(&db.tables.challenge)?).await?;
        crate::batch::delete(db, &db.tables.activity, keys(&db.tables.activity)?).await?;
        crate::batch::delete(db, &db.tables.payments, keys(&db.tables.payments)?).await?;
        crate::batch::delete(db, &db.tables.privacy, keys(&db.tables.privacy)?).await?;
    }
    Ok(())
}

fn text(item: &Item, name: &str) -> Option<String> {
    item.get(name).and_then(|v| v.as_s().ok()).cloned()
}
