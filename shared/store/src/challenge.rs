//! The Quiz Challenge: its questions, the games being played, and the weekly leaderboard.
//! One table, `challenge`, keyed `pk` / `sk`, with `expiresAt` as its time-to-live:
//!
//! | item            | pk                | sk                                              |
//! |-----------------|-------------------|-------------------------------------------------|
//! | question        | `CQ`              | `{questionId:06}` (a template: see `challenge_template`) |
//! | question index  | `CQINDEX`         | `ALL` (every question id by topic)              |
//! | game            | `GAME#{userUuid}` | `{createdAt:013}` (epoch ms)                    |
//! | a player's best | `BEST#{week}`     | `{authId}`                                      |
//! | leaderboard row | `BOARD#{week}`    | `{999999-streak:06}#{skips:06}#{achievedAt:013}#{authId}` |
//!
//! The board's sort key orders rows best first (longest streak, then fewer skips, then who got
//! there first), so the top of a week's board is one Query with a limit, whatever the number of
//! players. Recording a result is one transaction of at most four items: the game, the player's
//! best, the old row out and the new row in.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use aws_sdk_dynamodb::types::{AttributeValue, Delete, KeysAndAttributes, Put, TransactWriteItem};
use serde::{Deserialize, Serialize};

use crate::{Db, StoreError};

pub use domain::challenge::{Mode, Play};

pub use domain::challenge::{ChallengeAnswer, ChallengeQuestion, Recommendation};

/// A game in play or ended. Only the server sees it: the correct answer of the question being
/// asked and the questions still to come never leave the API.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Game {
    pub user_uuid: String,
    /// Epoch ms; with `user_uuid`, the game's key.
    pub created_at: i64,
    /// A signed-in player (not a guest); whether they are ranked is decided when the game ends.
    pub registered: bool,
    pub full_name: String,
    /// Where the game stands: its mode, counts, the served question's right answer and time.
    #[serde(flatten)]
    pub play: Play,
    pub current_question_id: u32,
    /// The current question's topic (none in games started before it was kept).
    #[serde(default)]
    pub current_topic_id: Option<u32>,
    /// The seed of the current question's instance: its values, order and answer ids.
    pub current_seed: u64,
    /// The questions still to come, in order.
    pub remaining: Vec<u32>,
    pub expires_at: i64,
}

/// A player's best result of a week.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Best {
    pub auth_id: String,
    pub full_name: String,
    pub streak: u32,
    pub skips: u32,
    pub achieved_at: i64,
    /// The row's sort key on the board, when the player is ranked.
    #[serde(default)]
    pub board_sk: Option<String>,
}

impl Best {
    /// Longest streak first, then fewer skips.
    pub fn beats(&self, other: &Best) -> bool {
        (self.streak, std::cmp::Reverse(self.skips)) > (other.streak, std::cmp::Reverse(other.skips))
    }

    pub fn row_sk(&self) -> String {
        format!(
            "{:06}#{:06}#{:013}#{}",
            999_999u32.saturating_sub(self.streak),
            self.skips,
            self.achieved_at,
            self.auth_id
        )
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardRow {
    pub auth_id: String,
    pub full_name: String,
    pub streak: u32,
    pub skips: u32,
}

fn s(v: impl Into<String>) -> AttributeValue {
    AttributeValue::S(v.into())
}

fn built<T, E: std::fmt::Display>(r: Result<T, E>) -> Result<T, StoreError> {
    r.map_err(|e| StoreError::Other(e.to_string()))
}

async fn get<T: serde::de::DeserializeOwned>(db: &Db, pk: String, sk: String) -> Result<Option<T>, StoreError> {
    let out = db.client.get_item().table_name(&db.tables.challenge).key("pk", s(pk)).key("sk", s(sk)).send().await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

fn item<T: Serialize>(value: &T, pk: String, sk: String) -> Result<HashMap<String, AttributeValue>, StoreError> {
    let mut item: HashMap<String, AttributeValue> = serde_dynamo::to_item(value)?;
    item.insert("pk".into(), s(pk));
    item.insert("sk".into(), s(sk));
    Ok(item)
}

async fn put<T: Serialize>(db: &Db, value: &T, pk: String, sk: String) -> Result<(), StoreError> {
    db.client.put_item().table_name(&db.tables.challenge).set_item(Some(item(value, pk, sk)?)).send().await?;
    Ok(())
}

pub(crate) fn question_key(id: u32) -> (String, String) {
    ("CQ".into(), format!("{id:06}"))
}

pub async fn question(db: &Db, id: u32) -> Result<Option<ChallengeQuestion>, StoreError> {
    let (pk, sk) = question_key(id);
    get(db, pk, sk).await
}

pub async fn put_question(db: &Db, q: &ChallengeQuestion) -> Result<(), StoreError> {
    let (pk, sk) = question_key(q.id);
    put(db, q, pk, sk).await
}

/// Every question id, by topic, and which of them are fixed questions (no variables).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct QuestionIndex {
    pub topics: BTreeMap<u32, Vec<u32>>,
    #[serde(default)]
    pub fixed: BTreeSet<u32>,
}

impl QuestionIndex {
    /// Files `q` under its topic (and nowhere else), fixed or not.
    pub fn file(&mut self, q: &ChallengeQuestion) {
        for ids in self.topics.values_mut() {
            ids.retain(|id| *id != q.id);
        }
        self.topics.entry(q.topic_id).or_default().push(q.id);
        self.topics.retain(|_, ids| !ids.is_empty());
        if q.is_fixed() {
            self.fixed.insert(q.id);
        } else {
            self.fixed.remove(&q.id);
        }
    }
}

pub async fn index(db: &Db) -> Result<QuestionIndex, StoreError> {
    Ok(get(db, "CQINDEX".into(), "ALL".into()).await?.unwrap_or_default())
}

pub async fn put_index(db: &Db, index: &QuestionIndex) -> Result<(), StoreError> {
    put(db, index, "CQINDEX".into(), "ALL".into()).await
}

fn game_key(user_uuid: &str, created_at: i64) -> (String, String) {
    (format!("GAME#{user_uuid}"), format!("{created_at:013}"))
}

pub async fn game(db: &Db, user_uuid: &str, created_at: i64) -> Result<Option<Game>, StoreError> {
    let (pk, sk) = game_key(user_uuid, created_at);
    get(db, pk, sk).await
}

/// Starts a game (refused with `ConditionFailed` if this player already started one this ms).
pub async fn put_new_game(db: &Db, g: &Game) -> Result<(), StoreError> {
    let (pk, sk) = game_key(&g.user_uuid, g.created_at);
    db.client
        .put_item()
        .table_name(&db.tables.challenge)
        .set_item(Some(item(g, pk, sk)?))
        .condition_expression("attribute_not_exists(sk)")
        .send()
        .await?;
    Ok(())
}

/// The game write, conditional on the game being as it was read (still in play, the same
/// question served at the same instant): two submits racing for one question cannot both count.
fn game_put(db: &Db, g: &Game, served_before: i64) -> Result<Put, StoreError> {
    let (pk, sk) = game_key(&g.user_uuid, g.created_at);
    built(
        Put::builder()
            .table_name(&db.tables.challenge)
            .set_item(Some(item(g, pk, sk)?))
            .condition_expression("ended = :f AND servedAt = :served")
            .expression_attribute_values(":f", AttributeValue::Bool(false))
            .expression_attribute_values(":served", AttributeValue::N(served_before.to_string()))
            .build(),
    )
}

/// Saves a game that goes on. `Err(ConditionFailed)` when it changed since it was read.
/// With `answer`, the answer just given is counted on the player's tally of its topic, in the
/// same request.
pub async fn save_game(
    db: &Db,
    g: &Game,
    served_before: i64,
    answer: Option<&crate::review::ChallengeAnswer<'_>>,
) -> Result<(), StoreError> {
    let put = game_put(db, g, served_before)?;
    let mut tx = db.client.transact_write_items().transact_items(TransactWriteItem::builder().put(put).build());
    if let Some(answer) = answer {
        tx = tx.transact_items(crate::review::tallying(db, answer)?);
    }
    match tx.send().await {
        Ok(_) => Ok(()),
        Err(err) if crate::failed_conditions(&err).is_some() => Err(StoreError::ConditionFailed),
        Err(err) => Err(err.into()),
    }
}

/// The week's board and best keys.
fn best_key(week: &str, auth_id: &str) -> (String, String) {
    (format!("BEST#{week}"), auth_id.to_owned())
}

/// The game at its end, plus what it does to the player's week: the reads a game's end needs
/// (the question to explain, the player's profile, their best this week, whether the question is
/// in their review deck already) in one BatchGetItem.
pub struct EndReads {
    pub question: Option<ChallengeQuestion>,
    pub profile: Option<crate::users::Profile>,
    pub best: Option<Best>,
    /// The question is in the deck of `deck`'s owner (as asked).
    pub in_deck: bool,
}

/// `deck`: a player whose review deck gets the question the game ended on (a miss), if it is not
/// there yet.
pub async fn end_reads(
    db: &Db,
    question_id: u32,
    auth_id: Option<&str>,
    week: &str,
    deck: Option<&str>,
) -> Result<EndReads, StoreError> {
    let (qpk, qsk) = question_key(question_id);
    let mut challenge_keys = vec![HashMap::from([("pk".to_owned(), s(qpk)), ("sk".to_owned(), s(qsk))])];
    if let Some(id) = auth_id {
        let (bpk, bsk) = best_key(week, id);
        challenge_keys.push(HashMap::from([("pk".to_owned(), s(bpk)), ("sk".to_owned(), s(bsk))]));
    }
    let mut request = HashMap::from([(
        db.tables.challenge.clone(),
        built(KeysAndAttributes::builder().set_keys(Some(challenge_keys)).build())?,
    )]);
    if let Some(id) = auth_id {
        let keys = KeysAndAttributes::builder().keys(HashMap::from([("authId".to_owned(), s(id))]));
        request.insert(db.tables.users.clone(), built(keys.build())?);
    }
    if let Some(user) = deck {
        let card = crate::review::card_key(user, &crate::review::challenge_card_id(question_id));
        request.insert(db.tables.progress.clone(), built(KeysAndAttributes::builder().keys(card).build())?);
    }
    let mut out = EndReads { question: None, profile: None, best: None, in_deck: false };
    for (table, item) in crate::batch::get(db, request).await? {
        if table == db.tables.progress {
            out.in_deck = true;
        } else if table == db.tables.users {
            out.profile = Some(serde_dynamo::from_item(item)?);
        } else if item.get("pk").and_then(|v| v.as_s().ok()).is_some_and(|pk| pk == "CQ") {
            out.question = Some(serde_dynamo::from_item(item)?);
        } else {
            out.best = Some(serde_dynamo::from_item(item)?);
        }
    }
    Ok(out)
}

/// What a game's end writes besides the game.
pub struct GameEnd<'a> {
    /// The player's best this week, as read.
    pub old_best: Option<&'a Best>,
    /// Their new best, when this game beat it.
    pub new_best: Option<&'a Best>,
    /// When the week's best and board rows expire (epoch s).
    pub expires_at: i64,
    /// The card of the question the game ended on, for the player's review deck.
    pub miss: Option<(&'a str, &'a crate::review::Card)>,
    /// The answer that ended it, for the player's tally of its topic.
    pub answer: Option<crate::review::ChallengeAnswer<'a>>,
}

/// Ends the game and, when `new_best` beats `old_best`, records it: the player's best and, for a
/// ranked player, their one row on the week's board; with `miss`, the card of the question it
/// ended on joins the player's review deck. One transaction; `Err(ConditionFailed)` when the game
/// or the best changed since they were read (or the card appeared in between).
pub async fn end_game(db: &Db, g: &Game, served_before: i64, week: &str, end: GameEnd<'_>) -> Result<(), StoreError> {
    let GameEnd { old_best, new_best, expires_at, miss, answer } = end;
    let mut tx = db
        .client
        .transact_write_items()
        .transact_items(TransactWriteItem::builder().put(game_put(db, g, served_before)?).build());
    if let Some(answer) = &answer {
        tx = tx.transact_items(crate::review::tallying(db, answer)?);
    }
    // The question that ended it goes to the player's review deck, in the same request.
    if let Some((user, card)) = miss {
        for write in crate::review::adding(db, user, card)? {
            tx = tx.transact_items(write);
        }
    }
    if let Some(best) = new_best {
        let (pk, sk) = best_key(week, &best.auth_id);
        let mut best_item = item(best, pk, sk)?;
        best_item.insert("expiresAt".into(), AttributeValue::N(expires_at.to_string()));
        let put = Put::builder().table_name(&db.tables.challenge).set_item(Some(best_item));
        let put = match old_best {
            None => put.condition_expression("attribute_not_exists(sk)"),
            Some(old) => put
                .condition_expression("achievedAt = :old")
                .expression_attribute_values(":old", AttributeValue::N(old.achieved_at.to_string())),
        };
        tx = tx.transact_items(TransactWriteItem::builder().put(built(put.build())?).build());
        if let Some(old_sk) = old_best.and_then(|b| b.board_sk.clone()) {
            let delete = Delete::builder()
                .table_name(&db.tables.challenge)
                .key("pk", s(format!("BOARD#{week}")))
                .key("sk", s(old_sk));
            tx = tx.transact_items(TransactWriteItem::builder().delete(built(delete.build())?).build());
        }
        if let Some(row_sk) = &best.board_sk {
            let row = BoardRow {
                auth_id: best.auth_id.clone(),
                full_name: best.full_name.clone(),
                streak: best.streak,
                skips: best.skips,
            };
            let mut row_item = item(&row, format!("BOARD#{week}"), row_sk.clone())?;
            row_item.insert("expiresAt".into(), AttributeValue::N(expires_at.to_string()));
            let put = Put::builder().table_name(&db.tables.challenge).set_item(Some(row_item));
            tx = tx.transact_items(TransactWriteItem::builder().put(built(put.build())?).build());
        }
    }
    match tx.send().await {
        Ok(_) => Ok(()),
        Err(err) if crate::failed_conditions(&err).is_some() => Err(StoreError::ConditionFailed),
        Err(err) => Err(err.into()),
    }
}

pub async fn best(db: &Db, week: &str, auth_id: &str) -> Result<Option<Best>, StoreError> {
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
        .expression_attribute_values(":pk", s(format!("BOARD#{week}")))
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
            let mut best_item = item(b, pk, sk)?;
            best_item.insert("expiresAt".into(), AttributeValue::N(expires_at.to_string()));
            writes.push(best_item);
        }
        if let Some(row_sk) = &b.board_sk {
            let row = BoardRow {
                auth_id: b.auth_id.clone(),
                full_name: b.full_name.clone(),
                streak: b.streak,
                skips: b.skips,
            };
            let mut row_item = item(&row, format!("BOARD#{week}"), row_sk.clone())?;
            row_item.insert("expiresAt".into(), AttributeValue::N(expires_at.to_string()));
            writes.push(row_item);
        }
    }
    crate::batch::put(db, &db.tables.challenge, writes).await?;
    Ok(())
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
