//! The staff console's API on the emulators: uploads straight to the bucket and into a topic, bad
//! files refused and removed, catalogue items checked before they are stored, promo codes,
//! annual plans and the 'this is hard' insight.

use reqwest::StatusCode;
use serde_json::{Value, json};
use store::catalogue::{self, FileType, Topic};
use testkit::{ApiClient, TestEnv, TestUser};

struct World {
    env: TestEnv,
    api: ApiClient,
    staff: TestUser,
}

async fn world() -> World {
    let env = TestEnv::new().await;
    let api = ApiClient::new(env.spawn(::staff::router()).await);
    let staff = env.staff("staff@example.com").await;
    let db = &env.state.db;
    catalogue::put_topic(db, &Topic { id: 2, subject_id: 1, name: "Demand".into() }).await.unwrap();
    for (id, name) in [(1, "Video"), (2, "Condensed Notes")] {
        catalogue::put_file_type(db, &FileType { id, name: name.into() }).await.unwrap();
    }
    World { env, api, staff }
}

/// Asks for an upload URL and PUTs `bytes` to it as the browser does; returns the key.
async fn upload(w: &World, name: &str, content_type: &str, bytes: &[u8]) -> String {
    let body = json!({"fileName": name, "contentType": content_type, "size": bytes.len()});
    let (status, signed) = w.api.post(&w.staff, "/admin/v1/uploads", body).await;
    assert_eq!(status, StatusCode::OK, "{signed}");
    let put = reqwest::Client::new()
        .put(signed["uploadUrl"].as_str().unwrap())
        .header("content-type", content_type)
        .body(bytes.to_vec())
        .send()
        .await
        .unwrap();
    assert!(put.status().is_success(), "PUT {}", put.status());
    signed["key"].as_str().unwrap().to_owned()
}

async fn exists(w: &World, key: &str) -> bool {
    w.env.state.s3.head_object().bucket(&w.env.state.config.content_bucket).key(key).send().await.is_ok()
}

#[tokio::test]
async fn a_pdf_goes_straight_to_the_bucket_and_into_a_topic_and_a_bad_file_leaves_nothing() {
    let w = world().await;
    let key = upload(&w, "Demand notes.pdf", "application/pdf", b"%PDF-1.7\n% demand\n").await;
    assert!(key.starts_with("uploads/") && key.ends_with("/Demand-notes.pdf"), "{key}");
    let file = json!({"key": key, "subjectId": 1, "topicId": 2, "fileTypeId": 2, "originalFileName": "Demand notes"});
    let (status, body) = w.api.post(&w.staff, "/admin/v1/files", file).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    let files = catalogue::files_of_topic(&w.env.state.db, 2).await.unwrap();
    assert_eq!(files.iter().map(|f| f.original_file_name.as_str()).collect::<Vec<_>>(), ["Demand notes"]);

    // A "PDF" that is not one: refused, and the object is gone.
    let fake = upload(&w, "notes.pdf", "application/pdf", b"<html>not a pdf</html>").await;
    let file = json!({"key": fake, "subjectId": 1, "topicId": 2, "fileTypeId": 2, "originalFileName": "Fake"});
    let (status, err) = w.api.post(&w.staff, "/admin/v1/files", file).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(err["message"], "That file is not a PDF. Please choose another file.");
    assert!(!exists(&w, &fake).await, "the bad upload was deleted");
    // A PDF filed as a video: refused too.
    let file = json!({"key": key, "subjectId": 1, "topicId": 2, "fileTypeId": 1, "originalFileName": "Wrong"});
    assert_eq!(w.api.post(&w.staff, "/admin/v1/files", file).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(catalogue::files_of_topic(&w.env.state.db, 2).await.unwrap().len(), 1, "nothing half-made");

    // Types and sizes are checked before anything is signed.
    let too_big = json!({"fileName": "big.pdf", "contentType": "application/pdf", "size": 51 * 1024 * 1024});
    let (status, err) = w.api.post(&w.staff, "/admin/v1/uploads", too_big).await;
    assert_eq!(
        (status, err["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("That file is too large: a PDF can be at most 50 MB."))
    );
    let exe = json!({"fileName": "run.exe", "contentType": "application/x-msdownload", "size": 10});
    assert_eq!(w.api.post(&w.staff, "/admin/v1/uploads", exe).await.0, StatusCode::BAD_REQUEST);
    let unknown_topic = json!({"key": key, "subjectId": 1, "topicId": 99, "fileTypeId": 2, "originalFileName": "X"});
    assert_eq!(w.api.post(&w.staff, "/admin/v1/files", unknown_topic).await.0, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn catalogue_items_are_checked_before_they_are_stored() {
    let w = world().await;
    let quiz = |correct: [bool; 2]| {
        json!({"id": 7, "name": "Demand check", "subjectId": 1, "topicId": 2, "quizzes": [
            {"id": 1, "questionText": "A price rise moves along the demand curve?", "quizAnswers": [
                {"id": 1, "answerText": "Yes", "isCorrectAnswer": correct[0]},
                {"id": 2, "answerText": "No", "isCorrectAnswer": correct[1]}]}]})
    };
    assert_eq!(w.api.put(&w.staff, "/admin/v1/quiz-sets", quiz([true, true])).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(w.api.put(&w.staff, "/admin/v1/quiz-sets", quiz([true, false])).await.0, StatusCode::OK);
    assert_eq!(store::quizzes::set(&w.env.state.db, 7).await.unwrap().unwrap().name, "Demand check");

    // Free lessons start on Fridays at 21:00 GMT+8.
    let notes = upload(&w, "notes.pdf", "application/pdf", b"%PDF-1.4\n").await;
    let video = upload(&w, "v.mp4", "video/mp4", b"\0\0\0\x18ftypisom\0\0").await;
    let thumb = upload(&w, "t.svg", "image/svg+xml", b"<svg xmlns='http://www.w3.org/2000/svg'/>").await;
    let lesson = json!({"id": 3, "name": "Elasticity", "description": "PED, YED, XED", "thumbnailKey": thumb,
        "previewVideoKey": video, "fullVideoKey": video, "notesKey": notes, "priceInCent": 1500, "currency": "SGD"});
    let (status, stored) = w.api.put(&w.staff, "/admin/v1/lessons", lesson.clone()).await;
    assert_eq!((status, stored["currency"].as_str()), (StatusCode::OK, Some("sgd")), "{stored}");
    let mut bad = lesson.clone();
    bad["notesKey"] = json!(video);
    assert_eq!(w.api.put(&w.staff, "/admin/v1/lessons", bad).await.0, StatusCode::BAD_REQUEST, "a video is not notes");
    let friday = 1_795_179_600_000_i64 + 14 * 86_400_000;
    let (status, _) =
        w.api.put(&w.staff, "/admin/v1/free-lessons", json!({"startsAt": friday + 3_600_000, "lessonId": 3})).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(
        w.api.put(&w.staff, "/admin/v1/free-lessons", json!({"startsAt": friday, "lessonId": 9})).await.0,
        StatusCode::BAD_REQUEST
    );
    assert_eq!(
        w.api.put(&w.staff, "/admin/v1/free-lessons", json!({"startsAt": friday, "lessonId": 3})).await.0,
        StatusCode::OK
    );
    let (_, schedule) = w.api.get(&w.staff, "/admin/v1/free-lessons").await;
    assert_eq!(schedule["slots"], json!([{"startsAt": friday, "lessonId": 3}]));

    // A challenge question template: previewed as random instances, then saved into its
    // topic's index. One whose correct answer can equal a distractor is refused.
    let q = json!({"id": 501, "topicId": 2,
        "questionText": "PED is −{el} and the price rises by {x:pct}. By how much does Qd change?",
        "variables": [
            {"name": "el", "values": {"kind": "LIST", "values": [0.5, 1.5, 2, 2.5]}},
            {"name": "x", "values": {"kind": "RANGE", "min": 1, "max": 20, "step": 1}}],
        "correctAnswer": "It falls by {el * x:pct}",
        "distractors": ["It rises by {el * x:pct}", "It falls by {x / el:pct}"],
        "explanationNotes": "%ΔQd = PED × %ΔP = −{el} × {x:pct} = −{el * x:pct}.",
        "recommendation": {"kind": "NOTES", "key": notes, "title": "Elasticity notes"}});
    let (status, previews) = w.api.post(&w.staff, "/admin/v1/challenge-questions/preview", q.clone()).await;
    assert_eq!(status, StatusCode::OK, "{previews}");
    let previews = previews.as_array().unwrap();
    assert_eq!(previews.len(), 5);
    for p in previews {
        let answers: Vec<&str> = p["answers"].as_array().unwrap().iter().map(|a| a.as_str().unwrap()).collect();
        assert_eq!(answers.len(), 3);
        assert!(answers.contains(&p["correctAnswer"].as_str().unwrap()), "{p}");
        assert!(p["correctAnswer"].as_str().unwrap().starts_with("It falls by "), "{p}");
        assert!(!p["questionText"].as_str().unwrap().contains('{'), "{p}");
        assert!(
            p["explanationNotes"].as_str().unwrap().ends_with('%')
                || p["explanationNotes"].as_str().unwrap().ends_with("%.")
        );
    }
    assert!(store::challenge::question(&w.env.state.db, 501).await.unwrap().is_none(), "a preview saves nothing");
    let (status, body) = w.api.put(&w.staff, "/admin/v1/challenge-questions", q.clone()).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let index = store::challenge::index(&w.env.state.db).await.unwrap();
    assert_eq!((index.topics.get(&2), index.fixed.contains(&501)), (Some(&vec![501]), false));

    // With PED −1, "x / el" equals the correct answer: refused, saying for which values.
    let mut clash = q.clone();
    clash["variables"][0]["values"]["values"] = json!([1, 2]);
    for path in ["/admin/v1/challenge-questions", "/admin/v1/challenge-questions/preview"] {
        let (status, body) = if path.ends_with("preview") {
            w.api.post(&w.staff, path, clash.clone()).await
        } else {
            w.api.put(&w.staff, path, clash.clone()).await
        };
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
        let message = body["message"].as_str().unwrap();
        assert!(message.contains("el = 1") && message.contains("equals a distractor"), "{body}");
    }
    // A formula naming an unknown variable, or no distractors: refused.
    let mut unknown = q.clone();
    unknown["correctAnswer"] = json!("{el * y}");
    assert_eq!(w.api.put(&w.staff, "/admin/v1/challenge-questions", unknown).await.0, StatusCode::BAD_REQUEST);
    let mut none = q.clone();
    none["distractors"] = json!([]);
    assert_eq!(w.api.put(&w.staff, "/admin/v1/challenge-questions", none).await.0, StatusCode::BAD_REQUEST);

    // A fixed question (no variables) is marked as one in the index.
    let fixed = json!({"id": 502, "topicId": 2, "questionText": "What is the basic economic problem?",
        "correctAnswer": "Scarcity", "distractors": ["Inflation", "Profit"],
        "explanationNotes": "Wants are unlimited; resources are scarce.",
        "recommendation": {"kind": "NOTES", "key": notes, "title": "Notes"}});
    assert_eq!(w.api.put(&w.staff, "/admin/v1/challenge-questions", fixed).await.0, StatusCode::OK);
    let index = store::challenge::index(&w.env.state.db).await.unwrap();
    assert_eq!((index.topics.get(&2), index.fixed.contains(&502)), (Some(&vec![501, 502]), true));
}

#[tokio::test]
async fn promo_codes_annual_plans_and_the_hard_questions() {
    let w = world().await;
    let db = &w.env.state.db;
    let code = |product: &str, amount: i64| json!({"code": "spring5", "kind": "discount", "productType": product, "couponId": "", "amountOff": amount, "duration": "once", "trialDays": 0, "active": true});
    assert_eq!(w.api.put(&w.staff, "/admin/v1/promo-codes", code("lesson", 0)).await.0, StatusCode::BAD_REQUEST);
    let (status, saved) = w.api.put(&w.staff, "/admin/v1/promo-codes", code("lesson", 500)).await;
    assert_eq!(
        (status, saved["code"].as_str(), saved["couponId"].as_str()),
        (StatusCode::OK, Some("SPRING5"), Some("SPRING5"))
    );
    let (_, list) = w.api.get(&w.staff, "/admin/v1/promo-codes").await;
    assert!(list.as_array().unwrap().iter().any(|p| p["code"] == "SPRING5"), "{list}");
    assert_eq!(store::payments::promo(db, "spring5").await.unwrap().unwrap().amount_off, 500);

    // An annual plan for a bulk deal: the student becomes a subscriber, read-only 'annual'.
    let ann = w.env.user("ann@example.com").await;
    store::users::put(db, &store::users::Profile::new(&ann.sub, "id", "ann@example.com", "Ann", "Lee", 0))
        .await
        .unwrap();
    let year = w.env.clock.now_secs() + 365 * 86_400;
    let (status, view) =
        w.api.put(&w.staff, "/admin/v1/annual-plans", json!({"email": "ann@example.com", "expiresAt": year})).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!((view["subscriptionPlanType"].as_str(), view["isSubscriber"].as_bool()), (Some("annual"), Some(true)));
    let (_, view) = w.api.put(&w.staff, "/admin/v1/annual-plans", json!({"email": "ann@example.com"})).await;
    assert_eq!(view["isSubscriber"], false);
    assert_eq!(
        w.api.put(&w.staff, "/admin/v1/annual-plans", json!({"email": "ann@example.com"})).await.0,
        StatusCode::CONFLICT
    );
    assert_eq!(
        w.api
            .put(&w.staff, "/admin/v1/annual-plans", json!({"email": "nobody@example.com", "expiresAt": year}))
            .await
            .0,
        StatusCode::NOT_FOUND
    );

    // The questions students mark 'this is hard' most, per topic.
    use store::question_bank::{self, Question, QuestionRef, QuestionSet};
    question_bank::put_set(db, &QuestionSet { id: 4, name: "Demand essays".into(), subject_id: 1, topic_id: 2 })
        .await
        .unwrap();
    for (id, name) in [(1, "Q1 Shifts"), (2, "Q2 Movements")] {
        let q = Question {
            id,
            name: name.into(),
            question_set_id: 4,
            subject_id: 1,
            topic_id: 2,
            question_key: "q".into(),
            answer_key: "a".into(),
            answer_video_key: None,
            diagrams: vec![],
            answer_diagrams: vec![],
            marks: None,
            text: None,
            paper: None,
        };
        question_bank::put_question(db, &q).await.unwrap();
    }
    let r = |question_id| QuestionRef { subject_id: 1, topic_id: 2, question_set_id: 4, question_id };
    for (user, q) in [("u1", 2), ("u2", 2), ("u1", 1)] {
        question_bank::mark_hard(db, &domain::ids::UserId::from(user), &r(q), 1).await.unwrap();
    }
    let (_, hard) = w.api.get(&w.staff, "/admin/v1/insight/hard?topicId=2").await;
    let rows: Vec<(Value, Value)> =
        hard.as_array().unwrap().iter().map(|h| (h["questionName"].clone(), h["hardCount"].clone())).collect();
    assert_eq!(rows, [(json!("Q2 Movements"), json!(2)), (json!("Q1 Shifts"), json!(1))]);
}

#[tokio::test]
async fn staff_see_each_quiz_question_by_how_often_it_is_missed() {
    use store::quizzes::{self, AttemptedQuiz, Quiz, QuizAnswer, QuizSet};
    let w = world().await;
    let db = &w.env.state.db;
    let quiz = |id: u32| {
        let answers = vec![
            QuizAnswer { id: id * 10 + 1, answer_text: "Right".into(), is_correct_answer: true },
            QuizAnswer { id: id * 10 + 2, answer_text: "Wrong".into(), is_correct_answer: false },
        ];
        Quiz::new(id, format!("Question {id}"), None, answers).unwrap()
    };
    let set =
        QuizSet { id: 9, name: "Demand check".into(), subject_id: 1, topic_id: 2, quizzes: vec![quiz(1), quiz(2)] };
    quizzes::put_set(db, &set).await.unwrap();
    let attempted = |q: u32, chosen: u32| AttemptedQuiz {
        id: q,
        question_text: String::new(),
        question_image_key: None,
        selected_answer_id: chosen,
        correct_answer_id: q * 10 + 1,
        available_answers: vec![],
    };
    // Four attempts: question 1 missed three times (once left unanswered), question 2 once.
    for (one, two) in [(12, 21), (0, 21), (12, 22), (11, 21)] {
        quizzes::count_answers(db, &set, &[attempted(1, one), attempted(2, two)]).await.unwrap();
    }
    let (status, missed) = w.api.get(&w.staff, "/admin/v1/insight/quiz-questions?topicId=2").await;
    assert_eq!(status, StatusCode::OK, "{missed}");
    let rows: Vec<(Value, Value, Value, Value)> = missed
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["questionText"].clone(), m["answered"].clone(), m["wrong"].clone(), m["wrongRate"].clone()))
        .collect();
    assert_eq!(
        rows,
        [(json!("Question 1"), json!(4), json!(3), json!(75)), (json!("Question 2"), json!(4), json!(1), json!(25))]
    );
}

#[tokio::test]
async fn staff_without_an_authenticator_app_are_refused_until_they_set_one_up() {
    let w = world().await;
    let newcomer = w.env.pool.user("newcomer@example.com", "New", "Staff", &["staff"]).await;
    let (status, body) = w.api.get(&newcomer, "/admin/v1/promo-codes").await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["code"], "STAFF_MFA_REQUIRED");
    assert_eq!(body["message"], api::staff::STAFF_MFA_MESSAGE);

    // The set-up panel's calls: the session they hold began before the app, so it is refused...
    w.env.pool.enable_totp(&newcomer).await;
    let (status, body) = w.api.get(&newcomer, "/admin/v1/promo-codes").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("STAFF_SIGN_IN_AGAIN")), "{body}");
    assert_eq!(body["message"], api::staff::STAFF_SIGN_IN_AGAIN_MESSAGE);
    // ...the console tells the API the set-up is done...
    let (status, body) = w.api.post(&newcomer, "/admin/v1/authenticator", json!({})).await;
    assert_eq!((status, body["signInAgain"].as_bool()), (StatusCode::OK, Some(true)), "{body}");
    // ...and signing in again, which asks for the app's code (answered by the test kit), gets in.
    testkit::next_second().await;
    let id_token = w.env.pool.sign_in(&newcomer.email, testkit::cognito::PASSWORD).await;
    let again = TestUser { id_token, ..newcomer.clone() };
    let (status, body) = w.api.get(&again, "/admin/v1/promo-codes").await;
    assert_eq!(status, StatusCode::OK, "{body}");
}

#[tokio::test]
async fn an_operator_switching_the_app_off_is_obeyed_on_the_next_request_by_every_instance() {
    let w = world().await;
    let (status, _) = w.api.get(&w.staff, "/admin/v1/promo-codes").await;
    assert_eq!(status, StatusCode::OK);

    // An operator turns the staff member's TOTP off (a lost phone).
    testkit::cognito::call(
        &w.env.pool.endpoint,
        "AdminSetUserMFAPreference",
        json!({"UserPoolId": w.env.pool.pool_id, "Username": w.staff.email,
            "SoftwareTokenMfaSettings": {"Enabled": false, "PreferredMfa": false}}),
    )
    .await;
    // Nothing is kept between requests: the instance that said yes a moment ago refuses now.
    let (status, body) = w.api.get(&w.staff, "/admin/v1/promo-codes").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("STAFF_MFA_REQUIRED")));
    // Turned on again (the same key here), the session from before is still refused: a new
    // sign-in, after the app is back, is needed.
    testkit::cognito::call(
        &w.env.pool.endpoint,
        "AdminSetUserMFAPreference",
        json!({"UserPoolId": w.env.pool.pool_id, "Username": w.staff.email,
            "SoftwareTokenMfaSettings": {"Enabled": true, "PreferredMfa": true}}),
    )
    .await;
    tokio::time::sleep(std::time::Duration::from_millis(1_100)).await;
    let (status, body) = w.api.get(&w.staff, "/admin/v1/promo-codes").await;
    assert_eq!((status, body["code"].as_str()), (StatusCode::FORBIDDEN, Some("STAFF_SIGN_IN_AGAIN")), "{body}");
}

#[tokio::test]
async fn the_trusted_by_list_is_what_staff_enter_and_anyone_reads_it() {
    let w = world().await;
    let public = || async {
        let res = reqwest::get(format!("{}/api/v1/trusted-by", w.api.url)).await.unwrap();
        assert_eq!(res.status(), StatusCode::OK);
        res.json::<Value>().await.unwrap()
    };
    // None entered: the landing page hides the section.
    assert_eq!(public().await, json!({"schools": []}));

    // Refused with the reason, and nothing stored.
    let (status, body) = w
        .api
        .put(&w.staff, "/admin/v1/trusted-by", json!({"schools": [{"name": "Lakeside"}, {"name": " lakeside"}]}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["message"], "List each school once.");
    assert_eq!(public().await, json!({"schools": []}));

    // Saved tidied, in staff's order; anyone reads it without a token.
    let list = json!({"schools": [{"name": "  Example   Secondary "}, {"name": "Another School"}]});
    let (status, body) = w.api.put(&w.staff, "/admin/v1/trusted-by", list).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let expected = json!({"schools": [{"name": "Example Secondary"}, {"name": "Another School"}]});
    assert_eq!(body, expected);
    assert_eq!(public().await, expected);
    assert_eq!(w.api.get(&w.staff, "/admin/v1/trusted-by").await, (StatusCode::OK, expected));

    // A student may not change it.
    let student = w.env.student("student@example.com").await;
    let (status, _) = w.api.put(&student, "/admin/v1/trusted-by", json!({"schools": []})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
}

/// A market diagram with demand labelled `demand`.
fn market(demand: &str) -> Value {
    json!({
        "version": 1,
        "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"}, "kind": "market"},
        "elements": [
            {"kind": "curve", "shape": {"kind": "line", "from": {"x": 0, "y": 90}, "to": {"x": 85, "y": 5}}, "label": {"text": demand}, "style": "solid"}
        ]
    })
}

#[tokio::test]
async fn staff_keep_diagram_templates_and_signed_in_students_read_them() {
    let w = world().await;
    let student = w.env.student("student@example.com").await;
    let path = "/admin/v1/diagram-templates";
    let (status, body) = w.api.get(&student, "/private/v1/diagram-templates").await;
    assert_eq!((status, body), (StatusCode::OK, json!({"templates": []})));

    let (status, saved) =
        w.api.put(&w.staff, path, json!({"name": "  Tariff   (small country) ", "diagram": market("D")})).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(saved["name"], "Tariff (small country)");
    let id = saved["id"].as_i64().unwrap();

    // Refused with the reason, and nothing changed.
    let refusals = [
        (
            json!({"name": "<b>Tariff</b>", "diagram": market("D")}),
            "A template's name is plain text: no <, > or control characters.",
        ),
        (
            json!({"name": "Tariff", "diagram": market("<script>")}),
            "Labels and notes are plain text: no <, > or control characters.",
        ),
        (json!({"name": " ", "diagram": market("D")}), "Give the template a name."),
    ];
    for (bad, message) in refusals {
        let (status, err) = w.api.put(&w.staff, path, bad).await;
        assert_eq!((status, err["message"].as_str()), (StatusCode::BAD_REQUEST, Some(message)));
    }
    let unknown = json!({"name": "Tariff", "diagram": {"version": 1, "axes": {"x": {"text": "Q"}, "y": {"text": "P"}, "kind": "market"}, "elements": [{"kind": "svg"}]}});
    assert_eq!(w.api.put(&w.staff, path, unknown).await.0, StatusCode::BAD_REQUEST, "an unknown element kind");
    let missing = json!({"id": id + 99, "name": "Tariff", "diagram": market("D")});
    assert_eq!(w.api.put(&w.staff, path, missing).await.0, StatusCode::NOT_FOUND);

    // An edit keeps its id; a second template follows the first.
    let (status, edited) =
        w.api.put(&w.staff, path, json!({"id": id, "name": "Tariff", "diagram": market("D1")})).await;
    assert_eq!((status, edited["id"].as_i64()), (StatusCode::OK, Some(id)));
    let (_, second) = w.api.put(&w.staff, path, json!({"name": "Quota", "diagram": market("D")})).await;
    let (status, list) = w.api.get(&student, "/private/v1/diagram-templates").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(list, json!({"templates": [edited, second.clone()]}), "what the editor's picker shows");
    assert_eq!(w.api.get(&w.staff, path).await.1, list);

    // Removed: the list left.
    let (status, left) = w.api.call(&w.staff, reqwest::Method::DELETE, &format!("{path}?id={id}"), None).await;
    assert_eq!((status, left), (StatusCode::OK, json!({"templates": [second]})));
    let gone = w.api.call(&w.staff, reqwest::Method::DELETE, &format!("{path}?id={id}"), None).await;
    assert_eq!(gone.0, StatusCode::NOT_FOUND);

    // Authorization: a student may read but not change them; nobody signed out reads them.
    assert_eq!(
        w.api.put(&student, path, json!({"name": "Mine", "diagram": market("D")})).await.0,
        StatusCode::FORBIDDEN
    );
    assert_eq!(w.api.get(&student, path).await.0, StatusCode::FORBIDDEN);
    let delete = w.api.call(&student, reqwest::Method::DELETE, &format!("{path}?id={id}"), None).await;
    assert_eq!(delete.0, StatusCode::FORBIDDEN);
    for anonymous in ["/private/v1/diagram-templates", path] {
        let res = reqwest::get(format!("{}{anonymous}", w.api.url)).await.unwrap();
        assert_eq!(res.status(), StatusCode::UNAUTHORIZED, "{anonymous}");
    }
}
