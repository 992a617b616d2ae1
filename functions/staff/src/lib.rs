//! The staff console's API (`/admin/v1/*`; the Cognito group `staff` only, every handler takes a
//! `StaffUser`): uploads straight to the bucket through signed URLs, the study catalogue (files,
//! quiz sets, question sets, Quiz Challenge questions, recorded lessons, the free-lesson
//! schedule), promo codes, annual plans for bulk deals, and the 'this is hard' insight.

mod catalogue;
mod people;
mod uploads;

use api::AppState;
use axum::Router;
use axum::routing::{get, post, put};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/admin/v1/uploads", post(uploads::upload_url))
        .route("/admin/v1/files", post(catalogue::add_file))
        .route("/admin/v1/quiz-sets", put(catalogue::put_quiz_set))
        .route("/admin/v1/question-sets", put(catalogue::put_question_set))
        .route("/admin/v1/challenge-questions", put(catalogue::put_challenge_question))
        .route("/admin/v1/lessons", put(catalogue::put_lesson))
        .route("/admin/v1/free-lessons", get(catalogue::free_lessons).put(catalogue::put_free_lesson))
        .route("/admin/v1/promo-codes", get(people::promo_codes).put(people::put_promo_code))
        .route("/admin/v1/annual-plans", put(people::annual_plan))
        .route("/admin/v1/insight/hard", get(catalogue::hard_questions))
}
