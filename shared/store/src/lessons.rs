//! Recorded lessons, the free-lesson schedule, and who bought what.
//!
//! | item            | table     | pk            | sk                      |
//! |-----------------|-----------|---------------|-------------------------|
//! | lesson          | catalogue | `LESSON`      | `{lessonId:06}`         |
//! | free-lesson slot| catalogue | `FREELESSON`  | `{startsAt:013}` (ms)   |
//! | purchase        | progress  | `{cognitoId}` | `PURCHASE#{lessonId:06}` |
//! | free-lesson use | progress  | `{cognitoId}` | `FREEUSE#{lessonId:06}` |
//! | checkout        | progress  | `{cognitoId}` | `CHECKOUT#{lessonId:06}#{token}` |
//! | promo code use  | progress  | `{cognitoId}` | `PROMO#{code}`          |
//!
//! A lesson promo code is used once per user: the checkout paying with it claims `PROMO#{code}`
//! (conditional PutItem) before the card is charged, and gives it back if the charge fails.
//!
//! This week's free lesson is the slot that started last: one Query, newest first, limit 1.

use aws_sdk_dynamodb::types::AttributeValue;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};

use crate::catalogue_table::{get, put, query_all};
use crate::{Db, StoreError, get_user_file, query_user, written};

pub use domain::catalogue::{FreeSlot, Lesson};

pub async fn all(db: &Db) -> Result<Vec<Lesson>, StoreError> {
    query_all(db, "LESSON").await
}

pub async fn lesson(db: &Db, id: u32) -> Result<Option<Lesson>, StoreError> {
    get(db, "LESSON".into(), format!("{id:06}")).await
}

pub async fn put_lesson(db: &Db, l: &Lesson) -> Result<(), StoreError> {
    put(db, ("LESSON".into(), format!("{:06}", l.id)), l).await
}

pub async fn put_free_slot(db: &Db, slot: &FreeSlot) -> Result<(), StoreError> {
    put(db, ("FREELESSON".into(), format!("{:013}", slot.starts_at)), slot).await
}

/// The whole schedule, oldest first.
pub async fn free_slots(db: &Db) -> Result<Vec<FreeSlot>, StoreError> {
    query_all(db, "FREELESSON").await
}

/// The slot in force at `now_ms`: the latest one that has started.
pub async fn free_slot_at(db: &Db, now_ms: i64) -> Result<Option<FreeSlot>, StoreError> {
    let out = db
        .client
        .query()
        .table_name(&db.tables.catalogue)
        .key_condition_expression("pk = :pk AND sk <= :now")
        .expression_attribute_values(":pk", AttributeValue::S("FREELESSON".into()))
        .expression_attribute_values(":now", AttributeValue::S(format!("{now_ms:013}")))
        .scan_index_forward(false)
        .limit(1)
        .send()
        .await?;
    Ok(out.items.unwrap_or_default().into_iter().next().map(serde_dynamo::from_item).transpose()?)
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Purchase {
    pub cognito_id: UserId,
    pub sk: String,
    pub lesson_id: u32,
    pub payment_intent_id: String,
    pub amount_in_cent: i64,
    pub currency: String,
    /// Epoch seconds.
    pub purchased_at: i64,
}

pub fn purchase_sk(lesson_id: u32) -> String {
    format!("PURCHASE#{lesson_id:06}")
}

pub async fn purchase(db: &Db, user: &UserId, lesson_id: u32) -> Result<Option<Purchase>, StoreError> {
    get_user_file(db, &db.tables.progress, user, purchase_sk(lesson_id)).await
}

pub async fn purchases(db: &Db, user: &UserId) -> Result<Vec<Purchase>, StoreError> {
    query_user(db, &db.tables.progress, user, Some("PURCHASE#")).await
}

/// Records a purchase once; false when it was already recorded.
pub async fn record_purchase(db: &Db, p: &Purchase) -> Result<bool, StoreError> {
    let res = db
        .client
        .put_item()
        .table_name(&db.tables.progress)
        .set_item(Some(serde_dynamo::to_item(p)?))
        .condition_expression("attribute_not_exists(sk)")
        .send()
        .await
        .map_err(StoreError::from);
    written(res)
}

/// Notes that the user watched the free lesson or downloaded its notes (`action`), keeping the
/// first time of each.
pub async fn record_free_lesson_use(
    db: &Db,
    user: &UserId,
    lesson_id: u32,
    action: &str,
    now_secs: i64,
) -> Result<(), StoreError> {
    db.client
        .update_item()
        .table_name(&db.tables.progress)
        .key("cognitoId", AttributeValue::S(user.to_string()))
        .key("sk", AttributeValue::S(format!("FREEUSE#{lesson_id:06}")))
        .update_expression("SET #a = if_not_exists(#a, :now), lessonId = :l")
        .expression_attribute_names("#a", action)
        .expression_attribute_values(":now", AttributeValue::N(now_secs.to_string()))
        .expression_attribute_values(":l", AttributeValue::N(lesson_id.to_string()))
        .send()
        .await?;
    Ok(())
}

/// One attempt to buy a lesson: the price the server settled on (after any promo code) and, once
/// the card was charged, the payment's id. Belongs to its buyer's partition, so nobody else can
/// read or pay it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Checkout {
    pub cognito_id: UserId,
    pub sk: String,
    pub lesson_id: u32,
    pub amount_in_cent: i64,
    pub original_amount_in_cent: i64,
    pub currency: String,
    #[serde(default)]
    pub coupon_id: String,
    #[serde(default)]
    pub payment_intent_id: Option<String>,
    /// Epoch seconds.
    pub created_at: i64,
}

/// The page's id of a checkout (`{lessonId}-{token}`) as its sort key; None when malformed.
pub fn checkout_sk(checkout_id: &str) -> Option<String> {
    let (lesson, token) = checkout_id.split_once('-')?;
    let lesson: u32 = lesson.parse().ok()?;
    let ok = token.len() == 32 && token.chars().all(|c| c.is_ascii_hexdigit());
    ok.then(|| format!("CHECKOUT#{lesson:06}#{token}"))
}

impl Checkout {
    /// The id the page carries: `{lessonId}-{token}`.
    pub fn id(&self) -> String {
        let token = self.sk.rsplit('#').next().unwrap_or_default();
        format!("{}-{token}", self.lesson_id)
    }
}

pub async fn put_checkout(db: &Db, c: &Checkout) -> Result<(), StoreError> {
    db.client.put_item().table_name(&db.tables.progress).set_item(Some(serde_dynamo::to_item(c)?)).send().await?;
    Ok(())
}

pub async fn checkout(db: &Db, user: &UserId, sk: String) -> Result<Option<Checkout>, StoreError> {
    get_user_file(db, &db.tables.progress, user, sk).await
}

/// The user's checkouts of one lesson.
/// Every checkout of the student's (the lesson payments they began).
pub async fn checkouts(db: &Db, user: &UserId) -> Result<Vec<Checkout>, StoreError> {
    query_user(db, &db.tables.progress, user, Some("CHECKOUT#")).await
}

pub async fn checkouts_of_lesson(db: &Db, user: &UserId, lesson_id: u32) -> Result<Vec<Checkout>, StoreError> {
    query_user(db, &db.tables.progress, user, Some(&format!("CHECKOUT#{lesson_id:06}#"))).await
}

/// Remembers which payment pays this checkout.
pub async fn set_checkout_payment(db: &Db, user: &UserId, sk: &str, payment_intent_id: &str) -> Result<(), StoreError> {
    db.client
        .update_item()
        .table_name(&db.tables.progress)
        .key("cognitoId", AttributeValue::S(user.to_string()))
        .key("sk", AttributeValue::S(sk.to_owned()))
        .update_expression("SET paymentIntentId = :pi")
        .condition_expression("attribute_exists(sk)")
        .expression_attribute_values(":pi", AttributeValue::S(payment_intent_id.to_owned()))
        .send()
        .await?;
    Ok(())
}

/// A user's use of a lesson promo code, by the checkout that pays with it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PromoUse {
    pub cognito_id: UserId,
    pub sk: String,
    pub checkout_id: String,
}

fn promo_use_sk(code: &str) -> String {
    format!("PROMO#{}", domain::promo::normalise_code(code))
}

/// The checkout that used (or is paying with) `code`, if any.
pub async fn promo_use(db: &Db, user: &UserId, code: &str) -> Result<Option<PromoUse>, StoreError> {
    get_user_file(db, &db.tables.progress, user, promo_use_sk(code)).await
}

/// Claims `code` for `checkout_id`: true when the code was free or already this checkout's.
pub async fn claim_promo(db: &Db, user: &UserId, code: &str, checkout_id: &str) -> Result<bool, StoreError> {
    let claim = PromoUse { cognito_id: user.clone(), sk: promo_use_sk(code), checkout_id: checkout_id.to_owned() };
    let res = db
        .client
        .put_item()
        .table_name(&db.tables.progress)
        .set_item(Some(serde_dynamo::to_item(&claim)?))
        .condition_expression("attribute_not_exists(sk) OR checkoutId = :c")
        .expression_attribute_values(":c", AttributeValue::S(checkout_id.to_owned()))
        .send()
        .await
        .map_err(StoreError::from);
    written(res)
}

/// Gives `code` back after `checkout_id`'s charge failed (no effect if another checkout holds it).
pub async fn release_promo(db: &Db, user: &UserId, code: &str, checkout_id: &str) -> Result<(), StoreError> {
    let res = db
        .client
        .delete_item()
        .table_name(&db.tables.progress)
        .key("cognitoId", AttributeValue::S(user.to_string()))
        .key("sk", AttributeValue::S(promo_use_sk(code)))
        .condition_expression("checkoutId = :c")
        .expression_attribute_values(":c", AttributeValue::S(checkout_id.to_owned()))
        .send()
        .await
        .map_err(StoreError::from);
    written(res).map(|_| ())
}
