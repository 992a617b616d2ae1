//! GET /private/v1/qna/question-sets?topicId= and /question-set-details?questionSetId=.

use api::entitlement::{as_subscriber, with_subscriber};
use api::{ApiError, ApiResult, AppState, AuthUser, Json, Query};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use services::activity::{self, Content};
use services::files::{signed_url, signed_url_opt};
use store::question_bank::{self, QuestionSet};

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicQuery {
    topic_id: u32,
}

/// The topic's question sets, in id order.
pub async fn question_sets(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<QuestionSet>>> {
    let mut sets = as_subscriber(&state, &user, question_bank::sets_of_topic(&state.db, q.topic_id)).await?;
    sets.sort_by_key(|s| s.id);
    Ok(Json(sets))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SetQuery {
    question_set_id: u32,
}

/// A question as the spec names its fields; the files are signed, short-lived URLs.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionDetail {
    pub id: u32,
    pub name: String,
    pub question_set_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    pub question_file: String,
    /// None while the student sits a paper with this question (the model answer opens when the
    /// paper closes).
    pub answer_file: Option<String>,
    pub answer_video: Option<String>,
    /// The marks it carries: an answer to it can be handed in for marking.
    pub marks: Option<u32>,
    /// Diagrams staff drew with the question (docs/diagrams.md).
    pub diagrams: Vec<domain::diagram::Diagram>,
    /// Diagrams drawn with the model answer: empty while it is withheld, as its file is.
    pub answer_diagrams: Vec<domain::diagram::Diagram>,
}

/// The set's questions, sorted by name; 404 for a set that does not exist.
pub async fn question_set_details(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<SetQuery>,
) -> ApiResult<Json<Vec<QuestionDetail>>> {
    let ((profile, mut questions), withheld) = tokio::try_join!(
        with_subscriber(&state, &user, question_bank::questions_of_set(&state.db, q.question_set_id)),
        services::sitting::withheld(&state, &user.sub)
    )?;
    let Some(first) = questions.first() else { return Err(ApiError::NotFound("Question set not found.")) };
    let content =
        Content::QuestionSet { subject_id: first.subject_id, topic_id: first.topic_id, set_id: q.question_set_id };
    activity::opened(&state, &profile, content).await;
    questions.sort_by(|a, b| a.name.cmp(&b.name).then(a.id.cmp(&b.id)));
    let mut out = Vec::with_capacity(questions.len());
    for q in questions {
        let shown = !withheld.hides(q.question_set_id, q.id);
        out.push(QuestionDetail {
            question_file: signed_url(&state, &q.question_key).await?,
            answer_file: signed_url_opt(&state, Some(q.answer_key.as_str()).filter(|_| shown)).await?,
            answer_video: signed_url_opt(&state, q.answer_video_key.as_deref().filter(|_| shown)).await?,
            id: q.id,
            name: q.name,
            question_set_id: q.question_set_id,
            subject_id: q.subject_id,
            topic_id: q.topic_id,
            marks: q.marks,
            diagrams: q.diagrams,
            answer_diagrams: if shown { q.answer_diagrams } else { Vec::new() },
        });
    }
    Ok(Json(out))
}
