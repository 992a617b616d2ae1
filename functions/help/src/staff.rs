//! The staff's side of study help (`/admin/v1/help/*`, group `staff` only): the threads waiting
//! for a reply, newest first; one thread with its messages; reply as ADMIN; resolve.

use api::{ApiError, ApiResult, AppState, Json, Query, StaffUser};
use axum::extract::State;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use store::help::{self, Message, Sender, Thread, Waiting};

use crate::student::{Resolved, resolved, write};
use crate::text;

pub async fn waiting(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<Vec<Waiting>>> {
    Ok(Json(help::waiting(&state.db).await?))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadRef {
    cognito_id: UserId,
    thread_created_at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadWithMessages {
    thread: Thread,
    messages: Vec<Message>,
}

async fn found(state: &AppState, r: &ThreadRef) -> ApiResult<Thread> {
    help::thread(&state.db, &r.cognito_id, r.thread_created_at).await?.ok_or(ApiError::NotFound("Thread not found."))
}

/// GET /admin/v1/help/thread?cognitoId&threadCreatedAt
pub async fn thread(
    State(state): State<AppState>,
    _staff: StaffUser,
    Query(r): Query<ThreadRef>,
) -> ApiResult<Json<ThreadWithMessages>> {
    let (thread, messages) = tokio::try_join!(found(&state, &r), async {
        Ok(help::messages(&state.db, &r.cognito_id, r.thread_created_at).await?)
    })?;
    Ok(Json(ThreadWithMessages { thread, messages }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Reply {
    cognito_id: UserId,
    thread_created_at: i64,
    message: String,
}

/// POST /admin/v1/help/thread/message/new: the student then sees the thread as 'Unread'.
pub async fn reply(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(body): Json<Reply>,
) -> ApiResult<Json<Message>> {
    let message = text::message(&body.message)?;
    let r = ThreadRef { cognito_id: body.cognito_id, thread_created_at: body.thread_created_at };
    let thread = found(&state, &r).await?;
    let excerpt: String = message.chars().take(300).collect();
    let written = write(&state, &thread, Sender::Admin, message, Vec::new()).await?;
    let notice = domain::email::Notice::StudyHelpReply { thread: thread.created_at, excerpt };
    services::mail::notify_student(&state, &thread.cognito_id, notice).await;
    Ok(written)
}

/// PUT /admin/v1/help/thread/resolve
pub async fn resolve(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(r): Json<ThreadRef>,
) -> ApiResult<Json<Resolved>> {
    resolved(&state, &r.cognito_id, r.thread_created_at).await
}
