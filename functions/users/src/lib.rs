//! `/private/v2/users/*`: the caller's profile, first-time account creation and IB cohort.

mod cohort;
mod fields;
mod profile;

use api::AppState;
use axum::Router;
use axum::routing::{get, post, put};

pub use profile::ProfileView;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/private/v2/users/profile", get(profile::get_profile))
        .route("/private/v2/users/new", post(profile::new_user))
        .route("/private/v2/users/profile/cohort", put(cohort::set_cohort))
}
