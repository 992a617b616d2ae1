//! This week's free lesson: subscribers (and active trials) with an IB cohort get its video and
//! notes; tracking records when they watched it or downloaded the notes.
//!
//! The schedule is a list of slots, each starting on a Friday at 21:00 GMT+8 (13:00 UTC); the
//! lesson of the latest slot that has started is this week's, decided by the server's clock.

use api::entitlement::as_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use services::files::signed_url;
use store::lessons;

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FreeLessonView {
    pub id: u32,
    pub name: String,
    pub full_video_url: String,
    pub notes_url: String,
}

pub async fn free_lesson(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<FreeLessonView>> {
    let now = state.clock.now_ms();
    let (profile, slot) = tokio::try_join!(api::entitlement::require_subscriber(&state, &user), async {
        Ok(lessons::free_slot_at(&state.db, now).await?)
    })?;
    if profile.user_cohort.is_none() {
        return Err(ApiError::NotFound("Set your IB cohort to see the free lesson."));
    }
    let slot = slot.ok_or(ApiError::NotFound("There is no free lesson this week."))?;
    let lesson = lessons::lesson(&state.db, slot.lesson_id).await?.ok_or(ApiError::NotFound("Lesson not found."))?;
    Ok(Json(FreeLessonView {
        full_video_url: signed_url(&state, &lesson.full_video_key).await?,
        notes_url: signed_url(&state, &lesson.notes_key).await?,
        id: lesson.id,
        name: lesson.name,
    }))
}

#[derive(Debug, Deserialize, Clone, Copy, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Action {
    Watched,
    NotesDownloaded,
}

/// The spec sends the user's name and e-mail too; the token says who they are, so those are not read.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrackBody {
    auth_id: UserId,
    recorded_lesson_id: u32,
    action: Action,
}

pub async fn track_free_lesson(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<TrackBody>,
) -> ApiResult<Json<serde_json::Value>> {
    user.ensure_self(&body.auth_id)?;
    let slot = as_subscriber(&state, &user, lessons::free_slot_at(&state.db, state.clock.now_ms())).await?;
    if slot.is_none_or(|s| s.lesson_id != body.recorded_lesson_id) {
        return Err(ApiError::bad_request("That is not this week's free lesson."));
    }
    let action = match body.action {
        Action::Watched => "watchedAt",
        Action::NotesDownloaded => "notesDownloadedAt",
    };
    lessons::record_free_lesson_use(&state.db, &user.sub, body.recorded_lesson_id, action, state.clock.now_secs())
        .await?;
    Ok(Json(serde_json::json!({})))
}
