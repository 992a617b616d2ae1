//! /private/v1/favourites* (spec 02 §3, §4, §7): likes and dislikes of files, for entitled users.
//! Field names are the spec's (snake_case here). The `cognito_id` sent must be the caller's.

use api::entitlement::{as_subscriber, with_subscriber};
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::ids::UserId;
use serde::{Deserialize, Serialize};
use services::activity::{self, Content};
use store::favourites::{self, Favourite};

use crate::user_files::{self, ActiveEntry, about_file, newest_first};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct OneQuery {
    cognito_id: UserId,
    subject_id: u32,
    topic_id: u32,
    file_key: String,
}

#[derive(Debug, Serialize, PartialEq, schemars::JsonSchema)]
pub struct LikeState {
    pub liked: bool,
    pub disliked: bool,
}

pub async fn get_state(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<OneQuery>,
) -> ApiResult<Json<LikeState>> {
    user.ensure_self(&q.cognito_id)?;
    let (profile, fav) =
        with_subscriber(&state, &user, favourites::get(&state.db, &user.sub, q.subject_id, q.topic_id, &q.file_key))
            .await?;
    // The viewer asks for a file's like state as it opens it: that open counts for the cohort.
    activity::opened(
        &state,
        &profile,
        Content::File { subject_id: q.subject_id, topic_id: q.topic_id, key: &q.file_key },
    )
    .await;
    Ok(Json(
        fav.map_or(LikeState { liked: false, disliked: false }, |f| LikeState { liked: f.liked, disliked: f.disliked }),
    ))
}

/// `file_type_id` and `file_name` may be sent (the spec lists them) but the catalogue's own
/// values are stored, so they are not read.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct SetBody {
    cognito_id: UserId,
    subject_id: u32,
    topic_id: u32,
    file_key: String,
    liked: bool,
    disliked: bool,
}

pub async fn set_state(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<SetBody>,
) -> ApiResult<Json<LikeState>> {
    user.ensure_self(&body.cognito_id)?;
    if body.liked && body.disliked {
        return Err(ApiError::bad_request("A file cannot be both liked and disliked."));
    }
    let file = about_file(&state, &user, body.subject_id, body.topic_id, &body.file_key).await?;
    let fav = Favourite { file, liked: body.liked, disliked: body.disliked, created_at: state.clock.now_secs() };
    favourites::set(&state.db, &fav).await?;
    Ok(Json(LikeState { liked: fav.liked, disliked: fav.disliked }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TopicQuery {
    cognito_id: UserId,
    subject_id: u32,
    topic_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct LikedFile {
    pub subject_id: u32,
    pub topic_id: u32,
    pub file_type_id: u32,
    pub file_key: String,
    pub file_name: String,
    pub liked: bool,
    pub created_at: i64,
}

/// The liked files of a topic, newest first.
pub async fn list(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<LikedFile>>> {
    user.ensure_self(&q.cognito_id)?;
    let favs =
        as_subscriber(&state, &user, favourites::of_topic(&state.db, &user.sub, q.subject_id, q.topic_id)).await?;
    let mut liked: Vec<LikedFile> = favs
        .into_iter()
        .filter(|f| f.liked)
        .map(|f| LikedFile {
            subject_id: f.file.subject_id,
            topic_id: f.file.topic_id,
            file_type_id: f.file.file_type_id,
            file_key: f.file.file_key,
            file_name: f.file.file_name,
            liked: true,
            created_at: f.created_at,
        })
        .collect();
    newest_first(&mut liked, |f| (f.created_at, &f.file_name));
    Ok(Json(liked))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct UserQuery {
    cognito_id: UserId,
}

/// The subjects and topics that have likes.
pub async fn active(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<UserQuery>,
) -> ApiResult<Json<Vec<ActiveEntry>>> {
    user.ensure_self(&q.cognito_id)?;
    let favs = as_subscriber(&state, &user, favourites::all(&state.db, &user.sub)).await?;
    Ok(Json(user_files::active(favs.iter().filter(|f| f.liked).map(|f| &f.file))))
}
