//! Quizzes (spec 02 §2–§4, §7): the quiz sets of a topic, one set to take (without its correct
//! answers), attempts scored on the server from the stored answers, and past attempts. Entitled
//! users only; the `authId` a caller sends must be their own.

mod attempts;
mod sets;

use api::AppState;
use api::openapi::{ApiRouter, get};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v2/quiz/sets", get(sets::quiz_sets))
        .api_route("/private/v2/quiz/set", get(sets::quiz_set).post(attempts::submit))
        .api_route("/private/v2/quiz/sets/attempted", get(attempts::attempted_sets))
        .api_route("/private/v2/quiz/set/attempted", get(attempts::attempted_set))
}
