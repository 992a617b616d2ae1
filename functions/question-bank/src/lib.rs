//! The question bank (spec 02 §2–§4, §7): the question sets of a topic, a set's questions with
//! signed URLs for the question image, the model-answer PDF and the answer video, and each
//! student's "this is hard" markers. Entitled users only.

mod hard;
mod sets;

use api::AppState;
use api::openapi::{ApiRouter, get};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v1/qna/question-sets", get(sets::question_sets))
        .api_route("/private/v1/qna/question-set-details", get(sets::question_set_details))
        .api_route(
            "/private/v2/this-is-hard/current-question",
            get(hard::get_marker).post(hard::mark).put(hard::unmark),
        )
}
