//! The study catalogue's content as the product names it: files of a topic, their types,
//! question sets, recorded lessons and the free-lesson schedule. Stored by `store`, sent by the
//! API as they are.

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FileType {
    pub id: u32,
    pub name: String,
}

/// A study file: its object lives in the private bucket under `key`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct StudyFile {
    pub key: String,
    pub original_file_name: String,
    pub file_type_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionSet {
    pub id: u32,
    pub name: String,
    pub subject_id: u32,
    pub topic_id: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Lesson {
    pub id: u32,
    pub name: String,
    pub description: String,
    pub thumbnail_key: String,
    pub preview_video_key: String,
    pub full_video_key: String,
    pub notes_key: String,
    pub price_in_cent: i64,
    /// ISO code, lower case (`usd`, `sgd`).
    pub currency: String,
}

/// From `starts_at` (epoch ms) until the next slot starts, `lesson_id` is the free lesson.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct FreeSlot {
    pub starts_at: i64,
    pub lesson_id: u32,
}

/// A Friday 21:00 GMT+8 (13:00 UTC), 2026-11-20: free lessons change a whole number of weeks from it.
const A_FREE_LESSON_CHANGE_MS: i64 = 1_795_179_600_000;
/// A week in milliseconds.
pub const WEEK_MS: i64 = 7 * 86_400_000;

impl FreeSlot {
    /// Free lessons change on Fridays at 21:00 GMT+8: a slot may start only then.
    pub fn starts_when_lessons_change(&self) -> bool {
        self.starts_at.checked_sub(A_FREE_LESSON_CHANGE_MS).is_some_and(|d| d.rem_euclid(WEEK_MS) == 0)
    }

    /// The Friday 21:00 GMT+8 at or before `now_ms`: when this week's free lesson began.
    pub fn this_weeks_start(now_ms: i64) -> i64 {
        A_FREE_LESSON_CHANGE_MS + (now_ms - A_FREE_LESSON_CHANGE_MS).div_euclid(WEEK_MS) * WEEK_MS
    }

    /// How many weeks after 2026-11-20's change `starts_at` is (negative before it): the demo's rotation.
    pub fn week_number(starts_at: i64) -> i64 {
        (starts_at - A_FREE_LESSON_CHANGE_MS).div_euclid(WEEK_MS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FRIDAY_2100_GMT8: i64 = 1_795_179_600_000;
    const HOUR_MS: i64 = 3_600_000;

    fn slot(starts_at: i64) -> FreeSlot {
        FreeSlot { starts_at, lesson_id: 1 }
    }

    #[test]
    fn free_lessons_change_on_fridays_at_nine_in_the_evening_singapore_time() {
        assert!(slot(FRIDAY_2100_GMT8).starts_when_lessons_change());
        assert!(slot(FRIDAY_2100_GMT8 + 3 * WEEK_MS).starts_when_lessons_change());
        assert!(slot(FRIDAY_2100_GMT8 - 52 * WEEK_MS).starts_when_lessons_change(), "a year before");
        assert!(!slot(FRIDAY_2100_GMT8 + HOUR_MS).starts_when_lessons_change(), "22:00");
        assert!(!slot(FRIDAY_2100_GMT8 + 86_400_000).starts_when_lessons_change(), "a Saturday");
        assert!(!slot(i64::MIN).starts_when_lessons_change());
    }

    #[test]
    fn this_weeks_free_lesson_began_on_the_last_friday_evening() {
        assert_eq!(FreeSlot::this_weeks_start(FRIDAY_2100_GMT8), FRIDAY_2100_GMT8);
        assert_eq!(FreeSlot::this_weeks_start(FRIDAY_2100_GMT8 - 1), FRIDAY_2100_GMT8 - WEEK_MS);
        assert_eq!(FreeSlot::this_weeks_start(FRIDAY_2100_GMT8 + 6 * 86_400_000), FRIDAY_2100_GMT8);
        assert_eq!(FreeSlot::week_number(FRIDAY_2100_GMT8 - 2 * WEEK_MS), -2);
    }
}

/// One question of a set; its files live in the private bucket under these keys.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Question {
    pub id: u32,
    pub name: String,
    pub question_set_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    /// The question, as an image.
    pub question_key: String,
    /// The model answer, as a PDF.
    pub answer_key: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer_video_key: Option<String>,
    /// The marks the question carries; a student may write an answer and have it marked when set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marks: Option<u32>,
    /// The question's words (beside its image on the writing screen).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text: Option<String>,
    /// The paper it is practice for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paper: Option<crate::marking::Paper>,
    /// Diagrams staff drew with the question (docs/diagrams.md), shown under its words.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<crate::diagram::Diagram>,
    /// Diagrams staff drew with the model answer, shown (and withheld) with it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answer_diagrams: Vec<crate::diagram::Diagram>,
}

/// Names one question in its place in the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QuestionRef {
    pub subject_id: u32,
    pub topic_id: u32,
    pub question_set_id: u32,
    pub question_id: u32,
}

/// The most characters of a question's words shown where an answer is listed (the student's
/// answers, the marking desk's queue).
pub const EXCERPT_CHARS: usize = 90;

impl Question {
    /// How an answer to this question is told apart from another where answers are listed: the
    /// start of the question's words (cut at a word, with "…"), else its name.
    pub fn excerpt(&self) -> String {
        let words = self.text.as_deref().map(|t| t.split_whitespace().collect::<Vec<_>>().join(" "));
        match words.filter(|w| !w.is_empty()) {
            Some(w) => excerpt_of(&w, EXCERPT_CHARS),
            None => self.name.trim().to_owned(),
        }
    }
}

/// `text` cut to at most `max` characters at a word boundary, with "…" when cut.
pub fn excerpt_of(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    let at_word = match cut.rfind(' ') {
        Some(i) if i > max / 2 => &cut[..i],
        _ => cut.as_str(),
    };
    format!("{}…", at_word.trim_end_matches(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == ':'))
}

#[cfg(test)]
mod excerpt_tests {
    use super::*;

    fn question(name: &str, text: Option<&str>) -> Question {
        Question {
            id: 101,
            name: name.into(),
            question_set_id: 1,
            subject_id: 1,
            topic_id: 1,
            question_key: String::new(),
            answer_key: String::new(),
            answer_video_key: None,
            diagrams: vec![],
            answer_diagrams: vec![],
            marks: Some(10),
            text: text.map(Into::into),
            paper: None,
        }
    }

    #[test]
    fn an_answer_is_named_by_its_questions_words() {
        let short = question("Q1", Some("Explain  price\nelasticity of demand."));
        assert_eq!(short.excerpt(), "Explain price elasticity of demand.");
        let long = question(
            "Q2",
            Some(
                "Using a diagram, explain how an indirect tax on cigarettes affects consumers, producers, the \
                 government and society as a whole.",
            ),
        );
        let e = long.excerpt();
        assert!(e.ends_with('…'), "{e}");
        assert!(e.chars().count() <= EXCERPT_CHARS + 1, "{e}");
        assert!(e.starts_with("Using a diagram, explain how an indirect tax on cigarettes affects consumers"), "{e}");
        assert!(!e.contains(" …"), "cut at a word: {e}");
    }

    #[test]
    fn without_words_the_name_stands_for_the_question() {
        assert_eq!(question("Elasticity 4(a)", None).excerpt(), "Elasticity 4(a)");
        assert_eq!(question("Elasticity 4(a)", Some("  ")).excerpt(), "Elasticity 4(a)");
    }
}
