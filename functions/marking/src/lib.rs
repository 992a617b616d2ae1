//! Written answers marked by Seven's teachers (docs/marking.md): a subscriber's (or active trial's)
//! answers to question-bank questions that carry marks — drafts saved as they type, a diagram,
//! a self-assessment, handing in under the monthly allowance, the marked answer — and the marking
//! desk under `/admin/*` for the Cognito group `staff`: the queue, claims, marks, returns, insight.

mod desk;
mod paper_desk;
mod papers;
mod student;
pub mod uploads;

use api::AppState;
use api::openapi::{ApiRouter, get, post, put};

pub fn router() -> ApiRouter<AppState> {
    ApiRouter::new()
        .api_route("/private/v1/answers", get(student::answers))
        .api_route("/private/v1/answers/one", get(student::one))
        .api_route("/private/v1/answers/draft", get(student::draft).put(student::save_draft))
        .api_route("/private/v1/answers/diagram", post(student::diagram_upload))
        .api_route("/private/v1/answers/submit", post(student::submit))
        .api_route("/private/v1/papers", get(papers::list))
        .api_route("/private/v1/papers/start", post(papers::start))
        .api_route("/private/v1/papers/sitting", get(papers::one).put(papers::save))
        .api_route("/private/v1/papers/submit", post(papers::submit))
        .api_route("/private/v1/papers/self-mark", post(papers::self_mark))
        .api_route("/private/v1/papers/send", post(papers::send))
        .api_route("/private/v1/grade", get(papers::grade).put(papers::set_grade))
        .api_route("/admin/v1/papers", get(paper_desk::papers).put(paper_desk::put_paper))
        .api_route("/admin/v1/grade-boundaries", get(paper_desk::boundaries).put(paper_desk::put_boundaries))
        .api_route("/admin/v1/marking/queue", get(desk::queue))
        .api_route("/admin/v1/marking/answer", get(desk::one))
        .api_route("/admin/v1/marking/claim", post(desk::claim))
        .api_route("/admin/v1/marking/draft", put(desk::save_draft))
        .api_route("/admin/v1/marking/return", post(desk::give_back))
        .api_route("/admin/v1/marking/insight", get(desk::insight))
        .api_route("/admin/v1/marking/allowances", get(desk::allowances).put(desk::set_allowances))
        .api_route("/admin/v1/marking/descriptors", get(desk::band_descriptors).put(desk::set_band_descriptors))
}
