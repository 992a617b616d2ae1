//! P3: the Quiz Challenge leaderboard at 10 and at 100,000 players of the week: the latency and
//! the DynamoDB requests of a leaderboard read and of a game's end (a paid player beating their
//! best: the game, their best, their old row out and the new row in).

use std::time::{Duration, Instant};

use serde_json::{Value, json};
use store::challenge::{self, Best};
use store::users::{PlanType, Profile};
use testkit::TestEnv;

use crate::summary;

/// Reads measured at 10 players; at 100,000 only a few, as the emulator's Query copies the whole
/// partition before it applies the limit (seconds and some 300 MB of its memory, never given back,
/// per Query at that size; DynamoDB reads only the first 100 items).
const READS_SMALL: usize = 200;
const READS_LARGE: usize = 5;
/// Game ends measured: (players, games each). At 100,000 players only a few, as the emulator
/// deep-copies the whole table for every item of every transaction (seconds, and memory it keeps).
const ENDS_SMALL: (usize, u32) = (10, 5);
const ENDS_LARGE: (usize, u32) = (2, 2);

/// One world of `players` ranked players this week; measured reads and game ends.
async fn world(players: usize) -> Value {
    let env = TestEnv::new().await;
    let db = &env.state.db;
    let (questions, index) = demo::challenge_seed::questions(&[]);
    for q in &questions {
        challenge::put_question(db, q).await.expect("question");
    }
    challenge::put_index(db, &index).await.expect("index");
    let now = env.clock.now_ms();
    let week = domain::week::week_of(now);

    let seeded = Instant::now();
    let bests: Vec<Best> = (0..players)
        .map(|i| {
            let mut b = Best {
                auth_id: format!("player-{i:06}").into(),
                full_name: format!("Player {i}"),
                streak: (i % 40) as u32,
                skips: (i % 7) as u32,
                achieved_at: now - i as i64,
                board_sk: None,
            };
            b.board_sk = Some(b.row_sk());
            b
        })
        .collect();
    challenge::put_board_rows(db, &week, &bests, now / 1000 + 86_400).await.expect("seed board");
    let seed_s = seeded.elapsed().as_secs_f64();

    // The API with a DynamoDB client that counts its operations.
    let (state, counter) = env.counting_state();
    let app = api::http::app(state, quiz_challenge::router().into());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind");
    let base = format!("http://{}", listener.local_addr().expect("addr"));
    tokio::spawn(async move { axum::serve(listener, app).await.expect("serve") });
    let http = reqwest::Client::new();

    // Leaderboard reads, each beside one raw Query of the same 100 rows on the same emulator.
    let (reads, warm) = if players > 1000 { (READS_LARGE, 1) } else { (READS_SMALL, 2) };
    let (mut read_ms, mut read_requests, mut raw_ms) = (vec![], vec![], vec![]);
    for i in 0..reads + warm {
        let t = Instant::now();
        let raw = db
            .client
            .query()
            .table_name(&db.tables.challenge)
            .key_condition_expression("pk = :pk")
            .expression_attribute_values(":pk", aws_sdk_dynamodb::types::AttributeValue::S(format!("BOARD#{week}")))
            .limit(100)
            .send()
            .await
            .expect("raw query");
        assert_eq!(raw.items().len(), players.min(100));
        if i >= warm {
            raw_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        let before = counter.count();
        let t = Instant::now();
        let res = http.get(format!("{base}/api/v2/quiz-challenge/leaderboard")).send().await.expect("read");
        assert_eq!(res.status(), 200);
        let rows: Vec<Value> = res.json().await.expect("rows");
        assert_eq!(rows.len(), players.min(100));
        if i >= warm {
            read_ms.push(t.elapsed().as_secs_f64() * 1000.0);
            read_requests.push((counter.count() - before) as f64);
        }
    }

    // Game ends: paid players each play games of streak 0, 1, 2, … so every end beats their best.
    let (mut end_ms, mut end_requests) = (vec![], vec![]);
    let (game_players, games_each) = if players > 1000 { ENDS_LARGE } else { ENDS_SMALL };
    for p in 0..game_players {
        let user = env.user(&format!("bench-{p}@example.com")).await;
        let mut profile = Profile::new(&user.sub, "id", &user.email, "Bench", "Player", now / 1000);
        profile.subscription_status = store::users::SubscriptionStatus::Active;
        profile.subscription_expiry = now / 1000 + 30 * 86_400;
        profile.subscription_plan_type = PlanType::Single;
        store::users::put(db, &profile).await.expect("profile");
        for streak in 0..games_each {
            tokio::time::sleep(Duration::from_millis(2)).await;
            let body = json!({"userUuid": user.sub, "selectedTopicIdList": [2, 3, 4, 5]});
            let post = |path: &str, body: Value| {
                http.post(format!("{base}{path}")).header("authorization", user.bearer()).json(&body).send()
            };
            let started: Value =
                post("/api/v2/quiz-challenge/start", body).await.expect("start").json().await.expect("json");
            let created = started["createdAt"].as_i64().expect("createdAt");
            let mut quiz = started["quiz"].clone();
            // The answer ids are drawn per game: the bench reads the right one from the game
            // (with the uncounted client).
            let answer = |quiz: Value, right: bool| {
                let sub = domain::ids::PlayerId::from(user.sub.as_str());
                async move {
                    let game = challenge::game(db, &sub, created).await.expect("game").expect("a game");
                    let ids =
                        quiz["quizAnswers"].as_array().expect("answers").iter().map(|a| a["id"].as_u64().expect("id"));
                    ids.map(|id| id as u32).find(|id| (*id == game.play.correct_answer_id) == right).expect("answer")
                }
            };
            for _ in 0..streak {
                let body = json!({"userUuid": user.sub, "actionType": "ANSWER", "answerId": answer(quiz.clone(), true).await, "createdAt": created});
                let next: Value =
                    post("/api/v2/quiz-challenge/submit", body).await.expect("submit").json().await.expect("json");
                quiz = next["actionPayload"].clone();
            }
            let body = json!({"userUuid": user.sub, "actionType": "ANSWER", "answerId": answer(quiz.clone(), false).await, "createdAt": created});
            let before = counter.count();
            let t = Instant::now();
            let end: Value =
                post("/api/v2/quiz-challenge/submit", body).await.expect("end").json().await.expect("json");
            end_ms.push(t.elapsed().as_secs_f64() * 1000.0);
            end_requests.push((counter.count() - before) as f64);
            assert_eq!((end["actionResult"].as_str(), end["ranked"].as_bool()), (Some("END"), Some(true)), "{end}");
        }
    }
    tokio::time::sleep(Duration::from_millis(10)).await;
    json!({
        "players": players,
        "seed_s": seed_s,
        "read_ms": summary(read_ms),
        "read_requests": summary(read_requests),
        "raw_query_ms": summary(raw_ms),
        "end_ms": summary(end_ms),
        "end_requests": summary(end_requests),
    })
}

pub async fn measure() -> Value {
    json!([world(10).await, world(100_000).await])
}
