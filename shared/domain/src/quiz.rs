//! Quiz sets and how an attempt is scored (spec 02 §5). A question exists only with at least two
//! answers of distinct ids, exactly one of them correct: [`Quiz::new`] refuses anything else, and
//! a stored question is read through the same check.

use std::collections::{BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuizAnswer {
    pub id: u32,
    pub answer_text: String,
    pub is_correct_answer: bool,
}

/// A multiple-choice question with exactly one correct answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", try_from = "QuizFields")]
pub struct Quiz {
    pub id: u32,
    pub question_text: String,
    /// An image in the content bucket, when the question has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub question_image_key: Option<String>,
    quiz_answers: Vec<QuizAnswer>,
}

/// Why a question cannot be one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum QuizError {
    /// Fewer than two answers, answer ids repeated, or not exactly one correct answer.
    Answers,
}

impl std::fmt::Display for QuizError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a question needs at least two answers with ids of their own, exactly one of them correct")
    }
}

impl Quiz {
    pub fn new(
        id: u32,
        question_text: String,
        question_image_key: Option<String>,
        answers: Vec<QuizAnswer>,
    ) -> Result<Self, QuizError> {
        let ids: BTreeSet<u32> = answers.iter().map(|a| a.id).collect();
        let correct = answers.iter().filter(|a| a.is_correct_answer).count();
        if answers.len() < 2 || ids.len() != answers.len() || correct != 1 {
            return Err(QuizError::Answers);
        }
        Ok(Self { id, question_text, question_image_key, quiz_answers: answers })
    }

    pub fn answers(&self) -> &[QuizAnswer] {
        &self.quiz_answers
    }

    pub fn correct_answer_id(&self) -> u32 {
        self.quiz_answers.iter().find(|a| a.is_correct_answer).map_or(0, |a| a.id)
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct QuizFields {
    id: u32,
    question_text: String,
    #[serde(default)]
    question_image_key: Option<String>,
    quiz_answers: Vec<QuizAnswer>,
}

impl TryFrom<QuizFields> for Quiz {
    type Error = QuizError;
    fn try_from(f: QuizFields) -> Result<Self, QuizError> {
        Quiz::new(f.id, f.question_text, f.question_image_key, f.quiz_answers)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct QuizSet {
    pub id: u32,
    pub name: String,
    pub subject_id: u32,
    pub topic_id: u32,
    pub quizzes: Vec<Quiz>,
}

/// One question of an attempt, scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Scored {
    pub quiz_id: u32,
    /// 0 when unanswered.
    pub selected_answer_id: u32,
    pub correct_answer_id: u32,
}

impl Scored {
    pub fn is_right(&self) -> bool {
        self.selected_answer_id != 0 && self.selected_answer_id == self.correct_answer_id
    }
}

/// A choice the set cannot score; the attempt is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChoiceError {
    NotInSet { quiz_id: u32 },
    NotAnAnswer { quiz_id: u32, answer_id: u32 },
    Twice { quiz_id: u32 },
}

impl ChoiceError {
    pub fn message(&self) -> String {
        match self {
            Self::NotInSet { quiz_id } => format!("Question {quiz_id} is not in this quiz set."),
            Self::NotAnAnswer { quiz_id, answer_id } => {
                format!("Answer {answer_id} is not an answer to question {quiz_id}.")
            }
            Self::Twice { quiz_id } => format!("Question {quiz_id} is answered twice."),
        }
    }
}

impl QuizSet {
    /// Scores `choices` (question id, chosen answer id; 0 = unanswered): every question of the
    /// set in its order, a question not chosen unanswered. Every choice must name a question of
    /// the set, once, and one of its answers.
    pub fn score(&self, choices: &[(u32, u32)]) -> Result<Vec<Scored>, ChoiceError> {
        let mut chosen: HashMap<u32, u32> = HashMap::new();
        for &(quiz_id, answer_id) in choices {
            let quiz = self.quizzes.iter().find(|q| q.id == quiz_id).ok_or(ChoiceError::NotInSet { quiz_id })?;
            if answer_id != 0 && !quiz.answers().iter().any(|a| a.id == answer_id) {
                return Err(ChoiceError::NotAnAnswer { quiz_id, answer_id });
            }
            if chosen.insert(quiz_id, answer_id).is_some() {
                return Err(ChoiceError::Twice { quiz_id });
            }
        }
        Ok(self
            .quizzes
            .iter()
            .map(|q| Scored {
                quiz_id: q.id,
                selected_answer_id: chosen.get(&q.id).copied().unwrap_or(0),
                correct_answer_id: q.correct_answer_id(),
            })
            .collect())
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct AvailableAnswer {
    pub quiz_answer_id: u32,
    pub answer_text: String,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn answers(correct: &[bool]) -> Vec<QuizAnswer> {
        correct
            .iter()
            .enumerate()
            .map(|(i, c)| QuizAnswer { id: i as u32 + 1, answer_text: format!("Answer {i}"), is_correct_answer: *c })
            .collect()
    }

    #[test]
    fn a_question_has_two_or_more_answers_and_exactly_one_correct() {
        let q = Quiz::new(1, "Q?".into(), None, answers(&[false, true, false])).unwrap();
        assert_eq!(q.correct_answer_id(), 2);
        assert_eq!(Quiz::new(1, "Q?".into(), None, answers(&[true])), Err(QuizError::Answers));
        assert_eq!(Quiz::new(1, "Q?".into(), None, answers(&[false, false])), Err(QuizError::Answers));
        assert_eq!(Quiz::new(1, "Q?".into(), None, answers(&[true, true])), Err(QuizError::Answers));
        let mut same_ids = answers(&[true, false]);
        same_ids[1].id = 1;
        assert_eq!(Quiz::new(1, "Q?".into(), None, same_ids), Err(QuizError::Answers));
    }

    #[test]
    fn a_stored_question_without_one_correct_answer_does_not_read() {
        let q = Quiz::new(4, "Q?".into(), Some("quiz/a.svg".into()), answers(&[true, false])).unwrap();
        let json = serde_json::to_value(&q).unwrap();
        assert_eq!(json["quizAnswers"][0]["isCorrectAnswer"], true);
        assert_eq!(serde_json::from_value::<Quiz>(json.clone()).unwrap(), q);
        let mut none_correct = json;
        none_correct["quizAnswers"][0]["isCorrectAnswer"] = serde_json::json!(false);
        assert!(serde_json::from_value::<Quiz>(none_correct).is_err());
    }

    #[test]
    fn an_attempt_is_scored_on_the_stored_answers_in_the_sets_order() {
        let quiz = |id, correct: &[bool]| Quiz::new(id, format!("Q{id}"), None, answers(correct)).unwrap();
        let set = QuizSet {
            id: 7,
            name: "Demand".into(),
            subject_id: 1,
            topic_id: 2,
            quizzes: vec![quiz(1, &[true, false]), quiz(2, &[false, true]), quiz(3, &[true, false])],
        };
        let scored = set.score(&[(2, 2), (1, 2)]).unwrap();
        assert_eq!(scored.iter().map(|s| s.quiz_id).collect::<Vec<_>>(), [1, 2, 3]);
        assert_eq!(scored.iter().map(Scored::is_right).collect::<Vec<_>>(), [false, true, false]);
        assert_eq!(scored[2].selected_answer_id, 0, "not chosen: unanswered");
        assert_eq!(set.score(&[(9, 1)]), Err(ChoiceError::NotInSet { quiz_id: 9 }));
        assert_eq!(set.score(&[(1, 5)]), Err(ChoiceError::NotAnAnswer { quiz_id: 1, answer_id: 5 }));
        assert_eq!(set.score(&[(1, 1), (1, 2)]), Err(ChoiceError::Twice { quiz_id: 1 }));
        assert_eq!(ChoiceError::Twice { quiz_id: 1 }.message(), "Question 1 is answered twice.");
    }
}
