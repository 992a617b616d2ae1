//! The whole API in one process, plus the built site, at one local URL. Not deployed: in the
//! cloud each function's router runs in its own Lambda; here the same routers are merged.

use std::net::SocketAddr;
use std::path::PathBuf;

use api::AppState;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    api::http::init_logging();
    let mut state = AppState::from_env().await?;
    // The browser journeys of timed papers move the server's clock on (`POST /local/clock`).
    let adjustable = std::env::var("LOCAL_CLOCK").as_deref() == Ok("adjustable");
    if adjustable {
        state.clock = api::clock::Clock::adjustable();
    }
    if std::env::var("SEED_DEMO_CONTENT").as_deref() == Ok("1") {
        let media = std::env::var("DEMO_MEDIA_DIR").ok().map(PathBuf::from);
        demo::seed::demo_content(&state, media.as_deref()).await?;
        tracing::info!("demo content seeded");
    }
    let site = std::env::var("SITE_DIR").ok().map(|dir| local::Site {
        dir: PathBuf::from(dir),
        config_json: std::env::var("SITE_CONFIG").unwrap_or_else(|_| "{}".into()),
    });
    // The privacy worker's schedule (every minute in the cloud), every 2 seconds here.
    let worker = state.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(std::time::Duration::from_secs(2)).await;
            if let Err(e) = privacy::run(&worker).await {
                tracing::error!(error = %e, "privacy run");
            }
        }
    });
    // The content bucket's lifecycle rule for uploads nobody claimed (moto has none), every minute.
    let sweeper = state.clone();
    tokio::spawn(async move {
        loop {
            tokio::time::sleep(std::time::Duration::from_secs(60)).await;
            match services::files::sweep_pending(&sweeper).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(removed = n, "unclaimed uploads removed"),
                Err(e) => tracing::error!(error = %e, "unclaimed uploads sweep"),
            }
        }
    });
    let mut routes = routes::routes();
    if adjustable {
        routes = routes.route("/local/clock", axum::routing::post(advance_clock));
    }
    let app = local::app(state, routes, site);
    let addr: SocketAddr = std::env::var("LISTEN").unwrap_or_else(|_| "127.0.0.1:8080".into()).parse()?;
    let listener = tokio::net::TcpListener::bind(addr).await?;
    tracing::info!(%addr, "local server listening");
    // With each caller's address: the per-client rate limits count by it.
    let app = app.into_make_service_with_connect_info::<SocketAddr>();
    axum::serve(listener, app).with_graceful_shutdown(shutdown()).await?;
    Ok(())
}

#[derive(serde::Deserialize)]
#[serde(rename_all = "camelCase")]
struct Advance {
    advance_ms: i64,
}

/// POST /local/clock {advanceMs}: moves the server's clock on (local journeys only).
async fn advance_clock(
    axum::extract::State(state): axum::extract::State<AppState>,
    axum::Json(b): axum::Json<Advance>,
) -> axum::Json<i64> {
    state.clock.advance(b.advance_ms);
    axum::Json(state.clock.now_ms())
}

async fn shutdown() {
    let _ = tokio::signal::ctrl_c().await;
}
