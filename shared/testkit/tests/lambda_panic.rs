//! A handler that panics in a Lambda answers the JSON 500 and the instance keeps serving; and the
//! release build the Lambdas are made with unwinds (cargo-lambda's default would abort: it adds
//! `panic = "abort"` only when the workspace's release profile sets no `panic`).

use testkit::TestEnv;
use testkit::runtime_api::{RuntimeApi, http_api_event};

#[test]
fn the_release_profile_unwinds() {
    let manifest = std::fs::read_to_string(testkit::workspace_root().join("Cargo.toml")).expect("Cargo.toml");
    let release = manifest.split("[profile.release]").nth(1).expect("a release profile");
    let release = release.split("\n[").next().unwrap_or_default();
    assert!(
        release.lines().any(|l| l.trim().replace(' ', "") == "panic=\"unwind\""),
        "[profile.release] must say panic = \"unwind\":{release}"
    );
}

#[tokio::test]
async fn a_panicking_handler_answers_the_json_500_and_the_lambda_lives_on() {
    let env = TestEnv::new().await;
    let runtime = RuntimeApi::start().await;
    let mut child = env
        .lambda_command(env!("CARGO_BIN_EXE_panicking-lambda"), &runtime.address)
        .spawn()
        .expect("start the function");
    for _ in 0..2 {
        let out =
            runtime.invoke(http_api_event("GET", "/panics", "", &[], None)).await.expect("an answer, not a crash");
        assert_eq!(out["statusCode"], 500, "{out}");
        assert_eq!(out["headers"]["content-type"], "application/json", "{out}");
        let body: serde_json::Value = serde_json::from_str(out["body"].as_str().expect("body")).expect("JSON body");
        assert_eq!(body["code"], "INTERNAL_ERROR");
        assert_eq!(body["message"], "Something went wrong. Please try again later.");
    }
    let event = http_api_event("GET", "/health", "", &[], None);
    let health = runtime.invoke(event.clone()).await.expect("still serving");
    assert_eq!(health["statusCode"], 200);
    // The id the API's access log records is the one the function logs and answers with.
    assert_eq!(health["headers"]["x-request-id"], event["requestContext"]["requestId"], "{health}");
    assert!(child.try_wait().expect("status").is_none(), "the function process is still running");
    child.kill().await.expect("stop");
}
