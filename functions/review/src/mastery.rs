//! GET /private/v2/review/mastery: how well the student knows each topic of the syllabus
//! (`domain::mastery`; a topic not yet worked on is there as Not started), and how many review
//! cards come due before a date (their exams).

use api::entitlement::with_subscriber;
use api::{ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::mastery::{Level, capped, level, mastery};
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MasteryParams {
    /// Count the cards due before this time (epoch ms), e.g. the first exam day.
    #[serde(default)]
    until: Option<i64>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicMastery {
    subject_id: u32,
    topic_id: u32,
    /// The topic's name in the catalogue (none for a topic staff have since removed).
    name: Option<String>,
    /// 0–100; none before any quiz, challenge answer, marked written answer or card of the topic.
    /// Never above the level its evidence allows.
    mastery: Option<u8>,
    level: Level,
    /// How many answers the mastery rests on (a marked written answer counts five), and on how
    /// many different days they were given (Quiz Challenge answers carry no day).
    answers: u32,
    days: u32,
    /// Whether the evidence, not the share of right answers, holds the level down.
    capped: bool,
    /// Right answers and questions in the latest attempt at each of the topic's quiz sets.
    quiz_correct: u32,
    quiz_total: u32,
    /// Right answers and answers given to the topic's Quiz Challenge questions.
    challenge_right: u32,
    challenge_total: u32,
    /// Review cards of the topic.
    cards: u32,
    /// Written answers of the topic a teacher marked (the latest per question), their marks and
    /// the marks they carry: each counts as five quiz questions, at the share it earned.
    written: u32,
    written_marks: u32,
    written_max: u32,
}

/// The evidence a level above Familiar needs (`domain::mastery`).
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct EvidenceRule {
    proficient_answers: u32,
    proficient_days: u32,
    mastered_answers: u32,
    mastered_days: u32,
}

const RULE: EvidenceRule = EvidenceRule {
    proficient_answers: domain::mastery::PROFICIENT_ANSWERS,
    proficient_days: domain::mastery::PROFICIENT_DAYS,
    mastered_answers: domain::mastery::MASTERED_ANSWERS,
    mastered_days: domain::mastery::MASTERED_DAYS,
};

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MasteryView {
    /// Every topic of the syllabus (each subject the student has worked in; before any work, the
    /// catalogue's first), in the catalogue's order, then any topic no longer in it that the
    /// student worked on.
    topics: Vec<TopicMastery>,
    /// The evidence each level needs.
    rule: EvidenceRule,
    /// Topics at the Mastered level.
    mastered: u32,
    /// Review cards due before `until` (all cards due by then, including those due now).
    due_before: Option<u32>,
}

pub async fn mastery_of_topics(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<MasteryParams>,
) -> ApiResult<Json<MasteryView>> {
    let reads =
        async { tokio::try_join!(services::mastery::reads(&state.db, &user.sub), store::catalogue::topics(&state.db)) };
    let (_, (reads, syllabus)) = with_subscriber(&state, &user, reads).await?;
    let mut evidence = services::mastery::evidence(&reads, state.clock.now_ms());
    // The syllabus: every topic of each subject the student has worked in; before any work, the
    // catalogue's first subject (the catalogue holds other subjects too).
    let mut subjects: Vec<u32> = evidence.keys().map(|(subject, _)| *subject).collect();
    subjects.dedup();
    if subjects.is_empty() {
        subjects.extend(syllabus.first().map(|t| t.subject_id));
    }
    let mut order: Vec<((u32, u32), Option<String>)> = syllabus
        .into_iter()
        .filter(|t| subjects.contains(&t.subject_id))
        .map(|t| ((t.subject_id, t.id), Some(t.name)))
        .collect();
    let listed: std::collections::HashSet<(u32, u32)> = order.iter().map(|(k, _)| *k).collect();
    order.extend(evidence.keys().filter(|k| !listed.contains(*k)).map(|k| (*k, None)));
    let topics: Vec<TopicMastery> = order
        .into_iter()
        .map(|((subject_id, topic_id), name)| {
            let e = evidence.remove(&(subject_id, topic_id)).unwrap_or_default();
            let m = mastery(&e);
            TopicMastery {
                subject_id,
                topic_id,
                name,
                mastery: m,
                level: level(m),
                answers: e.answers(),
                days: e.days(),
                capped: capped(&e),
                quiz_correct: e.quiz_correct,
                quiz_total: e.quiz_total,
                challenge_right: e.challenge_right,
                challenge_total: e.challenge_total,
                cards: e.recalls.len() as u32,
                written: e.written.len() as u32,
                written_marks: e.written.iter().map(|(m, max)| *m.min(max)).sum(),
                written_max: e.written.iter().map(|(_, max)| max).sum(),
            }
        })
        .collect();
    let mastered = topics.iter().filter(|t| t.level == Level::Mastered).count() as u32;
    let due_before = q.until.map(|until| reads.cards.iter().filter(|c| c.due < until).count() as u32);
    Ok(Json(MasteryView { topics, rule: RULE, mastered, due_before }))
}
