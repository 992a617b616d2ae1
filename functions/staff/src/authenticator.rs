//! A staff member's authenticator app (docs/staff.md): the console sets it up with Cognito, then
//! tells the API, which records when and signs every older session out.

use api::{ApiResult, AppState, Json, StaffMember};
use axum::extract::State;
use serde::Serialize;

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetUp {
    /// Always true: the console signs out, and the next sign-in asks for the app's code.
    sign_in_again: bool,
}

/// POST /admin/v1/authenticator: the app was just set up (the pool must have TOTP on).
pub async fn set_up(State(state): State<AppState>, staff: StaffMember) -> ApiResult<Json<SetUp>> {
    state.staff_access.record_setup(&state, &staff.0).await?;
    Ok(Json(SetUp { sign_in_again: true }))
}
