//! P11: reading the marking desk's queue (one Query on the index `byQueue`) with 200 answers
//! waiting, and the DynamoDB requests each read makes (counted by an SDK interceptor).

use std::time::Instant;

use domain::marking::AnsweredQuestion;
use serde_json::{Value, json};
use store::marking::{self, Answer, AnswerStatus, QueueFilter};
use testkit::TestEnv;

use crate::summary;

const WAITING: u32 = 200;
const READS: usize = 300;

pub async fn measure() -> Value {
    let env = TestEnv::new().await;
    let db = &env.state.db;
    let unlimited =
        marking::Allowances { subscriber: 100, family_member: 100, trial: 100, paper: 2, ..Default::default() };
    marking::set_allowances(db, &unlimited).await.expect("allowances");
    for i in 0..WAITING {
        let student = format!("student-{}", i % 20);
        let question = AnsweredQuestion {
            question_set_id: 1,
            question_id: i,
            subject_id: 1,
            topic_id: 1 + i % 5,
            marks: if i % 3 == 0 { 15 } else { 10 },
            paper: Some(marking::Paper::One),
            level: Some(marking::CourseLevel::Higher),
        };
        let text = "An answer of a few words, as students write them.".repeat(20);
        let written =
            Answer::new(format!("1-{i}-{i}").into(), student.into(), question, "{}".into(), text, i64::from(i));
        let answer =
            Answer { status: AnswerStatus::Submitted, submitted_at: Some(1_800_000_000_000 + i64::from(i)), ..written };
        let handed = marking::hand_in(db, &answer, 0, "2027-01", 100).await.expect("hand in");
        assert_eq!(handed, marking::Handed::DraftChanged, "no draft to replace: written directly below");
        let mut draft = answer.clone();
        draft.answer_id = Answer::draft_id(1, i);
        draft.status = AnswerStatus::Draft;
        marking::save_draft(db, &draft).await.expect("draft");
        assert_eq!(marking::hand_in(db, &answer, 1, "2027-01", 100).await.expect("hand in"), marking::Handed::In);
    }
    let (state, counter) = env.counting_state();
    let (mut read_ms, mut requests) = (vec![], vec![]);
    let filters = [QueueFilter::default(), QueueFilter { marks: Some(15), ..Default::default() }];
    for i in 0..READS {
        let before = counter.count();
        let t = Instant::now();
        let queue = marking::queue(&state.db, &filters[i % 2]).await.expect("queue");
        read_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        requests.push((counter.count() - before) as f64);
        assert!(!queue.is_empty());
    }
    json!({"waiting": WAITING, "read_ms": summary(read_ms), "requests": summary(requests)})
}
