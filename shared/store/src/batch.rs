//! BatchGetItem and BatchWriteItem, the one way this crate sends them. DynamoDB may answer part of
//! a batch and hand back the rest as unprocessed (throttling, size); AWS's advice is to send the
//! rest again with exponential backoff. Here that is a bounded number of rounds with full-jitter
//! backoff, and `StoreError::Unavailable` (a 503 with Retry-After) when some keys or items remain:
//! never an unbounded loop, never a silently partial answer.

use std::collections::HashMap;
use std::time::Duration;

use aws_sdk_dynamodb::types::{DeleteRequest, KeysAndAttributes, PutRequest, WriteRequest};

use crate::{Db, Item, StoreError};

/// Rounds per batch: the first request and up to four resends of what was left.
pub const ROUNDS: u32 = 5;
/// BatchWriteItem's limit on requests per call.
const WRITES_PER_CALL: usize = 25;
const BACKOFF_BASE: Duration = Duration::from_millis(25);
const BACKOFF_CAP: Duration = Duration::from_millis(800);

/// How long to wait before resend `round` (1 = the first resend): full jitter, a uniform share
/// `unit` ∈ [0, 1) of min(cap, base × 2^round).
pub fn backoff(round: u32, unit: f64) -> Duration {
    let ceiling = BACKOFF_BASE.saturating_mul(1 << round.min(16)).min(BACKOFF_CAP);
    ceiling.mul_f64(unit.clamp(0.0, 1.0))
}

/// Sends `first`, then what each answer leaves unprocessed, at most [`ROUNDS`] times; collects
/// what every round returns.
async fn rounds<Req, Out, Sent>(first: Req, mut send: impl FnMut(Req) -> Sent) -> Result<Vec<Out>, StoreError>
where
    Sent: Future<Output = Result<(Vec<Out>, Option<Req>), StoreError>>,
{
    let mut out = Vec::new();
    let mut pending = first;
    for round in 0..ROUNDS {
        if round > 0 {
            tokio::time::sleep(backoff(round, fastrand::f64())).await;
        }
        let (got, rest) = send(pending).await?;
        out.extend(got);
        match rest {
            Some(rest) => pending = rest,
            None => return Ok(out),
        }
    }
    Err(StoreError::Unavailable(format!("DynamoDB left part of a batch unprocessed after {ROUNDS} rounds")))
}

/// One BatchGetItem (over one or several tables, at most 100 keys in all): every item found, with
/// the table it came from.
pub async fn get(db: &Db, request: HashMap<String, KeysAndAttributes>) -> Result<Vec<(String, Item)>, StoreError> {
    rounds(request, |request| async move {
        let res = db.client.batch_get_item().set_request_items(Some(request)).send().await?;
        let found = res
            .responses
            .unwrap_or_default()
            .into_iter()
            .flat_map(|(t, items)| items.into_iter().map(move |i| (t.clone(), i)));
        Ok((found.collect(), res.unprocessed_keys.filter(|k| !k.is_empty())))
    })
    .await
}

/// Items of several tables read in one BatchGetItem, each answer in the place of its key (`None`
/// for an item not found). Keys must be distinct; at most 100.
pub async fn get_keys(db: &Db, keys: &[crate::Key]) -> Result<Vec<Option<Item>>, StoreError> {
    let mut by_table: HashMap<String, Vec<Item>> = HashMap::new();
    for k in keys {
        by_table.entry(k.table.clone()).or_default().push(k.key.clone());
    }
    let mut request = HashMap::new();
    for (table, keys) in by_table {
        let built = KeysAndAttributes::builder().set_keys(Some(keys)).build();
        request.insert(table, built.map_err(|e| StoreError::Other(e.to_string()))?);
    }
    let mut found = get(db, request).await?;
    Ok(keys
        .iter()
        .map(|k| {
            let at = found.iter().position(|(table, item)| {
                *table == k.table && k.key.iter().all(|(name, value)| item.get(name) == Some(value))
            })?;
            Some(found.swap_remove(at).1)
        })
        .collect())
}

/// Puts `items` into `table` with BatchWriteItem, 25 a call.
pub async fn put(db: &Db, table: &str, items: Vec<Item>) -> Result<(), StoreError> {
    let requests = items.into_iter().map(|i| {
        let put = PutRequest::builder().set_item(Some(i)).build().map_err(|e| StoreError::Malformed(e.to_string()))?;
        Ok(WriteRequest::builder().put_request(put).build())
    });
    write(db, table, requests.collect::<Result<_, StoreError>>()?).await
}

/// Deletes the items of `keys` from `table` with BatchWriteItem, 25 a call.
pub async fn delete(db: &Db, table: &str, keys: Vec<Item>) -> Result<(), StoreError> {
    let requests = keys.into_iter().map(|k| {
        let delete =
            DeleteRequest::builder().set_key(Some(k)).build().map_err(|e| StoreError::Malformed(e.to_string()))?;
        Ok(WriteRequest::builder().delete_request(delete).build())
    });
    write(db, table, requests.collect::<Result<_, StoreError>>()?).await
}

async fn write(db: &Db, table: &str, requests: Vec<WriteRequest>) -> Result<(), StoreError> {
    for chunk in requests.chunks(WRITES_PER_CALL) {
        rounds(chunk.to_vec(), |requests| async move {
            let res = db.client.batch_write_item().request_items(table, requests).send().await?;
            let rest = res.unprocessed_items.and_then(|mut m| m.remove(table)).filter(|r| !r.is_empty());
            Ok((Vec::<()>::new(), rest))
        })
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store that answers one key a round, as DynamoDB under throttling may.
    async fn one_a_round(mut keys: Vec<i32>) -> Result<(Vec<i32>, Option<Vec<i32>>), StoreError> {
        let first = keys.remove(0);
        Ok((vec![first], (!keys.is_empty()).then_some(keys)))
    }

    #[test]
    fn backoff_grows_to_its_cap_and_stays_within_it() {
        assert_eq!(backoff(1, 0.0), Duration::ZERO);
        assert_eq!(backoff(1, 0.999_999).as_millis(), 49);
        assert_eq!(backoff(2, 0.5), Duration::from_millis(50));
        assert_eq!(backoff(10, 1.0), BACKOFF_CAP);
        assert_eq!(backoff(u32::MAX, 1.0), BACKOFF_CAP);
        assert!(backoff(3, 2.0) <= BACKOFF_CAP);
    }

    #[tokio::test(start_paused = true)]
    async fn what_is_left_is_sent_again_and_everything_is_returned() {
        let mut calls = 0;
        let got = rounds(vec![1, 2, 3], |keys: Vec<i32>| {
            calls += 1;
            one_a_round(keys)
        })
        .await
        .expect("all keys within the rounds");
        assert_eq!(got, vec![1, 2, 3]);
        assert_eq!(calls, 3);
    }

    #[tokio::test(start_paused = true)]
    async fn keys_still_left_after_the_last_round_are_an_outage_not_a_partial_answer() {
        let mut calls = 0;
        let res = rounds(vec![1, 2, 3, 4, 5, 6], |keys: Vec<i32>| {
            calls += 1;
            one_a_round(keys)
        })
        .await;
        assert!(matches!(res, Err(StoreError::Unavailable(_))), "{res:?}");
        assert_eq!(calls, ROUNDS);
    }

    #[tokio::test(start_paused = true)]
    async fn an_error_stops_the_rounds() {
        let res: Result<Vec<i32>, _> =
            rounds(vec![1], |_| async { Err(StoreError::Unavailable("throttled".into())) }).await;
        assert!(matches!(res, Err(StoreError::Unavailable(m)) if m == "throttled"));
    }
}
