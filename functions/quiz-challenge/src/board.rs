//! GET /api/v2/quiz-challenge/leaderboard (this week's top 100: one Query, names masked) and
//! GET …/leaderboard/user/best (the caller's best this week; 404 when they have not played, as
//! spec 03 has it) and GET …/leaderboard/user/week?authId= (the same best or `null`, 200 for the caller either way: what the page
//! reads, so a player who has not played sees no failed load).

use api::ApiError;
use api::{ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::ids::UserId;
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
    auth_id: UserId,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BestView {
    pub auth_id: UserId,
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
    Ok(Json(week_best(&state, &user).await?.ok_or(ApiError::NotFound("No score this week."))?))
}

/// The caller's week so far: their best, if they have one.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyWeek {
    pub best: Option<BestView>,
}

pub async fn my_week(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<BestQuery>,
) -> ApiResult<Json<MyWeek>> {
    user.ensure_self(&q.auth_id)?;
    Ok(Json(MyWeek { best: week_best(&state, &user).await? }))
}

async fn week_best(state: &AppState, user: &AuthUser) -> ApiResult<Option<BestView>> {
    let best = challenge::best(&state.db, &week_of(state.clock.now_ms()), &user.sub).await?;
    Ok(best.map(|b| BestView {
        auth_id: b.auth_id,
        full_name: b.full_name,
        total_score: b.streak,
        total_skips: b.skips,
    }))
}
