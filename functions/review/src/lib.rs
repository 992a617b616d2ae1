//! The review deck (subscribers and trial users, as every study route): the questions a student
//! missed in quizzes, marked "This is Hard" or added themselves, brought back when FSRS says they
//! are about to be forgotten (`domain::review`). Multiple-choice cards are graded by the answer
//! given; open questions by the student after the model answer. Before the student's exams, the
//! deck plans for the first exam day and keeps to a daily budget (`domain::exam_plan`).

mod cards;
mod deck;
mod mastery;
mod projection;

use api::AppState;
use api::openapi::{ApiRouter, get, post};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v2/review/due", get(deck::due))
        .api_route("/private/v2/review/summary", get(deck::summary))
        .api_route("/private/v2/review/answer", post(deck::answer))
        .api_route("/private/v2/review/cards", post(cards::add).delete(cards::remove))
        .api_route("/private/v2/review/settings", get(deck::get_settings).put(deck::put_settings))
        .api_route("/private/v2/review/mastery", get(mastery::mastery_of_topics))
        .api_route("/private/v2/review/projection", get(projection::projection))
}
