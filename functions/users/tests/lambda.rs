//! The real `users` binary in Lambda mode, fed API Gateway HTTP API v2 events through a minimal
//! Lambda Runtime API: every answer must be the one the local server gives for the same request.

use serde_json::{Value, json};
use testkit::TestEnv;
use testkit::runtime_api::{RuntimeApi, http_api_event};

/// Status and JSON body, the parts that must agree (request ids differ by design).
async fn local_answer(url: &str, method: &str, path: &str, auth: Option<&str>, body: Option<&str>) -> (u16, Value) {
    let mut req = reqwest::Client::new().request(method.parse().unwrap(), format!("{url}{path}"));
    if let Some(a) = auth {
        req = req.header("authorization", a);
    }
    if let Some(b) = body {
        req = req.header("content-type", "application/json").body(b.to_owned());
    }
    let res = req.send().await.unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

fn lambda_answer(out: &Value) -> (u16, Value) {
    let status = out["statusCode"].as_u64().unwrap() as u16;
    assert_eq!(out["headers"]["content-type"], "application/json", "{out}");
    (status, serde_json::from_str(out["body"].as_str().unwrap()).unwrap())
}

#[tokio::test]
async fn the_lambda_binary_answers_like_the_local_server() {
    let env = TestEnv::new().await;
    let url = env.spawn(users::router()).await;
    let ann = env.user("ann@example.com").await;
    let bob = env.user("bob@example.com").await;
    let runtime = RuntimeApi::start().await;

    let mut child =
        env.lambda_command(env!("CARGO_BIN_EXE_users"), &runtime.address).spawn().expect("start the users binary");

    let ann_auth = ann.bearer();
    let new_ann = json!({"authId": ann.sub, "email": ann.email, "firstName": "Ann", "lastName": "Lee"}).to_string();
    let new_bob = json!({"authId": bob.sub, "email": bob.email, "firstName": "Bob", "lastName": "Tan"}).to_string();

    // Bob is created through Lambda, Ann through the local server; each then reads through the other.
    let bob_auth = bob.bearer();
    let out = runtime
        .invoke(http_api_event(
            "POST",
            "/private/v2/users/new",
            "",
            &[("authorization", &bob_auth), ("content-type", "application/json")],
            Some(&new_bob),
        ))
        .await
        .expect("invocation succeeds");
    let (status, created) = lambda_answer(&out);
    assert_eq!(status, 201);
    assert_eq!(created["firstName"], "Bob");
    let (status, local) = local_answer(&url, "GET", "/private/v2/users/profile", Some(&bob_auth), None).await;
    assert_eq!((status, &local), (200, &created));

    let cases: Vec<(&str, &str, Option<&str>, Option<&str>)> = vec![
        ("GET", "/private/v2/users/profile", None, None),
        ("GET", "/private/v2/users/profile", Some(&ann_auth), None),
        ("POST", "/private/v2/users/new", Some(&ann_auth), Some("{oops")),
        ("POST", "/private/v2/users/new", Some(&ann_auth), Some(&new_bob)),
        ("POST", "/private/v2/users/new", Some(&ann_auth), Some(&new_ann)),
        ("GET", "/private/v2/users/profile", Some(&ann_auth), None),
        ("GET", "/private/v2/users/profile", Some(&bob_auth), None),
        ("GET", "/private/v2/nowhere", Some(&ann_auth), None),
        ("GET", "/health", None, None),
    ];
    for (method, path, auth, body) in cases {
        let mut headers = vec![];
        if let Some(a) = auth {
            headers.push(("authorization", a));
        }
        if body.is_some() {
            headers.push(("content-type", "application/json"));
        }
        let out = runtime.invoke(http_api_event(method, path, "", &headers, body)).await.expect("invocation succeeds");
        let from_lambda = lambda_answer(&out);
        // Creation is not repeatable, so the local twin of "create Ann" is checked by the read after it.
        if body == Some(new_ann.as_str()) {
            assert_eq!(from_lambda.0, 201, "{}", from_lambda.1);
            continue;
        }
        let from_local = local_answer(&url, method, path, auth, body).await;
        assert_eq!(from_lambda, from_local, "{method} {path}");
    }
    assert!(runtime.init_error().await.is_none());
    child.kill().await.ok();
}
