//! A download built by the worker on the emulators holds each diagram the student drew in a
//! written answer as a PNG (issue 55), beside the answer's document in seven-data.json; a diagram
//! that no longer passes its checks is left out without failing the download.
//! (tools/local/tests/privacy.rs covers the rest of a download through the routes.)

use std::io::Read;

use domain::ids::UserId;
use domain::marking::Answer;
use domain::privacy::{Export, ExportState};
use domain::profile::Profile;
use serde_json::{Value, json};
use store::privacy::Waiting;
use testkit::TestEnv;

/// A market diagram as the editor stores it: demand, supply and their equilibrium.
fn diagram() -> Value {
    let line = |from: (u8, u8), to: (u8, u8), text: &str| {
        json!({"kind": "curve", "shape": {"kind": "line", "from": {"x": from.0, "y": from.1}, "to": {"x": to.0, "y": to.1}},
            "label": {"text": text, "sub": "1"}, "style": "solid"})
    };
    json!({"version": 1, "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"}, "kind": "market"},
        "elements": [line((0, 90), (85, 5), "D"), line((0, 10), (85, 95), "S"),
            {"kind": "point", "at": {"x": 40, "y": 50}, "yLabel": {"text": "P", "sub": "e"}, "xLabel": {"text": "Q", "sub": "e"}}]})
}

/// The width in a PNG's header.
fn png_width(png: &[u8]) -> u32 {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    assert_eq!(&png[12..16], b"IHDR");
    u32::from_be_bytes(png[16..20].try_into().unwrap())
}

#[tokio::test]
async fn a_download_holds_each_drawn_diagram_as_a_png() {
    let env = TestEnv::new().await;
    let db = &env.state.db;
    let now = env.clock.now_ms();
    let sub = UserId::new(format!("drew-{now}"));
    let email = format!("{sub}@example.com");
    assert!(store::users::create(db, &Profile::new(&sub, "p1", &email, "Drew", "Lee", now)).await.unwrap());

    // A draft with two diagrams, the second outside its limits (a coordinate off the canvas).
    let mut off_canvas = diagram();
    off_canvas["elements"][0]["shape"]["to"]["x"] = json!(1e9);
    let answer_id = "1-102-draft";
    let answer: Answer = serde_json::from_value(json!({
        "answerId": answer_id, "cognitoId": sub, "questionSetId": 1, "questionId": 102, "subjectId": 1,
        "topicId": 1, "marks": 10, "status": "draft", "body": "{}", "text": "As diagram 1 shows…",
        "diagrams": [diagram(), off_canvas], "version": 1, "updatedAt": now,
    }))
    .expect("an answer with diagrams");
    assert!(store::marking::save_draft(db, &answer).await.unwrap());

    let waiting = Waiting { auth_id: sub.clone(), email, requested_at: now };
    assert!(store::privacy::request_export(db, &waiting, &Export::requested(now), None).await.unwrap());
    let run = privacy::run(&env.state).await.expect("the worker runs");
    assert_eq!((run.exports_built, run.exports_failed), (1, 0), "{run:?}");

    let export = store::privacy::export(db, &sub).await.unwrap().expect("the export");
    assert_eq!(export.state, ExportState::Ready);
    let object = env
        .state
        .s3
        .get_object()
        .bucket(&env.state.config.content_bucket)
        .key(export.key.expect("its key"))
        .send()
        .await
        .unwrap();
    let bytes = object.body.collect().await.unwrap().into_bytes().to_vec();
    let mut zip = zip::ZipArchive::new(std::io::Cursor::new(bytes)).expect("a zip");
    let read = |zip: &mut zip::ZipArchive<_>, name: &str| {
        let mut out = vec![];
        zip.by_name(name).unwrap_or_else(|_| panic!("{name} in the zip")).read_to_end(&mut out).unwrap();
        out
    };

    let png = read(&mut zip, &format!("diagrams/{answer_id}-1.png"));
    assert_eq!(png_width(&png), 1200);
    let diagrams: Vec<&str> = zip.file_names().filter(|n| n.starts_with("diagrams/")).collect();
    assert_eq!(diagrams, vec![format!("diagrams/{answer_id}-1.png")], "the one off the canvas left out");
    let readme = String::from_utf8(read(&mut zip, "README.txt")).unwrap();
    assert!(readme.contains("diagrams/ holds the diagrams you drew, as images"), "{readme}");
    // The documents themselves, both as stored, in the package's JSON.
    let data: Value = serde_json::from_slice(&read(&mut zip, "seven-data.json")).unwrap();
    let stored = &data["sections"]["writtenAnswers"][0]["diagrams"];
    assert_eq!(stored.as_array().map(Vec::len), Some(2), "{stored}");
}
