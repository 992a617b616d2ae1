//! /private/v2/this-is-hard/current-question (spec 02 §3, §4, §7): GET answers the caller's
//! marker on a question (404 = not marked), POST adds it, PUT removes it. The caller is always
//! the token's user; a marker can only be put on a question that exists where the body says.

use api::entitlement::as_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use store::question_bank::{self, QuestionRef};
use store::review;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionParams {
    subject_id: u32,
    topic_id: u32,
    question_set_id: u32,
    question_id: u32,
}

impl QuestionParams {
    fn as_ref(&self) -> QuestionRef {
        QuestionRef {
            subject_id: self.subject_id,
            topic_id: self.topic_id,
            question_set_id: self.question_set_id,
            question_id: self.question_id,
        }
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarkerView {
    /// Epoch seconds; null once removed.
    pub created_at: Option<i64>,
}

pub async fn get_marker(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<QuestionParams>,
) -> ApiResult<Json<MarkerView>> {
    let marker = as_subscriber(&state, &user, question_bank::hard_marker(&state.db, &user.sub, &q.as_ref())).await?;
    let created_at = marker.ok_or(ApiError::NotFound("Not marked."))?;
    Ok(Json(MarkerView { created_at: Some(created_at) }))
}

pub async fn mark(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<QuestionParams>,
) -> ApiResult<Json<MarkerView>> {
    let question =
        as_subscriber(&state, &user, question_bank::question(&state.db, body.question_set_id, body.question_id))
            .await?;
    let question = question
        .filter(|q| q.subject_id == body.subject_id && q.topic_id == body.topic_id)
        .ok_or(ApiError::NotFound("Question not found."))?;
    let created_at = question_bank::mark_hard(&state.db, &user.sub, &body.as_ref(), state.clock.now_secs()).await?;
    // A question marked hard goes to the review deck (a card already there keeps its schedule).
    let card = review::Card::of_question(&question, review::Origin::MarkedHard, state.clock.now_ms());
    review::add(&state.db, &user.sub, &card).await?;
    Ok(Json(MarkerView { created_at: Some(created_at) }))
}

/// The body may carry the marker's `createdAt` (the spec sends it); removing needs only the key.
pub async fn unmark(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<QuestionParams>,
) -> ApiResult<Json<MarkerView>> {
    api::entitlement::require_subscriber(&state, &user).await?;
    question_bank::unmark_hard(&state.db, &user.sub, &body.as_ref()).await?;
    Ok(Json(MarkerView { created_at: None }))
}
