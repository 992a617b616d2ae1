//! POST /api/v2/quiz-challenge/start and /submit: a game, decided on the server. What a game is
//! and does lives in `domain::challenge` (the order of its questions, what an answer or a skip
//! does, whose answer counts, what its end records); each handler here loads what the game
//! needs, lets the game act, saves in one request and answers.
//!
//! - `start` keeps the order on the server and sends the first question as a fresh instance of
//!   its template, without its answer (the game keeps the instance's seed and correct id).
//! - `submit` takes ANSWER (an answer id; 0 when the timer ran out) or SKIP. In a challenge, a
//!   right answer in time, or a skip, continues with the next question; a wrong answer, or
//!   anything later than 60 s after the question was served, ends the game with that instance's
//!   worked explanation, its correct answer and what to study. In practice every answer is
//!   followed by its verdict and explanation and nothing is ranked. A finished game accepts
//!   nothing more.
//! - Signed-in players are who their token says; a visitor plays with an id starting
//!   `UNREGISTERED` and is never ranked.

use api::entitlement::Access;
use api::question::QuizView;
use api::{ApiError, ApiResult, AppState, AuthUser, ErrorCode, Json, MaybeAuthUser};
use axum::extract::State;
use axum::http::StatusCode;
use domain::challenge::template::{self, Instance, Rng, TemplateError};
use domain::challenge::{
    Action, ChallengeQuestion, End, Ending, Game, Mode, Play, Refusal, SUBJECT_ID, Starter, Turn, WeekSoFar,
    board_expiry, is_guest_id,
};
use domain::ids::{PlayerId, UserId};
use domain::week;
use serde::{Deserialize, Serialize};
use services::files::signed_url;
use store::review::{Card, ChallengeAnswer, Origin};
use store::{StoreError, Write, challenge, keys, review, users};

use crate::questions;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartBody {
    user_uuid: PlayerId,
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

pub async fn start(
    State(state): State<AppState>,
    MaybeAuthUser(user): MaybeAuthUser,
    Json(body): Json<StartBody>,
) -> ApiResult<Json<StartView>> {
    let player = player(user, &body.user_uuid)?;
    let mut rng = rng();
    let index = questions::index(&state).await?;
    let mut order = index
        .game_order(&body.selected_topic_id_list, body.mode, &mut rng)
        .map_err(|refusal| ApiError::bad_request(refusal.to_string()))?;
    let first_id = order.pop().ok_or_else(|| ApiError::internal("a game's order is empty"))?;
    let first = questions::load(&state, first_id).await?;
    let now = state.clock.now_ms();
    let starter = starter(player.as_ref());
    let (game, instance) =
        Game::start(body.user_uuid, starter, body.mode, &first, order, &mut rng, now).map_err(unservable(first.id))?;
    match challenge::put_new_game(&state.db, &game).await {
        Err(StoreError::ConditionFailed) => {
            Err(conflict(ErrorCode::GameExists, "A game was just started. Please try again."))
        }
        saved => Ok(saved?),
    }?;
    Ok(Json(StartView { created_at: now, quiz: questions::view(&state, &first, instance).await? }))
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
    user_uuid: PlayerId,
    action_type: ActionType,
    #[serde(default)]
    answer_id: u32,
    created_at: i64,
}

impl SubmitBody {
    fn action(&self) -> Action {
        match self.action_type {
            ActionType::Answer => Action::Answer(self.answer_id),
            ActionType::Skip => Action::Skip,
        }
    }
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

pub async fn submit(
    State(state): State<AppState>,
    MaybeAuthUser(user): MaybeAuthUser,
    Json(body): Json<SubmitBody>,
) -> ApiResult<Json<SubmitView>> {
    let player = player(user, &body.user_uuid)?;
    let sub = player.as_ref().map(|u| &u.sub);
    let mut game = challenge::game(&state.db, &body.user_uuid, body.created_at)
        .await?
        .ok_or(ApiError::NotFound("Game not found."))?;
    let served_before = game.play.served_at;
    let now = state.clock.now_ms();
    let turn = game.act(body.action(), now).map_err(refused)?;
    let tally = counted(sub, &turn);
    // A practice verdict shows the question answered: read before the next is served, or the one
    // the game's end read.
    let (verdict, mut view) = match turn.outcome.end {
        None => (verdict(&state, &turn, None).await?, go_on(&state, &mut game, served_before, tally, now).await?),
        Some(end) => {
            let (view, ended_on) = finish(&state, &game, served_before, tally, end, sub, now).await?;
            (verdict(&state, &turn, Some(ended_on)).await?, view)
        }
    };
    if let Some(v) = verdict {
        view.shows(&v);
        practice_miss(&state, sub.filter(|_| turn.practice_miss), &v.question, now).await;
    }
    Ok(Json(view))
}

/// Serves the game's next question, saving the game (and the answer's tally) first.
async fn go_on(
    state: &AppState,
    game: &mut Game,
    served_before: i64,
    tally: Option<ChallengeAnswer<'_>>,
    now: i64,
) -> ApiResult<SubmitView> {
    let next_id = game.next_question().ok_or_else(|| ApiError::internal("a game went on without questions"))?;
    let next = questions::load(state, next_id).await?;
    let instance = game.serve(&next, &mut rng(), now).map_err(unservable(next.id))?;
    let mut writes = vec![challenge::game_write(&state.db, game, served_before)?];
    writes.extend(tally.map(|a| review::tallying(&state.db, &a)).transpose()?);
    save(state, writes).await?;
    let mut view = SubmitView::of(&game.play, ActionResult::Continue);
    view.action_payload = Some(questions::view(state, &next, instance).await?);
    Ok(view)
}

/// Ends the game: what its end records on the player's week (their best, their board row when
/// ranked, the question in their review deck), saved with the game in one transaction, and the
/// explanation of the question it ended on (returned too: a practice verdict shows it again).
async fn finish(
    state: &AppState,
    game: &Game,
    served_before: i64,
    tally: Option<ChallengeAnswer<'_>>,
    end: End,
    sub: Option<&UserId>,
    now: i64,
) -> ApiResult<(SubmitView, ChallengeQuestion)> {
    let player = game.recorded_for(sub);
    let week = week::week_of(now);
    let (question, so_far) = end_reads(state, game, player, &week, now).await?;
    let ending = game.end(end, player, &so_far, now);
    let mut writes = vec![challenge::game_write(&state.db, game, served_before)?];
    writes.extend(tally.map(|a| review::tallying(&state.db, &a)).transpose()?);
    if let Some(user) = player.filter(|_| ending.to_deck) {
        let card = Card::of_challenge(&question, SUBJECT_ID, Origin::ChallengeMiss, now);
        writes.extend(review::adding(&state.db, user, &card)?);
    }
    if let Some(best) = &ending.new_best {
        writes.extend(challenge::result_writes(&state.db, &week, so_far.best.as_ref(), best, board_expiry(now))?);
    }
    save(state, writes).await?;
    let instance = template::instance(&question, game.current_seed).map_err(unservable(question.id))?;
    Ok((SubmitView::ended(state, &game.play, &ending, &question, instance).await?, question))
}

/// What a game's end reads, in one BatchGetItem: the question it ended on and, for a recorded
/// player, their best this week, their profile (a paid subscriber is ranked) and whether the
/// question is in their review deck already.
async fn end_reads(
    state: &AppState,
    game: &Game,
    player: Option<&UserId>,
    week: &str,
    now: i64,
) -> ApiResult<(ChallengeQuestion, WeekSoFar)> {
    let db = &state.db;
    let id = game.current_question_id;
    let mut keys = vec![keys::challenge_question_key(db, id)];
    if let Some(p) = player {
        let card = review::card_key_in(db, p, &review::challenge_card_id(id));
        keys.extend([challenge::best_key_in(db, week, p), keys::profile_key(db, p), card]);
    }
    let mut found = store::batch::get_keys(db, &keys).await?.into_iter();
    let question =
        store::parsed(found.next().flatten())?.ok_or_else(|| ApiError::internal("a game's question is missing"))?;
    let best = store::parsed(found.next().flatten())?;
    let profile: Option<users::Profile> = store::parsed(found.next().flatten())?;
    let subscribed = profile.is_some_and(|p| Access::of(&p, now / 1000).subscribed);
    Ok((question, WeekSoFar { best, subscribed, in_deck: found.next().flatten().is_some() }))
}

/// The answer as counted on the player's tally of its topic (their mastery).
fn counted<'a>(sub: Option<&'a UserId>, turn: &Turn) -> Option<ChallengeAnswer<'a>> {
    let (user, t) = sub.zip(turn.tally)?;
    Some(ChallengeAnswer { user, subject_id: SUBJECT_ID, topic_id: t.topic_id, right: t.right })
}

/// Practice: the question just answered, rendered again, and whether the answer was right.
struct Verdict {
    right: bool,
    question: ChallengeQuestion,
    instance: Instance,
}

/// `ended_on`: the question the game ended on, read by its end already (it is the one answered).
async fn verdict(state: &AppState, turn: &Turn, ended_on: Option<ChallengeQuestion>) -> ApiResult<Option<Verdict>> {
    let Some(right) = turn.outcome.right.filter(|_| turn.shows_verdict) else { return Ok(None) };
    let question = match ended_on {
        Some(q) => q,
        None => questions::load(state, turn.question_id).await?,
    };
    let instance = template::instance(&question, turn.seed).map_err(unservable(question.id))?;
    Ok(Some(Verdict { right, question, instance }))
}

/// A practice miss joins the player's deck (a card already there keeps its schedule). The game
/// is saved by then: a deck that cannot be written now must not undo it.
async fn practice_miss(state: &AppState, user: Option<&UserId>, question: &ChallengeQuestion, now: i64) {
    let Some(user) = user else { return };
    let card = Card::of_challenge(question, SUBJECT_ID, Origin::ChallengeMiss, now);
    if let Err(e) = review::add(&state.db, user, &card).await {
        tracing::warn!(error = %e, card = %card.card_id, "review card not added");
    }
}

impl SubmitView {
    fn of(play: &Play, action_result: ActionResult) -> Self {
        SubmitView {
            action_result,
            action_payload: None,
            streak: play.streak,
            total_skips: play.total_skips,
            consecutive_skips: play.consecutive_skips,
            mistakes: play.mistakes,
            answer_correct: None,
            explanation_notes: None,
            correct_answer_id: None,
            recommended_content_type: None,
            recommended_content_url: None,
            recommended_content_title: None,
            ranked: None,
        }
    }

    async fn ended(
        state: &AppState,
        play: &Play,
        ending: &Ending,
        question: &ChallengeQuestion,
        instance: Instance,
    ) -> ApiResult<Self> {
        let mut view = SubmitView::of(play, ActionResult::End);
        view.explanation_notes = Some(ending.explanation(&instance));
        view.correct_answer_id = Some(instance.correct_answer_id);
        view.recommended_content_url = Some(signed_url(state, &question.recommendation.key).await?);
        view.recommended_content_type = Some(question.recommendation.kind.clone());
        view.recommended_content_title = Some(question.recommendation.title.clone());
        view.ranked = Some(ending.ranked);
        Ok(view)
    }

    /// Practice: the verdict on the answer and its worked explanation.
    fn shows(&mut self, v: &Verdict) {
        self.answer_correct = Some(v.right);
        self.correct_answer_id.get_or_insert(v.instance.correct_answer_id);
        self.explanation_notes.get_or_insert_with(|| v.instance.explanation_notes.clone());
    }
}

/// The player behind a request: the token's user, or a visitor with an UNREGISTERED id.
fn player(user: Option<AuthUser>, user_uuid: &PlayerId) -> ApiResult<Option<AuthUser>> {
    match user {
        Some(u) => u.ensure_self(user_uuid).map(|()| Some(u)),
        None if is_guest_id(user_uuid.as_str()) => Ok(None),
        None => Err(ApiError::Unauthorized),
    }
}

fn starter(player: Option<&AuthUser>) -> Starter {
    let Some(u) = player else { return Starter::Guest };
    let name = format!("{} {}", u.given_name.as_deref().unwrap_or(""), u.family_name.as_deref().unwrap_or(""));
    Starter::Registered { full_name: name.trim().to_owned() }
}

/// A generator seeded from the OS's randomness (through a v4 UUID).
fn rng() -> Rng {
    Rng::new(uuid::Uuid::new_v4().as_u128() as u64)
}

/// A stored template that cannot be served is the store's fault, never the player's.
fn unservable(id: u32) -> impl FnOnce(TemplateError) -> ApiError {
    move |e| ApiError::internal(format!("challenge question {id}: {e}"))
}

/// Saves a game's writes; `409 ALREADY_ANSWERED` when the game changed since it was read.
async fn save(state: &AppState, writes: Vec<Write>) -> ApiResult<()> {
    match store::transact(&state.db, writes).await {
        Err(StoreError::ConditionFailed) => {
            Err(conflict(ErrorCode::AlreadyAnswered, "This question was already answered."))
        }
        saved => Ok(saved?),
    }
}

fn refused(refusal: Refusal) -> ApiError {
    match refusal {
        Refusal::Ended => conflict(ErrorCode::GameEnded, "This game has ended. Start a new one to play again."),
        Refusal::SkipLimit => conflict(ErrorCode::SkipLimit, "You can skip at most 5 questions in a row."),
    }
}

fn conflict(code: ErrorCode, message: &str) -> ApiError {
    ApiError::coded(StatusCode::CONFLICT, code, message)
}
