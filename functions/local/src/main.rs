//! The whole API in one process, plus the built site, at one local URL. Not deployed: in the
//! cloud each function's router runs in its own Lambda; here the same routers are merged.

use std::net::SocketAddr;
use std::path::PathBuf;

use api::AppState;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    api::http::init_logging();
    let state = AppState::from_env().await?;
    if std::env::var("SEED_DEMO_CONTENT").as_deref() == Ok("1") {
        let media = std::env::var("DEMO_MEDIA_DIR").ok().map(PathBuf::from);
        demo::seed::demo_content(&state, media.as_deref()).await?;
        tracing::info!("demo content seeded");
    }
    let site = std::env::var("SITE_DIR").ok().map(|dir| local::Site {
        dir: PathBuf::from(dir),
        config_json: std::env::var("SITE_CONFIG").unwrap_or_else(|_| "{}".into()),
    });
    let app = local::app(state, local::routes(), site);
    let addr: SocketAddr = std::env::var("LISTEN").unwrap_or_else(|_| "127.0.0.1:8080".into()).parse()?;
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(%addr, "local server listening");
    // With each caller's address: the per-client rate limits count by it.
    let app = app.into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app).with_graceful_shutdown(shutdown()).await?;
    Ok(())
}

async fn shutdown() {
    let _ = tokio::signal::ctrl_c().await;
}
