//! The review deck's scheduling: FSRS (open-spaced-repetition's `rs-fsrs`, the scheduler itself is
//! the library's; nothing here computes an interval), a student's desired retention, how an answer
//! becomes a grade, and how well a topic is known.

use crate::ids::CardId;
use chrono::{DateTime, TimeZone, Utc};
use rs_fsrs::{Card, FSRS, Parameters, Rating, State};
use serde::{Deserialize, Serialize};

/// FSRS's default: recall 9 times in 10 when a card comes due.
pub const DEFAULT_RETENTION: f64 = 0.9;
/// The range a student may choose: lower means fewer reviews and more forgetting.
pub const RETENTION_RANGE: std::ops::RangeInclusive<f64> = 0.80..=0.95;

/// How a review went. Multiple-choice cards are graded by the answer given (`Again` or `Good`);
/// open questions are graded by the student after seeing the model answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Grade {
    Again,
    Hard,
    Good,
    Easy,
}

impl Grade {
    /// A multiple-choice answer: right is `Good`, wrong is `Again`.
    pub fn of_answer(correct: bool) -> Self {
        if correct { Self::Good } else { Self::Again }
    }

    /// FSRS's rating number, 1 (again) to 4 (easy).
    pub fn number(self) -> u32 {
        match self {
            Self::Again => 1,
            Self::Hard => 2,
            Self::Good => 3,
            Self::Easy => 4,
        }
    }

    fn rating(self) -> Rating {
        match self {
            Self::Again => Rating::Again,
            Self::Hard => Rating::Hard,
            Self::Good => Rating::Good,
            Self::Easy => Rating::Easy,
        }
    }
}

/// FSRS's memory state of one card after at least one review (times in epoch milliseconds).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Memory {
    pub stability: f64,
    pub difficulty: f64,
    pub elapsed_days: i64,
    pub scheduled_days: i64,
    pub reps: i32,
    pub lapses: i32,
    pub learning: LearningState,
    pub last_review: i64,
}

/// FSRS's card states.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum LearningState {
    New,
    Learning,
    Review,
    Relearning,
}

/// A desired retention the student chose, within [`RETENTION_RANGE`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Retention(f64);

impl Retention {
    pub fn new(value: f64) -> Option<Self> {
        RETENTION_RANGE.contains(&value).then_some(Self(value))
    }
    pub fn value(self) -> f64 {
        self.0
    }
}

impl Default for Retention {
    fn default() -> Self {
        Self(DEFAULT_RETENTION)
    }
}

/// FSRS with its default parameters, no fuzz (the same answer gives the same date), and the
/// student's retention.
pub fn scheduler(retention: Retention) -> FSRS {
    scheduler_with(retention, None)
}

/// FSRS's 19 parameters fitted to one student's own reviews.
pub type Weights = [f64; 19];

/// FSRS's default parameters (the library's).
pub fn default_weights() -> Weights {
    Parameters::default().w
}

/// FSRS's forgetting curve: the chance of recall `days` after a review, at `stability`.
pub fn forgetting_curve(days: f64, stability: f64) -> f64 {
    Parameters::forgetting_curve(days, stability)
}

/// Stored parameters that FSRS can use: 19 finite numbers, none negative.
pub fn weights(stored: &[f64]) -> Option<Weights> {
    let w: Weights = stored.try_into().ok()?;
    w.iter().all(|x| x.is_finite() && *x >= 0.0).then_some(w)
}

/// As [`scheduler`], with the student's fitted parameters when there are some.
pub fn scheduler_with(retention: Retention, weights: Option<&Weights>) -> FSRS {
    let defaults = Parameters::default();
    FSRS::new(Parameters {
        request_retention: retention.value(),
        enable_fuzz: false,
        w: weights.copied().unwrap_or(defaults.w),
        ..defaults
    })
}

fn time(ms: i64) -> DateTime<Utc> {
    Utc.timestamp_millis_opt(ms).single().unwrap_or_default()
}

/// The library's card for a stored memory (none: a card never reviewed, due at `due_ms`).
pub fn library_card(memory: Option<&Memory>, due_ms: i64) -> Card {
    match memory {
        None => Card { due: time(due_ms), last_review: time(due_ms), ..Card::default() },
        Some(m) => Card {
            due: time(due_ms),
            stability: m.stability,
            difficulty: m.difficulty,
            elapsed_days: m.elapsed_days,
            scheduled_days: m.scheduled_days,
            reps: m.reps,
            lapses: m.lapses,
            state: match m.learning {
                LearningState::New => State::New,
                LearningState::Learning => State::Learning,
                LearningState::Review => State::Review,
                LearningState::Relearning => State::Relearning,
            },
            last_review: time(m.last_review),
        },
    }
}

/// Reviewing a card (its memory, due at `due_ms`) at `now_ms` with `grade`: the new memory and
/// the new due time (epoch ms), as FSRS schedules them.
pub fn review(memory: Option<&Memory>, due_ms: i64, grade: Grade, now_ms: i64, retention: Retention) -> (Memory, i64) {
    review_with(memory, due_ms, grade, now_ms, retention, None)
}

/// As [`review`], with the student's fitted parameters when there are some.
pub fn review_with(
    memory: Option<&Memory>,
    due_ms: i64,
    grade: Grade,
    now_ms: i64,
    retention: Retention,
    weights: Option<&Weights>,
) -> (Memory, i64) {
    let next = scheduler_with(retention, weights).next(library_card(memory, due_ms), time(now_ms), grade.rating()).card;
    let memory = Memory {
        stability: next.stability,
        difficulty: next.difficulty,
        elapsed_days: next.elapsed_days,
        scheduled_days: next.scheduled_days,
        reps: next.reps,
        lapses: next.lapses,
        learning: match next.state {
            State::New => LearningState::New,
            State::Learning => LearningState::Learning,
            State::Review => LearningState::Review,
            State::Relearning => LearningState::Relearning,
        },
        last_review: next.last_review.timestamp_millis(),
    };
    (memory, next.due.timestamp_millis())
}

/// How likely the student is to recall the card now (0 for one never reviewed), by FSRS's
/// forgetting curve.
pub fn recall(memory: Option<&Memory>, due_ms: i64, now_ms: i64) -> f64 {
    memory.map_or(0.0, |m| library_card(Some(m), due_ms).get_retrievability(time(now_ms)))
}

/// What a card asks: a quiz question (multiple choice) or a question-bank question (open, with a
/// model answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum CardSource {
    #[serde(rename_all = "camelCase")]
    Quiz { quiz_set_id: u32, quiz_id: u32 },
    #[serde(rename_all = "camelCase")]
    QuestionBank { question_set_id: u32, question_id: u32 },
    /// A Quiz Challenge question (a template: every review asks a fresh instance).
    #[serde(rename_all = "camelCase")]
    Challenge { question_id: u32 },
}

/// Why a card is in the deck.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Origin {
    /// Answered wrong in a quiz.
    QuizMiss,
    /// Marked "This is Hard" in the question bank.
    MarkedHard,
    /// Added with "Add to review".
    Added,
    /// Missed in the Quiz Challenge: the question a ranked game ended on (wrong or out of time),
    /// or a wrong answer in practice.
    ChallengeMiss,
}

impl CardSource {
    /// The card's id: the same question is one card, however it was added.
    pub fn card_id(&self) -> CardId {
        match self {
            Self::Quiz { quiz_set_id, quiz_id } => CardId::new(format!("quiz-{quiz_set_id}-{quiz_id}")),
            Self::QuestionBank { question_set_id, question_id } => {
                CardId::new(format!("qb-{question_set_id}-{question_id}"))
            }
            Self::Challenge { question_id } => challenge_card_id(*question_id),
        }
    }
}

/// The card id of a Quiz Challenge question.
pub fn challenge_card_id(question_id: u32) -> CardId {
    CardId::new(format!("cq-{question_id}"))
}

/// Reviews a student needs before their own FSRS parameters are fitted (fewer fit noise; the
/// library's defaults serve until then).
pub const FIT_MIN_REVIEWS: usize = 400;
/// New reviews since the last fit before another is worth it.
pub const FIT_AGAIN_AFTER: usize = 100;

/// One review as the deck logs it (for fitting the student's parameters).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Logged {
    /// Epoch ms.
    pub reviewed_at: i64,
    pub grade: Grade,
}

/// Whether a student with `reviews` logged, `fitted_on` of them at the last fit, is due a fit.
pub fn fit_due(reviews: usize, fitted_on: Option<usize>) -> bool {
    reviews >= FIT_MIN_REVIEWS && fitted_on.is_none_or(|n| reviews >= n + FIT_AGAIN_AFTER)
}

/// The optimizer's training set from each card's reviews: for every review after a card's first
/// that came a day or more after the one before, the card's history up to it as `(rating, whole
/// days since the review before)` (0 for the first), in the order the reviews happened (GMT+8
/// days, as the deck's days). A review on the same day as the one before stays in the histories
/// it precedes but is no item of its own: the optimizer learns long-term memory from what was
/// recalled after a day or more, and refuses an item with no such review (the `fsrs` crate's
/// items, as its own converter and Anki build them: `item.current().delta_t > 0`).
pub fn training_histories(cards: &[Vec<Logged>]) -> Vec<Vec<(u32, u32)>> {
    const GMT8_MS: i64 = 8 * 3_600_000;
    let day = |ms: i64| (ms + GMT8_MS).div_euclid(86_400_000);
    let mut out = vec![];
    for card in cards {
        let mut reviews = card.clone();
        reviews.sort_by_key(|r| r.reviewed_at);
        let steps: Vec<(u32, u32)> = reviews
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let delta = if i == 0 { 0 } else { day(r.reviewed_at) - day(reviews[i - 1].reviewed_at) };
                (r.grade.number(), u32::try_from(delta.max(0)).unwrap_or(u32::MAX))
            })
            .collect();
        for end in 2..=steps.len() {
            if steps[end - 1].1 > 0 {
                out.push(steps[..end].to_vec());
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400_000;
    const T0: i64 = 1_790_000_000_000;

    #[test]
    fn a_new_card_missed_comes_back_the_same_day_and_a_right_answer_pushes_it_out() {
        let (missed, due) = review(None, T0, Grade::Again, T0, Retention::default());
        assert!(due > T0 && due < T0 + DAY, "due {}", due - T0);
        assert_eq!(missed.reps, 1);
        // The next day, answered right: the interval the library gives, whatever it is today.
        let (good, next) = review(Some(&missed), due, Grade::Good, T0 + DAY, Retention::default());
        let library =
            scheduler(Retention::default()).next(library_card(Some(&missed), due), time(T0 + DAY), Rating::Good);
        assert_eq!(next, library.card.due.timestamp_millis());
        assert_eq!(good.stability, library.card.stability);
        assert!(next > T0 + DAY);
    }

    #[test]
    fn a_higher_retention_asks_sooner() {
        let first = review(None, T0, Grade::Good, T0, Retention::default()).0;
        let (_, lax) = review(Some(&first), T0, Grade::Good, T0 + DAY, Retention::new(0.80).unwrap());
        let (_, strict) = review(Some(&first), T0, Grade::Good, T0 + DAY, Retention::new(0.95).unwrap());
        assert!(strict < lax, "0.95 → {} days, 0.80 → {} days", (strict - T0) / DAY, (lax - T0) / DAY);
    }

    #[test]
    fn retention_outside_the_range_is_refused() {
        assert!(Retention::new(0.79).is_none());
        assert!(Retention::new(0.96).is_none());
        assert!(Retention::new(f64::NAN).is_none());
        assert_eq!(Retention::new(0.85).map(Retention::value), Some(0.85));
    }

    #[test]
    fn recall_fades_with_time() {
        let (m, due) = review(None, T0, Grade::Good, T0, Retention::default());
        let (m, due) = review(Some(&m), due, Grade::Good, T0 + DAY, Retention::default());
        assert!(recall(Some(&m), due, T0 + 2 * DAY) > recall(Some(&m), due, T0 + 60 * DAY));
        assert_eq!(recall(None, T0, T0), 0.0);
        assert_eq!(Grade::of_answer(true), Grade::Good);
        assert_eq!(Grade::of_answer(false), Grade::Again);
    }

    #[test]
    fn a_fit_waits_for_enough_reviews_and_then_for_enough_new_ones() {
        assert!(!fit_due(FIT_MIN_REVIEWS - 1, None));
        assert!(fit_due(FIT_MIN_REVIEWS, None));
        assert!(!fit_due(FIT_MIN_REVIEWS + 50, Some(FIT_MIN_REVIEWS)));
        assert!(fit_due(FIT_MIN_REVIEWS + FIT_AGAIN_AFTER, Some(FIT_MIN_REVIEWS)));
    }

    #[test]
    fn each_later_review_gives_the_history_up_to_it_in_days() {
        const DAY: i64 = 86_400_000;
        let at = |d: i64, grade| Logged { reviewed_at: 1_795_600_000_000 + d * DAY, grade };
        // Out of order as read; a card seen once teaches nothing.
        let cards = vec![vec![at(3, Grade::Good), at(0, Grade::Again), at(10, Grade::Hard)], vec![at(0, Grade::Easy)]];
        assert_eq!(training_histories(&cards), vec![vec![(1, 0), (3, 3)], vec![(1, 0), (3, 3), (2, 7)]]);
    }

    #[test]
    fn a_review_the_same_day_as_the_one_before_is_in_later_histories_but_no_item_of_its_own() {
        const DAY: i64 = 86_400_000;
        const HOUR: i64 = 3_600_000;
        let at = |ms: i64, grade| Logged { reviewed_at: 1_795_600_000_000 + ms, grade };
        // Missed, seen again ten minutes later, then a day and three days on.
        let card = vec![at(0, Grade::Again), at(HOUR / 6, Grade::Good), at(DAY, Grade::Good), at(4 * DAY, Grade::Easy)];
        assert_eq!(
            training_histories(&[card]),
            vec![vec![(1, 0), (3, 0), (3, 1)], vec![(1, 0), (3, 0), (3, 1), (4, 3)]]
        );
        // Only the same day: nothing the optimizer could learn from (it would refuse the item).
        assert!(training_histories(&[vec![at(0, Grade::Again), at(HOUR, Grade::Good)]]).is_empty());
    }
}
