//! GET /private/v2/review/mastery: how well the student knows each topic they have worked on
//! (`domain::mastery`), and how many review cards come due before a date (their exams).

use api::entitlement::with_subscriber;
use api::{ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use domain::mastery::{Level, level, mastery};
use serde::{Deserialize, Serialize};
use store::{quizzes, review};

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
    /// 0–100; none before any quiz, challenge answer, marked written answer or card of the topic.
    mastery: Option<u8>,
    level: Level,
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

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct MasteryView {
    topics: Vec<TopicMastery>,
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
    let reads = async {
        tokio::try_join!(
            quizzes::all_attempts(&state.db, &user.sub),
            review::all(&state.db, &user.sub),
            review::tallies(&state.db, &user.sub),
            store::marking::answers(&state.db, &user.sub)
        )
    };
    let (_, (attempts, cards, tallies, answers)) = with_subscriber(&state, &user, reads).await?;
    let evidence = api::mastery::evidence(&attempts, &cards, &tallies, &answers, state.clock.now_ms());
    let topics: Vec<TopicMastery> = evidence
        .into_iter()
        .map(|((subject_id, topic_id), e)| {
            let m = mastery(&e);
            TopicMastery {
                subject_id,
                topic_id,
                mastery: m,
                level: level(m),
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
    let due_before = q.until.map(|until| cards.iter().filter(|c| c.due < until).count() as u32);
    Ok(Json(MasteryView { topics, mastered, due_before }))
}
