//! The Quiz Challenge (spec 03 §2.8, §4.2), wholly here: [`Play`] is the game as a state machine
//! (what an answer or a skip does, decided by the server's clock), [`Game`] the game from its
//! start to what its end records, and [`template`] the questions' templates and their
//! instances. The handlers load, call these, save and answer.
//!
//! - Challenge: 60 s a question from the moment it was served; a right answer in time, or a
//!   skip, goes on; a wrong answer, or anything later than 60 s, ends the game; at most
//!   [`MAX_CONSECUTIVE_SKIPS`] skips in a row.
//! - Practice: no timer, no skip limit; a wrong answer counts as a mistake and the game goes on.
//! - Either ends when the questions run out. An ended game takes no action.

use serde::{Deserialize, Serialize};

mod game;
pub mod template;

pub use game::*;

/// How long a question may take in a challenge, from the moment it was served.
pub const QUESTION_MS: i64 = 60_000;
pub const MAX_CONSECUTIVE_SKIPS: u32 = 5;

/// The ranked game and the untimed practice beside it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Mode {
    /// 60 seconds a question, at most 5 skips in a row, a wrong answer ends it; may be ranked.
    #[default]
    Challenge,
    /// No timer, any number of skips, the answer and explanation after each question; never ranked.
    Practice,
}

/// What the player does with the question served.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// An answer id of the question's instance; 0 when the timer ran out in the page.
    Answer(u32),
    Skip,
}

/// An action the game refuses; it stays as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    Ended,
    SkipLimit,
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// Every question was asked.
    Finished,
    /// A wrong answer in a challenge.
    Wrong,
    /// An answer or a skip later than [`QUESTION_MS`] in a challenge.
    OutOfTime,
}

/// What an action did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Outcome {
    /// `None`: the game goes on with the next question (serve it with [`Play::serve`]).
    pub end: Option<End>,
    /// For an answer: whether it was right and in time (what counts towards mastery).
    pub right: Option<bool>,
}

impl Outcome {
    /// The question the game ended on was missed: it belongs in a ranked player's review deck.
    pub fn missed(&self) -> bool {
        matches!(self.end, Some(End::Wrong | End::OutOfTime))
    }
}

/// The state the rules need, kept in the game's record (field names as stored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Play {
    #[serde(default)]
    pub mode: Mode,
    pub ended: bool,
    /// Right answers.
    pub streak: u32,
    pub total_skips: u32,
    pub consecutive_skips: u32,
    /// Practice: the answers that were wrong.
    #[serde(default)]
    pub mistakes: u32,
    /// The answer id that is right for the question served.
    #[serde(rename = "currentCorrectAnswerId")]
    pub correct_answer_id: u32,
    /// When the question was served (epoch ms).
    pub served_at: i64,
}

impl Play {
    /// A new game serving its first question at `now`.
    pub fn new(mode: Mode, correct_answer_id: u32, now: i64) -> Self {
        Self {
            mode,
            ended: false,
            streak: 0,
            total_skips: 0,
            consecutive_skips: 0,
            mistakes: 0,
            correct_answer_id,
            served_at: now,
        }
    }

    /// Applies `action` at `now` (epoch ms); `has_next` says whether questions remain. On an end
    /// the game is marked ended; on a refusal nothing changes.
    pub fn act(&mut self, action: Action, now: i64, has_next: bool) -> Result<Outcome, Refusal> {
        if self.ended {
            return Err(Refusal::Ended);
        }
        let practice = self.mode == Mode::Practice;
        let in_time = practice || now - self.served_at <= QUESTION_MS;
        let right = match action {
            Action::Answer(id) => Some(in_time && id != 0 && id == self.correct_answer_id),
            Action::Skip => None,
        };
        let goes_on = in_time
            && match action {
                Action::Skip => {
                    if !practice && self.consecutive_skips >= MAX_CONSECUTIVE_SKIPS {
                        return Err(Refusal::SkipLimit);
                    }
                    self.total_skips += 1;
                    self.consecutive_skips += 1;
                    true
                }
                Action::Answer(_) => {
                    self.consecutive_skips = 0;
                    if right == Some(true) {
                        self.streak += 1;
                    } else if practice {
                        self.mistakes += 1;
                    }
                    right == Some(true) || practice
                }
            };
        let end = match (goes_on, has_next) {
            (true, true) => None,
            (true, false) => Some(End::Finished),
            (false, _) if !in_time => Some(End::OutOfTime),
            (false, _) => Some(End::Wrong),
        };
        self.ended = end.is_some();
        Ok(Outcome { end, right })
    }

    /// The next question is served at `now`; `correct_answer_id` is right for its instance.
    pub fn serve(&mut self, correct_answer_id: u32, now: i64) {
        self.correct_answer_id = correct_answer_id;
        self.served_at = now;
    }
}

/// What a wrong answer recommends: the topic's notes or a video.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Recommendation {
    /// `NOTES` or `VIDEO`.
    pub kind: String,
    pub key: String,
    pub title: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeAnswer {
    pub id: u32,
    pub answer_text: String,
}

/// A question as authored: a template (see [`template`]). With no variables it is a
/// fixed question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChallengeQuestion {
    pub id: u32,
    pub topic_id: u32,
    /// The question, with `{formula}` placeholders.
    pub question_text: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question_image_key: Option<String>,
    /// Drawn afresh for every question served, in this order.
    #[serde(default)]
    pub variables: Vec<Variable>,
    /// The correct answer, with placeholders.
    pub correct_answer: String,
    /// The wrong answers (the common mistakes), with placeholders.
    pub distractors: Vec<String>,
    /// The worked explanation, with placeholders.
    pub explanation_notes: String,
    pub recommendation: Recommendation,
}

impl ChallengeQuestion {
    /// A question without variables: the same text and answers every time.
    pub fn is_fixed(&self) -> bool {
        self.variables.is_empty()
    }
}

/// Where a variable's values come from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(tag = "kind", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Values {
    /// `min`, `min + step`, … up to `max`.
    Range { min: f64, max: f64, step: f64 },
    /// One of these.
    List { values: Vec<f64> },
    /// Computed from the variables listed before it.
    Formula { formula: String },
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Variable {
    /// Lower-case letters, digits and `_`, starting with a letter.
    pub name: String,
    /// `{"kind": "RANGE", "min", "max", "step"}`, `{"kind": "LIST", "values"}` or
    /// `{"kind": "FORMULA", "formula"}` (described as an object: the API checks it).
    #[schemars(with = "serde_json::Map<String, serde_json::Value>")]
    pub values: Values,
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_000_000;

    fn challenge() -> Play {
        Play::new(Mode::Challenge, 7, T0)
    }

    #[test]
    fn a_right_answer_in_time_goes_on_and_a_wrong_one_ends_the_challenge() {
        let mut g = challenge();
        assert_eq!(g.act(Action::Answer(7), T0 + QUESTION_MS, true), Ok(Outcome { end: None, right: Some(true) }));
        assert_eq!(g.streak, 1);
        g.serve(3, T0 + QUESTION_MS);
        let out = g.act(Action::Answer(7), T0 + QUESTION_MS + 1, true).unwrap();
        assert_eq!(out, Outcome { end: Some(End::Wrong), right: Some(false) });
        assert!(out.missed() && g.ended);
        assert_eq!(g.act(Action::Answer(3), T0 + QUESTION_MS + 2, true), Err(Refusal::Ended));
    }

    #[test]
    fn later_than_sixty_seconds_ends_even_a_right_answer_or_a_skip() {
        let mut g = challenge();
        let late = T0 + QUESTION_MS + 1;
        assert_eq!(g.act(Action::Answer(7), late, true), Ok(Outcome { end: Some(End::OutOfTime), right: Some(false) }));
        assert_eq!(g.streak, 0);
        let mut g = challenge();
        assert_eq!(g.act(Action::Skip, late, true), Ok(Outcome { end: Some(End::OutOfTime), right: None }));
        let mut g = challenge();
        assert_eq!(
            g.act(Action::Answer(0), T0 + 1, true).unwrap().end,
            Some(End::Wrong),
            "0: the page's timer ran out"
        );
    }

    #[test]
    fn at_most_five_skips_in_a_row_in_a_challenge() {
        let mut g = challenge();
        for n in 1..=MAX_CONSECUTIVE_SKIPS {
            assert_eq!(g.act(Action::Skip, T0, true), Ok(Outcome { end: None, right: None }));
            assert_eq!(g.consecutive_skips, n);
        }
        let before = g.clone();
        assert_eq!(g.act(Action::Skip, T0, true), Err(Refusal::SkipLimit));
        assert_eq!(g, before, "a refusal changes nothing");
        g.act(Action::Answer(7), T0, true).unwrap();
        assert_eq!((g.consecutive_skips, g.total_skips), (0, MAX_CONSECUTIVE_SKIPS));
        assert_eq!(g.act(Action::Skip, T0, true).unwrap().end, None, "an answer resets the run");
    }

    #[test]
    fn practice_has_no_timer_no_skip_limit_and_counts_mistakes() {
        let mut g = Play::new(Mode::Practice, 7, T0);
        let hour_later = T0 + 3_600_000;
        for _ in 0..10 {
            assert_eq!(g.act(Action::Skip, hour_later, true).unwrap().end, None);
        }
        assert_eq!(g.act(Action::Answer(2), hour_later, true), Ok(Outcome { end: None, right: Some(false) }));
        assert_eq!(g.act(Action::Answer(7), hour_later, true), Ok(Outcome { end: None, right: Some(true) }));
        assert_eq!((g.mistakes, g.streak), (1, 1));
        let last = g.act(Action::Answer(2), hour_later, false).unwrap();
        assert_eq!(last, Outcome { end: Some(End::Finished), right: Some(false) });
        assert!(!last.missed(), "a practice miss is carded as it happens, not as the game's end");
    }

    #[test]
    fn the_game_finishes_when_the_questions_run_out() {
        let mut g = challenge();
        assert_eq!(g.act(Action::Skip, T0, false).unwrap().end, Some(End::Finished));
        let mut g = challenge();
        assert_eq!(g.act(Action::Answer(7), T0, false).unwrap().end, Some(End::Finished));
        assert!(g.ended);
    }
}
