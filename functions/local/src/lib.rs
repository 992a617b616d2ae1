//! The local server's application: the merged API routers, and the statically exported site for
//! every other path, so site and API share one origin.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use aide::openapi::OpenApi;
use api::AppState;
use api::openapi::ApiRouter;
use axum::Router;
use axum::extract::Request;
use axum::http::StatusCode;
use axum::http::header::{CACHE_CONTROL, CONTENT_SECURITY_POLICY, CONTENT_TYPE, HeaderName, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tower::ServiceExt;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeFile;

/// A function crate's router.
pub type Routes = fn() -> ApiRouter<AppState>;

/// Every function crate (one Lambda each, named as its crate) and its router: the one list. The
/// route manifest the CDK app builds the HTTP API from (`infra/routes.json`) is generated from it
/// (tests/routes.rs keeps the file current and checks each route is served by its own function).
pub const FUNCTIONS: [(&str, Routes); 11] = [
    ("users", users::router),
    ("library", library::router),
    ("payments", payments::router),
    ("question-bank", question_bank::router),
    ("quizzes", quizzes::router),
    ("quiz-challenge", quiz_challenge::router),
    ("lessons", lessons::router),
    ("help", help::router),
    ("staff", staff::router),
    ("review", review::router),
    ("marking", marking::router),
];

/// Every function's routes, merged (the local server is all the Lambdas at one origin).
fn api_routes() -> ApiRouter<AppState> {
    FUNCTIONS.iter().fold(ApiRouter::new(), |all, (_, router)| all.merge(router()))
}

/// Who may call a route, as its OpenAPI operation says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RouteAuth {
    /// A Cognito ID token is required (the API Gateway authorizer checks it too).
    Required,
    /// A token is read when one is sent (the Quiz Challenge: guests play too).
    Optional,
    /// Public.
    None,
}

/// One route of the HTTP API: which function serves it and who may call it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct ManifestRoute {
    pub function: &'static str,
    pub method: String,
    pub path: String,
    pub auth: RouteAuth,
}

/// The route manifest: every operation of every function's own router, in the order of
/// [`FUNCTIONS`] and then by path and method.
pub fn route_manifest() -> Vec<ManifestRoute> {
    let mut out = vec![];
    for (function, router) in FUNCTIONS {
        let mut doc = OpenApi::default();
        aide::generate::extract_schemas(true);
        let _ = router().finish_api(&mut doc);
        let doc = serde_json::to_value(&doc).expect("the OpenAPI document serializes");
        let mut routes = vec![];
        for (path, item) in doc["paths"].as_object().into_iter().flatten() {
            for (method, op) in item.as_object().into_iter().flatten() {
                let auth = match op["security"].as_array() {
                    None => RouteAuth::None,
                    Some(reqs) if reqs.iter().any(|r| r.as_object().is_some_and(|o| o.is_empty())) => {
                        RouteAuth::Optional
                    }
                    Some(_) => RouteAuth::Required,
                };
                routes.push(ManifestRoute { function, method: method.to_uppercase(), path: path.clone(), auth });
            }
        }
        routes.sort_by(|a, b| (&a.path, &a.method).cmp(&(&b.path, &b.method)));
        out.extend(routes);
    }
    out
}

/// The merged routers, and the OpenAPI document they describe at `/openapi.json`.
pub fn routes() -> Router<AppState> {
    let mut doc = OpenApi::default();
    let routes = documented(&mut doc);
    let doc = serde_json::to_string(&doc).expect("the OpenAPI document serializes");
    routes.route("/openapi.json", get(move || async move { ([(CONTENT_TYPE, "application/json")], doc) }))
}

/// The OpenAPI document of every route (docs/openapi.json; tests/openapi.rs keeps it current).
pub fn openapi() -> OpenApi {
    let mut doc = OpenApi::default();
    let _ = documented(&mut doc);
    doc
}

/// The routers, with their description written into `doc`. The generator's settings are set
/// before the routers are built: they collect their types' schemas as they are built.
fn documented(doc: &mut OpenApi) -> Router<AppState> {
    aide::generate::extract_schemas(true);
    aide::generate::infer_responses(true);
    api_routes().finish_api_with(doc, |api| {
        api.title("Seven API")
            .version(env!("CARGO_PKG_VERSION"))
            .description(
                "Every route of Seven's API (study content, subscriptions, the Quiz Challenge, recorded \
                 lessons, study help, staff). Generated from the routers' Rust types.",
            )
            .security_scheme(
                api::openapi::BEARER,
                aide::openapi::SecurityScheme::Http {
                    scheme: "bearer".into(),
                    bearer_format: Some("JWT".into()),
                    description: Some("A Cognito ID token of the user pool.".into()),
                    extensions: Default::default(),
                },
            )
    })
}

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
    api::http::with_layers(state, routes).layer(CompressionLayer::new())
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
