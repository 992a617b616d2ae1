//! A minimal AWS Lambda Runtime API (the part a function uses: next, response, error), so a real
//! function binary can be run in Lambda mode and fed API Gateway HTTP API v2 events.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::Router;
use axum::body::Bytes;
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::IntoResponse;
use axum::routing::{get, post};
use serde_json::{Value, json};
use tokio::sync::{Mutex, mpsc, oneshot};

type Pending = Arc<Mutex<HashMap<String, oneshot::Sender<Result<Value, Value>>>>>;

#[derive(Clone)]
struct Shared {
    events: Arc<Mutex<mpsc::Receiver<(String, Value)>>>,
    pending: Pending,
    init_error: Arc<Mutex<Option<Value>>>,
}

/// The Runtime API, listening on a random loopback port.
pub struct RuntimeApi {
    /// `host:port`, the value of `AWS_LAMBDA_RUNTIME_API`.
    pub address: String,
    events: mpsc::Sender<(String, Value)>,
    shared: Shared,
}

impl RuntimeApi {
    pub async fn start() -> Self {
        let (tx, rx) = mpsc::channel(16);
        let shared = Shared { events: Arc::new(Mutex::new(rx)), pending: Arc::default(), init_error: Arc::default() };
        let app = Router::new()
            .route("/2018-06-01/runtime/invocation/next", get(next))
            .route("/2018-06-01/runtime/invocation/{id}/response", post(response))
            .route("/2018-06-01/runtime/invocation/{id}/error", post(error))
            .route("/2018-06-01/runtime/init/error", post(init_error))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let address = listener.local_addr().expect("addr").to_string();
        tokio::spawn(async move { axum::serve(listener, app).await.expect("serve runtime api") });
        Self { address, events: tx, shared }
    }

    /// Delivers one event and waits for the function's answer (`Err` for an invocation error).
    pub async fn invoke(&self, event: Value) -> Result<Value, Value> {
        let id = uuid::Uuid::new_v4().to_string();
        let (tx, rx) = oneshot::channel();
        self.shared.pending.lock().await.insert(id.clone(), tx);
        self.events.send((id, event)).await.expect("runtime api running");
        rx.await.expect("function answered")
    }

    /// The error the function reported while starting, if any.
    pub async fn init_error(&self) -> Option<Value> {
        self.shared.init_error.lock().await.clone()
    }
}

async fn next(State(s): State<Shared>) -> impl IntoResponse {
    let Some((id, event)) = s.events.lock().await.recv().await else {
        return (StatusCode::GONE, HeaderMap::new(), String::new());
    };
    let deadline = SystemTime::now().duration_since(UNIX_EPOCH).expect("time").as_millis() + 30_000;
    let mut headers = HeaderMap::new();
    headers.insert("lambda-runtime-aws-request-id", id.parse().expect("header"));
    headers.insert("lambda-runtime-deadline-ms", deadline.to_string().parse().expect("header"));
    headers.insert(
        "lambda-runtime-invoked-function-arn",
        "arn:aws:lambda:us-east-1:123456789012:function:test".parse().expect("header"),
    );
    headers.insert("lambda-runtime-trace-id", "Root=1-00000000-000000000000000000000000".parse().expect("header"));
    (StatusCode::OK, headers, event.to_string())
}

async fn response(State(s): State<Shared>, Path(id): Path<String>, body: Bytes) -> StatusCode {
    finish(&s, &id, Ok(serde_json::from_slice(&body).unwrap_or(Value::Null))).await
}

async fn error(State(s): State<Shared>, Path(id): Path<String>, body: Bytes) -> StatusCode {
    finish(&s, &id, Err(serde_json::from_slice(&body).unwrap_or(Value::Null))).await
}

async fn finish(s: &Shared, id: &str, result: Result<Value, Value>) -> StatusCode {
    match s.pending.lock().await.remove(id) {
        Some(tx) => {
            let _ = tx.send(result);
            StatusCode::ACCEPTED
        }
        None => StatusCode::BAD_REQUEST,
    }
}

async fn init_error(State(s): State<Shared>, body: Bytes) -> StatusCode {
    *s.init_error.lock().await = Some(serde_json::from_slice(&body).unwrap_or(Value::Null));
    StatusCode::ACCEPTED
}

/// An API Gateway HTTP API (payload 2.0, `$default` stage) event for one request.
pub fn http_api_event(method: &str, path: &str, query: &str, headers: &[(&str, &str)], body: Option<&str>) -> Value {
    let headers: serde_json::Map<String, Value> =
        headers.iter().map(|(k, v)| (k.to_lowercase(), Value::String((*v).to_owned()))).collect();
    let now = SystemTime::now().duration_since(UNIX_EPOCH).expect("time").as_millis() as u64;
    let mut event = json!({
        "version": "2.0",
        "routeKey": "$default",
        "rawPath": path,
        "rawQueryString": query,
        "headers": headers,
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "local",
            "domainName": "local.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "local",
            "http": {"method": method, "path": path, "protocol": "HTTP/1.1", "sourceIp": "127.0.0.1", "userAgent": "testkit"},
            "requestId": uuid::Uuid::new_v4().to_string(),
            "routeKey": "$default",
            "stage": "$default",
            "time": "22/Nov/2026:00:00:00 +0000",
            "timeEpoch": now,
        },
        "isBase64Encoded": false,
    });
    if let Some(b) = body {
        event["body"] = Value::String(b.to_owned());
    }
    if !query.is_empty() {
        let params: serde_json::Map<String, Value> = query
            .split('&')
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_owned(), Value::String(v.to_owned())))
            .collect();
        event["queryStringParameters"] = Value::Object(params);
    }
    event
}
