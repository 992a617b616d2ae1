//! The challenge's questions: the topics that have some, the index of question ids (kept in
//! memory for a minute: it changes only when staff edit questions), the order a game asks them
//! in, and a question as a player sees it: a fresh instance of its template, without its answer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use api::files::signed_url_opt;
use api::{ApiResult, AppState, Json};
use axum::extract::State;
use serde::Serialize;
use store::catalogue;
use store::challenge::{self, ChallengeQuestion, Mode, QuestionIndex};
use store::challenge_template::{Instance, Rng};

/// The one subject of the challenge: Economics HL.
pub const SUBJECT_ID: u32 = 1;
const INDEX_TTL: Duration = Duration::from_secs(60);

/// Each table's index and when it was read.
type IndexCache = Mutex<HashMap<String, (Instant, Arc<QuestionIndex>)>>;

/// The question index, from memory when read in the last minute (per table, so test worlds with
/// their own tables never mix).
pub async fn index(state: &AppState) -> ApiResult<Arc<QuestionIndex>> {
    static CACHE: OnceLock<IndexCache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let table = &state.db.tables.challenge;
    if let Some((at, index)) = cache.lock().expect("cache").get(table)
        && at.elapsed() < INDEX_TTL
    {
        return Ok(index.clone());
    }
    let index = Arc::new(challenge::index(&state.db).await?);
    cache.lock().expect("cache").insert(table.clone(), (Instant::now(), index.clone()));
    Ok(index)
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicView {
    pub topic_id: u32,
    pub topic_name: String,
}

/// The Economics HL topics that have challenge questions, in id order.
pub async fn topics(State(state): State<AppState>) -> ApiResult<Json<Vec<TopicView>>> {
    let (all, index) = tokio::try_join!(async { Ok(catalogue::topics(&state.db).await?) }, index(&state))?;
    Ok(Json(
        all.into_iter()
            .filter(|t| t.subject_id == SUBJECT_ID && index.topics.get(&t.id).is_some_and(|ids| !ids.is_empty()))
            .map(|t| TopicView { topic_id: t.id, topic_name: t.name })
            .collect(),
    ))
}

/// At most one fixed question (no variables: the same text and answers every time, so a
/// patient player can learn them) in every five a ranked game asks.
pub const FIXED_SHARE: usize = 5;

/// The order a game asks `templates` and `fixed` questions in (it asks from the end). A
/// challenge game places one fixed question at random in each run of `FIXED_SHARE - 1` template
/// questions and leaves out the rest; practice asks everything, shuffled.
pub fn order(mut templates: Vec<u32>, mut fixed: Vec<u32>, mode: Mode, rng: &mut Rng) -> Vec<u32> {
    rng.shuffle(&mut templates);
    rng.shuffle(&mut fixed);
    if mode == Mode::Practice {
        templates.extend(fixed);
        rng.shuffle(&mut templates);
        return templates;
    }
    let mut out = Vec::with_capacity(templates.len() + fixed.len());
    for run in templates.chunks(FIXED_SHARE - 1) {
        let mut block = run.to_vec();
        if run.len() == FIXED_SHARE - 1
            && let Some(f) = fixed.pop()
        {
            block.insert(rng.below(FIXED_SHARE as u64) as usize, f);
        }
        out.extend(block);
    }
    out.reverse();
    out
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerView {
    pub id: u32,
    pub answer_text: String,
}

/// A question as sent to the player: never its correct answer.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizView {
    pub id: u32,
    pub question_text: String,
    pub question_image: Option<String>,
    /// The question's topic.
    pub quiz_set_id: u32,
    pub quiz_answers: Vec<AnswerView>,
}

/// The instance as the player sees it. Answer ids are drawn for this game's instance: they mean
/// nothing anywhere else.
pub async fn view(state: &AppState, q: &ChallengeQuestion, instance: Instance) -> ApiResult<QuizView> {
    Ok(QuizView {
        question_image: signed_url_opt(state, q.question_image_key.as_deref()).await?,
        id: q.id,
        question_text: instance.question_text,
        quiz_set_id: q.topic_id,
        quiz_answers: instance
            .answers
            .into_iter()
            .map(|a| AnswerView { id: a.id, answer_text: a.answer_text })
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_challenge_asks_at_most_one_fixed_question_in_five() {
        let templates: Vec<u32> = (1..=22).collect();
        let fixed: Vec<u32> = (101..=110).collect();
        for seed in 0..50 {
            let o = order(templates.clone(), fixed.clone(), Mode::Challenge, &mut Rng::new(seed));
            let asked: Vec<u32> = o.iter().rev().copied().collect();
            assert_eq!(asked.iter().filter(|id| **id <= 22).count(), 22, "every template question");
            let fixed_asked = asked.iter().filter(|id| **id > 100).count();
            assert_eq!(fixed_asked, 5, "one per run of four: 22 templates give 5 runs");
            for n in 1..=asked.len() {
                let f = asked[..n].iter().filter(|id| **id > 100).count();
                assert!(f * FIXED_SHARE < n + FIXED_SHARE, "at most one in five so far: {asked:?}");
            }
        }
        let few = order(vec![1, 2, 3], vec![101, 102], Mode::Challenge, &mut Rng::new(1));
        assert_eq!(few.len(), 3, "too few template questions: no fixed one");
    }

    #[test]
    fn practice_asks_every_question() {
        let mut o = order(vec![1, 2, 3], vec![101, 102], Mode::Practice, &mut Rng::new(9));
        o.sort_unstable();
        assert_eq!(o, vec![1, 2, 3, 101, 102]);
    }

    #[test]
    fn orders_differ_from_game_to_game() {
        let a = order((1..=20).collect(), vec![], Mode::Challenge, &mut Rng::new(1));
        let b = order((1..=20).collect(), vec![], Mode::Challenge, &mut Rng::new(2));
        assert_ne!(a, b);
    }
}
