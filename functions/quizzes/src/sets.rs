//! GET /private/v2/quiz/sets?topicId= and GET /private/v2/quiz/set?quizSetId=. What is sent
//! before an attempt never says which answer is correct.

use api::entitlement::{as_subscriber, with_subscriber};
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use services::activity::{self, Content};
use store::quizzes::{self, QuizSet};

use api::question::{OfferedAnswer, QuizView};
use services::files::signed_url_opt;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicQuery {
    topic_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizSetSummary {
    pub id: u32,
    pub name: String,
    pub subject_id: u32,
    pub topic_id: u32,
    /// How many questions the set has.
    pub quiz_set_length: u32,
}

impl From<QuizSet> for QuizSetSummary {
    fn from(s: QuizSet) -> Self {
        Self {
            quiz_set_length: s.quizzes.len() as u32,
            id: s.id,
            name: s.name,
            subject_id: s.subject_id,
            topic_id: s.topic_id,
        }
    }
}

/// The topic's quiz sets, in id order.
pub async fn quiz_sets(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<QuizSetSummary>>> {
    let sets = as_subscriber(&state, &user, quizzes::sets_of_topic(&state.db, q.topic_id)).await?;
    let mut out: Vec<QuizSetSummary> = sets.into_iter().map(Into::into).collect();
    out.sort_by_key(|s| s.id);
    Ok(Json(out))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetQuery {
    quiz_set_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizSetView {
    pub id: u32,
    pub name: String,
    pub subject_id: u32,
    pub topic_id: u32,
    pub quizzes: Vec<QuizView>,
}

pub async fn quiz_set(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<SetQuery>,
) -> ApiResult<Json<QuizSetView>> {
    let (profile, set) = with_subscriber(&state, &user, quizzes::set(&state.db, q.quiz_set_id)).await?;
    let set = set.ok_or(ApiError::NotFound("Quiz set not found."))?;
    let content =
        Content::QuizSet { subject_id: set.subject_id, topic_id: set.topic_id, set_id: set.id, name: &set.name };
    activity::opened(&state, &profile, content).await;
    let mut views = Vec::with_capacity(set.quizzes.len());
    for quiz in set.quizzes {
        views.push(QuizView {
            question_image: signed_url_opt(&state, quiz.question_image_key.as_deref()).await?,
            id: quiz.id,
            quiz_answers: quiz
                .answers()
                .iter()
                .map(|a| OfferedAnswer { id: a.id, answer_text: a.answer_text.clone() })
                .collect(),
            question_text: quiz.question_text,
            quiz_set_id: None,
        });
    }
    Ok(Json(QuizSetView {
        id: set.id,
        name: set.name,
        subject_id: set.subject_id,
        topic_id: set.topic_id,
        quizzes: views,
    }))
}
