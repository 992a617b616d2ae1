//! The review deck on the emulators with a fixed clock: a quiz question missed today is due today;
//! answered right the next day it moves to the date FSRS (the `rs-fsrs` library itself, called
//! here) gives for default parameters; answering is two DynamoDB requests; open questions are
//! graded by the student; retention is the student's choice within 0.80–0.95; a card can be taken
//! out; nobody reaches another's deck.

use api::clock::Clock;
use chrono::{TimeZone, Utc};
use reqwest::StatusCode;
use serde_json::{Value, json};
use store::question_bank::Question;
use store::quizzes::{Quiz, QuizAnswer, QuizSet};
use testkit::{ApiClient, TestEnv, TestUser, TwoStudents};

const DAY: i64 = 86_400_000;
/// 2026-11-24 09:00 UTC.
const T0: i64 = 1_795_597_200_000;

type World = TwoStudents;

/// Quiz set 7 (topic 2): questions 1–2, correct answers 12 and 21; question set 3 (topic 4) with
/// question 5. The quizzes and review routers served together (a miss in a quiz feeds the deck).
async fn world() -> World {
    let routes = quizzes::router().merge(review::router()).merge(question_bank::router());
    let w = TwoStudents::new(TestEnv::with_clock(Clock::fixed(T0)).await, routes).await;
    let (env, ann, bob) = (&w.env, &w.ann, &w.bob);
    // A trial that lasts the days these tests move the clock through.
    for who in [&ann, &bob] {
        let mut p = store::users::get(&env.state.db, &who.sub).await.unwrap().unwrap();
        p.free_trial_expiry = T0 / 1000 + 30 * 86_400;
        store::users::put(&env.state.db, &p).await.unwrap();
    }
    let quiz = |id: u32, correct: u32| {
        let answers = (1..=3)
            .map(|a| QuizAnswer {
                id: id * 10 + a,
                answer_text: format!("Answer {a}"),
                is_correct_answer: id * 10 + a == correct,
            })
            .collect();
        Quiz::new(id, format!("Question {id}: what shifts demand?"), None, answers).unwrap()
    };
    let set =
        QuizSet { id: 7, name: "Demand".into(), subject_id: 1, topic_id: 2, quizzes: vec![quiz(1, 12), quiz(2, 21)] };
    store::quizzes::put_set(&env.state.db, &set).await.unwrap();
    let question = Question {
        id: 5,
        name: "Paper 1 (a)".into(),
        question_set_id: 3,
        subject_id: 1,
        topic_id: 4,
        question_key: "qb/q5.png".into(),
        answer_key: "qb/a5.pdf".into(),
        answer_video_key: None,
        diagrams: vec![],
        answer_diagrams: vec![],
        marks: None,
        text: None,
        paper: None,
    };
    store::question_bank::put_question(&env.state.db, &question).await.unwrap();
    w
}

/// Ann takes quiz set 7: question 1 wrong (11), question 2 right (21).
async fn miss_question_one(w: &World, who: &TestUser) {
    let answers = json!([{"quizId": 1, "selectedAnswerId": 11}, {"quizId": 2, "selectedAnswerId": 21}]);
    let (status, body) =
        w.api.post(who, "/private/v2/quiz/set", json!({"authId": who.sub, "quizSetId": 7, "answers": answers})).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

async fn due(w: &World, who: &TestUser) -> Value {
    let (status, body) = w.api.get(who, "/private/v2/review/due").await;
    assert_eq!(status, StatusCode::OK, "{body}");
    body
}

/// What FSRS itself gives for a card first seen at `t0` and graded `first`, then graded `second`
/// at `t1`: the due date (epoch ms), computed by the library with its default parameters.
fn library_due(t0: i64, first: rs_fsrs::Rating, t1: i64, second: rs_fsrs::Rating) -> i64 {
    let fsrs = rs_fsrs::FSRS::new(rs_fsrs::Parameters { enable_fuzz: false, ..Default::default() });
    let at = |ms: i64| Utc.timestamp_millis_opt(ms).unwrap();
    let card = rs_fsrs::Card { due: at(t0), last_review: at(t0), ..Default::default() };
    let after_first = fsrs.next(card, at(t0), first).card;
    fsrs.next(after_first, at(t1), second).card.due.timestamp_millis()
}

#[tokio::test]
async fn a_question_missed_today_is_due_today_and_a_right_answer_tomorrow_moves_it_where_fsrs_says() {
    let w = world().await;
    miss_question_one(&w, &w.ann).await;

    // Due today: only the missed question, asked without its answer.
    let deck = due(&w, &w.ann).await;
    assert_eq!(deck["dueCount"], 1, "{deck}");
    let card = &deck["cards"][0];
    assert_eq!(card["cardId"], "quiz-7-1");
    assert_eq!(card["origin"], "quizMiss");
    assert_eq!(card["due"], T0);
    assert_eq!(card["prompt"]["kind"], "multipleChoice");
    assert_eq!(card["prompt"]["answers"].as_array().unwrap().len(), 3);
    assert!(!card.to_string().contains("orrect"), "no correct answer before answering: {card}");
    assert_eq!(w.api.get(&w.ann, "/private/v2/review/summary").await.1, json!({"dueNow": 1, "open": true}));

    // Reviewed today, wrong again: back later today.
    w.env.clock.advance(60_000);
    let (status, first) =
        w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 13})).await;
    assert_eq!(status, StatusCode::OK, "{first}");
    assert_eq!(
        (first["correct"].clone(), first["correctAnswerId"].clone(), first["grade"].clone()),
        (json!(false), json!(12), json!("again"))
    );
    let again_due = first["nextDue"].as_i64().unwrap();
    assert!(again_due > T0 && again_due < T0 + DAY, "a missed card comes back the same day");

    // The next day, right: the date FSRS gives.
    w.env.clock.advance(DAY);
    let t1 = T0 + 60_000 + DAY;
    assert_eq!(due(&w, &w.ann).await["dueCount"], 1);
    let (status, good) =
        w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
    assert_eq!(status, StatusCode::OK, "{good}");
    assert_eq!((good["correct"].clone(), good["grade"].clone()), (json!(true), json!("good")));
    let expected = library_due(T0 + 60_000, rs_fsrs::Rating::Again, t1, rs_fsrs::Rating::Good);
    assert_eq!(good["nextDue"], expected, "FSRS's own date");
    assert!(expected > t1);
    // Both reviews kept in the student's history, for fitting their own parameters.
    let history = store::review::history(&w.env.state.db, &w.ann.sub).await.unwrap();
    let grades: Vec<_> = history.iter().flatten().map(|l| (l.reviewed_at, l.grade)).collect();
    assert_eq!(grades, vec![(T0 + 60_000, domain::review::Grade::Again), (t1, domain::review::Grade::Good)]);

    // All caught up, and told when the next card comes.
    let deck = due(&w, &w.ann).await;
    assert_eq!((deck["dueCount"].clone(), deck["cards"].clone()), (json!(0), json!([])));
    assert_eq!(deck["nextDueAt"], expected);
}

#[tokio::test]
async fn answering_a_card_is_two_dynamodb_requests() {
    let w = world().await;
    miss_question_one(&w, &w.ann).await;
    let (state, counter) = w.env.counting_state();
    let api = ApiClient::new(testkit::serve(state, review::router().into()).await);
    let before = counter.count();
    let (status, body) =
        api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(counter.count() - before, 2, "one BatchGetItem (profile, card, settings) and one transaction");
}

#[tokio::test]
async fn an_open_question_marked_hard_is_graded_by_the_student_after_the_model_answer() {
    let w = world().await;
    let mark = json!({"subjectId": 1, "topicId": 4, "questionSetId": 3, "questionId": 5});
    let (status, body) = w.api.post(&w.ann, "/private/v2/this-is-hard/current-question", mark).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let deck = due(&w, &w.ann).await;
    let card = &deck["cards"][0];
    assert_eq!((card["cardId"].clone(), card["origin"].clone()), (json!("qb-3-5"), json!("markedHard")));
    assert_eq!(card["prompt"]["kind"], "open");
    assert!(card["prompt"]["modelAnswerUrl"].as_str().unwrap().contains("qb/a5.pdf"));

    let (status, body) = w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "qb-3-5"})).await;
    assert_eq!((status, body["message"].clone()), (StatusCode::BAD_REQUEST, json!("Say how well you knew it.")));
    let (status, easy) =
        w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "qb-3-5", "grade": "easy"})).await;
    assert_eq!(status, StatusCode::OK, "{easy}");
    assert_eq!((easy["grade"].clone(), easy["correct"].clone()), (json!("easy"), Value::Null));
    let expected = {
        let fsrs = rs_fsrs::FSRS::new(rs_fsrs::Parameters { enable_fuzz: false, ..Default::default() });
        let at = Utc.timestamp_millis_opt(T0).unwrap();
        let card = rs_fsrs::Card { due: at, last_review: at, ..Default::default() };
        fsrs.next(card, at, rs_fsrs::Rating::Easy).card.due.timestamp_millis()
    };
    assert_eq!(easy["nextDue"], expected);
}

#[tokio::test]
async fn retention_is_the_students_choice_within_range_and_changes_the_schedule() {
    let w = world().await;
    let (_, settings) = w.api.get(&w.ann, "/private/v2/review/settings").await;
    assert_eq!(
        settings,
        json!({"desiredRetention": 0.9, "examRetention": 0.9, "budget": null, "cardsPerDay": null, "personalParameters": false})
    );
    for bad in [0.5, 0.99] {
        let (status, body) = w.api.put(&w.ann, "/private/v2/review/settings", json!({"desiredRetention": bad})).await;
        assert_eq!(
            (status, body["message"].clone()),
            (StatusCode::BAD_REQUEST, json!("Choose a retention between 0.80 and 0.95."))
        );
    }
    // Two students, the same card and answers; Bob asks to remember more, so he sees it sooner.
    let (status, _) = w.api.put(&w.bob, "/private/v2/review/settings", json!({"desiredRetention": 0.95})).await;
    assert_eq!(status, StatusCode::OK);
    let mut next = vec![];
    for who in [&w.ann, &w.bob] {
        miss_question_one(&w, who).await;
        w.api.post(who, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
    }
    w.env.clock.advance(DAY);
    for who in [&w.ann, &w.bob] {
        let (_, good) =
            w.api.post(who, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
        next.push(good["nextDue"].as_i64().unwrap());
    }
    assert!(next[1] < next[0], "0.95 asks sooner than 0.90: {next:?}");
}

async fn remove(w: &World, who: &TestUser) -> (StatusCode, Value) {
    w.api.call(who, reqwest::Method::DELETE, "/private/v2/review/cards?cardId=quiz-7-2", None).await
}

#[tokio::test]
async fn a_card_is_added_once_taken_out_on_request_and_never_someone_elses() {
    let w = world().await;
    let add = json!({"source": {"kind": "quiz", "quizSetId": 7, "quizId": 2}});
    let (status, added) = w.api.post(&w.ann, "/private/v2/review/cards", add.clone()).await;
    assert_eq!((status, added), (StatusCode::CREATED, json!({"cardId": "quiz-7-2", "added": true})));
    let (_, again) = w.api.post(&w.ann, "/private/v2/review/cards", add).await;
    assert_eq!(again["added"], false, "one question is one card");
    let missing = json!({"source": {"kind": "quiz", "quizSetId": 7, "quizId": 9}});
    assert_eq!(w.api.post(&w.ann, "/private/v2/review/cards", missing).await.0, StatusCode::NOT_FOUND);

    // Bob cannot see, answer or remove Ann's card: his deck is his own partition.
    assert_eq!(due(&w, &w.bob).await["dueCount"], 0);
    let (status, _) =
        w.api.post(&w.bob, "/private/v2/review/answer", json!({"cardId": "quiz-7-2", "answerId": 21})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(remove(&w, &w.bob).await.0, StatusCode::NOT_FOUND);
    assert_eq!(due(&w, &w.ann).await["dueCount"], 1);

    assert_eq!(remove(&w, &w.ann).await.0, StatusCode::OK);
    assert_eq!(due(&w, &w.ann).await["dueCount"], 0);
    assert_eq!(remove(&w, &w.ann).await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_topic_filter_keeps_one_topic_and_lists_the_topics_with_due_cards() {
    let w = world().await;
    miss_question_one(&w, &w.ann).await;
    let mark = json!({"subjectId": 1, "topicId": 4, "questionSetId": 3, "questionId": 5});
    w.api.post(&w.ann, "/private/v2/this-is-hard/current-question", mark).await;
    let all = due(&w, &w.ann).await;
    assert_eq!(all["dueCount"], 2);
    let topics: Vec<(i64, i64)> = all["topics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| (t["topicId"].as_i64().unwrap(), t["dueCount"].as_i64().unwrap()))
        .collect();
    assert_eq!(topics, [(2, 1), (4, 1)]);
    let (_, only) = w.api.get(&w.ann, "/private/v2/review/due?topicId=4").await;
    assert_eq!((only["dueCount"].clone(), only["cards"][0]["cardId"].clone()), (json!(1), json!("qb-3-5")));
}

#[tokio::test]
async fn mastery_per_topic_comes_from_the_latest_quiz_attempts_and_the_decks_recall() {
    let w = world().await;
    let (_, none) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    let rule = json!({"proficientAnswers": 10, "proficientDays": 2, "masteredAnswers": 20, "masteredDays": 3});
    assert_eq!(none, json!({"topics": [], "rule": rule, "mastered": 0, "dueBefore": null}));

    // One of two right, and the missed question a card not yet reviewed: 0.6 × 50% + 0.4 × 0.
    miss_question_one(&w, &w.ann).await;
    let (status, m) = w.api.get(&w.ann, &format!("/private/v2/review/mastery?until={}", T0 + 7 * DAY)).await;
    assert_eq!(status, StatusCode::OK, "{m}");
    let topic = &m["topics"][0];
    assert_eq!(
        (topic["topicId"].clone(), topic["mastery"].clone(), topic["level"].clone()),
        (json!(2), json!(30), json!("attempted"))
    );
    assert_eq!(
        (topic["quizCorrect"].clone(), topic["quizTotal"].clone(), topic["cards"].clone()),
        (json!(1), json!(2), json!(1))
    );
    assert_eq!(m["dueBefore"], 1);

    // Reviewed right: recall rises, and so does mastery.
    w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
    let (_, after) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    assert!(after["topics"][0]["mastery"].as_u64().unwrap() > 30, "{after}");

    // A perfect second attempt replaces the first.
    let answers = json!([{"quizId": 1, "selectedAnswerId": 12}, {"quizId": 2, "selectedAnswerId": 21}]);
    w.env.clock.advance(1000);
    w.api.post(&w.ann, "/private/v2/quiz/set", json!({"authId": w.ann.sub, "quizSetId": 7, "answers": answers})).await;
    let (_, best) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    assert_eq!(
        (best["topics"][0]["quizCorrect"].clone(), best["topics"][0]["quizTotal"].clone()),
        (json!(2), json!(2))
    );
}

/// Ann takes quiz set 7 with both questions right, a second after the clock's time.
async fn perfect_attempt(w: &World) {
    w.env.clock.advance(1000);
    let answers = json!([{"quizId": 1, "selectedAnswerId": 12}, {"quizId": 2, "selectedAnswerId": 21}]);
    let (status, body) = w
        .api
        .post(&w.ann, "/private/v2/quiz/set", json!({"authId": w.ann.sub, "quizSetId": 7, "answers": answers}))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
}

#[tokio::test]
async fn every_syllabus_topic_is_listed_and_a_level_needs_answers_on_more_than_one_day() {
    let w = world().await;
    // Subject 1's topics, and another subject's, never worked in: not on the list.
    for (subject_id, id, name) in [(1, 2, "Demand"), (1, 3, "Supply"), (1, 4, "Elasticity"), (3, 201, "Cell biology")] {
        let topic = store::catalogue::Topic { id, subject_id, name: name.into() };
        store::catalogue::put_topic(&w.env.state.db, &topic).await.unwrap();
    }
    let levels = |m: &Value| -> Vec<(Value, Value, Value, Value)> {
        m["topics"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| (t["topicId"].clone(), t["name"].clone(), t["mastery"].clone(), t["level"].clone()))
            .collect()
    };
    // Nothing done: every topic of the syllabus, each Not started.
    let (_, m) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    let not_started = |id: u32, name: &str| (json!(id), json!(name), Value::Null, json!("notStarted"));
    assert_eq!(levels(&m), vec![not_started(2, "Demand"), not_started(3, "Supply"), not_started(4, "Elasticity")]);

    // A miss, its card answered right minutes later, a perfect attempt: almost all recalled and
    // right, but five answers on one day: Familiar at most (79), held down by the evidence.
    miss_question_one(&w, &w.ann).await;
    w.env.clock.advance(10 * 60_000);
    let (status, _) =
        w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
    assert_eq!(status, StatusCode::OK);
    perfect_attempt(&w).await;
    let (_, m) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    let demand = &m["topics"][0];
    assert_eq!(
        (demand["mastery"].clone(), demand["level"].clone(), demand["capped"].clone()),
        (json!(79), json!("familiar"), json!(true)),
        "{m}"
    );
    assert_eq!((demand["answers"].clone(), demand["days"].clone()), (json!(5), json!(1)));
    assert_eq!((m["mastered"].clone(), m["topics"][1]["level"].clone()), (json!(0), json!("notStarted")));

    // The next day, three more perfect attempts: eleven answers on two days, Proficient at most.
    w.env.clock.advance(DAY);
    for _ in 0..3 {
        perfect_attempt(&w).await;
    }
    let (_, m) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    let demand = &m["topics"][0];
    assert_eq!((demand["answers"].clone(), demand["days"].clone()), (json!(11), json!(2)), "{m}");
    assert_eq!((demand["mastery"].clone(), demand["level"].clone()), (json!(94), json!("proficient")), "{m}");

    // Two more days of practice: twenty answers or more on four days reach Mastered.
    for _ in 0..2 {
        w.env.clock.advance(DAY);
        for _ in 0..3 {
            perfect_attempt(&w).await;
        }
    }
    let (_, m) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    let demand = &m["topics"][0];
    assert_eq!(
        (demand["level"].clone(), demand["capped"].clone(), m["mastered"].clone()),
        (json!("mastered"), json!(false), json!(1)),
        "{m}"
    );
}

/// Quiz Challenge questions of topic 2 asking "What is {n} plus one?" (a fresh n every time),
/// and the challenge's router.
async fn challenge_world(w: &World, ids: &[u32]) -> (Vec<store::challenge::ChallengeQuestion>, ApiClient) {
    use domain::challenge::{Values, Variable};
    use store::challenge::{self, ChallengeQuestion, QuestionIndex, Recommendation};
    let db = &w.env.state.db;
    let mut index = QuestionIndex::default();
    let mut questions = vec![];
    for &id in ids {
        let q = ChallengeQuestion {
            id,
            topic_id: 2,
            question_text: "What is {n} plus one?".into(),
            question_image_key: None,
            variables: vec![Variable { name: "n".into(), values: Values::Range { min: 1.0, max: 999.0, step: 1.0 } }],
            correct_answer: "{n + 1}".into(),
            distractors: vec!["{n + 2}".into(), "{n + 3}".into(), "{n - 1}".into()],
            explanation_notes: "{n} + 1 = {n + 1}.".into(),
            recommendation: Recommendation {
                kind: "NOTES".into(),
                key: "notes/demand.pdf".into(),
                title: "Demand".into(),
            },
        };
        challenge::put_question(db, &q).await.unwrap();
        index.file(&q);
        questions.push(q);
    }
    challenge::put_index(db, &index).await.unwrap();
    (questions, ApiClient::new(w.env.spawn(quiz_challenge::router()).await))
}

/// The id of the right (or a wrong) answer to a served "What is {n} plus one?".
fn pick(quiz: &Value, right: bool) -> Value {
    let text = quiz["questionText"].as_str().unwrap();
    let n: f64 = text.trim_start_matches("What is ").split(' ').next().unwrap().parse().unwrap();
    let answers = quiz["quizAnswers"].as_array().unwrap();
    // Numbers are written as a student writes them: 1,000 has its thousands separator.
    let number = |text: &str| text.replace(',', "").parse::<f64>().unwrap();
    let is_right = |a: &&Value| number(a["answerText"].as_str().unwrap()) == n + 1.0;
    answers.iter().find(|a| is_right(a) == right).unwrap()["id"].clone()
}

#[tokio::test]
async fn the_question_a_quiz_challenge_game_ends_on_comes_back_as_a_fresh_instance_and_is_graded_by_it() {
    let w = world().await;
    let db = &w.env.state.db;
    let (questions, game) = challenge_world(&w, &[501]).await;
    let q = &questions[0];

    // Ann plays and answers wrong: the game ends, and the question is in her deck.
    let start = json!({"userUuid": w.ann.sub, "selectedTopicIdList": [2]});
    let (status, started) = game.post(&w.ann, "/api/v2/quiz-challenge/start", start).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let wrong = pick(&started["quiz"], false);
    let submit =
        json!({"userUuid": w.ann.sub, "actionType": "ANSWER", "answerId": wrong, "createdAt": started["createdAt"]});
    let (_, ended) = game.post(&w.ann, "/api/v2/quiz-challenge/submit", submit).await;
    assert_eq!(ended["actionResult"], "END");

    let deck = due(&w, &w.ann).await;
    let card = &deck["cards"][0];
    assert_eq!((card["cardId"].clone(), card["origin"].clone()), (json!("cq-501"), json!("challengeMiss")));
    assert_eq!(card["prompt"]["kind"], "multipleChoice");
    // The instance this card asks, and its right answer, as the template gives them for its seed.
    let stored = store::review::card(db, &w.ann.sub, &"cq-501".into()).await.unwrap().unwrap();
    let instance = domain::challenge::template::instance(q, store::review::instance_seed(&w.ann.sub, &stored)).unwrap();
    assert_eq!(card["prompt"]["questionText"], instance.question_text);
    let (status, answered) = w
        .api
        .post(&w.ann, "/private/v2/review/answer", json!({"cardId": "cq-501", "answerId": instance.correct_answer_id}))
        .await;
    assert_eq!(status, StatusCode::OK, "{answered}");
    assert_eq!(
        (answered["correct"].clone(), answered["correctAnswerId"].clone()),
        (json!(true), json!(instance.correct_answer_id))
    );

    // Another game ending on it again leaves the card (and its schedule) as it is.
    let (_, again) = game
        .post(&w.ann, "/api/v2/quiz-challenge/start", json!({"userUuid": w.ann.sub, "selectedTopicIdList": [2]}))
        .await;
    let submit =
        json!({"userUuid": w.ann.sub, "actionType": "ANSWER", "answerId": 9999, "createdAt": again["createdAt"]});
    game.post(&w.ann, "/api/v2/quiz-challenge/submit", submit).await;
    let after = store::review::card(db, &w.ann.sub, &"cq-501".into()).await.unwrap().unwrap();
    assert_eq!(after.version, 2, "one review, not reset by the second miss");
}

#[tokio::test]
async fn a_practice_miss_joins_the_deck_and_challenge_answers_count_towards_mastery() {
    let w = world().await;
    let (_, game) = challenge_world(&w, &[601, 602]).await;
    let submit = |created_at: &Value, answer: Value| json!({"userUuid": w.ann.sub, "actionType": "ANSWER", "answerId": answer, "createdAt": created_at});

    // Practice: the first question answered wrong (the game goes on), the second right.
    let start = json!({"userUuid": w.ann.sub, "selectedTopicIdList": [2], "mode": "PRACTICE"});
    let (status, started) = game.post(&w.ann, "/api/v2/quiz-challenge/start", start).await;
    assert_eq!(status, StatusCode::OK, "{started}");
    let missed = started["quiz"]["id"].as_u64().unwrap();
    let (_, next) = game
        .post(&w.ann, "/api/v2/quiz-challenge/submit", submit(&started["createdAt"], pick(&started["quiz"], false)))
        .await;
    assert_eq!((next["actionResult"].clone(), next["answerCorrect"].clone()), (json!("CONTINUE"), json!(false)));
    let (_, ended) = game
        .post(
            &w.ann,
            "/api/v2/quiz-challenge/submit",
            submit(&started["createdAt"], pick(&next["actionPayload"], true)),
        )
        .await;
    assert_eq!(ended["actionResult"], "END", "{ended}");

    // The missed one is in the deck; the right one is not.
    let deck = due(&w, &w.ann).await;
    let ids: Vec<Value> = deck["cards"].as_array().unwrap().iter().map(|c| c["cardId"].clone()).collect();
    assert_eq!(ids, vec![json!(format!("cq-{missed}"))]);

    // One of two right, and the missed card not yet reviewed: 0.6 × 50% + 0.4 × 0.
    let (_, m) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    let topic = &m["topics"][0];
    assert_eq!(
        (topic["topicId"].clone(), topic["challengeRight"].clone(), topic["challengeTotal"].clone()),
        (json!(2), json!(1), json!(2)),
        "{m}"
    );
    assert_eq!(topic["mastery"], 30);

    // A ranked game with both answered right raises it: 3 of 4 right, 0.6 × 75% + 0.4 × 0.
    w.env.clock.advance(1000);
    let (_, ranked) = game
        .post(&w.ann, "/api/v2/quiz-challenge/start", json!({"userUuid": w.ann.sub, "selectedTopicIdList": [2]}))
        .await;
    let (_, next) = game
        .post(&w.ann, "/api/v2/quiz-challenge/submit", submit(&ranked["createdAt"], pick(&ranked["quiz"], true)))
        .await;
    assert_eq!(next["actionResult"], "CONTINUE", "{next}");
    let (_, ended) = game
        .post(&w.ann, "/api/v2/quiz-challenge/submit", submit(&ranked["createdAt"], pick(&next["actionPayload"], true)))
        .await;
    assert_eq!(ended["actionResult"], "END", "{ended}");
    let (_, m) = w.api.get(&w.ann, "/private/v2/review/mastery").await;
    assert_eq!(
        (
            m["topics"][0]["challengeRight"].clone(),
            m["topics"][0]["challengeTotal"].clone(),
            m["topics"][0]["mastery"].clone()
        ),
        (json!(3), json!(4), json!(45))
    );

    // Bob's tally is his own: nothing of Ann's shows on his.
    let (_, bobs) = w.api.get(&w.bob, "/private/v2/review/mastery").await;
    assert_eq!(bobs["topics"], json!([]));
}

#[tokio::test]
async fn two_students_missing_the_same_challenge_question_get_each_their_own_instance() {
    let w = world().await;
    let db = &w.env.state.db;
    let (questions, game) = challenge_world(&w, &[701]).await;
    let q = &questions[0];
    for who in [&w.ann, &w.bob] {
        let (_, started) = game
            .post(who, "/api/v2/quiz-challenge/start", json!({"userUuid": who.sub, "selectedTopicIdList": [2]}))
            .await;
        let submit = json!({"userUuid": who.sub, "actionType": "ANSWER", "answerId": pick(&started["quiz"], false),
            "createdAt": started["createdAt"]});
        let (_, ended) = game.post(who, "/api/v2/quiz-challenge/submit", submit).await;
        assert_eq!(ended["actionResult"], "END");
    }
    let card_of = |who: &TestUser| {
        let who = who.clone();
        async move { store::review::card(db, &who.sub, &"cq-701".into()).await.unwrap().unwrap() }
    };
    let (ann_card, bob_card) = (card_of(&w.ann).await, card_of(&w.bob).await);
    assert_eq!((ann_card.version, bob_card.version), (1, 1), "the same card at the same version");
    let (ann_seed, bob_seed) =
        (store::review::instance_seed(&w.ann.sub, &ann_card), store::review::instance_seed(&w.bob.sub, &bob_card));
    assert_ne!(ann_seed, bob_seed, "each student's own instance");
    // Each is shown, and graded by, the instance of their own seed.
    for (who, seed) in [(&w.ann, ann_seed), (&w.bob, bob_seed)] {
        let instance = domain::challenge::template::instance(q, seed).unwrap();
        assert_eq!(due(&w, who).await["cards"][0]["prompt"]["questionText"], instance.question_text);
    }
    let bobs = domain::challenge::template::instance(q, bob_seed).unwrap();
    let anns = domain::challenge::template::instance(q, ann_seed).unwrap();
    if anns.question_text != bobs.question_text {
        // Bob's revealed answer id says nothing of Ann's card: Ann is graded by her own instance.
        let (_, answered) = w
            .api
            .post(&w.ann, "/private/v2/review/answer", json!({"cardId": "cq-701", "answerId": anns.correct_answer_id}))
            .await;
        assert_eq!(answered["correct"], true, "{answered}");
    }
}

/// Ann sits the May 2027 exams (first exam day 2027-04-27, `domain::exam_plan`), with a trial
/// that lasts past them.
async fn ann_sits_may_2027(w: &World) -> i64 {
    let db = &w.env.state.db;
    let mut p = store::users::get(db, &w.ann.sub).await.unwrap().unwrap();
    p.user_cohort = Some("2027#MAY".parse().unwrap());
    let exam = domain::exam_plan::first_exam_day(p.user_cohort.unwrap()).unwrap();
    p.free_trial_expiry = exam / 1000 + 30 * 86_400;
    store::users::put(db, &p).await.unwrap();
    exam
}

#[tokio::test]
async fn before_the_exams_a_card_comes_back_for_a_final_pass_when_fsrs_would_leave_it_past_the_exam_day() {
    use domain::exam_plan::{ExamTarget, FINAL_PASS_DAYS, cap};
    use domain::review::{Grade, Retention, recall, review};
    let w = world().await;
    let exam = ann_sits_may_2027(&w).await;
    // Day to day 0.80; on the exam day 0.95.
    let body = json!({"desiredRetention": 0.8, "examRetention": 0.95, "budget": null});
    let (status, settings) = w.api.put(&w.ann, "/private/v2/review/settings", body).await;
    assert_eq!(status, StatusCode::OK, "{settings}");
    w.env.clock.advance(exam - 40 * DAY - T0);
    miss_question_one(&w, &w.ann).await;
    let target = Some(ExamTarget { exam_at: exam, retention: Retention::new(0.95).unwrap() });
    let mut capped = 0;
    for _ in 0..12 {
        let now = w.env.clock.now_ms();
        if now >= exam {
            break;
        }
        let before = store::review::card(&w.env.state.db, &w.ann.sub, &"quiz-7-1".into()).await.unwrap().unwrap();
        let (status, good) =
            w.api.post(&w.ann, "/private/v2/review/answer", json!({"cardId": "quiz-7-1", "answerId": 12})).await;
        assert_eq!(status, StatusCode::OK, "{good}");
        let lax = Retention::new(0.8).unwrap();
        let (memory, fsrs_due) = review(before.memory.as_ref(), before.due, Grade::Good, now, lax);
        let next = good["nextDue"].as_i64().unwrap();
        assert_eq!(next, cap(&"quiz-7-1".into(), &memory, fsrs_due, now, target), "the domain's cap");
        assert!(next <= fsrs_due, "never later than FSRS");
        if next < fsrs_due {
            capped += 1;
            assert!(next < exam && next >= exam - FINAL_PASS_DAYS * DAY, "a final pass in the last two weeks");
        }
        if next >= exam {
            // Left past the exam only when it will still be recalled well enough on the day.
            assert!(recall(Some(&memory), exam, exam) >= 0.95);
            break;
        }
        w.env.clock.advance(next - now);
    }
    assert!(capped > 0, "at least one interval was capped");
}

#[tokio::test]
async fn a_daily_budget_asks_its_share_lowest_recall_first_and_the_projection_reads_the_exam_day() {
    let w = world().await;
    let db = &w.env.state.db;
    // Eight questions answered wrong: eight new cards, due now.
    let quizzes = (1..=8).map(|id| {
        let answers = vec![
            QuizAnswer { id: 1, answer_text: "Right".into(), is_correct_answer: true },
            QuizAnswer { id: 2, answer_text: "Wrong".into(), is_correct_answer: false },
        ];
        Quiz::new(id, format!("Question {id}"), None, answers).unwrap()
    });
    let set = QuizSet { id: 9, name: "Supply".into(), subject_id: 1, topic_id: 3, quizzes: quizzes.collect() };
    store::quizzes::put_set(db, &set).await.unwrap();
    for q in &set.quizzes {
        let card = store::review::Card::of_quiz(&set, q, store::review::Origin::QuizMiss, T0);
        store::review::add(db, &w.ann.sub, &card).await.unwrap();
    }
    // No budget: all eight.
    assert_eq!(due(&w, &w.ann).await["dueCount"], 8);
    for bad in [json!({"unit": "cards", "amount": 2}), json!({"unit": "minutes", "amount": 600})] {
        let body = json!({"desiredRetention": 0.9, "examRetention": 0.9, "budget": bad});
        let (status, body) = w.api.put(&w.ann, "/private/v2/review/settings", body).await;
        assert_eq!(
            (status, body["message"].clone()),
            (StatusCode::BAD_REQUEST, json!("Choose a daily budget of 5 to 240 minutes or 5 to 500 cards."))
        );
    }
    let body = json!({"desiredRetention": 0.9, "examRetention": 0.9, "budget": {"unit": "cards", "amount": 5}});
    let (status, settings) = w.api.put(&w.ann, "/private/v2/review/settings", body).await;
    assert_eq!((status, settings["cardsPerDay"].clone()), (StatusCode::OK, json!(5)));
    let deck = due(&w, &w.ann).await;
    assert_eq!(
        (deck["dueCount"].clone(), deck["waiting"].clone(), deck["quota"].clone(), deck["reviewedToday"].clone()),
        (json!(5), json!(3), json!(5), json!(0)),
        "{deck}"
    );
    // Two answered: three left today, and the day's count is kept with the answer.
    for id in [1, 2] {
        let (status, _) = w
            .api
            .post(&w.ann, "/private/v2/review/answer", json!({"cardId": format!("quiz-9-{id}"), "answerId": 1}))
            .await;
        assert_eq!(status, StatusCode::OK);
    }
    let deck = due(&w, &w.ann).await;
    assert_eq!((deck["dueCount"].clone(), deck["reviewedToday"].clone()), (json!(3), json!(2)), "{deck}");
    // Changing the settings keeps the day's count.
    w.api
        .put(
            &w.ann,
            "/private/v2/review/settings",
            json!({"desiredRetention": 0.85, "budget": {"unit": "minutes", "amount": 5}}),
        )
        .await;
    assert_eq!(due(&w, &w.ann).await["reviewedToday"], 2);

    // The projection: nothing without a cohort year; with one, FSRS's recall on the exam day.
    let (status, none) = w.api.get(&w.ann, "/private/v2/review/projection").await;
    assert_eq!(status, StatusCode::OK, "{none}");
    assert_eq!(
        (none["examDay"].clone(), none["recall"].clone(), none["cards"].clone()),
        (Value::Null, Value::Null, json!(8))
    );
    let exam = ann_sits_may_2027(&w).await;
    let (_, p) = w.api.get(&w.ann, "/private/v2/review/projection").await;
    assert_eq!((p["examDay"].clone(), p["cards"].clone(), p["target"].clone()), (json!(exam), json!(8), json!(0.9)));
    let recall = p["recall"].as_f64().unwrap();
    assert!((0.9..=1.0).contains(&recall), "a student who keeps up: at least the target ({recall})");
    // Bob has no deck and no cohort.
    let (_, bobs) = w.api.get(&w.bob, "/private/v2/review/projection").await;
    assert_eq!(bobs["cards"], 0);
}
