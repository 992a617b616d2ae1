//! POST /api/v2/quiz-challenge/start and /submit: a game, decided on the server.
//!
//! - `start` shuffles the chosen topics' questions, keeps the order on the server and sends the
//!   first question without its answer.
//! - `submit` takes ANSWER (an answer id; 0 when the timer ran out) or SKIP. A correct answer in
//!   time, or a skip, continues with the next question; a wrong answer, or anything later than
//!   60 s after the question was served, ends the game with the explanation, the correct answer
//!   and what to study. At most 5 skips in a row; a finished game accepts nothing more.
//! - Signed-in players are who their token says; a visitor plays with an id starting
//!   `UNREGISTERED` and is never ranked.

use api::entitlement::Access;
use api::files::signed_url;
use api::{ApiError, ApiResult, AppState, AuthUser, Json, MaybeAuthUser};
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use store::StoreError;
use store::challenge::{self, Best, ChallengeQuestion, Game};

use crate::questions::{self, QuizView};
use crate::week;

/// How long a question may take, from the moment it was served.
pub const QUESTION_MS: i64 = 60_000;
pub const MAX_CONSECUTIVE_SKIPS: u32 = 5;
/// Games are kept a day, then DynamoDB removes them.
const GAME_TTL_SECS: i64 = 86_400;
/// Bests and board rows are kept 8 weeks after their week ends.
const BOARD_TTL_SECS: i64 = 8 * 7 * 86_400;
const GUEST_PREFIX: &str = "UNREGISTERED";

/// The player behind a request: the token's user, or a guest with an UNREGISTERED id.
fn player(user: &Option<AuthUser>, user_uuid: &str) -> ApiResult<Option<AuthUser>> {
    match user {
        Some(u) => {
            u.ensure_self(user_uuid)?;
            Ok(Some(u.clone()))
        }
        None if user_uuid.starts_with(GUEST_PREFIX)
            && user_uuid.len() <= 80
            && user_uuid.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') =>
        {
            Ok(None)
        }
        None => Err(ApiError::Unauthorized),
    }
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartBody {
    user_uuid: String,
    selected_topic_id_list: Vec<u32>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartView {
    pub created_at: i64,
    pub quiz: QuizView,
}

/// A random order (xorshift seeded from the OS's randomness through a v4 UUID).
fn shuffle(ids: &mut [u32]) {
    let mut x = (uuid::Uuid::new_v4().as_u128() as u64) | 1;
    for i in (1..ids.len()).rev() {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        ids.swap(i, (x % (i as u64 + 1)) as usize);
    }
}

async fn load_question(state: &AppState, id: u32) -> ApiResult<ChallengeQuestion> {
    challenge::question(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::internal(format!("challenge question {id} is indexed but missing")))
}

pub async fn start(
    State(state): State<AppState>,
    MaybeAuthUser(user): MaybeAuthUser,
    Json(body): Json<StartBody>,
) -> ApiResult<Json<StartView>> {
    let player = player(&user, &body.user_uuid)?;
    let mut topics = body.selected_topic_id_list;
    topics.sort_unstable();
    topics.dedup();
    if topics.is_empty() {
        return Err(ApiError::bad_request("Choose at least one topic."));
    }
    let index = questions::index(&state).await?;
    let mut order = vec![];
    for t in &topics {
        let ids = index
            .topics
            .get(t)
            .ok_or_else(|| ApiError::bad_request(format!("Topic {t} has no challenge questions.")))?;
        order.extend_from_slice(ids);
    }
    shuffle(&mut order);
    let first = order.pop().ok_or_else(|| ApiError::bad_request("These topics have no challenge questions."))?;
    let question = load_question(&state, first).await?;
    let now = state.clock.now_ms();
    let full_name = player
        .as_ref()
        .map(|u| {
            format!("{} {}", u.given_name.as_deref().unwrap_or(""), u.family_name.as_deref().unwrap_or(""))
                .trim()
                .to_owned()
        })
        .unwrap_or_default();
    let game = Game {
        user_uuid: body.user_uuid,
        created_at: now,
        registered: player.is_some(),
        full_name,
        ended: false,
        streak: 0,
        total_skips: 0,
        consecutive_skips: 0,
        current_question_id: question.id,
        current_correct_answer_id: question.correct_answer_id,
        served_at: now,
        remaining: order,
        expires_at: now / 1000 + GAME_TTL_SECS,
    };
    match challenge::put_new_game(&state.db, &game).await {
        Ok(()) => {}
        Err(StoreError::ConditionFailed) => {
            return Err(ApiError::coded(
                StatusCode::CONFLICT,
                "GAME_EXISTS",
                "A game was just started. Please try again.",
            ));
        }
        Err(e) => return Err(e.into()),
    }
    Ok(Json(StartView { created_at: now, quiz: questions::view(&state, question).await? }))
}

#[derive(Debug, Deserialize, PartialEq, Eq, Clone, Copy, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ActionType {
    Answer,
    Skip,
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitBody {
    user_uuid: String,
    action_type: ActionType,
    #[serde(default)]
    answer_id: u32,
    created_at: i64,
}

#[derive(Debug, Serialize, PartialEq, Eq, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ActionResult {
    Continue,
    End,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmitView {
    pub action_result: ActionResult,
    /// The next question (CONTINUE).
    pub action_payload: Option<QuizView>,
    pub streak: u32,
    pub total_skips: u32,
    pub consecutive_skips: u32,
    /// At END: why the answer was what it was, the correct answer, what to study.
    pub explanation_notes: Option<String>,
    pub correct_answer_id: Option<u32>,
    pub recommended_content_type: Option<String>,
    pub recommended_content_url: Option<String>,
    pub recommended_content_title: Option<String>,
    /// At END: whether the result counts on this week's leaderboard.
    pub ranked: Option<bool>,
}

fn conflict(code: &'static str, message: &str) -> ApiError {
    ApiError::coded(StatusCode::CONFLICT, code, message)
}

pub async fn submit(
    State(state): State<AppState>,
    MaybeAuthUser(user): MaybeAuthUser,
    Json(body): Json<SubmitBody>,
) -> ApiResult<Json<SubmitView>> {
    let player = player(&user, &body.user_uuid)?;
    let mut game = challenge::game(&state.db, &body.user_uuid, body.created_at)
        .await?
        .ok_or(ApiError::NotFound("Game not found."))?;
    if game.ended {
        return Err(conflict("GAME_ENDED", "This game has ended. Start a new one to play again."));
    }
    let now = state.clock.now_ms();
    let served_before = game.served_at;
    let in_time = now - game.served_at <= QUESTION_MS;
    let goes_on = in_time
        && match body.action_type {
            ActionType::Skip => {
                if game.consecutive_skips >= MAX_CONSECUTIVE_SKIPS {
                    return Err(conflict("SKIP_LIMIT", "You can skip at most 5 questions in a row."));
                }
                game.total_skips += 1;
                game.consecutive_skips += 1;
                true
            }
            ActionType::Answer if body.answer_id != 0 && body.answer_id == game.current_correct_answer_id => {
                game.streak += 1;
                game.consecutive_skips = 0;
                true
            }
            ActionType::Answer => false,
        };
    if goes_on && let Some(next_id) = game.remaining.pop() {
        let next = load_question(&state, next_id).await?;
        game.current_question_id = next.id;
        game.current_correct_answer_id = next.correct_answer_id;
        game.served_at = now;
        match challenge::save_game(&state.db, &game, served_before).await {
            Ok(()) => {}
            Err(StoreError::ConditionFailed) => {
                return Err(conflict("ALREADY_ANSWERED", "This question was already answered."));
            }
            Err(e) => return Err(e.into()),
        }
        return Ok(Json(SubmitView {
            action_result: ActionResult::Continue,
            action_payload: Some(questions::view(&state, next).await?),
            streak: game.streak,
            total_skips: game.total_skips,
            consecutive_skips: game.consecutive_skips,
            explanation_notes: None,
            correct_answer_id: None,
            recommended_content_type: None,
            recommended_content_url: None,
            recommended_content_title: None,
            ranked: None,
        }));
    }
    end(&state, game, served_before, player.as_ref(), now, goes_on).await
}

/// Ends the game: the explanation of the question it ended on, and the result on the player's
/// week (their best, and the board when they are a paid subscriber).
async fn end(
    state: &AppState,
    mut game: Game,
    served_before: i64,
    player: Option<&AuthUser>,
    now: i64,
    ran_out_of_questions: bool,
) -> ApiResult<Json<SubmitView>> {
    let week = week::week_of(now);
    let auth_id = player.map(|u| u.sub.as_str()).filter(|_| game.registered);
    let reads = challenge::end_reads(&state.db, game.current_question_id, auth_id, &week).await?;
    let question = reads.question.ok_or_else(|| ApiError::internal("the game's question is missing"))?;
    game.ended = true;
    let ranked = reads.profile.as_ref().is_some_and(|p| Access::of(p, now / 1000).subscribed);
    let new_best = auth_id.map(|id| {
        let mut b = Best {
            auth_id: id.to_owned(),
            full_name: game.full_name.clone(),
            streak: game.streak,
            skips: game.total_skips,
            achieved_at: now,
            board_sk: None,
        };
        b.board_sk = ranked.then(|| b.row_sk());
        b
    });
    let improves = match (&new_best, &reads.best) {
        (Some(new), Some(old)) => new.beats(old),
        (Some(_), None) => true,
        (None, _) => false,
    };
    let expires_at = week::week_end(now) / 1000 + BOARD_TTL_SECS;
    let record = new_best.as_ref().filter(|_| improves);
    match challenge::end_game(&state.db, &game, served_before, &week, reads.best.as_ref(), record, expires_at).await {
        Ok(()) => {}
        Err(StoreError::ConditionFailed) => {
            return Err(conflict("ALREADY_ANSWERED", "This question was already answered."));
        }
        Err(e) => return Err(e.into()),
    }
    let explanation = if ran_out_of_questions {
        "You answered every question in the topics you chose. Well done!".to_owned()
    } else {
        question.explanation_notes
    };
    Ok(Json(SubmitView {
        action_result: ActionResult::End,
        action_payload: None,
        streak: game.streak,
        total_skips: game.total_skips,
        consecutive_skips: game.consecutive_skips,
        explanation_notes: Some(explanation),
        correct_answer_id: Some(question.correct_answer_id),
        recommended_content_url: Some(signed_url(state, &question.recommendation.key).await?),
        recommended_content_type: Some(question.recommendation.kind),
        recommended_content_title: Some(question.recommendation.title),
        ranked: Some(ranked && game.registered),
    }))
}
