//! The one error type. Every handler returns `ApiResult<T>`; every failure becomes JSON
//! `{"code": "...", "message": "..."}` with a 4xx status for anything the caller did wrong.
//! Internal details are logged, never sent.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::Value;
use store::StoreError;

pub type ApiResult<T> = Result<T, ApiError>;

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    /// The request is malformed or a field is invalid (400).
    #[error("{0}")]
    BadRequest(String),
    /// No valid identity token (401).
    #[error("unauthorized")]
    Unauthorized,
    /// Signed in, but not allowed (403): another user's id, no entitlement, not staff.
    #[error("{0}")]
    Forbidden(&'static str),
    /// Nothing here (404).
    #[error("{0}")]
    NotFound(&'static str),
    /// A named business refusal with a spec code, e.g. ERROR_USER_ALREADY_SUBSCRIBED.
    #[error("{code:?}: {message}")]
    Coded { status: StatusCode, code: ErrorCode, message: String, payload: Option<Value> },
    /// This client has used a budget (`crate::limit`): 429 saying what was used up when there is
    /// more to say than "Too many attempts.", then how long to wait, with `Retry-After`.
    #[error("too many requests")]
    TooManyRequests { reason: Option<String>, retry_after_secs: u64 },
    /// A dependency is down or throttling; try again later (503).
    #[error("unavailable: {0}")]
    Unavailable(String),
    /// A bug or an unexpected dependency answer (500). Logged, shown as a generic message.
    #[error("internal: {0}")]
    Internal(String),
}

/// Every code an error answer can carry: the one list, published in the OpenAPI document (the
/// front end's `ErrorCode` type is generated from it). Serialized as `SCREAMING_SNAKE_CASE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ErrorCode {
    // Of every route: the request, the caller, the service.
    BadRequest,
    Unauthorized,
    Forbidden,
    ErrorNotFound,
    RouteNotFound,
    MethodNotAllowed,
    PayloadTooLarge,
    TooManyRequests,
    // A staff member whose account has no authenticator app (TOTP) on.
    StaffMfaRequired,
    // A staff session that did not pass the authenticator step (signed in before it was set up).
    StaffSignInAgain,
    ServiceUnavailable,
    InternalError,
    TryAgain,
    // Accounts and plans (spec 01).
    EmailNotVerified,
    AlreadySubscribed,
    ErrorUserAlreadySubscribed,
    PlanConflict,
    ErrorSelfInvite,
    ErrorFamilyFull,
    TrialCodeInvalid,
    TrialAlreadyUsed,
    TrialNotForSubscribers,
    PromoInvalid,
    PromoUsed,
    // Payments.
    PaymentFailed,
    PaymentRequireAction,
    PaymentProcessing,
    /// Another payment of the same student is between its first and last Stripe call.
    PaymentInProgress,
    NoPendingPayment,
    WebhookSignatureInvalid,
    // Study content, lessons, the challenge, help (spec 02, 03).
    NotesTooLarge,
    NotesConflict,
    // Written answers and the marking desk.
    DraftConflict,
    MarkingAllowanceUsed,
    AnswerClaimed,
    // Timed papers: words sent during reading time; a paper already handed in.
    ReadingTime,
    PaperHandedIn,
    QuizAlreadySubmitted,
    AlreadyPurchased,
    GameExists,
    GameEnded,
    SkipLimit,
    AlreadyAnswered,
    ThreadResolved,
    // The internal assessment: a second round of advice on one commentary; a commentary a teacher
    // is reading, or whose final is handed in.
    AdviceGiven,
    CommentaryLocked,
    // Standardised marking: a part the marker has not qualified on, or is paused on.
    NotQualified,
    // A student's data on request (docs/privacy.md).
    AccountClosing,
    PasswordIncorrect,
}

/// The body of every error answer (also what the OpenAPI document says of it).
#[derive(Serialize, schemars::JsonSchema)]
pub(crate) struct ErrorBody<'a> {
    /// A stable code, e.g. `BAD_REQUEST`, `ERROR_USER_ALREADY_SUBSCRIBED`.
    code: ErrorCode,
    /// What to tell the user.
    message: &'a str,
    /// Details some refusals carry (e.g. the client secret of a payment to confirm).
    #[serde(skip_serializing_if = "Option::is_none")]
    payload: Option<&'a Value>,
}

impl ApiError {
    pub fn bad_request(message: impl Into<String>) -> Self {
        Self::BadRequest(message.into())
    }

    pub fn coded(status: StatusCode, code: ErrorCode, message: impl Into<String>) -> Self {
        Self::Coded { status, code, message: message.into(), payload: None }
    }

    pub fn internal(err: impl std::fmt::Display) -> Self {
        Self::Internal(err.to_string())
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest(_) => StatusCode::BAD_REQUEST,
            Self::Unauthorized => StatusCode::UNAUTHORIZED,
            Self::Forbidden(_) => StatusCode::FORBIDDEN,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Coded { status, .. } => *status,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl From<StoreError> for ApiError {
    fn from(err: StoreError) -> Self {
        match err {
            StoreError::Unavailable(e) => Self::Unavailable(e),
            other => Self::Internal(other.to_string()),
        }
    }
}

/// The payment catalogue's generic failure (spec 01 §8).
pub const PAYMENT_ERROR: &str = "Oops! Looks like there was an error processing your payment. Please try again later";

impl From<pay::PayError> for ApiError {
    fn from(err: pay::PayError) -> Self {
        use pay::PayError;
        match err {
            // The card holder's problem, in the bank's words ("Your card was declined.").
            PayError::Card { message, .. } => Self::coded(
                StatusCode::PAYMENT_REQUIRED,
                ErrorCode::PaymentFailed,
                if message.is_empty() { PAYMENT_ERROR.to_owned() } else { message },
            ),
            PayError::Refused { status: 404, .. } => Self::NotFound("The payment record was not found."),
            PayError::Refused { code, message, .. } if code == pay::INVALID_ID => Self::BadRequest(message),
            PayError::Refused { status: 403, .. } => Self::Forbidden("This card cannot be used for your account."),
            PayError::Unavailable(e) => Self::Unavailable(e),
            PayError::NotConfigured => Self::Unavailable("payments are not configured".into()),
            other => Self::Internal(other.to_string()),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        let (code, message, payload): (ErrorCode, String, Option<&Value>) = match &self {
            Self::BadRequest(m) => (ErrorCode::BadRequest, m.clone(), None),
            Self::Unauthorized => (ErrorCode::Unauthorized, "Please sign in to continue.".into(), None),
            Self::Forbidden(m) => (ErrorCode::Forbidden, (*m).into(), None),
            Self::NotFound(m) => (ErrorCode::ErrorNotFound, (*m).into(), None),
            Self::Coded { code, message, payload, .. } => (*code, message.clone(), payload.as_ref()),
            Self::TooManyRequests { reason, retry_after_secs } => (
                ErrorCode::TooManyRequests,
                format!(
                    "{} Please wait {} and try again.",
                    reason.as_deref().unwrap_or("Too many attempts."),
                    wait_text(*retry_after_secs)
                ),
                None,
            ),
            Self::Unavailable(detail) => {
                tracing::warn!(error = %detail, "dependency unavailable");
                (
                    ErrorCode::ServiceUnavailable,
                    "The service is temporarily unavailable. Please try again shortly.".into(),
                    None,
                )
            }
            Self::Internal(detail) => {
                tracing::error!(error = %detail, "internal error");
                (ErrorCode::InternalError, "Something went wrong. Please try again later.".into(), None)
            }
        };
        let mut res = (status, axum::Json(ErrorBody { code, message: &message, payload })).into_response();
        if status == StatusCode::UNAUTHORIZED {
            res.headers_mut().insert(header::WWW_AUTHENTICATE, HeaderValue::from_static("Bearer"));
        }
        if status == StatusCode::SERVICE_UNAVAILABLE {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        if let Self::TooManyRequests { retry_after_secs, .. } = self {
            res.headers_mut().insert(header::RETRY_AFTER, HeaderValue::from(retry_after_secs));
        }
        res
    }
}

/// "a minute", "12 minutes", "30 seconds": how long to wait, for a person.
fn wait_text(secs: u64) -> String {
    match secs {
        0..=59 => format!("{secs} seconds"),
        60..=119 => "a minute".to_owned(),
        _ => format!("{} minutes", secs.div_ceil(60)),
    }
}
