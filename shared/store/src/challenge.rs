//! The Quiz Challenge: its questions, the games being played, and the weekly leaderboard.
//! One table, `challenge`, keyed `pk` / `sk`, with `expiresAt` as its time-to-live:
//!
//! | item            | pk                | sk                                              |
//! |-----------------|-------------------|-------------------------------------------------|
//! | question        | `CQ`              | `{questionId:06}` (a template: see `domain::challenge::template`) |
//! | question index  | `CQINDEX`         | `ALL` (every question id by topic)              |
//! | game            | `GAME#{userUuid}` | `{createdAt:013}` (epoch ms)                    |
//! | a player's best | `BEST#{week}`     | `{authId}`                                      |
//! | leaderboard row | `BOARD#{week}`    | `{999999-streak:06}#{skips:06}#{achievedAt:013}#{authId}` |
//!
//! The board's sort key orders rows best first (longest streak, then fewer skips, then who got
//! there first), so the top of a week's board is one Query with a limit, whatever the number of
//! players. Recording a result is one transaction of at most four items of this table: the game,
//! the player's best, the old row out and the new row in (the caller adds its tally and review
//! card, built by `review`). What a game means is `domain::challenge`'s; this is where it is kept.

use domain::ids::{PlayerId, UserId};
use std::collections::HashMap;

use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem};
use serde::Serialize;

use crate::keys::{built, challenge_question, key, keyed, s};
use crate::{Db, Key, StoreError};

pub use domain::challenge::{
    Best, BoardRow, ChallengeAnswer, ChallengeQuestion, Game, Mode, Play, QuestionIndex, Recommendation,
};

async fn get<T: serde::de::DeserializeOwned>(db: &Db, pk: String, sk: String) -> Result<Option<T>, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.challenge).key("pk", s(pk)).key("sk", s(sk)).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

async fn put<T: Serialize>(db: &Db, value: &T, pk: String, sk: String) -> Result<(), StoreError> {
    db.client.put_item().table_name(&db.tables.challenge).set_item(Some(keyed(value, pk, sk)?)).send().await?;
    Ok(())
}

fn key_in(db: &Db, (pk, sk): (String, String)) -> Key {
    Key { table: db.tables.challenge.clone(), key: key(pk, sk) }
}

/// Where `auth_id`'s best of `week` is kept (for a read with other tables' items).
pub fn best_key_in(db: &Db, week: &str, auth_id: &UserId) -> Key {
    key_in(db, best_key(week, auth_id))
}

pub async fn question(db: &Db, id: u32) -> Result<Option<ChallengeQuestion>, StoreError> {
    let (pk, sk) = challenge_question(id);
    get(db, pk, sk).await
}

pub async fn put_question(db: &Db, q: &ChallengeQuestion) -> Result<(), StoreError> {
    let (pk, sk) = challenge_question(q.id);
    put(db, q, pk, sk).await
}

pub async fn index(db: &Db) -> Result<QuestionIndex, StoreError> {
    Ok(get(db, "CQINDEX".into(), "ALL".into()).await?.unwrap_or_default())
}

pub async fn put_index(db: &Db, index: &QuestionIndex) -> Result<(), StoreError> {
    put(db, index, "CQINDEX".into(), "ALL".into()).await
}

fn game_key(user_uuid: &PlayerId, created_at: i64) -> (String, String) {
    (format!("GAME#{user_uuid}"), format!("{created_at:013}"))
}

pub async fn game(db: &Db, user_uuid: &PlayerId, created_at: i64) -> Result<Option<Game>, StoreError> {
    let (pk, sk) = game_key(user_uuid, created_at);
    get(db, pk, sk).await
}

/// Starts a game (refused with `ConditionFailed` if this player already started one this ms).
pub async fn put_new_game(db: &Db, g: &Game) -> Result<(), StoreError> {
    let (pk, sk) = game_key(&g.user_uuid, g.created_at);
    db.client
        .put_item()
        .table_name(&db.tables.challenge)
        .set_item(Some(keyed(g, pk, sk)?))
        .condition_expression("attribute_not_exists(sk)")
        .send()
        .await?;
    Ok(())
}

/// The game's write, for a transaction of the caller's: conditional on the game being as it was
/// read (still in play, the same question served at the same instant), so two submits racing
/// for one question cannot both count.
pub fn game_write(db: &Db, g: &Game, served_before: i64) -> Result<TransactWriteItem, StoreError> {
    let (pk, sk) = game_key(&g.user_uuid, g.created_at);
    let put = Put::builder()
        .table_name(&db.tables.challenge)
        .set_item(Some(keyed(g, pk, sk)?))
        .condition_expression("ended = :f AND servedAt = :served")
        .expression_attribute_values(":f", AttributeValue::Bool(false))
        .expression_attribute_values(":served", AttributeValue::N(served_before.to_string()));
    Ok(TransactWriteItem::builder().put(built(put.build())?).build())
}

/// Week `week`'s leaderboard partition.
fn board_pk(week: &str) -> String {
    format!("BOARD#{week}")
}

/// The week's board and best keys.
fn best_key(week: &str, auth_id: &UserId) -> (String, String) {
    (format!("BEST#{week}"), auth_id.to_string())
}

/// The writes that record `new_best` as `auth_id`'s best of `week`, for the game's transaction:
/// the best (conditional on `old_best` being as read) and, for a ranked player, the old row out
/// and the new row in. Expiring at `expires_at` (epoch s).
pub fn result_writes(
    db: &Db,
    week: &str,
    old_best: Option<&Best>,
    new_best: &Best,
    expires_at: i64,
) -> Result<Vec<TransactWriteItem>, StoreError> {
    let (pk, sk) = best_key(week, &new_best.auth_id);
    let put =
        Put::builder().table_name(&db.tables.challenge).set_item(Some(expiring(keyed(new_best, pk, sk)?, expires_at)));
    let put = match old_best {
        None => put.condition_expression("attribute_not_exists(sk)"),
        Some(old) => put
            .condition_expression("achievedAt = :old")
            .expression_attribute_values(":old", AttributeValue::N(old.achieved_at.to_string())),
    };
    let mut writes = vec![TransactWriteItem::builder().put(built(put.build())?).build()];
    if let Some(old_sk) = old_best.and_then(|b| b.board_sk.clone()) {
        let delete =
            Delete::builder().table_name(&db.tables.challenge).key("pk", s(board_pk(week))).key("sk", s(old_sk));
        writes.push(TransactWriteItem::builder().delete(built(delete.build())?).build());
    }
    if let Some(row_sk) = &new_best.board_sk {
        let row = expiring(keyed(&new_best.row(), board_pk(week), row_sk.clone())?, expires_at);
        let put = Put::builder().table_name(&db.tables.challenge).set_item(Some(row));
        writes.push(TransactWriteItem::builder().put(built(put.build())?).build());
    }
    Ok(writes)
}

fn expiring(mut item: HashMap<String, AttributeValue>, expires_at: i64) -> HashMap<String, AttributeValue> {
    item.insert("expiresAt".into(), AttributeValue::N(expires_at.to_string()));
    item
}

pub async fn best(db: &Db, week: &str, auth_id: &UserId) -> Result<Option<Best>, StoreError> {
    let (pk, sk) = best_key(week, auth_id);
    get(db, pk, sk).await
}

/// The top `limit` rows of a week's board, best first: one Query.
pub async fn top(db: &Db, week: &str, limit: i32) -> Result<Vec<BoardRow>, StoreError> {
    let out = db
        .client
        .query()
        .table_name(&db.tables.challenge)
        .key_condition_expression("pk = :pk")
        .expression_attribute_values(":pk", s(board_pk(week)))
        .limit(limit)
        .send()
        .await?;
    Ok(out.items.unwrap_or_default().into_iter().map(serde_dynamo::from_item).collect::<Result<_, _>>()?)
}

/// Writes board rows and bests directly (seeding and tests: many players at once). With
/// `rows_only`, only the board rows (what a read of the board touches).
pub async fn put_ranked_bests(db: &Db, week: &str, bests: &[Best], expires_at: i64) -> Result<(), StoreError> {
    put_bests(db, week, bests, expires_at, false).await
}

/// Only the board rows of `bests` (benchmarks: the week's other players).
pub async fn put_board_rows(db: &Db, week: &str, bests: &[Best], expires_at: i64) -> Result<(), StoreError> {
    put_bests(db, week, bests, expires_at, true).await
}

async fn put_bests(db: &Db, week: &str, bests: &[Best], expires_at: i64, rows_only: bool) -> Result<(), StoreError> {
    let mut writes = vec![];
    for b in bests {
        if !rows_only {
            let (pk, sk) = best_key(week, &b.auth_id);
            writes.push(expiring(keyed(b, pk, sk)?, expires_at));
        }
        if let Some(row_sk) = &b.board_sk {
            writes.push(expiring(keyed(&b.row(), board_pk(week), row_sk.clone())?, expires_at));
        }
    }
    crate::batch::put(db, &db.tables.challenge, writes).await?;
    Ok(())
}

/// What the challenge table holds of signed-in student `sub` (for the erasure and the download):
/// their games (one Query).
pub(crate) async fn games_of(db: &Db, sub: &UserId) -> Result<Vec<crate::Item>, StoreError> {
    let (pk, _) = game_key(&PlayerId::from(sub.as_str()), 0);
    crate::query_items(db, &db.tables.challenge, ("pk", &pk), None).await
}

/// `sub`'s weekly bests among `weeks` (Mondays, `2026-11-23`), and the keys of the leaderboard
/// rows they name (BatchGetItem, 100 keys a request).
pub(crate) async fn bests_of(
    db: &Db,
    sub: &UserId,
    weeks: &[String],
) -> Result<(Vec<crate::Item>, Vec<crate::Item>), StoreError> {
    let keys = weeks.iter().map(|w| best_key(w, sub)).map(|(pk, sk)| key(pk, sk)).collect::<Vec<_>>();
    let (mut bests, mut rows) = (vec![], vec![]);
    for chunk in keys.chunks(100) {
        let keys = aws_sdk_dynamodb::types::KeysAndAttributes::builder().set_keys(Some(chunk.to_vec()));
        let request = HashMap::from([(db.tables.challenge.clone(), built(keys.build())?)]);
        for (_, best) in crate::batch::get(db, request).await? {
            let week = best.get("pk").and_then(|v| v.as_s().ok()).and_then(|pk| pk.strip_prefix("BEST#"));
            let row = best.get("boardSk").and_then(|v| v.as_s().ok());
            if let (Some(week), Some(row)) = (week, row) {
                rows.push(key(board_pk(week), row.clone()));
            }
            bests.push(best);
        }
    }
    Ok((bests, rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game item as stored before the rules moved into `domain::challenge::Play`: it still
    /// reads, and is written back with the same attributes.
    #[test]
    fn a_stored_game_reads_and_writes_the_same_attributes() {
        let n = |v: &str| AttributeValue::N(v.into());
        let stored: HashMap<String, AttributeValue> = [
            ("userUuid", s("u-1")),
            ("createdAt", n("1795000000000")),
            ("registered", AttributeValue::Bool(true)),
            ("mode", s("PRACTICE")),
            ("fullName", s("Ann Lee")),
            ("ended", AttributeValue::Bool(false)),
            ("streak", n("3")),
            ("totalSkips", n("2")),
            ("consecutiveSkips", n("1")),
            ("mistakes", n("4")),
            ("currentQuestionId", n("12")),
            ("currentTopicId", n("5")),
            ("currentSeed", n("18446744073709551615")),
            ("currentCorrectAnswerId", n("40321")),
            ("servedAt", n("1795000060000")),
            ("remaining", AttributeValue::L(vec![n("7"), n("9")])),
            ("expiresAt", n("1795086400")),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        let game: Game = serde_dynamo::from_item(stored.clone()).expect("reads");
        assert_eq!(game.play.mode, Mode::Practice);
        assert_eq!((game.play.streak, game.play.total_skips, game.play.mistakes), (3, 2, 4));
        assert_eq!(game.play.correct_answer_id, 40_321);
        assert_eq!(game.current_seed, u64::MAX);
        let written: HashMap<String, AttributeValue> = serde_dynamo::to_item(&game).expect("writes");
        assert_eq!(written, stored);
    }
}
