//! The local server and a client that keeps its connection alive: a body refused for its size
//! (413) says `Connection: close`, and the client's next requests all succeed.

use serde_json::{Value, json};
use testkit::TestEnv;

#[tokio::test]
async fn a_413_closes_its_connection_cleanly_and_the_next_request_succeeds() {
    let env = TestEnv::new().await;
    let student = env.student("big@example.com").await;
    let limit = env.state.config.max_body_bytes;
    let app = local::app(env.state.clone(), routes::routes(), None)
        .into_make_service_with_connect_info::<std::net::SocketAddr>();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });

    // One client, one pool: it reuses a connection whenever the server lets it.
    let client = reqwest::Client::builder().pool_max_idle_per_host(1).build().unwrap();
    let notes = "/private/v1/notes";
    let huge = json!({"notes": "x".repeat(limit + 1)});
    for round in 0..10 {
        let res = client.post(format!("{url}{notes}")).bearer_auth(&student.id_token).json(&huge).send().await;
        let res = res.unwrap_or_else(|e| panic!("round {round}: the oversized request itself failed: {e}"));
        assert_eq!(res.status(), 413, "round {round}");
        assert_eq!(res.headers().get("connection").map(|v| v.to_str().unwrap()), Some("close"));
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["code"], "PAYLOAD_TOO_LARGE");
        let next = client.get(format!("{url}/health")).send().await;
        let next = next.unwrap_or_else(|e| panic!("round {round}: the request after a 413 failed: {e}"));
        assert_eq!(next.status(), 200, "round {round}");
    }
}
