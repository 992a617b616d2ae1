//! The local server's application: every function's router merged (`routes::routes()`), and the
//! statically exported site for every other path, so site and API share one origin. Not deployed.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use api::AppState;
use axum::Router;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE, HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower::ServiceExt;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeFile;

/// Paths that belong to the API: never answered with a page.
const API_PREFIXES: [&str; 4] = ["/private/", "/api/", "/admin/", "/health"];

/// The built site and the runtime configuration it reads from `/config.json` (API URL, user pool,
/// payment keys), so one build serves every environment.
pub struct Site {
    pub dir: PathBuf,
    pub config_json: String,
}

pub fn app(state: AppState, routes: Router<AppState>, site: Option<Site>) -> Router {
    let routes =
        match site {
            Some(Site { dir, config_json }) => routes
                .route(
                    "/config.json",
                    get(move || async move {
                        ([(CONTENT_TYPE, "application/json"), (CACHE_CONTROL, "no-store")], config_json)
                    }),
                )
                .fallback(move |req: Request| {
                    let dir = dir.clone();
                    async move { with_site_headers(serve_site(dir, req).await) }
                }),
            None => routes.fallback(api::http::not_found),
        };
    // Compressed as CloudFront compresses the site in the cloud.
    api::http::with_layers(state, routes)
        .layer(CompressionLayer::new())
        .layer(axum::middleware::map_response(close_after_unread_body))
}

/// A body refused for its size is left unread, so the server cannot read the connection's next
/// request and closes it: the answer says so (`Connection: close`), and a client keeping the
/// connection alive opens a new one rather than failing its next request. (In the cloud API
/// Gateway holds the client's connection; this server holds it here.)
async fn close_after_unread_body(mut res: Response) -> Response {
    if res.status() == StatusCode::PAYLOAD_TOO_LARGE {
        res.headers_mut().insert(axum::http::header::CONNECTION, HeaderValue::from_static("close"));
    }
    res
}

/// The site's security headers (`shared/site-headers.json`, as CloudFront sends them), with the
/// emulators' origins (on loopback) in the CSP.
fn site_headers() -> &'static [(HeaderName, HeaderValue)] {
    static HEADERS: OnceLock<Vec<(HeaderName, HeaderValue)>> = OnceLock::new();
    HEADERS.get_or_init(|| {
        #[derive(serde::Deserialize)]
        #[serde(rename_all = "camelCase")]
        struct File {
            headers: std::collections::BTreeMap<String, String>,
            content_security_policy: Vec<String>,
        }
        let file: File = serde_json::from_str(include_str!("../../../shared/site-headers.json"))
            .expect("site-headers.json is valid");
        let mut csp = file.content_security_policy.join("; ");
        for origin in ["stripeJs", "stripeApi", "stripeFrames", "api", "auth", "files"] {
            csp = csp.replace(&format!("{{{origin}}}"), "http://127.0.0.1:* http://localhost:*");
        }
        let mut out: Vec<(HeaderName, HeaderValue)> = file
            .headers
            .into_iter()
            .map(|(k, v)| {
                (HeaderName::try_from(k).expect("header name"), HeaderValue::try_from(v).expect("header value"))
            })
            .collect();
        out.push((CONTENT_SECURITY_POLICY, HeaderValue::try_from(csp).expect("CSP")));
        out
    })
}

fn with_site_headers(mut res: Response) -> Response {
    for (name, value) in site_headers() {
        res.headers_mut().insert(name.clone(), value.clone());
    }
    res
}

async fn serve_site(dir: PathBuf, req: Request) -> Response {
    let path = req.uri().path().to_owned();
    if API_PREFIXES.iter().any(|p| path.starts_with(p)) || path.contains("..") {
        return api::http::not_found().await;
    }
    match page_file(&dir, &path) {
        Some(file) => ServeFile::new(file).oneshot(req).await.map(IntoResponse::into_response).unwrap_or_else(|e| {
            tracing::error!(error = %e, "site file unreadable");
            StatusCode::INTERNAL_SERVER_ERROR.into_response()
        }),
        None => {
            let not_found = dir.join("404.html");
            let mut res = ServeFile::new(not_found)
                .oneshot(req)
                .await
                .map(IntoResponse::into_response)
                .unwrap_or_else(|_| StatusCode::NOT_FOUND.into_response());
            *res.status_mut() = StatusCode::NOT_FOUND;
            res
        }
    }
}

/// The exported file for a URL path: `/x` → `x`, `x.html` or `x/index.html`.
fn page_file(dir: &Path, path: &str) -> Option<PathBuf> {
    let rel = path.trim_start_matches('/').trim_end_matches('/');
    let candidates = if rel.is_empty() {
        vec![dir.join("index.html")]
    } else {
        vec![dir.join(rel), dir.join(format!("{rel}.html")), dir.join(rel).join("index.html")]
    };
    candidates.into_iter().find(|p| p.is_file())
}
