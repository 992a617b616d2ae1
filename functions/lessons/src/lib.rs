//! Recorded lessons (spec 03 §2.9, §7) and the free weekly lesson (spec 02 §2, §7): the lessons
//! on sale, the caller's purchases, signed URLs of a lesson's full video and notes for its buyers
//! only, this week's free lesson (it changes every Friday at 21:00 GMT+8), the tracking calls,
//! buying a lesson (purchase.rs) and the cohort's recommended content.

mod free;
mod library;
mod purchase;
mod recommended;

use api::AppState;
use api::limit::{Limited, per_client};
use api::openapi::{ApiRouter, get, post, put};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v2/recorded-lessons/all", get(library::all))
        .api_route("/private/v2/recorded-lessons/purchased", get(library::purchased))
        .api_route("/private/v2/recorded-lessons/sign/notes", get(library::sign_notes))
        .api_route("/private/v2/recorded-lessons/sign/full-video", get(library::sign_full_video))
        .api_route("/private/v2/recorded-lessons/free", get(free::free_lesson))
        .api_route("/private/v2/gd/free-lesson", put(free::track_free_lesson))
        .api_route("/private/v2/gd/preview-lesson", put(library::track_preview))
        .api_route("/private/v2/gd/dashboard/recommended-content", get(recommended::recommended))
        .api_route(
            "/private/v2/payments/product/promo-code/validate",
            post(purchase::validate_promo).route_layer(per_client(Limited::PromoValidate)),
        )
        .api_route("/private/v2/recorded-lessons/checkout/new", get(purchase::new_checkout))
        .api_route("/private/v2/recorded-lessons/checkout", get(purchase::get_checkout))
        .api_route("/private/v2/recorded-lessons/checkout/pay", post(purchase::pay))
        .api_route("/private/v2/recorded-lessons/validate", post(purchase::validate))
}
