//! A written answer: its record, its status, its marker's claim, comments and words.

use serde::{Deserialize, Serialize};

use super::{Calibration, CalibrationPoint, Marked, Scheme, SelfAssessment, calibration};
use crate::diagram::{self, Diagram, DiagramError};
use crate::ids::{AnswerId, SittingId, UserId};

/// How long a marker's claim on an answer lasts without being renewed.
pub const CLAIM_MS: i64 = 30 * 60_000;
/// The largest editor document and plain text kept for an answer (well within an item's 400 KB).
pub const MAX_BODY_BYTES: usize = 150_000;
pub const MAX_TEXT_BYTES: usize = 60_000;
/// A marker's comments: how many, each one's length and the overall comment's (characters).
pub const MAX_COMMENTS: usize = 100;
pub const MAX_COMMENT_CHARS: usize = 2_000;
pub const MAX_OVERALL_CHARS: usize = 5_000;

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

/// A marker's comment pinned on one element of one of the answer's diagrams ("S₂ should shift
/// left"): the diagram and the element by their places, counted from 0.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pin {
    pub diagram: u32,
    pub element: u32,
    pub text: String,
}

/// Whether every pin names an element of one of `diagrams` and says something.
pub fn pins_fit(diagrams: &[Diagram], pins: &[Pin]) -> bool {
    pins.iter().all(|p| {
        let on = diagrams.get(p.diagram as usize).is_some_and(|d| (p.element as usize) < d.elements.len());
        on && !p.text.trim().is_empty()
    })
}

/// Words in an answer, as a word count shows them.
pub fn word_count(text: &str) -> usize {
    text.split_whitespace().count()
}

/// The paper a question is practice for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
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
    /// Comments pinned on the diagrams' elements.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pins: Vec<Pin>,
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
    /// The economics diagrams drawn in the editor, in the order the text refers to them
    /// ("Diagram 1"), each checked against its limits before it is kept.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<Diagram>,
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
        self.claim_holds(now_ms) && self.claim_by.as_ref() != Some(me)
    }
}

/// Why an answer refuses a command; it stays as it was. The message is what the caller is told.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AnswerRefusal {
    #[error("This answer is too long to save. Please shorten it.")]
    TooLong,
    #[error("version starts at 1.")]
    NoVersion,
    /// Another tab saved (or handed in) since the page read the draft; `current` is the stored
    /// version, when it was read.
    #[error("This answer was changed in another tab or window. Choose which version to keep.")]
    Changed { current: Option<u64> },
    #[error("Write your answer before handing it in.")]
    NoWords,
    /// A self-assessment the part's scheme does not have.
    #[error("{}", .0.message())]
    SelfAssessment(super::MarkError),
    #[error(
        "You have used this month's {limit} marked answer{}. You can hand in more from {resets_on}. Your answer is kept as a draft.",
        if *.limit == 1 { "" } else { "s" }
    )]
    AllowanceUsed { limit: u32, resets_on: String },
    #[error("This answer is not waiting for a mark.")]
    NotWaiting,
    #[error("Another marker is marking this answer.")]
    HeldByAnother,
    #[error("Claim this answer before marking it (a claim lapses after 30 minutes).")]
    NotClaimed,
    #[error("Comments are too long (2,000 characters each, 5,000 overall).")]
    CommentsTooLong,
    /// A returned mark outside the part's scheme.
    #[error("{}", .0.message())]
    Mark(super::MarkError),
    #[error("Each comment must point at a passage of the answer and say something.")]
    CommentsMisplaced,
    #[error("Each pin must point at an element of one of the answer's diagrams and say something.")]
    PinsMisplaced,
    /// A diagram outside its limits; nothing is kept.
    #[error("{0}")]
    Diagram(DiagramError),
}

/// The question an answer is written to, as the answer keeps it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnsweredQuestion {
    pub question_set_id: u32,
    pub question_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    /// The marks it carries (a paper's part: the marks it carries there).
    pub marks: u32,
    pub paper: Option<Paper>,
    pub level: Option<CourseLevel>,
}

/// A save of the draft being written, as the page sends it: checked before anything is read.
#[derive(Debug, Clone, PartialEq)]
pub struct DraftSave {
    body: String,
    text: String,
    diagrams: Vec<Diagram>,
    version: u64,
}

impl DraftSave {
    /// The editor's document, its plain text, its diagrams and the version this save makes (one
    /// more than the version the page read); refused when too long to keep, a diagram is outside
    /// its limits, or before version 1.
    pub fn new(body: String, text: String, diagrams: Vec<Diagram>, version: u64) -> Result<Self, AnswerRefusal> {
        if body.len() > MAX_BODY_BYTES || text.len() > MAX_TEXT_BYTES {
            return Err(AnswerRefusal::TooLong);
        }
        diagram::check_all(&diagrams).map_err(AnswerRefusal::Diagram)?;
        if version == 0 {
            return Err(AnswerRefusal::NoVersion);
        }
        Ok(Self { body, text, diagrams, version })
    }

    /// Refused unless the stored draft (none before the first save) is the one this save follows:
    /// a save never overwrites another tab's.
    pub fn follows(&self, stored: Option<&Answer>) -> Result<(), AnswerRefusal> {
        let current = stored.map(|s| s.version);
        if current.unwrap_or(0) + 1 == self.version { Ok(()) } else { Err(AnswerRefusal::Changed { current }) }
    }

    /// The draft this save makes of `student`'s answer to `question` at `now_ms`, with the
    /// diagram it keeps.
    pub fn draft(
        self,
        student: UserId,
        question: AnsweredQuestion,
        diagram_key: Option<String>,
        now_ms: i64,
    ) -> Answer {
        let id = Answer::draft_id(question.question_set_id, question.question_id);
        let question = AnsweredQuestion { level: None, ..question };
        Answer {
            diagram_key,
            diagrams: self.diagrams,
            version: self.version,
            ..Answer::new(id, student, question, self.body, self.text, now_ms)
        }
    }
}

impl Answer {
    /// A new answer `answer_id` of `student` to `question` at `now_ms`: a draft at version 1,
    /// nothing handed in, claimed or marked. The one place an answer is made.
    pub fn new(
        answer_id: AnswerId,
        student: UserId,
        question: AnsweredQuestion,
        body: String,
        text: String,
        now_ms: i64,
    ) -> Self {
        Self {
            answer_id,
            cognito_id: student,
            question_set_id: question.question_set_id,
            question_id: question.question_id,
            subject_id: question.subject_id,
            topic_id: question.topic_id,
            marks: question.marks,
            paper: question.paper,
            level: question.level,
            status: AnswerStatus::Draft,
            body,
            text,
            diagram_key: None,
            diagrams: Vec::new(),
            version: 1,
            updated_at: now_ms,
            submitted_at: None,
            self_assessment: None,
            claim_by: None,
            claim_name: None,
            claim_until: None,
            draft_mark: None,
            mark: None,
            returned_at: None,
            sitting: None,
        }
    }

    /// The answer handed in for marking at `now_ms` under its own id (the draft's goes): refused
    /// unless the page hands in the draft's `version`, it has words and `assessed` is one of its
    /// scheme's. `level` is its subject's.
    pub fn hand_in(
        self,
        version: u64,
        assessed: SelfAssessment,
        level: Option<CourseLevel>,
        now_ms: i64,
    ) -> Result<Answer, AnswerRefusal> {
        if self.version != version {
            return Err(AnswerRefusal::Changed { current: None });
        }
        if word_count(&self.text) == 0 {
            return Err(AnswerRefusal::NoWords);
        }
        self.scheme().self_range(assessed).map_err(AnswerRefusal::SelfAssessment)?;
        Ok(Answer {
            answer_id: format!("{}-{}-{now_ms}", self.question_set_id, self.question_id).into(),
            status: AnswerStatus::Submitted,
            submitted_at: Some(now_ms),
            updated_at: now_ms,
            self_assessment: Some(assessed),
            level,
            ..self
        })
    }

    /// Since when it has waited for a mark (epoch ms).
    pub fn waiting_since(&self) -> i64 {
        self.submitted_at.unwrap_or(self.updated_at)
    }

    /// Whether a marker's claim on it holds at `now_ms` (a claim lapses after [`CLAIM_MS`]).
    pub fn claim_holds(&self, now_ms: i64) -> bool {
        self.claim_by.is_some() && self.claim_until.is_some_and(|until| until > now_ms)
    }

    /// Whether `me` holds it at `now_ms`: only they may mark it.
    pub fn held_by(&self, me: &UserId, now_ms: i64) -> bool {
        self.claim_by.as_ref() == Some(me) && self.claim_holds(now_ms)
    }

    /// The claim of marker `me` (named `name`) from `now_ms`, taken or renewed: refused unless it
    /// waits for a mark and no other marker's claim holds.
    pub fn claim(self, me: &UserId, name: &str, now_ms: i64) -> Result<Answer, AnswerRefusal> {
        if self.status != AnswerStatus::Submitted {
            return Err(AnswerRefusal::NotWaiting);
        }
        if self.held_by_another(me, now_ms) {
            return Err(AnswerRefusal::HeldByAnother);
        }
        Ok(Answer {
            claim_by: Some(me.clone()),
            claim_name: Some(name.to_owned()),
            claim_until: Some(now_ms + CLAIM_MS),
            ..self
        })
    }

    /// A mark its marker may put on it at `now_ms`: comments within their sizes, a claim of the
    /// marker's that holds, the scheme's rule (only for a mark returned: a draft may be half
    /// done) and comments that quote passages of its text. Kept with its overall comment trimmed.
    fn checked_mark(&self, mark: Mark, rubric: Rubric, now_ms: i64) -> Result<Mark, AnswerRefusal> {
        if !mark.fits_sizes() {
            return Err(AnswerRefusal::CommentsTooLong);
        }
        if !self.held_by(mark.marker.id(), now_ms) {
            return Err(AnswerRefusal::NotClaimed);
        }
        if rubric == Rubric::Final {
            self.scheme().check(mark.band, mark.mark).map_err(AnswerRefusal::Mark)?;
        }
        if !comments_fit(&self.text, &mark.comments) {
            return Err(AnswerRefusal::CommentsMisplaced);
        }
        if !pins_fit(&self.diagrams, &mark.pins) {
            return Err(AnswerRefusal::PinsMisplaced);
        }
        Ok(Mark { overall: mark.overall.trim().to_owned(), ..mark })
    }

    /// The marker's work so far kept on it at `now_ms`, their claim renewed for [`CLAIM_MS`].
    pub fn draft_mark(self, mark: Mark, now_ms: i64) -> Result<Answer, AnswerRefusal> {
        let mark = self.checked_mark(mark, Rubric::Draft, now_ms)?;
        Ok(Answer { draft_mark: Some(mark), claim_until: Some(now_ms + CLAIM_MS), ..self })
    }

    /// Returned to the student with `mark` at `now_ms` (out of the queue, its claim and draft
    /// gone), and the record the month's insight keeps of it.
    pub fn give_back(self, mark: Mark, now_ms: i64) -> Result<(Answer, Returned), AnswerRefusal> {
        let mark = self.checked_mark(mark, Rubric::Final, now_ms)?;
        Ok(self.returned_with(mark, now_ms))
    }

    /// Returned with `mark` at `now_ms`, a mark its marker's claim no longer stands behind: one
    /// settled after a second marking (whose markers' marks were each checked when given).
    pub fn returned_with(self, mark: Mark, now_ms: i64) -> (Answer, Returned) {
        let record = Returned {
            paper: self.paper,
            cognito_id: self.cognito_id.clone(),
            answer_id: self.answer_id.clone(),
            question_set_id: self.question_set_id,
            question_id: self.question_id,
            marker: mark.marker.clone(),
            mark: mark.mark,
            max: self.marks,
            turnaround_ms: now_ms - self.waiting_since(),
            self_range: self.self_range(),
            returned_at: now_ms,
        };
        let returned = Answer {
            status: AnswerStatus::Returned,
            mark: Some(mark),
            returned_at: Some(now_ms),
            draft_mark: None,
            claim_by: None,
            claim_name: None,
            claim_until: None,
            ..self
        };
        (returned, record)
    }

    /// The marks its self-assessment names.
    pub fn self_range(&self) -> Option<(u32, u32)> {
        self.self_assessment.and_then(|s| self.scheme().self_range(s).ok())
    }

    /// How the student's self-assessment compares with the mark, once marked.
    pub fn calibration(&self) -> Option<Calibration> {
        Some(calibration(self.self_range()?, self.mark.as_ref()?.mark))
    }

    /// What a calibration summary counts of it, once marked and self-assessed.
    pub fn marked(&self) -> Option<Marked> {
        Some(Marked { range: self.self_range()?, mark: self.mark.as_ref()?.mark, max: self.marks })
    }

    /// Its point in the student's calibration over time, once marked and self-assessed.
    pub fn calibration_point(&self) -> Option<CalibrationPoint> {
        let mark = self.mark.as_ref()?;
        Some(CalibrationPoint {
            answer_id: self.answer_id.clone(),
            question_id: self.question_id,
            marked_at: self.returned_at.unwrap_or(mark.at),
            self_range: self.self_range()?,
            mark: mark.mark,
            max: self.marks,
        })
    }
}

/// How far a mark is checked: a draft may be half done (no band or mark yet); a return may not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Rubric {
    Draft,
    Final,
}

impl Marker {
    pub fn id(&self) -> &UserId {
        let Marker::Staff { id, .. } = self;
        id
    }
}

impl Mark {
    /// Its comments are within [`MAX_COMMENTS`] and their sizes.
    fn fits_sizes(&self) -> bool {
        self.comments.len() + self.pins.len() <= MAX_COMMENTS
            && self.comments.iter().all(|c| c.text.chars().count() <= MAX_COMMENT_CHARS)
            && self.pins.iter().all(|p| p.text.chars().count() <= MAX_COMMENT_CHARS)
            && self.overall.chars().count() <= MAX_OVERALL_CHARS
    }
}

/// A returned answer, kept per month for the staff's insight (turnaround, marks, calibration).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Returned {
    /// The paper it was practice for (records from before standardisation have none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paper: Option<Paper>,
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
    use crate::marking::MarkError;

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

    const NOW: i64 = 1_800_000_000_000;

    fn question(marks: u32) -> AnsweredQuestion {
        AnsweredQuestion {
            question_set_id: 1,
            question_id: 101,
            subject_id: 3,
            topic_id: 4,
            marks,
            paper: Some(Paper::One),
            level: Some(CourseLevel::Higher),
        }
    }

    fn draft(text: &str) -> Answer {
        DraftSave::new("{}".into(), text.into(), Vec::new(), 1).unwrap().draft("ann".into(), question(10), None, NOW)
    }

    /// A handed-in 10-mark answer, self-assessed in band 3, claimed by `m1` at `NOW`.
    fn claimed() -> Answer {
        let handed = draft("Demand rises when incomes rise.").hand_in(1, SelfAssessment::Band { level: 3 }, None, NOW);
        handed.unwrap().claim(&"m1".into(), "Mo", NOW).unwrap()
    }

    fn mark(by: &str, band: Option<u8>, mark: u32) -> Mark {
        Mark {
            marker: Marker::Staff { id: by.into(), name: by.to_uppercase() },
            band,
            mark,
            comments: vec![Comment { start: 0, end: 6, quote: "Demand".into(), text: "Define it.".into() }],
            pins: Vec::new(),
            overall: " Good start. ".into(),
            at: NOW,
        }
    }

    #[test]
    fn a_draft_save_within_its_sizes_follows_the_version_the_page_read() {
        let long = "x".repeat(MAX_TEXT_BYTES + 1);
        assert_eq!(DraftSave::new("{}".into(), long, Vec::new(), 1), Err(AnswerRefusal::TooLong));
        assert_eq!(
            DraftSave::new("x".repeat(MAX_BODY_BYTES + 1), "t".into(), Vec::new(), 1),
            Err(AnswerRefusal::TooLong)
        );
        assert_eq!(DraftSave::new("{}".into(), "t".into(), Vec::new(), 0), Err(AnswerRefusal::NoVersion));
        let first = DraftSave::new("{}".into(), "t".into(), Vec::new(), 1).unwrap();
        assert_eq!(first.follows(None), Ok(()));
        let stored = draft("t");
        assert_eq!(first.follows(Some(&stored)), Err(AnswerRefusal::Changed { current: Some(1) }), "another tab saved");
        let second = DraftSave::new("{}".into(), "t".into(), Vec::new(), 2).unwrap();
        assert_eq!(second.follows(Some(&stored)), Ok(()));
        assert_eq!(second.follows(None), Err(AnswerRefusal::Changed { current: None }), "handed in meanwhile");
        let d = second.draft("ann".into(), question(10), Some("answers/ann/d.png".into()), NOW);
        assert_eq!((d.answer_id.as_str(), d.version, d.status, d.level), ("1-101-draft", 2, AnswerStatus::Draft, None));
        assert_eq!((d.subject_id, d.topic_id, d.paper), (3, 4, Some(Paper::One)));
    }

    #[test]
    fn handing_in_needs_the_draft_s_version_words_and_a_self_assessment_of_its_scheme() {
        let band = SelfAssessment::Band { level: 3 };
        assert_eq!(draft("words").hand_in(2, band, None, NOW), Err(AnswerRefusal::Changed { current: None }));
        assert_eq!(draft(" \n ").hand_in(1, band, None, NOW), Err(AnswerRefusal::NoWords));
        let points = SelfAssessment::Mark { mark: 4 };
        let refused = draft("words").hand_in(1, points, None, NOW);
        assert_eq!(refused, Err(AnswerRefusal::SelfAssessment(MarkError::BandFirst)));
        assert_eq!(refused.unwrap_err().to_string(), "Choose a markband first.");
        let a = draft("words").hand_in(1, band, Some(CourseLevel::Standard), NOW).unwrap();
        assert_eq!(a.answer_id.as_str(), format!("1-101-{NOW}"));
        assert_eq!(
            (a.status, a.submitted_at, a.level),
            (AnswerStatus::Submitted, Some(NOW), Some(CourseLevel::Standard))
        );
        assert_eq!(a.self_range(), Some((5, 6)));
    }

    #[test]
    fn the_allowance_refusal_says_when_it_starts_again() {
        let used = |limit| AnswerRefusal::AllowanceUsed { limit, resets_on: "1 December".into() }.to_string();
        assert_eq!(
            used(1),
            "You have used this month's 1 marked answer. You can hand in more from 1 December. Your answer is kept as a draft."
        );
        assert!(used(4).starts_with("You have used this month's 4 marked answers."));
    }

    #[test]
    fn one_marker_claims_a_waiting_answer_at_a_time() {
        assert_eq!(draft("words").claim(&"m1".into(), "Mo", NOW), Err(AnswerRefusal::NotWaiting), "a draft");
        let a = claimed();
        assert_eq!((a.claim_name.as_deref(), a.claim_until), (Some("Mo"), Some(NOW + CLAIM_MS)));
        assert_eq!(a.clone().claim(&"m2".into(), "Jo", NOW + 1), Err(AnswerRefusal::HeldByAnother));
        assert_eq!(a.clone().claim(&"m1".into(), "Mo", NOW + 1).unwrap().claim_until, Some(NOW + 1 + CLAIM_MS));
        let lapsed = a.claim(&"m2".into(), "Jo", NOW + CLAIM_MS).unwrap();
        assert_eq!(lapsed.claim_by, Some("m2".into()), "a lapsed claim is anyone's");
    }

    #[test]
    fn only_the_claim_s_marker_marks_with_comments_on_passages_within_their_sizes() {
        let a = claimed();
        let later = NOW + 60_000;
        assert_eq!(a.clone().draft_mark(mark("m2", None, 0), later), Err(AnswerRefusal::NotClaimed));
        assert_eq!(a.clone().draft_mark(mark("m1", None, 0), NOW + CLAIM_MS), Err(AnswerRefusal::NotClaimed), "lapsed");
        let chatty = Mark { overall: "x".repeat(MAX_OVERALL_CHARS + 1), ..mark("m1", None, 0) };
        assert_eq!(a.clone().draft_mark(chatty, later), Err(AnswerRefusal::CommentsTooLong));
        let many =
            Mark { comments: vec![mark("m1", None, 0).comments[0].clone(); MAX_COMMENTS + 1], ..mark("m1", None, 0) };
        assert_eq!(a.clone().draft_mark(many, later), Err(AnswerRefusal::CommentsTooLong));
        let elsewhere = mark("m1", None, 0).comments.into_iter().map(|c| Comment { quote: "Supply".into(), ..c });
        let misplaced = Mark { comments: elsewhere.collect(), ..mark("m1", None, 0) };
        assert_eq!(a.clone().draft_mark(misplaced, later), Err(AnswerRefusal::CommentsMisplaced));
        let d = a.draft_mark(mark("m1", None, 0), later).unwrap();
        assert_eq!(d.claim_until, Some(later + CLAIM_MS), "a draft renews the claim");
        assert_eq!(d.draft_mark.map(|m| m.overall), Some("Good start.".into()), "half done, trimmed");
    }

    /// D and S crossing: two curves, elements 0 and 1.
    fn market() -> Diagram {
        serde_json::from_value(serde_json::json!({
            "version": 1,
            "axes": { "x": { "text": "Quantity" }, "y": { "text": "Price" }, "kind": "market" },
            "elements": [
                { "kind": "curve", "shape": { "kind": "line", "from": { "x": 0, "y": 90 }, "to": { "x": 85, "y": 5 } }, "label": { "text": "D" } },
                { "kind": "curve", "shape": { "kind": "line", "from": { "x": 0, "y": 10 }, "to": { "x": 85, "y": 95 } }, "label": { "text": "S" } }
            ]
        }))
        .unwrap()
    }

    #[test]
    fn a_draft_keeps_its_diagrams_and_refuses_one_outside_its_limits() {
        let d = DraftSave::new("{}".into(), "t".into(), vec![market(), market()], 1).unwrap();
        assert_eq!(d.draft("ann".into(), question(10), None, NOW).diagrams.len(), 2);
        let mut marked_up = market();
        if let crate::diagram::Element::Curve { label, .. } = &mut marked_up.elements[1] {
            label.text = "<script>".into();
        }
        let refused = DraftSave::new("{}".into(), "t".into(), vec![market(), marked_up], 1).unwrap_err();
        assert_eq!(refused.to_string(), "Diagram 2: Labels and notes are plain text: no <, > or control characters.");
        let seven = vec![market(); diagram::MAX_DIAGRAMS + 1];
        let refused = DraftSave::new("{}".into(), "t".into(), seven, 1);
        assert_eq!(refused, Err(AnswerRefusal::Diagram(DiagramError::TooManyDiagrams(7))));
    }

    #[test]
    fn pins_point_at_an_element_of_the_answer_s_diagrams_and_say_something() {
        let with_diagram = DraftSave::new("{}".into(), "Demand rises.".into(), vec![market()], 1).unwrap();
        let handed = with_diagram.draft("ann".into(), question(10), None, NOW).hand_in(
            1,
            SelfAssessment::Band { level: 3 },
            None,
            NOW,
        );
        let a = handed.unwrap().claim(&"m1".into(), "Mo", NOW).unwrap();
        let pinned = |diagram, element, text: &str| Mark {
            pins: vec![Pin { diagram, element, text: text.into() }],
            ..mark("m1", Some(3), 6)
        };
        assert_eq!(a.clone().draft_mark(pinned(0, 2, "S"), NOW), Err(AnswerRefusal::PinsMisplaced), "no element 2");
        assert_eq!(a.clone().draft_mark(pinned(1, 0, "S"), NOW), Err(AnswerRefusal::PinsMisplaced), "no diagram 1");
        assert_eq!(a.clone().draft_mark(pinned(0, 1, "  "), NOW), Err(AnswerRefusal::PinsMisplaced), "says nothing");
        let (returned, _) = a.give_back(pinned(0, 1, "S₂ should shift left"), NOW).unwrap();
        assert_eq!(returned.mark.unwrap().pins[0].text, "S₂ should shift left");
    }

    #[test]
    fn a_returned_mark_keeps_the_scheme_s_rule_and_leaves_a_record() {
        let a = claimed();
        let later = NOW + 600_000;
        assert_eq!(a.clone().give_back(mark("m1", None, 6), later), Err(AnswerRefusal::Mark(MarkError::BandFirst)));
        assert_eq!(a.clone().give_back(mark("m2", Some(3), 6), later), Err(AnswerRefusal::NotClaimed));
        let (returned, record) = a.give_back(mark("m1", Some(3), 6), later).unwrap();
        assert_eq!((returned.status, returned.returned_at), (AnswerStatus::Returned, Some(later)));
        assert!(returned.is_returned() && returned.claim_by.is_none() && returned.draft_mark.is_none());
        assert_eq!((record.mark, record.max, record.turnaround_ms, record.self_range), (6, 10, 600_000, Some((5, 6))));
        assert_eq!(returned.calibration(), Some(Calibration::OnTarget));
        assert_eq!(returned.calibration_point().map(|p| p.marked_at), Some(later));
    }
}
