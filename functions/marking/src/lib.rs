//! Written answers marked by Seven's teachers (docs/marking.md): a subscriber's (or active trial's)
//! answers to question-bank questions that carry marks — drafts saved as they type, a diagram,
//! a self-assessment, handing in under the monthly allowance, the marked answer — and the marking
//! desk under `/admin/*` for the Cognito group `staff`: the queue, claims, marks, returns, insight.

mod desk;
mod ia;
mod ia_desk;
mod paper_desk;
mod papers;
mod standards;
mod student;
pub mod uploads;

use api::openapi::{ApiRouter, get, post, put};
use api::{ApiError, AppState, ErrorCode};
use axum::http::StatusCode;
use domain::ia::IaRefusal;
use domain::marking::AnswerRefusal;
use domain::papers::SittingRefusal;

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
        .api_route("/private/v1/ia", get(ia::portfolio))
        .api_route("/private/v1/ia/commentary", put(ia::save))
        .api_route("/private/v1/ia/article-copy", post(ia::article_copy))
        .api_route("/private/v1/ia/hand-in", post(ia::hand_in))
        .api_route("/private/v1/ia/pdf", get(ia::pdf))
        .api_route("/admin/v1/ia/queue", get(ia_desk::queue))
        .api_route("/admin/v1/ia/commentary", get(ia_desk::one))
        .api_route("/admin/v1/ia/claim", post(ia_desk::claim))
        .api_route("/admin/v1/ia/advice", post(ia_desk::advise))
        .api_route("/admin/v1/ia/mark", post(ia_desk::mark))
        .api_route("/admin/v1/ia/settings", get(ia_desk::settings).put(ia_desk::set_settings))
        .api_route("/admin/v1/standards", get(standards::overview))
        .api_route("/admin/v1/standards/seeds", get(standards::seeds).post(standards::make_seed))
        .api_route("/admin/v1/standards/settings", put(standards::set_standard))
        .api_route("/admin/v1/standards/resume", post(standards::resume))
        .api_route("/admin/v1/standards/decision", get(standards::decision))
        .api_route("/admin/v1/standards/decide", post(standards::decide))
        .api_route("/admin/v1/standards/figures", get(standards::head_figures))
        .api_route("/admin/v1/standards/dataset", get(standards::dataset))
        .api_route("/admin/v1/standards/me", get(standards::mine))
        .api_route(
            "/admin/v1/standards/qualification",
            get(standards::qualification).post(standards::mark_qualification),
        )
        .api_route("/api/v1/how-we-mark", get(standards::how_we_mark))
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

/// What the caller is told of an answer's refusal: the one place its rules meet HTTP.
pub(crate) fn answer_refused(refusal: AnswerRefusal) -> ApiError {
    let message = refusal.to_string();
    match refusal {
        AnswerRefusal::TooLong => ApiError::coded(StatusCode::PAYLOAD_TOO_LARGE, ErrorCode::PayloadTooLarge, message),
        AnswerRefusal::Changed { current } => changed(message, current.unwrap_or(0)),
        AnswerRefusal::AllowanceUsed { .. } => conflict(ErrorCode::MarkingAllowanceUsed, message),
        AnswerRefusal::NotWaiting | AnswerRefusal::HeldByAnother | AnswerRefusal::NotClaimed => {
            conflict(ErrorCode::AnswerClaimed, message)
        }
        AnswerRefusal::NoVersion
        | AnswerRefusal::NoWords
        | AnswerRefusal::SelfAssessment(_)
        | AnswerRefusal::CommentsTooLong
        | AnswerRefusal::Mark(_)
        | AnswerRefusal::CommentsMisplaced
        | AnswerRefusal::PinsMisplaced
        | AnswerRefusal::Diagram(_) => ApiError::bad_request(message),
    }
}

/// What the caller is told of a commentary's refusal: the one place the IA's rules meet HTTP.
pub(crate) fn ia_refused(refusal: IaRefusal) -> ApiError {
    let message = refusal.to_string();
    match refusal {
        IaRefusal::TooLong => ApiError::coded(StatusCode::PAYLOAD_TOO_LARGE, ErrorCode::PayloadTooLarge, message),
        IaRefusal::Changed { current } => changed(message, current.unwrap_or(0)),
        IaRefusal::AllowanceUsed { .. } => conflict(ErrorCode::MarkingAllowanceUsed, message),
        IaRefusal::AdviceAlreadyGiven { .. } | IaRefusal::SecondAdvice { .. } => {
            conflict(ErrorCode::AdviceGiven, message)
        }
        IaRefusal::DraftWaiting | IaRefusal::FinalHandedIn | IaRefusal::NotFinished => {
            conflict(ErrorCode::CommentaryLocked, message)
        }
        IaRefusal::NotWaiting
        | IaRefusal::HeldByAnother
        | IaRefusal::NotClaimed
        | IaRefusal::PortfolioChanged
        | IaRefusal::NotAFinal
        | IaRefusal::NotADraft => conflict(ErrorCode::AnswerClaimed, message),
        IaRefusal::NoSuchSlot
        | IaRefusal::FieldTooLong
        | IaRefusal::NoVersion
        | IaRefusal::Diagram(_)
        | IaRefusal::NoWords
        | IaRefusal::Incomplete(_)
        | IaRefusal::OverMax(_)
        | IaRefusal::ConceptUsed { .. }
        | IaRefusal::FNeeded
        | IaRefusal::FNotYet
        | IaRefusal::CommentsTooLong
        | IaRefusal::CommentsMisplaced => ApiError::bad_request(message),
    }
}

/// What the student is told of a sitting's refusal: the one place its rules meet HTTP.
pub(crate) fn sitting_refused(refusal: SittingRefusal) -> ApiError {
    let message = refusal.to_string();
    match refusal {
        SittingRefusal::Changed { current } => changed(message, current),
        SittingRefusal::HandedIn
        | SittingRefusal::MarkBeforeHandIn
        | SittingRefusal::SendBeforeHandIn
        | SittingRefusal::AlreadyMarked => conflict(ErrorCode::PaperHandedIn, message),
        SittingRefusal::ReadingTime => conflict(ErrorCode::ReadingTime, message),
        SittingRefusal::AllowanceUsed { .. } => conflict(ErrorCode::MarkingAllowanceUsed, message),
        SittingRefusal::PartTooLong | SittingRefusal::TooLong => {
            ApiError::coded(StatusCode::PAYLOAD_TOO_LARGE, ErrorCode::PayloadTooLarge, message)
        }
        SittingRefusal::NotTimed
        | SittingRefusal::TooManyChosen
        | SittingRefusal::NotChosen
        | SittingRefusal::Marks(_)
        | SittingRefusal::Diagram(_)
        | SittingRefusal::NothingToMark => ApiError::bad_request(message),
    }
}

fn conflict(code: ErrorCode, message: String) -> ApiError {
    ApiError::coded(StatusCode::CONFLICT, code, message)
}

/// Another tab's save: the stored version goes with it, so the page can offer both.
fn changed(message: String, current: u64) -> ApiError {
    ApiError::Coded {
        status: StatusCode::CONFLICT,
        code: ErrorCode::DraftConflict,
        message,
        payload: Some(serde_json::json!({ "version": current })),
    }
}
