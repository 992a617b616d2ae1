//! The deck: what is due today (one Query and the settings' GetItem, planned by
//! `domain::exam_plan`), answering a card (one BatchGetItem, one transaction), the navigation's
//! count, and the student's settings (retention, exam target, daily budget).

use domain::ids::{CardId, UserId};
use domain::papers::Withheld;
use std::collections::HashMap;

use api::entitlement::{as_subscriber, entitled, with_subscriber};
use api::question::OfferedAnswer;
use api::{ApiError, ApiResult, AppState, AuthUser, ErrorCode, Json, Query};
use axum::extract::State;
use axum::http::StatusCode;
use domain::exam_plan::{self, Budget, Candidate, DAY_MS, EARLY_DAYS_MAX, ExamTarget};
use domain::review::{Grade, Retention};
use serde::{Deserialize, Serialize};
use services::files::signed_url_opt;
use store::review::{self, Card, CardSource, Origin, Settings};
use store::{question_bank, quizzes};

/// At most this many due cards are sent at once (the page asks again when they are done).
const BATCH: usize = 20;

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DueParams {
    /// Only cards of this topic.
    #[serde(default)]
    topic_id: Option<u32>,
}

/// What a card asks. A multiple-choice card never carries its correct answer before it is answered.
#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Prompt {
    #[serde(rename_all = "camelCase")]
    MultipleChoice { question_text: String, question_image_url: Option<String>, answers: Vec<OfferedAnswer> },
    #[serde(rename_all = "camelCase")]
    Open {
        name: String,
        question_image_url: Option<String>,
        model_answer_url: Option<String>,
        answer_video_url: Option<String>,
    },
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CardView {
    card_id: CardId,
    subject_id: u32,
    topic_id: u32,
    origin: Origin,
    /// Epoch ms.
    due: i64,
    /// Times reviewed so far.
    reviews: i32,
    prompt: Prompt,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DueView {
    /// How many cards are planned for now (of the topic, when one is chosen): every due card
    /// without a daily budget; with one, today's share (and cards soon due on a light day).
    due_count: u32,
    /// When nothing is planned: when the next card comes due (epoch ms), if the deck has any.
    next_due_at: Option<i64>,
    /// The first planned cards: earliest first without a budget, lowest predicted recall first
    /// with one.
    cards: Vec<CardView>,
    /// Due cards left for the coming days because today's budget is spent.
    waiting: u32,
    /// Today's reviews in all with a budget (done and to do); none without one.
    quota: Option<u32>,
    /// Reviews done today.
    reviewed_today: u32,
    /// The topics that have due cards (for the filter), with how many each.
    topics: Vec<TopicCount>,
    /// The server's time of this answer (epoch ms), for saying "in 3 days".
    now: i64,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopicCount {
    subject_id: u32,
    topic_id: u32,
    due_count: u32,
}

pub async fn due(
    State(state): State<AppState>,
    user: AuthUser,
    Query(q): Query<DueParams>,
) -> ApiResult<Json<DueView>> {
    let now = state.clock.now_ms();
    // The cards due now and those due within the week (a light day may take some early).
    let reads = async {
        tokio::try_join!(
            review::settings(&state.db, &user.sub),
            review::due(&state.db, &user.sub, now + EARLY_DAYS_MAX * DAY_MS)
        )
    };
    let (profile, (settings, candidates)) = with_subscriber(&state, &user, reads).await?;
    let target = exam_target(profile.user_cohort, settings.as_ref(), now);
    let log = settings.as_ref().and_then(|s| s.day_log).unwrap_or_default();
    let plan = exam_plan::plan_day(
        &candidates.iter().map(|c| Candidate { memory: c.memory.as_ref(), due: c.due }).collect::<Vec<_>>(),
        now,
        settings.as_ref().and_then(|s| s.budget),
        log,
        target,
    );
    let all: Vec<&Card> = plan.today.iter().map(|&i| &candidates[i]).collect();
    let mut topics: Vec<TopicCount> = vec![];
    for c in &all {
        match topics.iter_mut().find(|t| t.topic_id == c.topic_id && t.subject_id == c.subject_id) {
            Some(t) => t.due_count += 1,
            None => topics.push(TopicCount { subject_id: c.subject_id, topic_id: c.topic_id, due_count: 1 }),
        }
    }
    topics.sort_by_key(|t| (t.subject_id, t.topic_id));
    let due: Vec<&Card> = all.into_iter().filter(|c| q.topic_id.is_none_or(|t| c.topic_id == t)).collect();
    let next_due_at =
        if due.is_empty() && plan.waiting == 0 { review::next_due(&state.db, &user.sub, now).await? } else { None };
    let mut sets: HashMap<u32, Option<quizzes::QuizSet>> = HashMap::new();
    let withheld = match due.iter().take(BATCH).any(|c| matches!(c.source, CardSource::QuestionBank { .. })) {
        true => services::sitting::withheld(&state, &user.sub).await?,
        false => Withheld::default(),
    };
    let mut cards = vec![];
    for card in due.iter().take(BATCH) {
        if let Some(prompt) = prompt(&state, &user.sub, card, &mut sets, &withheld).await? {
            cards.push(CardView {
                card_id: card.card_id.clone(),
                subject_id: card.subject_id,
                topic_id: card.topic_id,
                origin: card.origin,
                due: card.due,
                reviews: card.memory.map_or(0, |m| m.reps),
                prompt,
            });
        }
    }
    Ok(Json(DueView {
        due_count: due.len() as u32,
        next_due_at,
        cards,
        waiting: plan.waiting,
        quota: plan.quota,
        reviewed_today: log.reviews_on(exam_plan::day_of(now)),
        topics,
        now,
    }))
}

/// The student's exam target: their cohort's first exam day and the recall they want on it,
/// while the exams are ahead.
pub(crate) fn exam_target(cohort: Option<domain::Cohort>, settings: Option<&Settings>, now: i64) -> Option<ExamTarget> {
    ExamTarget::of(cohort, exam_retention_of(settings), now)
}

pub(crate) fn exam_retention_of(settings: Option<&Settings>) -> Retention {
    settings.and_then(|s| s.exam_retention).and_then(Retention::new).unwrap_or_default()
}

/// The student's fitted FSRS parameters, when they have usable ones.
pub(crate) fn weights_of(settings: Option<&Settings>) -> Option<domain::review::Weights> {
    settings.and_then(|s| s.params.as_deref()).and_then(domain::review::weights)
}

/// What the card asks, from the catalogue as it is now (none when staff removed the question).
async fn prompt(
    state: &AppState,
    user: &UserId,
    card: &Card,
    sets: &mut HashMap<u32, Option<quizzes::QuizSet>>,
    withheld: &Withheld,
) -> ApiResult<Option<Prompt>> {
    Ok(match card.source {
        CardSource::Quiz { quiz_set_id, quiz_id } => {
            if let std::collections::hash_map::Entry::Vacant(e) = sets.entry(quiz_set_id) {
                e.insert(quizzes::set(&state.db, quiz_set_id).await?);
            }
            let quiz = sets[&quiz_set_id].as_ref().and_then(|s| s.quizzes.iter().find(|q| q.id == quiz_id));
            match quiz {
                Some(quiz) => Some(Prompt::MultipleChoice {
                    question_text: quiz.question_text.clone(),
                    question_image_url: signed_url_opt(state, quiz.question_image_key.as_deref()).await?,
                    answers: quiz
                        .answers()
                        .iter()
                        .map(|a| OfferedAnswer { id: a.id, answer_text: a.answer_text.clone() })
                        .collect(),
                }),
                None => None,
            }
        }
        CardSource::Challenge { question_id } => match store::challenge::question(&state.db, question_id).await? {
            Some(q) => {
                let instance = challenge_instance(&q, user, card)?;
                Some(Prompt::MultipleChoice {
                    question_text: instance.question_text,
                    question_image_url: signed_url_opt(state, q.question_image_key.as_deref()).await?,
                    answers: instance
                        .answers
                        .into_iter()
                        .map(|a| OfferedAnswer { id: a.id, answer_text: a.answer_text })
                        .collect(),
                })
            }
            None => None,
        },
        CardSource::QuestionBank { question_set_id, question_id } => {
            match question_bank::question(&state.db, question_set_id, question_id).await? {
                Some(q) => {
                    // Not while the student sits a paper with this question.
                    let shown = !withheld.hides(question_set_id, question_id);
                    Some(Prompt::Open {
                        name: q.name.clone(),
                        question_image_url: signed_url_opt(state, Some(&q.question_key)).await?,
                        model_answer_url: signed_url_opt(state, Some(q.answer_key.as_str()).filter(|_| shown)).await?,
                        answer_video_url: signed_url_opt(state, q.answer_video_key.as_deref().filter(|_| shown))
                            .await?,
                    })
                }
                None => None,
            }
        }
    })
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// Cards due now (the navigation's count); 0 while the deck is closed to the caller.
    due_now: u32,
    /// Whether the caller's plan opens the deck now (a student without one has a count of 0, not
    /// a refusal: every signed-in page asks for it).
    open: bool,
}

pub async fn summary(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<Summary>> {
    let now = state.clock.now_ms();
    let (profile, due) =
        tokio::join!(store::users::get(&state.db, &user.sub), review::due_count(&state.db, &user.sub, now));
    let open = entitled(profile?, now / 1000).is_ok();
    Ok(Json(Summary { due_now: if open { due? } else { 0 }, open }))
}

#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnswerBody {
    card_id: CardId,
    /// A multiple-choice card: the answer chosen (the server grades it).
    #[serde(default)]
    answer_id: Option<u32>,
    /// An open question: the student's own grade after seeing the model answer.
    #[serde(default)]
    grade: Option<Grade>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct GradedView {
    card_id: CardId,
    grade: Grade,
    /// A multiple-choice card: whether the answer was right, and the right one.
    correct: Option<bool>,
    correct_answer_id: Option<u32>,
    /// When the card comes back (epoch ms): FSRS's date, brought earlier for a final pass before
    /// the exams when the card would not be recalled well enough on the first exam day.
    next_due: i64,
    /// The server's time of this answer (epoch ms).
    now: i64,
}

pub async fn answer(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<AnswerBody>,
) -> ApiResult<Json<GradedView>> {
    let now = state.clock.now_ms();
    let reads = review::answer_reads(&state.db, &user.sub, &body.card_id).await?;
    let profile = entitled(reads.profile, now / 1000)?;
    let card = reads.card.ok_or(ApiError::NotFound("This card is not in your review deck."))?;
    let right_answer = match card.source {
        CardSource::Quiz { .. } => card.correct_answer_id,
        // The instance this version of the card asked.
        CardSource::Challenge { .. } => match &reads.challenge_question {
            Some(q) => Some(challenge_instance(q, &user.sub, &card)?.correct_answer_id),
            None => return Err(ApiError::NotFound("This question is no longer in the Quiz Challenge.")),
        },
        CardSource::QuestionBank { .. } => None,
    };
    let settings = reads.settings.as_ref();
    let (grade, correct) = match card.source {
        CardSource::Quiz { .. } | CardSource::Challenge { .. } => {
            let chosen = body.answer_id.ok_or_else(|| ApiError::bad_request("Choose an answer."))?;
            let correct = right_answer == Some(chosen);
            (Grade::of_answer(correct), Some(correct))
        }
        CardSource::QuestionBank { .. } => {
            (body.grade.ok_or_else(|| ApiError::bad_request("Say how well you knew it."))?, None)
        }
    };
    let retention = retention_of(settings);
    let weights = weights_of(settings);
    let (memory, fsrs_due) =
        domain::review::review_with(card.memory.as_ref(), card.due, grade, now, retention, weights.as_ref());
    let target = exam_target(profile.user_cohort, settings, now);
    let next_due = exam_plan::cap(&card.card_id, &memory, fsrs_due, now, target);
    let next = Card { memory: Some(memory), due: next_due, version: card.version + 1, ..card.clone() };
    let log = settings.and_then(|s| s.day_log).unwrap_or_default().after_review(now);
    let logged = domain::review::Logged { reviewed_at: now, grade };
    if !review::reschedule(&state.db, &user.sub, &card, &next, log, logged).await? {
        return Err(ApiError::coded(
            StatusCode::CONFLICT,
            ErrorCode::TryAgain,
            "This card was just reviewed. Please try again.",
        ));
    }
    Ok(Json(GradedView {
        card_id: card.card_id,
        grade,
        correct,
        correct_answer_id: correct.and(right_answer),
        next_due,
        now,
    }))
}

/// The instance of a Quiz Challenge template this card asks `user` at its current version.
fn challenge_instance(
    q: &store::challenge::ChallengeQuestion,
    user: &UserId,
    card: &Card,
) -> ApiResult<domain::challenge::template::Instance> {
    domain::challenge::template::instance(q, review::instance_seed(user, card))
        .map_err(|e| ApiError::internal(format!("challenge question {}: {}", q.id, e.0)))
}

pub(crate) fn retention_of(settings: Option<&Settings>) -> Retention {
    settings.and_then(|s| Retention::new(s.desired_retention)).unwrap_or_default()
}

fn default_exam_retention() -> f64 {
    domain::review::DEFAULT_RETENTION
}

#[derive(Debug, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsBody {
    /// How likely a card should be remembered when it comes due: 0.80 to 0.95 (0.90 by default).
    desired_retention: f64,
    /// How likely each card should be remembered on the first exam day: 0.80 to 0.95 (0.90 by
    /// default).
    #[serde(default = "default_exam_retention")]
    exam_retention: f64,
    /// The daily budget: 5–240 minutes or 5–500 cards; none for every due card every day.
    #[serde(default)]
    budget: Option<Budget>,
}

#[derive(Debug, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsView {
    desired_retention: f64,
    exam_retention: f64,
    budget: Option<Budget>,
    /// The budget in cards a day (a minute is two cards).
    cards_per_day: Option<u32>,
    /// Whether FSRS's parameters are fitted to the student's own reviews (else the defaults).
    personal_parameters: bool,
}

fn settings_view(settings: Option<&Settings>) -> SettingsView {
    let budget = settings.and_then(|s| s.budget);
    SettingsView {
        desired_retention: retention_of(settings).value(),
        exam_retention: exam_retention_of(settings).value(),
        budget,
        cards_per_day: budget.map(Budget::cards_per_day),
        personal_parameters: weights_of(settings).is_some(),
    }
}

pub async fn get_settings(State(state): State<AppState>, user: AuthUser) -> ApiResult<Json<SettingsView>> {
    let settings = as_subscriber(&state, &user, review::settings(&state.db, &user.sub)).await?;
    Ok(Json(settings_view(settings.as_ref())))
}

pub async fn put_settings(
    State(state): State<AppState>,
    user: AuthUser,
    Json(body): Json<SettingsBody>,
) -> ApiResult<Json<SettingsView>> {
    let retention = Retention::new(body.desired_retention)
        .ok_or_else(|| ApiError::bad_request("Choose a retention between 0.80 and 0.95."))?;
    let exam = Retention::new(body.exam_retention)
        .ok_or_else(|| ApiError::bad_request("Choose an exam-day target between 0.80 and 0.95."))?;
    let budget = match body.budget {
        Some(b) => Some(
            Budget::new(b.unit, b.amount)
                .ok_or_else(|| ApiError::bad_request("Choose a daily budget of 5 to 240 minutes or 5 to 500 cards."))?,
        ),
        None => None,
    };
    let settings = as_subscriber(&state, &user, review::settings(&state.db, &user.sub)).await?;
    let choices = review::Choices { desired_retention: retention.value(), exam_retention: exam.value(), budget };
    review::put_settings(&state.db, &user.sub, choices).await?;
    let stored = Settings {
        desired_retention: retention.value(),
        exam_retention: Some(exam.value()),
        budget,
        ..settings.unwrap_or(Settings {
            desired_retention: retention.value(),
            exam_retention: None,
            budget: None,
            day_log: None,
            params: None,
            fitted_on: None,
        })
    };
    Ok(Json(settings_view(Some(&stored))))
}
