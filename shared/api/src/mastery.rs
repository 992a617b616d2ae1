//! What a student's mastery of each topic is worked out from (`domain::mastery`): the latest
//! attempt at each quiz set, their Quiz Challenge tallies, their written answers a teacher marked
//! (the latest per question) and their review cards' recall now. The
//! dashboard's mastery and the weekly digest's "mastery that moved" read it alike.

use domain::ids::UserId;
use std::collections::BTreeMap;

use domain::marking::{Answer, AnswerStatus};
use domain::mastery::Evidence;
use store::{quizzes, review};

/// Evidence per (subject, topic), from the student's attempts (oldest first), cards and tallies.
pub fn evidence(
    attempts: &[quizzes::Attempt],
    cards: &[review::Card],
    tallies: &[review::Tally],
    answers: &[Answer],
    now_ms: i64,
) -> BTreeMap<(u32, u32), Evidence> {
    let mut evidence: BTreeMap<(u32, u32), Evidence> = BTreeMap::new();
    // The latest attempt of each set counts (attempts come oldest first).
    let mut latest: BTreeMap<u32, &quizzes::Attempt> = BTreeMap::new();
    for a in attempts {
        latest.insert(a.quiz_set_id, a);
    }
    for a in latest.values() {
        let e = evidence.entry((a.subject_id, a.topic_id)).or_default();
        e.quiz_correct += a.quiz_set_score;
        e.quiz_total += a.quiz_set_length;
    }
    for t in tallies {
        let e = evidence.entry((t.subject_id, t.topic_id)).or_default();
        e.challenge_right = t.right;
        e.challenge_total = t.answered;
    }
    // The latest marking of each question a teacher returned.
    let mut marked: BTreeMap<(u32, u32), &Answer> = BTreeMap::new();
    for a in answers.iter().filter(|a| a.status == AnswerStatus::Returned && a.mark.is_some()) {
        let later = |b: &&Answer| b.returned_at >= a.returned_at;
        if !marked.get(&(a.question_set_id, a.question_id)).is_some_and(later) {
            marked.insert((a.question_set_id, a.question_id), a);
        }
    }
    for a in marked.values() {
        let mark = a.mark.as_ref().map_or(0, |m| m.mark);
        evidence.entry((a.subject_id, a.topic_id)).or_default().written.push((mark, a.marks));
    }
    for c in cards {
        let recall = domain::review::recall(c.memory.as_ref(), c.due, now_ms);
        evidence.entry((c.subject_id, c.topic_id)).or_default().recalls.push(recall);
    }
    evidence
}

/// Each topic's mastery (0–100), for those with any evidence.
pub async fn of_student(db: &store::Db, user: &UserId, now_ms: i64) -> Result<BTreeMap<u32, u8>, store::StoreError> {
    let (attempts, cards, tallies, answers) = tokio::try_join!(
        quizzes::all_attempts(db, user),
        review::all(db, user),
        review::tallies(db, user),
        store::marking::answers(db, user)
    )?;
    Ok(evidence(&attempts, &cards, &tallies, &answers, now_ms)
        .into_iter()
        .filter_map(|((_, topic), e)| Some((topic, domain::mastery::mastery(&e)?)))
        .collect())
}
