//! The staff console's API (`/admin/v1/*`; the Cognito group `staff` only, every handler takes a
//! `StaffUser`): uploads straight to the bucket through signed URLs, the study catalogue (files,
//! quiz sets, question sets, Quiz Challenge questions, recorded lessons, the free-lesson
//! schedule), promo codes, annual plans for bulk deals, the 'this is hard' insight, and the landing
//! page's "trusted by" list (its one public route, `/api/v1/trusted-by`, the landing page reads), and
//! the diagram templates staff add (which signed-in students read at `/private/v1/diagram-templates`).

mod authenticator;
mod catalogue;
mod diagram_templates;
mod people;
mod privacy;
mod trusted_by;
mod uploads;

use api::AppState;
use api::openapi::{ApiRouter, get, post, put};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/admin/v1/authenticator", post(authenticator::set_up))
        .api_route("/admin/v1/uploads", post(uploads::upload_url))
        .api_route("/admin/v1/files", post(catalogue::add_file))
        .api_route("/admin/v1/quiz-sets", put(catalogue::put_quiz_set))
        .api_route("/admin/v1/question-sets", get(catalogue::question_set_questions).put(catalogue::put_question_set))
        .api_route("/admin/v1/challenge-questions", put(catalogue::put_challenge_question))
        .api_route("/admin/v1/challenge-questions/preview", post(catalogue::preview_challenge_question))
        .api_route("/admin/v1/lessons", put(catalogue::put_lesson))
        .api_route("/admin/v1/free-lessons", get(catalogue::free_lessons).put(catalogue::put_free_lesson))
        .api_route("/admin/v1/promo-codes", get(people::promo_codes).put(people::put_promo_code))
        .api_route("/admin/v1/annual-plans", put(people::annual_plan))
        .api_route("/admin/v1/privacy", get(privacy::requests))
        .api_route("/admin/v1/privacy/deletions", post(privacy::delete_for_student))
        .api_route("/admin/v1/insight/hard", get(catalogue::hard_questions))
        .api_route("/admin/v1/insight/quiz-questions", get(catalogue::missed_questions))
        .api_route("/admin/v1/trusted-by", get(trusted_by::get).put(trusted_by::put))
        .api_route("/api/v1/trusted-by", get(trusted_by::public))
        .api_route(
            "/admin/v1/diagram-templates",
            get(diagram_templates::staff_list).put(diagram_templates::put).delete(diagram_templates::remove),
        )
        .api_route("/private/v1/diagram-templates", get(diagram_templates::list))
}
