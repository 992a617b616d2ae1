//! POST /api/v2/quiz-challenge/start and /submit: a game, decided on the server.
//!
//! - `start` orders the chosen topics' questions (at most one fixed question in five in a
//!   challenge), keeps the order on the server and sends the first question as a fresh instance
//!   of its template, without its answer. The game keeps the instance's seed and correct id.
//! - `submit` takes ANSWER (an answer id; 0 when the timer ran out) or SKIP. In a challenge, a
//!   correct answer in time, or a skip, continues with the next question; a wrong answer, or
//!   anything later than 60 s after the question was served, ends the game with that instance's
//!   worked explanation, its correct answer and what to study. At most 5 skips in a row.
//! - In practice there is no time limit and no skip limit, every answer is followed by its
//!   verdict and explanation, a wrong answer does not end the game, and nothing is ranked.
//! - A finished game accepts nothing more.
//! - Signed-in players are who their token says; a visitor plays with an id starting
//!   `UNREGISTERED` and is never ranked.

use api::entitlement::Access;
use api::files::signed_url;
use api::{ApiError, ApiResult, AppState, AuthUser, Json, MaybeAuthUser};
use axum::extract::State;
use axum::http::StatusCode;
use serde::{Deserialize, Serialize};
use store::StoreError;
use store::challenge::{self, Best, ChallengeQuestion, Game, Mode};
use store::challenge_template::{self, Instance, Rng};

use crate::questions::{self, QuizView};
use api::ErrorCode;
use domain::challenge::{Action, End, Play, Refusal};
use domain::week;
use store::review::{self, Card, ChallengeAnswer, Origin};
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
    /// CHALLENGE (the default: timed, may be ranked) or PRACTICE (untimed, never ranked).
    #[serde(default)]
    mode: Mode,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartView {
    pub created_at: i64,
    pub quiz: QuizView,
}

/// A generator seeded from the OS's randomness (through a v4 UUID).
fn rng() -> Rng {
    Rng::new(uuid::Uuid::new_v4().as_u128() as u64)
}

async fn load_question(state: &AppState, id: u32) -> ApiResult<ChallengeQuestion> {
    challenge::question(&state.db, id)
        .await?
        .ok_or_else(|| ApiError::internal(format!("challenge question {id} is indexed but missing")))
}

/// The instance a game's seed gives (the same every time it is rendered).
fn rendered(q: &ChallengeQuestion, seed: u64) -> ApiResult<Instance> {
    challenge_template::instance(q, seed).map_err(|e| ApiError::internal(format!("challenge question {}: {e}", q.id)))
}

/// A fresh instance of `q`, and its seed.
fn fresh(q: &ChallengeQuestion, rng: &mut Rng) -> ApiResult<(u64, Instance)> {
    challenge_template::fresh(q, rng).map_err(|e| ApiError::internal(format!("challenge question {}: {e}", q.id)))
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
    let (mut templates, mut fixed) = (vec![], vec![]);
    for t in &topics {
        let ids = index
            .topics
            .get(t)
            .ok_or_else(|| ApiError::bad_request(format!("Topic {t} has no challenge questions.")))?;
        for id in ids {
            if index.fixed.contains(id) { fixed.push(*id) } else { templates.push(*id) }
        }
    }
    let mut rng = rng();
    let mut order = questions::order(templates, fixed, body.mode, &mut rng);
    let first = order.pop().ok_or_else(|| ApiError::bad_request("These topics have no challenge questions."))?;
    let question = load_question(&state, first).await?;
    let (seed, instance) = fresh(&question, &mut rng)?;
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
        play: Play::new(body.mode, instance.correct_answer_id, now),
        current_question_id: question.id,
        current_topic_id: Some(question.topic_id),
        current_seed: seed,
        remaining: order,
        expires_at: now / 1000 + GAME_TTL_SECS,
    };
    match challenge::put_new_game(&state.db, &game).await {
        Ok(()) => {}
        Err(StoreError::ConditionFailed) => {
            return Err(ApiError::coded(
                StatusCode::CONFLICT,
                ErrorCode::GameExists,
                "A game was just started. Please try again.",
            ));
        }
        Err(e) => return Err(e.into()),
    }
    Ok(Json(StartView { created_at: now, quiz: questions::view(&state, &question, instance).await? }))
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
    /// Practice: the answers that were wrong so far (the streak counts the right ones).
    pub mistakes: u32,
    /// Practice, after an answer: whether it was right.
    pub answer_correct: Option<bool>,
    /// At END, and in practice after each answer: the instance's worked explanation and its
    /// correct answer (an id of this game's instance only).
    pub explanation_notes: Option<String>,
    pub correct_answer_id: Option<u32>,
    pub recommended_content_type: Option<String>,
    pub recommended_content_url: Option<String>,
    pub recommended_content_title: Option<String>,
    /// At END: whether the result counts on this week's leaderboard.
    pub ranked: Option<bool>,
}

fn conflict(code: ErrorCode, message: &str) -> ApiError {
    ApiError::coded(StatusCode::CONFLICT, code, message)
}

impl SubmitBody {
    fn action(&self) -> Action {
        match self.action_type {
            ActionType::Answer => Action::Answer(self.answer_id),
            ActionType::Skip => Action::Skip,
        }
    }
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
    let now = state.clock.now_ms();
    let served_before = game.play.served_at;
    let outcome = game.play.act(body.action(), now, !game.remaining.is_empty()).map_err(|refusal| match refusal {
        Refusal::Ended => conflict(ErrorCode::GameEnded, "This game has ended. Start a new one to play again."),
        Refusal::SkipLimit => conflict(ErrorCode::SkipLimit, "You can skip at most 5 questions in a row."),
    })?;
    // A registered player's answer counts towards their mastery of its topic (saved with the game).
    let counted = player.as_ref().filter(|_| game.registered).zip(game.current_topic_id).zip(outcome.right).map(
        |((u, topic_id), right)| ChallengeAnswer { user: &u.sub, subject_id: questions::SUBJECT_ID, topic_id, right },
    );
    // Practice: the verdict and the worked explanation of the question just answered; a wrong
    // answer puts the question in a registered player's review deck once the game is saved.
    let practice = game.play.mode == Mode::Practice;
    let (answered, practice_miss) = match outcome.right.filter(|_| practice) {
        Some(right) => {
            let q = load_question(&state, game.current_question_id).await?;
            let miss = counted
                .filter(|a| !a.right)
                .map(|a| (a.user, Card::of_challenge(&q, questions::SUBJECT_ID, Origin::ChallengeMiss, now)));
            (Some((right, rendered(&q, game.current_seed)?)), miss)
        }
        None => (None, None),
    };
    let Some(end) = outcome.end else {
        let next_id = game.remaining.pop().ok_or_else(|| ApiError::internal("a game went on without questions"))?;
        let next = load_question(&state, next_id).await?;
        let (seed, instance) = fresh(&next, &mut rng())?;
        game.current_question_id = next.id;
        game.current_topic_id = Some(next.topic_id);
        game.current_seed = seed;
        game.play.serve(instance.correct_answer_id, now);
        match challenge::save_game(&state.db, &game, served_before, counted.as_ref()).await {
            Ok(()) => add_to_deck(&state, practice_miss).await,
            Err(StoreError::ConditionFailed) => {
                return Err(conflict(ErrorCode::AlreadyAnswered, "This question was already answered."));
            }
            Err(e) => return Err(e.into()),
        }
        let play = &game.play;
        return Ok(Json(SubmitView {
            action_result: ActionResult::Continue,
            action_payload: Some(questions::view(&state, &next, instance).await?),
            streak: play.streak,
            total_skips: play.total_skips,
            consecutive_skips: play.consecutive_skips,
            mistakes: play.mistakes,
            answer_correct: answered.as_ref().map(|(r, _)| *r),
            correct_answer_id: answered.as_ref().map(|(_, i)| i.correct_answer_id),
            explanation_notes: answered.map(|(_, i)| i.explanation_notes),
            recommended_content_type: None,
            recommended_content_url: None,
            recommended_content_title: None,
            ranked: None,
        }));
    };
    let answer_correct = answered.map(|(r, _)| r);
    let how = Ending { end, answer_correct, answer: counted };
    let ended = finish(&state, game, served_before, player.as_ref(), now, how).await?;
    add_to_deck(&state, practice_miss).await;
    Ok(ended)
}

/// Adds a practice miss to the player's deck (a card already there keeps its schedule). The game
/// is saved by then: a deck that cannot be written now must not undo it.
async fn add_to_deck(state: &AppState, miss: Option<(&str, Card)>) {
    if let Some((user, card)) = miss
        && let Err(e) = review::add(&state.db, user, &card).await
    {
        tracing::warn!(error = %e, card = %card.card_id, "review card not added");
    }
}

/// How a game ends.
struct Ending<'a> {
    end: End,
    /// Practice: whether the last answer was right.
    answer_correct: Option<bool>,
    /// The last answer, counted on the player's tally of its topic.
    answer: Option<ChallengeAnswer<'a>>,
}

/// Ends the game: the explanation of the question it ended on, and the result on the player's
/// week (their best, and the board when they are a paid subscriber).
async fn finish(
    state: &AppState,
    game: Game,
    served_before: i64,
    player: Option<&AuthUser>,
    now: i64,
    how: Ending<'_>,
) -> ApiResult<Json<SubmitView>> {
    let Ending { end, answer_correct, answer } = how;
    let week = week::week_of(now);
    let challenge_mode = game.play.mode == Mode::Challenge;
    let auth_id = player.map(|u| u.sub.as_str()).filter(|_| game.registered && challenge_mode);
    // A ranked game that ends on a question (wrong or out of time) puts it in the player's review
    // deck: read in the end's batch, written in its transaction (no extra request).
    let deck = auth_id.filter(|_| end != End::Finished);
    let reads = challenge::end_reads(&state.db, game.current_question_id, auth_id, &week, deck).await?;
    let question = reads.question.ok_or_else(|| ApiError::internal("the game's question is missing"))?;
    let instance = rendered(&question, game.current_seed)?;
    let ranked = reads.profile.as_ref().is_some_and(|p| Access::of(p, now / 1000).subscribed);
    let new_best = auth_id.map(|id| {
        let mut b = Best {
            auth_id: id.to_owned(),
            full_name: game.full_name.clone(),
            streak: game.play.streak,
            skips: game.play.total_skips,
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
    let miss = deck
        .filter(|_| !reads.in_deck)
        .map(|user| (user, Card::of_challenge(&question, questions::SUBJECT_ID, Origin::ChallengeMiss, now)));
    let miss = miss.as_ref().map(|(user, card)| (*user, card));
    let writes = challenge::GameEnd { old_best: reads.best.as_ref(), new_best: record, expires_at, miss, answer };
    match challenge::end_game(&state.db, &game, served_before, &week, writes).await {
        Ok(()) => {}
        Err(StoreError::ConditionFailed) => {
            return Err(conflict(ErrorCode::AlreadyAnswered, "This question was already answered."));
        }
        Err(e) => return Err(e.into()),
    }
    let explanation = if end == End::Finished && challenge_mode {
        "You answered every question in the topics you chose. Well done!".to_owned()
    } else {
        instance.explanation_notes
    };
    Ok(Json(SubmitView {
        action_result: ActionResult::End,
        action_payload: None,
        streak: game.play.streak,
        total_skips: game.play.total_skips,
        consecutive_skips: game.play.consecutive_skips,
        mistakes: game.play.mistakes,
        answer_correct,
        explanation_notes: Some(explanation),
        correct_answer_id: Some(instance.correct_answer_id),
        recommended_content_url: Some(signed_url(state, &question.recommendation.key).await?),
        recommended_content_type: Some(question.recommendation.kind),
        recommended_content_title: Some(question.recommendation.title),
        ranked: Some(ranked && auth_id.is_some()),
    }))
}
