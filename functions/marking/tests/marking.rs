//! Written answers and the marking desk on the emulators: drafts that two tabs cannot overwrite,
//! handing in under the monthly allowance (twenty at once against four), one marker per answer,
//! the rubric's rules, comments at passages, the return as the student sees it, diagrams that must
//! be images, and every answer its student's own.

use api::clock::Clock;
use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};
use store::catalogue::{self, Subject};
use store::marking::{self, CourseLevel, Paper};
use store::question_bank::{self, Question, QuestionSet};
use store::users::{FamilyMember, PlanType, Profile, SubscriptionStatus};
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
            diagrams: vec![],
            answer_diagrams: vec![],
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

    /// Ann's answer claimed by the first marker and returned with `mark` in `band`: the return's body.
    async fn mark_and_return(&self, answer_id: &str, band: u8, mark: u32) -> Value {
        let claim = json!({"cognitoId": self.w.ann.sub, "answerId": answer_id});
        let (status, desk) = self.api().post(&self.m1, "/admin/v1/marking/claim", claim).await;
        assert_eq!(status, StatusCode::OK, "{desk}");
        let body = self.mark_body(answer_id, Some(band), mark, json!([]));
        let (status, back) = self.api().post(&self.m1, "/admin/v1/marking/return", body).await;
        assert_eq!(status, StatusCode::OK, "{back}");
        back
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
    let stored = marking::answer(&w.w.env.state.db, &w.w.ann.sub, &id.clone().into()).await.unwrap().unwrap();
    let winner = if a.0 == StatusCode::OK { &w.m1 } else { &w.m2 };
    assert_eq!(stored.claim_by.as_ref().map(|u| u.as_str()), Some(winner.sub.as_str()));
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
    assert!(key.starts_with(&format!("pending/answers/{}/", ann.sub)), "{key}");
    // The link is the SDK's SigV4 presigned PUT: its signature covers the type and the exact size
    // asked for, so S3 refuses an upload of any other type or size (the SDK signs content-length
    // since awslabs/aws-sdk-rust#466).
    let url = reqwest::Url::parse(up["uploadUrl"].as_str().unwrap()).unwrap();
    let signed = url.query_pairs().find(|(k, _)| k == "X-Amz-SignedHeaders").map(|(_, v)| v.into_owned());
    let signed: Vec<String> = signed.expect("a presigned URL").split(';').map(str::to_owned).collect();
    assert!(signed.contains(&"content-length".to_owned()) && signed.contains(&"content-type".to_owned()), "{signed:?}");
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
    assert!(services::files::first_bytes(&w.w.env.state, &key).await.unwrap().is_none(), "removed");

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
    // Claimed: kept outside the pending prefix, under the same name.
    let kept = key.strip_prefix("pending/").unwrap();
    assert_eq!(draft["draft"]["diagramKey"], kept);
    assert!(draft["draft"]["diagramUrl"].as_str().unwrap().contains(kept));
    let theirs =
        json!({"questionSetId": SET, "questionId": 2, "body": "{}", "text": TEXT, "version": 1, "diagramKey": kept});
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
    let four = marking::Allowances { subscriber: 4, family_member: 4, trial: 4, paper: 2, ..Default::default() };
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

#[tokio::test]
async fn the_queue_filtered_by_level_shows_only_that_levels_answers() {
    let w = world().await;
    let db = &w.w.env.state.db;
    // Set 7 is Economics HL (subject 1); set 8 is Economics SL (subject 2, topic 5).
    for (id, name) in [(1, "Economics HL"), (2, "Economics SL")] {
        catalogue::put_subject(db, &Subject { id, name: name.into() }).await.unwrap();
    }
    question_bank::put_set(db, &QuestionSet { id: 8, name: "SL practice".into(), subject_id: 2, topic_id: 5 })
        .await
        .unwrap();
    let sl_question = Question {
        id: 1,
        name: "SL question 01".into(),
        question_set_id: 8,
        subject_id: 2,
        topic_id: 5,
        question_key: "qna/sl-1.svg".into(),
        answer_key: "qna/sl-1.pdf".into(),
        answer_video_key: None,
        diagrams: vec![],
        answer_diagrams: vec![],
        marks: Some(10),
        text: Some("Explain the SL question.".into()),
        paper: Some(Paper::One),
    };
    question_bank::put_question(db, &sl_question).await.unwrap();
    let (ann, bob) = (&w.w.ann, &w.w.bob);
    let hl = w.handed_in(1).await;
    let draft = json!({"questionSetId": 8, "questionId": 1, "body": "{}", "text": TEXT, "version": 1});
    assert_eq!(w.api().put(bob, "/private/v1/answers/draft", draft).await.0, StatusCode::OK);
    let hand_in =
        json!({"questionSetId": 8, "questionId": 1, "version": 1, "selfAssessment": {"kind": "band", "level": 2}});
    let (status, handed) = w.api().post(bob, "/private/v1/answers/submit", hand_in).await;
    assert_eq!(status, StatusCode::OK, "{handed}");
    let sl = handed["answerId"].as_str().unwrap().to_owned();
    // What the store holds: each answer keeps its subject's level.
    let (stored_hl, stored_sl) = (
        marking::answer(db, &ann.sub, &hl.clone().into()).await.unwrap().unwrap(),
        marking::answer(db, &bob.sub, &sl.clone().into()).await.unwrap().unwrap(),
    );
    assert_eq!((stored_hl.level, stored_sl.level), (Some(CourseLevel::Higher), Some(CourseLevel::Standard)));

    let (_, all) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!(all.as_array().unwrap().len(), 2, "{all}");
    for (level, id, student) in [("HL", &hl, ann), ("SL", &sl, bob)] {
        let (status, queue) = w.api().get(&w.m1, &format!("/admin/v1/marking/queue?level={level}")).await;
        assert_eq!(status, StatusCode::OK, "{queue}");
        assert_eq!(queue.as_array().unwrap().len(), 1, "{level}: {queue}");
        assert_eq!(
            (queue[0]["answerId"].as_str(), queue[0]["cognitoId"].as_str(), queue[0]["level"].as_str()),
            (Some(id.as_str()), Some(student.sub.as_str()), Some(level))
        );
    }
    // With the other filters: the SL answer is of topic 5, the HL one a 10-mark Paper 1 part.
    let (_, none) = w.api().get(&w.m1, "/admin/v1/marking/queue?level=SL&topicId=2").await;
    assert_eq!(none, json!([]));
    let (_, both) = w.api().get(&w.m1, "/admin/v1/marking/queue?level=HL&paper=P1&marks=10").await;
    assert_eq!((both.as_array().unwrap().len(), both[0]["answerId"].as_str()), (1, Some(hl.as_str())), "{both}");
    assert_eq!(w.api().get(&w.m1, "/admin/v1/marking/queue?level=XL").await.0, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn an_answer_waiting_longer_than_the_48_hour_turnaround_is_overdue() {
    const T0: i64 = 1_790_000_000_000;
    const MINUTE: i64 = 60_000;
    const HOUR: i64 = 60 * MINUTE;
    let clock = Clock::fixed(T0);
    let w = world_with(TestEnv::with_clock(clock.clone()).await).await;
    let old = w.handed_in(1).await;
    // Bob hands in half an hour later (both trials last an hour from T0).
    clock.advance(30 * MINUTE);
    let bob = &w.w.bob;
    assert_eq!(w.save(bob, 2, 1, TEXT).await.0, StatusCode::OK);
    let (status, handed) = w.submit(bob, 2, 1, json!({"kind": "band", "level": 3})).await;
    assert_eq!(status, StatusCode::OK, "{handed}");
    let fresh = handed["answerId"].as_str().unwrap().to_owned();
    let stored = marking::answer(&w.w.env.state.db, &bob.sub, &fresh.clone().into()).await.unwrap().unwrap();
    assert_eq!(stored.submitted_at, Some(T0 + 30 * MINUTE));

    // 48 hours after Bob handed in: Ann's has waited 48 h 30 min (overdue), Bob's exactly 48 h (not
    // longer than the turnaround: not yet).
    clock.advance(48 * HOUR);
    let (status, queue) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!(status, StatusCode::OK, "{queue}");
    let seen: Vec<_> = queue
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["answerId"].as_str(), e["submittedAt"].as_i64(), e["ageMs"].as_i64(), e["overdue"].as_bool()))
        .collect();
    assert_eq!(
        seen,
        [
            (Some(old.as_str()), Some(T0), Some(48 * HOUR + 30 * MINUTE), Some(true)),
            (Some(fresh.as_str()), Some(T0 + 30 * MINUTE), Some(48 * HOUR), Some(false)),
        ]
    );
    // A minute on, Bob's is overdue too.
    clock.advance(MINUTE);
    let (_, later) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!((later[0]["overdue"].as_bool(), later[1]["overdue"].as_bool()), (Some(true), Some(true)), "{later}");

    // Ann's returned now: late in the insight; Bob's still waits.
    w.mark_and_return(&old, 2, 4).await;
    let (_, insight) = w.api().get(&w.m1, "/admin/v1/marking/insight").await;
    assert_eq!(
        (insight["waiting"].as_u64(), insight["returned"].as_u64(), insight["late"].as_u64()),
        (Some(1), Some(1), Some(1)),
        "{insight}"
    );
    assert_eq!(insight["medianTurnaroundMs"].as_i64(), Some(48 * HOUR + 31 * MINUTE));
    let (_, left) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!((left.as_array().unwrap().len(), left[0]["answerId"].as_str()), (1, Some(fresh.as_str())));
}

#[tokio::test]
async fn each_family_member_has_their_own_monthly_allowance() {
    let w = world().await;
    let db = &w.w.env.state.db;
    let (ann, bob) = (&w.w.ann, &w.w.bob);
    // Ann owns a family plan with Bob on it: 2 marked answers a month for her plan, 1 for each member.
    let allowances = marking::Allowances { subscriber: 2, family_member: 1, trial: 1, paper: 2, ..Default::default() };
    marking::set_allowances(db, &allowances).await.unwrap();
    let now = w.w.env.clock.now_secs();
    let mut owner = Profile::new(&ann.sub, ann.sub.as_str(), &ann.email, "Ann", "Owner", now);
    (owner.subscription_status, owner.subscription_expiry, owner.subscription_plan_type) =
        (SubscriptionStatus::Active, now + 86_400, PlanType::FamilyOwner);
    owner.family_members.insert(
        bob.sub.clone(),
        FamilyMember { first_name: "Bob".into(), last_name: "Member".into(), email: bob.email.clone() },
    );
    store::users::put(db, &owner).await.unwrap();
    let mut member = Profile::new(&bob.sub, bob.sub.as_str(), &bob.email, "Bob", "Member", now);
    (member.subscription_status, member.subscription_expiry, member.subscription_plan_type) =
        (SubscriptionStatus::Active, now + 86_400, PlanType::FamilyMember);
    member.family_owner_id = Some(ann.sub.clone());
    store::users::put(db, &member).await.unwrap();

    // Bob uses his one; his next is refused.
    assert_eq!(w.save(bob, 1, 1, TEXT).await.0, StatusCode::OK);
    let (status, handed) = w.submit(bob, 1, 1, json!({"kind": "band", "level": 3})).await;
    assert_eq!(status, StatusCode::OK, "{handed}");
    assert_eq!((handed["allowance"]["limit"].as_u64(), handed["allowance"]["used"].as_u64()), (Some(1), Some(1)));
    assert_eq!(w.save(bob, 2, 1, TEXT).await.0, StatusCode::OK);
    let (status, e) = w.submit(bob, 2, 1, json!({"kind": "band", "level": 3})).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("MARKING_ALLOWANCE_USED")), "{e}");
    assert!(e["message"].as_str().unwrap().starts_with("You have used this month's 1 marked answer. "), "{e}");

    // Ann's allowance is untouched by Bob's: she still hands in both of hers.
    let (_, page) = w.api().get(ann, &format!("/private/v1/answers/draft?questionSetId={SET}&questionId=3")).await;
    assert_eq!((page["allowance"]["limit"].as_u64(), page["allowance"]["used"].as_u64()), (Some(2), Some(0)), "{page}");
    w.handed_in(3).await;
    w.handed_in(4).await;
    assert_eq!(w.save(ann, 5, 1, TEXT).await.0, StatusCode::OK);
    let (status, e) = w.submit(ann, 5, 1, json!({"kind": "band", "level": 3})).await;
    assert_eq!((status, e["code"].as_str()), (StatusCode::CONFLICT, Some("MARKING_ALLOWANCE_USED")), "{e}");

    // What the store holds: each their own month's count.
    let month = domain::marking::month_of(w.w.env.clock.now_ms());
    assert_eq!(marking::allowance_used(db, &ann.sub, &month).await.unwrap(), 2);
    assert_eq!(marking::allowance_used(db, &bob.sub, &month).await.unwrap(), 1);
    let (_, bobs) = w.api().get(bob, "/private/v1/answers").await;
    assert_eq!((bobs["allowance"]["limit"].as_u64(), bobs["allowance"]["used"].as_u64()), (Some(1), Some(1)), "{bobs}");
}

#[tokio::test]
async fn a_returned_mark_counts_in_its_topics_mastery_as_five_questions_at_its_share() {
    const T0: i64 = 1_790_000_000_000;
    const MINUTE: i64 = 60_000;
    // The topic of set 7's questions.
    const TOPIC: u32 = 2;
    let clock = Clock::fixed(T0);
    let w = world_with(TestEnv::with_clock(clock.clone()).await).await;
    let db = &w.w.env.state.db;
    let three = marking::Allowances { subscriber: 4, family_member: 4, trial: 3, paper: 2, ..Default::default() };
    marking::set_allowances(db, &three).await.unwrap();
    let ann = &w.w.ann;
    // The dashboard's mastery (GET /private/v2/review/mastery, in `review`) and the digest read
    // `services::mastery`: its numbers are checked here, worked out by hand from `domain::mastery`.
    // Handed in but not yet marked: nothing to go on for topic 2.
    let first = w.handed_in(1).await;
    let mastery = services::mastery::of_student(db, &ann.sub, clock.now_ms()).await.unwrap();
    assert_eq!(mastery.get(&TOPIC), None, "{mastery:?}");

    // 4 of 10 counts as five questions at 0.4: 2 / 5 = 40.
    w.mark_and_return(&first, 2, 4).await;
    let mastery = services::mastery::of_student(db, &ann.sub, clock.now_ms()).await.unwrap();
    assert_eq!(mastery.get(&TOPIC).copied(), Some(40), "{mastery:?}");

    // Another question waiting changes nothing; marked 9 of 10: (2 + 4.5) / 10 = 65.
    clock.advance(MINUTE);
    let second = w.handed_in(2).await;
    let mastery = services::mastery::of_student(db, &ann.sub, clock.now_ms()).await.unwrap();
    assert_eq!(mastery.get(&TOPIC).copied(), Some(40), "{mastery:?}");
    w.mark_and_return(&second, 5, 9).await;
    let mastery = services::mastery::of_student(db, &ann.sub, clock.now_ms()).await.unwrap();
    assert_eq!(mastery.get(&TOPIC).copied(), Some(65), "{mastery:?}");

    // Question 1 answered again and marked 8 of 10: the latest marking counts, (4 + 4.5) / 10 = 85,
    // but fifteen answers (three marked answers) all on one day hold it at 79, Familiar: a level
    // above needs answers on more than one day (`domain::mastery`'s evidence).
    clock.advance(MINUTE);
    let again = w.handed_in(1).await;
    w.mark_and_return(&again, 4, 8).await;
    let mastery = services::mastery::of_student(db, &ann.sub, clock.now_ms()).await.unwrap();
    assert_eq!((mastery.get(&TOPIC).copied(), mastery.len()), (Some(79), 1), "{mastery:?}");
    let stored = marking::answers(db, &ann.sub).await.unwrap();
    let returned = stored.iter().filter(|a| a.status == marking::AnswerStatus::Returned).count();
    assert_eq!(returned, 3, "the earlier marking of question 1 is kept, only not counted");
}

#[tokio::test]
async fn the_insight_gives_median_and_90th_percentile_turnaround_and_the_students_calibration() {
    const T0: i64 = 1_790_000_000_000;
    const MINUTE: i64 = 60_000;
    const HOUR: i64 = 60 * MINUTE;
    let clock = Clock::fixed(T0);
    let w = world_with(TestEnv::with_clock(clock.clone()).await).await;
    let db = &w.w.env.state.db;
    let three = marking::Allowances { subscriber: 4, family_member: 4, trial: 3, paper: 2, ..Default::default() };
    marking::set_allowances(db, &three).await.unwrap();
    // Three answers, each expecting band 3 (5–6), handed in ten minutes apart...
    let first = w.handed_in(1).await;
    clock.advance(10 * MINUTE);
    let second = w.handed_in(2).await;
    clock.advance(10 * MINUTE);
    let third = w.handed_in(3).await;
    // ...returned 2 h, 30 h and 50 h after each was handed in: 4 (over), 6 (on target), 9 (under).
    clock.advance(HOUR + 40 * MINUTE);
    w.mark_and_return(&first, 2, 4).await;
    clock.advance(28 * HOUR + 10 * MINUTE);
    w.mark_and_return(&second, 3, 6).await;
    clock.advance(20 * HOUR + 10 * MINUTE);
    w.mark_and_return(&third, 5, 9).await;

    // What the store holds: the month's returns with their turnaround.
    let returned = marking::returned(db, "2026-09").await.unwrap();
    let held: Vec<_> = returned.iter().map(|r| (r.answer_id.to_string(), r.turnaround_ms, r.self_range)).collect();
    assert_eq!(
        held,
        [
            (first.clone(), 2 * HOUR, Some((5, 6))),
            (second.clone(), 30 * HOUR, Some((5, 6))),
            (third.clone(), 50 * HOUR, Some((5, 6))),
        ]
    );

    let (status, insight) = w.api().get(&w.m1, "/admin/v1/marking/insight").await;
    assert_eq!(status, StatusCode::OK, "{insight}");
    assert_eq!(insight["month"], "2026-09");
    assert_eq!(
        (insight["waiting"].as_u64(), insight["returned"].as_u64(), insight["late"].as_u64()),
        (Some(0), Some(3), Some(1)),
        "{insight}"
    );
    // Nearest rank over [2 h, 30 h, 50 h]: the median is the 2nd (⌈1.5⌉), the 90th percentile the 3rd (⌈2.7⌉).
    assert_eq!(
        (insight["medianTurnaroundMs"].as_i64(), insight["p90TurnaroundMs"].as_i64()),
        (Some(30 * HOUR), Some(50 * HOUR))
    );
    // Against 5.5 expected: +15%, −5%, −35% of the marks; the mean −8.3% (they expect a little less).
    assert_eq!(insight["calibration"], json!({"onTarget": 1, "over": 1, "under": 1, "meanGapPercent": -8.3}));
    assert_eq!(insight["markers"], json!([{"name": "Stella Staff", "returned": 3}]));
    let marks: Vec<_> = insight["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| (q["questionId"].as_u64(), q["marks"].clone()))
        .collect();
    assert_eq!(marks, [(Some(1), json!([4])), (Some(2), json!([6])), (Some(3), json!([9]))]);
}

#[tokio::test]
async fn a_question_about_a_mark_is_linked_to_the_answer_and_staff_read_it_beside_the_thread() {
    let w = world().await;
    let (ann, bob) = (&w.w.ann, &w.w.bob);
    let help = ApiClient::new(w.w.env.spawn(::help::router()).await);
    let ask = |answer_id: &str| {
        json!({"title": "About my mark: Question 01", "message": "Why band 2?",
        "originalUrl": "/my-answers", "studentFullName": "", "answerId": answer_id})
    };
    let id = w.handed_in(1).await;
    // Not marked yet: there is no mark to ask about.
    let (status, e) = help.post(ann, "/private/v2/ask-a-question/thread/new", ask(&id)).await;
    assert_eq!((status, e["message"].as_str()), (StatusCode::NOT_FOUND, Some("Answer not found.")));
    w.mark_and_return(&id, 2, 4).await;
    // Another student cannot attach Ann's answer to a thread of theirs, nor a made-up id.
    assert_eq!(help.post(bob, "/private/v2/ask-a-question/thread/new", ask(&id)).await.0, StatusCode::NOT_FOUND);
    assert_eq!(
        help.post(ann, "/private/v2/ask-a-question/thread/new", ask(&"9".repeat(2000))).await.0,
        StatusCode::NOT_FOUND
    );

    let (status, thread) = help.post(ann, "/private/v2/ask-a-question/thread/new", ask(&id)).await;
    assert_eq!((status, thread["answerId"].as_str()), (StatusCode::CREATED, Some(id.as_str())), "{thread}");
    let (_, list) = help.get(ann, "/private/v2/ask-a-question/thread/list").await;
    assert_eq!(list[0]["answerId"].as_str(), Some(id.as_str()));
    let stored = store::help::thread(&w.w.env.state.db, &ann.sub, thread["createdAt"].as_i64().unwrap()).await.unwrap();
    assert_eq!(stored.and_then(|t| t.answer_id).map(|a| a.to_string()), Some(id.clone()));

    // Staff open the thread and read the answer it is about, without taking a claim.
    let path = format!("/admin/v1/help/thread?cognitoId={}&threadCreatedAt={}", ann.sub, thread["createdAt"]);
    let (_, one) = help.get(&w.m2, &path).await;
    assert_eq!(one["thread"]["answerId"].as_str(), Some(id.as_str()));
    let read = format!("/admin/v1/marking/answer?cognitoId={}&answerId={id}", ann.sub);
    let stored = || async { marking::answer(&w.w.env.state.db, &ann.sub, &id.clone().into()).await.unwrap().unwrap() };
    let before = stored().await;
    let (status, reading) = w.api().get(&w.m2, &read).await;
    assert_eq!(status, StatusCode::OK, "{reading}");
    assert_eq!(
        (reading["question"]["name"].as_str(), reading["answer"]["mark"]["mark"].as_u64()),
        (Some("Question 01"), Some(4))
    );
    assert_eq!(reading["answer"]["mark"]["overall"], "Define terms first, then use the diagram.");
    assert_eq!(reading["answer"]["selfAssessment"]["level"], 3, "returned: what Ann expected is shown beside the mark");
    assert_eq!(stored().await, before, "the read changed nothing, took no claim");
    assert_eq!(w.api().get(ann, &read).await.0, StatusCode::FORBIDDEN, "staff only");

    // Staff take the question out of the bank: the answer, its mark and comments still read, without it.
    store::question_bank::delete_question(&w.w.env.state.db, SET, 1).await.unwrap();
    let (status, reading) = w.api().get(&w.m2, &read).await;
    assert_eq!(status, StatusCode::OK, "{reading}");
    assert!(reading["question"].is_null(), "{reading}");
    assert_eq!(
        (reading["answer"]["mark"]["mark"].as_u64(), reading["answer"]["mark"]["overall"].as_str()),
        (Some(4), Some("Define terms first, then use the diagram."))
    );
}

#[tokio::test]
async fn an_answer_is_named_by_its_questions_words_on_the_students_list_and_the_desks_queue() {
    let w = world().await;
    let four = marking::Allowances { subscriber: 4, family_member: 4, trial: 4, paper: 2, ..Default::default() };
    marking::set_allowances(&w.w.env.state.db, &four).await.unwrap();
    w.handed_in(1).await;
    w.handed_in(2).await;
    assert_eq!(w.save(&w.w.ann, 3, 1, TEXT).await.0, StatusCode::OK, "a draft too");

    let (status, mine) = w.api().get(&w.w.ann, "/private/v1/answers").await;
    assert_eq!(status, StatusCode::OK, "{mine}");
    let mut names: Vec<&str> =
        mine["answers"].as_array().unwrap().iter().map(|a| a["questionExcerpt"].as_str().unwrap()).collect();
    names.sort_unstable();
    assert_eq!(names, ["Explain question 1.", "Explain question 2.", "Explain question 3."]);

    let (status, queue) = w.api().get(&w.m1, "/admin/v1/marking/queue").await;
    assert_eq!(status, StatusCode::OK, "{queue}");
    let names: Vec<&str> = queue.as_array().unwrap().iter().map(|a| a["questionExcerpt"].as_str().unwrap()).collect();
    assert_eq!(names, ["Explain question 1.", "Explain question 2."], "oldest first, by the question's words");

    // The words of every listed answer's question come in one BatchGetItem, not one read each.
    let (state, counter) = w.w.env.counting_state();
    let found = question_bank::questions(&state.db, &[(SET, 1), (SET, 2), (SET, 3), (SET, 1)]).await.unwrap();
    assert_eq!((found.len(), counter.count()), (3, 1));
}

#[tokio::test]
async fn staff_write_a_descriptor_for_each_band_and_the_desk_shows_them_beside_the_bands() {
    let w = world().await;
    let (status, none) = w.api().get(&w.m1, "/admin/v1/marking/descriptors").await;
    assert_eq!(status, StatusCode::OK, "{none}");
    assert_eq!(none["ten"], json!([null, null, null, null, null, null]));

    let body =
        json!({"ten": [null, "Little knowledge; no diagram.", "", null, null, "Accurate, with a correct diagram."]});
    let (status, kept) = w.api().put(&w.m1, "/admin/v1/marking/descriptors", body).await;
    assert_eq!(status, StatusCode::OK, "{kept}");
    assert_eq!(kept["ten"][2], Value::Null, "an empty descriptor is none");

    let too_long = json!({"fifteen": [null, "x".repeat(601)]});
    let (status, e) = w.api().put(&w.m1, "/admin/v1/marking/descriptors", too_long).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{e}");
    let too_many = json!({"ten": [null, null, null, null, null, null, "a seventh"]});
    assert_eq!(w.api().put(&w.m1, "/admin/v1/marking/descriptors", too_many).await.0, StatusCode::BAD_REQUEST);
    assert_eq!(
        w.api().put(&w.w.ann, "/admin/v1/marking/descriptors", json!({})).await.0,
        StatusCode::FORBIDDEN,
        "staff only"
    );

    let answer_id = w.handed_in(1).await;
    let claim = json!({"cognitoId": w.w.ann.sub, "answerId": answer_id});
    let (status, desk) = w.api().post(&w.m1, "/admin/v1/marking/claim", claim).await;
    assert_eq!(status, StatusCode::OK, "{desk}");
    assert_eq!(desk["bandDescriptors"][1], "Little knowledge; no diagram.");
    assert_eq!(desk["bandDescriptors"][5], "Accurate, with a correct diagram.");
    assert_eq!(desk["bandDescriptors"].as_array().unwrap().len(), 6);
}

#[tokio::test]
async fn a_returned_answer_is_evidence_for_the_likely_grade_of_its_paper() {
    let w = world().await;
    let ann = &w.w.ann;
    let id = w.handed_in(1).await;
    let (status, g) = w.api().put(ann, "/private/v1/grade", json!({"level": "HL"})).await;
    assert_eq!(status, StatusCode::OK, "{g}");
    assert!(g["prediction"]["likely"].is_null(), "handed in, not marked: no evidence yet: {g}");
    w.mark_and_return(&id, 3, 6).await;
    let (status, g) = w.api().get(ann, "/private/v1/grade").await;
    assert_eq!(status, StatusCode::OK, "{g}");
    // By hand: 6 of 10 marks and no paper sat: every component at 60 %, 60 out of 100 (HL 5: 51–63).
    // Only Paper 1's own answer (counted twice): effective marks (2 × 10)² / (4 × 10) = 10, margin
    // 1/√10 = 0.316: 28.4 (below 37: 1–3) to 91.6 (7).
    let l = &g["prediction"]["likely"];
    assert!((l["score"].as_f64().unwrap() - 60.0).abs() < 1e-9, "{l}");
    assert!((l["scoreLow"].as_f64().unwrap() - (0.6 - 1.0 / 10f64.sqrt()) * 100.0).abs() < 1e-9, "{l}");
    assert_eq!((&l["grade"], &l["range"]), (&json!({"low": 5, "high": 5}), &json!({"low": 1, "high": 7})));
    assert_eq!((l["marks"].as_u64(), l["papers"].as_u64(), l["answers"].as_u64()), (Some(10), Some(0), Some(1)));
    assert_eq!(
        g["prediction"]["working"][3],
        "Likely: you scored 60 % of the 10 marks you have been marked on (no papers and 1 answer); Paper 1 at \
         60 %, its own answers counting twice: 12.0 of 20; Paper 2 at 60 %: 18.0 of 30; Paper 3 at 60 %: 18.0 of \
         30; Internal assessment at 60 %: 12.0 of 20; together 60.0 of 100, for 60.0 out of 100, likely between \
         28.4 and 91.6: grade 5 (range 1–7)."
    );
    assert_eq!(g["papersMarked"], 0, "an answer is not a paper");
    assert_eq!(g["trend"].as_array().map(Vec::len), Some(1), "the trend starts at the returned answer: {g}");
    // A question set for no level counts at both.
    let (_, sl) = w.api().put(ann, "/private/v1/grade", json!({"level": "SL"})).await;
    assert_eq!(sl["prediction"]["likely"]["answers"], 1, "{sl}");
    // Bob's grade knows nothing of Ann's answer.
    let (_, bob) = w.api().put(&w.w.bob, "/private/v1/grade", json!({"level": "HL"})).await;
    assert!(bob["prediction"]["likely"].is_null(), "{bob}");
}

/// D and S crossing at (40, 50): a curve is element 0 and 1, the equilibrium element 2.
fn market_diagram(supply_label: &str) -> Value {
    json!({
        "version": 1,
        "axes": { "x": { "text": "Quantity" }, "y": { "text": "Price" }, "kind": "market" },
        "elements": [
            { "kind": "curve", "shape": { "kind": "line", "from": { "x": 0, "y": 90 }, "to": { "x": 85, "y": 5 } },
              "label": { "text": "D" }, "style": "solid" },
            { "kind": "curve", "shape": { "kind": "line", "from": { "x": 0, "y": 10 }, "to": { "x": 85, "y": 95 } },
              "label": { "text": supply_label, "sub": "2" }, "style": "solid" },
            { "kind": "point", "at": { "x": 40, "y": 50 }, "yLabel": { "text": "P", "sub": "e" },
              "xLabel": { "text": "Q", "sub": "e" } }
        ]
    })
}

/// Diagrams as the server reads them (a JSON 40 and 40.0 are the same coordinate).
fn diagrams(v: &Value) -> Vec<domain::diagram::Diagram> {
    serde_json::from_value(v.clone()).unwrap()
}

#[tokio::test]
async fn a_drawn_diagram_is_kept_checked_pinned_by_the_marker_and_shown_to_the_student() {
    let w = world().await;
    let ann = &w.w.ann;
    let save = |diagrams: Value, version: u64| {
        json!({"questionSetId": SET, "questionId": 1, "body": "{}", "text": TEXT, "version": version,
            "diagrams": diagrams})
    };
    let (status, saved) = w.api().put(ann, "/private/v1/answers/draft", save(json!([market_diagram("S")]), 1)).await;
    assert_eq!(status, StatusCode::OK, "{saved}");
    let read = format!("/private/v1/answers/draft?questionSetId={SET}&questionId=1");
    let (_, draft) = w.api().get(ann, &read).await;
    assert_eq!(diagrams(&draft["draft"]["diagrams"]), diagrams(&json!([market_diagram("S")])), "kept as drawn");
    // Staff's diagrams drawn with the question and its model answer come with the question.
    let db = &w.w.env.state.db;
    let mut q = question_bank::question(db, SET, 1).await.unwrap().unwrap();
    q.diagrams = diagrams(&json!([market_diagram("S")]));
    q.answer_diagrams = diagrams(&json!([market_diagram("S"), market_diagram("S")]));
    question_bank::put_question(db, &q).await.unwrap();
    let (_, draft) = w.api().get(ann, &read).await;
    assert_eq!(
        (
            draft["question"]["diagrams"].as_array().map(Vec::len),
            draft["question"]["answerDiagrams"].as_array().map(Vec::len)
        ),
        (Some(1), Some(2))
    );

    // Hand-crafted documents: markup in a label, too many elements, an unknown kind, a
    // coordinate off the canvas. Each is refused with a clear 4xx and nothing is stored.
    let note = json!({"kind": "note", "at": {"x": 1, "y": 1}, "text": "n"});
    let mut crowded = market_diagram("S");
    crowded["elements"] = Value::Array(vec![note.clone(); 61]);
    let mut flood = market_diagram("S");
    flood["elements"] = Value::Array(vec![note; 10_000]);
    let mut unknown = market_diagram("S");
    unknown["elements"][0]["kind"] = json!("script");
    let mut off = market_diagram("S");
    off["elements"][2]["at"]["x"] = json!(1e30);
    for (diagram, status, said) in [
        (
            market_diagram("<svg onload=alert(1)>"),
            StatusCode::BAD_REQUEST,
            Some("Diagram 2: Labels and notes are plain text: no <, > or control characters."),
        ),
        (crowded, StatusCode::BAD_REQUEST, Some("Diagram 2: A diagram has at most 60 elements; this one has 61.")),
        (flood, StatusCode::PAYLOAD_TOO_LARGE, Some("The request body is too large.")),
        (unknown, StatusCode::BAD_REQUEST, None),
        (off, StatusCode::BAD_REQUEST, Some("Diagram 2: Every coordinate must be a number between 0 and 100.")),
    ] {
        let (got, e) =
            w.api().put(ann, "/private/v1/answers/draft", save(json!([market_diagram("S"), diagram]), 2)).await;
        assert_eq!(got, status, "{e}");
        if let Some(said) = said {
            assert_eq!(e["message"].as_str(), Some(said));
        }
    }
    let stored = marking::answer(&w.w.env.state.db, &ann.sub, &"7-1-draft".into()).await.unwrap().unwrap();
    assert_eq!((stored.version, stored.diagrams.len()), (1, 1), "nothing stored by a refused save");
    assert_eq!(stored.diagrams, diagrams(&json!([market_diagram("S")])));

    // Handed in with two diagrams; the marker reads them and pins a comment on the second's S₂.
    let two = json!([market_diagram("S"), market_diagram("S")]);
    assert_eq!(w.api().put(ann, "/private/v1/answers/draft", save(two.clone(), 2)).await.0, StatusCode::OK);
    let (status, handed) = w.submit(ann, 1, 2, json!({"kind": "band", "level": 3})).await;
    assert_eq!(status, StatusCode::OK, "{handed}");
    let id = handed["answerId"].as_str().unwrap();
    let (_, desk) = w.api().post(&w.m1, "/admin/v1/marking/claim", json!({"cognitoId": ann.sub, "answerId": id})).await;
    assert_eq!(diagrams(&desk["answer"]["diagrams"]), diagrams(&two));
    let pinned = |diagram: u32, element: u32| {
        let mut body = w.mark_body(id, Some(3), 5, json!([]));
        body["pins"] = json!([{"diagram": diagram, "element": element, "text": "S₂ should shift left"}]);
        body
    };
    for (diagram, element) in [(2, 1), (1, 3)] {
        let (status, e) = w.api().put(&w.m1, "/admin/v1/marking/draft", pinned(diagram, element)).await;
        assert_eq!(
            (status, e["message"].as_str()),
            (
                StatusCode::BAD_REQUEST,
                Some("Each pin must point at an element of one of the answer's diagrams and say something.")
            )
        );
    }
    let (status, back) = w.api().post(&w.m1, "/admin/v1/marking/return", pinned(1, 1)).await;
    assert_eq!(status, StatusCode::OK, "{back}");
    let (_, one) = w.api().get(ann, &format!("/private/v1/answers/one?answerId={id}")).await;
    assert_eq!(diagrams(&one["answer"]["diagrams"]), diagrams(&two));
    assert_eq!(one["answer"]["mark"]["pins"], json!([{"diagram": 1, "element": 1, "text": "S₂ should shift left"}]));
}
