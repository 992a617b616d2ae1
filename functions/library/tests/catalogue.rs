//! The catalogue endpoints against DynamoDB on the emulator.

use reqwest::StatusCode;
use serde_json::{Value, json};
use store::catalogue::{self, FileType, Subject, Topic};
use testkit::TestEnv;

#[tokio::test]
async fn subjects_come_with_their_topics_and_file_types_in_id_order() {
    let env = TestEnv::new().await;
    let url = env.spawn(library::router()).await;
    let db = &env.state.db;
    for (id, name) in [(2, "Economics SL"), (1, "Economics HL")] {
        catalogue::put_subject(db, &Subject { id, name: name.into() }).await.unwrap();
    }
    for (id, subject_id, name) in [(12, 1, "Demand"), (3, 1, "What is economics?"), (101, 2, "Supply")] {
        catalogue::put_topic(db, &Topic { id, subject_id, name: name.into() }).await.unwrap();
    }
    for (id, name) in [(2, "Condensed Notes"), (1, "Video")] {
        catalogue::put_file_type(db, &FileType { id, name: name.into() }).await.unwrap();
    }
    let user = env.user("ann@example.com").await;
    let http = reqwest::Client::new();

    let res = http
        .get(format!("{url}/private/v1/files/subjects"))
        .header("authorization", user.bearer())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    let subjects: Value = res.json().await.unwrap();
    assert_eq!(
        subjects,
        json!([
            {"id": 1, "name": "Economics HL", "topics": [{"id": 3, "name": "What is economics?"}, {"id": 12, "name": "Demand"}]},
            {"id": 2, "name": "Economics SL", "topics": [{"id": 101, "name": "Supply"}]},
        ])
    );

    let res = http
        .get(format!("{url}/private/v1/files/filetypes"))
        .header("authorization", user.bearer())
        .send()
        .await
        .unwrap();
    assert_eq!(
        res.json::<Value>().await.unwrap(),
        json!([{"id": 1, "name": "Video"}, {"id": 2, "name": "Condensed Notes"}])
    );

    for path in ["subjects", "filetypes"] {
        let res = http.get(format!("{url}/private/v1/files/{path}")).send().await.unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    }
}
