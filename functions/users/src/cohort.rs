//! PUT /private/v2/users/profile/cohort (spec 02 §4, §7): the IB exam session the student sits.

use api::{ApiError, ApiResult, AppState, AuthUser, Json};
use axum::extract::State;
use domain::Cohort;
use serde::Deserialize;

use crate::profile::ProfileView;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
pub struct CohortBody {
    year: i64,
    month: String,
}

pub async fn set_cohort(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<CohortBody>,
) -> ApiResult<Json<ProfileView>> {
    let cohort = Cohort::choose(body.year, &body.month).map_err(|e| ApiError::bad_request(e.message()))?;
    let profile =
        store::users::set_cohort(&state.db, &user.sub, cohort).await?.ok_or(ApiError::NotFound("User not found."))?;
    Ok(Json(ProfileView::new(profile, &user, state.clock.now_secs())))
}
