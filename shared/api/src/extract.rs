//! `Json` and `Query` extractors whose rejections are the API's JSON 400, not axum's plain text,
//! and the answers that are not a plain 200: `Created`, `CreatedOrFound`, `SeeOther`.

use axum::extract::rejection::{JsonRejection, QueryRejection};
use axum::extract::{FromRequest, FromRequestParts};
use axum::response::{IntoResponse, Response};

use crate::ApiError;
use crate::ErrorCode;

#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Json), rejection(ApiError))]
pub struct Json<T>(pub T);

#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(ApiError))]
pub struct Query<T>(pub T);

impl<T: serde::Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

impl From<JsonRejection> for ApiError {
    fn from(rejection: JsonRejection) -> Self {
        let message = match &rejection {
            JsonRejection::MissingJsonContentType(_) => {
                "Expected a JSON body with the header Content-Type: application/json.".to_owned()
            }
            JsonRejection::JsonSyntaxError(_) => "The body is not valid JSON.".to_owned(),
            JsonRejection::JsonDataError(e) => format!("The body does not have the expected fields: {}", e.body_text()),
            JsonRejection::BytesRejection(_) => "The body could not be read (it may be too large).".to_owned(),
            other => other.body_text(),
        };
        if rejection.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::coded(rejection.status(), ErrorCode::PayloadTooLarge, "The request body is too large.");
        }
        ApiError::BadRequest(message)
    }
}

impl From<QueryRejection> for ApiError {
    fn from(rejection: QueryRejection) -> Self {
        ApiError::BadRequest(format!("The query string is not valid: {}", rejection.body_text()))
    }
}

/// 303 with the address as a plain-text body and no `Location`, so a page's `fetch` hands the
/// address to the page instead of following it (spec 03 §3.3: the checkout redirect).
#[derive(Debug, Clone)]
pub struct SeeOther(pub String);

impl IntoResponse for SeeOther {
    fn into_response(self) -> Response {
        let content_type = [(axum::http::header::CONTENT_TYPE, "text/plain; charset=utf-8")];
        (axum::http::StatusCode::SEE_OTHER, content_type, self.0).into_response()
    }
}

/// 201 with the created thing as JSON.
#[derive(Debug, Clone)]
pub struct Created<T>(pub T);

impl<T: serde::Serialize> IntoResponse for Created<T> {
    fn into_response(self) -> Response {
        (axum::http::StatusCode::CREATED, axum::Json(self.0)).into_response()
    }
}

/// 201 when the call created the thing, 200 when it was already there; JSON either way.
#[derive(Debug, Clone)]
pub enum CreatedOrFound<T> {
    Created(T),
    Found(T),
}

impl<T: serde::Serialize> IntoResponse for CreatedOrFound<T> {
    fn into_response(self) -> Response {
        match self {
            Self::Created(body) => Created(body).into_response(),
            Self::Found(body) => axum::Json(body).into_response(),
        }
    }
}
