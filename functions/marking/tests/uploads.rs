//! Diagram uploads that cannot pile up (docs/marking.md), on the emulators: fifty signed uploads
//! asked for at once give the hour's budget and the rest a 429, counted in one item of the limits
//! table; an upload waits under its pending prefix until a draft names it, and is then kept
//! outside it (an HTML body sent as image/png never is); what nobody claims is gone, every version,
//! a day later (the local stand-in for the bucket's lifecycle rule).

use api::clock::Clock;
use api::limit::Limited;
use aws_sdk_dynamodb::types::AttributeValue;
use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};
use services::files::{PENDING_TTL_MS, sweep_pending};
use store::question_bank::{self, Question, QuestionSet};
use testkit::{TestEnv, TestUser, TwoStudents};

/// 20 minutes into an hour: the hour's window has 40 minutes left.
const T0: i64 = 1_790_000_000_000 / 3_600_000 * 3_600_000 + 20 * 60_000;
const SET: u32 = 7;
const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
const HTML: &[u8] = b"<html><script>alert(1)</script></html>";

async fn world(clock: &Clock) -> TwoStudents {
    let w = TwoStudents::new(TestEnv::with_clock(clock.clone()).await, ::marking::router()).await;
    let db = &w.env.state.db;
    let set = QuestionSet { id: SET, name: "Paper 1 practice".into(), subject_id: 1, topic_id: 2 };
    question_bank::put_set(db, &set).await.unwrap();
    for id in 1..=3 {
        let q = Question {
            id,
            name: format!("Question {id:02}"),
            question_set_id: SET,
            subject_id: 1,
            topic_id: 2,
            question_key: format!("qna/{id}.svg"),
            answer_key: format!("qna/{id}.pdf"),
            answer_video_key: None,
            diagrams: vec![],
            answer_diagrams: vec![],
            marks: Some(10),
            text: Some(format!("Explain question {id}.")),
            paper: None,
        };
        question_bank::put_question(db, &q).await.unwrap();
    }
    w
}

async fn ask(w: &TwoStudents, who: &TestUser, content_type: &str, size: usize) -> (StatusCode, Value) {
    w.api.post(who, "/private/v1/answers/diagram", json!({"contentType": content_type, "size": size})).await
}

/// A signed upload of `body` declared as `content_type`, sent `times` times (a signed URL works
/// for its whole lifetime: each PUT is another version). Its key.
async fn upload(w: &TwoStudents, who: &TestUser, content_type: &str, body: &[u8], times: usize) -> String {
    let (status, up) = ask(w, who, content_type, body.len()).await;
    assert_eq!(status, StatusCode::OK, "{up}");
    for _ in 0..times {
        let put = reqwest::Client::new().put(up["uploadUrl"].as_str().unwrap()).header("content-type", content_type);
        assert!(put.body(body.to_vec()).send().await.unwrap().status().is_success());
    }
    up["key"].as_str().unwrap().to_owned()
}

async fn save(w: &TwoStudents, who: &TestUser, question: u32, version: u64, key: &str) -> (StatusCode, Value) {
    let body = json!({"questionSetId": SET, "questionId": question, "body": "{}", "text": "Demand rises.",
        "version": version, "diagramKey": key});
    w.api.put(who, "/private/v1/answers/draft", body).await
}

/// Every version and delete marker under `prefix`.
async fn versions(w: &TwoStudents, prefix: &str) -> Vec<String> {
    let bucket = &w.env.state.config.content_bucket;
    let res = w.env.state.s3.list_object_versions().bucket(bucket).prefix(prefix).send().await.unwrap();
    let versions = res.versions().iter().filter_map(|v| v.key().map(str::to_owned));
    versions.chain(res.delete_markers().iter().filter_map(|m| m.key().map(str::to_owned))).collect()
}

/// What the limits table counts for `who`'s diagram uploads in the hour of `now_ms`.
async fn counted(w: &TwoStudents, who: &TestUser, now_ms: i64) -> Option<String> {
    let db = &w.env.state.db;
    let key = format!(
        "{}#user:{}#{}",
        Limited::DiagramUpload.name(),
        api::digest::fingerprint(who.sub.as_str()),
        now_ms.div_euclid(1000).div_euclid(3600)
    );
    let item = db.client.get_item().table_name(&db.tables.limits).key("pk", AttributeValue::S(key)).send().await;
    item.unwrap().item().and_then(|i| i.get("requests")).and_then(|n| n.as_n().ok()).cloned()
}

#[tokio::test]
async fn fifty_uploads_asked_for_at_once_get_the_hours_budget_and_the_rest_are_refused() {
    let clock = Clock::fixed(T0);
    let w = world(&clock).await;
    let (ann, bob) = (&w.ann, &w.bob);
    // A refused request spends nothing.
    assert_eq!(ask(&w, ann, "text/html", 10).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(ask(&w, ann, "image/png", 6 * 1024 * 1024).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(counted(&w, ann, T0).await, None);

    let five_mb = 5 * 1024 * 1024;
    let answers = join_all((0..50).map(|_| ask(&w, ann, "image/png", five_mb))).await;
    let signed: Vec<&Value> = answers.iter().filter(|(s, _)| *s == StatusCode::OK).map(|(_, b)| b).collect();
    let refused: Vec<&Value> =
        answers.iter().filter(|(s, _)| *s == StatusCode::TOO_MANY_REQUESTS).map(|(_, b)| b).collect();
    assert_eq!((signed.len(), refused.len()), (30, 20), "{answers:?}");
    assert_eq!(
        refused[0],
        &json!({"code": "TOO_MANY_REQUESTS",
            "message": "You can upload at most 30 diagrams an hour. Please wait 40 minutes and try again."})
    );
    // Each signed upload has a key of its own, under Ann's pending prefix.
    let keys: std::collections::BTreeSet<&str> = signed.iter().map(|b| b["key"].as_str().unwrap()).collect();
    assert_eq!(keys.len(), signed.len());
    assert!(keys.iter().all(|k| k.starts_with(&format!("pending/answers/{}/", ann.sub))), "{keys:?}");
    // The store holds one counter for Ann's hour, at the limit (the refused were not counted).
    assert_eq!(counted(&w, ann, T0).await.as_deref(), Some("30"));

    // With Retry-After, as every 429.
    let res = w
        .api
        .http
        .post(format!("{}/private/v1/answers/diagram", w.api.url))
        .header("authorization", ann.bearer())
        .json(&json!({"contentType": "image/png", "size": 10}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(res.headers()["retry-after"], "2400");
    // Bob's budget is his own; Ann's comes back with the next hour.
    assert_eq!(ask(&w, bob, "image/png", 10).await.0, StatusCode::OK);
    clock.advance(45 * 60_000);
    assert_eq!(ask(&w, ann, "image/png", 10).await.0, StatusCode::OK);
    assert_eq!(counted(&w, ann, clock.now_ms()).await.as_deref(), Some("1"));
}

#[tokio::test]
async fn an_upload_is_kept_only_once_a_draft_claims_it_as_an_image_and_otherwise_goes_within_a_day() {
    let clock = Clock::fixed(Clock::system().now_ms());
    let w = world(&clock).await;
    let (ann, bob) = (&w.ann, &w.bob);
    let pending = format!("pending/answers/{}/", ann.sub);
    let kept_prefix = format!("answers/{}/", ann.sub);

    // An image, claimed by the draft that names it: kept outside pending, the pending one gone.
    let png = upload(&w, ann, "image/png", PNG, 1).await;
    let kept = png.replacen("pending/", "", 1);
    assert!(png.starts_with(&pending) && kept.starts_with(&kept_prefix), "{png}");
    let (status, saved) = save(&w, bob, 1, 1, &png).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "another student's upload: {saved}");
    let (status, saved) = save(&w, ann, 1, 1, &png).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, draft) = w.api.get(ann, &format!("/private/v1/answers/draft?questionSetId={SET}&questionId=1")).await;
    assert_eq!(draft["draft"]["diagramKey"], kept.as_str());
    assert_eq!(versions(&w, &png).await, Vec::<String>::new(), "no version left pending");
    let (content_type, head) = services::files::first_bytes(&w.env.state, &kept).await.unwrap().unwrap();
    assert_eq!((content_type.as_str(), head.as_slice()), ("image/png", PNG));
    // The page keeps the key it uploaded to: named again, and by another draft, it is the kept one.
    assert_eq!(save(&w, ann, 1, 2, &png).await.0, StatusCode::OK);
    assert_eq!(save(&w, ann, 2, 1, &png).await.0, StatusCode::OK);
    let (_, other) = w.api.get(ann, &format!("/private/v1/answers/draft?questionSetId={SET}&questionId=2")).await;
    assert_eq!(other["draft"]["diagramKey"], kept.as_str());

    // An HTML body sent as image/png is refused and removed, every version; nothing is kept.
    let html = upload(&w, ann, "image/png", HTML, 2).await;
    assert_eq!(versions(&w, &html).await.len(), 2, "sent twice: two versions");
    let (status, e) = save(&w, ann, 3, 1, &html).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("That file is not a PNG, JPEG or WebP image. Please choose another file."))
    );
    assert_eq!(versions(&w, &html).await, Vec::<String>::new());
    assert_eq!(versions(&w, &html.replacen("pending/", "", 1)).await, Vec::<String>::new(), "never kept");
    assert_eq!(save(&w, ann, 3, 1, &html).await.0, StatusCode::BAD_REQUEST, "not uploaded (any more)");

    // Uploads nobody claims (an HTML body, an image twice) stay until a day has passed...
    let unclaimed = [upload(&w, ann, "image/png", HTML, 1).await, upload(&w, ann, "image/png", PNG, 2).await];
    assert_eq!(sweep_pending(&w.env.state).await.unwrap(), 0);
    assert_eq!(versions(&w, &pending).await.len(), 3);
    clock.advance(PENDING_TTL_MS - 60_000);
    assert_eq!(sweep_pending(&w.env.state).await.unwrap(), 0, "not yet a day");
    // ... then go, every version; what drafts keep stays.
    clock.advance(2 * 60_000);
    assert_eq!(sweep_pending(&w.env.state).await.unwrap(), 3);
    assert_eq!(versions(&w, &pending).await, Vec::<String>::new(), "{unclaimed:?}");
    assert_eq!(versions(&w, &kept_prefix).await, vec![kept.clone()]);
    assert!(services::files::arrived(&w.env.state, &unclaimed[1]).await.unwrap().is_none());
}
