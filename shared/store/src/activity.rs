//! What students open, counted per IB cohort, so the dashboard's "Popular content among your
//! cohort this past week" is one GetItem (spec 02 §2, §7).
//!
//! | item                                   | table    | pk                      | sk                               |
//! |----------------------------------------|----------|-------------------------|----------------------------------|
//! | a student's first open of an item today | activity | `SEEN#{cognitoId}`      | `{day}#{kind}#{contentId}`       |
//! | a cohort's opens of an item on one day | activity | `POP#{cohort}#{day}`    | `{category}#{contentId}`         |
//! | a cohort's most opened item per category | activity | `REC#{cohort}`        | `TOP`                            |
//!
//! `day` is the number of days since 1970-01-01 in GMT+8 (the product's time zone). An open counts
//! once per student, item and day. Each counted open re-adds that item's last 7 days (one
//! BatchGet of its daily counts and of the current leader's) and updates the cohort's `TOP` item
//! when the leader changes or its count moves, so the dashboard's read never adds anything up.
//! A leader whose last counted open is more than 6 days old is not shown. Counters and markers
//! expire (TTL) after their week has passed.

use domain::Cohort;
use domain::ids::UserId;
use std::collections::HashMap;

use aws_sdk_dynamodb::types::{AttributeValue, KeysAndAttributes};
use serde::{Deserialize, Serialize};

use crate::{Db, Item, StoreError, written};

/// The product's day: midnight to midnight in GMT+8.
pub fn day_of(now_ms: i64) -> i64 {
    (now_ms + 8 * 3_600_000).div_euclid(86_400_000)
}

/// The window the dashboard speaks of: today and the 6 days before it.
pub const WINDOW_DAYS: i64 = 7;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum Category {
    QuestionBank,
    CondensedNotes,
    Quizzes,
    ShortVideos,
}

impl Category {
    pub const ALL: [Category; 4] =
        [Category::QuestionBank, Category::CondensedNotes, Category::Quizzes, Category::ShortVideos];

    pub fn name(self) -> &'static str {
        match self {
            Category::QuestionBank => "questionBank",
            Category::CondensedNotes => "condensedNotes",
            Category::Quizzes => "quizzes",
            Category::ShortVideos => "shortVideos",
        }
    }
}

/// One opened item, named as the dashboard shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Opened {
    pub category: Category,
    /// Unique within the category (a set id, a file key).
    pub content_id: String,
    pub topic_name: String,
    pub title: String,
    /// The page that opens it, with its query.
    pub url: String,
}

/// A category's leader in a cohort.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Leader {
    pub content_id: String,
    pub topic_name: String,
    pub title: String,
    pub url: String,
    /// Opens (one per student and day) within the 7 days ending `asOfDay`.
    pub count: i64,
    /// The last day this item was opened, as of `asOfDay`.
    pub last_day: i64,
    pub as_of_day: i64,
}

fn s(v: impl Into<String>) -> AttributeValue {
    AttributeValue::S(v.into())
}

fn key(pk: String, sk: String) -> Item {
    Item::from([("pk".into(), s(pk)), ("sk".into(), s(sk))])
}

fn content_sk(category: Category, content_id: &str) -> String {
    format!("{}#{content_id}", category.name())
}

fn expires(day: i64, days: i64) -> AttributeValue {
    AttributeValue::N(((day + days) * 86_400).to_string())
}

/// The partition of `user`'s opens of the last days.
fn seen_pk(user: &UserId) -> String {
    format!("SEEN#{user}")
}

/// Marks `user`'s open of `content` (a kind and an id, `questionBank#12`) today; true for the
/// first open of the day (the one counted).
pub async fn first_open_today(db: &Db, user: &UserId, content: &str, now_ms: i64) -> Result<bool, StoreError> {
    let day = day_of(now_ms);
    let mut item = key(seen_pk(user), format!("{day}#{content}"));
    item.insert("expiresAt".into(), expires(day, 2));
    let put = db
        .client
        .put_item()
        .table_name(&db.tables.activity)
        .set_item(Some(item))
        .condition_expression("attribute_not_exists(pk)")
        .send()
        .await;
    written(put.map_err(StoreError::from))
}

/// Counts one student's open of `opened` in `cohort` today and keeps the cohort's leaders current.
pub async fn count_open(db: &Db, cohort: Cohort, opened: &Opened, now_ms: i64) -> Result<(), StoreError> {
    let day = day_of(now_ms);
    let sk = content_sk(opened.category, &opened.content_id);
    db.client
        .update_item()
        .table_name(&db.tables.activity)
        .set_key(Some(key(format!("POP#{cohort}#{day}"), sk)))
        .update_expression("ADD #c :one SET expiresAt = :exp")
        .expression_attribute_names("#c", "count")
        .expression_attribute_values(":one", AttributeValue::N("1".into()))
        .expression_attribute_values(":exp", expires(day, WINDOW_DAYS + 2))
        .send()
        .await?;
    let top = leaders_item(db, cohort).await?;
    let leader = top.get(&opened.category).cloned();

    // The last 7 days of this item and of the current leader, in one BatchGet.
    let mut ids = vec![opened.content_id.clone()];
    if let Some(l) = leader.as_ref().filter(|l| l.content_id != opened.content_id) {
        ids.push(l.content_id.clone());
    }
    let days: Vec<i64> = (day - WINDOW_DAYS + 1..=day).collect();
    let keys: Vec<Item> = ids
        .iter()
        .flat_map(|id| days.iter().map(move |d| key(format!("POP#{cohort}#{d}"), content_sk(opened.category, id))))
        .collect();
    let counts = batch_counts(db, keys).await?;
    let tally = |id: &str| {
        let sk = content_sk(opened.category, id);
        days.iter().fold((0, 0), |(sum, last), d| match counts.get(&(format!("POP#{cohort}#{d}"), sk.clone())) {
            Some(&c) if c > 0 => (sum + c, *d),
            _ => (sum, last),
        })
    };
    let (mine, my_last) = tally(&opened.content_id);
    let next = match leader {
        Some(l) if l.content_id != opened.content_id => {
            let (theirs, their_last) = tally(&l.content_id);
            if theirs > mine {
                Leader { count: theirs, last_day: their_last, as_of_day: day, ..l }
            } else {
                lead(opened, mine, my_last, day)
            }
        }
        _ => lead(opened, mine, my_last, day),
    };
    if top.get(&opened.category) != Some(&next) {
        db.client
            .update_item()
            .table_name(&db.tables.activity)
            .set_key(Some(key(format!("REC#{cohort}"), "TOP".into())))
            .update_expression("SET #cat = :leader")
            .expression_attribute_names("#cat", opened.category.name())
            .expression_attribute_values(":leader", AttributeValue::M(serde_dynamo::to_item(&next)?))
            .send()
            .await?;
    }
    Ok(())
}

fn lead(opened: &Opened, count: i64, last_day: i64, day: i64) -> Leader {
    Leader {
        content_id: opened.content_id.clone(),
        topic_name: opened.topic_name.clone(),
        title: opened.title.clone(),
        url: opened.url.clone(),
        count,
        last_day,
        as_of_day: day,
    }
}

async fn batch_counts(db: &Db, keys: Vec<Item>) -> Result<HashMap<(String, String), i64>, StoreError> {
    let mut out = HashMap::new();
    // BatchGetItem takes at most 100 keys a call.
    for keys in keys.chunks(100) {
        let request = KeysAndAttributes::builder()
            .set_keys(Some(keys.to_vec()))
            .projection_expression("pk, sk, #c")
            .expression_attribute_names("#c", "count")
            .build()
            .map_err(|e| StoreError::Malformed(e.to_string()))?;
        for (_, item) in crate::batch::get(db, HashMap::from([(db.tables.activity.clone(), request)])).await? {
            let text = |k: &str| item.get(k).and_then(|v| v.as_s().ok()).cloned().unwrap_or_default();
            let count = item.get("count").and_then(|v| v.as_n().ok()).and_then(|n| n.parse().ok()).unwrap_or(0);
            out.insert((text("pk"), text("sk")), count);
        }
    }
    Ok(out)
}

async fn leaders_item(db: &Db, cohort: Cohort) -> Result<HashMap<Category, Leader>, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.activity)
        .set_key(Some(key(format!("REC#{cohort}"), "TOP".into())))
        .send()
        .await?;
    let mut leaders = HashMap::new();
    for (name, value) in out.item.unwrap_or_default() {
        let Some(category) = Category::ALL.into_iter().find(|c| c.name() == name) else { continue };
        if let AttributeValue::M(m) = value {
            leaders.insert(category, serde_dynamo::from_item(m)?);
        }
    }
    Ok(leaders)
}

/// The cohort's most opened item of each category in the last 7 days (one GetItem), in the
/// dashboard's order; categories nobody opened this week are left out.
pub async fn recommended(db: &Db, cohort: Cohort, now_ms: i64) -> Result<Vec<(Category, Leader)>, StoreError> {
    let today = day_of(now_ms);
    let mut leaders = leaders_item(db, cohort).await?;
    Ok(Category::ALL
        .into_iter()
        .filter_map(|c| leaders.remove(&c).map(|l| (c, l)))
        .filter(|(_, l)| l.count > 0 && l.last_day > today - WINDOW_DAYS)
        .collect())
}

/// What the activity table holds of `sub` (for the erasure): their opens of the last days (one
/// Query).
pub(crate) async fn seen_by(db: &Db, sub: &UserId) -> Result<Vec<Item>, StoreError> {
    crate::query_items(db, &db.tables.activity, ("pk", &seen_pk(sub)), None).await
}
