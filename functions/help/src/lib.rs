//! Study help (spec 03 §2.10, §4.4, §7): a subscriber's (or active trial's) own question threads,
//! and the staff's side — the threads waiting for a reply, replying as ADMIN, resolving — under
//! `/admin/*`, for the Cognito group `staff` only.

mod staff;
mod student;
mod text;

use api::AppState;
use axum::Router;
use axum::routing::{get, post, put};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/private/v2/ask-a-question/thread/list", get(student::threads))
        .route("/private/v2/ask-a-question/thread/messages", get(student::messages))
        .route("/private/v2/ask-a-question/thread/new", post(student::new_thread))
        .route("/private/v2/ask-a-question/thread/message/new", post(student::new_message))
        .route("/private/v2/ask-a-question/thread/resolve", put(student::resolve))
        .route("/admin/v1/help/threads", get(staff::waiting))
        .route("/admin/v1/help/thread", get(staff::thread))
        .route("/admin/v1/help/thread/message/new", post(staff::reply))
        .route("/admin/v1/help/thread/resolve", put(staff::resolve))
}
