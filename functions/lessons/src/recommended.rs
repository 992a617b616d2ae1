//! GET /private/v2/gd/dashboard/recommended-content: what the caller's cohort opened most in the
//! last 7 days, one entry per category (store::activity keeps it current as opens arrive, so this
//! is one GetItem after the entitlement check).

use std::collections::BTreeMap;

use api::entitlement::require_subscriber;
use api::{ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use serde::Serialize;
use store::activity;

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    topic_name: String,
    title: String,
    url: String,
}

/// Keyed by category (`questionBank`, `condensedNotes`, `quizzes`, `shortVideos`); a category
/// nobody in the cohort opened this week is absent. No cohort, no recommendations.
pub async fn recommended(
    State(state): State<AppState>,
    user: AuthUser,
) -> ApiResult<Json<BTreeMap<&'static str, Recommendation>>> {
    let profile = require_subscriber(&state, &user).await?;
    let Some(cohort) = profile.user_cohort else {
        return Ok(Json(BTreeMap::new()));
    };
    let leaders = activity::recommended(&state.db, cohort, state.clock.now_ms()).await?;
    Ok(Json(
        leaders
            .into_iter()
            .map(|(c, l)| (c.name(), Recommendation { topic_name: l.topic_name, title: l.title, url: l.url }))
            .collect(),
    ))
}
