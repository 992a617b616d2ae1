//! The lessons on sale, the caller's purchases, and the signed URLs only buyers get.

use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use services::files::signed_url;
use store::lessons::{self, Lesson};

/// A lesson as the page shows it: the thumbnail and preview are signed; the full video and the
/// notes are not here (buyers ask for them one at a time).
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LessonView {
    pub id: u32,
    pub name: String,
    pub description: String,
    pub thumbnail_url: String,
    pub preview_video_url: String,
    pub product_id: String,
    pub price_in_cent: i64,
    pub currency: String,
}

async fn view(state: &AppState, l: Lesson) -> ApiResult<LessonView> {
    Ok(LessonView {
        thumbnail_url: signed_url(state, &l.thumbnail_key).await?,
        preview_video_url: signed_url(state, &l.preview_video_key).await?,
        product_id: crate::purchase::product_id(l.id),
        id: l.id,
        name: l.name,
        description: l.description,
        price_in_cent: l.price_in_cent,
        currency: l.currency,
    })
}

async fn views(state: &AppState, lessons: Vec<Lesson>) -> ApiResult<Vec<LessonView>> {
    let mut out = Vec::with_capacity(lessons.len());
    for l in lessons {
        out.push(view(state, l).await?);
    }
    Ok(out)
}

/// Every lesson on sale, in id order. Any signed-in user.
pub async fn all(State(state): State<AppState>, _user: AuthUser) -> ApiResult<Json<Vec<LessonView>>> {
    let mut all = lessons::all(&state.db).await?;
    all.sort_by_key(|l| l.id);
    Ok(Json(views(&state, all).await?))
}

/// The lessons the caller bought, in id order.
pub async fn purchased(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<LessonView>>> {
    let (all, bought) =
        tokio::try_join!(lessons::all(&state.db), lessons::purchases(&state.db, &user.sub)).map_err(ApiError::from)?;
    let mine: Vec<Lesson> = all.into_iter().filter(|l| bought.iter().any(|p| p.lesson_id == l.id)).collect();
    Ok(Json(views(&state, mine).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LessonQuery {
    recorded_lesson_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct SignedUrl {
    pub url: String,
}

/// The lesson, if the caller bought it: 404 for no such lesson, 403 for one they have not bought.
async fn bought(state: &AppState, user: &AuthUser, id: u32) -> ApiResult<Lesson> {
    let (lesson, purchase) =
        tokio::try_join!(lessons::lesson(&state.db, id), lessons::purchase(&state.db, &user.sub, id))
            .map_err(ApiError::from)?;
    let lesson = lesson.ok_or(ApiError::NotFound("Lesson not found."))?;
    purchase.ok_or(ApiError::Forbidden("Buy this lesson to watch it and download its notes."))?;
    Ok(lesson)
}

pub async fn sign_notes(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<LessonQuery>,
) -> ApiResult<Json<SignedUrl>> {
    let lesson = bought(&state, &user, q.recorded_lesson_id).await?;
    Ok(Json(SignedUrl { url: signed_url(&state, &lesson.notes_key).await? }))
}

pub async fn sign_full_video(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<LessonQuery>,
) -> ApiResult<Json<SignedUrl>> {
    let lesson = bought(&state, &user, q.recorded_lesson_id).await?;
    Ok(Json(SignedUrl { url: signed_url(&state, &lesson.full_video_key).await? }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PreviewBody {
    auth_id: UserId,
    recorded_lesson_id: u32,
}

/// PUT /private/v2/gd/preview-lesson: a preview click, logged for the team's analytics.
pub async fn track_preview(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<PreviewBody>,
) -> ApiResult<Json<serde_json::Value>> {
    user.ensure_self(&body.auth_id)?;
    lessons::lesson(&state.db, body.recorded_lesson_id).await?.ok_or(ApiError::NotFound("Lesson not found."))?;
    tracing::info!(event = "lesson_preview", lesson = body.recorded_lesson_id, user = %user.sub);
    Ok(Json(serde_json::json!({})))
}
