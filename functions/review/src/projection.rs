//! GET /private/v2/review/projection: "On exam day you will remember about X % of your N cards",
//! from FSRS's retrievability on the cohort's first exam day (`domain::exam_plan::project`).

use api::entitlement::with_subscriber;
use api::{ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use domain::exam_plan;
use domain::review::Grade;
use serde::Serialize;
use store::review;

use crate::deck::{exam_retention_of, exam_target, retention_of, weights_of};

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProjectionView {
    /// The cohort's first exam day (epoch ms, 00:00 GMT+8); none without a cohort year, and once
    /// the exams have started.
    exam_day: Option<i64>,
    /// Cards in the deck.
    cards: u32,
    /// The mean predicted recall of the deck on the exam day (0–1) if the student keeps up with
    /// the plan; none without an exam day ahead or without cards.
    recall: Option<f64>,
    /// The recall wanted on the exam day (the student's setting).
    target: f64,
    /// The server's time of this answer (epoch ms).
    now: i64,
}

pub async fn projection(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<ProjectionView>> {
    let now = state.clock.now_ms();
    let reads = async { tokio::try_join!(review::all(&state.db, &user.sub), review::settings(&state.db, &user.sub)) };
    let (profile, (cards, settings)) = with_subscriber(&state, &user, reads).await?;
    let settings = settings.as_ref();
    let target = exam_target(profile.user_cohort, Some(settings).flatten(), now);
    let retention = retention_of(settings);
    let weights = weights_of(settings);
    let recall = target.filter(|_| !cards.is_empty()).map(|t| {
        let deck: Vec<_> = cards.iter().map(|c| (c.card_id.clone(), c.memory, c.due)).collect();
        let step =
            |m: Option<&_>, due, at| domain::review::review_with(m, due, Grade::Good, at, retention, weights.as_ref());
        exam_plan::project(&deck, t, now, step).mean_recall
    });
    Ok(Json(ProjectionView {
        exam_day: target.map(|t| t.exam_at),
        cards: cards.len() as u32,
        recall,
        target: exam_retention_of(settings).value(),
        now,
    }))
}
