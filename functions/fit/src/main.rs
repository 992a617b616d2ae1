use lambda_http::lambda_runtime::{LambdaEvent, run, service_fn};

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    api::http::init_logging();
    let state = api::AppState::from_env().await?;
    run(service_fn(|event: LambdaEvent<serde_json::Value>| {
        let state = state.clone();
        async move { fit::handle(&state, event.payload).await }
    }))
    .await
}
