//! POST /private/v2/quiz/set scores an attempt: the page sends only which answer it chose for
//! which question; the server scores against the stored answers and stores the attempt. GET
//! /private/v2/quiz/sets/attempted and /set/attempted read the caller's own attempts back.

use api::entitlement::as_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, Created, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::ids::UserId;
use domain::quiz::Scored;
use serde::{Deserialize, Serialize};
use store::StoreError;
use store::quizzes::{self, Attempt, AttemptedQuiz, AvailableAnswer, QuizSet};
use store::review;

use api::ErrorCode;
use services::files::signed_url_opt;

/// One choice: the question's id and the chosen answer's id (0 or absent = unanswered).
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Choice {
    quiz_id: u32,
    #[serde(default)]
    selected_answer_id: u32,
}

/// What the page sends. Anything else it might send (a score, which answers are correct) is
/// not read.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Submission {
    auth_id: UserId,
    quiz_set_id: u32,
    answers: Vec<Choice>,
}

/// The attempt's questions as stored: the set's questions with what was chosen and what is right.
fn attempted(set: &QuizSet, scored: &[Scored]) -> Vec<AttemptedQuiz> {
    set.quizzes
        .iter()
        .zip(scored)
        .map(|(q, s)| AttemptedQuiz {
            id: q.id,
            question_text: q.question_text.clone(),
            question_image_key: q.question_image_key.clone(),
            selected_answer_id: s.selected_answer_id,
            correct_answer_id: s.correct_answer_id,
            available_answers: q
                .answers()
                .iter()
                .map(|a| AvailableAnswer { quiz_answer_id: a.id, answer_text: a.answer_text.clone() })
                .collect(),
        })
        .collect()
}

pub async fn submit(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<Submission>,
) -> ApiResult<Created<AttemptView>> {
    user.ensure_self(&body.auth_id)?;
    let set = as_subscriber(&state, &user, quizzes::set(&state.db, body.quiz_set_id)).await?;
    let set = set.ok_or(ApiError::NotFound("Quiz set not found."))?;
    let choices: Vec<(u32, u32)> = body.answers.iter().map(|c| (c.quiz_id, c.selected_answer_id)).collect();
    let scored = set.score(&choices).map_err(|e| ApiError::bad_request(e.message()))?;
    let now = state.clock.now_secs();
    // Every question answered wrong goes to the review deck (a card already there keeps its schedule).
    let misses: Vec<review::Card> = set
        .quizzes
        .iter()
        .zip(&scored)
        .filter(|(_, s)| !s.is_right())
        .map(|(quiz, _)| review::Card::of_quiz(&set, quiz, review::Origin::QuizMiss, state.clock.now_ms()))
        .collect();
    let score = scored.iter().filter(|s| s.is_right()).count() as u32;
    let attempted = attempted(&set, &scored);
    let attempt = Attempt {
        cognito_id: user.sub.clone(),
        sk: quizzes::attempt_sk(set.subject_id, set.topic_id, now, set.id),
        auth_id: user.sub.clone(),
        quiz_set_id: set.id,
        quiz_set_name: set.name.clone(),
        quiz_set_length: attempted.len() as u32,
        quiz_set_score: score,
        attempted_date: now,
        subject_id: set.subject_id,
        topic_id: set.topic_id,
        quizzes: attempted,
    };
    match quizzes::put_attempt(&state.db, &attempt).await {
        Ok(()) => {
            // Staff see each question's wrong rate; a count that cannot be written now is a
            // lost sample, not a lost attempt.
            if let Err(e) = quizzes::count_answers(&state.db, &set, &attempt.quizzes).await {
                tracing::warn!(error = %e, "answer stats not counted");
            }
            for card in &misses {
                // The attempt is saved: a deck that cannot be written now must not undo it.
                if let Err(e) = review::add(&state.db, &user.sub, card).await {
                    tracing::warn!(error = %e, card = %card.card_id, "review card not added");
                }
            }
            Ok(Created(view(&state, attempt).await?))
        }
        Err(StoreError::ConditionFailed) => Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::QuizAlreadySubmitted,
            "This attempt was already submitted.",
        )),
        Err(e) => Err(e.into()),
    }
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptSummary {
    pub quiz_set_id: u32,
    pub quiz_set_name: String,
    pub quiz_set_length: u32,
    pub quiz_set_score: u32,
    pub attempted_date: i64,
    pub auth_id: UserId,
    pub subject_id: u32,
    pub topic_id: u32,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptedQuizView {
    pub id: u32,
    pub question_text: String,
    pub question_image: Option<String>,
    pub selected_answer_id: u32,
    pub correct_answer_id: u32,
    pub available_answers: Vec<AvailableAnswer>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AttemptView {
    #[serde(flatten)]
    pub summary: AttemptSummary,
    pub quizzes: Vec<AttemptedQuizView>,
}

fn summary(a: &Attempt) -> AttemptSummary {
    AttemptSummary {
        quiz_set_id: a.quiz_set_id,
        quiz_set_name: a.quiz_set_name.clone(),
        quiz_set_length: a.quiz_set_length,
        quiz_set_score: a.quiz_set_score,
        attempted_date: a.attempted_date,
        auth_id: a.auth_id.clone(),
        subject_id: a.subject_id,
        topic_id: a.topic_id,
    }
}

async fn view(state: &AppState, a: Attempt) -> ApiResult<AttemptView> {
    let mut quizzes = Vec::with_capacity(a.quizzes.len());
    for q in &a.quizzes {
        quizzes.push(AttemptedQuizView {
            question_image: signed_url_opt(state, q.question_image_key.as_deref()).await?,
            id: q.id,
            question_text: q.question_text.clone(),
            selected_answer_id: q.selected_answer_id,
            correct_answer_id: q.correct_answer_id,
            available_answers: q.available_answers.clone(),
        });
    }
    Ok(AttemptView { summary: summary(&a), quizzes })
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicQuery {
    auth_id: UserId,
    subject_id: u32,
    topic_id: u32,
}

/// The caller's attempts in a topic, newest first.
pub async fn attempted_sets(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<TopicQuery>,
) -> ApiResult<Json<Vec<AttemptSummary>>> {
    user.ensure_self(&q.auth_id)?;
    let attempts =
        as_subscriber(&state, &user, quizzes::attempts_of_topic(&state.db, &user.sub, q.subject_id, q.topic_id))
            .await?;
    Ok(Json(attempts.iter().rev().map(summary).collect()))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OneQuery {
    auth_id: UserId,
    quiz_set_id: u32,
    subject_id: u32,
    topic_id: u32,
    attempted_date: i64,
}

pub async fn attempted_set(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<OneQuery>,
) -> ApiResult<Json<AttemptView>> {
    user.ensure_self(&q.auth_id)?;
    let sk = quizzes::attempt_sk(q.subject_id, q.topic_id, q.attempted_date, q.quiz_set_id);
    let attempt = as_subscriber(&state, &user, quizzes::attempt(&state.db, &user.sub, sk)).await?;
    let attempt = attempt.ok_or(ApiError::NotFound("Attempt not found."))?;
    Ok(Json(view(&state, attempt).await?))
}
