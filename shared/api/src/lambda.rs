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

/// The whole body of a scheduled worker's `main` (no routes): logs, configuration, state, then
/// the Lambda loop handing each event's JSON to `handle`.
pub async fn run_worker<F, Fut>(handle: F) -> Result<(), lambda_http::Error>
where
    F: Fn(AppState, serde_json::Value) -> Fut,
    Fut: Future<Output = Result<serde_json::Value, String>>,
{
    use lambda_http::lambda_runtime::{LambdaEvent, service_fn};
    crate::http::init_logging();
    let state = AppState::from_env().await?;
    lambda_http::lambda_runtime::run(service_fn(|event: LambdaEvent<serde_json::Value>| {
        handle(state.clone(), event.payload)
    }))
    .await
}
