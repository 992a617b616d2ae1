//! Study help (spec 03 §2.10, §4.4, §7): a subscriber's (or active trial's) own question threads,
//! and the staff's side — the threads waiting for a reply, replying as ADMIN, resolving — under
//! `/admin/*`, for the Cognito group `staff` only.

mod staff;
mod student;
mod text;

use api::AppState;
use api::openapi::{ApiRouter, get, post, put};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v2/ask-a-question/thread/list", get(student::threads))
        .api_route("/private/v2/ask-a-question/thread/messages", get(student::messages))
        .api_route("/private/v2/ask-a-question/thread/new", post(student::new_thread))
        .api_route("/private/v2/ask-a-question/thread/message/new", post(student::new_message))
        .api_route("/private/v2/ask-a-question/thread/resolve", put(student::resolve))
        .api_route("/admin/v1/help/threads", get(staff::waiting))
        .api_route("/admin/v1/help/thread", get(staff::thread))
        .api_route("/admin/v1/help/thread/message/new", post(staff::reply))
        .api_route("/admin/v1/help/thread/resolve", put(staff::resolve))
}
