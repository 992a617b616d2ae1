//! POST /private/v2/review/cards adds a question ("Add to review"); DELETE takes a card out. The
//! question must exist where the body says; the card is always the caller's own.

use api::entitlement::as_subscriber;
use api::{ApiError, ApiResult, AppState, AuthUser, Created, Json, Query};
use axum::extract::State;
use domain::ids::CardId;
use serde::{Deserialize, Serialize};
use store::review::{self, Card, CardSource, Origin};
use store::{question_bank, quizzes};

/// The Quiz Challenge's questions are Economics HL's.
const CHALLENGE_SUBJECT: u32 = 1;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddBody {
    source: CardSource,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Added {
    card_id: CardId,
    /// False when the question was in the deck already (its schedule is kept).
    added: bool,
}

pub async fn add(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<AddBody>,
) -> ApiResult<Created<Added>> {
    let now = state.clock.now_ms();
    let card = match body.source {
        CardSource::Quiz { quiz_set_id, quiz_id } => {
            let set = as_subscriber(&state, &user, quizzes::set(&state.db, quiz_set_id)).await?;
            let set = set.ok_or(ApiError::NotFound("Question not found."))?;
            let quiz = set.quizzes.iter().find(|q| q.id == quiz_id).ok_or(ApiError::NotFound("Question not found."))?;
            Card::of_quiz(&set, quiz, Origin::Added, now)
        }
        CardSource::Challenge { question_id } => {
            let q = as_subscriber(&state, &user, store::challenge::question(&state.db, question_id)).await?;
            let q = q.ok_or(ApiError::NotFound("Question not found."))?;
            Card::of_challenge(&q, CHALLENGE_SUBJECT, Origin::Added, now)
        }
        CardSource::QuestionBank { question_set_id, question_id } => {
            let q =
                as_subscriber(&state, &user, question_bank::question(&state.db, question_set_id, question_id)).await?;
            Card::of_question(&q.ok_or(ApiError::NotFound("Question not found."))?, Origin::Added, now)
        }
    };
    let added = review::add(&state.db, &user.sub, &card).await?;
    Ok(Created(Added { card_id: card.card_id, added }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CardParams {
    card_id: CardId,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Removed {
    card_id: CardId,
}

pub async fn remove(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<CardParams>,
) -> ApiResult<Json<Removed>> {
    let card = as_subscriber(&state, &user, review::card(&state.db, &user.sub, &q.card_id)).await?;
    let card = card.ok_or(ApiError::NotFound("This card is not in your review deck."))?;
    if !review::remove(&state.db, &user.sub, &card).await? {
        return Err(ApiError::coded(
            axum::http::StatusCode::CONFLICT,
            api::ErrorCode::TryAgain,
            "This card was just reviewed. Please try again.",
        ));
    }
    Ok(Json(Removed { card_id: card.card_id }))
}
