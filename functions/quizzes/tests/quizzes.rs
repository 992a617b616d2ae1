//! Quizzes on the emulators: the set sent before an attempt hides the correct answers; the
//! server scores what was chosen, whatever else the page claims; nobody reads another's attempts.

use reqwest::StatusCode;
use serde_json::{Value, json};
use store::quizzes::{Quiz, QuizAnswer, QuizSet};
use testkit::{TestEnv, TwoStudents};

type World = TwoStudents;

/// Quiz set 7 in Economics HL topic 2: three questions, answers 11–13, 21–23, 31–33; the correct
/// ones are 12, 23 and 31. Question 1 has an image.
async fn world() -> World {
    let w = TwoStudents::new(TestEnv::new().await, quizzes::router()).await;
    let env = &w.env;
    let correct = [12, 23, 31];
    let quizzes = (1..=3)
        .map(|q| {
            let answers = (1..=3)
                .map(|a| QuizAnswer {
                    id: q * 10 + a,
                    answer_text: format!("Answer {a}"),
                    is_correct_answer: correct.contains(&(q * 10 + a)),
                })
                .collect();
            let image = (q == 1).then(|| "quiz/diagram.svg".to_owned());
            Quiz::new(q, format!("Question {q} about demand?"), image, answers).unwrap()
        })
        .collect();
    let set = QuizSet { id: 7, name: "Demand basics".into(), subject_id: 1, topic_id: 2, quizzes };
    store::quizzes::put_set(&env.state.db, &set).await.unwrap();
    env.put_object("quiz/diagram.svg", b"<svg xmlns='http://www.w3.org/2000/svg'/>").await;
    w
}

fn answers(pairs: &[(u32, u32)]) -> Value {
    Value::Array(pairs.iter().map(|(q, a)| json!({"quizId": q, "selectedAnswerId": a})).collect())
}

#[tokio::test]
async fn a_set_is_listed_and_opened_without_its_correct_answers() {
    let w = world().await;
    let (status, sets) = w.api.get(&w.ann, "/private/v2/quiz/sets?topicId=2").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(sets, json!([{"id": 7, "name": "Demand basics", "subjectId": 1, "topicId": 2, "quizSetLength": 3}]));
    assert_eq!(w.api.get(&w.ann, "/private/v2/quiz/sets?topicId=3").await.1, json!([]));

    let (status, set) = w.api.get(&w.ann, "/private/v2/quiz/set?quizSetId=7").await;
    assert_eq!(status, StatusCode::OK);
    let text = set.to_string();
    assert!(!text.contains("isCorrect") && !text.contains("correct"), "no correct answers before an attempt: {text}");
    assert_eq!(
        set["quizzes"][1]["quizAnswers"],
        json!([
            {"id": 21, "answerText": "Answer 1"}, {"id": 22, "answerText": "Answer 2"}, {"id": 23, "answerText": "Answer 3"}
        ])
    );
    let image = set["quizzes"][0]["questionImage"].as_str().unwrap();
    assert_eq!(reqwest::get(image).await.unwrap().status(), StatusCode::OK, "the image URL is signed and works");
    assert_eq!(set["quizzes"][1]["questionImage"], Value::Null);

    assert_eq!(w.api.get(&w.ann, "/private/v2/quiz/set?quizSetId=99").await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.api.get(&w.ann, "/private/v2/quiz/set?quizSetId=x").await.0, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn the_server_scores_an_attempt_and_stores_every_answer() {
    let w = world().await;
    // Right, wrong, unanswered.
    let body = json!({"authId": w.ann.sub, "quizSetId": 7, "answers": answers(&[(1, 12), (2, 21)])});
    let (status, attempt) = w.api.post(&w.ann, "/private/v2/quiz/set", body).await;
    assert_eq!(status, StatusCode::CREATED, "{attempt}");
    assert_eq!(attempt["quizSetScore"], 1);
    assert_eq!(attempt["quizSetLength"], 3);
    assert_eq!(attempt["quizSetName"], "Demand basics");
    assert_eq!(attempt["authId"], w.ann.sub.as_str());
    let picked: Vec<(u64, u64)> = attempt["quizzes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| (q["selectedAnswerId"].as_u64().unwrap(), q["correctAnswerId"].as_u64().unwrap()))
        .collect();
    assert_eq!(picked, [(12, 12), (21, 23), (0, 31)]);

    // Listed under the topic, newest first, and read back whole.
    let date = attempt["attemptedDate"].as_i64().unwrap();
    let (_, list) =
        w.api.get(&w.ann, &format!("/private/v2/quiz/sets/attempted?authId={}&subjectId=1&topicId=2", w.ann.sub)).await;
    assert_eq!(list.as_array().unwrap().len(), 1);
    assert_eq!(list[0]["quizSetScore"], 1);
    let one = format!(
        "/private/v2/quiz/set/attempted?authId={}&quizSetId=7&subjectId=1&topicId=2&attemptedDate={date}",
        w.ann.sub
    );
    let (status, again) = w.api.get(&w.ann, &one).await;
    assert_eq!(status, StatusCode::OK);
    // The same answers; the image's signed URL is signed anew (its date may differ by a second).
    let unsigned = |quizzes: &Value| {
        let mut q = quizzes.clone();
        for item in q.as_array_mut().unwrap() {
            if let Some(url) = item["questionImage"].as_str() {
                item["questionImage"] = url.split('?').next().unwrap().into();
            }
        }
        q
    };
    assert_eq!(unsigned(&again["quizzes"]), unsigned(&attempt["quizzes"]));

    // The same set submitted twice in the same second is one attempt.
    let body = json!({"authId": w.ann.sub, "quizSetId": 7, "answers": []});
    let status = w.api.post(&w.ann, "/private/v2/quiz/set", body).await.0;
    assert!(status == StatusCode::CREATED || status == StatusCode::CONFLICT, "{status}");
}

#[tokio::test]
async fn a_forged_submission_cannot_raise_a_score() {
    let w = world().await;
    // Claims of a score and of correctness are not read; only the chosen ids count.
    let forged = json!({
        "authId": w.ann.sub, "quizSetId": 7, "quizSetScore": 3, "quizSetLength": 3,
        "answers": [
            {"quizId": 1, "selectedAnswerId": 11, "isCorrectAnswer": true, "correctAnswerId": 11},
            {"quizId": 2, "selectedAnswerId": 22, "isCorrectAnswer": true, "correctAnswerId": 22},
            {"quizId": 3, "selectedAnswerId": 32, "isCorrectAnswer": true, "correctAnswerId": 32}
        ]
    });
    let (status, attempt) = w.api.post(&w.ann, "/private/v2/quiz/set", forged).await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(attempt["quizSetScore"], 0);
    assert_eq!(attempt["quizzes"][0]["correctAnswerId"], 12);

    let submit = |body: Value| {
        let api = w.api.clone();
        let ann = w.ann.clone();
        async move { api.post(&ann, "/private/v2/quiz/set", body).await.0 }
    };
    let sub = w.ann.sub.clone();
    // Questions that are not in the set, answers of another question, a question answered twice.
    for (bad, why) in [
        (answers(&[(4, 41)]), "a question not in the set"),
        (answers(&[(1, 23)]), "another question's answer"),
        (answers(&[(1, 99)]), "an unknown answer"),
        (answers(&[(1, 12), (1, 12)]), "the same question twice"),
    ] {
        let status = submit(json!({"authId": sub, "quizSetId": 7, "answers": bad})).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{why}");
    }
    assert_eq!(submit(json!({"authId": sub, "quizSetId": 99, "answers": []})).await, StatusCode::NOT_FOUND);
    assert_eq!(submit(json!({"authId": sub, "quizSetId": "7", "answers": []})).await, StatusCode::BAD_REQUEST);
    assert_eq!(submit(json!({"authId": sub})).await, StatusCode::BAD_REQUEST);

    // Nothing but the first (scored 0) attempt was stored.
    let list = format!("/private/v2/quiz/sets/attempted?authId={sub}&subjectId=1&topicId=2");
    assert_eq!(w.api.get(&w.ann, &list).await.1.as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn nobody_submits_as_or_reads_the_attempts_of_another_user() {
    let w = world().await;
    let (ann, bob) = (&w.ann, &w.bob);
    let (_, attempt) = w
        .api
        .post(ann, "/private/v2/quiz/set", json!({"authId": ann.sub, "quizSetId": 7, "answers": answers(&[(1, 12)])}))
        .await;
    let date = attempt["attemptedDate"].as_i64().unwrap();

    // Bob submitting in Ann's name is refused, and nothing is stored for either.
    let as_ann = json!({"authId": ann.sub, "quizSetId": 7, "answers": answers(&[(1, 12), (2, 23), (3, 31)])});
    assert_eq!(w.api.post(bob, "/private/v2/quiz/set", as_ann).await.0, StatusCode::FORBIDDEN);

    // Bob asking for Ann's list or attempt with her id is refused; with his own id he finds nothing.
    let list = |id: &str| format!("/private/v2/quiz/sets/attempted?authId={id}&subjectId=1&topicId=2");
    let one = |id: &str| {
        format!("/private/v2/quiz/set/attempted?authId={id}&quizSetId=7&subjectId=1&topicId=2&attemptedDate={date}")
    };
    assert_eq!(w.api.get(bob, &list(ann.sub.as_str())).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api.get(bob, &one(ann.sub.as_str())).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api.get(bob, &list(bob.sub.as_str())).await.1, json!([]));
    assert_eq!(w.api.get(bob, &one(bob.sub.as_str())).await.0, StatusCode::NOT_FOUND);
    assert_eq!(
        w.api.get(ann, &list(ann.sub.as_str())).await.1.as_array().unwrap().len(),
        1,
        "Ann still has exactly hers"
    );

    // Signed in without a plan: no quizzes at all.
    let carl = w.env.user("carl@example.com").await;
    let now = w.env.clock.now_secs();
    store::users::put(&w.env.state.db, &store::users::Profile::new(&carl.sub, "id", &carl.email, "C", "L", now))
        .await
        .unwrap();
    assert_eq!(w.api.get(&carl, "/private/v2/quiz/sets?topicId=2").await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api.get(&carl, "/private/v2/quiz/set?quizSetId=7").await.0, StatusCode::FORBIDDEN);
    let own = json!({"authId": carl.sub, "quizSetId": 7, "answers": []});
    assert_eq!(w.api.post(&carl, "/private/v2/quiz/set", own).await.0, StatusCode::FORBIDDEN);
}
