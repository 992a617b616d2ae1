//! P9: answering a review card (POST /private/v2/review/answer) beside one raw GetItem on the same
//! emulator, same run, and the DynamoDB requests an answer makes (counted by an SDK interceptor).

use domain::ids::UserId;
use std::time::Instant;

use serde_json::{Value, json};
use store::quizzes::{Quiz, QuizAnswer, QuizSet};
use store::review::{Card, Origin};
use testkit::TestEnv;

use crate::summary;

const ANSWERS: usize = 400;

pub async fn measure() -> Value {
    let env = TestEnv::new().await;
    let db = &env.state.db;
    let user = env.student("review-bench@example.com").await;
    let quizzes: Vec<Quiz> = (1..=ANSWERS as u32 + 20)
        .map(|id| {
            let answers = vec![
                QuizAnswer { id: 1, answer_text: "Right".into(), is_correct_answer: true },
                QuizAnswer { id: 2, answer_text: "Wrong".into(), is_correct_answer: false },
            ];
            Quiz::new(id, format!("Question {id}"), None, answers).expect("a question")
        })
        .collect();
    let set = QuizSet { id: 1, name: "Bench".into(), subject_id: 1, topic_id: 1, quizzes };
    store::quizzes::put_set(db, &set).await.expect("set");
    let now = env.clock.now_ms();
    for quiz in &set.quizzes {
        store::review::add(db, &user.sub, &Card::of_quiz(&set, quiz, Origin::QuizMiss, now)).await.expect("card");
    }

    let (state, counter) = env.counting_state();
    let app = api::http::app(state, review::router().into());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    tokio::spawn(async move { axum::serve(listener, app).await.expect("serve") });
    let http = reqwest::Client::new();

    let (mut answer_ms, mut raw_ms, mut raw_tx_ms, mut requests) = (vec![], vec![], vec![], vec![]);
    for (i, quiz) in set.quizzes.iter().enumerate() {
        let before = counter.count();
        let t = Instant::now();
        let res = http
            .post(format!("{base}/private/v2/review/answer"))
            .header("authorization", user.bearer())
            .json(&json!({"cardId": format!("quiz-1-{}", quiz.id), "answerId": 1 + (i % 2) as u32}))
            .send()
            .await
            .expect("answer");
        assert_eq!(res.status(), 200);
        res.bytes().await.expect("body");
        let answer = t.elapsed().as_secs_f64() * 1000.0;
        let used = (counter.count() - before) as f64;
        let t = Instant::now();
        crate::raw_get_profile(db, &user.sub).await;
        let raw = t.elapsed().as_secs_f64() * 1000.0;
        let t = Instant::now();
        raw_transaction(db, &user.sub, i).await;
        let raw_tx = t.elapsed().as_secs_f64() * 1000.0;
        if i >= 20 {
            answer_ms.push(answer);
            raw_ms.push(raw);
            raw_tx_ms.push(raw_tx);
            requests.push(used);
        }
    }
    json!({
        "answer_ms": summary(answer_ms),
        "getitem_ms": summary(raw_ms),
        "transaction_ms": summary(raw_tx_ms),
        "requests": summary(requests),
    })
}

/// A raw TransactWriteItems of the answer's shape (one Put, one Delete, one Put) in the same
/// partition of the same table, straight from the SDK: the emulator's own cost of a transaction.
async fn raw_transaction(db: &store::Db, user: &UserId, i: usize) {
    use aws_sdk_dynamodb::types::{AttributeValue, Delete, Put, TransactWriteItem};
    let s = |v: String| AttributeValue::S(v);
    let put = |sk: String| {
        let p = Put::builder().table_name(&db.tables.progress).item("cognitoId", s(user.to_string())).item("sk", s(sk));
        TransactWriteItem::builder().put(p.build().expect("put")).build()
    };
    let delete = Delete::builder()
        .table_name(&db.tables.progress)
        .key("cognitoId", s(user.to_string()))
        .key("sk", s(format!("BENCH#{}", i.wrapping_sub(1))))
        .build()
        .expect("delete");
    db.client
        .transact_write_items()
        .transact_items(put(format!("BENCH#CARD#{i}")))
        .transact_items(TransactWriteItem::builder().delete(delete).build())
        .transact_items(put(format!("BENCH#{i}")))
        .send()
        .await
        .expect("transaction");
}
