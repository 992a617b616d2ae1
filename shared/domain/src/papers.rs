//! Timed papers in exam conditions (docs/papers.md): the IB's components (times, marks, weights;
//! `shared/reference/ib`), a paper made by staff from question-bank questions, the paper's clock
//! (reading time, then writing time, a short grace, then late) and a sitting's parts. Pure: no I/O.

use crate::diagram::{self, Diagram, DiagramError};
use crate::ids::{SittingId, UserId};
use serde::{Deserialize, Serialize};

pub use crate::marking::PartRef;
use crate::marking::{Answer, AnswerStatus, AnsweredQuestion, CourseLevel, Paper, Scheme, SittingPart};

/// A component of the assessment: the three papers and the internal assessment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Component {
    #[serde(rename = "P1")]
    Paper1,
    #[serde(rename = "P2")]
    Paper2,
    #[serde(rename = "P3")]
    Paper3,
    #[serde(rename = "IA")]
    Internal,
}

impl Component {
    pub fn of_paper(paper: Paper) -> Self {
        match paper {
            Paper::One => Self::Paper1,
            Paper::Two => Self::Paper2,
            Paper::Three => Self::Paper3,
        }
    }

    /// The paper a question of this component is practice for; `None` for the internal assessment.
    pub fn paper(self) -> Option<Paper> {
        match self {
            Self::Paper1 => Some(Paper::One),
            Self::Paper2 => Some(Paper::Two),
            Self::Paper3 => Some(Paper::Three),
            Self::Internal => None,
        }
    }

    /// What a student reads: "Paper 1", "Internal assessment".
    pub fn name(self) -> &'static str {
        match self {
            Self::Paper1 => "Paper 1",
            Self::Paper2 => "Paper 2",
            Self::Paper3 => "Paper 3",
            Self::Internal => "Internal assessment",
        }
    }
}

/// A component's facts at a level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct ComponentFacts {
    pub component: Component,
    /// Writing time in minutes (none for the internal assessment).
    pub minutes: Option<u32>,
    pub marks: u32,
    /// Percent of the grade.
    pub weight: u32,
}

const fn facts(component: Component, minutes: Option<u32>, marks: u32, weight: u32) -> ComponentFacts {
    ComponentFacts { component, minutes, marks, weight }
}

/// Each component's marks, the same at both levels (the guide's; named once here).
pub const PAPER1_MARKS: u32 = 25;
pub const PAPER2_MARKS: u32 = 40;
pub const PAPER3_MARKS: u32 = 60;
/// The internal assessment's marks: a student's estimate of it is out of this.
pub const IA_MARKS: u32 = 45;

const SL: [ComponentFacts; 3] = [
    facts(Component::Paper1, Some(75), PAPER1_MARKS, 30),
    facts(Component::Paper2, Some(105), PAPER2_MARKS, 40),
    facts(Component::Internal, None, IA_MARKS, 30),
];
const HL: [ComponentFacts; 4] = [
    facts(Component::Paper1, Some(75), PAPER1_MARKS, 20),
    facts(Component::Paper2, Some(105), PAPER2_MARKS, 30),
    facts(Component::Paper3, Some(105), PAPER3_MARKS, 30),
    facts(Component::Internal, None, IA_MARKS, 20),
];

/// The components of a level, in the guide's order (their weights add up to 100).
pub fn components(level: CourseLevel) -> &'static [ComponentFacts] {
    match level {
        CourseLevel::Standard => &SL,
        CourseLevel::Higher => &HL,
    }
}

/// A component's facts at a level; `None` for Paper 3 at SL.
pub fn component(level: CourseLevel, component: Component) -> Option<ComponentFacts> {
    components(level).iter().copied().find(|f| f.component == component)
}

/// Reading time before every paper: candidates read, they do not write.
pub const READING_MS: i64 = 5 * 60_000;
/// After the end, answers are still taken as on time for this long (a save on its way, a slow
/// network); later ones are kept but marked late.
pub const GRACE_MS: i64 = 2 * 60_000;
/// The most words kept for one part (well within an item's 400 KB for a whole paper).
pub const MAX_PART_BYTES: usize = 40_000;
/// The most kept for a whole sitting: its words and its diagrams' JSON together (a part's diagrams
/// are also bounded on their own by `diagram::check_all`), so the item stays within 400 KB.
pub const MAX_SITTING_BYTES: usize = 250_000;

/// Where a sitting is on its clock.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Phase {
    /// Reading time: the questions show, answers are locked.
    Reading,
    Writing,
    /// After the end, within the grace: what arrives is still on time.
    Grace,
    /// After the end and the grace: what arrives is kept, marked late.
    Over,
}

/// A sitting's clock, from the start the API recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperClock {
    /// Epoch ms.
    pub started_at: i64,
    /// Epoch ms: writing begins.
    pub writing_at: i64,
    /// Epoch ms: the paper ends (and submits itself).
    pub ends_at: i64,
}

impl PaperClock {
    /// The clock of a paper for `component` at `level` begun at `started_at`; `None` for a
    /// component that is not a timed paper.
    pub fn start(level: CourseLevel, component: Component, started_at: i64) -> Option<Self> {
        let minutes = self::component(level, component)?.minutes?;
        let writing_at = started_at + READING_MS;
        Some(Self { started_at, writing_at, ends_at: writing_at + i64::from(minutes) * 60_000 })
    }

    pub fn phase(&self, now_ms: i64) -> Phase {
        if now_ms < self.writing_at {
            Phase::Reading
        } else if now_ms < self.ends_at {
            Phase::Writing
        } else if now_ms <= self.ends_at + GRACE_MS {
            Phase::Grace
        } else {
            Phase::Over
        }
    }

    /// Whether words arriving at `now_ms` are late (after the end and the grace).
    pub fn is_late(&self, now_ms: i64) -> bool {
        self.phase(now_ms) == Phase::Over
    }

    /// Words may be written: not in reading time.
    pub fn may_write(&self, now_ms: i64) -> bool {
        self.phase(now_ms) != Phase::Reading
    }
}

/// One part of a paper's question: a question-bank question and the marks it carries here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperPart {
    /// "a", "b".
    pub label: String,
    pub question_set_id: u32,
    pub question_id: u32,
    pub marks: u32,
}

impl PaperPart {
    pub fn scheme(&self) -> Scheme {
        Scheme::for_marks(self.marks)
    }
}

/// A question of a paper: its parts, answered together.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperQuestion {
    /// "Question 1".
    pub title: String,
    pub parts: Vec<PaperPart>,
}

impl PaperQuestion {
    pub fn marks(&self) -> u32 {
        self.parts.iter().map(|p| p.marks).sum()
    }
}

/// A section: answer `choose` of its questions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Section {
    /// "Section A".
    pub title: String,
    pub choose: u32,
    pub questions: Vec<PaperQuestion>,
}

/// A paper staff made from question-bank questions.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperDef {
    pub paper_id: u32,
    pub name: String,
    pub component: Component,
    pub level: CourseLevel,
    pub sections: Vec<Section>,
}

/// Why a paper cannot be saved (what staff are told).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PaperError {
    NotAPaper,
    NoName,
    NoSections,
    Choose(String),
    NoParts(String),
    PartMarks(String),
    UnevenChoice(String),
    Total {
        expected: u32,
        got: u32,
    },
    /// A part names a question the question bank does not have.
    NotInBank {
        question: String,
        part: String,
        question_set_id: u32,
        question_id: u32,
    },
}

impl PaperError {
    pub fn message(&self) -> String {
        match self {
            Self::NotAPaper => "Choose Paper 1, 2 or 3 (Paper 3 is HL only).".into(),
            Self::NoName => "Give the paper a name.".into(),
            Self::NoSections => "Add a section with at least one question.".into(),
            Self::Choose(s) => format!("{s}: the number of questions to answer must be between 1 and its questions."),
            Self::NoParts(q) => format!("{q} has no parts."),
            Self::PartMarks(q) => format!("{q}: every part carries between 1 and 60 marks."),
            Self::UnevenChoice(s) => format!("{s}: questions to choose between must carry the same marks."),
            Self::Total { expected, got } => {
                format!("This paper carries {got} marks; the component is out of {expected}.")
            }
            Self::NotInBank { question, part, question_set_id, question_id } => {
                format!(
                    "{question} ({part}): question {question_id} of set {question_set_id} is not in the question bank."
                )
            }
        }
    }
}

impl PaperDef {
    /// The facts of its component at its level.
    pub fn facts(&self) -> Option<ComponentFacts> {
        component(self.level, self.component).filter(|f| f.minutes.is_some())
    }

    /// The marks a full sitting carries: each section's chosen questions.
    pub fn total_marks(&self) -> u32 {
        self.sections.iter().map(|s| s.choose * s.questions.first().map_or(0, PaperQuestion::marks)).sum()
    }

    /// A paper staff may save: a timed component of its level, sections to choose from, parts
    /// with marks, choices of equal marks and the component's total.
    pub fn check(&self) -> Result<(), PaperError> {
        let facts = self.facts().ok_or(PaperError::NotAPaper)?;
        if self.name.trim().is_empty() {
            return Err(PaperError::NoName);
        }
        if self.sections.is_empty() || self.sections.iter().any(|s| s.questions.is_empty()) {
            return Err(PaperError::NoSections);
        }
        for s in &self.sections {
            if s.choose == 0 || s.choose as usize > s.questions.len() {
                return Err(PaperError::Choose(s.title.clone()));
            }
            for q in &s.questions {
                if q.parts.is_empty() {
                    return Err(PaperError::NoParts(q.title.clone()));
                }
                if q.parts.iter().any(|p| !(1..=60).contains(&p.marks)) {
                    return Err(PaperError::PartMarks(q.title.clone()));
                }
            }
            if s.questions.iter().any(|q| q.marks() != s.questions[0].marks()) {
                return Err(PaperError::UnevenChoice(s.title.clone()));
            }
        }
        let got = self.total_marks();
        if got != facts.marks {
            return Err(PaperError::Total { expected: facts.marks, got });
        }
        Ok(())
    }

    /// Refused at the first part whose question `in_bank(set, question)` says the question bank
    /// does not have.
    pub fn check_bank(&self, in_bank: impl Fn(u32, u32) -> bool) -> Result<(), PaperError> {
        for q in self.sections.iter().flat_map(|s| &s.questions) {
            if let Some(p) = q.parts.iter().find(|p| !in_bank(p.question_set_id, p.question_id)) {
                return Err(PaperError::NotInBank {
                    question: q.title.clone(),
                    part: p.label.clone(),
                    question_set_id: p.question_set_id,
                    question_id: p.question_id,
                });
            }
        }
        Ok(())
    }

    /// Every question-bank question its parts name, as `(set, question)`.
    pub fn question_refs(&self) -> Vec<(u32, u32)> {
        let parts = self.sections.iter().flat_map(|s| &s.questions).flat_map(|q| &q.parts);
        parts.map(|p| (p.question_set_id, p.question_id)).collect()
    }

    /// The part at `at`, if the paper has it.
    pub fn part(&self, at: PartRef) -> Option<&PaperPart> {
        self.sections.get(at.section as usize)?.questions.get(at.question as usize)?.parts.get(at.part as usize)
    }

    /// The parts of the questions a student chose, in the paper's order.
    pub fn chosen_parts(&self, chosen: &[QuestionRef]) -> Vec<(PartRef, &PaperPart)> {
        let mut out = Vec::new();
        for (si, s) in self.sections.iter().enumerate() {
            for (qi, q) in s.questions.iter().enumerate() {
                let here = QuestionRef { section: si as u32, question: qi as u32 };
                if chosen.contains(&here) {
                    for (pi, p) in q.parts.iter().enumerate() {
                        out.push((PartRef { section: here.section, question: here.question, part: pi as u32 }, p));
                    }
                }
            }
        }
        out
    }

    /// Whether `chosen` names questions of the paper and no more in a section than it asks for.
    pub fn choice_fits(&self, chosen: &[QuestionRef]) -> bool {
        let mut seen = Vec::new();
        chosen.iter().all(|c| {
            let fits = self.sections.get(c.section as usize).is_some_and(|s| (c.question as usize) < s.questions.len());
            let fresh = !seen.contains(c);
            seen.push(*c);
            fits && fresh
        }) && self
            .sections
            .iter()
            .enumerate()
            .all(|(si, s)| chosen.iter().filter(|c| c.section as usize == si).count() <= s.choose as usize)
    }
}

/// A question of a paper: its section and place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionRef {
    pub section: u32,
    pub question: u32,
}

/// What a student wrote for one part.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartAnswer {
    pub at: PartRef,
    pub text: String,
    /// The economics diagrams drawn for the part, in the order its text refers to them ("Diagram
    /// 1"); absent in sittings stored before diagrams.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<Diagram>,
    /// Epoch ms of the save that brought this text or these diagrams.
    pub saved_at: i64,
    /// The text or diagrams arrived after the end and the grace: kept, marked late.
    pub late: bool,
}

impl PartAnswer {
    /// What it takes of the sitting's [`MAX_SITTING_BYTES`]: its words and its diagrams as JSON.
    fn size(&self) -> usize {
        self.text.len() + diagrams_size(&self.diagrams)
    }

    /// Whether it holds `words`' text and diagrams.
    fn holds(&self, words: &PartWords) -> bool {
        self.text == words.text && self.diagrams == words.diagrams
    }
}

/// The diagrams' size as JSON (none: 0).
fn diagrams_size(diagrams: &[Diagram]) -> usize {
    if diagrams.is_empty() { 0 } else { serde_json::to_vec(diagrams).map_or(usize::MAX, |b| b.len()) }
}

/// One part of a save as the page sends it: its words and the diagrams drawn for it.
#[derive(Debug, Clone, PartialEq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartWords {
    pub at: PartRef,
    pub text: String,
    /// The part's economics diagrams, in the order its text refers to them; none from a page
    /// that sends none.
    #[serde(default)]
    pub diagrams: Vec<Diagram>,
}

impl PartWords {
    /// A part's words without diagrams.
    pub fn text(at: PartRef, text: impl Into<String>) -> Self {
        Self { at, text: text.into(), diagrams: Vec::new() }
    }

    /// Nothing written or drawn (white space is nothing).
    fn is_blank(&self) -> bool {
        self.text.trim().is_empty() && self.diagrams.is_empty()
    }
}

/// Where a sitting is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum SittingStatus {
    /// On the clock.
    Sitting,
    /// Handed in (or submitted itself at the end): to be marked.
    Submitted,
    /// Sent to the marking desk as one paper.
    AtDesk,
    /// Marked: by the student (self-marked) or returned by the desk.
    Marked,
}

/// Who marked a sitting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum MarkedBy {
    /// The student, with the markbands and model answers: labelled self-marked.
    Student,
    /// Seven's teachers on the marking desk.
    Teacher,
}

/// One part's mark in a marked sitting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartMark {
    pub at: PartRef,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub band: Option<u8>,
    pub mark: u32,
}

/// A student's sitting of a paper.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Sitting {
    /// `{startedAt:013}-{paperId}`.
    pub sitting_id: SittingId,
    pub cognito_id: UserId,
    pub paper_id: u32,
    pub paper_name: String,
    pub component: Component,
    pub level: CourseLevel,
    pub clock: PaperClock,
    pub status: SittingStatus,
    #[serde(default)]
    pub chosen: Vec<QuestionRef>,
    #[serde(default)]
    pub answers: Vec<PartAnswer>,
    /// One more with every save (two tabs cannot overwrite each other).
    pub version: u64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub submitted_at: Option<i64>,
    /// Handed in, or holding words that arrived, after the end and the grace: kept, marked late.
    #[serde(default)]
    pub late: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marked_by: Option<MarkedBy>,
    #[serde(default)]
    pub marks: Vec<PartMark>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marked_at: Option<i64>,
    /// The paper's marks for a full sitting.
    pub max: u32,
    /// The parts sent to the marking desk.
    #[serde(default)]
    pub at_desk: Vec<PartRef>,
    /// The paper as it was when the sitting began: staff editing it later change nothing here.
    pub paper: PaperDef,
}

impl Sitting {
    pub fn id(started_at: i64, paper_id: u32) -> SittingId {
        SittingId::new(format!("{started_at:013}-{paper_id}"))
    }

    /// A sitting of `paper` by `student` begun at `now_ms` (reading time first); `None` for a
    /// paper whose component is not timed.
    pub fn begin(paper: &PaperDef, student: &UserId, now_ms: i64) -> Option<Self> {
        Some(Self {
            sitting_id: Self::id(now_ms, paper.paper_id),
            cognito_id: student.clone(),
            paper_id: paper.paper_id,
            paper_name: paper.name.clone(),
            component: paper.component,
            level: paper.level,
            clock: PaperClock::start(paper.level, paper.component, now_ms)?,
            status: SittingStatus::Sitting,
            chosen: vec![],
            answers: vec![],
            version: 1,
            submitted_at: None,
            late: false,
            marked_by: None,
            marks: vec![],
            marked_at: None,
            max: paper.total_marks(),
            at_desk: vec![],
            paper: paper.clone(),
        })
    }

    /// Handed in by the clock at the end (not by the student): words sent after it are still
    /// taken, marked late, until the student closes it by handing it in.
    pub fn handed_in_by_the_clock(&self) -> bool {
        self.status == SittingStatus::Submitted && self.submitted_at == Some(self.clock.ends_at)
    }

    /// No more words are taken: handed in by the student, at the desk or marked. Only then are
    /// the model answers shown.
    pub fn closed(&self) -> bool {
        self.status != SittingStatus::Sitting && !self.handed_in_by_the_clock()
    }

    /// Whether the page's choice, words and diagrams are what the sitting holds.
    pub fn holds(&self, chosen: &[QuestionRef], words: &[PartWords]) -> bool {
        chosen == self.chosen.as_slice()
            && words.iter().all(|w| {
                self.answers
                    .iter()
                    .find(|a| a.at == w.at)
                    .map_or(w.text.is_empty() && w.diagrams.is_empty(), |a| a.holds(w))
            })
    }

    /// The chosen parts that hold words: what the desk is sent. Diagrams without words are not an
    /// answer (as a part without words earns 0): they are kept in the sitting, never sent alone.
    pub fn answered_parts<'p>(&self, paper: &'p PaperDef) -> Vec<(PartRef, &'p PaperPart)> {
        paper
            .chosen_parts(&self.chosen)
            .into_iter()
            .filter(|(at, _)| self.answers.iter().any(|a| a.at == *at && !a.text.trim().is_empty()))
            .collect()
    }

    /// The total of its marks, once marked.
    pub fn total(&self) -> Option<u32> {
        (self.status == SittingStatus::Marked).then(|| self.marks.iter().map(|m| m.mark).sum())
    }

    /// The sitting as it stands at `now_ms`: one still on the clock after its end and the grace
    /// submitted itself at that moment (on time: what it held arrived in time).
    pub fn settled(mut self, now_ms: i64) -> Self {
        if self.status == SittingStatus::Sitting && self.clock.is_late(now_ms) {
            self.status = SittingStatus::Submitted;
            self.submitted_at = Some(self.clock.ends_at);
        }
        self
    }

    /// A sitting at the desk whose every part sent there came back marked (`returned`: the part,
    /// its band, mark and when) is marked by the teachers; one still waiting is unchanged.
    pub fn with_desk_marks(mut self, returned: &[(PartRef, Option<u8>, u32, i64)]) -> Self {
        let back = |at: &PartRef| returned.iter().find(|r| r.0 == *at);
        if self.status != SittingStatus::AtDesk
            || self.at_desk.is_empty()
            || !self.at_desk.iter().all(|a| back(a).is_some())
        {
            return self;
        }
        self.marks = self.at_desk.iter().filter_map(back).map(|r| PartMark { at: r.0, band: r.1, mark: r.2 }).collect();
        self.marked_at = self.at_desk.iter().filter_map(back).map(|r| r.3).max();
        self.status = SittingStatus::Marked;
        self.marked_by = Some(MarkedBy::Teacher);
        self
    }

    /// Takes a save of the student's words and diagrams at `now_ms`: the parts whose text or
    /// diagrams changed get the save's time and, after the end and the grace, the late mark (and
    /// so does the sitting); the others keep theirs.
    pub fn take_words(&mut self, chosen: Vec<QuestionRef>, words: Vec<PartWords>, now_ms: i64) {
        let late = self.clock.is_late(now_ms);
        self.chosen = chosen;
        for w in words {
            let found = self.answers.iter().position(|a| a.at == w.at);
            if found.is_some_and(|i| self.answers[i].holds(&w)) {
                continue;
            }
            let PartWords { at, text, diagrams } = w;
            let answer = PartAnswer { at, text, diagrams, saved_at: now_ms, late };
            match found {
                Some(i) => self.answers[i] = answer,
                None => self.answers.push(answer),
            }
            self.late |= late;
        }
    }

    /// Whether the part at `at` holds words (more than white space).
    pub fn answered(&self, at: PartRef) -> bool {
        self.answers.iter().any(|a| a.at == at && !a.text.trim().is_empty())
    }

    /// Marks a self-marking or a desk's marks must cover: every part of the chosen questions,
    /// each within its scheme, and 0 for a part left without words.
    pub fn check_marks(&self, paper: &PaperDef, marks: &[PartMark]) -> Result<(), MarksError> {
        let parts = paper.chosen_parts(&self.chosen);
        if parts.is_empty() {
            return Err(MarksError::NothingChosen);
        }
        for (at, part) in &parts {
            let m = marks.iter().find(|m| m.at == *at).ok_or(MarksError::Missing(part.label.clone()))?;
            part.scheme().check(m.band, m.mark).map_err(|e| MarksError::Part(part.label.clone(), e.message()))?;
            if m.mark > 0 && !self.answered(*at) {
                return Err(MarksError::Unanswered(part.label.clone()));
            }
        }
        if marks.iter().any(|m| !parts.iter().any(|(at, _)| *at == m.at)) {
            return Err(MarksError::NotChosen);
        }
        if marks.len() != parts.len() {
            return Err(MarksError::Twice);
        }
        Ok(())
    }
}

/// Why a sitting's marks do not fit.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MarksError {
    NothingChosen,
    Missing(String),
    NotChosen,
    Twice,
    Part(String, String),
    /// Marks for a part left without an answer: it earns 0.
    Unanswered(String),
}

impl MarksError {
    pub fn message(&self) -> String {
        match self {
            Self::NothingChosen => "No question was chosen in this paper, so there is nothing to mark.".into(),
            Self::Missing(label) => format!("Give a mark for part ({label})."),
            Self::NotChosen => "A mark names a part that was not answered.".into(),
            Self::Twice => "Give each part one mark.".into(),
            Self::Part(label, why) => format!("Part ({label}): {why}"),
            Self::Unanswered(label) => format!("Part ({label}) has no answer, so its mark is 0."),
        }
    }
}

/// Why a sitting refuses a command; it stays as it was. The message is what the student is told.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SittingRefusal {
    #[error("This paper cannot be sat: its component has no time.")]
    NotTimed,
    /// Another tab saved since the page read the sitting; `current` is the stored version.
    #[error("This paper was changed in another tab or window. Choose which version to keep.")]
    Changed { current: u64 },
    #[error("This paper is handed in: it can no longer be changed.")]
    HandedIn,
    #[error("Reading time: read the questions now; you can write when it ends.")]
    ReadingTime,
    #[error("Choose no more questions in a section than it asks for.")]
    TooManyChosen,
    #[error("An answer names a part of a question that was not chosen.")]
    NotChosen,
    #[error("This answer is too long to save. Please shorten it.")]
    PartTooLong,
    #[error("This paper's answers are too long to save. Please shorten them.")]
    TooLong,
    #[error("Hand the paper in before marking it.")]
    MarkBeforeHandIn,
    #[error("Hand the paper in before sending it.")]
    SendBeforeHandIn,
    #[error("This paper is already marked or with our teachers.")]
    AlreadyMarked,
    #[error("{}", .0.message())]
    Marks(MarksError),
    /// A part's diagrams outside their limits ("Diagram 2: …"); nothing is kept.
    #[error("{0}")]
    Diagram(DiagramError),
    #[error("This paper has no answers to mark.")]
    NothingToMark,
    /// The month's allowance has no room for a paper, which counts as `counts` marked answers
    /// of the plan's `limit`.
    #[error("{}", allowance_used(*.counts, *.limit, .resets_on))]
    AllowanceUsed { counts: u32, limit: u32, resets_on: String },
}

fn allowance_used(counts: u32, limit: u32, resets_on: &str) -> String {
    if counts > limit {
        format!(
            "A paper counts as {counts} marked answers, and your plan has {limit} a month. Mark it yourself now, or subscribe to send papers to our teachers."
        )
    } else {
        format!(
            "A paper counts as {counts} of your {limit} marked answers this month, and they are used. You can send it from {resets_on}, or mark it yourself now."
        )
    }
}

/// A save of a sitting as the page sends it: the version it makes (one more than the version the
/// page read), the questions chosen and each part's words and diagrams.
#[derive(Debug, Clone, PartialEq)]
pub struct SittingSave {
    pub version: u64,
    pub chosen: Vec<QuestionRef>,
    pub words: Vec<PartWords>,
}

/// What starting a paper comes to.
#[derive(Debug, Clone, PartialEq)]
pub enum Start {
    /// The student's sitting of it still on its clock: given back, not begun again.
    Open(Sitting),
    /// A new sitting, to be saved after `after` (their latest of the paper), which the paper's
    /// lock names: of two starts at once, one begins it.
    Begin { sitting: Sitting, after: Option<SittingId> },
}

/// What handing in comes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HandIn {
    /// Handed in now: to be saved.
    Now,
    /// Handed in before with the same words (an answer lost on the way): nothing changes.
    Again,
}

impl Sitting {
    /// Starting `paper` for `student` at `now_ms`, given their `sittings`: the latest of it still
    /// on its clock, else a new one (refused for a paper whose component has no time).
    pub fn start(
        paper: &PaperDef,
        student: &UserId,
        sittings: Vec<Sitting>,
        now_ms: i64,
    ) -> Result<Start, SittingRefusal> {
        let mut mine: Vec<Sitting> = sittings.into_iter().filter(|s| s.paper_id == paper.paper_id).collect();
        mine.sort_by(|a, b| a.sitting_id.as_str().cmp(b.sitting_id.as_str()));
        if let Some(i) = mine.iter().rposition(|s| s.clone().settled(now_ms).status == SittingStatus::Sitting) {
            return Ok(Start::Open(mine.swap_remove(i)));
        }
        let sitting = Self::begin(paper, student, now_ms).ok_or(SittingRefusal::NotTimed)?;
        Ok(Start::Begin { sitting, after: mine.pop().map(|s| s.sitting_id) })
    }

    /// When it closes for good: the end and the grace.
    pub fn closes_at(&self) -> i64 {
        self.clock.ends_at + GRACE_MS
    }

    /// Takes the page's choice and words at `now_ms`: refused when another tab saved since
    /// (`Changed`), once handed in by the student (a paper that handed itself in at the end keeps
    /// words sent after it, marked late), words in reading time (an empty box sent beside the
    /// choice is no words), a choice the paper does not allow, words for a part not chosen, more
    /// words than a part or the sitting keeps, and diagrams outside their limits
    /// (`diagram::check_all`; they count in the sitting's size too).
    pub fn take(&mut self, save: SittingSave, now_ms: i64) -> Result<(), SittingRefusal> {
        if self.version + 1 != save.version {
            return Err(SittingRefusal::Changed { current: self.version });
        }
        if self.closed() {
            return Err(SittingRefusal::HandedIn);
        }
        let mut words = save.words;
        if !self.clock.may_write(now_ms) {
            words.retain(|w| !w.is_blank());
            if !words.is_empty() {
                return Err(SittingRefusal::ReadingTime);
            }
        }
        if !self.paper.choice_fits(&save.chosen) {
            return Err(SittingRefusal::TooManyChosen);
        }
        let parts: Vec<PartRef> = self.paper.chosen_parts(&save.chosen).into_iter().map(|(at, _)| at).collect();
        for w in &words {
            if !parts.contains(&w.at) {
                return Err(SittingRefusal::NotChosen);
            }
            if w.text.len() > MAX_PART_BYTES {
                return Err(SittingRefusal::PartTooLong);
            }
            diagram::check_all(&w.diagrams).map_err(SittingRefusal::Diagram)?;
        }
        let mut next = self.clone();
        next.take_words(save.chosen, words, now_ms);
        // Within DynamoDB's 400 KB an item (unchosen questions' words are kept too).
        if next.answers.iter().map(PartAnswer::size).fold(0, usize::saturating_add) > MAX_SITTING_BYTES {
            return Err(SittingRefusal::TooLong);
        }
        *self = Self { version: save.version, ..next };
        Ok(())
    }

    /// Hands it in at `now_ms` with the page's last words (taken as [`Sitting::take`] takes
    /// them). Handing in again answers as the first did; new words then are refused, never dropped.
    pub fn hand_in(&mut self, save: SittingSave, now_ms: i64) -> Result<HandIn, SittingRefusal> {
        if self.closed() {
            return if self.holds(&save.chosen, &save.words) {
                Ok(HandIn::Again)
            } else {
                Err(SittingRefusal::HandedIn)
            };
        }
        self.take(save, now_ms)?;
        self.status = SittingStatus::Submitted;
        // Closed by the student: its time is never the end itself, which means "by the clock".
        self.submitted_at = Some(if now_ms == self.clock.ends_at { now_ms + 1 } else { now_ms });
        Ok(HandIn::Now)
    }

    /// Refused unless handed in by the student and not yet marked or sent: `before` says what
    /// to do first while it is still open.
    fn to_be_marked(&self, before: SittingRefusal) -> Result<(), SittingRefusal> {
        match self.status {
            SittingStatus::Submitted if self.closed() => Ok(()),
            SittingStatus::Sitting | SittingStatus::Submitted => Err(before),
            _ => Err(SittingRefusal::AlreadyMarked),
        }
    }

    /// Marked by the student at `now_ms` with `marks` (see [`Sitting::check_marks`]), kept in the
    /// paper's order: it counts in the predicted grade, labelled self-marked.
    pub fn self_mark(self, mut marks: Vec<PartMark>, now_ms: i64) -> Result<Sitting, SittingRefusal> {
        self.to_be_marked(SittingRefusal::MarkBeforeHandIn)?;
        self.check_marks(&self.paper, &marks).map_err(SittingRefusal::Marks)?;
        let order = self.paper.chosen_parts(&self.chosen);
        marks.sort_by_key(|m| order.iter().position(|(at, _)| *at == m.at));
        Ok(Sitting {
            status: SittingStatus::Marked,
            marked_by: Some(MarkedBy::Student),
            marks,
            marked_at: Some(now_ms),
            version: self.version + 1,
            ..self
        })
    }

    /// The question-bank questions of the parts it would send to the desk (`(set, question)`):
    /// refused unless handed in and unmarked, with words in some chosen part.
    pub fn to_send(&self) -> Result<Vec<(u32, u32)>, SittingRefusal> {
        self.to_be_marked(SittingRefusal::SendBeforeHandIn)?;
        let parts = self.answered_parts(&self.paper);
        if parts.is_empty() {
            return Err(SittingRefusal::NothingToMark);
        }
        Ok(parts.iter().map(|(_, p)| (p.question_set_id, p.question_id)).collect())
    }

    /// Sent to the marking desk as one paper at `now_ms`: an answer handed in for each part with
    /// words (refused as [`Sitting::to_send`] is), a millisecond apart in the paper's order.
    /// `place` gives a question's subject and topic where the question bank still has it.
    pub fn send(
        self,
        place: impl Fn(u32, u32) -> Option<(u32, u32)>,
        now_ms: i64,
    ) -> Result<(Sitting, Vec<Answer>), SittingRefusal> {
        self.to_send()?;
        let parts = self.answered_parts(&self.paper);
        let answers =
            parts.iter().enumerate().map(|(i, (at, part))| self.desk_answer(i, *at, part, &place, now_ms)).collect();
        let at_desk = parts.iter().map(|(at, _)| *at).collect();
        Ok((Sitting { status: SittingStatus::AtDesk, version: self.version + 1, at_desk, ..self }, answers))
    }

    /// The `i`-th part sent to the desk, at `at`, as an answer handed in `i` ms after `now_ms`.
    fn desk_answer(
        &self,
        i: usize,
        at: PartRef,
        part: &PaperPart,
        place: &impl Fn(u32, u32) -> Option<(u32, u32)>,
        now_ms: i64,
    ) -> Answer {
        let (subject_id, topic_id) = place(part.question_set_id, part.question_id).unwrap_or((0, 0));
        let question = AnsweredQuestion {
            question_set_id: part.question_set_id,
            question_id: part.question_id,
            subject_id,
            topic_id,
            marks: part.marks,
            paper: self.component.paper(),
            level: Some(self.level),
        };
        let written = self.answers.iter().find(|a| a.at == at);
        let text = written.map(|a| a.text.clone()).unwrap_or_default();
        let diagrams = written.map(|a| a.diagrams.clone()).unwrap_or_default();
        let submitted_at = now_ms + i as i64;
        let title = &self.paper.sections[at.section as usize].questions[at.question as usize].title;
        // The sitting's (a student's sitting ids are their own) and the part's place: two papers
        // sent at the same moment with the same question never share an id (nor does an answer
        // handed in alone, whose last part is 13 digits of time).
        let id = format!(
            "{}-{}-{:013}{}{i:02}",
            part.question_set_id, part.question_id, self.clock.started_at, self.paper_id
        );
        let answer = Answer::new(id.into(), self.cognito_id.clone(), question, String::new(), text, submitted_at);
        // The part's diagrams travel with its words: the marker sees them and pins comments on
        // them as on any written answer.
        Answer {
            status: AnswerStatus::Submitted,
            submitted_at: Some(submitted_at),
            diagrams,
            sitting: Some(SittingPart {
                sitting_id: self.sitting_id.clone(),
                paper_name: self.paper_name.clone(),
                at,
                label: format!("{title} ({})", part.label),
            }),
            ..answer
        }
    }
}

/// The question-bank questions whose model answers a student may not see now: every question of
/// a paper they are sitting, until that sitting closes (handed in, or its clock and grace over).
/// Every route that carries a model answer asks this first.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Withheld(std::collections::BTreeSet<(u32, u32)>);

impl Withheld {
    /// What `sittings` withhold at `now_ms`.
    pub fn during(sittings: &[Sitting], now_ms: i64) -> Self {
        let open = sittings.iter().filter(|s| (*s).clone().settled(now_ms).status == SittingStatus::Sitting);
        Self(open.flat_map(|s| s.paper.question_refs()).collect())
    }

    /// Whether question `question` of set `set` has its model answer withheld.
    pub fn hides(&self, set: u32, question: u32) -> bool {
        self.0.contains(&(set, question))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const T0: i64 = 1_780_000_000_000;

    fn part(label: &str, q: u32, marks: u32) -> PaperPart {
        PaperPart { label: label.into(), question_set_id: 1, question_id: q, marks }
    }

    fn hl_paper1() -> PaperDef {
        let question = |n: u32| PaperQuestion {
            title: format!("Question {n}"),
            parts: vec![part("a", n * 10, 10), part("b", n * 10 + 1, 15)],
        };
        PaperDef {
            paper_id: 1,
            name: "HL Paper 1".into(),
            component: Component::Paper1,
            level: CourseLevel::Higher,
            sections: vec![Section {
                title: "Section A".into(),
                choose: 1,
                questions: (1..=3).map(question).collect(),
            }],
        }
    }

    #[test]
    fn components_weights_add_up_to_100_and_paper_3_is_hl_only() {
        for level in [CourseLevel::Higher, CourseLevel::Standard] {
            assert_eq!(components(level).iter().map(|c| c.weight).sum::<u32>(), 100);
        }
        assert!(component(CourseLevel::Standard, Component::Paper3).is_none());
        assert_eq!(component(CourseLevel::Higher, Component::Paper3).map(|c| c.marks), Some(60));
    }

    #[test]
    fn the_clock_reads_then_writes_then_grace_then_late() {
        let c = PaperClock::start(CourseLevel::Higher, Component::Paper1, T0).unwrap();
        assert_eq!(c.writing_at, T0 + 5 * 60_000);
        assert_eq!(c.ends_at, T0 + 80 * 60_000, "1 h 15 min + 5 min reading");
        assert_eq!(c.phase(T0), Phase::Reading);
        assert!(!c.may_write(c.writing_at - 1));
        assert_eq!(c.phase(c.writing_at), Phase::Writing);
        assert_eq!(c.phase(c.ends_at - 1), Phase::Writing);
        assert_eq!(c.phase(c.ends_at), Phase::Grace);
        assert!(!c.is_late(c.ends_at + GRACE_MS), "the grace's last moment is on time");
        assert!(c.is_late(c.ends_at + GRACE_MS + 1));
        let p2 = PaperClock::start(CourseLevel::Standard, Component::Paper2, T0).unwrap();
        assert_eq!(p2.ends_at - p2.started_at, 110 * 60_000);
        assert!(PaperClock::start(CourseLevel::Standard, Component::Paper3, T0).is_none());
        assert!(PaperClock::start(CourseLevel::Higher, Component::Internal, T0).is_none());
    }

    #[test]
    fn a_papers_model_answers_are_withheld_while_it_is_sat_and_no_longer() {
        let mut s = Sitting::begin(&hl_paper1(), &UserId::from("ann"), T0).unwrap();
        let during = Withheld::during(std::slice::from_ref(&s), T0 + 60_000);
        assert!(during.hides(1, 10) && during.hides(1, 31), "every question of the paper, chosen or not");
        assert!(!during.hides(1, 12) && !during.hides(2, 10));
        let after = s.clock.ends_at + GRACE_MS + 1;
        assert_eq!(Withheld::during(std::slice::from_ref(&s), after), Withheld::default(), "the clock ran out");
        s.status = SittingStatus::Submitted;
        assert_eq!(Withheld::during(&[s], T0 + 60_000), Withheld::default(), "handed in early");
    }

    #[test]
    fn a_paper_must_add_up_to_its_component() {
        let p = hl_paper1();
        assert_eq!(p.total_marks(), 25);
        assert_eq!(p.check(), Ok(()));
        let mut uneven = p.clone();
        uneven.sections[0].questions[1].parts[1].marks = 10;
        assert_eq!(uneven.check(), Err(PaperError::UnevenChoice("Section A".into())));
        let mut two = p.clone();
        two.sections[0].choose = 2;
        assert_eq!(two.check(), Err(PaperError::Total { expected: 25, got: 50 }));
        let mut none = p.clone();
        none.sections[0].choose = 4;
        assert!(matches!(none.check(), Err(PaperError::Choose(_))));
        let mut sl3 = p;
        sl3.level = CourseLevel::Standard;
        sl3.component = Component::Paper3;
        assert_eq!(sl3.check(), Err(PaperError::NotAPaper));
    }

    #[test]
    fn every_part_of_a_paper_is_a_question_bank_question() {
        let p = hl_paper1();
        assert_eq!(p.check_bank(|_, _| true), Ok(()));
        let refused = p.check_bank(|_, q| q != 21);
        assert_eq!(
            refused.map_err(|e| e.message()),
            Err("Question 2 (b): question 21 of set 1 is not in the question bank.".into())
        );
    }

    #[test]
    fn a_choice_names_questions_of_the_paper_within_the_section_s_number() {
        let p = hl_paper1();
        assert!(p.choice_fits(&[QuestionRef { section: 0, question: 2 }]));
        assert!(!p.choice_fits(&[QuestionRef { section: 0, question: 0 }, QuestionRef { section: 0, question: 1 }]));
        assert!(!p.choice_fits(&[QuestionRef { section: 0, question: 3 }]));
        assert!(!p.choice_fits(&[QuestionRef { section: 1, question: 0 }]));
        let parts = p.chosen_parts(&[QuestionRef { section: 0, question: 1 }]);
        assert_eq!(parts.iter().map(|(_, p)| p.question_id).collect::<Vec<_>>(), vec![20, 21]);
    }

    fn sitting(p: &PaperDef) -> Sitting {
        Sitting::begin(p, &"s".into(), T0).unwrap()
    }

    #[test]
    fn a_sitting_at_the_desk_is_marked_once_every_part_is_back() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        let a = PartRef { section: 0, question: 0, part: 0 };
        let b = PartRef { section: 0, question: 0, part: 1 };
        s.status = SittingStatus::AtDesk;
        s.at_desk = vec![a, b];
        let half = s.clone().with_desk_marks(&[(a, Some(3), 6, 10)]);
        assert_eq!(half.status, SittingStatus::AtDesk);
        assert_eq!(half.total(), None);
        let all = s.with_desk_marks(&[(a, Some(3), 6, 10), (b, Some(4), 11, 20)]);
        assert_eq!(all.status, SittingStatus::Marked);
        assert_eq!(all.marked_by, Some(MarkedBy::Teacher));
        assert_eq!(all.total(), Some(17));
        assert_eq!(all.marked_at, Some(20));
    }

    #[test]
    fn words_after_the_clock_are_kept_and_marked_late_never_on_time() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        let q = vec![QuestionRef { section: 0, question: 0 }];
        let a = PartRef { section: 0, question: 0, part: 0 };
        let b = PartRef { section: 0, question: 0, part: 1 };
        s.take_words(
            q.clone(),
            vec![PartWords::text(a, "on time"), PartWords::text(b, "also")],
            s.clock.ends_at + GRACE_MS,
        );
        assert!(s.answers.iter().all(|x| !x.late));
        assert!(!s.late);
        // The same words again after the grace change nothing.
        s.take_words(
            q.clone(),
            vec![PartWords::text(a, "on time"), PartWords::text(b, "also")],
            s.clock.ends_at + GRACE_MS + 1,
        );
        assert!(!s.late && s.answers.iter().all(|x| !x.late));
        // After the grace only the part whose words changed is late.
        s.take_words(
            q,
            vec![PartWords::text(a, "on time"), PartWords::text(b, "also, later")],
            s.clock.ends_at + GRACE_MS + 1,
        );
        assert!(!s.answers[0].late);
        assert!(s.answers[1].late);
        assert_eq!(s.answers[1].text, "also, later", "late words are kept");
        assert!(s.late, "a sitting holding late words is never on time");
    }

    #[test]
    fn a_sitting_past_its_end_submits_itself_at_the_end() {
        let p = hl_paper1();
        let s = sitting(&p);
        assert_eq!(s.clone().settled(s.clock.ends_at + GRACE_MS).status, SittingStatus::Sitting);
        let done = s.clone().settled(s.clock.ends_at + GRACE_MS + 1);
        assert_eq!(done.status, SittingStatus::Submitted);
        assert_eq!(done.submitted_at, Some(s.clock.ends_at));
        assert!(!done.late);
    }

    #[test]
    fn marks_cover_every_chosen_part_within_its_scheme() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        s.chosen = vec![QuestionRef { section: 0, question: 0 }];
        let a = PartRef { section: 0, question: 0, part: 0 };
        let b = PartRef { section: 0, question: 0, part: 1 };
        let words = |at, text: &str| PartAnswer { at, text: text.into(), diagrams: vec![], saved_at: T0, late: false };
        s.answers = vec![words(a, "Demand falls."), words(b, "A tax shifts supply.")];
        let good = [PartMark { at: a, band: Some(3), mark: 6 }, PartMark { at: b, band: Some(4), mark: 11 }];
        assert_eq!(s.check_marks(&p, &good), Ok(()));
        assert_eq!(s.check_marks(&p, &good[..1]), Err(MarksError::Missing("b".into())));
        let outside = [good[0], PartMark { at: b, band: Some(4), mark: 13 }];
        assert_eq!(
            s.check_marks(&p, &outside),
            Err(MarksError::Part("b".into(), "A mark in this band is between 10 and 12.".into()))
        );
        let other =
            [good[0], good[1], PartMark { at: PartRef { section: 0, question: 1, part: 0 }, band: Some(0), mark: 0 }];
        assert_eq!(s.check_marks(&p, &other), Err(MarksError::NotChosen));
        // A part marked twice (the second out of any range) is refused, never summed.
        let twice = [good[0], good[1], PartMark { at: b, band: Some(4), mark: u32::MAX }];
        assert_eq!(s.check_marks(&p, &twice), Err(MarksError::Twice));
        // A part left blank (or only spaces) earns 0, whatever its writer would give it.
        s.answers = vec![words(a, "Demand falls."), words(b, "  \n ")];
        assert_eq!(s.check_marks(&p, &good), Err(MarksError::Unanswered("b".into())));
        assert_eq!(MarksError::Unanswered("b".into()).message(), "Part (b) has no answer, so its mark is 0.");
        let zero = [good[0], PartMark { at: b, band: Some(0), mark: 0 }];
        assert_eq!(s.check_marks(&p, &zero), Ok(()));
        s.answers.truncate(1);
        assert_eq!(s.check_marks(&p, &good), Err(MarksError::Unanswered("b".into())), "no words at all");
    }

    #[test]
    fn a_sitting_closes_when_the_student_hands_it_in_not_when_the_clock_does() {
        let p = hl_paper1();
        let mut s = sitting(&p).settled(T0 + 90 * 60_000);
        assert!(s.handed_in_by_the_clock() && !s.closed(), "late words are still taken");
        s.submitted_at = Some(T0 + 91 * 60_000);
        assert!(s.closed());
        let q = vec![QuestionRef { section: 0, question: 0 }];
        let a = PartRef { section: 0, question: 0, part: 0 };
        s.take_words(q.clone(), vec![PartWords::text(a, "words")], T0);
        assert!(s.holds(&q, &[PartWords::text(a, "words")]));
        assert!(!s.holds(&q, &[PartWords::text(a, "other words")]));
        assert_eq!(s.answered_parts(&p).len(), 1, "the part without words is not sent");
    }

    fn save(version: u64, words: Vec<(PartRef, &str)>) -> SittingSave {
        let words = words.into_iter().map(|(at, t)| PartWords::text(at, t)).collect();
        SittingSave { version, chosen: vec![QuestionRef { section: 0, question: 0 }], words }
    }

    const A: PartRef = PartRef { section: 0, question: 0, part: 0 };
    const B: PartRef = PartRef { section: 0, question: 0, part: 1 };

    #[test]
    fn a_start_gives_back_the_sitting_on_its_clock_or_begins_one_after_the_latest() {
        let p = hl_paper1();
        let open = sitting(&p);
        let started = Sitting::start(&p, &"s".into(), vec![open.clone()], T0 + 60_000);
        assert_eq!(started, Ok(Start::Open(open.clone())));
        let later = open.closes_at() + 1;
        match Sitting::start(&p, &"s".into(), vec![open.clone()], later) {
            Ok(Start::Begin { sitting, after }) => {
                assert_eq!((sitting.clock.started_at, after), (later, Some(open.sitting_id)));
            }
            other => panic!("a new sitting, not {other:?}"),
        }
        let ia = PaperDef { component: Component::Internal, ..p };
        assert_eq!(Sitting::start(&ia, &"s".into(), vec![], T0), Err(SittingRefusal::NotTimed));
    }

    #[test]
    fn words_are_taken_on_the_version_read_never_in_reading_time_and_only_for_chosen_parts() {
        let p = hl_paper1();
        let writing = T0 + READING_MS;
        let mut s = sitting(&p);
        assert_eq!(s.take(save(3, vec![]), writing), Err(SittingRefusal::Changed { current: 1 }));
        assert_eq!(s.take(save(2, vec![(A, "words")]), T0), Err(SittingRefusal::ReadingTime));
        assert_eq!(s.take(save(2, vec![(A, "  ")]), T0), Ok(()), "an empty box beside the choice is no words");
        assert_eq!((s.version, s.chosen.len()), (2, 1));
        let two = SittingSave {
            chosen: vec![QuestionRef { section: 0, question: 0 }, QuestionRef { section: 0, question: 1 }],
            ..save(3, vec![])
        };
        assert_eq!(s.take(two, writing), Err(SittingRefusal::TooManyChosen));
        let other = PartRef { section: 0, question: 1, part: 0 };
        assert_eq!(s.take(save(3, vec![(other, "words")]), writing), Err(SittingRefusal::NotChosen));
        let long = "x".repeat(MAX_PART_BYTES + 1);
        assert_eq!(s.take(save(3, vec![(A, &long)]), writing), Err(SittingRefusal::PartTooLong));
        let before = s.clone();
        s.answers = (0..7)
            .map(|q| PartAnswer {
                at: PartRef { section: 0, question: 1, part: q },
                text: "x".repeat(MAX_PART_BYTES),
                diagrams: vec![],
                saved_at: T0,
                late: false,
            })
            .collect();
        assert_eq!(s.take(save(3, vec![(A, "words")]), writing), Err(SittingRefusal::TooLong), "the whole sitting");
        s = before;
        assert_eq!(s.take(save(3, vec![(A, "words")]), writing), Ok(()));
        assert_eq!((s.version, s.answered(A)), (3, true));
    }

    #[test]
    fn handed_in_by_the_student_it_takes_no_more_words_but_answers_a_second_hand_in_as_the_first() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        let end = s.clock.ends_at;
        assert_eq!(s.hand_in(save(2, vec![(A, "words")]), end), Ok(HandIn::Now));
        assert_eq!((s.status, s.submitted_at), (SittingStatus::Submitted, Some(end + 1)), "never the end itself");
        assert!(s.closed());
        assert_eq!(s.hand_in(save(3, vec![(A, "words")]), end + 5), Ok(HandIn::Again));
        assert_eq!(s.hand_in(save(3, vec![(A, "more words")]), end + 5), Err(SittingRefusal::HandedIn));
        assert_eq!(s.take(save(3, vec![(A, "words")]), end + 5), Err(SittingRefusal::HandedIn));
    }

    #[test]
    fn a_paper_is_marked_by_its_student_once_handed_in_with_marks_for_what_they_wrote() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        let marks = vec![PartMark { at: B, band: Some(3), mark: 8 }, PartMark { at: A, band: Some(3), mark: 6 }];
        assert_eq!(s.clone().self_mark(marks.clone(), T0), Err(SittingRefusal::MarkBeforeHandIn));
        s.hand_in(save(2, vec![(A, "Demand falls.")]), T0 + READING_MS).unwrap();
        let unanswered = s.clone().self_mark(marks.clone(), T0);
        assert_eq!(unanswered, Err(SittingRefusal::Marks(MarksError::Unanswered("b".into()))));
        assert_eq!(unanswered.unwrap_err().to_string(), "Part (b) has no answer, so its mark is 0.");
        let fair = vec![PartMark { at: B, band: Some(0), mark: 0 }, PartMark { at: A, band: Some(3), mark: 6 }];
        let marked = s.self_mark(fair, T0 + 1).unwrap();
        assert_eq!(
            (marked.status, marked.marked_by, marked.version),
            (SittingStatus::Marked, Some(MarkedBy::Student), 3)
        );
        assert_eq!(marked.marks.iter().map(|m| m.at).collect::<Vec<_>>(), vec![A, B], "in the paper's order");
        assert_eq!(marked.clone().self_mark(marks, T0), Err(SittingRefusal::AlreadyMarked));
        assert_eq!(marked.to_send(), Err(SittingRefusal::AlreadyMarked));
    }

    #[test]
    fn a_paper_sent_to_the_desk_makes_one_answer_per_part_with_words() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        assert_eq!(s.to_send(), Err(SittingRefusal::SendBeforeHandIn));
        let mut blank = s.clone();
        blank.hand_in(save(2, vec![(A, " ")]), T0 + READING_MS).unwrap();
        assert_eq!(blank.to_send(), Err(SittingRefusal::NothingToMark));
        s.hand_in(save(2, vec![(A, "Demand falls."), (B, "A tax.")]), T0 + READING_MS).unwrap();
        assert_eq!(s.to_send(), Ok(vec![(1, 10), (1, 11)]));
        let place = |_, id| (id == 10).then_some((3, 4));
        let (at_desk, answers) = s.clone().send(place, T0 + 100).unwrap();
        assert_eq!((at_desk.status, at_desk.version, at_desk.at_desk.clone()), (SittingStatus::AtDesk, 3, vec![A, B]));
        let ids: Vec<&str> = answers.iter().map(|a| a.answer_id.as_str()).collect();
        assert_eq!(ids, vec![format!("1-10-{T0:013}100"), format!("1-11-{T0:013}101")]);
        let first = &answers[0];
        assert_eq!(
            (first.status, first.submitted_at, first.text.as_str()),
            (AnswerStatus::Submitted, Some(T0 + 100), "Demand falls.")
        );
        assert_eq!(
            (first.subject_id, first.topic_id, first.paper, first.level),
            (3, 4, Some(Paper::One), Some(CourseLevel::Higher))
        );
        assert_eq!(first.sitting.as_ref().map(|p| p.label.as_str()), Some("Question 1 (a)"));
        assert_eq!((answers[1].subject_id, answers[1].submitted_at), (0, Some(T0 + 101)), "gone from the bank");
        assert_eq!(at_desk.to_send(), Err(SittingRefusal::AlreadyMarked));
    }

    /// D and S crossing, its demand labelled `d` (markup there is refused).
    fn market(d: &str) -> Diagram {
        serde_json::from_value(serde_json::json!({
            "version": 1,
            "axes": { "x": { "text": "Quantity" }, "y": { "text": "Price" }, "kind": "market" },
            "elements": [
                { "kind": "curve", "shape": { "kind": "line", "from": { "x": 0, "y": 90 }, "to": { "x": 85, "y": 5 } }, "label": { "text": d } },
                { "kind": "curve", "shape": { "kind": "line", "from": { "x": 0, "y": 10 }, "to": { "x": 85, "y": 95 } }, "label": { "text": "S" } }
            ]
        }))
        .unwrap()
    }

    fn drawn(at: PartRef, text: &str, diagrams: Vec<Diagram>) -> PartWords {
        PartWords { at, text: text.into(), diagrams }
    }

    fn save_drawn(version: u64, words: Vec<PartWords>) -> SittingSave {
        SittingSave { version, chosen: vec![QuestionRef { section: 0, question: 0 }], words }
    }

    #[test]
    fn a_part_keeps_its_diagrams_and_a_part_whose_words_and_diagrams_are_unchanged_keeps_its_time() {
        let p = hl_paper1();
        let writing = T0 + READING_MS;
        let mut s = sitting(&p);
        let first = vec![drawn(A, "See Diagram 1.", vec![market("D")]), PartWords::text(B, "A tax.")];
        assert_eq!(s.take(save_drawn(2, first.clone()), writing), Ok(()));
        assert_eq!(s.answers[0].diagrams, vec![market("D")]);
        assert!(s.answers[1].diagrams.is_empty(), "kept per part");
        assert!(s.holds(&s.chosen.clone(), &first));
        let moved = vec![drawn(A, "See Diagram 1.", vec![market("D1")]), PartWords::text(B, "A tax.")];
        assert!(!s.holds(&s.chosen.clone(), &moved), "a changed diagram is not what it holds");
        assert_eq!(s.take(save_drawn(3, moved), writing + 10), Ok(()));
        assert_eq!(
            (s.answers[0].saved_at, s.answers[1].saved_at),
            (writing + 10, writing),
            "only the part drawn again"
        );
        assert_eq!(s.answers[0].diagrams, vec![market("D1")]);
        // Diagrams in reading time are words in reading time.
        let mut reading = sitting(&p);
        assert_eq!(
            reading.take(save_drawn(2, vec![drawn(A, "", vec![market("D")])]), T0),
            Err(SittingRefusal::ReadingTime)
        );
        // A stored part without diagrams still reads, and is written without them.
        let old = serde_json::json!({ "at": A, "text": "t", "savedAt": T0, "late": false });
        let read: PartAnswer = serde_json::from_value(old.clone()).unwrap();
        assert!(read.diagrams.is_empty());
        assert_eq!(serde_json::to_value(&read).unwrap(), old);
    }

    #[test]
    fn a_diagram_outside_its_limits_is_refused_with_nothing_changed() {
        let p = hl_paper1();
        let writing = T0 + READING_MS;
        let mut s = sitting(&p);
        s.take(save_drawn(2, vec![PartWords::text(A, "Demand falls.")]), writing).unwrap();
        let before = s.clone();
        let marked_up = vec![drawn(A, "Demand falls more.", vec![market("D"), market("<b>D</b>")])];
        let refused = s.take(save_drawn(3, marked_up), writing);
        assert_eq!(
            refused.clone().map_err(|e| e.to_string()),
            Err("Diagram 2: Labels and notes are plain text: no <, > or control characters.".into())
        );
        assert!(matches!(refused, Err(SittingRefusal::Diagram(_))));
        assert_eq!(s, before, "nothing changed");
        let seven = vec![drawn(A, "x", vec![market("D"); diagram::MAX_DIAGRAMS + 1])];
        assert_eq!(
            s.take(save_drawn(3, seven), writing),
            Err(SittingRefusal::Diagram(DiagramError::TooManyDiagrams(diagram::MAX_DIAGRAMS + 1)))
        );
        // Diagrams count in the sitting's size.
        let one = market("D");
        let size = serde_json::to_vec(&vec![one.clone()]).unwrap().len();
        s.answers = (0..7)
            .map(|q| PartAnswer {
                at: PartRef { section: 0, question: 1, part: q },
                text: "x".repeat(if q < 6 { MAX_PART_BYTES } else { MAX_SITTING_BYTES - 6 * MAX_PART_BYTES - size }),
                diagrams: vec![],
                saved_at: T0,
                late: false,
            })
            .collect();
        let filled = s.clone();
        assert_eq!(
            s.take(save_drawn(3, vec![drawn(A, "", vec![one.clone()])]), writing),
            Ok(()),
            "text and diagram fit"
        );
        s = filled;
        let two = vec![drawn(A, "", vec![one.clone(), one])];
        assert_eq!(s.take(save_drawn(3, two), writing), Err(SittingRefusal::TooLong));
    }

    #[test]
    fn handing_in_again_with_the_same_diagrams_is_again_and_the_desk_gets_them() {
        let p = hl_paper1();
        let mut s = sitting(&p);
        let end = s.clock.ends_at;
        let words = vec![drawn(A, "See Diagram 1.", vec![market("D")]), drawn(B, "", vec![market("D")])];
        assert_eq!(s.hand_in(save_drawn(2, words.clone()), end), Ok(HandIn::Now));
        assert_eq!(s.hand_in(save_drawn(3, words), end + 5), Ok(HandIn::Again));
        let redrawn = vec![drawn(A, "See Diagram 1.", vec![market("D1")])];
        assert_eq!(s.hand_in(save_drawn(3, redrawn), end + 5), Err(SittingRefusal::HandedIn));
        let (_, answers) = s.send(|_, _| None, end + 10).unwrap();
        assert_eq!(answers.len(), 1, "a part with diagrams but no words is not sent");
        assert_eq!(answers[0].diagrams, vec![market("D")]);
    }

    #[test]
    fn a_paper_the_allowance_has_no_room_for_says_what_to_do() {
        let used =
            |counts, limit| SittingRefusal::AllowanceUsed { counts, limit, resets_on: "1 December".into() }.to_string();
        assert!(used(3, 1).starts_with("A paper counts as 3 marked answers, and your plan has 1 a month."));
        assert!(used(3, 10).contains("You can send it from 1 December"));
    }
}
