#[tokio::main]
async fn main() -> Result<(), lambda_http::Error> {
    api::lambda::run(marking::router).await
}
