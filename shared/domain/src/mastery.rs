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
}

/// Answers (quizzes, the challenge, written answers) weigh more than the deck: they sample the
/// whole topic, the deck only what was missed.
const QUIZ_WEIGHT: f64 = 0.6;

/// A marked written answer counts as this many quiz questions, answered in the share of its marks
/// it earned: an essay or a data-response part shows more of a topic than one multiple-choice
/// question.
pub const WRITTEN_AS_QUESTIONS: f64 = 5.0;

/// 0–100, or none before any answer or card of the topic.
pub fn mastery(e: &Evidence) -> Option<u8> {
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

    #[test]
    fn quizzes_alone_cards_alone_and_both() {
        assert_eq!(mastery(&Evidence::default()), None);
        let quiz = Evidence { quiz_correct: 4, quiz_total: 5, ..Evidence::default() };
        assert_eq!(mastery(&quiz), Some(80));
        let deck = Evidence { recalls: vec![0.9, 0.7], ..Evidence::default() };
        assert_eq!(mastery(&deck), Some(80));
        let both = Evidence { quiz_correct: 5, quiz_total: 5, recalls: vec![0.0], ..Evidence::default() };
        assert_eq!(mastery(&both), Some(60), "a missed card not yet reviewed pulls a perfect quiz down");
    }

    #[test]
    fn challenge_answers_count_with_the_quizzes() {
        let challenge = Evidence { challenge_right: 3, challenge_total: 4, ..Evidence::default() };
        assert_eq!(mastery(&challenge), Some(75));
        let quiz = Evidence { quiz_correct: 1, quiz_total: 2, ..Evidence::default() };
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
        let essay = Evidence { written: vec![(9, 15)], ..Evidence::default() };
        assert_eq!(mastery(&essay), Some(60));
        // With a perfect 5-question quiz: (5 + 5 × 0.6) / (5 + 5) = 80.
        let both = Evidence { quiz_correct: 5, quiz_total: 5, written: vec![(9, 15)], ..Evidence::default() };
        assert_eq!(mastery(&both), Some(80));
        // A mark above the maximum counts as full marks; a part carrying no marks, not at all.
        let odd = Evidence { written: vec![(12, 10), (3, 0)], ..Evidence::default() };
        assert_eq!(mastery(&odd), Some(100));
    }
}
