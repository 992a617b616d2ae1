//! A written answer: its record, its status, its marker's claim, comments and words.

use serde::{Deserialize, Serialize};

use super::{Scheme, SelfAssessment};
use crate::ids::{AnswerId, SittingId, UserId};

/// How long a marker's claim on an answer lasts without being renewed.
pub const CLAIM_MS: i64 = 30 * 60_000;

/// A comment anchored to a passage of the answer's text: characters `start..end` (Unicode scalar
/// values), with the passage quoted so a later reader can check it still matches.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Comment {
    pub start: u32,
    pub end: u32,
    pub quote: String,
    pub text: String,
}

/// Whether every comment names a passage of `text` that reads as its quote.
pub fn comments_fit(text: &str, comments: &[Comment]) -> bool {
    let chars: Vec<char> = text.chars().collect();
    comments.iter().all(|c| {
        let (s, e) = (c.start as usize, c.end as usize);
        s < e && e <= chars.len() && chars[s..e].iter().collect::<String>() == c.quote && !c.text.trim().is_empty()
    })
}

/// Words in an answer, as a word count shows them.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

/// The paper a question is practice for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Paper {
    #[serde(rename = "P1")]
    One,
    #[serde(rename = "P2")]
    Two,
    #[serde(rename = "P3")]
    Three,
}

/// The course level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub enum CourseLevel {
    #[serde(rename = "HL")]
    Higher,
    #[serde(rename = "SL")]
    Standard,
}

impl CourseLevel {
    /// A subject's level from its name ("Economics HL").
    pub fn of_subject(name: &str) -> Option<Self> {
        let words: Vec<&str> = name.split_whitespace().collect();
        if words.contains(&"HL") {
            Some(Self::Higher)
        } else if words.contains(&"SL") {
            Some(Self::Standard)
        } else {
            None
        }
    }
}

/// Where an answer is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum AnswerStatus {
    /// Being written; saved as the student types.
    Draft,
    /// Handed in: in the marking desk's queue.
    Submitted,
    /// Marked and returned to the student.
    Returned,
}

/// Who marked an answer. Only Seven's teachers today; a draft by an assistant (a model) would be
/// another kind here, returned only once a teacher has reviewed it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Marker {
    Staff { id: UserId, name: String },
}

/// A teacher's mark (a draft while they work, then the returned one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Mark {
    pub marker: Marker,
    /// The markband chosen (markband parts only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub band: Option<u8>,
    pub mark: u32,
    #[serde(default)]
    pub comments: Vec<Comment>,
    #[serde(default)]
    pub overall: String,
    /// Epoch ms.
    pub at: i64,
}

/// A student's written answer to a question-bank question that carries marks.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// `{questionSetId}-{questionId}-draft` while written, `{questionSetId}-{questionId}-{submittedAt}` once handed in.
    pub answer_id: AnswerId,
    pub cognito_id: UserId,
    pub question_set_id: u32,
    pub question_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    pub marks: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paper: Option<Paper>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<CourseLevel>,
    pub status: AnswerStatus,
    /// The editor's document (Lexical JSON).
    pub body: String,
    /// Its plain text: what is marked, and what comments point into.
    pub text: String,
    /// An uploaded diagram (PNG, JPEG or WebP) in the private bucket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub diagram_key: Option<String>,
    /// One more with every save of a draft.
    pub version: u64,
    /// Epoch ms.
    pub updated_at: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submitted_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub self_assessment: Option<SelfAssessment>,
    /// The marker who holds it, and until when (epoch ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_by: Option<UserId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_until: Option<i64>,
    /// The marker's work in progress (staff only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft_mark: Option<Mark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub returned_at: Option<i64>,
    /// The paper sitting it is a part of, when a whole paper was sent to the desk.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sitting: Option<SittingPart>,
}

/// A part of a paper: its section, question and place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartRef {
    pub section: u32,
    pub question: u32,
    pub part: u32,
}

/// Where an answer sent with its paper belongs: the sitting, its paper and the part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct SittingPart {
    pub sitting_id: SittingId,
    pub paper_name: String,
    pub at: PartRef,
    /// "Question 2 (b)".
    pub label: String,
}

impl Answer {
    /// Returned to the student with its mark.
    pub fn is_returned(&self) -> bool {
        self.mark.is_some() && self.returned_at.is_some()
    }

    pub fn draft_id(question_set_id: u32, question_id: u32) -> AnswerId {
        AnswerId::new(format!("{question_set_id}-{question_id}-draft"))
    }

    pub fn scheme(&self) -> Scheme {
        Scheme::for_marks(self.marks)
    }

    /// Whether a marker other than `me` holds it at `now_ms`.
    pub fn held_by_another(&self, me: &UserId, now_ms: i64) -> bool {
        self.claim_by.as_ref().is_some_and(|by| by != me) && self.claim_until.is_some_and(|until| until > now_ms)
    }
}

/// A returned answer, kept per month for the staff's insight (turnaround, marks, calibration).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Returned {
    pub cognito_id: UserId,
    pub answer_id: AnswerId,
    pub question_set_id: u32,
    pub question_id: u32,
    pub marker: Marker,
    pub mark: u32,
    pub max: u32,
    /// From handing in to return, ms.
    pub turnaround_ms: i64,
    /// The range the student expected.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub self_range: Option<(u32, u32)>,
    pub returned_at: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_must_quote_their_passage() {
        let text = "Demand rises when incomes rise. Élasticity matters.";
        let ok = Comment { start: 0, end: 6, quote: "Demand".into(), text: "Define it.".into() };
        let accent = Comment { start: 32, end: 42, quote: "Élasticity".into(), text: "Spelling".into() };
        assert!(comments_fit(text, &[ok.clone(), accent]));
        assert!(!comments_fit(text, &[Comment { quote: "Supply".into(), ..ok.clone() }]));
        assert!(!comments_fit(text, &[Comment { end: 999, ..ok.clone() }]));
        assert!(!comments_fit(text, &[Comment { text: " ".into(), ..ok }]));
        assert_eq!(word_count(" two  words\n"), 2);
    }

    #[test]
    fn a_claim_holds_until_it_lapses() {
        let mut a: Answer = serde_json::from_value(serde_json::json!({
            "answerId": "1-101-5", "cognitoId": "u", "questionSetId": 1, "questionId": 101, "subjectId": 1,
            "topicId": 2, "marks": 10, "status": "submitted", "body": "{}", "text": "t", "version": 3,
            "updatedAt": 0
        }))
        .unwrap();
        assert!(!a.held_by_another(&"m1".into(), 1_000));
        a.claim_by = Some("m1".into());
        a.claim_until = Some(1_000 + CLAIM_MS);
        assert!(!a.held_by_another(&"m1".into(), 2_000), "their own");
        assert!(a.held_by_another(&"m2".into(), 2_000));
        assert!(!a.held_by_another(&"m2".into(), 1_000 + CLAIM_MS), "lapsed after 30 minutes");
        assert_eq!(CourseLevel::of_subject("Economics HL"), Some(CourseLevel::Higher));
        assert_eq!(CourseLevel::of_subject("Biology"), None);
    }
}
