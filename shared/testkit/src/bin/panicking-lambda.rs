//! A function whose one route panics, run in Lambda mode by `tests/lambda_panic.rs`: the shared
//! layers must answer a JSON 500 and the instance must keep serving.

use api::AppState;
use api::openapi::{ApiRouter, get};

fn routes() -> ApiRouter<AppState> {
    ApiRouter::new().api_route("/panics", get(panics))
}

async fn panics() -> String {
    panic!("a handler bug")
}

#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    api::lambda::run(routes).await
}
