//! E-mail choices (My Account) and the one-click unsubscribe link every message a student may turn
//! off carries (RFC 8058): signed for one student and one kind of message, it works without
//! signing in and can unsubscribe nobody else (docs/email.md).

use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::email::{Preferences, Topic};
use serde::{Deserialize, Serialize};
use services::mail::read_unsubscribe_token;

/// GET /private/v1/email-preferences: the caller's choices (everything on until they choose).
pub async fn preferences(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Preferences>> {
    Ok(Json(store::mail::preferences(&state.db, &user.sub).await?))
}

/// PUT /private/v1/email-preferences: notices about payments and the plan always go.
pub async fn set_preferences(
    State(state): State<AppState>,
    user: AuthUser,
    Json(prefs): Json<Preferences>,
) -> ApiResult<Json<Preferences>> {
    api::entitlement::own_profile(&state, &user).await?;
    store::mail::set_preferences(&state.db, &user.sub, &prefs).await?;
    Ok(Json(prefs))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct TokenQuery {
    /// The signed token of the link.
    token: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Unsubscribed {
    topic: Topic,
    message: String,
}

/// POST /api/v1/email/unsubscribe?token=: turns off the kind of message the link was sent with,
/// for the student it was sent to. Mail programs post `List-Unsubscribe=One-Click` here (the body
/// is not read); the site's unsubscribe page posts the same. A token that is not ours: 400.
pub async fn unsubscribe(State(state): State<AppState>, Query(q): Query<TokenQuery>) -> ApiResult<Json<Unsubscribed>> {
    let refused =
        || ApiError::bad_request("This unsubscribe link is not valid. Change your e-mail choices in My Account.");
    if q.token.len() > 400 || !state.mail.is_on() {
        return Err(refused());
    }
    let key =
        state.mail.key().await.ok_or(ApiError::Unavailable("E-mail choices cannot be changed just now.".into()))?;
    let (sub, topic) = read_unsubscribe_token(&key, &q.token).ok_or_else(refused)?;
    // An erased account's old link changes nothing (its address gets no e-mail at all).
    if store::users::get(&state.db, &sub).await?.is_some() {
        let prefs = store::mail::preferences(&state.db, &sub).await?.without(topic);
        store::mail::set_preferences(&state.db, &sub, &prefs).await?;
    }
    Ok(Json(Unsubscribed {
        topic,
        message: format!(
            "You will no longer get e-mail about {}. Notices about your payments still come.",
            topic.name()
        ),
    }))
}
