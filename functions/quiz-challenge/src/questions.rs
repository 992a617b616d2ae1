//! The challenge's questions: the topics that have some, the index of question ids (kept in
//! memory for a minute: it changes only when staff edit questions), and a question as a player
//! sees it: a fresh instance of its template, without its answer.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use api::question::{OfferedAnswer, QuizView};
use api::{ApiError, ApiResult, AppState, Json};
use axum::extract::State;
use domain::challenge::template::Instance;
use domain::challenge::{ChallengeQuestion, QuestionIndex, SUBJECT_ID};
use serde::Serialize;
use services::files::signed_url_opt;
use store::{catalogue, challenge};

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

/// Question `id`, which the index names.
pub async fn load(state: &AppState, id: u32) -> ApiResult<ChallengeQuestion> {
    challenge::question(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::internal(format!("challenge question {id} is indexed but missing")))
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

/// The instance as the player sees it. Answer ids are drawn for this game's instance: they mean
/// nothing anywhere else.
pub async fn view(state: &AppState, q: &ChallengeQuestion, instance: Instance) -> ApiResult<QuizView> {
    Ok(QuizView {
        question_image: signed_url_opt(state, q.question_image_key.as_deref()).await?,
        id: q.id,
        question_text: instance.question_text,
        quiz_set_id: Some(q.topic_id),
        quiz_answers: instance
            .answers
            .into_iter()
            .map(|a| OfferedAnswer { id: a.id, answer_text: a.answer_text })
            .collect(),
    })
}
