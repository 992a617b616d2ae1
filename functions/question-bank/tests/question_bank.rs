//! The question bank on the emulators: sets and questions with working signed URLs, and "this is
//! hard" markers that belong to their user alone and keep the per-question count true.

use reqwest::StatusCode;
use serde_json::{Value, json};
use store::question_bank::{self, Question, QuestionSet};
use testkit::{TestEnv, TwoStudents};

type World = TwoStudents;

/// Economics HL topic 2: set 5 "Demand" with questions 502 ("Question 02", with a video) and 501
/// ("Question 01"), and set 4.
async fn world() -> World {
    let w = TwoStudents::new(TestEnv::new().await, ::question_bank::router()).await;
    let env = &w.env;
    for (id, name) in [(5, "Demand"), (4, "Demand (data response)")] {
        question_bank::put_set(&env.state.db, &QuestionSet { id, name: name.into(), subject_id: 1, topic_id: 2 })
            .await
            .unwrap();
    }
    for (id, video) in [(502, true), (501, false)] {
        let q = Question {
            id,
            name: format!("Question {:02}", id - 500),
            question_set_id: 5,
            subject_id: 1,
            topic_id: 2,
            question_key: format!("qna/{id}.svg"),
            answer_key: format!("qna/{id}.pdf"),
            answer_video_key: video.then(|| "qna/answer.mp4".to_owned()),
            diagrams: vec![],
            answer_diagrams: vec![],
            marks: None,
            text: None,
            paper: None,
        };
        question_bank::put_question(&env.state.db, &q).await.unwrap();
        env.put_object(&q.question_key, b"<svg/>").await;
        env.put_object(&q.answer_key, b"%PDF-1.4").await;
    }
    env.put_object("qna/answer.mp4", b"video").await;
    w
}

const HARD: &str = "/private/v2/this-is-hard/current-question";

fn question(id: u32) -> Value {
    json!({"subjectId": 1, "topicId": 2, "questionSetId": 5, "questionId": id})
}

fn hard_query(id: u32) -> String {
    format!("{HARD}?subjectId=1&topicId=2&questionSetId=5&questionId={id}")
}

#[tokio::test]
async fn sets_and_their_questions_come_sorted_with_working_signed_urls() {
    let w = world().await;
    let (status, sets) = w.api.get(&w.ann, "/private/v1/qna/question-sets?topicId=2").await;
    assert_eq!(status, StatusCode::OK);
    let names: Vec<&str> = sets.as_array().unwrap().iter().map(|s| s["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["Demand (data response)", "Demand"], "by id");

    let (status, details) = w.api.get(&w.ann, "/private/v1/qna/question-set-details?questionSetId=5").await;
    assert_eq!(status, StatusCode::OK);
    let details = details.as_array().unwrap();
    assert_eq!(details.iter().map(|d| d["name"].as_str().unwrap()).collect::<Vec<_>>(), ["Question 01", "Question 02"]);
    assert_eq!(details[0]["answerVideo"], Value::Null);
    assert_eq!(details[0]["questionSetId"], 5);
    for field in ["questionFile", "answerFile"] {
        let url = details[0][field].as_str().unwrap();
        assert_eq!(reqwest::get(url).await.unwrap().status(), StatusCode::OK, "{field}");
    }
    let video = details[1]["answerVideo"].as_str().unwrap();
    assert_eq!(reqwest::get(video).await.unwrap().text().await.unwrap(), "video");

    assert_eq!(
        w.api.get(&w.ann, "/private/v1/qna/question-set-details?questionSetId=9").await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(w.api.get(&w.ann, "/private/v1/qna/question-sets?topicId=abc").await.0, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn this_is_hard_is_marked_once_unmarked_and_counted_per_user() {
    let w = world().await;
    let (ann, bob) = (&w.ann, &w.bob);
    assert_eq!(w.api.get(ann, &hard_query(501)).await.0, StatusCode::NOT_FOUND, "404 = not marked");

    let (status, marked) = w.api.post(ann, HARD, question(501)).await;
    assert_eq!(status, StatusCode::OK);
    let created = marked["createdAt"].as_i64().unwrap();
    assert!(created > 1_700_000_000);
    assert_eq!(w.api.get(ann, &hard_query(501)).await.1["createdAt"], created);
    // Marking again (another tab) keeps the first date and counts once.
    assert_eq!(w.api.post(ann, HARD, question(501)).await.1["createdAt"], created);
    // Markers are their owner's: Bob's question is not marked.
    assert_eq!(w.api.get(bob, &hard_query(501)).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.api.post(bob, HARD, question(501)).await.0, StatusCode::OK);

    let counts = question_bank::hard_counts(&w.env.state.db, 2).await.unwrap();
    assert_eq!(counts.len(), 1);
    assert_eq!((counts[0].question_id, counts[0].hard_count), (501, 2));

    // Removing (the body carries createdAt, as the page sends it), twice, counts once.
    let mut body = question(501);
    body["createdAt"] = json!(created);
    assert_eq!(w.api.put(ann, HARD, body.clone()).await.0, StatusCode::OK);
    assert_eq!(w.api.put(ann, HARD, body).await.0, StatusCode::OK);
    assert_eq!(w.api.get(ann, &hard_query(501)).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.api.get(bob, &hard_query(501)).await.0, StatusCode::OK, "Bob's marker stays");
    assert_eq!(question_bank::hard_counts(&w.env.state.db, 2).await.unwrap()[0].hard_count, 1);
}

#[tokio::test]
async fn markers_only_go_on_real_questions_and_only_for_entitled_users() {
    let w = world().await;
    let ann = &w.ann;
    let elsewhere = json!({"subjectId": 1, "topicId": 3, "questionSetId": 5, "questionId": 501});
    assert_eq!(w.api.post(ann, HARD, elsewhere).await.0, StatusCode::NOT_FOUND, "wrong topic");
    assert_eq!(w.api.post(ann, HARD, question(599)).await.0, StatusCode::NOT_FOUND, "unknown question");
    assert_eq!(w.api.post(ann, HARD, json!({"questionId": 501})).await.0, StatusCode::BAD_REQUEST);
    assert!(question_bank::hard_counts(&w.env.state.db, 2).await.unwrap().is_empty());

    let carl = w.env.user("carl@example.com").await;
    assert_eq!(w.api.get(&carl, "/private/v1/qna/question-sets?topicId=2").await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api.get(&carl, "/private/v1/qna/question-set-details?questionSetId=5").await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api.post(&carl, HARD, question(501)).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api.put(&carl, HARD, question(501)).await.0, StatusCode::FORBIDDEN);
}
