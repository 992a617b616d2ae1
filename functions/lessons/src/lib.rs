//! Recorded lessons (spec 03 §2.9, §7) and the free weekly lesson (spec 02 §2, §7): the lessons
//! on sale, the caller's purchases, signed URLs of a lesson's full video and notes for its buyers
//! only, this week's free lesson (it changes every Friday at 21:00 GMT+8), and the tracking calls.

mod free;
mod library;

use api::AppState;
use axum::Router;
use axum::routing::{get, put};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/private/v2/recorded-lessons/all", get(library::all))
        .route("/private/v2/recorded-lessons/purchased", get(library::purchased))
        .route("/private/v2/recorded-lessons/sign/notes", get(library::sign_notes))
        .route("/private/v2/recorded-lessons/sign/full-video", get(library::sign_full_video))
        .route("/private/v2/recorded-lessons/free", get(free::free_lesson))
        .route("/private/v2/gd/free-lesson", put(free::track_free_lesson))
        .route("/private/v2/gd/preview-lesson", put(library::track_preview))
}
