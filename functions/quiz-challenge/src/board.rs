//! GET /api/v2/quiz-challenge/leaderboard (this week's top 100: one Query, names masked) and
//! GET …/leaderboard/user/best (the caller's best this week; 404 when they have not played).

use api::ApiError;
use api::{ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use store::challenge;

use domain::week::{mask, week_of};

/// How many rows the board shows.
pub const BOARD_SIZE: i32 = 100;

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoardRowView {
    pub rank: u32,
    /// Masked: each word's first letter and three asterisks.
    pub name: String,
    pub streak: u32,
    pub skips: u32,
}

pub async fn leaderboard(State(state): State<AppState>) -> ApiResult<Json<Vec<BoardRowView>>> {
    let rows = challenge::top(&state.db, &week_of(state.clock.now_ms()), BOARD_SIZE).await?;
    Ok(Json(
        rows.into_iter()
            .enumerate()
            .map(|(i, r)| BoardRowView {
                rank: i as u32 + 1,
                name: mask(&r.full_name),
                streak: r.streak,
                skips: r.skips,
            })
            .collect(),
    ))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BestQuery {
    auth_id: String,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BestView {
    pub auth_id: String,
    pub full_name: String,
    pub total_score: u32,
    pub total_skips: u32,
}

pub async fn user_best(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<BestQuery>,
) -> ApiResult<Json<BestView>> {
    user.ensure_self(&q.auth_id)?;
    let best = challenge::best(&state.db, &week_of(state.clock.now_ms()), &user.sub).await?;
    let best = best.ok_or(ApiError::NotFound("No score this week."))?;
    Ok(Json(BestView {
        auth_id: best.auth_id,
        full_name: best.full_name,
        total_score: best.streak,
        total_skips: best.skips,
    }))
}
