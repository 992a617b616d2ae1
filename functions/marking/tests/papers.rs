//! Timed papers and the predicted grade on the emulators: papers staff make (adding up to their
//! component, from question-bank questions), the paper's clock (reading time, writing, the grace,
//! late), two tabs that cannot overwrite each other, self-marking by the markbands, whole papers
//! sent to the desk under the monthly allowance (twenty at once against room for two), the desk's
//! marks coming back as the sitting's, the grade worked out by hand, and every sitting its
//! student's own.

use api::clock::Clock;
use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};
use store::marking::{self, AnswerStatus, Paper};
use store::papers::{self, Sitting, SittingStatus};
use store::question_bank::{self, Question, QuestionSet};
use testkit::{ApiClient, TestEnv, TestUser, TwoStudents};

const SET: u32 = 7;
/// 2026-06-09 10:13 UTC: mid-month, so a test's hours stay in one allowance month.
const T0: i64 = 1_781_000_000_000;
const MINUTE: i64 = 60_000;
const READING: i64 = 5 * MINUTE;
/// HL Paper 1: 1 h 15 min of writing after the reading time.
const WRITING: i64 = 75 * MINUTE;
const GRACE: i64 = 2 * MINUTE;
const DAY_SECS: i64 = 86_400;

const TEXT_A: &str = "Price elasticity of demand measures how far the quantity demanded responds to a price change.";
const TEXT_B: &str = "A tax on a good with inelastic demand raises revenue but hardly changes consumption.";

/// Ann and Bob (on trials that outlast every paper here), a staff member, a question bank of six
/// questions (set 7: 1, 3, 5 for parts (a), 2, 4, 6 for parts (b)) and an HL Paper 1 made of them.
struct World {
    w: TwoStudents,
    staff: TestUser,
    paper_id: u64,
}

/// An HL Paper 1: one section, "answer one of three", each question a 10-mark part (a) and a
/// 15-mark part (b): 25 marks.
fn hl_paper1() -> Value {
    let question = |n: u32| {
        json!({"title": format!("Question {n}"), "parts": [
            {"label": "a", "questionSetId": SET, "questionId": 2 * n - 1, "marks": 10},
            {"label": "b", "questionSetId": SET, "questionId": 2 * n, "marks": 15}]})
    };
    json!({"name": "HL Paper 1 (mock)", "component": "P1", "level": "HL", "sections": [
        {"title": "Section A", "choose": 1, "questions": [question(1), question(2), question(3)]}]})
}

async fn world() -> World {
    let w = TwoStudents::new(TestEnv::with_clock(Clock::fixed(T0)).await, ::marking::router()).await;
    let db = &w.env.state.db;
    question_bank::put_set(db, &QuestionSet { id: SET, name: "Paper 1 practice".into(), subject_id: 1, topic_id: 2 })
        .await
        .unwrap();
    for id in 1..=6 {
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
            // A diagram drawn with each model answer: withheld with it.
            answer_diagrams: serde_json::from_value(json!([{"version": 1, "axes": {"x": {"text": "Quantity"},
                "y": {"text": "Price"}, "kind": "market"}, "elements": []}]))
            .unwrap(),
            marks: Some(if id % 2 == 1 { 10 } else { 15 }),
            text: Some(format!("Explain question {id}.")),
            paper: Some(Paper::One),
        };
        question_bank::put_question(db, &q).await.unwrap();
    }
    // The testkit's trials last an hour; a paper and its grace take 82 minutes.
    for who in [&w.ann, &w.bob] {
        let mut p = store::users::get(db, &who.sub).await.unwrap().unwrap();
        p.free_trial_expiry = T0 / 1000 + 30 * DAY_SECS;
        store::users::put(db, &p).await.unwrap();
    }
    let staff = w.env.staff("m1@example.com").await;
    let (status, paper) = w.api.put(&staff, "/admin/v1/papers", hl_paper1()).await;
    assert_eq!(status, StatusCode::OK, "{paper}");
    let paper_id = paper["paperId"].as_u64().unwrap();
    World { w, staff, paper_id }
}

/// Question `q` (0-based) of section A, part `part` (0: (a), 1: (b)).
fn at(q: u32, part: u32) -> Value {
    json!({"section": 0, "question": q, "part": part})
}

/// A save (or hand-in) of question `q`'s two parts.
fn words(id: &str, version: u64, q: u32, a: &str, b: &str) -> Value {
    json!({"sittingId": id, "version": version, "chosen": [{"section": 0, "question": q}],
        "answers": [{"at": at(q, 0), "text": a}, {"at": at(q, 1), "text": b}]})
}

fn sitting_path(id: &str) -> String {
    format!("/private/v1/papers/sitting?sittingId={id}")
}

impl World {
    fn api(&self) -> &ApiClient {
        &self.w.api
    }

    fn now(&self) -> i64 {
        self.w.env.state.clock.now_ms()
    }

    fn advance(&self, ms: i64) {
        self.w.env.state.clock.advance(ms);
    }

    /// Starts the paper: the sitting's id and the sitting screen.
    async fn start(&self, who: &TestUser) -> (String, Value) {
        let (status, view) = self.start_raw(who).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        (view["sitting"]["sittingId"].as_str().unwrap().to_owned(), view)
    }

    /// The "Your paper is marked" messages of this test's `who`: the emulator's outbox is shared by
    /// the process's tests, whose students have the same addresses, so each is told by the
    /// unsubscribe link's student id.
    async fn paper_mail(&self, who: &TestUser) -> Vec<testkit::Mail> {
        let mail = self.w.env.outbox(&who.email).await.into_iter();
        let theirs = |m: &testkit::Mail| m.unsubscribe_token().is_some_and(|t| t.starts_with(who.sub.as_str()));
        mail.filter(|m| m.subject == "Your paper is marked" && theirs(m)).collect()
    }

    /// A start as it is answered.
    async fn start_raw(&self, who: &TestUser) -> (StatusCode, Value) {
        self.api().post(who, "/private/v1/papers/start", json!({"paperId": self.paper_id})).await
    }

    async fn read(&self, who: &TestUser, id: &str) -> (StatusCode, Value) {
        self.api().get(who, &sitting_path(id)).await
    }

    async fn save(&self, who: &TestUser, body: Value) -> (StatusCode, Value) {
        self.api().put(who, "/private/v1/papers/sitting", body).await
    }

    async fn submit(&self, who: &TestUser, body: Value) -> (StatusCode, Value) {
        self.api().post(who, "/private/v1/papers/submit", body).await
    }

    async fn self_mark(&self, who: &TestUser, id: &str, marks: Value) -> (StatusCode, Value) {
        self.api().post(who, "/private/v1/papers/self-mark", json!({"sittingId": id, "marks": marks})).await
    }

    async fn send(&self, who: &TestUser, id: &str) -> (StatusCode, Value) {
        self.api().post(who, "/private/v1/papers/send", json!({"sittingId": id})).await
    }

    /// The sitting as the store holds it.
    async fn stored(&self, who: &TestUser, id: &str) -> Sitting {
        papers::sitting(&self.w.env.state.db, &who.sub, &id.into()).await.unwrap().expect("stored sitting")
    }

    /// A sitting of `who` answering question `q`, written after the reading time and handed in.
    async fn handed_in(&self, who: &TestUser, q: u32) -> String {
        let (id, _) = self.start(who).await;
        self.advance(READING);
        let (status, view) = self.submit(who, words(&id, 2, q, TEXT_A, TEXT_B)).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        assert_eq!(view["sitting"]["status"], "submitted");
        id
    }

    /// Ann's HL Paper 1 (question 2), self-marked: (a) band 5, 9 marks; (b) band 4, 11 marks: 20/25.
    async fn self_marked_20(&self) -> String {
        let id = self.handed_in(&self.w.ann, 1).await;
        let marks = json!([{"at": at(1, 0), "band": 5, "mark": 9}, {"at": at(1, 1), "band": 4, "mark": 11}]);
        let (status, view) = self.self_mark(&self.w.ann, &id, marks).await;
        assert_eq!(status, StatusCode::OK, "{view}");
        id
    }
}

fn close(got: &Value, expected: f64) -> bool {
    got.as_f64().is_some_and(|g| (g - expected).abs() < 1e-9)
}

#[tokio::test]
async fn staff_make_papers_that_add_up_to_their_component_from_question_bank_questions() {
    let w = world().await;
    let db = &w.w.env.state.db;
    // The paper made in `world`: stored as sent, listed to staff and to students.
    let stored = papers::paper(db, w.paper_id as u32).await.unwrap().expect("stored paper");
    assert_eq!((stored.name.as_str(), stored.total_marks()), ("HL Paper 1 (mock)", 25));
    assert_eq!(stored.sections[0].choose, 1);
    assert_eq!(stored.sections[0].questions.len(), 3);
    let q2 = &stored.sections[0].questions[1];
    assert_eq!(
        q2.parts.iter().map(|p| (p.label.as_str(), p.question_id, p.marks)).collect::<Vec<_>>(),
        vec![("a", 3, 10), ("b", 4, 15)]
    );
    let (status, all) = w.api().get(&w.staff, "/admin/v1/papers").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(all.as_array().map(Vec::len), Some(1));
    let (status, list) = w.api().get(&w.w.ann, "/private/v1/papers").await;
    assert_eq!(status, StatusCode::OK, "{list}");
    let line = &list["papers"][0];
    assert_eq!(
        (line["minutes"].as_u64(), line["readingMinutes"].as_u64(), line["marks"].as_u64()),
        (Some(75), Some(5), Some(25))
    );

    // Marks that do not add up to the component's 25: each question of 10 + 10.
    let mut short = hl_paper1();
    for q in short["sections"][0]["questions"].as_array_mut().unwrap() {
        q["parts"][1]["marks"] = json!(10);
    }
    let (status, e) = w.api().put(&w.staff, "/admin/v1/papers", short).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("This paper carries 20 marks; the component is out of 25."))
    );
    // Answer two of three: 50 marks.
    let mut two = hl_paper1();
    two["sections"][0]["choose"] = json!(2);
    let (status, e) = w.api().put(&w.staff, "/admin/v1/papers", two).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("This paper carries 50 marks; the component is out of 25."))
    );
    // A part naming a question the bank does not hold.
    let mut unknown = hl_paper1();
    unknown["sections"][0]["questions"][2]["parts"][1]["questionId"] = json!(99);
    let (status, e) = w.api().put(&w.staff, "/admin/v1/papers", unknown).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Question 3 (b): question 99 of set 7 is not in the question bank."))
    );
    // Paper 3 at SL does not exist.
    let mut sl3 = hl_paper1();
    (sl3["level"], sl3["component"]) = (json!("SL"), json!("P3"));
    let (status, e) = w.api().put(&w.staff, "/admin/v1/papers", sl3).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Choose Paper 1, 2 or 3 (Paper 3 is HL only)."))
    );
    // Nothing refused was stored.
    assert_eq!(papers::papers(db).await.unwrap().len(), 1);

    // Students are not staff.
    let ann = &w.w.ann;
    assert_eq!(w.api().get(ann, "/admin/v1/papers").await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api().put(ann, "/admin/v1/papers", hl_paper1()).await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api().get(ann, "/admin/v1/grade-boundaries").await.0, StatusCode::FORBIDDEN);
    let boundaries = json!({"session": "2026#NOV", "level": "HL", "example": false,
        "grades": [{"grade": 7, "min": 80}, {"grade": 6, "min": 70}, {"grade": 5, "min": 60}, {"grade": 4, "min": 50}]});
    assert_eq!(w.api().put(ann, "/admin/v1/grade-boundaries", boundaries).await.0, StatusCode::FORBIDDEN);
    assert_eq!(papers::papers(db).await.unwrap().len(), 1);
    assert!(papers::boundaries(db).await.unwrap().is_empty());
}

#[tokio::test]
async fn reading_time_locks_the_answers_and_two_tabs_cannot_overwrite_each_other() {
    let w = world().await;
    let ann = &w.w.ann;
    let (id, view) = w.start(ann).await;
    assert_eq!(id, format!("{T0:013}-{}", w.paper_id));
    assert_eq!((view["phase"].as_str(), view["now"].as_i64()), (Some("reading"), Some(T0)));
    let clock = &view["sitting"]["clock"];
    assert_eq!(
        (clock["startedAt"].as_i64(), clock["writingAt"].as_i64(), clock["endsAt"].as_i64()),
        (Some(T0), Some(T0 + READING), Some(T0 + READING + WRITING))
    );
    assert_eq!((view["sitting"]["status"].as_str(), view["sitting"]["version"].as_u64()), (Some("sitting"), Some(1)));
    assert_eq!(view["sections"][0]["questions"][1]["parts"][1]["marks"], 15);
    assert!(view["sections"][0]["questions"][0]["parts"][0]["modelAnswerUrl"].is_null(), "not before handing in");

    // Reading time: the questions show, answers are locked.
    w.advance(READING - 1);
    let (status, e) = w.save(ann, words(&id, 2, 0, "Too early", "")).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("READING_TIME")), "{e}");
    assert_eq!(w.stored(ann, &id).await.version, 1, "nothing saved");
    // The choice made in reading time is kept (with its empty boxes): another device reads it.
    let (status, saved) = w.save(ann, words(&id, 2, 1, "", " ")).await;
    assert_eq!((status, saved["phase"].as_str()), (StatusCode::OK, Some("reading")), "{saved}");
    let (_, elsewhere) = w.read(ann, &id).await;
    assert_eq!(elsewhere["sitting"]["chosen"], json!([{"section": 0, "question": 1}]));
    assert_eq!(elsewhere["sitting"]["answers"], json!([]), "no words taken");
    let (status, _) = w.save(ann, words(&id, 3, 0, "", "")).await;
    assert_eq!(status, StatusCode::OK, "a changed mind in reading time");
    // Starting again gives back the sitting on its clock.
    let (again, _) = w.start(ann).await;
    assert_eq!(again, id);

    w.advance(1);
    let (status, saved) = w.save(ann, words(&id, 4, 0, "First words", "")).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!(
        (saved["version"].as_u64(), saved["phase"].as_str(), saved["late"].as_bool()),
        (Some(4), Some("writing"), Some(false))
    );
    let (status, _) = w.save(ann, words(&id, 5, 0, TEXT_A, TEXT_B)).await;
    assert_eq!(status, StatusCode::OK);
    // A second tab that read version 4 saves: refused with the stored version, nothing overwritten.
    let (status, e) = w.save(ann, words(&id, 5, 0, "The other tab", "The other tab")).await;
    assert_eq!(
        (status, e["code"].as_str(), e["payload"]["version"].as_u64()),
        (StatusCode::CONFLICT, Some("DRAFT_CONFLICT"), Some(5)),
        "{e}"
    );
    let s = w.stored(ann, &id).await;
    assert_eq!(s.version, 5);
    assert_eq!(s.answers.iter().map(|a| a.text.as_str()).collect::<Vec<_>>(), vec![TEXT_A, TEXT_B]);
    assert!(s.answers.iter().all(|a| !a.late && a.saved_at == T0 + READING));
    let (status, view) = w.read(ann, &id).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["sitting"]["answers"][1]["text"], TEXT_B);
}

#[tokio::test]
async fn a_section_that_asks_for_one_question_takes_one() {
    let w = world().await;
    let ann = &w.w.ann;
    let (id, _) = w.start(ann).await;
    w.advance(READING);
    let two = json!({"sittingId": id, "version": 2,
        "chosen": [{"section": 0, "question": 0}, {"section": 0, "question": 1}],
        "answers": [{"at": at(0, 0), "text": TEXT_A}, {"at": at(1, 0), "text": TEXT_A}]});
    let (status, e) = w.save(ann, two.clone()).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Choose no more questions in a section than it asks for."))
    );
    assert_eq!(w.submit(ann, two).await.0, StatusCode::BAD_REQUEST);
    // A question the paper does not have, and words for a question not chosen.
    let missing = json!({"sittingId": id, "version": 2, "chosen": [{"section": 0, "question": 3}], "answers": []});
    assert_eq!(w.save(ann, missing).await.0, StatusCode::BAD_REQUEST);
    let elsewhere = json!({"sittingId": id, "version": 2, "chosen": [{"section": 0, "question": 0}],
        "answers": [{"at": at(1, 0), "text": TEXT_A}]});
    assert_eq!(w.save(ann, elsewhere).await.0, StatusCode::BAD_REQUEST);
    let s = w.stored(ann, &id).await;
    assert_eq!((s.version, s.chosen.len(), s.answers.len()), (1, 0, 0), "nothing saved");
}

#[tokio::test]
async fn words_in_the_grace_are_on_time_later_ones_are_kept_and_marked_late() {
    let w = world().await;
    let (ann, bob) = (&w.w.ann, &w.w.bob);
    let (id, _) = w.start(ann).await;
    let (left, _) = w.start(bob).await;
    let ends_at = T0 + READING + WRITING;
    w.advance(READING);
    assert_eq!(w.save(ann, words(&id, 2, 2, TEXT_A, "Draft")).await.0, StatusCode::OK);
    assert_eq!(w.save(bob, words(&left, 2, 0, TEXT_A, TEXT_B)).await.0, StatusCode::OK);

    // The grace's last moment: still on time.
    w.advance(ends_at + GRACE - w.now());
    let (status, saved) = w.save(ann, words(&id, 3, 2, TEXT_A, "In the grace")).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!((saved["phase"].as_str(), saved["late"].as_bool()), (Some("grace"), Some(false)));
    let s = w.stored(ann, &id).await;
    assert_eq!((s.status, s.late), (SittingStatus::Sitting, false));
    assert!(s.answers.iter().all(|a| !a.late));

    // One moment later: the words are kept, marked late; the part that did not change is not.
    w.advance(1);
    let (status, saved) = w.save(ann, words(&id, 4, 2, TEXT_A, "After the grace")).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!((saved["phase"].as_str(), saved["late"].as_bool()), (Some("over"), Some(true)), "{saved}");
    let s = w.stored(ann, &id).await;
    assert_eq!(s.version, 4);
    let b = s.answers.iter().find(|a| a.at.part == 1).unwrap();
    assert_eq!((b.text.as_str(), b.late, b.saved_at), ("After the grace", true, ends_at + GRACE + 1));
    let a = s.answers.iter().find(|a| a.at.part == 0).unwrap();
    assert_eq!((a.text.as_str(), a.late), (TEXT_A, false));
    assert!(s.late, "a sitting holding late words is never on time");
    // Handed in now: late.
    let (status, view) = w.submit(ann, words(&id, 5, 2, TEXT_A, "After the grace")).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(
        (view["sitting"]["status"].as_str(), view["sitting"]["late"].as_bool()),
        (Some("submitted"), Some(true))
    );
    let s = w.stored(ann, &id).await;
    assert_eq!((s.status, s.late), (SittingStatus::Submitted, true));
    // Handed in by the student: no more words.
    let (status, e) = w.save(ann, words(&id, 6, 2, TEXT_A, "Even later")).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("PAPER_HANDED_IN")));

    // Bob wrote, then left his paper alone: it handed itself in at the end, on time.
    let (status, view) = w.read(bob, &left).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let s = &view["sitting"];
    assert_eq!(
        (s["status"].as_str(), s["submittedAt"].as_i64(), s["late"].as_bool(), view["phase"].as_str()),
        (Some("submitted"), Some(ends_at), Some(false), Some("over"))
    );
    assert_eq!(s["version"], 2, "the version his page holds");
    assert!(
        view["sections"][0]["questions"][0]["parts"][0]["modelAnswerUrl"].is_null(),
        "no model answers while words are still taken"
    );
    let (_, list) = w.api().get(bob, "/private/v1/papers").await;
    assert_eq!(
        (list["sittings"][0]["status"].as_str(), list["sittings"][0]["submittedAt"].as_i64()),
        (Some("submitted"), Some(ends_at))
    );
    // Closing it now with the words it holds: they arrived in time, so it is not late; the
    // model answers show once it is closed.
    let (status, view) = w.submit(bob, words(&left, 3, 0, TEXT_A, TEXT_B)).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(
        (view["sitting"]["status"].as_str(), view["sitting"]["late"].as_bool()),
        (Some("submitted"), Some(false)),
        "{view}"
    );
    assert!(view["sections"][0]["questions"][0]["parts"][0]["modelAnswerUrl"].as_str().unwrap().contains("qna/1.pdf"));
    let s = w.stored(bob, &left).await;
    assert_eq!((s.status, s.late, s.submitted_at, s.version), (SittingStatus::Submitted, false, Some(w.now()), 3));
    assert!(s.answers.iter().all(|a| !a.late && a.saved_at == T0 + READING));
    // Sent again, the hand-in answers as the first did; other words are refused, not dropped.
    let (status, again) = w.submit(bob, words(&left, 3, 0, TEXT_A, TEXT_B)).await;
    assert_eq!((status, again["sitting"]["late"].as_bool()), (StatusCode::OK, Some(false)));
    let (status, e) = w.submit(bob, words(&left, 4, 0, TEXT_A, "Other words")).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("PAPER_HANDED_IN")));
    assert_eq!(w.stored(bob, &left).await.version, 3);
}

#[tokio::test]
async fn self_marking_follows_the_markbands_and_is_done_once() {
    let w = world().await;
    let ann = &w.w.ann;
    let (id, _) = w.start(ann).await;
    let marks = json!([{"at": at(1, 0), "band": 3, "mark": 6}, {"at": at(1, 1), "band": 4, "mark": 11}]);
    let (status, e) = w.self_mark(ann, &id, marks.clone()).await;
    assert_eq!((status, e["message"].as_str()), (StatusCode::CONFLICT, Some("Hand the paper in before marking it.")));
    w.advance(READING);
    let (status, view) = w.submit(ann, words(&id, 2, 1, TEXT_A, TEXT_B)).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert!(view["sections"][0]["questions"][1]["parts"][1]["modelAnswerUrl"].as_str().unwrap().contains("qna/4.pdf"));

    for (bad, said) in [
        (
            json!([{"at": at(1, 0), "band": 3, "mark": 6}, {"at": at(1, 1), "band": 4, "mark": 13}]),
            "Part (b): A mark in this band is between 10 and 12.",
        ),
        (json!([{"at": at(1, 0), "band": 3, "mark": 6}]), "Give a mark for part (b)."),
        (
            json!([{"at": at(1, 0), "mark": 6}, {"at": at(1, 1), "band": 4, "mark": 11}]),
            "Part (a): Choose a markband first.",
        ),
        (
            json!([{"at": at(1, 0), "band": 3, "mark": 6}, {"at": at(1, 1), "band": 4, "mark": 11},
                {"at": at(0, 0), "band": 0, "mark": 0}]),
            "A mark names a part that was not answered.",
        ),
    ] {
        let (status, e) = w.self_mark(ann, &id, bad).await;
        assert_eq!((status, e["message"].as_str()), (StatusCode::BAD_REQUEST, Some(said)));
    }
    assert_eq!(w.stored(ann, &id).await.status, SittingStatus::Submitted, "nothing marked");

    let (status, view) = w.self_mark(ann, &id, marks.clone()).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let s = &view["sitting"];
    assert_eq!(
        (s["status"].as_str(), s["markedBy"].as_str(), view["total"].as_u64(), s["max"].as_u64()),
        (Some("marked"), Some("student"), Some(17), Some(25))
    );
    let stored = w.stored(ann, &id).await;
    assert_eq!((stored.status, stored.total(), stored.marked_at), (SittingStatus::Marked, Some(17), Some(w.now())));
    // Marked once: again is a 409, and the marks stay.
    let other = json!([{"at": at(1, 0), "band": 5, "mark": 10}, {"at": at(1, 1), "band": 5, "mark": 15}]);
    let (status, e) = w.self_mark(ann, &id, other).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("PAPER_HANDED_IN")));
    assert_eq!(w.stored(ann, &id).await.total(), Some(17));
    // Nor can a marked paper go to the desk.
    let (status, _) = w.send(ann, &id).await;
    assert_eq!(status, StatusCode::CONFLICT);
    let (_, list) = w.api().get(ann, "/private/v1/papers").await;
    assert_eq!(
        (list["sittings"][0]["total"].as_u64(), list["sittings"][0]["markedBy"].as_str()),
        (Some(17), Some("student"))
    );
}

#[tokio::test]
async fn twenty_papers_sent_at_once_against_an_allowance_of_four_send_two() {
    let w = world().await;
    let ann = &w.w.ann;
    let db = &w.w.env.state.db;
    let put = json!({"subscriber": 4, "familyMember": 4, "trial": 4, "paper": 2});
    let (status, set) = w.api().put(&w.staff, "/admin/v1/marking/allowances", put).await;
    assert_eq!((status, set["paper"].as_u64()), (StatusCode::OK, Some(2)), "{set}");
    let mut ids = vec![];
    for _ in 0..20 {
        // Each a sitting of its own; most answer the same question.
        ids.push(w.handed_in(ann, 0).await);
    }
    assert_eq!(ids.iter().collect::<std::collections::BTreeSet<_>>().len(), 20);

    let sent = join_all(ids.iter().map(|id| w.send(ann, id))).await;
    let accepted = sent.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(accepted, 2, "{sent:?}");
    let refused: Vec<_> = sent.iter().filter(|(s, _)| *s != StatusCode::OK).collect();
    assert!(
        refused.iter().all(|(s, e)| *s == StatusCode::CONFLICT && e["code"] == "MARKING_ALLOWANCE_USED"),
        "{refused:?}"
    );
    assert!(
        refused[0].1["message"]
            .as_str()
            .unwrap()
            .starts_with("A paper counts as 2 of your 4 marked answers this month, and they are used."),
        "{}",
        refused[0].1
    );

    // What the store holds: the month's count at 4, two sittings at the desk, their parts queued.
    let month = domain::marking::month_of(w.now());
    assert_eq!(marking::allowance_used(db, &ann.sub, &month).await.unwrap(), 4);
    let sittings = papers::sittings(db, &ann.sub).await.unwrap();
    assert_eq!(sittings.len(), 20);
    let at_desk: Vec<&Sitting> = sittings.iter().filter(|s| s.status == SittingStatus::AtDesk).collect();
    assert_eq!(at_desk.len(), 2);
    assert!(at_desk.iter().all(|s| s.at_desk.len() == 2));
    assert_eq!(sittings.iter().filter(|s| s.status == SittingStatus::Submitted).count(), 18);
    let answers = marking::answers(db, &ann.sub).await.unwrap();
    assert_eq!(answers.len(), 4, "2 papers × 2 parts");
    assert!(answers.iter().all(|a| a.status == AnswerStatus::Submitted));
    for s in &at_desk {
        let parts: Vec<_> =
            answers.iter().filter(|a| a.sitting.as_ref().is_some_and(|p| p.sitting_id == s.sitting_id)).collect();
        assert_eq!(parts.len(), 2, "{}", s.sitting_id);
    }
    let (_, queue) = w.api().get(&w.staff, "/admin/v1/marking/queue").await;
    assert_eq!(queue.as_array().map(Vec::len), Some(4), "{queue}");
    // A paper sent is sent once.
    let first = ids.iter().zip(&sent).find(|(_, (s, _))| *s == StatusCode::OK).unwrap().0;
    let (status, e) = w.send(ann, first).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("PAPER_HANDED_IN")));
    assert_eq!(marking::allowance_used(db, &ann.sub, &month).await.unwrap(), 4);
}

#[tokio::test]
async fn the_desk_marks_each_part_and_the_sitting_comes_back_marked_by_teachers() {
    let w = world().await;
    let ann = &w.w.ann;
    // A trial's default allowance (1) is less than a paper counts (2): staff give trials 4.
    let put = json!({"subscriber": 4, "familyMember": 4, "trial": 4, "paper": 2});
    assert_eq!(w.api().put(&w.staff, "/admin/v1/marking/allowances", put).await.0, StatusCode::OK);
    let id = w.handed_in(ann, 1).await;
    let (status, view) = w.send(ann, &id).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["sitting"]["status"], "atDesk");
    let parts = &view["sections"][0]["questions"][1]["parts"];
    assert!(parts[0]["answerId"].is_string() && parts[1]["answerId"].is_string(), "{parts}");
    let month = domain::marking::month_of(w.now());
    assert_eq!(marking::allowance_used(&w.w.env.state.db, &ann.sub, &month).await.unwrap(), 2, "a paper counts 2");

    let (status, queue) = w.api().get(&w.staff, "/admin/v1/marking/queue").await;
    assert_eq!(status, StatusCode::OK, "{queue}");
    let queue = queue.as_array().unwrap().clone();
    assert_eq!(queue.len(), 2);
    for (entry, (part, marks)) in queue.iter().zip([(0, 10), (1, 15)]) {
        assert_eq!(entry["sitting"]["sittingId"], id.as_str());
        assert_eq!(entry["sitting"]["paperName"], "HL Paper 1 (mock)");
        assert_eq!(entry["sitting"]["at"], at(1, part));
        assert_eq!(entry["marks"], marks);
        assert_eq!(entry["questionId"], 3 + part);
    }
    assert_eq!(queue[0]["sitting"]["label"], "Question 2 (a)");
    assert_eq!(queue[1]["sitting"]["label"], "Question 2 (b)");

    // The markers' marks: (a) band 4, 8 marks; (b) band 3, 9 marks.
    for (entry, band, mark) in [(&queue[0], 4, 8), (&queue[1], 3, 9)] {
        let answer_id = entry["answerId"].as_str().unwrap();
        let r = json!({"cognitoId": ann.sub, "answerId": answer_id});
        let (status, desk) = w.api().post(&w.staff, "/admin/v1/marking/claim", r).await;
        assert_eq!(status, StatusCode::OK, "{desk}");
        assert_eq!(desk["answer"]["text"], if band == 4 { TEXT_A } else { TEXT_B });
        let body = json!({"cognitoId": ann.sub, "answerId": answer_id, "band": band, "mark": mark, "comments": [],
            "overall": "Define, then apply."});
        let (status, back) = w.api().post(&w.staff, "/admin/v1/marking/return", body).await;
        assert_eq!(status, StatusCode::OK, "{back}");
        if band == 4 {
            // One part back: the sitting still waits for the other.
            let (_, view) = w.read(ann, &id).await;
            assert_eq!((view["sitting"]["status"].as_str(), view["total"].as_u64()), (Some("atDesk"), None));
        }
        w.advance(MINUTE);
    }

    let (status, view) = w.read(ann, &id).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let s = &view["sitting"];
    assert_eq!(
        (s["status"].as_str(), s["markedBy"].as_str(), view["total"].as_u64()),
        (Some("marked"), Some("teacher"), Some(17))
    );
    assert_eq!(s["marks"], json!([{"at": at(1, 0), "band": 4, "mark": 8}, {"at": at(1, 1), "band": 3, "mark": 9}]));
    // One e-mail for the paper once its last part is back (none for the parts before).
    let papers = w.paper_mail(ann).await;
    assert_eq!(papers.len(), 1, "{papers:?}");
    assert!(
        papers[0].text.contains(&format!("sittingId={id}")) && papers[0].text.contains("17 / 25"),
        "{:?}",
        papers[0]
    );
    let (_, list) = w.api().get(ann, "/private/v1/papers").await;
    assert_eq!(
        (list["sittings"][0]["status"].as_str(), list["sittings"][0]["total"].as_u64()),
        (Some("marked"), Some(17))
    );
    // The grade (at the level Ann chooses) counts it as marked by a teacher.
    let (_, grade) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL"})).await;
    let p1 = &grade["prediction"]["lines"][0];
    assert_eq!((p1["mark"]["mark"].as_u64(), p1["mark"]["source"].as_str()), (Some(17), Some("teacher")), "{grade}");
    let (_, queue) = w.api().get(&w.staff, "/admin/v1/marking/queue").await;
    assert_eq!(queue, json!([]));
}

#[tokio::test]
async fn the_predicted_grade_equals_a_hand_computation() {
    let w = world().await;
    let ann = &w.w.ann;
    // Before the student says their level: asked, not assumed (not even from a sitting's level).
    let (status, g) = w.api().get(ann, "/private/v1/grade").await;
    assert_eq!(status, StatusCode::OK, "{g}");
    assert!(g["level"].is_null() && g["prediction"].is_null() && g["trend"] == json!([]), "{g}");
    w.self_marked_20().await;
    let (_, g) = w.api().get(ann, "/private/v1/grade").await;
    assert!(g["level"].is_null() && g["prediction"].is_null(), "a marked HL paper does not choose the level: {g}");
    w.advance(MINUTE);
    let (status, e) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL", "iaEstimate": 46})).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("The internal assessment is out of 45 marks."))
    );
    let (status, put) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL", "iaEstimate": 30})).await;
    assert_eq!(status, StatusCode::OK, "{put}");
    let (status, g) = w.api().get(ann, "/private/v1/grade").await;
    assert_eq!(status, StatusCode::OK, "{g}");
    assert_eq!(g, put, "the PUT answers with the grade as read");

    // By hand: P1 20/25 × 20 = 16; IA 30/45 × 20 = 13.333…; P2 (30) and P3 (30) not sat: 0 to 60.
    let p = &g["prediction"];
    let low = 16.0 + 30.0 / 45.0 * 20.0;
    assert!(close(&p["scoreLow"], low), "{}", p["scoreLow"]);
    assert!(close(&p["scoreHigh"], low + 60.0), "{}", p["scoreHigh"]);
    // The example HL boundaries (7 ≥ 78, 6 ≥ 64, 5 ≥ 51, 4 ≥ 37): 29.3 is below 37 (1–3), 89.3 a 7.
    assert_eq!(p["grade"], json!({"low": 1, "high": 7}));
    assert_eq!((g["level"].as_str(), g["iaEstimate"].as_u64()), (Some("HL"), Some(30)));
    assert_eq!(
        (g["boundaries"]["session"].as_str(), g["boundaries"]["example"].as_bool()),
        (Some("2025#MAY"), Some(true))
    );
    assert_eq!(g["papersMarked"], 1);
    let lines = p["lines"].as_array().unwrap();
    assert_eq!(
        lines.iter().map(|l| l["component"].as_str().unwrap()).collect::<Vec<_>>(),
        vec!["P1", "P2", "P3", "IA"]
    );
    assert_eq!(lines[0]["text"], "Paper 1: 20 / 25 (self-marked) × 20 % = 16.0 of 20");
    assert!(close(&lines[0]["points"], 16.0));
    assert_eq!((lines[0]["mark"]["source"].as_str(), lines[0]["mark"]["max"].as_u64()), (Some("selfMarked"), Some(25)));
    assert!(lines[1]["points"].is_null() && lines[2]["points"].is_null());
    assert_eq!(lines[1]["text"], "Paper 2: not sat yet, so between 0 and 30");
    assert!(close(&lines[3]["points"], 30.0 / 45.0 * 20.0));
    assert_eq!(lines[3]["text"], "Internal assessment: 30 / 45 (your estimate) × 20 % = 13.3 of 20");
    assert_eq!(
        p["working"],
        json!([
            "Score: 16.0 + 13.3 = 29.3, and up to 60.0 more from what is missing: 29.3 to 89.3 out of 100.",
            "Boundaries for May 2025 (example figures, not the IB's own for your session): 7 from 78, 6 from 64, 5 from 51, 4 from 37.",
            "Possible grades: 1–7 (from nothing to full marks in what is missing).",
            "Likely: you scored 80 % of the 25 marks you have been marked on; at that rate Paper 2, Paper 3 (60 of 100) add 48.0, for 77.3 out of 100, likely between 65.3 and 89.3: grade 6 (range 6–7)."
        ])
    );
    // Likely: 16 + 13.3 known, P2 and P3 at Paper 1's 80 %: 0.8 × 60 = 48 → 77.3, a 6 (7 from 78);
    // margin 1/√25 = 0.2: 0.6 × 60 = 36 → 65.3 (6) to 60 → 89.3 (7).
    let l = &p["likely"];
    assert!(close(&l["score"], low + 48.0), "{l}");
    assert!(close(&l["scoreLow"], low + 36.0) && close(&l["scoreHigh"], low + 60.0), "{l}");
    assert_eq!((&l["grade"], &l["range"]), (&json!({"low": 6, "high": 6}), &json!({"low": 6, "high": 7})));
    assert_eq!((l["marks"].as_u64(), l["papers"].as_u64()), (Some(25), Some(1)));
    assert_eq!(p["nextStep"]["component"], "P2");
    // The paper's point, as it stood before the estimate (given later), then the estimate's.
    let trend = g["trend"].as_array().unwrap();
    assert_eq!(trend.len(), 2, "{trend:?}");
    assert!(close(&trend[0]["scoreLow"], 16.0) && close(&trend[0]["likely"]["score"], 80.0), "{trend:?}");
    assert!(close(&trend[1]["scoreLow"], low));
    // Saving the same estimate again (changing nothing) keeps its moment.
    let (_, again) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL", "iaEstimate": 30})).await;
    assert_eq!(again["trend"], g["trend"]);
    // The settings as stored.
    let settings = papers::grade_settings(&w.w.env.state.db, &ann.sub).await.unwrap();
    assert_eq!((settings.ia_estimate, settings.ia_at), (Some(30), Some(w.now())));
    // At SL the HL paper does not count: nothing marked but the estimate (30/45 × 30 = 20).
    let (_, sl) = w.api().put(ann, "/private/v1/grade", json!({"level": "SL", "iaEstimate": 30})).await;
    assert!(close(&sl["prediction"]["scoreLow"], 20.0), "{sl}");
    assert_eq!(sl["papersMarked"], 0);
    assert!(sl["prediction"]["likely"].is_null(), "no SL paper marked: no likely grade");
    // Back at HL the HL paper is still there.
    let (_, hl) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL", "iaEstimate": 30})).await;
    assert_eq!(hl["papersMarked"], 1);
}

#[tokio::test]
async fn staff_boundaries_must_descend_and_the_students_session_s_are_used() {
    let w = world().await;
    let ann = &w.w.ann;
    let db = &w.w.env.state.db;
    let grades = |mins: [u32; 6]| (0..6).map(|i| json!({"grade": 7 - i, "min": mins[i as usize]})).collect::<Vec<_>>();
    let body = |session: &str, mins: [u32; 6]| json!({"session": session, "level": "HL", "example": false, "grades": grades(mins)});
    let (status, e) =
        w.api().put(&w.staff, "/admin/v1/grade-boundaries", body("2026#NOV", [85, 75, 76, 45, 30, 12])).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("A higher grade needs a higher score."))
    );
    let (status, _) = w.api().put(&w.staff, "/admin/v1/grade-boundaries", body("2026", [85, 75, 60, 45, 30, 12])).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "a session is a year and May or November");
    assert!(papers::boundaries(db).await.unwrap().is_empty(), "nothing refused was stored");
    let (_, examples) = w.api().get(&w.staff, "/admin/v1/grade-boundaries").await;
    assert_eq!(examples.as_array().map(Vec::len), Some(2), "the examples until staff keep any");

    // Ann's session, and a later one.
    let (status, kept) =
        w.api().put(&w.staff, "/admin/v1/grade-boundaries", body("2026#NOV", [85, 75, 60, 45, 30, 12])).await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    let (status, _) =
        w.api().put(&w.staff, "/admin/v1/grade-boundaries", body("2027#MAY", [90, 80, 70, 60, 50, 40])).await;
    assert_eq!(status, StatusCode::OK);
    let (_, all) = w.api().get(&w.staff, "/admin/v1/grade-boundaries").await;
    assert_eq!(
        all.as_array().map(Vec::len),
        Some(3),
        "staff's two, and the SL example SL students are graded against: {all}"
    );
    assert_eq!(papers::boundaries(db).await.unwrap().len(), 2);

    // IA 30/45 × 20 = 13.3; the three papers missing: 13.3 to 93.3.
    let (status, _) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL", "iaEstimate": 30})).await;
    assert_eq!(status, StatusCode::OK);
    // No cohort: the newest session staff keep (13.3 is below its 2 from 40: 1).
    let (_, g) = w.api().get(ann, "/private/v1/grade").await;
    assert_eq!(g["boundaries"]["session"], "2027#MAY", "{g}");
    assert_eq!(g["prediction"]["grade"], json!({"low": 1, "high": 7}));

    let cohort: domain::Cohort = "2026#NOV".parse().unwrap();
    store::users::set_cohort(db, &ann.sub, cohort).await.unwrap().expect("Ann's profile");
    let (_, g) = w.api().get(ann, "/private/v1/grade").await;
    assert_eq!(
        (g["boundaries"]["session"].as_str(), g["boundaries"]["example"].as_bool()),
        (Some("2026#NOV"), Some(false)),
        "{g}"
    );
    // 13.3 reaches 2 (from 12); 93.3 reaches 7 (from 85).
    assert_eq!(g["prediction"]["grade"], json!({"low": 2, "high": 7}));
    assert_eq!(
        g["prediction"]["working"][1],
        "Boundaries for November 2026: 7 from 85, 6 from 75, 5 from 60, 4 from 45, 3 from 30, 2 from 12."
    );
}

#[tokio::test]
async fn a_sitting_is_its_students_alone_and_malformed_ids_name_nothing() {
    let w = world().await;
    let (ann, bob) = (&w.w.ann, &w.w.bob);
    let (id, _) = w.start(ann).await;
    w.advance(READING);
    assert_eq!(w.save(ann, words(&id, 2, 0, TEXT_A, TEXT_B)).await.0, StatusCode::OK);

    // Bob names Ann's sitting: nothing, whatever he does with it.
    assert_eq!(w.read(bob, &id).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.save(bob, words(&id, 3, 0, "Bob's", "Bob's")).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.submit(bob, words(&id, 3, 0, "Bob's", "Bob's")).await.0, StatusCode::NOT_FOUND);
    let marks = json!([{"at": at(0, 0), "band": 5, "mark": 10}, {"at": at(0, 1), "band": 5, "mark": 15}]);
    assert_eq!(w.self_mark(bob, &id, marks).await.0, StatusCode::NOT_FOUND);
    assert_eq!(w.send(bob, &id).await.0, StatusCode::NOT_FOUND);
    let s = w.stored(ann, &id).await;
    assert_eq!((s.version, s.status), (2, SittingStatus::Sitting), "untouched");
    assert_eq!(s.answers[0].text, TEXT_A);
    assert!(papers::sittings(&w.w.env.state.db, &bob.sub).await.unwrap().is_empty());
    let (_, list) = w.api().get(bob, "/private/v1/papers").await;
    assert_eq!(list["sittings"], json!([]));

    // Ids that cannot be a sitting's: 404, never a 500.
    let long = "9".repeat(5_000);
    let long_pair = format!("{}-1", "1".repeat(40));
    for bad in
        ["", "abc", "1-", "-1", "1-2-3", "12345", "1-1", "0000000000000-999999", long.as_str(), long_pair.as_str()]
    {
        assert_eq!(w.read(ann, bad).await.0, StatusCode::NOT_FOUND, "GET {bad:.20}");
        assert_eq!(w.save(ann, words(bad, 2, 0, "x", "y")).await.0, StatusCode::NOT_FOUND, "PUT {bad:.20}");
        assert_eq!(w.submit(ann, words(bad, 2, 0, "x", "y")).await.0, StatusCode::NOT_FOUND, "submit {bad:.20}");
        assert_eq!(w.send(ann, bad).await.0, StatusCode::NOT_FOUND, "send {bad:.20}");
        assert_eq!(w.self_mark(ann, bad, json!([])).await.0, StatusCode::NOT_FOUND, "self-mark {bad:.20}");
    }
    let (status, _) = w.api().get(ann, "/private/v1/papers/sitting?sittingId=%00-%FF").await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // A paper that is not there cannot be started.
    let (status, _) = w.api().post(ann, "/private/v1/papers/start", json!({"paperId": 999})).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn twenty_starts_at_once_give_one_sitting_and_every_start_gets_it() {
    let w = world().await;
    let ann = &w.w.ann;
    let starts = (0..20).map(|_| w.api().post(ann, "/private/v1/papers/start", json!({"paperId": w.paper_id})));
    let answers = join_all(starts).await;
    let ids: std::collections::BTreeSet<String> = answers
        .iter()
        .map(|(status, view)| {
            assert_eq!(*status, StatusCode::OK, "{view}");
            view["sitting"]["sittingId"].as_str().unwrap().to_owned()
        })
        .collect();
    assert_eq!(ids.len(), 1, "every start answers the one sitting: {ids:?}");
    assert_eq!(papers::sittings(&w.w.env.state.db, &ann.sub).await.unwrap().len(), 1, "one sitting stored");

    // Handed in early, the paper can be started again, once however many starts arrive: and the
    // clock moves on only a second, so the new sitting begins while the old one's would still run.
    w.advance(READING);
    let first = ids.into_iter().next().unwrap();
    assert_eq!(w.submit(ann, words(&first, 2, 0, TEXT_A, TEXT_B)).await.0, StatusCode::OK);
    w.advance(1_000);
    let again = join_all((0..20).map(|_| w.start_raw(ann))).await;
    let ids: std::collections::BTreeSet<String> =
        again.iter().map(|(_, v)| v["sitting"]["sittingId"].as_str().unwrap().to_owned()).collect();
    assert_eq!(ids.len(), 1, "{again:?}");
    assert!(!ids.contains(&first));
    assert_eq!(papers::sittings(&w.w.env.state.db, &ann.sub).await.unwrap().len(), 2);
}

#[tokio::test]
async fn twenty_returns_at_once_of_a_papers_last_parts_send_one_email() {
    let w = world().await;
    let ann = &w.w.ann;
    let put = json!({"subscriber": 4, "familyMember": 4, "trial": 4, "paper": 2});
    assert_eq!(w.api().put(&w.staff, "/admin/v1/marking/allowances", put).await.0, StatusCode::OK);
    let id = w.handed_in(ann, 1).await;
    assert_eq!(w.send(ann, &id).await.0, StatusCode::OK);
    let (_, queue) = w.api().get(&w.staff, "/admin/v1/marking/queue").await;
    let parts: Vec<String> =
        queue.as_array().unwrap().iter().map(|e| e["answerId"].as_str().unwrap().to_owned()).collect();
    assert_eq!(parts.len(), 2);
    // Two markers, each holding one part; each returns theirs ten times at the same moment.
    let second = w.w.env.staff("m2@example.com").await;
    let markers = [&w.staff, &second];
    for (marker, part) in markers.iter().zip(&parts) {
        let r = json!({"cognitoId": ann.sub, "answerId": part});
        assert_eq!(w.api().post(marker, "/admin/v1/marking/claim", r).await.0, StatusCode::OK);
    }
    let api = w.api();
    let mut returns = vec![];
    // (a) band 4, 8 marks; (b) band 3, 9 marks.
    for ((marker, part), (band, mark)) in markers.iter().zip(&parts).zip([(4, 8), (3, 9)]) {
        let body = json!({"cognitoId": ann.sub, "answerId": part, "band": band, "mark": mark, "comments": [],
            "overall": "Define, then apply."});
        returns.extend((0..10).map(|_| api.post(marker, "/admin/v1/marking/return", body.clone())));
    }
    let answered = join_all(returns).await;
    assert_eq!(
        answered.iter().filter(|(s, _)| *s == StatusCode::OK).count(),
        2,
        "each part returned once: {answered:?}"
    );
    assert!(answered.iter().all(|(s, _)| !s.is_server_error()), "{answered:?}");
    let papers = w.paper_mail(ann).await;
    assert_eq!(papers.len(), 1, "{papers:?}");
    assert!(papers[0].text.contains("17 / 25"), "{}", papers[0].text);
}

#[tokio::test]
async fn a_papers_model_answers_are_refused_on_every_route_while_it_is_sat() {
    let w = world().await;
    let (ann, bob) = (&w.w.ann, &w.w.bob);
    let others = ApiClient::new(w.w.env.spawn(::question_bank::router().merge(review::router())).await);
    for who in [ann, bob] {
        let add = json!({"source": {"kind": "questionBank", "questionSetId": SET, "questionId": 3}});
        let (status, added) = others.post(who, "/private/v2/review/cards", add).await;
        assert_eq!(status, StatusCode::CREATED, "{added}");
    }
    assert_eq!(model_answers(w.api(), &others, ann).await, (vec![true; 6], true, true), "before the paper");
    let (id, _) = w.start(ann).await;
    assert_eq!(model_answers(w.api(), &others, ann).await, (vec![false; 6], false, false), "while Ann sits it");
    assert_eq!(model_answers(w.api(), &others, bob).await, (vec![true; 6], true, true), "Bob is not sitting it");
    w.advance(READING);
    assert_eq!(w.submit(ann, words(&id, 2, 1, TEXT_A, TEXT_B)).await.0, StatusCode::OK);
    assert_eq!(model_answers(w.api(), &others, ann).await, (vec![true; 6], true, true), "handed in: open again");
}

/// Every route that carries a model answer, and whether each gives `who` the answer now: the
/// question set's details (each question), the writing screen's draft, the review deck's card.
async fn model_answers(api: &ApiClient, others: &ApiClient, who: &TestUser) -> (Vec<bool>, bool, bool) {
    let (status, set) = others.get(who, &format!("/private/v1/qna/question-set-details?questionSetId={SET}")).await;
    assert_eq!(status, StatusCode::OK, "{set}");
    let details: Vec<bool> = set.as_array().unwrap().iter().map(|q| q["answerFile"].is_string()).collect();
    let drawn = |v: &Value| !v.as_array().unwrap().is_empty();
    assert!(
        set.as_array().unwrap().iter().all(|q| q["answerFile"].is_string() == drawn(&q["answerDiagrams"])),
        "{set}"
    );
    let (status, draft) = api.get(who, &format!("/private/v1/answers/draft?questionSetId={SET}&questionId=3")).await;
    assert_eq!(status, StatusCode::OK, "{draft}");
    let question = &draft["question"];
    assert_eq!(question["modelAnswerUrl"].is_string(), drawn(&question["answerDiagrams"]), "{question}");
    let (status, due) = others.get(who, "/private/v2/review/due").await;
    assert_eq!(status, StatusCode::OK, "{due}");
    let card = &due["cards"][0]["prompt"];
    assert_eq!(card["kind"], "open", "{due}");
    (details, draft["question"]["modelAnswerUrl"].is_string(), card["modelAnswerUrl"].is_string())
}

#[tokio::test]
async fn a_part_left_blank_is_self_marked_0_and_nothing_more() {
    let w = world().await;
    let bob = &w.w.bob;
    let (id, _) = w.start(bob).await;
    w.advance(READING);
    let (status, view) = w.submit(bob, words(&id, 2, 1, TEXT_A, "   ")).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let generous = json!([{"at": at(1, 0), "band": 4, "mark": 8}, {"at": at(1, 1), "band": 4, "mark": 11}]);
    let (status, e) = w.self_mark(bob, &id, generous).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("Part (b) has no answer, so its mark is 0."))
    );
    assert_eq!(w.stored(bob, &id).await.status, SittingStatus::Submitted, "nothing marked");
    let honest = json!([{"at": at(1, 0), "band": 4, "mark": 8}, {"at": at(1, 1), "band": 0, "mark": 0}]);
    let (status, view) = w.self_mark(bob, &id, honest).await;
    assert_eq!((status, view["total"].as_u64()), (StatusCode::OK, Some(8)), "{view}");
}

/// Demand and supply crossing, supply labelled `supply` (markup there is refused).
fn market_diagram(supply: &str) -> Value {
    json!({"version": 1, "axes": {"x": {"text": "Quantity"}, "y": {"text": "Price"}, "kind": "market"},
        "elements": [
            {"kind": "curve", "shape": {"kind": "line", "from": {"x": 0, "y": 90}, "to": {"x": 85, "y": 5}},
                "label": {"text": "D"}},
            {"kind": "curve", "shape": {"kind": "line", "from": {"x": 0, "y": 10}, "to": {"x": 85, "y": 95}},
                "label": {"text": supply}}]})
}

/// Diagrams as the domain reads them (the API writes numbers as floats and the default style).
fn as_diagrams(v: &Value) -> Vec<domain::diagram::Diagram> {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("diagrams {v}: {e}"))
}

/// A save of question `q` whose part (a) holds `diagrams` under its words.
fn drawn(id: &str, version: u64, q: u32, diagrams: Value) -> Value {
    json!({"sittingId": id, "version": version, "chosen": [{"section": 0, "question": q}],
        "answers": [{"at": at(q, 0), "text": TEXT_A, "diagrams": diagrams}, {"at": at(q, 1), "text": TEXT_B}]})
}

#[tokio::test]
async fn a_parts_diagrams_are_kept_refused_outside_their_limits_and_sent_to_the_desk() {
    let w = world().await;
    let ann = &w.w.ann;
    let put = json!({"subscriber": 4, "familyMember": 4, "trial": 4, "paper": 2});
    assert_eq!(w.api().put(&w.staff, "/admin/v1/marking/allowances", put).await.0, StatusCode::OK);
    let (id, _) = w.start(ann).await;
    w.advance(READING);
    let (status, saved) = w.save(ann, drawn(&id, 2, 1, json!([market_diagram("S")]))).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, view) = w.read(ann, &id).await;
    let answers = &view["sitting"]["answers"];
    assert_eq!(as_diagrams(&answers[0]["diagrams"]), as_diagrams(&json!([market_diagram("S")])), "{answers}");
    assert!(answers[1].get("diagrams").is_none(), "a part without diagrams carries none: {answers}");

    // Markup in a label: a 400 with the diagram's message, nothing stored.
    let before = w.stored(ann, &id).await;
    let marked_up = json!([market_diagram("S"), market_diagram("<script>S</script>")]);
    let (status, refused) = w.save(ann, drawn(&id, 3, 1, marked_up.clone())).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
    assert_eq!(refused["message"], "Diagram 2: Labels and notes are plain text: no <, > or control characters.");
    let (status, _) = w.submit(ann, drawn(&id, 3, 1, marked_up)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(w.stored(ann, &id).await, before, "the stored sitting is unchanged");

    let (status, view) = w.submit(ann, drawn(&id, 3, 1, json!([market_diagram("S₁")]))).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let (status, view) = w.send(ann, &id).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let answer_id = view["sections"][0]["questions"][1]["parts"][0]["answerId"].as_str().unwrap().to_owned();
    let r = json!({"cognitoId": ann.sub, "answerId": answer_id});
    let (status, desk) = w.api().post(&w.staff, "/admin/v1/marking/claim", r).await;
    assert_eq!(status, StatusCode::OK, "{desk}");
    let sent = as_diagrams(&desk["answer"]["diagrams"]);
    assert_eq!(sent, as_diagrams(&json!([market_diagram("S₁")])), "the marker sees the part's diagram");
    assert_eq!(desk["answer"]["text"], TEXT_A);
}
