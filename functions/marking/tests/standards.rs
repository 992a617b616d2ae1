//! Standardised marking on the emulators (docs/standards.md): the head of marking makes seeds of
//! handed-in answers; a marker qualifies on the set before the desk hands them the part; a seed
//! comes in the live queue looking like any answer; two seeds outside tolerance pause the marker
//! and send their answers for a second, blind marking; a second marker's mark beyond tolerance
//! goes to the head, who decides, and the student sees one mark; the figures; the data set; and a
//! student's erasure takes the seeds of their answers.

use futures::future::join_all;
use reqwest::StatusCode;
use serde_json::{Value, json};
use store::marking::Paper;
use store::question_bank::{self, Question, QuestionSet};
use testkit::{ApiClient, TestEnv, TestUser, TwoStudents};

const SET: u32 = 7;
const TEXT: &str = "Demand is the quantity consumers are willing and able to buy at each price.";

struct World {
    w: TwoStudents,
    head: TestUser,
    m1: TestUser,
    m2: TestUser,
    m3: TestUser,
}

async fn world() -> World {
    let w = TwoStudents::new(TestEnv::new().await, ::marking::router()).await;
    let db = &w.env.state.db;
    question_bank::put_set(db, &QuestionSet { id: SET, name: "Paper 1 practice".into(), subject_id: 1, topic_id: 2 })
        .await
        .unwrap();
    for id in 1..=8 {
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
            marks: Some(10),
            text: Some(format!("Explain question {id}.")),
            paper: Some(Paper::One),
        };
        question_bank::put_question(db, &q).await.unwrap();
    }
    let (head, m1) = tokio::join!(w.env.head_of_marking("head-standards@example.com"), w.env.staff("m1@example.com"));
    let (m2, m3) = tokio::join!(w.env.staff("m2-standards@example.com"), w.env.staff("m3@example.com"));
    let room = json!({"subscriber": 20, "familyMember": 20, "trial": 20, "paper": 2, "iaDraft": 1, "iaFinal": 2});
    assert_eq!(w.api.put(&head, "/admin/v1/marking/allowances", room).await.0, StatusCode::OK);
    World { w, head, m1, m2, m3 }
}

impl World {
    fn api(&self) -> &ApiClient {
        &self.w.api
    }

    /// Ann's answer to `question`, handed in: its id.
    async fn handed_in(&self, question: u32) -> String {
        let body = json!({"questionSetId": SET, "questionId": question, "body": "{}", "text": TEXT, "version": 1});
        assert_eq!(self.api().put(&self.w.ann, "/private/v1/answers/draft", body).await.0, StatusCode::OK);
        let body = json!({"questionSetId": SET, "questionId": question, "version": 1,
            "selfAssessment": {"kind": "band", "level": 3}});
        let (status, body) = self.api().post(&self.w.ann, "/private/v1/answers/submit", body).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        body["answerId"].as_str().unwrap().to_owned()
    }

    async fn queue(&self, who: &TestUser) -> Vec<Value> {
        let (status, q) = self.api().get(who, "/admin/v1/marking/queue").await;
        assert_eq!(status, StatusCode::OK, "{q}");
        q.as_array().unwrap().clone()
    }

    async fn claim(&self, who: &TestUser, cognito: &str, answer: &str) -> (StatusCode, Value) {
        self.api().post(who, "/admin/v1/marking/claim", json!({"cognitoId": cognito, "answerId": answer})).await
    }

    /// Claims and returns an entry with `band` and `mark`.
    async fn mark(&self, who: &TestUser, cognito: &str, answer: &str, band: u8, mark: u32) {
        let (status, desk) = self.claim(who, cognito, answer).await;
        assert_eq!(status, StatusCode::OK, "{desk}");
        let body = json!({"cognitoId": cognito, "answerId": answer, "band": band, "mark": mark, "comments": [],
            "overall": "Define terms first."});
        let (status, back) = self.api().post(who, "/admin/v1/marking/return", body).await;
        assert_eq!(status, StatusCode::OK, "{back}");
    }

    /// Marks every seed of the qualification set at its `marks` (in order).
    async fn qualify(&self, who: &TestUser, marks: &[(u8, u32)]) -> Value {
        let (status, set) = self.api().get(who, "/admin/v1/standards/qualification?part=P1-10").await;
        assert_eq!(status, StatusCode::OK, "{set}");
        assert!(!set.to_string().contains("definitive") && !set.to_string().contains("rationale"), "{set}");
        let mut last = Value::Null;
        for (seed, (band, mark)) in set["seeds"].as_array().unwrap().iter().zip(marks) {
            let body = json!({"part": "P1-10", "seedId": seed["seedId"], "band": band, "mark": mark});
            let (status, after) = self.api().post(who, "/admin/v1/standards/qualification", body).await;
            assert_eq!(status, StatusCode::OK, "{after}");
            last = after;
        }
        last
    }

    fn seed_entry<'a>(&self, queue: &'a [Value]) -> Option<&'a Value> {
        queue.iter().find(|e| e["cognitoId"] != json!(self.w.ann.sub.as_str()))
    }
}

#[tokio::test]
async fn seeds_qualification_pause_second_marking_and_the_heads_decision() {
    let w = world().await;
    let ann = w.w.ann.sub.as_str().to_owned();
    let ids: Vec<String> = join_all((1..=5).map(|q| w.handed_in(q))).await;

    // The head makes three seeds; a marker may not.
    let definitive = [(3u8, 6u32), (4, 8), (2, 4)];
    for (id, (band, mark)) in ids.iter().zip(definitive) {
        let body = json!({"cognitoId": ann, "answerId": id, "band": band, "mark": mark,
            "rationale": "Defines demand; no diagram; one example."});
        let (status, seed) = w.api().post(&w.head, "/admin/v1/standards/seeds", body.clone()).await;
        assert_eq!(status, StatusCode::OK, "{seed}");
        assert!(!seed.to_string().contains(&ann), "a seed carries nothing of its student: {seed}");
        assert_eq!(w.api().post(&w.m1, "/admin/v1/standards/seeds", body).await.0, StatusCode::FORBIDDEN);
    }
    assert_eq!(w.api().get(&w.m1, "/admin/v1/standards/seeds?part=P1-10").await.0, StatusCode::FORBIDDEN);
    assert_eq!(w.api().get(&w.m1, "/admin/v1/standards/figures").await.0, StatusCode::FORBIDDEN);
    let bad = json!({"cognitoId": ann, "answerId": ids[3], "band": 3, "mark": 9, "rationale": "x"});
    assert_eq!(w.api().post(&w.head, "/admin/v1/standards/seeds", bad).await.0, StatusCode::BAD_REQUEST);

    // Three seeds to qualify (two within one mark); a seed in every claim, nothing marked twice.
    let standard = json!({"tolerance": 1, "qualificationSeeds": 3, "qualificationNeeded": 2, "pauseWindow": 5,
        "pauseOutside": 2, "seedShare": 1.0, "secondShare": 0.0});
    let (status, set) =
        w.api().put(&w.head, "/admin/v1/standards/settings", json!({"part": "P1-10", "standard": standard})).await;
    assert_eq!(status, StatusCode::OK, "{set}");

    // Until m1 qualifies, the desk holds the part back and says why.
    assert!(w.queue(&w.m1).await.is_empty());
    let (_, me) = w.api().get(&w.m1, "/admin/v1/standards/me").await;
    assert_eq!(me["parts"][0]["standing"]["kind"], "qualifying", "{me}");
    assert!(me["parts"][0]["why"].as_str().unwrap().contains("mark the qualification set first"));
    let (status, refused) = w.claim(&w.m1, &ann, &ids[3]).await;
    assert_eq!((status, refused["code"].as_str()), (StatusCode::FORBIDDEN, Some("NOT_QUALIFIED")), "{refused}");

    let after = w.qualify(&w.m1, &[(3, 6), (4, 7), (1, 2)]).await;
    assert_eq!(after["standing"]["kind"], "qualified", "{after}");
    assert_eq!(w.queue(&w.m1).await.len(), 5);

    // A live claim brings a seed into the queue: an entry like any other.
    w.mark(&w.m1, &ann, &ids[3], 3, 6).await;
    let queue = w.queue(&w.m1).await;
    let seed = w.seed_entry(&queue).expect("a seed in the queue").clone();
    let live = queue.iter().find(|e| e["cognitoId"] == json!(ann)).unwrap();
    let keys = |v: &Value| v.as_object().unwrap().keys().cloned().collect::<Vec<_>>();
    assert_eq!(keys(&seed), keys(live), "{seed} against {live}");
    // Another marker claiming m1's seed at the same moment as m1 is refused; m1's desk shows it
    // like an answer.
    let (sc, sa) = (seed["cognitoId"].as_str().unwrap(), seed["answerId"].as_str().unwrap());
    let ((other, _), (status, desk)) = tokio::join!(w.claim(&w.m2, sc, sa), w.claim(&w.m1, sc, sa));
    assert_eq!((other, status), (StatusCode::NOT_FOUND, StatusCode::OK), "{desk}");
    assert!(!desk.to_string().contains("definitive"));
    // Far from the definitive mark, twice: paused, and the live answers since go back.
    w.mark(&w.m1, sc, sa, 5, 10).await;
    w.mark(&w.m1, &ann, &ids[0], 3, 5).await;
    let queue = w.queue(&w.m1).await;
    let seed = w.seed_entry(&queue).expect("a second seed").clone();
    // m1 holds a live answer when the pause comes: it cannot be returned afterwards.
    assert_eq!(w.claim(&w.m1, &ann, &ids[1]).await.0, StatusCode::OK);
    let (sc, sa) = (seed["cognitoId"].as_str().unwrap(), seed["answerId"].as_str().unwrap());
    assert_eq!(w.claim(&w.m1, sc, sa).await.0, StatusCode::OK);
    // A draft saved as the seed is returned does not bring it back to the queue.
    let body = json!({"cognitoId": sc, "answerId": sa, "band": 5, "mark": 10, "comments": [], "overall": "x"});
    let (back, _) = tokio::join!(
        w.api().post(&w.m1, "/admin/v1/marking/return", body.clone()),
        w.api().put(&w.m1, "/admin/v1/marking/draft", body)
    );
    assert_eq!(back.0, StatusCode::OK, "{back:?}");
    assert!(w.queue(&w.m1).await.is_empty(), "paused: the part is held back, the seed returned once");
    let late = json!({"cognitoId": ann, "answerId": ids[1], "band": 3, "mark": 5, "comments": [], "overall": "x"});
    let (status, refused) = w.api().post(&w.m1, "/admin/v1/marking/return", late).await;
    assert_eq!((status, refused["code"].as_str()), (StatusCode::FORBIDDEN, Some("NOT_QUALIFIED")), "{refused}");
    let (_, me) = w.api().get(&w.m1, "/admin/v1/standards/me").await;
    assert_eq!(me["parts"][0]["standing"]["kind"], "paused", "{me}");
    let (status, overview) = w.api().get(&w.head, "/admin/v1/standards").await;
    assert_eq!(status, StatusCode::OK, "{overview}");
    assert_eq!(overview["paused"][0]["markerName"], "Stella Staff");
    assert_eq!((overview["paused"][0]["sentBack"].clone(), overview["secondWaiting"].clone()), (json!(2), json!(2)));
    let told = w.w.env.outbox("head-standards@example.com").await;
    assert_eq!(told.len(), 1, "the head of marking is e-mailed once");
    assert_eq!(told[0].subject, "Stella Staff is paused on Paper 1, 10 marks");
    assert!(w.w.env.outbox("m2-standards@example.com").await.is_empty(), "and nobody else");

    // m2 and m3 qualify; the answers sent back wait for them, blind; one claim of two at once.
    w.qualify(&w.m2, &[(3, 6), (4, 8), (2, 4)]).await;
    w.qualify(&w.m3, &[(3, 6), (4, 8), (2, 4)]).await;
    let q2 = w.queue(&w.m2).await;
    assert!(q2.iter().any(|e| e["answerId"] == json!(ids[3])), "{q2:?}");
    // Read without a claim (the desk's "about a marked answer"), it is blind too.
    let (_, read) = w.api().get(&w.m2, &format!("/admin/v1/marking/answer?cognitoId={ann}&answerId={}", ids[3])).await;
    assert!(read["answer"].get("mark").is_none() && read["answer"]["status"] == "submitted", "{read}");
    let (a, b) = tokio::join!(w.claim(&w.m2, &ann, &ids[3]), w.claim(&w.m3, &ann, &ids[3]));
    assert_eq!([a.0, b.0].iter().filter(|s| **s == StatusCode::OK).count(), 1, "{a:?} {b:?}");
    let (winner, desk) = if a.0 == StatusCode::OK { (&w.m2, a.1) } else { (&w.m3, b.1) };
    assert!(desk["answer"].get("mark").is_none(), "blind: {desk}");
    // Beyond tolerance of the first (6): the head decides. The other within: it stands.
    w.mark(winner, &ann, &ids[3], 1, 2).await;
    w.mark(winner, &ann, &ids[0], 3, 5).await;
    let (_, overview) = w.api().get(&w.head, "/admin/v1/standards").await;
    assert_eq!(overview["decisions"].as_array().unwrap().len(), 1, "{overview}");
    assert_eq!(overview["secondWaiting"], 0);
    let decide = json!({"cognitoId": ann, "answerId": ids[3], "keep": "second", "band": 2, "mark": 3});
    assert_eq!(w.api().post(&w.m1, "/admin/v1/standards/decide", decide.clone()).await.0, StatusCode::FORBIDDEN);
    let (status, decided) = w.api().post(&w.head, "/admin/v1/standards/decide", decide.clone()).await;
    assert_eq!((status, decided["told"].clone()), (StatusCode::OK, json!(true)), "{decided}");
    assert_eq!(w.api().post(&w.head, "/admin/v1/standards/decide", decide).await.0, StatusCode::NOT_FOUND);
    let (_, mine) = w.api().get(&w.w.ann, "/private/v1/answers").await;
    let lines = mine["answers"].as_array().unwrap();
    assert_eq!(lines.len(), 5, "her answers only, no seed: {mine}");
    let marked: Vec<&Value> = lines.iter().filter(|a| a["answerId"] == json!(ids[3])).collect();
    assert_eq!((marked.len(), marked[0]["mark"].clone()), (1, json!(3)), "{mine}");

    // The figures: 9 qualification marks and 2 live seeds; 2 answers marked twice.
    let (status, figures) = w.api().get(&w.head, "/admin/v1/standards/figures").await;
    assert_eq!(status, StatusCode::OK, "{figures}");
    assert_eq!(
        (figures["parts"][0]["seeds"]["n"].clone(), figures["parts"][0]["markers"]["n"].clone()),
        (json!(11), json!(2))
    );
    assert_eq!(figures["markers"].as_array().unwrap().len(), 3, "{figures}");
    let public = reqwest::get(format!("{}/api/v1/how-we-mark", w.api().url)).await.unwrap();
    assert_eq!(public.status(), StatusCode::OK);
    let public: Value = public.json().await.unwrap();
    assert_eq!(public["parts"], figures["parts"]);
    assert!(!public.to_string().contains("Stella"), "{public}");
    let (_, mine) = w.api().get(&w.m1, "/admin/v1/standards/me").await;
    assert_eq!(mine["figures"]["parts"][0]["seeds"]["n"], 5, "{mine}");

    // The data set: seeds and answers marked twice, no student.
    let (status, set) = w.api().get(&w.head, "/admin/v1/standards/dataset").await;
    assert_eq!(status, StatusCode::OK, "{set}");
    assert_eq!((set["seeds"].as_array().unwrap().len(), set["doubleMarked"].as_array().unwrap().len()), (3, 2));
    assert!(!set.to_string().contains(&ann), "{set}");

    // Ann's data: no seed in her export; her erasure takes the seeds of her answers.
    let db = &w.w.env.state.db;
    let held = store::held::holdings(db, &w.w.ann.sub, &[], None).await.unwrap();
    assert!(held.iter().filter(|h| h.section.is_some()).all(|h| !h.sort_key().unwrap_or("").starts_with("SEEDOF")));
    store::held::erase(db, &held).await.unwrap();
    let part = domain::standards::Part::parse("P1-10").unwrap();
    assert!(store::standards::seeds(db, part).await.unwrap().is_empty());
}

/// The public page's figures on the demo data (tools/demo `standards_seed`), worked out by hand.
///
/// Paper 1, 10 marks, against seeds, (mark, definitive): (6,6) (7,8) (4,4) (9,8) (3,5) (8,8) (5,6)
/// (2,2). Bands (0 | 1–2 | 3–4 | 5–6 | 7–8 | 9–10): 3=3, 4=4, 2=2, 5≠4 (one apart), 2≠3 (one
/// apart), 4=4, 3=3, 1=1: exact 6 of 8, within one 8 of 8. Kappa: Σ(i−j)² over the pairs is
/// 0+1+0+1+4+0+1+0 = 7; by chance, Σ over every (i, j) of (i−j)²·rows(i)·cols(j)/8 = 76; κ = 1 − 7/76.
///
/// Two markers, (first, second): (6,7) (4,4) (8,6) (5,5). Bands 3≠4, 2=2, 4≠3, 3=3: exact 2 of 4,
/// within one 4 of 4. Σ(i−j)² = 1+0+4+0 = 5. By chance: rows 4,5,6,8 and columns 4,5,6,7 once
/// each, so Σ(i−j)²/4 over the 16 pairs: row 4: 0+1+4+9, row 5: 1+0+1+4, row 6: 4+1+0+1, row 8:
/// 16+9+4+1, 56 in all, /4 = 14; κ = 1 − 5/14.
///
/// Paper 1, 15 marks, against seeds: (10,11) (13,13) (7,9) (12,12). Bands (0 | 1–3 | 4–6 | 7–9 |
/// 10–12 | 13–15) all equal: exact 4 of 4. Σ(i−j)² = 1+0+4+0 = 5, by chance 32: κ = 1 − 5/32.
///
/// Turnaround on the 10-mark part, 20 30 40 50 70 hours: the median is the 3rd of 5, 40 h; the
/// 90th percentile by nearest rank is the ⌈4.5⌉ = 5th, 70 h.
#[tokio::test]
async fn the_public_figures_match_a_hand_computation() {
    let env = TestEnv::new().await;
    demo::standards_seed::seed(&env.state, env.clock.now_ms()).await.unwrap();
    let url = env.spawn(::marking::router()).await;
    let figures: Value = reqwest::get(format!("{url}/api/v1/how-we-mark")).await.unwrap().json().await.unwrap();
    let close = |v: &Value, want: f64| (v.as_f64().unwrap() - want).abs() < 1e-12;
    let parts = figures["parts"].as_array().unwrap();
    assert_eq!(parts.iter().map(|p| p["part"].as_str().unwrap()).collect::<Vec<_>>(), ["P1-10", "P1-15"]);
    let (ten, fifteen) = (&parts[0], &parts[1]);
    assert_eq!(ten["partName"], "Paper 1, 10 marks");
    assert_eq!(ten["seeds"]["n"], 8);
    assert!(close(&ten["seeds"]["kappa"], 1.0 - 7.0 / 76.0), "{ten}");
    assert!(close(&ten["seeds"]["exact"], 6.0 / 8.0) && close(&ten["seeds"]["withinOne"], 1.0));
    assert_eq!(ten["markers"]["n"], 4);
    assert!(close(&ten["markers"]["kappa"], 1.0 - 5.0 / 14.0), "{ten}");
    assert!(close(&ten["markers"]["exact"], 0.5) && close(&ten["markers"]["withinOne"], 1.0));
    assert_eq!(ten["turnaround"], json!({"n": 5, "medianMs": 40 * 3_600_000, "p90Ms": 70 * 3_600_000}));
    assert_eq!(fifteen["seeds"]["n"], 4);
    assert!(close(&fifteen["seeds"]["kappa"], 1.0 - 5.0 / 32.0), "{fifteen}");
    assert!(close(&fifteen["seeds"]["exact"], 1.0));
    assert_eq!(fifteen["markers"]["n"], 0);
    assert!(fifteen["markers"]["kappa"].is_null());
    assert!(!figures.to_string().contains("Ada"), "no marker named on the public page");
}
