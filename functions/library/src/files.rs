//! GET /private/v1/files/?topic_id= (spec 02 §3, §7): the files of a topic, each with a signed
//! URL, for entitled users only. Sorted by file type, then original file name.

use api::entitlement::as_subscriber;
use api::{ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use services::files::signed_url;
use store::catalogue::{self, StudyFile};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct FilesQuery {
    topic_id: u32,
}

/// A file as the spec names its fields.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct FileView {
    pub key: String,
    pub original_file_name: String,
    pub file_type_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    /// Signed, short-lived.
    pub url: String,
}

pub async fn files(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<FilesQuery>,
) -> ApiResult<Json<Vec<FileView>>> {
    let mut files = as_subscriber(&state, &user, catalogue::files_of_topic(&state.db, q.topic_id)).await?;
    files.sort_by(|a, b| (a.file_type_id, &a.original_file_name).cmp(&(b.file_type_id, &b.original_file_name)));
    let mut out = Vec::with_capacity(files.len());
    for f in files {
        out.push(view(&state, f).await?);
    }
    Ok(Json(out))
}

async fn view(state: &AppState, f: StudyFile) -> ApiResult<FileView> {
    Ok(FileView {
        url: signed_url(state, &f.key).await?,
        key: f.key,
        original_file_name: f.original_file_name,
        file_type_id: f.file_type_id,
        subject_id: f.subject_id,
        topic_id: f.topic_id,
    })
}
