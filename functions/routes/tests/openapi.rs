//! docs/openapi.json is the document the routers generate from their Rust types, and it says
//! something for every route: a test fails when a route or a type changes until the file is
//! written again with `UPDATE_OPENAPI=1 cargo test -p routes --test openapi`.

use std::path::PathBuf;

fn committed_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/openapi.json")
}

#[test]
fn docs_openapi_json_is_what_the_routers_generate() {
    let generated = serde_json::to_string_pretty(&routes::openapi()).expect("serialize") + "\n";
    let path = committed_path();
    if std::env::var("UPDATE_OPENAPI").as_deref() == Ok("1") {
        std::fs::write(&path, &generated).expect("write docs/openapi.json");
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/openapi.json is out of date: run `UPDATE_OPENAPI=1 cargo test -p routes --test openapi`"
    );
}

#[test]
fn every_operation_describes_its_answers_and_who_may_call_it() {
    let doc = serde_json::to_value(routes::openapi()).expect("serialize");
    let paths = doc["paths"].as_object().expect("paths");
    let mut operations = 0;
    for (path, item) in paths {
        for (method, op) in item.as_object().expect("path item") {
            operations += 1;
            let responses = op["responses"].as_object().expect("responses");
            assert!(
                responses.keys().any(|k| k.starts_with('2') || k.starts_with('3')),
                "{method} {path} documents no success answer"
            );
            assert!(responses.contains_key("default"), "{method} {path} documents no error answer");
            let public = path.starts_with("/api/");
            assert_eq!(
                op.get("security").is_some(),
                !public || path.contains("leaderboard/user") || path.ends_with("/start") || path.ends_with("/submit"),
                "{method} {path}: security requirement"
            );
        }
    }
    // routes.rs checks each is served by the function infra/routes.json maps it to.
    assert!(operations > 70, "only {operations} operations");
}
