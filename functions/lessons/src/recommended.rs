//! GET /private/v2/gd/dashboard/recommended-content: what the caller's cohort opened most in the
//! last 7 days, one entry per category (store::activity keeps it current as opens arrive, so this
//! is one GetItem after the entitlement check).

use api::entitlement::require_subscriber;
use api::{ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use serde::Serialize;
use store::activity::{self, Category};

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    topic_name: String,
    title: String,
    url: String,
}

/// One entry per category; a category nobody in the cohort opened this week is absent.
#[derive(Debug, Default, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recommended {
    #[serde(skip_serializing_if = "Option::is_none")]
    question_bank: Option<Recommendation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    condensed_notes: Option<Recommendation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    quizzes: Option<Recommendation>,
    #[serde(skip_serializing_if = "Option::is_none")]
    short_videos: Option<Recommendation>,
}

/// No cohort, no recommendations.
pub async fn recommended(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Recommended>> {
    let profile = require_subscriber(&state, &user).await?;
    let mut view = Recommended::default();
    let Some(cohort) = profile.user_cohort else {
        return Ok(Json(view));
    };
    for (category, l) in activity::recommended(&state.db, cohort, state.clock.now_ms()).await? {
        let slot = match category {
            Category::QuestionBank => &mut view.question_bank,
            Category::CondensedNotes => &mut view.condensed_notes,
            Category::Quizzes => &mut view.quizzes,
            Category::ShortVideos => &mut view.short_videos,
        };
        *slot = Some(Recommendation { topic_name: l.topic_name, title: l.title, url: l.url });
    }
    Ok(Json(view))
}
