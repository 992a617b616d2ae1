//! A student's own threads. Only subscribers and active trials have the widget; the thread named
//! is always looked up in the caller's own partition, so another student's thread is a 404.

use api::entitlement::{as_subscriber, require_subscriber};
use api::{ApiError, ApiResult, AppState, AuthUser, Created, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::diagram::Diagram;
use domain::ids::{AnswerId, UserId};
use serde::{Deserialize, Serialize};
use store::help::{self, Message, Outcome, Sender, Thread, ThreadStatus};

use crate::text;
use api::ErrorCode;

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadView {
    title: String,
    created_at: i64,
    thread_status: ThreadStatus,
    /// The marked answer it asks about, when asked from it.
    #[serde(skip_serializing_if = "Option::is_none")]
    answer_id: Option<AnswerId>,
}

impl From<Thread> for ThreadView {
    fn from(t: Thread) -> Self {
        Self { title: t.title, created_at: t.created_at, thread_status: t.thread_status, answer_id: t.answer_id }
    }
}

/// GET …/thread/list: the caller's threads, newest first.
pub async fn threads(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Vec<ThreadView>>> {
    let threads = as_subscriber(&state, &user, help::threads(&state.db, &user.sub)).await?;
    Ok(Json(threads.into_iter().map(ThreadView::from).collect()))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThreadQuery {
    thread_created_at: i64,
}

/// GET …/thread/messages: one of the caller's threads, oldest message first.
pub async fn messages(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<ThreadQuery>,
) -> ApiResult<Json<Vec<Message>>> {
    let messages = as_subscriber(&state, &user, help::messages(&state.db, &user.sub, q.thread_created_at)).await?;
    if messages.is_empty() {
        return Err(ApiError::NotFound("Thread not found."));
    }
    Ok(Json(messages))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewThread {
    title: String,
    message: String,
    #[serde(default)]
    original_url: String,
    /// "Ask about this mark": the caller's marked answer the question is about.
    #[serde(default)]
    answer_id: Option<AnswerId>,
    /// Economics diagrams drawn for the question (at most six; `text::diagrams`).
    #[serde(default)]
    diagrams: Vec<Diagram>,
    /// Sent by the page; the profile's name is used instead.
    #[serde(default, rename = "studentFullName")]
    _student_full_name: String,
}

/// POST …/thread/new
pub async fn new_thread(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<NewThread>,
) -> ApiResult<Created<ThreadView>> {
    let title = text::title(&body.title)?;
    let message = text::message(&body.message)?;
    let diagrams = text::diagrams(body.diagrams)?;
    let profile = require_subscriber(&state, &user).await?;
    if let Some(id) = &body.answer_id {
        marked_answer(&state, &user.sub, id).await?;
    }
    let now = state.clock.now_ms();
    let thread = Thread {
        cognito_id: user.sub.clone(),
        created_at: now,
        title,
        thread_status: ThreadStatus::ClientResponded,
        student_full_name: format!("{} {}", profile.first_name, profile.last_name).trim().to_owned(),
        original_url: body.original_url.chars().take(500).collect(),
        last_message_at: now,
        answer_id: body.answer_id,
    };
    let first = Message { sender: Sender::Client, message, created_at: now, diagrams };
    match help::create_thread(&state.db, &thread, &first).await? {
        Outcome::Done => Ok(Created(thread.into())),
        _ => Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::TryAgain, "Please try again.")),
    }
}

/// A thread can be about the caller's own answer once it is marked: any other id names nothing.
async fn marked_answer(state: &AppState, user: &UserId, id: &AnswerId) -> ApiResult<()> {
    let not_found = || ApiError::NotFound("Answer not found.");
    if !id.is_plausible() {
        return Err(not_found());
    }
    let answer = store::marking::answer(&state.db, user, id).await?.ok_or_else(not_found)?;
    if answer.is_returned() { Ok(()) } else { Err(not_found()) }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewMessage {
    thread_created_at: i64,
    message: String,
    /// Economics diagrams drawn for the message (at most six; `text::diagrams`).
    #[serde(default)]
    diagrams: Vec<Diagram>,
}

/// The caller's thread, for a write: 404 when there is none.
async fn own_thread(state: &AppState, user: &AuthUser, created_at: i64) -> ApiResult<Thread> {
    let thread = as_subscriber(state, user, help::thread(&state.db, &user.sub, created_at)).await?;
    thread.ok_or(ApiError::NotFound("Thread not found."))
}

/// Writes a checked message (`text::message`, `text::diagrams`) to a thread, as the student or as
/// staff.
pub async fn write(
    state: &AppState,
    thread: &Thread,
    sender: Sender,
    message: String,
    diagrams: Vec<Diagram>,
) -> ApiResult<Json<Message>> {
    let written = Message { sender, message, created_at: state.clock.now_ms(), diagrams };
    match help::add_message(&state.db, thread, &written).await? {
        Outcome::Done => Ok(Json(written)),
        Outcome::Resolved => {
            Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::ThreadResolved, "This question has been resolved."))
        }
        _ => Err(ApiError::coded(StatusCode::CONFLICT, ErrorCode::TryAgain, "Please try again.")),
    }
}

/// POST …/thread/message/new
pub async fn new_message(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<NewMessage>,
) -> ApiResult<Json<Message>> {
    let message = text::message(&body.message)?;
    let diagrams = text::diagrams(body.diagrams)?;
    let thread = own_thread(&state, &user, body.thread_created_at).await?;
    write(&state, &thread, Sender::Client, message, diagrams).await
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResolveBody {
    thread_created_at: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Resolved {
    thread_created_at: i64,
    thread_status: ThreadStatus,
}

pub async fn resolved(state: &AppState, owner: &UserId, created_at: i64) -> ApiResult<Json<Resolved>> {
    match help::resolve(&state.db, owner, created_at).await? {
        Outcome::Done => Ok(Json(Resolved { thread_created_at: created_at, thread_status: ThreadStatus::Resolved })),
        _ => Err(ApiError::NotFound("Thread not found.")),
    }
}

/// PUT …/thread/resolve
pub async fn resolve(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<ResolveBody>,
) -> ApiResult<Json<Resolved>> {
    own_thread(&state, &user, body.thread_created_at).await?;
    resolved(&state, &user.sub, body.thread_created_at).await
}
