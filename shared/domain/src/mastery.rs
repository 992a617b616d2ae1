//! How well a student knows a topic: 0–100 from the latest attempt at each of the topic's quiz
//! sets, their Quiz Challenge answers in the topic, their written answers as a teacher marked them,
//! and how likely they are to recall the topic's review cards now (FSRS's forgetting curve). Levels are named after the ones students know from Khan Academy.

use serde::Serialize;

/// What one topic's mastery is computed from.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Evidence {
    /// Right answers and questions in the latest attempt of each quiz set of the topic.
    pub quiz_correct: u32,
    pub quiz_total: u32,
    /// Right answers and answers given in the topic's Quiz Challenge questions (all games).
    pub challenge_right: u32,
    pub challenge_total: u32,
    /// Each written answer of the topic a teacher marked (the latest per question): its mark and
    /// the marks it carries.
    pub written: Vec<(u32, u32)>,
    /// For each review card of the topic, the chance of recalling it now (0 for a card never
    /// reviewed: it is there because it was missed).
    pub recalls: Vec<f64>,
    /// When the student answered in the topic (epoch ms) and how many answers each time: each
    /// quiz attempt (its questions, every attempt, not only the latest), each written answer a
    /// teacher marked (at hand-in, as [`WRITTEN_AS_QUESTIONS`] answers), each review of a card.
    /// Quiz Challenge answers are counted (`challenge_total`) but carry no date.
    pub answered: Vec<(i64, u32)>,
}

/// Answers and different days (GMT+8, as the deck's days) that Proficient needs.
pub const PROFICIENT_ANSWERS: u32 = 10;
pub const PROFICIENT_DAYS: u32 = 2;
/// Answers and different days that Mastered needs.
pub const MASTERED_ANSWERS: u32 = 20;
pub const MASTERED_DAYS: u32 = 3;

impl Evidence {
    /// How many answers the topic's mastery rests on: the dated ones and the challenge's.
    pub fn answers(&self) -> u32 {
        self.answered.iter().map(|(_, n)| n).sum::<u32>() + self.challenge_total
    }

    /// On how many different days (00:00–00:00 GMT+8) the student answered in the topic.
    pub fn days(&self) -> u32 {
        let days: std::collections::BTreeSet<i64> =
            self.answered.iter().filter(|(_, n)| *n > 0).map(|(at, _)| crate::exam_plan::day_of(*at)).collect();
        days.len() as u32
    }

    /// The highest level this much evidence allows.
    pub fn cap(&self) -> Level {
        let (answers, days) = (self.answers(), self.days());
        if answers >= MASTERED_ANSWERS && days >= MASTERED_DAYS {
            Level::Mastered
        } else if answers >= PROFICIENT_ANSWERS && days >= PROFICIENT_DAYS {
            Level::Proficient
        } else {
            Level::Familiar
        }
    }
}

/// The highest mastery of each level.
fn top_of(level: Level) -> u8 {
    match level {
        Level::NotStarted => 0,
        Level::Attempted => 49,
        Level::Familiar => 79,
        Level::Proficient => 94,
        Level::Mastered => 100,
    }
}

/// Answers (quizzes, the challenge, written answers) weigh more than the deck: they sample the
/// whole topic, the deck only what was missed.
const QUIZ_WEIGHT: f64 = 0.6;

/// A marked written answer counts as this many quiz questions, answered in the share of its marks
/// it earned: an essay or a data-response part shows more of a topic than one multiple-choice
/// question.
pub const WRITTEN_AS_QUESTIONS: f64 = 5.0;

/// 0–100, or none before any answer or card of the topic; never above the top of the level its
/// evidence allows ([`Evidence::cap`]).
pub fn mastery(e: &Evidence) -> Option<u8> {
    share(e).map(|score| score.min(top_of(e.cap())))
}

/// Whether the evidence, not the answers' share, holds the topic's mastery down.
pub fn capped(e: &Evidence) -> bool {
    share(e).is_some_and(|score| score > top_of(e.cap()))
}

/// The share of right answers and recall, 0–100, before the evidence cap.
fn share(e: &Evidence) -> Option<u8> {
    let written = e.written.iter().filter(|(_, max)| *max > 0);
    let written_share: f64 = written.clone().map(|(m, max)| f64::from(*m.min(max)) / f64::from(*max)).sum();
    let right = f64::from(e.quiz_correct.min(e.quiz_total) + e.challenge_right.min(e.challenge_total))
        + WRITTEN_AS_QUESTIONS * written_share;
    let total = f64::from(e.quiz_total + e.challenge_total) + WRITTEN_AS_QUESTIONS * written.count() as f64;
    let quiz = (total > 0.0).then(|| right / total);
    let recall = (!e.recalls.is_empty())
        .then(|| e.recalls.iter().map(|r| r.clamp(0.0, 1.0)).sum::<f64>() / e.recalls.len() as f64);
    let score = match (quiz, recall) {
        (Some(q), Some(r)) => QUIZ_WEIGHT * q + (1.0 - QUIZ_WEIGHT) * r,
        (Some(q), None) => q,
        (None, Some(r)) => r,
        (None, None) => return None,
    };
    Some((score * 100.0).round() as u8)
}

/// The named levels, by mastery.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Level {
    /// Nothing to go on yet.
    NotStarted,
    /// Below 50.
    Attempted,
    /// 50–79.
    Familiar,
    /// 80–94.
    Proficient,
    /// 95 and above.
    Mastered,
}

pub fn level(mastery: Option<u8>) -> Level {
    match mastery {
        None => Level::NotStarted,
        Some(0..=49) => Level::Attempted,
        Some(50..=79) => Level::Familiar,
        Some(80..=94) => Level::Proficient,
        Some(_) => Level::Mastered,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400_000;
    /// 2026-01-05 09:00 GMT+8.
    const T0: i64 = 1_767_574_800_000;

    /// Enough answers over enough days for any level: the share alone decides.
    fn seasoned(e: Evidence) -> Evidence {
        Evidence { answered: (0..3).map(|d| (T0 + d * DAY, 10)).collect(), ..e }
    }

    #[test]
    fn quizzes_alone_cards_alone_and_both() {
        assert_eq!(mastery(&Evidence::default()), None);
        let quiz = seasoned(Evidence { quiz_correct: 4, quiz_total: 5, ..Evidence::default() });
        assert_eq!(mastery(&quiz), Some(80));
        let deck = seasoned(Evidence { recalls: vec![0.9, 0.7], ..Evidence::default() });
        assert_eq!(mastery(&deck), Some(80));
        let both = seasoned(Evidence { quiz_correct: 5, quiz_total: 5, recalls: vec![0.0], ..Evidence::default() });
        assert_eq!(mastery(&both), Some(60), "a missed card not yet reviewed pulls a perfect quiz down");
    }

    #[test]
    fn challenge_answers_count_with_the_quizzes() {
        let challenge = Evidence { challenge_right: 3, challenge_total: 4, ..Evidence::default() };
        assert_eq!(mastery(&challenge), Some(75));
        let quiz = seasoned(Evidence { quiz_correct: 1, quiz_total: 2, ..Evidence::default() });
        let more = Evidence { challenge_right: 6, challenge_total: 6, ..quiz.clone() };
        assert_eq!((mastery(&quiz), mastery(&more)), (Some(50), Some(88)), "right challenge answers raise it");
        let worse = Evidence { challenge_right: 0, challenge_total: 2, ..quiz.clone() };
        assert_eq!(mastery(&worse), Some(25), "wrong ones lower it");
    }

    #[test]
    fn levels_by_mastery() {
        assert_eq!(level(None), Level::NotStarted);
        assert_eq!(level(Some(0)), Level::Attempted);
        assert_eq!(level(Some(49)), Level::Attempted);
        assert_eq!(level(Some(50)), Level::Familiar);
        assert_eq!(level(Some(80)), Level::Proficient);
        assert_eq!(level(Some(95)), Level::Mastered);
        assert_eq!(level(Some(100)), Level::Mastered);
    }

    #[test]
    fn a_marked_written_answer_counts_as_five_questions_at_its_share_of_the_marks() {
        // 9 of 15 on an essay alone: 60.
        let essay = seasoned(Evidence { written: vec![(9, 15)], ..Evidence::default() });
        assert_eq!(mastery(&essay), Some(60));
        // With a perfect 5-question quiz: (5 + 5 × 0.6) / (5 + 5) = 80.
        let both = seasoned(Evidence { quiz_correct: 5, quiz_total: 5, written: vec![(9, 15)], ..Evidence::default() });
        assert_eq!(mastery(&both), Some(80));
        // A mark above the maximum counts as full marks; a part carrying no marks, not at all.
        let odd = seasoned(Evidence { written: vec![(12, 10), (3, 0)], ..Evidence::default() });
        assert_eq!(mastery(&odd), Some(100));
    }

    #[test]
    fn one_answer_is_never_above_familiar() {
        // One review card, answered right ten minutes ago: recalled almost surely, yet 79.
        let one = Evidence { recalls: vec![0.99], answered: vec![(T0, 1)], ..Evidence::default() };
        assert_eq!(mastery(&one), Some(79));
        assert_eq!(level(mastery(&one)), Level::Familiar);
        assert!(capped(&one));
        // One right quiz question, one right challenge answer: the same.
        let quiz = Evidence { quiz_correct: 1, quiz_total: 1, answered: vec![(T0, 1)], ..Evidence::default() };
        assert_eq!(level(mastery(&quiz)), Level::Familiar);
        let challenge = Evidence { challenge_right: 1, challenge_total: 1, ..Evidence::default() };
        assert_eq!(level(mastery(&challenge)), Level::Familiar);
        // The cap never raises: a low share stays where it is.
        let low = Evidence { quiz_correct: 1, quiz_total: 4, answered: vec![(T0, 4)], ..Evidence::default() };
        assert_eq!((mastery(&low), capped(&low)), (Some(25), false));
    }

    #[test]
    fn many_answers_on_one_day_are_capped() {
        // 40 right answers, all on one day (two attempts hours apart): Familiar at most.
        let one_day = Evidence {
            quiz_correct: 20,
            quiz_total: 20,
            challenge_right: 10,
            challenge_total: 10,
            answered: vec![(T0, 20), (T0 + 10 * 3_600_000, 20)],
            ..Evidence::default()
        };
        assert_eq!((one_day.answers(), one_day.days()), (50, 1));
        assert_eq!(mastery(&one_day), Some(79));
        // 23:30 and 00:30 GMT+8 are two days, even an hour apart.
        let midnight = T0 - 9 * 3_600_000; // 2026-01-05 00:00 GMT+8
        let across =
            Evidence { answered: vec![(midnight - 1_800_000, 5), (midnight + 1_800_000, 5)], ..one_day.clone() };
        assert_eq!(across.days(), 2);
        assert_eq!(level(mastery(&across)), Level::Proficient);
    }

    #[test]
    fn answers_across_days_reach_the_level() {
        let perfect = Evidence { quiz_correct: 10, quiz_total: 10, ..Evidence::default() };
        // Ten answers on two days: Proficient (94 at most), not Mastered.
        let two_days = Evidence { answered: vec![(T0, 5), (T0 + DAY, 5)], ..perfect.clone() };
        assert_eq!((two_days.cap(), mastery(&two_days)), (Level::Proficient, Some(94)));
        // Nine answers on two days: short of Proficient's ten.
        let nine = Evidence { answered: vec![(T0, 5), (T0 + DAY, 4)], ..perfect.clone() };
        assert_eq!(nine.cap(), Level::Familiar);
        // Twenty answers on three days: Mastered.
        let three_days = Evidence { answered: vec![(T0, 10), (T0 + DAY, 5), (T0 + 2 * DAY, 5)], ..perfect.clone() };
        assert_eq!((three_days.cap(), mastery(&three_days)), (Level::Mastered, Some(100)));
        assert!(!capped(&three_days));
        // Twenty on two days: Proficient still.
        let twenty_two_days = Evidence { answered: vec![(T0, 10), (T0 + DAY, 10)], ..perfect };
        assert_eq!(level(mastery(&twenty_two_days)), Level::Proficient);
    }
}
