//! What a student's mastery of each topic is worked out from (`domain::mastery`): the latest
//! attempt at each quiz set, their Quiz Challenge tallies, their written answers a teacher marked
//! (the latest per question), their review cards' recall now, and when they answered (every quiz
//! attempt, every marked answer's hand-in, every logged review: the evidence a level needs). The
//! dashboard's mastery and the weekly digest's "mastery that moved" read it alike.

use domain::ids::UserId;
use std::collections::{BTreeMap, HashMap};

use domain::marking::{Answer, AnswerStatus};
use domain::mastery::{Evidence, WRITTEN_AS_QUESTIONS};
use store::{quizzes, review};

/// Everything the mastery is read from, as the store gives it.
pub struct Reads {
    pub attempts: Vec<quizzes::Attempt>,
    pub cards: Vec<review::Card>,
    pub tallies: Vec<review::Tally>,
    pub answers: Vec<Answer>,
    pub reviews: Vec<review::LoggedReview>,
}

/// The five Queries at once: attempts, cards, tallies and review log in the student's progress
/// partition, and their written answers.
pub async fn reads(db: &store::Db, user: &UserId) -> Result<Reads, store::StoreError> {
    let (attempts, cards, tallies, answers, reviews) = tokio::try_join!(
        quizzes::all_attempts(db, user),
        review::all(db, user),
        review::tallies(db, user),
        store::marking::answers(db, user),
        review::logged(db, user)
    )?;
    Ok(Reads { attempts, cards, tallies, answers, reviews })
}

/// Evidence per (subject, topic), from the student's attempts (oldest first), cards, tallies,
/// written answers and logged reviews.
pub fn evidence(r: &Reads, now_ms: i64) -> BTreeMap<(u32, u32), Evidence> {
    let mut evidence: BTreeMap<(u32, u32), Evidence> = BTreeMap::new();
    // The latest attempt of each set counts in the share (attempts come oldest first); every
    // attempt is an occasion the student answered.
    let mut latest: BTreeMap<u32, &quizzes::Attempt> = BTreeMap::new();
    for a in &r.attempts {
        latest.insert(a.quiz_set_id, a);
        let when = a.attempted_date.saturating_mul(1000);
        evidence.entry((a.subject_id, a.topic_id)).or_default().answered.push((when, a.quiz_set_length));
    }
    for a in latest.values() {
        let e = evidence.entry((a.subject_id, a.topic_id)).or_default();
        e.quiz_correct += a.quiz_set_score;
        e.quiz_total += a.quiz_set_length;
    }
    for t in &r.tallies {
        let e = evidence.entry((t.subject_id, t.topic_id)).or_default();
        e.challenge_right = t.right;
        e.challenge_total = t.answered;
    }
    // The latest marking of each question a teacher returned.
    let mut marked: BTreeMap<(u32, u32), &Answer> = BTreeMap::new();
    for a in r.answers.iter().filter(|a| a.status == AnswerStatus::Returned && a.mark.is_some()) {
        let later = |b: &&Answer| b.returned_at >= a.returned_at;
        if !marked.get(&(a.question_set_id, a.question_id)).is_some_and(later) {
            marked.insert((a.question_set_id, a.question_id), a);
        }
    }
    for a in marked.values() {
        let mark = a.mark.as_ref().map_or(0, |m| m.mark);
        let e = evidence.entry((a.subject_id, a.topic_id)).or_default();
        e.written.push((mark, a.marks));
        e.answered.push((a.submitted_at.unwrap_or(a.updated_at), WRITTEN_AS_QUESTIONS as u32));
    }
    let mut topic_of: HashMap<&domain::ids::CardId, (u32, u32)> = HashMap::new();
    for c in &r.cards {
        let recall = domain::review::recall(c.memory.as_ref(), c.due, now_ms);
        evidence.entry((c.subject_id, c.topic_id)).or_default().recalls.push(recall);
        topic_of.insert(&c.card_id, (c.subject_id, c.topic_id));
    }
    // Reviews of cards still in the deck (a card taken out leaves no topic to count them in).
    for l in &r.reviews {
        if let Some(topic) = topic_of.get(&l.card_id) {
            evidence.entry(*topic).or_default().answered.push((l.review.reviewed_at, 1));
        }
    }
    evidence
}

/// Each topic's mastery (0–100), for those with any evidence.
pub async fn of_student(db: &store::Db, user: &UserId, now_ms: i64) -> Result<BTreeMap<u32, u8>, store::StoreError> {
    Ok(evidence(&reads(db, user).await?, now_ms)
        .into_iter()
        .filter_map(|((_, topic), e)| Some((topic, domain::mastery::mastery(&e)?)))
        .collect())
}
