//! The review deck's parameters per student (docs/review.md): once a student has enough reviews
//! (`domain::review::fit_due`), FSRS's parameters are fitted to their own history with the
//! open-spaced-repetition optimizer (the `fsrs` crate, FSRS-5 like the scheduler), and their deck
//! is scheduled with them from the next answer on; until then, and whenever a fit fails or gives
//! parameters the scheduler would refuse, the library's defaults. Started weekly by EventBridge
//! Scheduler with `{"job": "fit"}`; students are found on the digest's roster (Queries).

use api::AppState;
use domain::ids::UserId;
use domain::review::{fit_due, training_histories};
use serde::Serialize;
use serde_json::Value;
use store::StoreError;

/// What a run did.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FitRun {
    pub students: u32,
    pub fitted: u32,
    /// Too few reviews (or too few a day or more after the one before), or too few new ones since
    /// the last fit.
    pub not_due: u32,
    /// The optimizer failed or gave parameters out of range: defaults kept (logged).
    pub failed: u32,
}

/// A scheduled run.
pub async fn handle(state: &AppState, event: Value) -> Result<Value, String> {
    match event.get("job").and_then(Value::as_str) {
        Some("fit") => {
            let done = serde_json::to_value(run(state).await.map_err(|e| e.to_string())?).map_err(|e| e.to_string())?;
            tracing::info!(%done, "fit run");
            Ok(done)
        }
        _ => Err(format!("an event this function does not handle: {event}")),
    }
}

/// Every student on the roster whose fit is due.
pub async fn run(state: &AppState) -> Result<FitRun, StoreError> {
    let mut run = FitRun::default();
    for shard in 0..store::mail::ROSTER_SHARDS {
        for sub in store::mail::roster(&state.db, shard).await? {
            run.students += 1;
            match fit_student(state, &sub).await {
                Ok(Some(true)) => run.fitted += 1,
                Ok(Some(false)) => run.failed += 1,
                Ok(None) => run.not_due += 1,
                Err(e) => {
                    run.failed += 1;
                    tracing::error!(error = %e, student = %sub, "a student's parameters could not be fitted");
                }
            }
        }
    }
    Ok(run)
}

/// Fits one student's parameters if due: `None` when not due, `Some(false)` when the fit gave
/// nothing usable.
pub async fn fit_student(state: &AppState, sub: &UserId) -> Result<Option<bool>, StoreError> {
    let (history, settings) =
        tokio::try_join!(store::review::history(&state.db, sub), store::review::settings(&state.db, sub))?;
    let reviews: usize = history.iter().map(Vec::len).sum();
    if !fit_due(reviews, settings.and_then(|s| s.fitted_on)) {
        return Ok(None);
    }
    let items = training_histories(&history);
    if items.len() < FEWEST_ITEMS {
        return Ok(None);
    }
    // The optimizer is CPU work: off the async threads.
    let fitted = tokio::task::spawn_blocking(move || optimize(items)).await;
    let params = match fitted {
        Ok(Ok(params)) => params,
        Ok(Err(e)) => {
            tracing::warn!(student = %sub, error = %e, "the optimizer gave no parameters");
            return Ok(Some(false));
        }
        Err(e) => {
            tracing::error!(student = %sub, error = %e, "the optimizer stopped");
            return Ok(Some(false));
        }
    };
    if domain::review::weights(&params).is_none() {
        tracing::warn!(student = %sub, ?params, "fitted parameters out of range: defaults kept");
        return Ok(Some(false));
    }
    store::review::put_params(&state.db, sub, &params, reviews).await?;
    Ok(Some(true))
}

/// Below this many items the optimizer answers its own defaults, which are not the student's.
const FEWEST_ITEMS: usize = 8;

/// The optimizer over `(rating, days since the review before)` histories; an error when it kept
/// its own defaults (too few items left after its outlier filter).
fn optimize(items: Vec<Vec<(u32, u32)>>) -> Result<Vec<f64>, String> {
    let train: Vec<fsrs::FSRSItem> = items
        .into_iter()
        .map(|reviews| fsrs::FSRSItem {
            reviews: reviews.into_iter().map(|(rating, delta_t)| fsrs::FSRSReview { rating, delta_t }).collect(),
        })
        .collect();
    let fsrs = fsrs::FSRS::new(None).map_err(|e| e.to_string())?;
    let params = fsrs.compute_parameters(train, None, true).map_err(|e| e.to_string())?;
    if params[..] == fsrs::DEFAULT_PARAMETERS[..] {
        return Err("too few reviews left after the optimizer's outlier filter: its defaults kept".into());
    }
    Ok(params.into_iter().map(f64::from).collect())
}
