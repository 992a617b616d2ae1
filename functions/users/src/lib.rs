//! `/private/v2/users/*`: the caller's profile, first-time account creation, IB cohort, the
//! subscription section of My Account (subscription info, card) and Friends & Family members.

mod account;
mod cohort;
mod email;
mod family;
mod fields;
mod profile;
mod subscription;

use api::AppState;
use api::limit::{Limited, per_client};
use api::openapi::{ApiRouter, get, post, put};

pub use account::{DeletionView, ExportView};

pub use profile::ProfileView;

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v2/users/profile", get(profile::get_profile))
        .api_route("/private/v2/users/new", post(profile::new_user))
        .api_route("/private/v2/users/profile/cohort", put(cohort::set_cohort))
        .api_route("/private/v2/users/profile/subscription-info", get(subscription::info))
        .api_route("/private/v2/users/profile/subscription-info/family-member", get(subscription::member_info))
        .api_route("/private/v2/users/payments/method/update", post(subscription::update_method))
        .api_route("/private/v2/users/friends-and-family/members", get(family::members))
        .api_route(
            "/private/v2/users/friends-and-family/member",
            post(family::invite).delete(family::remove).route_layer(per_client(Limited::FamilyChange)),
        )
        .api_route("/private/v1/email-preferences", get(email::preferences).put(email::set_preferences))
        .api_route("/api/v1/email/unsubscribe", post(email::unsubscribe))
        .api_route("/private/v1/account/export", get(account::export).post(account::request_export))
        .api_route(
            "/private/v1/account/deletion",
            get(account::deletion).post(account::request_deletion).delete(account::keep),
        )
}
