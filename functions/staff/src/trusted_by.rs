//! The landing page's "trusted by" list (issue 53; domain::trusted_by): staff keep it in the
//! console; the landing page reads it without signing in, and hides the section while it is empty.

use api::{ApiError, ApiResult, AppState, Json, StaffUser};
use axum::extract::State;
use store::trusted_by::{self, TrustedBy};

/// GET /api/v1/trusted-by: the schools staff entered (public: the landing page asks).
pub async fn public(State(state): State<AppState>) -> ApiResult<Json<TrustedBy>> {
    Ok(Json(trusted_by::get(&state.db).await?))
}

/// GET /admin/v1/trusted-by: the list, for the console's form.
pub async fn get(State(state): State<AppState>, _staff: StaffUser) -> ApiResult<Json<TrustedBy>> {
    Ok(Json(trusted_by::get(&state.db).await?))
}

/// PUT /admin/v1/trusted-by: the whole list, replacing the one there (an empty list hides the
/// section).
pub async fn put(
    State(state): State<AppState>,
    _staff: StaffUser,
    Json(list): Json<TrustedBy>,
) -> ApiResult<Json<TrustedBy>> {
    let list = list.checked().map_err(|e| ApiError::bad_request(e.message()))?;
    trusted_by::put(&state.db, &list).await?;
    Ok(Json(list))
}
