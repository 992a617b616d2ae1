//! GET /private/v1/files/subjects and /private/v1/files/filetypes (spec 02 §3, §7).
//!
//! Names only, for any signed-in user: the app shell loads them once the user exists, before it
//! knows whether they subscribe. The files themselves are for entitled users only.

use api::{ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use serde::Serialize;
use store::catalogue::{self, FileType};

#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct TopicView {
    pub id: u32,
    pub name: String,
}

/// A subject with its topics, sorted by id.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct SubjectView {
    pub id: u32,
    pub name: String,
    pub topics: Vec<TopicView>,
}

pub async fn subjects(State(state): State<AppState>, _user: AuthUser) -> ApiResult<Json<Vec<SubjectView>>> {
    let (subjects, topics) = tokio::try_join!(catalogue::subjects(&state.db), catalogue::topics(&state.db))?;
    let view = subjects
        .into_iter()
        .map(|s| SubjectView {
            topics: topics
                .iter()
                .filter(|t| t.subject_id == s.id)
                .map(|t| TopicView { id: t.id, name: t.name.clone() })
                .collect(),
            id: s.id,
            name: s.name,
        })
        .collect();
    Ok(Json(view))
}

pub async fn file_types(State(state): State<AppState>, _user: AuthUser) -> ApiResult<Json<Vec<FileType>>> {
    Ok(Json(catalogue::file_types(&state.db).await?))
}
