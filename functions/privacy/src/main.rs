#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    // Boxed: the worker's future is deep enough to stretch the compiler's layout queries.
    api::lambda::run_worker(|state, event| async move { Box::pin(privacy::handle(&state, event)).await }).await
}
