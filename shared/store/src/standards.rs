//! Keeping markers to one standard (docs/standards.md), in the answers table.
//!
//! | item                                  | pk                | sk                            |
//! |---------------------------------------|-------------------|-------------------------------|
//! | a seed                                | `SEEDS#{part}`    | `SEED#{seedId}`               |
//! | which seeds a student's answers made  | `USER#{sub}`      | `SEEDOF#{part}#{seedId}`      |
//! | a part's standard                     | `SETTINGS`        | `STANDARD#{part}`             |
//! | a marker's qualification mark         | `MARKER#{sub}`    | `QUAL#{part}#{seedId}`        |
//! | a seed in a marker's queue            | `MARKER#{sub}`    | `TURN#{answerId}`             |
//! | what a marker returned (seed or live) | `MARKER#{sub}`    | `DONE#{part}#{at:013}`        |
//! | a marker paused on a part             | `MARKER#{sub}`    | `PAUSE#{part}`                |
//! | paused markers, for the head          | `PAUSED`          | `{part}#{sub}`                |
//! | an answer waiting for a second mark   | `SECOND`          | `{cognitoId}#{answerId}`      |
//! | two marks waiting for the head        | `DECIDE`          | `{cognitoId}#{answerId}`      |
//! | a comparison, for the figures         | `AGREE#{term}`    | `{at:013}#{random}`           |
//!
//! Every list is one Query of its partition; a claim of a second marking is a conditional write.

use aws_sdk_dynamodb::types::{Delete, Put, ReturnValue, TransactWriteItem};
use domain::ids::{AnswerId, UserId};
use domain::marking::Mark;
use domain::standards::{Comparison, Part, Seed, Standard, Term};
pub use domain::standards::{Pause, SecondReason};
use serde::{Deserialize, Serialize};

use crate::keys::{SETTINGS, built, key, keyed, n, s, user_pk};
use crate::{Db, Item, StoreError};

const SEEDS: &str = "SEEDS#";
const SEED: &str = "SEED#";
const SEED_OF: &str = "SEEDOF#";
const MARKER: &str = "MARKER#";
const QUAL: &str = "QUAL#";
const TURN: &str = "TURN#";
const DONE: &str = "DONE#";
const PAUSE: &str = "PAUSE#";
const PAUSED: &str = "PAUSED";
const SECOND: &str = "SECOND";
const DECIDE: &str = "DECIDE";
const AGREE: &str = "AGREE#";

fn marker_pk(sub: &UserId) -> String {
    format!("{MARKER}{sub}")
}

async fn get<T: serde::de::DeserializeOwned>(db: &Db, k: Item) -> Result<Option<T>, StoreError> {
    crate::parsed(db.client.get_item().table_name(&db.tables.answers).set_key(Some(k)).send().await?.item)
}

async fn query<T: serde::de::DeserializeOwned>(db: &Db, pk: &str, prefix: Option<&str>) -> Result<Vec<T>, StoreError> {
    crate::query_partition(db, &db.tables.answers, ("pk", pk), prefix).await
}

fn put<T: Serialize>(db: &Db, value: &T, pk: String, sk: String) -> Result<TransactWriteItem, StoreError> {
    let put = Put::builder().table_name(&db.tables.answers).set_item(Some(keyed(value, pk, sk)?)).build();
    Ok(TransactWriteItem::builder().put(built(put)?).build())
}

fn delete(db: &Db, k: Item) -> Result<TransactWriteItem, StoreError> {
    let d = Delete::builder().table_name(&db.tables.answers).set_key(Some(k)).build();
    Ok(TransactWriteItem::builder().delete(built(d)?).build())
}

// -- seeds --------------------------------------------------------------------------------------

/// A part's seeds, oldest first: its first `qualification_seeds` are its qualification set.
pub async fn seeds(db: &Db, part: Part) -> Result<Vec<Seed>, StoreError> {
    query(db, &format!("{SEEDS}{}", part.key()), Some(SEED)).await
}

pub async fn seed(db: &Db, part: Part, seed_id: &str) -> Result<Option<Seed>, StoreError> {
    if !crate::key_fits(seed_id) {
        return Ok(None);
    }
    get(db, key(format!("{SEEDS}{}", part.key()), format!("{SEED}{seed_id}"))).await
}

/// Keeps `seed`, made from an answer of `student`, with the note under the student's partition
/// that their account's erasure follows to it.
pub async fn put_seed(db: &Db, seed: &Seed, student: &UserId) -> Result<(), StoreError> {
    let part = seed.part.key();
    let link = put(
        db,
        &SeedOf { part: seed.part, seed_id: seed.seed_id.clone() },
        user_pk(student),
        format!("{SEED_OF}{part}#{}", seed.seed_id),
    )?;
    let row = put(db, seed, format!("{SEEDS}{part}"), format!("{SEED}{}", seed.seed_id))?;
    crate::transact(db, vec![row, link]).await
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct SeedOf {
    part: Part,
    seed_id: String,
}

/// Whether a student's item (its sort key) is the note of a seed made from their answer: kept
/// out of their export, and followed by the erasure.
pub fn is_seed_note(sk: &str) -> bool {
    sk.starts_with(SEED_OF)
}

/// The seeds the notes among a student's items name (for the erasure).
pub(crate) fn seed_keys(items: &[Item]) -> Vec<Item> {
    items
        .iter()
        .filter_map(|i| {
            let sk = i.get("sk")?.as_s().ok()?;
            let (part, id) = sk.strip_prefix(SEED_OF)?.split_once('#')?;
            Some(key(format!("{SEEDS}{part}"), format!("{SEED}{id}")))
        })
        .collect()
}

/// The rows of a second marking a student's answers may have (for the erasure).
pub(crate) fn second_keys(sub: &UserId, answer_ids: impl Iterator<Item = String>) -> Vec<Item> {
    answer_ids.flat_map(|id| [key(SECOND, format!("{sub}#{id}")), key(DECIDE, format!("{sub}#{id}"))]).collect()
}

// -- the standard -------------------------------------------------------------------------------

const STANDARD: &str = "STANDARD#";

/// A part's standard: staff's, else the default for its size.
pub async fn standard(db: &Db, part: Part) -> Result<Standard, StoreError> {
    let set: Option<Standard> = get(db, key(SETTINGS, format!("{STANDARD}{}", part.key()))).await?;
    Ok(set.unwrap_or_else(|| Standard::for_marks(part.marks)))
}

pub async fn set_standard(db: &Db, part: Part, standard: &Standard) -> Result<(), StoreError> {
    let item = keyed(standard, SETTINGS, format!("{STANDARD}{}", part.key()))?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}

/// Puts a part under the default standard of its size, unless it has one (its first seed).
pub async fn ensure_part(db: &Db, part: Part) -> Result<(), StoreError> {
    let item = keyed(&Standard::for_marks(part.marks), SETTINGS, format!("{STANDARD}{}", part.key()))?;
    let req = db.client.put_item().table_name(&db.tables.answers).set_item(Some(item));
    crate::written(req.condition_expression("attribute_not_exists(pk)").send().await.map_err(StoreError::from))?;
    Ok(())
}

/// Every part under a standard, with it (one Query of the settings).
pub async fn parts(db: &Db) -> Result<Vec<(Part, Standard)>, StoreError> {
    let items = crate::query_items(db, &db.tables.answers, ("pk", SETTINGS), Some(STANDARD)).await?;
    let mut out = vec![];
    for item in items {
        let part = item.get("sk").and_then(|v| v.as_s().ok()).and_then(|sk| Part::parse(sk.strip_prefix(STANDARD)?));
        if let Some(part) = part {
            out.push((part, serde_dynamo::from_item(item)?));
        }
    }
    Ok(out)
}

// -- a marker's rows ------------------------------------------------------------------------------

/// A marker's mark of a seed of the qualification set.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QualMark {
    pub seed_id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub band: Option<u8>,
    pub mark: u32,
    pub within: bool,
    pub at: i64,
}

pub async fn qual_marks(db: &Db, me: &UserId, part: Part) -> Result<Vec<QualMark>, StoreError> {
    let mut marks: Vec<QualMark> = query(db, &marker_pk(me), Some(&format!("{QUAL}{}#", part.key()))).await?;
    marks.sort_by_key(|m| m.at);
    Ok(marks)
}

/// Keeps a qualification mark and its comparison, unless the marker marked that seed already.
pub async fn put_qual_mark(db: &Db, me: &UserId, part: Part, m: &QualMark, c: &Comparison) -> Result<bool, StoreError> {
    let row = Put::builder()
        .table_name(&db.tables.answers)
        .set_item(Some(keyed(m, marker_pk(me), format!("{QUAL}{}#{}", part.key(), m.seed_id))?))
        .condition_expression("attribute_not_exists(pk)")
        .build();
    let writes = vec![TransactWriteItem::builder().put(built(row)?).build(), comparison(db, c)?];
    crate::written(crate::transact(db, writes).await)
}

/// A marker's standing rows on every part: the qualification marks and the pauses (one Query).
pub async fn marker_rows(db: &Db, me: &UserId) -> Result<(Vec<(Part, QualMark)>, Vec<Pause>), StoreError> {
    let items = crate::query_items(db, &db.tables.answers, ("pk", &marker_pk(me)), None).await?;
    let (mut quals, mut pauses) = (vec![], vec![]);
    for item in items {
        let Some(sk) = item.get("sk").and_then(|v| v.as_s().ok()).cloned() else { continue };
        if let Some(rest) = sk.strip_prefix(QUAL) {
            let Some(part) = rest.split_once('#').and_then(|(p, _)| Part::parse(p)) else { continue };
            quals.push((part, serde_dynamo::from_item(item)?));
        } else if sk.starts_with(PAUSE) {
            pauses.push(serde_dynamo::from_item(item)?);
        }
    }
    Ok((quals, pauses))
}

/// A seed put in a marker's queue, under the ids its entry shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Turn {
    pub cognito_id: UserId,
    pub answer_id: AnswerId,
    pub part: Part,
    pub seed_id: String,
    pub submitted_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_until: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft_mark: Option<Mark>,
}

pub async fn turns(db: &Db, me: &UserId) -> Result<Vec<Turn>, StoreError> {
    query(db, &marker_pk(me), Some(TURN)).await
}

pub async fn turn(db: &Db, me: &UserId, answer_id: &AnswerId) -> Result<Option<Turn>, StoreError> {
    get(db, key(marker_pk(me), format!("{TURN}{answer_id}"))).await
}

/// Puts a new seed in a marker's queue.
pub async fn put_turn(db: &Db, me: &UserId, t: &Turn) -> Result<(), StoreError> {
    let item = keyed(t, marker_pk(me), format!("{TURN}{}", t.answer_id))?;
    db.client.put_item().table_name(&db.tables.answers).set_item(Some(item)).send().await?;
    Ok(())
}

/// Keeps a claim or a draft on a seed in a marker's queue, unless it has left the queue (returned
/// a moment ago: a late autosave must not bring it back). False when it has.
pub async fn update_turn(db: &Db, me: &UserId, t: &Turn) -> Result<bool, StoreError> {
    let item = keyed(t, marker_pk(me), format!("{TURN}{}", t.answer_id))?;
    let req = db.client.put_item().table_name(&db.tables.answers).set_item(Some(item));
    crate::written(req.condition_expression("attribute_exists(pk)").send().await.map_err(StoreError::from))
}

/// Takes a seed out of a marker's queue (its seed gone with a student's account).
pub async fn drop_turn(db: &Db, me: &UserId, answer_id: &AnswerId) -> Result<(), StoreError> {
    let k = key(marker_pk(me), format!("{TURN}{answer_id}"));
    db.client.delete_item().table_name(&db.tables.answers).set_key(Some(k)).send().await?;
    Ok(())
}

/// What a marker returned on a part, in order: a seed (and whether within tolerance) or a live
/// answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Done {
    Seed { within: bool, at: i64 },
    Live { cognito_id: UserId, answer_id: AnswerId, at: i64 },
}

impl Done {
    pub fn at(&self) -> i64 {
        match self {
            Self::Seed { at, .. } | Self::Live { at, .. } => *at,
        }
    }
}

pub async fn done(db: &Db, me: &UserId, part: Part) -> Result<Vec<Done>, StoreError> {
    query(db, &marker_pk(me), Some(&format!("{DONE}{}#", part.key()))).await
}

/// The write of a return into the marker's record.
pub fn done_row(db: &Db, me: &UserId, part: Part, d: &Done) -> Result<TransactWriteItem, StoreError> {
    put(db, d, marker_pk(me), format!("{DONE}{}#{:013}{:03}", part.key(), d.at(), fastrand::u32(0..1000)))
}

/// Returns a seed: out of the marker's queue (unless returned already), into their record, and
/// its comparison into the figures, in one transaction.
pub async fn return_seed(db: &Db, me: &UserId, t: &Turn, d: &Done, c: &Comparison) -> Result<bool, StoreError> {
    let gone = Delete::builder()
        .table_name(&db.tables.answers)
        .set_key(Some(key(marker_pk(me), format!("{TURN}{}", t.answer_id))))
        .condition_expression("attribute_exists(pk)")
        .build();
    let writes = vec![
        TransactWriteItem::builder().delete(built(gone)?).build(),
        done_row(db, me, t.part, d)?,
        comparison(db, c)?,
    ];
    crate::written(crate::transact(db, writes).await)
}

pub async fn pause_of(db: &Db, me: &UserId, part: Part) -> Result<Option<Pause>, StoreError> {
    get(db, key(marker_pk(me), format!("{PAUSE}{}", part.key()))).await
}

/// Pauses a marker (their row and the head's list, in one transaction; false when they were
/// paused already), then puts the answers of `back` up for a second marking, 25 a transaction
/// (however many a long run without a good seed sent back).
pub async fn pause(db: &Db, p: &Pause, back: &[Second]) -> Result<bool, StoreError> {
    let mine = Put::builder()
        .table_name(&db.tables.answers)
        .set_item(Some(keyed(p, marker_pk(&p.marker_id), format!("{PAUSE}{}", p.part.key()))?))
        .condition_expression("attribute_not_exists(pausedAt)")
        .build();
    let writes = vec![
        TransactWriteItem::builder().put(built(mine)?).build(),
        put(db, p, PAUSED.into(), format!("{}#{}", p.part.key(), p.marker_id))?,
    ];
    if !crate::written(crate::transact(db, writes).await)? {
        return Ok(false);
    }
    for chunk in back.chunks(25) {
        crate::transact(db, chunk.iter().map(|b| second_row(db, b)).collect::<Result<_, _>>()?).await?;
    }
    Ok(true)
}

/// The markers paused now, for the head of marking (one Query).
pub async fn paused(db: &Db) -> Result<Vec<Pause>, StoreError> {
    query(db, PAUSED, None).await
}

/// Lets a paused marker go on: seeds count afresh from `now`.
pub async fn resume(db: &Db, marker: &UserId, part: Part, now_ms: i64) -> Result<bool, StoreError> {
    let Some(p) = pause_of(db, marker, part).await? else { return Ok(false) };
    if p.paused_at.is_none() {
        return Ok(false);
    }
    let again = Pause { paused_at: None, resumed_at: Some(now_ms), ..p };
    let writes = vec![
        put(db, &again, marker_pk(marker), format!("{PAUSE}{}", part.key()))?,
        delete(db, key(PAUSED, format!("{}#{marker}", part.key())))?,
    ];
    crate::transact(db, writes).await?;
    Ok(true)
}

// -- second marking -------------------------------------------------------------------------------

/// An answer waiting for (or with) its second, blind, mark.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Second {
    pub cognito_id: UserId,
    pub answer_id: AnswerId,
    pub part: Part,
    pub reason: SecondReason,
    pub first: Mark,
    pub queued_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_by: Option<UserId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_until: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft_mark: Option<Mark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub second: Option<Mark>,
}

fn second_sk(cognito: &UserId, answer: &AnswerId) -> String {
    format!("{cognito}#{answer}")
}

/// The write of a second marking's row.
pub fn second_row(db: &Db, s: &Second) -> Result<TransactWriteItem, StoreError> {
    put(db, s, SECOND.into(), second_sk(&s.cognito_id, &s.answer_id))
}

/// Every answer waiting for a second mark (one Query).
pub async fn seconds(db: &Db) -> Result<Vec<Second>, StoreError> {
    query(db, SECOND, None).await
}

pub async fn second(db: &Db, cognito: &UserId, answer: &AnswerId) -> Result<Option<Second>, StoreError> {
    if cognito.as_str().len() > 128 || !answer.is_plausible() {
        return Ok(None);
    }
    get(db, key(SECOND, second_sk(cognito, answer))).await
}

/// Claims a second marking for `me` until `until`, unless another marker's claim holds (or it is
/// settled, or `me` gave its first mark). The row as it is now, or None.
pub async fn claim_second(
    db: &Db,
    (cognito, answer): (&UserId, &AnswerId),
    me: &UserId,
    now_ms: i64,
    until_ms: i64,
) -> Result<Option<Second>, StoreError> {
    let res = db
        .client
        .update_item()
        .table_name(&db.tables.answers)
        .set_key(Some(key(SECOND, second_sk(cognito, answer))))
        .update_expression("SET claimBy = :me, claimUntil = :until")
        .condition_expression(
            "attribute_exists(pk) AND #first.#marker.#id <> :me AND (attribute_not_exists(claimBy) OR \
             claimBy = :me OR claimUntil <= :now)",
        )
        .expression_attribute_names("#first", "first")
        .expression_attribute_names("#marker", "marker")
        .expression_attribute_names("#id", "id")
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":until", n(until_ms))
        .expression_attribute_values(":now", n(now_ms))
        .return_values(ReturnValue::AllNew)
        .send()
        .await
        .map_err(StoreError::from);
    match res {
        Ok(out) => crate::parsed(out.attributes),
        Err(StoreError::ConditionFailed) => Ok(None),
        Err(e) => Err(e),
    }
}

/// Saves a second marker's draft (and renews their claim); false unless they hold it.
pub async fn save_second_draft(db: &Db, row: &Second, me: &UserId, now_ms: i64) -> Result<bool, StoreError> {
    let item = keyed(row, SECOND, second_sk(&row.cognito_id, &row.answer_id))?;
    let res = db
        .client
        .put_item()
        .table_name(&db.tables.answers)
        .set_item(Some(item))
        .condition_expression("claimBy = :me AND claimUntil > :now")
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":now", n(now_ms))
        .send()
        .await;
    crate::written(res.map_err(StoreError::from))
}

/// The write that takes a second marking off the list, if `me` still holds it.
pub fn second_taken(db: &Db, row: &Second, me: &UserId, now_ms: i64) -> Result<TransactWriteItem, StoreError> {
    let d = Delete::builder()
        .table_name(&db.tables.answers)
        .set_key(Some(key(SECOND, second_sk(&row.cognito_id, &row.answer_id))))
        .condition_expression("claimBy = :me AND claimUntil > :now")
        .expression_attribute_values(":me", s(me))
        .expression_attribute_values(":now", n(now_ms))
        .build();
    Ok(TransactWriteItem::builder().delete(built(d)?).build())
}

/// The write that puts two marks before the head of marking.
pub fn to_decide(db: &Db, row: &Second) -> Result<TransactWriteItem, StoreError> {
    put(db, row, DECIDE.into(), second_sk(&row.cognito_id, &row.answer_id))
}

/// The marks waiting for the head of marking (one Query).
pub async fn decisions(db: &Db) -> Result<Vec<Second>, StoreError> {
    query(db, DECIDE, None).await
}

pub async fn decision(db: &Db, cognito: &UserId, answer: &AnswerId) -> Result<Option<Second>, StoreError> {
    if cognito.as_str().len() > 128 || !answer.is_plausible() {
        return Ok(None);
    }
    get(db, key(DECIDE, second_sk(cognito, answer))).await
}

/// The write that takes a decision off the head's list, if it is still there.
pub fn decided(db: &Db, row: &Second) -> Result<TransactWriteItem, StoreError> {
    let d = Delete::builder()
        .table_name(&db.tables.answers)
        .set_key(Some(key(DECIDE, second_sk(&row.cognito_id, &row.answer_id))))
        .condition_expression("attribute_exists(pk)")
        .build();
    Ok(TransactWriteItem::builder().delete(built(d)?).build())
}

// -- the figures ----------------------------------------------------------------------------------

/// The write of a comparison into its term's figures.
pub fn comparison(db: &Db, c: &Comparison) -> Result<TransactWriteItem, StoreError> {
    put(db, c, format!("{AGREE}{}", Term::of(c.at).key()), format!("{:013}#{:06}", c.at, fastrand::u32(0..1_000_000)))
}

/// A term's comparisons (one Query).
pub async fn comparisons(db: &Db, term: Term) -> Result<Vec<Comparison>, StoreError> {
    query(db, &format!("{AGREE}{}", term.key()), None).await
}

/// Writes `writes` in one transaction: false when a condition did not hold.
pub async fn write(db: &Db, writes: Vec<TransactWriteItem>) -> Result<bool, StoreError> {
    crate::written(crate::transact(db, writes).await)
}
