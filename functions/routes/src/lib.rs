//! Every function crate (one Lambda each) and its router, in one list: the route manifest the
//! CDK app builds the HTTP API from (`infra/routes.json`), the OpenAPI document of every route
//! (`docs/openapi.json`), and the routers merged (what the local server serves at one origin).
//! tests/routes.rs and tests/openapi.rs keep both files current.

use aide::openapi::OpenApi;
use api::AppState;
use api::openapi::ApiRouter;
use axum::Router;
use axum::http::header::CONTENT_TYPE;
use axum::routing::get;

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
