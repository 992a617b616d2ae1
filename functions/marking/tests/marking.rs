//! Written answers and the marking desk on the emulators: drafts that two tabs cannot overwrite,
//! handing in under the monthly allowance (twenty at once against four), one marker per answer,
//! the rubric's rules, comments at passages, the return as the student sees it, diagrams that must
//! be images, and every answer its student's own.

use api::clock::Clock;
use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};
use store::marking::{self, Paper};
use store::question_bank::{self, Question, QuestionSet};
use testkit::{ApiClient, TestEnv, TestUser, TwoStudents};

const SET: u32 = 7;

/// Ann and Bob (on trials), two markers, and a set of 25 questions: 1–20 worth 10 marks (Paper 1),
/// 21 worth 15, 22 worth 4 (points), 25 carrying no marks.
struct World {
    w: TwoStudents,
    m1: TestUser,
    m2: TestUser,
}

async fn world() -> World {
    world_with(TestEnv::new().await).await
}

async fn world_with(env: TestEnv) -> World {
    let w = TwoStudents::new(env, ::marking::router()).await;
    let db = &w.env.state.db;
    question_bank::put_set(db, &QuestionSet { id: SET, name: "Paper 1 practice".into(), subject_id: 1, topic_id: 2 })
        .await
        .unwrap();
    for id in 1..=25 {
        let marks = match id {
            1..=20 => Some(10),
            21 => Some(15),
            22 => Some(4),
            _ => None,
        };
        let q = Question {
            id,
            name: format!("Question {id:02}"),
            question_set_id: SET,
            subject_id: 1,
            topic_id: 2,
            question_key: format!("qna/{id}.svg"),
            answer_key: format!("qna/{id}.pdf"),
            answer_video_key: None,
            marks,
            text: Some(format!("Explain question {id}.")),
            paper: Some(Paper::One),
        };
        question_bank::put_question(db, &q).await.unwrap();
    }
    let (m1, m2) = (w.env.staff("m1@example.com").await, w.env.staff("m2@example.com").await);
    World { w, m1, m2 }
}

const TEXT: &str = "Demand is the quantity consumers are willing and able to buy at each price.";

impl World {
    fn api(&self) -> &ApiClient {
        &self.w.api
    }

    async fn save(&self, who: &TestUser, question: u32, version: u64, text: &str) -> (StatusCode, Value) {
        let body = json!({"questionSetId": SET, "questionId": question, "body": format!("{{\"text\":{text:?}}}"),
            "text": text, "version": version});
        self.api().put(who, "/private/v1/answers/draft", body).await
    }

    async fn submit(&self, who: &TestUser, question: u32, version: u64, assessed: Value) -> (StatusCode, Value) {
        let body =
            json!({"questionSetId": SET, "questionId": question, "version": version, "selfAssessment": assessed});
        self.api().post(who, "/private/v1/answers/submit", body).await
    }

    /// Ann's answer to `question`, written and handed in expecting band 3 (5–6 marks).
    async fn handed_in(&self, question: u32) -> String {
        assert_eq!(self.save(&self.w.ann, question, 1, TEXT).await.0, StatusCode::OK);
        let (status, body) = self.submit(&self.w.ann, question, 1, json!({"kind": "band", "level": 3})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["answerId"].as_str().unwrap().to_owned()
    }

    fn mark_body(&self, answer_id: &str, band: Option<u8>, mark: u32, comments: Value) -> Value {
        json!({"cognitoId": self.w.ann.sub, "answerId": answer_id, "band": band, "mark": mark, "comments": comments,
            "overall": "Define terms first, then use the diagram."})
    }
}

#[tokio::test]
async fn a_draft_is_saved_as_written_and_two_tabs_cannot_overwrite_each_other() {
    let w = world().await;
    let ann = &w.w.ann;
    let path = format!("/private/v1/answers/draft?questionSetId={SET}&questionId=1");
    let (status, empty) = w.api().get(ann, &path).await;
    assert_eq!(status, StatusCode::OK, "{empty}");
    assert_eq!((empty["draft"].clone(), empty["question"]["marks"].clone()), (Value::Null, json!(10)));
    assert_eq!(empty["question"]["scheme"]["kind"], "markbands");
    assert_eq!((empty["allowance"]["limit"].clone(), empty["allowance"]["used"].clone()), (json!(1), json!(0)));

    assert_eq!(w.save(ann, 1, 1, "First words").await.0, StatusCode::OK);
    assert_eq!(w.save(ann, 1, 2, TEXT).await.0, StatusCode::OK);
    // A second tab that read version 1 saves: refused with the stored version, nothing overwritten.
    let (status, e) = w.save(ann, 1, 2, "The other tab").await;
    assert_eq!(
        (status, e["code"].as_str(), e["payload"]["version"].as_u64()),
        (StatusCode::CONFLICT, Some("DRAFT_CONFLICT"), Some(2))
    );
    let (_, now) = w.api().get(ann, &path).await;
    assert_eq!((now["draft"]["text"].as_str(), now["draft"]["version"].as_u64()), (Some(TEXT), Some(2)));
    assert_eq!(now["draft"]["wordCount"], 14);

    // A question without marks cannot be answered; bad input is a 4xx.
    let (status, _) = w.save(ann, 25, 1, TEXT).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    assert_eq!(w.save(ann, 1, 0, TEXT).await.0, StatusCode::BAD_REQUEST);
    let huge = "x".repeat(70_000);
    assert_eq!(w.save(ann, 1, 3, &huge).await.0, StatusCode::PAYLOAD_TOO_LARGE);
}

#[tokio::test]
async fn twenty_hand_ins_at_once_against_an_allowance_of_four_hand_in_four() {
    let w = world().await;
    let ann = &w.w.ann;
    let put = json!({"subscriber": 4, "familyMember": 4, "trial": 4});
    assert_eq!(w.api().put(&w.m1, "/admin/v1/marking/allowances", put).await.0, StatusCode::OK);
    for q in 1..=20 {
        assert_eq!(w.save(ann, q, 1, TEXT).await.0, StatusCode::OK);
    }
    let answers = join_all((1..=20).map(|q| w.submit(ann, q, 1, json!({"kind": "band", "level": 2})))).await;
    let accepted = answers.iter().filter(|(s, _)| *s == StatusCode::OK).count();
    assert_eq!(accepted, 4, "{answers:?}");
    let refused: Vec<_> = answers.iter().filter(|(s, _)| *s != StatusCode::OK).collect();
    assert!(
        refused.iter().all(|(s, e)| *s == StatusCode::CONFLICT && e["code"] == "MARKING_ALLOWANCE_USED"),
        "{refused:?}"
    );
    assert!(
        refused[0].1["message"]
            .as_str()
            .unwrap()
            .starts_with("You have used this month's 4 marked answers. You can hand in more from 1 ")
    );
    // What the store holds: four handed in, sixteen drafts kept, the month's count at four.
    let stored = marking::answers(&w.w.env.state.db, &ann.sub).await.unwrap();
    let submitted = stored.iter().filter(|a| a.status == marking::AnswerStatus::Submitted).count();
    let drafts = stored.iter().filter(|a| a.status == marking::AnswerStatus::Draft).count();
    assert_eq!((submitted, drafts), (4, 16));
    let month = domain::marking::month_of(w.w.env.clock.now_ms());
    assert_eq!(marking::allowance_used(&w.w.env.state.db, &ann.sub, &month).await.unwrap(), 4);
    let (_, queue) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!(queue.as_array().unwrap().len(), 4);
}

#[tokio::test]
async fn two_markers_claiming_one_answer_at_once_get_one_claim() {
    let w = world().await;
    let id = w.handed_in(1).await;
    let claim = json!({"cognitoId": w.w.ann.sub, "answerId": id});
    let (a, b) = tokio::join!(
        w.api().post(&w.m1, "/admin/v1/marking/claim", claim.clone()),
        w.api().post(&w.m2, "/admin/v1/marking/claim", claim.clone())
    );
    let codes = [a.0, b.0];
    assert!(codes.contains(&StatusCode::OK) && codes.contains(&StatusCode::CONFLICT), "{a:?} {b:?}");
    let loser = if a.0 == StatusCode::OK { &b.1 } else { &a.1 };
    assert_eq!(loser["code"], "ANSWER_CLAIMED");
    let stored = marking::answer(&w.w.env.state.db, &w.w.ann.sub, &id).await.unwrap().unwrap();
    let winner = if a.0 == StatusCode::OK { &w.m1 } else { &w.m2 };
    assert_eq!(stored.claim_by.as_deref(), Some(winner.sub.as_str()));
    // The loser cannot mark it either.
    let other = if a.0 == StatusCode::OK { &w.m2 } else { &w.m1 };
    let (status, _) = w.api().post(other, "/admin/v1/marking/return", w.mark_body(&id, Some(3), 5, json!([]))).await;
    assert_eq!(status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn a_marker_marks_by_band_then_mark_comments_on_passages_and_the_student_sees_it() {
    let w = world().await;
    let id = w.handed_in(1).await;
    let ann = &w.w.ann;
    let (_, queue) = w.api().get(&w.m1, "/admin/v1/marking/queue?paper=P1&marks=10").await;
    assert_eq!(queue[0]["answerId"], id.as_str());
    assert_eq!(queue[0]["overdue"], false);
    let (_, none) = w.api().get(&w.m1, "/admin/v1/marking/queue?marks=15").await;
    assert_eq!(none, json!([]), "filtered by the part's marks");

    let (status, desk) =
        w.api().post(&w.m1, "/admin/v1/marking/claim", json!({"cognitoId": ann.sub, "answerId": id})).await;
    assert_eq!(status, StatusCode::OK, "{desk}");
    assert_eq!((desk["answer"]["text"].as_str(), desk["scheme"]["max"].as_u64()), (Some(TEXT), Some(10)));
    assert!(desk["answer"].get("selfAssessment").is_none(), "what the student expected waits for the mark");
    // A draft may be half done; a return must follow the rubric: each rule a clear 400.
    let half = w.mark_body(&id, None, 0, json!([]));
    assert_eq!(w.api().put(&w.m1, "/admin/v1/marking/draft", half).await.0, StatusCode::OK);
    for (band, mark, said) in [
        (None, 5, "Choose a markband first."),
        (Some(3), 7, "A mark in this band is between 5 and 6."),
        (Some(9), 1, "That markband does not exist for this part."),
    ] {
        let (status, e) =
            w.api().post(&w.m1, "/admin/v1/marking/return", w.mark_body(&id, band, mark, json!([]))).await;
        assert_eq!((status, e["message"].as_str()), (StatusCode::BAD_REQUEST, Some(said)));
    }
    let wrong_quote = json!([{"start": 0, "end": 6, "quote": "Supply", "text": "?"}]);
    let (status, _) = w.api().put(&w.m1, "/admin/v1/marking/draft", w.mark_body(&id, Some(2), 4, wrong_quote)).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    let comments = json!([{"start": 0, "end": 6, "quote": "Demand", "text": "Good: defined first."},
        {"start": 37, "end": 63, "quote": "willing and able to buy at", "text": "Add 'ceteris paribus'."}]);
    let body = w.mark_body(&id, Some(2), 4, comments.clone());
    assert_eq!(w.api().put(&w.m1, "/admin/v1/marking/draft", body.clone()).await.0, StatusCode::OK);
    let (status, back) = w.api().post(&w.m1, "/admin/v1/marking/return", body).await;
    assert_eq!(status, StatusCode::OK, "{back}");
    // The student hears of it by e-mail, with the link to the marked answer (docs/email.md).
    let mail = w.w.env.outbox(&ann.email).await;
    let link = format!("https://seven.test/my-answers?answerId={id}");
    assert!(mail.iter().any(|m| m.subject == "Your answer is marked" && m.text.contains(&link)), "{mail:?}");

    // The student's marked answer: mark, band, comments at their passages, calibration.
    let (status, one) = w.api().get(ann, &format!("/private/v1/answers/one?answerId={id}")).await;
    assert_eq!(status, StatusCode::OK, "{one}");
    let a = &one["answer"];
    assert_eq!(
        (a["status"].as_str(), a["mark"]["mark"].as_u64(), a["mark"]["band"].as_u64()),
        (Some("returned"), Some(4), Some(2))
    );
    assert_eq!(a["mark"]["comments"], comments);
    assert_eq!(a["mark"]["markerName"], "Stella Staff");
    assert!(a["mark"].get("marker").is_none(), "the marker's id stays with staff");
    assert_eq!((a["selfRange"].clone(), a["calibration"].clone()), (json!([5, 6]), json!("over")));
    assert!(one["question"]["modelAnswerUrl"].as_str().unwrap().contains("qna/1.pdf"));
    let (_, list) = w.api().get(ann, "/private/v1/answers").await;
    assert_eq!(list["calibration"]["over"], 1);
    // Their calibration over time: this answer, and what the sentence says (5.5 expected, 4 given).
    let trend = &list["trend"];
    assert_eq!(
        (trend["recent"].as_u64(), trend["meanGapMarks"].as_f64(), trend["leaning"].as_str()),
        (Some(1), Some(1.5), Some("over")),
        "{trend}"
    );
    assert_eq!(
        trend["points"],
        json!([{"answerId": id, "questionId": 1, "markedAt": back["returnedAt"], "selfRange": [5, 6], "mark": 4,
            "max": 10}])
    );
    // Out of the queue; the insight counts it.
    let (_, queue) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!(queue, json!([]));
    let (_, insight) = w.api().get(&w.m1, "/admin/v1/marking/insight").await;
    assert_eq!((insight["waiting"].as_u64(), insight["returned"].as_u64()), (Some(0), Some(1)), "{insight}");
    assert_eq!(insight["markers"][0]["name"], "Stella Staff");
    assert_eq!(insight["questions"][0]["marks"], json!([4]));
    // Staff take the question out of the bank: the student's marked answer stays theirs to read.
    store::question_bank::delete_question(&w.w.env.state.db, SET, 1).await.unwrap();
    let (status, kept) = w.api().get(ann, &format!("/private/v1/answers/one?answerId={id}")).await;
    assert_eq!((status, kept["question"].clone(), kept["marks"].as_u64()), (StatusCode::OK, Value::Null, Some(10)));
    assert_eq!(kept["answer"]["mark"]["mark"], 4);
}

#[tokio::test]
async fn a_diagram_that_is_not_an_image_is_refused_and_removed() {
    let w = world().await;
    let ann = &w.w.ann;
    let (status, e) =
        w.api().post(ann, "/private/v1/answers/diagram", json!({"contentType": "image/svg+xml", "size": 10})).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("A diagram is a PNG, JPEG or WebP image."))
    );
    let (status, _) = w
        .api()
        .post(ann, "/private/v1/answers/diagram", json!({"contentType": "image/png", "size": 6 * 1024 * 1024}))
        .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "over 5 MB");

    let fake = b"GIF89a not a png";
    let (_, up) =
        w.api().post(ann, "/private/v1/answers/diagram", json!({"contentType": "image/png", "size": fake.len()})).await;
    let key = up["key"].as_str().unwrap().to_owned();
    assert!(key.starts_with(&format!("answers/{}/", ann.sub)));
    let res = reqwest::Client::new()
        .put(up["uploadUrl"].as_str().unwrap())
        .header("content-type", "image/png")
        .body(fake.to_vec())
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success());
    let body =
        json!({"questionSetId": SET, "questionId": 1, "body": "{}", "text": TEXT, "version": 1, "diagramKey": key});
    let (status, e) = w.api().put(ann, "/private/v1/answers/draft", body).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("That file is not a PNG, JPEG or WebP image. Please choose another file."))
    );
    assert!(api::files::first_bytes(&w.w.env.state, &key).await.unwrap().is_none(), "removed");

    // A real PNG is kept and shown back signed; another student cannot name it.
    let png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";
    let (_, up) =
        w.api().post(ann, "/private/v1/answers/diagram", json!({"contentType": "image/png", "size": png.len()})).await;
    let key = up["key"].as_str().unwrap().to_owned();
    let res = reqwest::Client::new()
        .put(up["uploadUrl"].as_str().unwrap())
        .header("content-type", "image/png")
        .body(png.to_vec())
        .send()
        .await
        .unwrap();
    assert!(res.status().is_success());
    let ok =
        json!({"questionSetId": SET, "questionId": 1, "body": "{}", "text": TEXT, "version": 1, "diagramKey": key});
    let (status, saved) = w.api().put(ann, "/private/v1/answers/draft", ok).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let (_, draft) = w.api().get(ann, &format!("/private/v1/answers/draft?questionSetId={SET}&questionId=1")).await;
    assert!(draft["draft"]["diagramUrl"].as_str().unwrap().contains(&key));
    let theirs =
        json!({"questionSetId": SET, "questionId": 2, "body": "{}", "text": TEXT, "version": 1, "diagramKey": key});
    assert_eq!(w.api().put(&w.w.bob, "/private/v1/answers/draft", theirs).await.0, StatusCode::FORBIDDEN);
}

#[tokio::test]
async fn an_answer_is_its_students_alone_and_the_desk_is_for_staff() {
    let w = world().await;
    let id = w.handed_in(1).await;
    let bob = &w.w.bob;
    let (status, _) = w.api().get(bob, &format!("/private/v1/answers/one?answerId={id}")).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "another student's answer names nothing");
    let long = "9".repeat(5_000);
    assert_eq!(w.api().get(bob, &format!("/private/v1/answers/one?answerId={long}")).await.0, StatusCode::NOT_FOUND);
    let claim_long = json!({"cognitoId": "x".repeat(3_000), "answerId": long});
    assert_eq!(w.api().post(&w.m1, "/admin/v1/marking/claim", claim_long).await.0, StatusCode::NOT_FOUND);
    let (_, mine) = w.api().get(bob, "/private/v1/answers").await;
    assert_eq!(mine["answers"], json!([]));
    for path in ["/admin/v1/marking/queue", "/admin/v1/marking/insight"] {
        assert_eq!(w.api().get(bob, path).await.0, StatusCode::FORBIDDEN, "{path}");
    }
    let claim = json!({"cognitoId": w.w.ann.sub, "answerId": id});
    assert_eq!(w.api().post(bob, "/admin/v1/marking/claim", claim).await.0, StatusCode::FORBIDDEN);
    // A self-assessment that does not fit the part is a 400, and the draft is kept.
    assert_eq!(w.save(bob, 22, 1, TEXT).await.0, StatusCode::OK);
    let (status, e) = w.submit(bob, 22, 1, json!({"kind": "band", "level": 2})).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::BAD_REQUEST, Some("This part is marked by points, not markbands."))
    );
    assert_eq!(w.submit(bob, 22, 1, json!({"kind": "mark", "mark": 3})).await.0, StatusCode::OK);
}

#[tokio::test]
async fn reading_the_queue_is_one_dynamodb_request() {
    let w = world().await;
    let four = marking::Allowances { subscriber: 4, family_member: 4, trial: 4, paper: 2 };
    marking::set_allowances(&w.w.env.state.db, &four).await.unwrap();
    for q in [1, 2] {
        w.handed_in(q).await;
    }
    let (state, counter) = w.w.env.counting_state();
    let filter = marking::QueueFilter { paper: Some(Paper::One), ..Default::default() };
    let queue = marking::queue(&state.db, &filter).await.unwrap();
    assert_eq!((queue.len(), counter.count()), (2, 1), "one Query on the index");
    assert!(queue[0].submitted_at <= queue[1].submitted_at, "oldest first");
}

#[tokio::test]
async fn a_marker_keeps_marking_by_claiming_again_until_the_claim_lapses() {
    const T0: i64 = 1_790_000_000_000;
    const MINUTE: i64 = 60_000;
    let clock = Clock::fixed(T0);
    let w = world_with(TestEnv::with_clock(clock.clone()).await).await;
    let id = w.handed_in(1).await;
    // The queue's topic filter (on the one Query's results).
    let (_, topic) = w.api().get(&w.m1, "/admin/v1/marking/queue?topicId=2&paper=P1").await;
    assert_eq!(topic[0]["answerId"], id.as_str(), "{topic}");
    let (_, other) = w.api().get(&w.m1, "/admin/v1/marking/queue?topicId=3").await;
    assert_eq!(other, json!([]));

    let claim = json!({"cognitoId": w.w.ann.sub, "answerId": id});
    let (status, desk) = w.api().post(&w.m1, "/admin/v1/marking/claim", claim.clone()).await;
    assert_eq!(status, StatusCode::OK, "{desk}");
    assert_eq!((desk["now"].as_i64(), desk["claimUntil"].as_i64()), (Some(T0), Some(T0 + 30 * MINUTE)));

    // Twenty minutes on: another marker is refused; "Keep marking" (the same marker claiming
    // again) holds it for 30 minutes from now.
    clock.advance(20 * MINUTE);
    let (status, e) = w.api().post(&w.m2, "/admin/v1/marking/claim", claim.clone()).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("ANSWER_CLAIMED")));
    let (status, renewed) = w.api().post(&w.m1, "/admin/v1/marking/claim", claim.clone()).await;
    assert_eq!(status, StatusCode::OK, "{renewed}");
    assert_eq!(
        (renewed["now"].as_i64(), renewed["claimUntil"].as_i64()),
        (Some(T0 + 20 * MINUTE), Some(T0 + 50 * MINUTE))
    );

    // Past the first claim's end it still holds; a draft renews it too.
    clock.advance(29 * MINUTE);
    assert_eq!(w.api().post(&w.m2, "/admin/v1/marking/claim", claim.clone()).await.0, StatusCode::CONFLICT);
    let (status, saved) = w.api().put(&w.m1, "/admin/v1/marking/draft", w.mark_body(&id, Some(2), 4, json!([]))).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    assert_eq!((saved["now"].as_i64(), saved["claimUntil"].as_i64()), (Some(T0 + 49 * MINUTE), Some(T0 + 79 * MINUTE)));

    // Lapsed: the marker's save is refused with the reason, and another marker may take it.
    clock.advance(31 * MINUTE);
    let (status, e) = w.api().put(&w.m1, "/admin/v1/marking/draft", w.mark_body(&id, Some(2), 4, json!([]))).await;
    assert_eq!(
        (status, e["message"].as_str()),
        (StatusCode::CONFLICT, Some("Claim this answer before marking it (a claim lapses after 30 minutes)."))
    );
    let (status, taken) = w.api().post(&w.m2, "/admin/v1/marking/claim", claim).await;
    assert_eq!(status, StatusCode::OK, "{taken}");
    assert_eq!(taken["answer"]["draftMark"]["mark"], 4, "the first marker's draft is kept for the next");
}
