//! A multiple-choice question as a student sees it, wherever it is asked (a quiz set, the Quiz
//! Challenge, the review deck): never which of its answers is right.

use serde::Serialize;

/// An answer as offered: its id and text, no `isCorrectAnswer`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct OfferedAnswer {
    pub id: u32,
    pub answer_text: String,
}

/// A question with its offered answers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuizView {
    pub id: u32,
    pub question_text: String,
    pub question_image: Option<String>,
    /// The Quiz Challenge: the question's topic.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiz_set_id: Option<u32>,
    pub quiz_answers: Vec<OfferedAnswer>,
}
