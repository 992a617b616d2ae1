//! /private/v1/notes* (spec 02 §3, §4, §7): personal notes on files, for entitled users. Field
//! names are the spec's (camelCase here). The `cognitoId` sent must be the caller's.
//!
//! `notesTaken` is the editor's document, compressed (docs/data-model-content.md); the API stores it as
//! given, up to a size limit. Every save names the `version` it was based on: a save based on an
//! older version (another tab saved first) is refused with 409 NOTES_CONFLICT and the current
//! notes, so no text is lost silently.

use api::entitlement::as_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use store::StoreError;
use store::notes::{self, Note};

use crate::user_files::{self, ActiveEntry, about_file, newest_first};
use api::ErrorCode;

/// Compressed notes above this size are refused (about 20 pages of dense text).
pub const MAX_NOTES_CHARS: usize = 48_000;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OneQuery {
    cognito_id: UserId,
    file_key: String,
    subject_id: u32,
    topic_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NotesView {
    pub notes_taken: String,
    pub last_updated: i64,
    pub version: u64,
}

impl From<&Note> for NotesView {
    fn from(n: &Note) -> Self {
        Self { notes_taken: n.notes_taken.clone(), last_updated: n.last_updated, version: n.version }
    }
}

pub async fn get_notes(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<OneQuery>,
) -> ApiResult<Json<NotesView>> {
    user.ensure_self(&q.cognito_id)?;
    let note =
        as_subscriber(&state, &user, notes::get(&state.db, &user.sub, q.subject_id, q.topic_id, &q.file_key)).await?;
    let note = note.ok_or(ApiError::NotFound("No notes yet."))?;
    Ok(Json(NotesView::from(&note)))
}

/// `fileName`, `fileTypeId` and `lastUpdated` may be sent (the spec lists them) but the
/// catalogue's values and the server's clock are stored, so they are not read.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SaveBody {
    cognito_id: UserId,
    file_key: String,
    notes_taken: String,
    subject_id: u32,
    topic_id: u32,
    /// The version the editor started from; 0 (or absent) for notes not saved before.
    #[serde(default)]
    version: u64,
}

pub async fn save_notes(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<SaveBody>,
) -> ApiResult<Json<NotesView>> {
    user.ensure_self(&body.cognito_id)?;
    if body.notes_taken.len() > MAX_NOTES_CHARS {
        return Err(ApiError::coded(
            StatusCode::PAYLOAD_TOO_LARGE,
            ErrorCode::NotesTooLarge,
            "These notes are too long to save.",
        ));
    }
    let file = about_file(&state, &user, body.subject_id, body.topic_id, &body.file_key).await?;
    let note =
        Note { file, notes_taken: body.notes_taken, last_updated: state.clock.now_secs(), version: body.version + 1 };
    match notes::save(&state.db, &note).await {
        Ok(()) => Ok(Json(NotesView::from(&note))),
        Err(StoreError::ConditionFailed) => {
            let f = &note.file;
            let current = notes::get(&state.db, &user.sub, f.subject_id, f.topic_id, &f.file_key).await?;
            let payload = current.as_ref().map(NotesView::from);
            Err(ApiError::Coded {
                status: StatusCode::CONFLICT,
                code: ErrorCode::NotesConflict,
                message: "These notes were changed in another tab or window. Your text is still here: copy it, \
                          reload the notes and save again."
                    .into(),
                payload: Some(serde_json::to_value(payload).map_err(ApiError::internal)?),
            })
        }
        Err(e) => Err(e.into()),
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicQuery {
    cognito_id: UserId,
    subject_id: u32,
    topic_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteRecord {
    pub cognito_id: UserId,
    pub file_key: String,
    pub file_name: String,
    pub notes_taken: String,
    pub last_updated: i64,
    pub subject_id: u32,
    pub topic_id: u32,
    pub file_type_id: u32,
}

/// The topic's notes that have text, most recently updated first.
pub async fn topic_notes(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<NoteRecord>>> {
    user.ensure_self(&q.cognito_id)?;
    let all = as_subscriber(&state, &user, notes::of_topic(&state.db, &user.sub, q.subject_id, q.topic_id)).await?;
    let mut records: Vec<NoteRecord> = all
        .into_iter()
        .filter(|n| !n.notes_taken.is_empty())
        .map(|n| NoteRecord {
            cognito_id: n.file.cognito_id,
            file_key: n.file.file_key,
            file_name: n.file.file_name,
            notes_taken: n.notes_taken,
            last_updated: n.last_updated,
            subject_id: n.file.subject_id,
            topic_id: n.file.topic_id,
            file_type_id: n.file.file_type_id,
        })
        .collect();
    newest_first(&mut records, |n| (n.last_updated, &n.file_name));
    Ok(Json(records))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserQuery {
    cognito_id: UserId,
}

/// The subjects and topics that have notes with text.
pub async fn active(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<UserQuery>,
) -> ApiResult<Json<Vec<ActiveEntry>>> {
    user.ensure_self(&q.cognito_id)?;
    let all = as_subscriber(&state, &user, notes::all(&state.db, &user.sub)).await?;
    Ok(Json(user_files::active(all.iter().filter(|n| !n.notes_taken.is_empty()).map(|n| &n.file))))
}
