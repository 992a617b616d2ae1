//! The payments table: the product's promo codes, and the Stripe events already applied.
//!
//! Access patterns (docs/data-model-accounts.md):
//! - a promo code: GetItem `pk = PROMO#{CODE}, sk = PROMO`
//! - claim a webhook event once: PutItem `pk = EVENT#{id}, sk = EVENT` with `attribute_not_exists(pk)`
//!   (kept 30 days by `expiresAt`, longer than Stripe retries a delivery)
//! - one payment in flight per student: UpdateItem `pk = HOLD#{authId}, sk = PAYMENT` with
//!   `heldUntil < now` (see [`take_hold`])

use aws_sdk_dynamodb::types::AttributeValue;
use domain::ids::UserId;
use serde::Deserialize;

pub use domain::promo::normalise_code;

use crate::{Db, Item, StoreError};

pub use domain::promo::{Product, PromoDuration, PromoKind, PromoTarget};

pub use domain::promo::PromoCode;

fn key(pk: String, sk: &str) -> Item {
    Item::from([("pk".into(), AttributeValue::S(pk)), ("sk".into(), AttributeValue::S(sk.into()))])
}

fn promo_item(promo: &PromoCode) -> Result<Item, StoreError> {
    let mut item: Item = serde_dynamo::to_item(promo)?;
    item.extend(key(format!("PROMO#{}", normalise_code(&promo.code)), "PROMO"));
    Ok(item)
}

/// Puts `item` unless its key exists; false when it did.
async fn put_new(db: &Db, item: Item) -> Result<bool, StoreError> {
    let put = db
        .client
        .put_item()
        .table_name(&db.tables.payments)
        .set_item(Some(item))
        .condition_expression("attribute_not_exists(pk)")
        .send()
        .await;
    crate::written(put.map_err(StoreError::from))
}

pub async fn promo(db: &Db, code: &str) -> Result<Option<PromoCode>, StoreError> {
    let code = normalise_code(code);
    if code.is_empty() || code.len() > 64 {
        return Ok(None);
    }
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.payments)
        .set_key(Some(key(format!("PROMO#{code}"), "PROMO")))
        .send()
        .await?;
    Ok(out.item.map(serde_dynamo::from_item).transpose()?)
}

/// The code's entry in the list staff see (`pk = PROMOS`), beside its own record.
fn list_item(promo: &PromoCode) -> Result<Item, StoreError> {
    let mut item: Item = serde_dynamo::to_item(promo)?;
    item.extend(key("PROMOS".into(), &normalise_code(&promo.code)));
    Ok(item)
}

pub async fn put_promo(db: &Db, promo: &PromoCode) -> Result<(), StoreError> {
    use aws_sdk_dynamodb::types::{Put, TransactWriteItem};
    let mut items = vec![];
    for item in [promo_item(promo)?, list_item(promo)?] {
        let put = Put::builder()
            .table_name(&db.tables.payments)
            .set_item(Some(item))
            .build()
            .map_err(|e| StoreError::Malformed(e.to_string()))?;
        items.push(TransactWriteItem::builder().put(put).build());
    }
    db.client.transact_write_items().set_transact_items(Some(items)).send().await?;
    Ok(())
}

/// Every promo code, by code.
pub async fn promos(db: &Db) -> Result<Vec<PromoCode>, StoreError> {
    let out = db
        .client
        .query()
        .table_name(&db.tables.payments)
        .key_condition_expression("pk = :pk")
        .expression_attribute_values(":pk", AttributeValue::S("PROMOS".into()))
        .send()
        .await?;
    Ok(out.items.unwrap_or_default().into_iter().map(serde_dynamo::from_item).collect::<Result<_, _>>()?)
}

/// The standard codes (`promos.json`), shared with the CDK app.
pub const PROMOS_JSON: &str = include_str!("../promos.json");

pub fn standard_promos() -> Vec<PromoCode> {
    #[derive(Deserialize)]
    struct File {
        promos: Vec<PromoCode>,
    }
    serde_json::from_str::<File>(PROMOS_JSON).expect("promos.json is valid").promos
}

/// Creates the standard codes where missing; codes staff changed are left as they are.
pub async fn ensure_standard_promos(db: &Db) -> Result<(), StoreError> {
    for promo in standard_promos() {
        if put_new(db, promo_item(&promo)?).await? {
            put_new(db, list_item(&promo)?).await?;
        }
    }
    Ok(())
}

/// How long an applied event is remembered: longer than Stripe retries a delivery (3 days).
pub const EVENT_MEMORY_SECS: i64 = 30 * 86_400;

/// Records that event `id` is being applied. False when it was already: the caller does nothing.
pub async fn claim_event(db: &Db, id: &str, kind: &str, now_secs: i64) -> Result<bool, StoreError> {
    let mut item = key(format!("EVENT#{id}"), "EVENT");
    item.insert("type".into(), AttributeValue::S(kind.into()));
    item.insert("receivedAt".into(), AttributeValue::N(now_secs.to_string()));
    item.insert("expiresAt".into(), AttributeValue::N((now_secs + EVENT_MEMORY_SECS).to_string()));
    put_new(db, item).await
}

/// Forgets a claim whose work failed, so Stripe's next delivery of the event is applied.
pub async fn release_event(db: &Db, id: &str) -> Result<(), StoreError> {
    db.client
        .delete_item()
        .table_name(&db.tables.payments)
        .set_key(Some(key(format!("EVENT#{id}"), "EVENT")))
        .send()
        .await?;
    Ok(())
}

/// Whether event `id` has been claimed (tests and support).
pub async fn event_seen(db: &Db, id: &str) -> Result<bool, StoreError> {
    let out = db
        .client
        .get_item()
        .table_name(&db.tables.payments)
        .set_key(Some(key(format!("EVENT#{id}"), "EVENT")))
        .send()
        .await?;
    Ok(out.item.is_some())
}

/// A student's payment attempt, held so that nothing else of theirs reaches Stripe meanwhile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Hold {
    pub auth_id: UserId,
    /// The attempt's number: the same for a retry of an attempt that never ended (its hold lapsed),
    /// one more after an attempt ended. Stripe idempotency keys are made from it.
    pub attempt: u64,
    /// Who holds it now (a fresh id per take), so a late release never frees another's hold.
    holder: String,
}

/// Takes `auth_id`'s payment hold until `until_secs` (one conditional UpdateItem): `None` while
/// another request holds it. An attempt whose hold lapsed without being released (the request
/// died midway) is taken again with the same number, so its Stripe calls are repeated with the
/// same idempotency keys and come back with the objects the first try made.
pub async fn take_hold(db: &Db, auth_id: &UserId, now_secs: i64, until_secs: i64) -> Result<Option<Hold>, StoreError> {
    let holder = format!("{:016x}{:016x}", fastrand::u64(..), fastrand::u64(..));
    let out = db
        .client
        .update_item()
        .table_name(&db.tables.payments)
        .set_key(Some(hold_key(auth_id)))
        .update_expression(
            "SET heldUntil = :until, holder = :holder, attempt = if_not_exists(nextAttempt, :first), \
             expiresAt = :expires",
        )
        .condition_expression("attribute_not_exists(heldUntil) OR heldUntil <= :now")
        .expression_attribute_values(":until", AttributeValue::N(until_secs.to_string()))
        .expression_attribute_values(":holder", AttributeValue::S(holder.clone()))
        .expression_attribute_values(":first", AttributeValue::N("1".into()))
        .expression_attribute_values(":expires", AttributeValue::N((now_secs + EVENT_MEMORY_SECS).to_string()))
        .expression_attribute_values(":now", AttributeValue::N(now_secs.to_string()))
        .return_values(aws_sdk_dynamodb::types::ReturnValue::AllNew)
        .send()
        .await
        .map_err(StoreError::from);
    let out = match out {
        Ok(out) => out,
        Err(StoreError::ConditionFailed) => return Ok(None),
        Err(e) => return Err(e),
    };
    let attempt = out
        .attributes
        .as_ref()
        .and_then(|a| a.get("attempt"))
        .and_then(|v| v.as_n().ok())
        .and_then(|n| n.parse().ok())
        .ok_or_else(|| StoreError::Malformed("a payment hold without its attempt".into()))?;
    Ok(Some(Hold { auth_id: auth_id.clone(), attempt, holder }))
}

/// How an attempt ended, as far as its next take is concerned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttemptEnd {
    /// Settled at Stripe (paid and recorded, or refused by the bank): the next take is a new attempt.
    Settled,
    /// Not known to be settled (an error that may have come after Stripe made something, or a
    /// payment waiting for 3-D Secure): the next take repeats this attempt, with its keys.
    Open,
}

/// Frees the student's payments after `hold`'s request; a `Settled` attempt makes the next take a
/// new one. Does nothing when the hold lapsed and another request holds it now.
pub async fn release_hold(db: &Db, hold: &Hold, end: AttemptEnd) -> Result<(), StoreError> {
    let next = match end {
        AttemptEnd::Settled => hold.attempt + 1,
        AttemptEnd::Open => hold.attempt,
    };
    let out = db
        .client
        .update_item()
        .table_name(&db.tables.payments)
        .set_key(Some(hold_key(&hold.auth_id)))
        .update_expression("SET heldUntil = :free, nextAttempt = :next")
        .condition_expression("holder = :holder")
        .expression_attribute_values(":free", AttributeValue::N("0".into()))
        .expression_attribute_values(":next", AttributeValue::N(next.to_string()))
        .expression_attribute_values(":holder", AttributeValue::S(hold.holder.clone()))
        .send()
        .await;
    crate::written(out.map_err(StoreError::from)).map(|_| ())
}

/// `auth_id`'s payment hold (payments table; also for the erasure).
pub(crate) fn hold_key(auth_id: &UserId) -> Item {
    key(format!("HOLD#{auth_id}"), "PAYMENT")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_codes_are_the_specs() {
        let promos = standard_promos();
        let family = promos.iter().find(|p| p.code == "18FOR7").expect("18FOR7");
        assert!(family.discounts(Product::Family) && !family.discounts(Product::Individual));
        assert_eq!((family.amount_off, family.duration), (200, Some(PromoDuration::Forever)));
        let trial = promos.iter().find(|p| p.code == "GETYOUR7").expect("GETYOUR7");
        assert_eq!((trial.kind, trial.trial_days), (PromoKind::Trial, 1));
        assert!(!trial.discounts(Product::Individual));
    }
}
