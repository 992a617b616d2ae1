//! Files, likes and notes end to end on the emulators: entitlement, the caller's own id only,
//! signed URLs that really fetch the object, and notes that two tabs cannot silently overwrite.

use reqwest::{Client, StatusCode};
use serde_json::{Value, json};
use store::catalogue::{self, StudyFile};
use store::users::{Profile, TrialStatus};
use testkit::{TestEnv, TestUser};

struct World {
    env: TestEnv,
    url: String,
    ann: TestUser,
    bob: TestUser,
    http: Client,
}

/// Ann and Bob on active trials; Economics HL topic 2 with a PDF and a video in the bucket.
async fn world() -> World {
    let env = TestEnv::new().await;
    let url = env.spawn(library::router()).await;
    let now = env.clock.now_secs();
    let (ann, bob) = (env.user("ann@example.com").await, env.user("bob@example.com").await);
    for u in [&ann, &bob] {
        let mut p = Profile::new(&u.sub, "id", &u.email, "Test", "Student", now);
        p.free_trial_status = TrialStatus::Active;
        p.free_trial_expiry = now + 3600;
        store::users::put(&env.state.db, &p).await.unwrap();
    }
    for (key, name, type_id) in
        [("econ/demand.pdf", "Demand notes.pdf", 2), ("econ/demand.mp4", "Demand in 5 minutes.mp4", 1)]
    {
        let f = StudyFile {
            key: key.into(),
            original_file_name: name.into(),
            file_type_id: type_id,
            subject_id: 1,
            topic_id: 2,
        };
        catalogue::put_file(&env.state.db, &f).await.unwrap();
        env.state
            .s3
            .put_object()
            .bucket(&env.state.config.content_bucket)
            .key(key)
            .body(format!("bytes of {name}").into_bytes().into())
            .send()
            .await
            .unwrap();
    }
    World { env, url, ann, bob, http: Client::new() }
}

impl World {
    async fn get(&self, user: &TestUser, path: &str) -> (StatusCode, Value) {
        let res =
            self.http.get(format!("{}{path}", self.url)).header("authorization", user.bearer()).send().await.unwrap();
        (res.status(), res.json().await.unwrap_or(Value::Null))
    }

    async fn post(&self, user: &TestUser, path: &str, body: Value) -> (StatusCode, Value) {
        let res = self
            .http
            .post(format!("{}{path}", self.url))
            .header("authorization", user.bearer())
            .json(&body)
            .send()
            .await
            .unwrap();
        (res.status(), res.json().await.unwrap_or(Value::Null))
    }
}

#[tokio::test]
async fn files_come_sorted_with_signed_urls_for_entitled_users_only() {
    let w = world().await;
    let (status, files) = w.get(&w.ann, "/private/v1/files/?topic_id=2").await;
    assert_eq!(status, StatusCode::OK);
    let names: Vec<&str> =
        files.as_array().unwrap().iter().map(|f| f["original_file_name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Demand in 5 minutes.mp4", "Demand notes.pdf"], "by type, then name");
    let pdf = &files[1];
    assert_eq!(
        (pdf["key"].as_str(), pdf["file_type_id"].as_u64(), pdf["subject_id"].as_u64()),
        (Some("econ/demand.pdf"), Some(2), Some(1))
    );
    let url = pdf["url"].as_str().unwrap();
    assert!(url.contains("X-Amz-Expires=600"), "expires within 15 minutes: {url}");
    assert_eq!(reqwest::get(url).await.unwrap().text().await.unwrap(), "bytes of Demand notes.pdf");

    assert_eq!(w.get(&w.ann, "/private/v1/files/?topic_id=abc").await.0, StatusCode::BAD_REQUEST);
    assert_eq!(w.get(&w.ann, "/private/v1/files/?topic_id=999").await, (StatusCode::OK, json!([])));

    // Without a plan, no files, whatever the page does.
    let carl = w.env.user("carl@example.com").await;
    store::users::put(&w.env.state.db, &Profile::new(&carl.sub, "id", &carl.email, "Carl", "NoPlan", 0)).await.unwrap();
    assert_eq!(w.get(&carl, "/private/v1/files/?topic_id=2").await.0, StatusCode::FORBIDDEN);
    assert_eq!(
        w.get(&carl, &format!("/private/v1/favourites/active?cognito_id={}", carl.sub)).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        w.get(&carl, &format!("/private/v1/notes/active?cognitoId={}", carl.sub)).await.0,
        StatusCode::FORBIDDEN
    );
}

#[tokio::test]
async fn likes_and_dislikes_exclude_each_other_and_unset() {
    let w = world().await;
    let sub = &w.ann.sub;
    let one = format!("/private/v1/favourites?cognito_id={sub}&subject_id=1&topic_id=2&file_key=econ/demand.pdf");
    let set = |liked: bool, disliked: bool| {
        json!({"cognito_id": sub, "subject_id": 1, "topic_id": 2, "file_type_id": 2, "file_key": "econ/demand.pdf",
               "file_name": "Demand notes.pdf", "liked": liked, "disliked": disliked})
    };
    assert_eq!(w.get(&w.ann, &one).await, (StatusCode::OK, json!({"liked": false, "disliked": false})));
    assert_eq!(w.post(&w.ann, "/private/v1/favourites", set(true, false)).await.0, StatusCode::OK);
    assert_eq!(w.get(&w.ann, &one).await.1, json!({"liked": true, "disliked": false}));
    assert_eq!(w.post(&w.ann, "/private/v1/favourites", set(false, true)).await.0, StatusCode::OK);
    assert_eq!(w.get(&w.ann, &one).await.1, json!({"liked": false, "disliked": true}));
    assert_eq!(w.post(&w.ann, "/private/v1/favourites", set(true, true)).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(w.post(&w.ann, "/private/v1/favourites", set(false, false)).await.0, StatusCode::OK);
    assert_eq!(w.get(&w.ann, &one).await.1, json!({"liked": false, "disliked": false}));

    // Liked files of the topic, newest first, and the active subjects/topics.
    w.post(&w.ann, "/private/v1/favourites", set(true, false)).await;
    let mut video = set(true, false);
    video["file_key"] = json!("econ/demand.mp4");
    tokio::time::sleep(std::time::Duration::from_millis(1100)).await;
    w.post(&w.ann, "/private/v1/favourites", video).await;
    let (status, list) =
        w.get(&w.ann, &format!("/private/v1/favourites/list?cognito_id={sub}&subject_id=1&topic_id=2")).await;
    assert_eq!(status, StatusCode::OK);
    let keys: Vec<&str> = list.as_array().unwrap().iter().map(|f| f["fileKey"].as_str().unwrap()).collect();
    assert_eq!(keys, ["econ/demand.mp4", "econ/demand.pdf"]);
    assert_eq!(list[1]["fileName"], "Demand notes.pdf");
    assert_eq!(list[1]["fileTypeId"], 2);
    let (_, active) = w.get(&w.ann, &format!("/private/v1/favourites/active?cognito_id={sub}")).await;
    assert_eq!(active, json!([{"subjectId": 1, "topics": [2]}]));

    // A file that is not in the catalogue cannot be liked.
    let mut ghost = set(true, false);
    ghost["file_key"] = json!("econ/nope.pdf");
    assert_eq!(w.post(&w.ann, "/private/v1/favourites", ghost).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn another_users_id_is_refused_in_every_query_and_body() {
    let w = world().await;
    let bob = &w.bob.sub;
    for path in [
        format!("/private/v1/favourites?cognito_id={bob}&subject_id=1&topic_id=2&file_key=econ/demand.pdf"),
        format!("/private/v1/favourites/list?cognito_id={bob}&subject_id=1&topic_id=2"),
        format!("/private/v1/favourites/active?cognito_id={bob}"),
        format!("/private/v1/notes?cognitoId={bob}&fileKey=econ/demand.pdf&subjectId=1&topicId=2"),
        format!("/private/v1/notes/topic?cognitoId={bob}&subjectId=1&topicId=2"),
        format!("/private/v1/notes/active?cognitoId={bob}"),
    ] {
        assert_eq!(w.get(&w.ann, &path).await.0, StatusCode::FORBIDDEN, "{path}");
    }
    let like = json!({"cognito_id": bob, "subject_id": 1, "topic_id": 2, "file_key": "econ/demand.pdf", "liked": true, "disliked": false});
    assert_eq!(w.post(&w.ann, "/private/v1/favourites", like).await.0, StatusCode::FORBIDDEN);
    let note = json!({"cognitoId": bob, "fileKey": "econ/demand.pdf", "subjectId": 1, "topicId": 2, "notesTaken": "x", "version": 0});
    assert_eq!(w.post(&w.ann, "/private/v1/notes", note).await.0, StatusCode::FORBIDDEN);
    assert!(store::favourites::all(&w.env.state.db, bob).await.unwrap().is_empty());
    assert!(store::notes::all(&w.env.state.db, bob).await.unwrap().is_empty());
}

#[tokio::test]
async fn notes_save_read_list_and_refuse_a_stale_tab() {
    let w = world().await;
    let sub = &w.ann.sub;
    let one = format!("/private/v1/notes?cognitoId={sub}&fileKey=econ/demand.pdf&subjectId=1&topicId=2");
    let save = |text: &str, version: u64| {
        json!({"cognitoId": sub, "fileKey": "econ/demand.pdf", "fileName": "Demand notes.pdf", "notesTaken": text,
               "lastUpdated": 0, "subjectId": 1, "topicId": 2, "fileTypeId": 2, "version": version})
    };
    assert_eq!(w.get(&w.ann, &one).await.0, StatusCode::NOT_FOUND, "no notes yet");

    let (status, saved) = w.post(&w.ann, "/private/v1/notes", save("first draft", 0)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(saved["version"], 1);
    let (_, read) = w.get(&w.ann, &one).await;
    assert_eq!((read["notesTaken"].as_str(), read["version"].as_u64()), (Some("first draft"), Some(1)));

    // Two tabs both opened version 1: the first save wins, the second is told, with the text now stored.
    assert_eq!(w.post(&w.ann, "/private/v1/notes", save("tab A", 1)).await.0, StatusCode::OK);
    let (status, conflict) = w.post(&w.ann, "/private/v1/notes", save("tab B", 1)).await;
    assert_eq!(status, StatusCode::CONFLICT);
    assert_eq!(conflict["code"], "NOTES_CONFLICT");
    assert_eq!(conflict["payload"]["notesTaken"], "tab A");
    assert_eq!(w.get(&w.ann, &one).await.1["notesTaken"], "tab A");
    // A second "new" note for the same file is a conflict too, not an overwrite.
    assert_eq!(w.post(&w.ann, "/private/v1/notes", save("fresh tab", 0)).await.0, StatusCode::CONFLICT);

    let (_, topic) = w.get(&w.ann, &format!("/private/v1/notes/topic?cognitoId={sub}&subjectId=1&topicId=2")).await;
    assert_eq!(topic.as_array().unwrap().len(), 1);
    assert_eq!(topic[0]["fileName"], "Demand notes.pdf");
    assert_eq!(topic[0]["fileTypeId"], 2);
    let (_, active) = w.get(&w.ann, &format!("/private/v1/notes/active?cognitoId={sub}")).await;
    assert_eq!(active, json!([{"subjectId": 1, "topics": [2]}]));

    // Emptied notes are kept as an empty string and drop out of the lists.
    assert_eq!(w.post(&w.ann, "/private/v1/notes", save("", 2)).await.0, StatusCode::OK);
    assert_eq!(w.get(&w.ann, &one).await.1["notesTaken"], "");
    assert_eq!(w.get(&w.ann, &format!("/private/v1/notes/active?cognitoId={sub}")).await.1, json!([]));

    let huge = save(&"x".repeat(library::MAX_NOTES_CHARS + 1), 3);
    assert_eq!(w.post(&w.ann, "/private/v1/notes", huge).await.0, StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn twenty_tabs_saving_the_same_version_at_once_keep_exactly_one_text_and_tell_the_rest() {
    let w = world().await;
    let sub = w.ann.sub.clone();
    let save = |text: String| {
        json!({"cognitoId": sub, "fileKey": "econ/demand.pdf", "fileName": "Demand notes.pdf", "notesTaken": text,
               "lastUpdated": 0, "subjectId": 1, "topicId": 2, "fileTypeId": 2, "version": 0})
    };
    let saves = (0..20).map(|i| w.post(&w.ann, "/private/v1/notes", save(format!("tab {i}"))));
    let results = futures::future::join_all(saves).await;
    let winners: Vec<&Value> = results.iter().filter(|(s, _)| *s == StatusCode::OK).map(|(_, b)| b).collect();
    assert_eq!(winners.len(), 1, "{:?}", results.iter().map(|r| r.0).collect::<Vec<_>>());
    let stored = winners[0]["notesTaken"].as_str().unwrap().to_owned();
    for (status, body) in &results {
        if *status != StatusCode::OK {
            assert_eq!((*status, body["code"].as_str()), (StatusCode::CONFLICT, Some("NOTES_CONFLICT")));
            // Each losing tab is handed the text that won, so the student can merge, not lose, theirs.
            assert_eq!(body["payload"]["notesTaken"], stored.as_str());
        }
    }
    let one = format!("/private/v1/notes?cognitoId={sub}&fileKey=econ/demand.pdf&subjectId=1&topicId=2");
    let (_, read) = w.get(&w.ann, &one).await;
    assert_eq!((read["notesTaken"].as_str(), read["version"].as_u64()), (Some(stored.as_str()), Some(1)));
}
