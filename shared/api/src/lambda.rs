//! Running one function's router in AWS Lambda (API Gateway HTTP API v2 events).

use crate::openapi::ApiRouter;

use crate::AppState;

/// The whole body of a function's `main`: logs, configuration, state, then the Lambda loop.
pub async fn run(routes: fn() -> ApiRouter<AppState>) -> Result<(), lambda_http::Error> {
    crate::http::init_logging();
    let state = AppState::from_env().await?;
    let verifier = state.verifier.clone();
    tokio::spawn(async move { verifier.prefetch().await });
    lambda_http::run(crate::http::app(state, routes().into())).await
}
