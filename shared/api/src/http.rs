//! The layers every function's router gets, in Lambda and locally alike: a health route, JSON 404
//! and 405, a body-size limit, a request id on every log line and response, panics as JSON 500s,
//! and `Cache-Control: no-store` on every answer to a request that carried a token.

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{Request, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::request_id::{MakeRequestId, MakeRequestUuid, PropagateRequestIdLayer, RequestId, SetRequestIdLayer};
use tower_http::trace::TraceLayer;

use crate::ErrorCode;
use crate::{ApiError, AppState};

/// Wraps the function's routes into the served application; unknown routes get a JSON 404.
pub fn app(state: AppState, routes: Router<AppState>) -> Router {
    with_layers(state, routes.fallback(not_found))
}

/// The layers and shared routes, around routes that already have their fallback (the local server
/// falls back to the site instead of a 404).
pub fn with_layers(state: AppState, routes: Router<AppState>) -> Router {
    let limit = state.config.max_body_bytes;
    routes
        .route("/health", get(health))
        .method_not_allowed_fallback(method_not_allowed)
        .with_state(state.clone())
        // Route layers that need the state (the rate limits) find it here.
        .layer(axum::Extension(state))
        .layer(DefaultBodyLimit::max(limit))
        // Answers are JSON and must never be sniffed into anything else.
        .layer(axum::middleware::map_response(|mut res: Response| async move {
            res.headers_mut()
                .insert(axum::http::header::X_CONTENT_TYPE_OPTIONS, axum::http::HeaderValue::from_static("nosniff"));
            res
        }))
        .layer(CatchPanicLayer::custom(|_| ApiError::internal("handler panicked").into_response()))
        // What a signed-in caller is told is theirs alone: no browser, proxy or CDN may keep it.
        .layer(axum::middleware::from_fn(no_store_when_signed_in))
        .layer(TraceLayer::new_for_http().make_span_with(|req: &Request<_>| {
            let id = req.extensions().get::<RequestId>().and_then(|id| id.header_value().to_str().ok()).unwrap_or("-");
            tracing::info_span!("request", request_id = %id, method = %req.method(), path = %req.uri().path())
        }))
        .layer(PropagateRequestIdLayer::x_request_id())
        .layer(SetRequestIdLayer::x_request_id(GatewayRequestId))
}

/// The request's id: API Gateway's own in Lambda (so the API's access log line and the function's
/// log lines of one request carry the same id), a new UUID locally.
#[derive(Clone, Copy)]
struct GatewayRequestId;

impl MakeRequestId for GatewayRequestId {
    fn make_request_id<B>(&mut self, req: &Request<B>) -> Option<RequestId> {
        use lambda_http::request::RequestContext;
        if let Some(RequestContext::ApiGatewayV2(ctx)) = req.extensions().get::<RequestContext>()
            && let Some(id) = ctx.request_id.as_deref().and_then(|id| id.parse().ok())
        {
            return Some(RequestId::new(id));
        }
        MakeRequestUuid.make_request_id(req)
    }
}

async fn no_store_when_signed_in(req: Request<axum::body::Body>, next: axum::middleware::Next) -> Response {
    let signed_in = req.headers().contains_key(axum::http::header::AUTHORIZATION);
    let mut res = next.run(req).await;
    if signed_in {
        res.headers_mut().insert(axum::http::header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-store"));
    }
    res
}

async fn health() -> axum::Json<serde_json::Value> {
    axum::Json(serde_json::json!({ "status": "ok" }))
}

/// The JSON 404 for a route that does not exist.
pub async fn not_found() -> Response {
    ApiError::coded(StatusCode::NOT_FOUND, ErrorCode::RouteNotFound, "There is no such route.").into_response()
}

async fn method_not_allowed() -> Response {
    ApiError::coded(
        StatusCode::METHOD_NOT_ALLOWED,
        ErrorCode::MethodNotAllowed,
        "This route does not take that method.",
    )
    .into_response()
}

/// JSON logs (one object per line) for Lambda and tests; `LOG_FORMAT=text` for a terminal.
pub fn init_logging() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let result = if std::env::var("LOG_FORMAT").as_deref() == Ok("text") {
        builder.compact().try_init()
    } else {
        builder.json().with_current_span(true).with_span_list(false).try_init()
    };
    let _ = result; // already initialised (tests): keep the first
}
