//! `/private/v2/users/*`: the caller's profile, first-time account creation, IB cohort, the
//! subscription section of My Account (subscription info, card) and Friends & Family members.

mod cohort;
mod family;
mod fields;
mod profile;
mod subscription;

use api::AppState;
use axum::Router;
use axum::routing::{get, post, put};

pub use profile::ProfileView;

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/private/v2/users/profile", get(profile::get_profile))
        .route("/private/v2/users/new", post(profile::new_user))
        .route("/private/v2/users/profile/cohort", put(cohort::set_cohort))
        .route("/private/v2/users/profile/subscription-info", get(subscription::info))
        .route("/private/v2/users/profile/subscription-info/family-member", get(subscription::member_info))
        .route("/private/v2/users/payments/method/update", post(subscription::update_method))
        .route("/private/v2/users/friends-and-family/members", get(family::members))
        .route("/private/v2/users/friends-and-family/member", post(family::invite).delete(family::remove))
}
