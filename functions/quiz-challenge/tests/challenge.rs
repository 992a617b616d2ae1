//! The Quiz Challenge on the emulators: the server decides every step, and each cheat is
//! refused: a late answer, another player's game, a submit after the end, a sixth skip in a row,
//! a guest or a trial user on the board, an answer id from another game. Every question served
//! is a fresh instance of its template; practice has no clock and is never ranked.

use api::clock::Clock;
use domain::challenge::{Values, Variable};
use reqwest::StatusCode;
use serde_json::{Value, json};
use store::catalogue::{self, Topic};
use store::challenge::{self, Best, ChallengeQuestion, QuestionIndex, Recommendation};
use store::users::{PlanType, Profile};
use testkit::{ApiClient, TestEnv, TestUser};

/// Wednesday 2026-11-18 12:00 GMT+8.
const NOW: i64 = 1_794_758_400_000 + 2 * 86_400_000 + 12 * 3_600_000;

struct World {
    env: TestEnv,
    api: ApiClient,
    http: reqwest::Client,
}

/// Topics 2 and 3 with six template questions each (ids 201–206, 301–306: "what is n plus
/// one?" for a fresh n) and two fixed questions in topic 3 (307, 308: the answer is "Right").
async fn world() -> World {
    let env = TestEnv::with_clock(Clock::fixed(NOW)).await;
    let api = ApiClient::new(env.spawn(quiz_challenge::router()).await);
    let mut index = QuestionIndex::default();
    for (topic, name) in [(2, "Demand"), (3, "Supply"), (4, "Equilibrium")] {
        catalogue::put_topic(&env.state.db, &Topic { id: topic, subject_id: 1, name: name.into() }).await.unwrap();
        if topic == 4 {
            continue; // a topic without challenge questions
        }
        let recommendation =
            Recommendation { kind: "NOTES".into(), key: "notes/demand.pdf".into(), title: format!("{name} notes") };
        for n in 1..=6 {
            let id = topic * 100 + n;
            let q = ChallengeQuestion {
                id,
                topic_id: topic,
                question_text: format!("Question {id}: what is {{n}} plus one?"),
                question_image_key: None,
                variables: vec![Variable {
                    name: "n".into(),
                    values: Values::Range { min: 1.0, max: 999.0, step: 1.0 },
                }],
                correct_answer: "{n + 1}".into(),
                distractors: vec!["{n + 2}".into(), "{n + 3}".into(), "{n - 1}".into()],
                explanation_notes: format!("Because of {name}: {{n}} + 1 = {{n + 1}}."),
                recommendation: recommendation.clone(),
            };
            challenge::put_question(&env.state.db, &q).await.unwrap();
            index.file(&q);
        }
        if topic == 3 {
            for id in [307, 308] {
                let q = ChallengeQuestion {
                    id,
                    topic_id: topic,
                    question_text: format!("Fixed question {id}?"),
                    question_image_key: None,
                    variables: vec![],
                    correct_answer: "Right".into(),
                    distractors: vec!["Wrong 1".into(), "Wrong 2".into(), "Wrong 3".into()],
                    explanation_notes: "It is so.".into(),
                    recommendation: recommendation.clone(),
                };
                challenge::put_question(&env.state.db, &q).await.unwrap();
                index.file(&q);
            }
        }
    }
    challenge::put_index(&env.state.db, &index).await.unwrap();
    env.put_object("notes/demand.pdf", b"%PDF-1.4 notes").await;
    World { env, api, http: reqwest::Client::new() }
}

impl World {
    /// A signed-in player with a paid subscription (`paid`) or an active trial.
    async fn player(&self, email: &str, paid: bool) -> TestUser {
        if !paid {
            return self.env.student(email).await;
        }
        let user = self.env.user(email).await;
        let mut p = Profile::new(&user.sub, "id", &user.email, "Test", "Student", NOW / 1000);
        p.subscription_status = store::users::SubscriptionStatus::Active;
        p.subscription_expiry = NOW / 1000 + 30 * 86_400;
        p.subscription_plan_type = PlanType::Single;
        store::users::put(&self.env.state.db, &p).await.unwrap();
        user
    }

    /// A call as `user`, or as a visitor (no token).
    async fn call(&self, user: Option<&TestUser>, path: &str, body: Option<Value>) -> (StatusCode, Value) {
        match (user, body) {
            (Some(u), Some(b)) => self.api.post(u, path, b).await,
            (Some(u), None) => self.api.get(u, path).await,
            (None, body) => {
                let url = format!("{}{path}", self.api.url);
                let req = match body {
                    Some(b) => self.http.post(url).json(&b),
                    None => self.http.get(url),
                };
                let res = req.send().await.unwrap();
                (res.status(), res.json().await.unwrap_or(Value::Null))
            }
        }
    }

    async fn start(&self, user: Option<&TestUser>, uuid: &str, topics: &[u32]) -> (i64, Value) {
        let body = json!({"userUuid": uuid, "email": "x@y.z", "firstName": "A", "lastName": "B", "selectedTopicIdList": topics});
        let (status, started) = self.call(user, "/api/v2/quiz-challenge/start", Some(body)).await;
        assert_eq!(status, StatusCode::OK, "{started}");
        (started["createdAt"].as_i64().unwrap(), started["quiz"].clone())
    }

    async fn submit(
        &self,
        user: Option<&TestUser>,
        uuid: &str,
        created_at: i64,
        action: &str,
        answer: u64,
    ) -> (StatusCode, Value) {
        let body = json!({"userUuid": uuid, "actionType": action, "answerId": answer, "createdAt": created_at});
        self.call(user, "/api/v2/quiz-challenge/submit", Some(body)).await
    }

    async fn board(&self) -> Vec<Value> {
        self.call(None, "/api/v2/quiz-challenge/leaderboard", None).await.1.as_array().unwrap().clone()
    }
}

/// The correct answer's text, worked out from the question as the player sees it.
fn solve(quiz: &Value) -> String {
    let text = quiz["questionText"].as_str().unwrap();
    if text.starts_with("Fixed") {
        return "Right".into();
    }
    let n: u64 = text.split("what is ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    (n + 1).to_string()
}

fn answers(quiz: &Value) -> &Vec<Value> {
    quiz["quizAnswers"].as_array().unwrap()
}

/// An answer's text, a number without its thousands separator (1,000 is written as a student writes it).
fn plain(answer: &Value) -> String {
    answer["answerText"].as_str().unwrap().replace(',', "")
}

fn right(quiz: &Value) -> u64 {
    let want = solve(quiz);
    answers(quiz).iter().find(|a| plain(a) == want).unwrap()["id"].as_u64().unwrap()
}

fn wrong(quiz: &Value) -> u64 {
    let want = solve(quiz);
    answers(quiz).iter().find(|a| plain(a) != want).unwrap()["id"].as_u64().unwrap()
}

#[tokio::test]
async fn a_guest_plays_to_the_end_without_seeing_an_answer_first_and_is_never_ranked() {
    let w = world().await;
    let (status, topics) = w.call(None, "/api/v2/quiz-challenge/topics", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(topics, json!([{"topicId": 2, "topicName": "Demand"}, {"topicId": 3, "topicName": "Supply"}]));

    let guest = "UNREGISTERED-3f9c2a";
    let (created, quiz) = w.start(None, guest, &[2]).await;
    assert_eq!(created, NOW);
    assert!(!quiz.to_string().to_lowercase().contains("correct"), "no answer before answering: {quiz}");
    assert_eq!(quiz["quizAnswers"].as_array().unwrap().len(), 4);

    let (status, next) = w.submit(None, guest, created, "ANSWER", right(&quiz)).await;
    assert_eq!(status, StatusCode::OK, "{next}");
    assert_eq!((next["actionResult"].as_str(), next["streak"].as_u64()), (Some("CONTINUE"), Some(1)));
    let quiz = next["actionPayload"].clone();
    assert!(!quiz.to_string().to_lowercase().contains("correct"));
    assert_eq!(next["explanationNotes"], Value::Null);

    let (_, end) = w.submit(None, guest, created, "ANSWER", wrong(&quiz)).await;
    assert_eq!(end["actionResult"], "END");
    assert_eq!(end["streak"], 1);
    assert_eq!(end["correctAnswerId"].as_u64(), Some(right(&quiz)));
    let n: u64 = solve(&quiz).parse::<u64>().unwrap() - 1;
    assert_eq!(end["explanationNotes"], format!("Because of Demand: {n} + 1 = {}.", n + 1), "that instance's working");
    assert_eq!(
        (end["recommendedContentType"].as_str(), end["recommendedContentTitle"].as_str()),
        (Some("NOTES"), Some("Demand notes"))
    );
    let notes = reqwest::get(end["recommendedContentUrl"].as_str().unwrap()).await.unwrap();
    assert_eq!(notes.text().await.unwrap(), "%PDF-1.4 notes");
    assert_eq!(end["ranked"], false);

    // A finished game accepts nothing more; a guest is never on the board.
    let (status, again) = w.submit(None, guest, created, "ANSWER", right(&quiz)).await;
    assert_eq!((status, again["code"].as_str()), (StatusCode::CONFLICT, Some("GAME_ENDED")));
    assert_eq!(w.submit(None, guest, created, "SKIP", 0).await.0, StatusCode::CONFLICT);
    assert!(w.board().await.is_empty());
}

#[tokio::test]
async fn an_answer_later_than_60_seconds_ends_the_game() {
    let w = world().await;
    let guest = "UNREGISTERED-timer";
    let (created, quiz) = w.start(None, guest, &[2, 3]).await;
    // At exactly 60 s it still counts.
    w.env.clock.advance(60_000);
    let (_, next) = w.submit(None, guest, created, "ANSWER", right(&quiz)).await;
    assert_eq!(next["actionResult"], "CONTINUE");
    // The next question's minute starts when it was served; one millisecond past it ends the game,
    // even with the right answer, and a skip cannot dodge it.
    w.env.clock.advance(60_001);
    let quiz = next["actionPayload"].clone();
    let (_, late) = w.submit(None, guest, created, "SKIP", 0).await;
    assert_eq!(late["actionResult"], "END");
    assert_eq!(late["streak"], 1);
    assert_eq!(late["correctAnswerId"].as_u64(), Some(right(&quiz)));

    // The page's empty auto-submit at 0 is an answer of 0: the end.
    let (created, _) = w.start(None, "UNREGISTERED-zero", &[2]).await;
    let (_, zero) = w.submit(None, "UNREGISTERED-zero", created, "ANSWER", 0).await;
    assert_eq!((zero["actionResult"].as_str(), zero["streak"].as_u64()), (Some("END"), Some(0)));
}

#[tokio::test]
async fn nobody_plays_another_players_game() {
    let w = world().await;
    let ann = w.player("ann@example.com", true).await;
    let bob = w.player("bob@example.com", true).await;
    let (created, quiz) = w.start(Some(&ann), ann.sub.as_str(), &[2]).await;

    // Bob with his own id and Ann's createdAt: there is no such game of his.
    assert_eq!(w.submit(Some(&bob), bob.sub.as_str(), created, "ANSWER", right(&quiz)).await.0, StatusCode::NOT_FOUND);
    // Bob, or a visitor, naming Ann as the player: refused.
    assert_eq!(w.submit(Some(&bob), ann.sub.as_str(), created, "ANSWER", right(&quiz)).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.submit(None, ann.sub.as_str(), created, "ANSWER", right(&quiz)).await.0, StatusCode::UNAUTHORIZED);
    // A visitor cannot start as a registered player, nor a player as someone else.
    let body = json!({"userUuid": ann.sub, "selectedTopicIdList": [2]});
    assert_eq!(w.call(None, "/api/v2/quiz-challenge/start", Some(body.clone())).await.0, StatusCode::UNAUTHORIZED);
    assert_eq!(w.call(Some(&bob), "/api/v2/quiz-challenge/start", Some(body)).await.0, StatusCode::FORBIDDEN);
    // Bad starts: no topic, an unknown topic, a topic without questions.
    for topics in [json!([]), json!([99]), json!([4])] {
        let body = json!({"userUuid": "UNREGISTERED-x", "selectedTopicIdList": topics});
        assert_eq!(
            w.call(None, "/api/v2/quiz-challenge/start", Some(body)).await.0,
            StatusCode::BAD_REQUEST,
            "{topics}"
        );
    }
    // Ann's game was not touched by any of it.
    let (_, next) = w.submit(Some(&ann), ann.sub.as_str(), created, "ANSWER", right(&quiz)).await;
    assert_eq!((next["actionResult"].as_str(), next["streak"].as_u64()), (Some("CONTINUE"), Some(1)));
    // The same answer sent twice (a double click) counts once.
    let (status, _) = w.submit(Some(&ann), ann.sub.as_str(), created, "ANSWER", right(&quiz)).await;
    assert_eq!(status, StatusCode::OK, "the second one answers the next question");
}

#[tokio::test]
async fn five_skips_in_a_row_then_no_more_until_an_answer() {
    let w = world().await;
    let g = "UNREGISTERED-skipper";
    let (created, mut quiz) = w.start(None, g, &[2, 3]).await;
    for n in 1..=5 {
        let (_, next) = w.submit(None, g, created, "SKIP", 0).await;
        assert_eq!((next["actionResult"].as_str(), next["consecutiveSkips"].as_u64()), (Some("CONTINUE"), Some(n)));
        quiz = next["actionPayload"].clone();
    }
    let (status, sixth) = w.submit(None, g, created, "SKIP", 0).await;
    assert_eq!((status, sixth["code"].as_str()), (StatusCode::CONFLICT, Some("SKIP_LIMIT")));
    // The refused skip changed nothing: the same question is answered, and the run resets.
    let (_, next) = w.submit(None, g, created, "ANSWER", right(&quiz)).await;
    assert_eq!(
        (next["streak"].as_u64(), next["totalSkips"].as_u64(), next["consecutiveSkips"].as_u64()),
        (Some(1), Some(5), Some(0))
    );
    let (_, skip) = w.submit(None, g, created, "SKIP", 0).await;
    assert_eq!((skip["actionResult"].as_str(), skip["totalSkips"].as_u64()), (Some("CONTINUE"), Some(6)));
}

#[tokio::test]
async fn no_question_repeats_and_a_game_ends_when_the_topics_run_out() {
    let w = world().await;
    let g = "UNREGISTERED-all";
    let (created, mut quiz) = w.start(None, g, &[2, 3, 3]).await;
    let mut seen = vec![quiz["id"].as_u64().unwrap()];
    loop {
        let (_, next) = w.submit(None, g, created, "ANSWER", right(&quiz)).await;
        if next["actionResult"] == "END" {
            assert_eq!(next["streak"], 14);
            assert_eq!(next["explanationNotes"], "You answered every question in the topics you chose. Well done!");
            break;
        }
        quiz = next["actionPayload"].clone();
        seen.push(quiz["id"].as_u64().unwrap());
    }
    let fixed: Vec<usize> = (0..seen.len()).filter(|i| seen[*i] > 306).collect();
    assert_eq!(fixed.len(), 2, "both fixed questions: 12 template questions allow 3");
    for (k, at) in fixed.iter().enumerate() {
        assert!(*at >= 5 * k && *at < 5 * (k + 1), "one fixed question in each five asked: {seen:?}");
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen.len(), 14, "fourteen different questions");
}

#[tokio::test]
async fn only_paid_subscribers_rank_with_their_best_result_and_a_masked_name() {
    let w = world().await;
    let sam = w.player("sam@example.com", true).await;
    let tara = w.player("tara@example.com", false).await;
    let best = |u: &TestUser| format!("/api/v2/quiz-challenge/leaderboard/user/best?authId={}", u.sub);
    assert_eq!(w.call(Some(&sam), &best(&sam), None).await.0, StatusCode::NOT_FOUND, "404 = not played this week");
    assert_eq!(w.call(Some(&sam), &best(&tara), None).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.call(None, &best(&sam), None).await.0, StatusCode::UNAUTHORIZED);
    // The page's read of the same: 200 with no best, so a browser reports no failed load.
    let week_of = |u: &TestUser| format!("/api/v2/quiz-challenge/leaderboard/user/week?authId={}", u.sub);
    assert_eq!(w.call(Some(&sam), &week_of(&sam), None).await, (StatusCode::OK, json!({"best": null})));
    assert_eq!(w.call(Some(&sam), &week_of(&tara), None).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.call(None, &week_of(&sam), None).await.0, StatusCode::UNAUTHORIZED);

    // Plays `streak` right answers and `skips` skips, then a wrong one.
    let play = |user: TestUser, streak: u32, skips: u32| {
        let w = &w;
        async move {
            w.env.clock.advance(1000);
            let (created, mut quiz) = w.start(Some(&user), user.sub.as_str(), &[2, 3]).await;
            for _ in 0..skips {
                quiz = w.submit(Some(&user), user.sub.as_str(), created, "SKIP", 0).await.1["actionPayload"].clone();
            }
            for _ in 0..streak {
                quiz =
                    w.submit(Some(&user), user.sub.as_str(), created, "ANSWER", right(&quiz)).await.1["actionPayload"]
                        .clone();
            }
            w.submit(Some(&user), user.sub.as_str(), created, "ANSWER", wrong(&quiz)).await.1
        }
    };
    let end = play(sam.clone(), 3, 1).await;
    assert_eq!((end["actionResult"].as_str(), end["ranked"].as_bool()), (Some("END"), Some(true)));
    let end = play(tara.clone(), 6, 0).await;
    assert_eq!(end["ranked"], false, "a trial user is not ranked");

    // Other paid players of the week, written straight to the store.
    let week = domain::week::week_of(NOW);
    let others: Vec<Best> = [("Zoe Quinn", 5, 2), ("Yan Li", 3, 0), ("Xavier Ortiz Diaz", 3, 1)]
        .iter()
        .enumerate()
        .map(|(i, (name, streak, skips))| {
            let mut b = Best {
                auth_id: format!("other-{i}").into(),
                full_name: (*name).into(),
                streak: *streak,
                skips: *skips,
                achieved_at: NOW - 1000,
                board_sk: None,
            };
            b.board_sk = Some(b.row_sk());
            b
        })
        .collect();
    challenge::put_ranked_bests(&w.env.state.db, &week, &others, NOW / 1000 + 86_400).await.unwrap();

    let rows = |board: Vec<Value>| -> Vec<(u64, String, u64, u64)> {
        board
            .iter()
            .map(|r| {
                (
                    r["rank"].as_u64().unwrap(),
                    r["name"].as_str().unwrap().to_owned(),
                    r["streak"].as_u64().unwrap(),
                    r["skips"].as_u64().unwrap(),
                )
            })
            .collect()
    };
    let t = |rank, name: &str, streak, skips| (rank, name.to_owned(), streak, skips);
    assert_eq!(
        rows(w.board().await),
        [t(1, "Z*** Q***", 5, 2), t(2, "Y*** L***", 3, 0), t(3, "X*** O*** D***", 3, 1), t(4, "T*** S***", 3, 1)],
        "longest streak, then fewer skips, then who got there first; Tara (trial) is not there"
    );
    let (_, sam_best) = w.call(Some(&sam), &best(&sam), None).await;
    assert_eq!(sam_best, json!({"authId": sam.sub, "fullName": "Test Student", "totalScore": 3, "totalSkips": 1}));
    assert_eq!(w.call(Some(&sam), &week_of(&sam), None).await.1, json!({"best": sam_best}));
    let (status, tara_best) = w.call(Some(&tara), &best(&tara), None).await;
    assert_eq!((status, tara_best["totalScore"].as_u64()), (StatusCode::OK, Some(6)), "her best is hers, unranked");

    // A worse game changes nothing; a better one replaces Sam's row (one row per player).
    play(sam.clone(), 1, 0).await;
    assert_eq!(w.board().await.len(), 4);
    play(sam.clone(), 4, 0).await;
    let board = rows(w.board().await);
    assert_eq!(board.len(), 4);
    assert_eq!(board[1], t(2, "T*** S***", 4, 0));
    assert_eq!(w.call(Some(&sam), &best(&sam), None).await.1["totalScore"], 4);

    // Next week the board starts empty.
    w.env.clock.advance(7 * 86_400_000);
    assert!(w.board().await.is_empty());
    assert_eq!(w.call(Some(&sam), &best(&sam), None).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.call(Some(&sam), &week_of(&sam), None).await.1, json!({"best": null}));
}

#[tokio::test]
async fn every_question_served_is_a_fresh_instance_whose_answer_ids_mean_nothing_elsewhere() {
    let w = world().await;
    let mut texts = std::collections::BTreeSet::new();
    let mut correct_ids = std::collections::BTreeSet::new();
    let mut games = vec![];
    for g in 0..12 {
        let uuid = format!("UNREGISTERED-fresh-{g}");
        let (created, quiz) = w.start(None, &uuid, &[2]).await;
        texts.insert(quiz["questionText"].as_str().unwrap().to_owned());
        correct_ids.insert(right(&quiz));
        let ids: Vec<u64> = answers(&quiz).iter().map(|a| a["id"].as_u64().unwrap()).collect();
        assert!(ids.iter().all(|id| *id > 0 && *id < 1 << 31), "{ids:?}");
        let position = ids.iter().position(|id| *id == right(&quiz)).unwrap();
        games.push((uuid, created, quiz, position));
    }
    assert!(texts.len() >= 10, "new values each time: {texts:?}");
    assert_eq!(correct_ids.len(), 12, "no answer id is ever reused");
    let positions: std::collections::BTreeSet<usize> = games.iter().map(|g| g.3).collect();
    assert!(positions.len() >= 2, "answers are shuffled");

    // The correct id of one game, sent in another, is only a wrong answer there.
    let (uuid, created, quiz, _) = &games[0];
    let other = right(&games[1].2);
    assert!(answers(quiz).iter().all(|a| a["id"].as_u64() != Some(other)));
    let (_, end) = w.submit(None, uuid, *created, "ANSWER", other).await;
    assert_eq!((end["actionResult"].as_str(), end["streak"].as_u64()), (Some("END"), Some(0)));
    assert_eq!(end["correctAnswerId"].as_u64(), Some(right(quiz)), "the end names this instance's answer");
}

#[tokio::test]
async fn practice_has_no_clock_no_skip_limit_explains_every_answer_and_is_never_ranked() {
    let w = world().await;
    let sam = w.player("sam@example.com", true).await;
    let body = json!({"userUuid": sam.sub, "selectedTopicIdList": [2, 3], "mode": "PRACTICE"});
    let (status, started) = w.call(Some(&sam), "/api/v2/quiz-challenge/start", Some(body)).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let created = started["createdAt"].as_i64().unwrap();
    let mut quiz = started["quiz"].clone();

    // Ten minutes on one question, then the right answer: its verdict and working, and the next.
    w.env.clock.advance(600_000);
    let (_, next) = w.submit(Some(&sam), sam.sub.as_str(), created, "ANSWER", right(&quiz)).await;
    assert_eq!((next["actionResult"].as_str(), next["answerCorrect"].as_bool()), (Some("CONTINUE"), Some(true)));
    assert_eq!(next["correctAnswerId"].as_u64(), Some(right(&quiz)));
    let working = if solve(&quiz) == "Right" { "It is so.".to_owned() } else { format!("+ 1 = {}.", solve(&quiz)) };
    assert!(next["explanationNotes"].as_str().unwrap().ends_with(&working), "that instance's working: {next}");
    quiz = next["actionPayload"].clone();

    // A wrong answer does not end it.
    let (_, next) = w.submit(Some(&sam), sam.sub.as_str(), created, "ANSWER", wrong(&quiz)).await;
    assert_eq!(
        (next["actionResult"].as_str(), next["answerCorrect"].as_bool(), next["mistakes"].as_u64()),
        (Some("CONTINUE"), Some(false), Some(1))
    );
    assert_eq!(next["correctAnswerId"].as_u64(), Some(right(&quiz)));
    quiz = next["actionPayload"].clone();

    // Any number of skips in a row.
    for n in 1..=7 {
        let (status, next) = w.submit(Some(&sam), sam.sub.as_str(), created, "SKIP", 0).await;
        assert_eq!((status, next["consecutiveSkips"].as_u64()), (StatusCode::OK, Some(n)), "{next}");
        quiz = next["actionPayload"].clone();
    }
    // To the end of the questions (14 in all: practice asks every one), then nothing ranks.
    let (state, counter) = w.env.counting_state();
    let counted = ApiClient::new(testkit::serve(state, quiz_challenge::router().into()).await);
    let (end, requests) = loop {
        let before = counter.count();
        let body = json!({"userUuid": sam.sub, "actionType": "ANSWER", "answerId": right(&quiz), "createdAt": created});
        let (_, next) = counted.post(&sam, "/api/v2/quiz-challenge/submit", body).await;
        if next["actionResult"] == "END" {
            break (next, counter.count() - before);
        }
        quiz = next["actionPayload"].clone();
    };
    assert_eq!(
        requests, 4,
        "the answer limit's counter, the game, the question it ended on (its verdict's too), the save"
    );
    assert_eq!(
        (end["streak"].as_u64(), end["mistakes"].as_u64(), end["totalSkips"].as_u64()),
        (Some(6), Some(1), Some(7))
    );
    assert_eq!((end["answerCorrect"].as_bool(), end["ranked"].as_bool()), (Some(true), Some(false)));
    assert!(w.board().await.is_empty());
    let best = format!("/api/v2/quiz-challenge/leaderboard/user/best?authId={}", sam.sub);
    assert_eq!(w.call(Some(&sam), &best, None).await.0, StatusCode::NOT_FOUND, "practice is not a result of the week");
}
