//! The internal assessment portfolio (docs/ia.md): three commentaries on news articles, each
//! checked against the IB's rubric as the student writes, one draft read by a teacher who gives
//! advice (never edits), then the final marked on criteria A–E, and F once for the portfolio.
//! Facts: `shared/reference/ib/economics-assessment.md`, "The internal assessment (IA) portfolio".
//!
//! Every command here is a pure function of the stored commentary and what was sent, returning
//! the new commentary or an [`IaRefusal`] whose message is what the caller is told.

pub mod day;
pub mod rubric;
pub mod words;

use serde::{Deserialize, Serialize};

pub use day::Day;
pub use rubric::{Check, checks, portfolio_checks};
pub use words::WordCount;

use crate::diagram::{self, Diagram, DiagramError};
use crate::ids::UserId;
use crate::marking::{Comment, Marker, comments_fit};

/// How many commentaries a portfolio holds.
pub const SLOTS: u8 = 3;
/// The largest editor document and plain text kept for a commentary: an 800-word commentary is
/// far within them, and with its diagrams and the draft the teacher read, the item stays well
/// within DynamoDB's 400 KB.
pub const MAX_BODY_BYTES: usize = 80_000;
pub const MAX_TEXT_BYTES: usize = 30_000;
/// An article's title, publisher and address (characters).
pub const MAX_FIELD_CHARS: usize = 300;
/// A teacher's comments: how many, each one's length and the overall advice's.
pub const MAX_COMMENTS: usize = 60;
pub const MAX_COMMENT_CHARS: usize = 2_000;
pub const MAX_OVERALL_CHARS: usize = 5_000;

/// A syllabus unit a commentary can be based on (the introductory unit is not one of them).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Unit {
    Microeconomics,
    Macroeconomics,
    GlobalEconomy,
}

impl Unit {
    pub const ALL: [Unit; 3] = [Unit::Microeconomics, Unit::Macroeconomics, Unit::GlobalEconomy];

    pub fn name(self) -> &'static str {
        match self {
            Unit::Microeconomics => "Microeconomics",
            Unit::Macroeconomics => "Macroeconomics",
            Unit::GlobalEconomy => "The global economy",
        }
    }
}

/// The nine key concepts, one of which is each commentary's lens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum KeyConcept {
    Scarcity,
    Choice,
    Efficiency,
    Equity,
    EconomicWellBeing,
    Sustainability,
    Change,
    Interdependence,
    Intervention,
}

impl KeyConcept {
    pub fn name(self) -> &'static str {
        match self {
            KeyConcept::Scarcity => "Scarcity",
            KeyConcept::Choice => "Choice",
            KeyConcept::Efficiency => "Efficiency",
            KeyConcept::Equity => "Equity",
            KeyConcept::EconomicWellBeing => "Economic well-being",
            KeyConcept::Sustainability => "Sustainability",
            KeyConcept::Change => "Change",
            KeyConcept::Interdependence => "Interdependence",
            KeyConcept::Intervention => "Intervention",
        }
    }
}

/// The news article a commentary is on, as the student describes it.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Article {
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub publisher: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub published: Option<Day>,
    /// Its web address.
    #[serde(default)]
    pub address: String,
    /// The copy of the article (PDF, PNG or JPEG, checked by its first bytes) in the private bucket.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub copy_key: Option<String>,
}

/// The six criteria: A–E per commentary, F once for the portfolio.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, schemars::JsonSchema)]
pub enum Criterion {
    A,
    B,
    C,
    D,
    E,
    F,
}

impl Criterion {
    pub const PER_COMMENTARY: [Criterion; 5] = [Criterion::A, Criterion::B, Criterion::C, Criterion::D, Criterion::E];

    /// Its marks: 3, 2, 3, 3, 3 and 3 (3 × 14 + 3 = 45).
    pub fn max(self) -> u8 {
        if self == Criterion::B { 2 } else { 3 }
    }

    pub fn name(self) -> &'static str {
        match self {
            Criterion::A => "Diagrams",
            Criterion::B => "Terminology",
            Criterion::C => "Application and analysis",
            Criterion::D => "Key concept",
            Criterion::E => "Evaluation",
            Criterion::F => "Rubric requirements",
        }
    }
}

/// A commentary's marks on criteria A–E.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CriterionMarks {
    pub a: u8,
    pub b: u8,
    pub c: u8,
    pub d: u8,
    pub e: u8,
}

impl CriterionMarks {
    pub fn of(self, criterion: Criterion) -> Option<u8> {
        match criterion {
            Criterion::A => Some(self.a),
            Criterion::B => Some(self.b),
            Criterion::C => Some(self.c),
            Criterion::D => Some(self.d),
            Criterion::E => Some(self.e),
            Criterion::F => None,
        }
    }

    pub fn total(self) -> u32 {
        [self.a, self.b, self.c, self.d, self.e].iter().map(|m| u32::from(*m)).sum()
    }

    /// The first criterion marked past its maximum.
    fn over(self) -> Option<Criterion> {
        Criterion::PER_COMMENTARY.into_iter().find(|c| self.of(*c).is_some_and(|m| m > c.max()))
    }
}

/// A teacher's note on one criterion, in their own words.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct CriterionNote {
    pub criterion: Criterion,
    pub text: String,
}

/// The draft a student handed in for advice, as the teacher read it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct HandedDraft {
    pub text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<Diagram>,
    pub words: u32,
    /// Epoch ms.
    pub at: i64,
}

/// A teacher's advice on the one draft: comments at passages of it and per criterion, never an
/// edit. Kept for good: the record of what advice was given, by whom and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Advice {
    pub marker: Marker,
    #[serde(default)]
    pub comments: Vec<Comment>,
    #[serde(default)]
    pub criteria: Vec<CriterionNote>,
    #[serde(default)]
    pub overall: String,
    /// Epoch ms.
    pub at: i64,
}

/// A teacher's mark of the final: A–E, and F when it completes the portfolio.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IaMarking {
    pub marker: Marker,
    pub marks: CriterionMarks,
    /// Criterion F, given with whichever commentary is marked last.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub f: Option<u8>,
    #[serde(default)]
    pub comments: Vec<Comment>,
    #[serde(default)]
    pub criteria: Vec<CriterionNote>,
    #[serde(default)]
    pub overall: String,
    /// Epoch ms.
    pub at: i64,
}

/// Where a commentary is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Stage {
    /// Being written (before or after the advice).
    Writing,
    /// A draft waits for a teacher's advice.
    DraftWaiting,
    /// The final waits for its mark.
    FinalWaiting,
    /// The final is marked.
    Marked,
}

/// One of a student's three commentaries.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Commentary {
    pub cognito_id: UserId,
    /// 1, 2 or 3.
    pub slot: u8,
    pub article: Article,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unit: Option<Unit>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub concept: Option<KeyConcept>,
    /// The editor's document (Lexical JSON) and its plain text.
    pub body: String,
    pub text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<Diagram>,
    /// One more with every save.
    pub version: u64,
    /// Epoch ms of the last save: the day it was written, until the final is handed in.
    pub updated_at: i64,
    pub stage: Stage,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draft: Option<HandedDraft>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub advice: Option<Advice>,
    /// Epoch ms the final was handed in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_at: Option<i64>,
    /// The marker who holds it, and until when (epoch ms).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_by: Option<UserId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_name: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub claim_until: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub marking: Option<IaMarking>,
}

/// What staff set: the limits the IB could change, and their own guidance beside each criterion
/// (a teaching resource's words, not the IB's).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct IaSettings {
    /// Words counted per commentary before what follows earns nothing.
    pub word_limit: u32,
    /// How old (months) an article may be on the day its commentary is written.
    pub article_months: u32,
    #[serde(default)]
    pub guidance: Vec<CriterionNote>,
}

impl Default for IaSettings {
    fn default() -> Self {
        let guidance = [
            (
                Criterion::A,
                "A correct, fully labelled but generic diagram usually earns 2 of 3. The third mark needs a diagram made specific to the article: its real figures, the change it reports, welfare areas where relevant. A chart copied from the article earns nothing.",
            ),
            (Criterion::B, "Relevant economic terms used accurately throughout, not just defined once."),
            (
                Criterion::C,
                "The theory applied to the article's own situation, with the diagram explained and linked to it.",
            ),
            (
                Criterion::D,
                "The key concept identified, explained and used as the commentary's lens, linked to the article. A concept already used in another commentary scores 0.",
            ),
            (
                Criterion::E,
                "Judgements supported by reasoning: stakeholders, short and long run, assumptions, priorities.",
            ),
            (
                Criterion::F,
                "Three commentaries on different units, from different sources, each article no more than a year old when the commentary was written.",
            ),
        ];
        Self {
            word_limit: 800,
            article_months: 12,
            guidance: guidance
                .into_iter()
                .map(|(criterion, text)| CriterionNote { criterion, text: text.into() })
                .collect(),
        }
    }
}

impl IaSettings {
    /// Staff's settings within sense: a limit of 100–2,000 words, 1–36 months, guidance on each
    /// criterion at most once and at most 2,000 characters.
    pub fn valid(&self) -> bool {
        let mut seen = std::collections::HashSet::new();
        (100..=2_000).contains(&self.word_limit)
            && (1..=36).contains(&self.article_months)
            && self.guidance.iter().all(|g| seen.insert(g.criterion) && g.text.chars().count() <= MAX_COMMENT_CHARS)
    }
}

/// Why a commentary refuses a command; it stays as it was. The message is what the caller is told.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum IaRefusal {
    #[error("A portfolio has three commentaries: 1, 2 or 3.")]
    NoSuchSlot,
    #[error("This commentary is too long to save. Please shorten it.")]
    TooLong,
    #[error("An article's title, publisher and address are at most 300 characters each.")]
    FieldTooLong,
    #[error("version starts at 1.")]
    NoVersion,
    #[error("This commentary was changed in another tab or window. Choose which version to keep.")]
    Changed { current: Option<u64> },
    #[error("{0}")]
    Diagram(DiagramError),
    #[error("Your teacher is reading your draft. You can go on writing once their advice is back.")]
    DraftWaiting,
    #[error("Your final version is handed in: it can no longer be changed.")]
    FinalHandedIn,
    #[error("Write your commentary before handing it in.")]
    NoWords,
    #[error(
        "Your teacher has already read a draft of this commentary (advice given on {on}). Under the IB's rule the next version you hand in is your final one."
    )]
    AdviceAlreadyGiven { on: String },
    #[error("Before handing in your final version, add {0}.")]
    Incomplete(String),
    #[error(
        "You have used this month's {limit} marked answer{}. You can hand in more from {resets_on}. Your commentary is kept as it is.",
        if *.limit == 1 { "" } else { "s" }
    )]
    AllowanceUsed { limit: u32, resets_on: String },
    #[error("This commentary is not waiting for a teacher.")]
    NotWaiting,
    #[error("Another teacher is reading this commentary.")]
    HeldByAnother,
    #[error("Claim this commentary before writing to it (a claim lapses after 30 minutes).")]
    NotClaimed,
    #[error("Advice was already given on this commentary's draft on {on}. The IB allows a teacher to read one draft.")]
    SecondAdvice { on: String },
    #[error("This is a draft: give advice on it, not marks.")]
    NotAFinal,
    #[error("This is a final: mark it, advice is for the draft.")]
    NotADraft,
    #[error("Criterion {} is marked out of {}.", .0.letter(), .0.max())]
    OverMax(Criterion),
    #[error("Criterion D scores 0: the key concept {concept} is already used in commentary {other}.")]
    ConceptUsed { concept: &'static str, other: u8 },
    #[error("This commentary completes the portfolio: give criterion F (0 to 3) too.")]
    FNeeded,
    #[error("Criterion F is given once, with the last commentary marked.")]
    FNotYet,
    #[error("Comments are too long (2,000 characters each, 5,000 overall, 60 at most).")]
    CommentsTooLong,
    #[error("Each comment must point at a passage of the commentary and say something.")]
    CommentsMisplaced,
    #[error("The portfolio changed while you worked. Reload it and try again.")]
    PortfolioChanged,
    #[error("Hand in all three final commentaries to make the portfolio's PDF.")]
    NotFinished,
}

impl Criterion {
    pub fn letter(self) -> &'static str {
        match self {
            Criterion::A => "A",
            Criterion::B => "B",
            Criterion::C => "C",
            Criterion::D => "D",
            Criterion::E => "E",
            Criterion::F => "F",
        }
    }
}

/// How long a teacher's claim lasts without being renewed (as an answer's).
pub const CLAIM_MS: i64 = crate::marking::CLAIM_MS;

/// A save of a commentary as the page sends it: checked before anything is read.
#[derive(Debug, Clone, PartialEq)]
pub struct CommentarySave {
    pub slot: u8,
    pub article: Article,
    pub unit: Option<Unit>,
    pub concept: Option<KeyConcept>,
    pub body: String,
    pub text: String,
    pub diagrams: Vec<Diagram>,
    pub version: u64,
}

impl CommentarySave {
    /// Refused when the slot is not 1–3, it is too long to keep, a field or diagram is outside its
    /// limits, or before version 1. Fields are kept trimmed.
    pub fn check(mut self) -> Result<Self, IaRefusal> {
        slot_ok(self.slot)?;
        if self.body.len() > MAX_BODY_BYTES || self.text.len() > MAX_TEXT_BYTES {
            return Err(IaRefusal::TooLong);
        }
        let a = &mut self.article;
        for field in [&mut a.title, &mut a.publisher, &mut a.address] {
            *field = field.trim().to_string();
            if field.chars().count() > MAX_FIELD_CHARS || field.chars().any(char::is_control) {
                return Err(IaRefusal::FieldTooLong);
            }
        }
        diagram::check_all(&self.diagrams).map_err(IaRefusal::Diagram)?;
        if self.version == 0 {
            return Err(IaRefusal::NoVersion);
        }
        Ok(self)
    }

    /// The commentary this save makes of `stored` (none before the first save) at `now_ms`:
    /// refused unless it follows the stored version, while a draft waits for advice, or once the
    /// final is handed in. The copy of the article is `copy_key`, already checked.
    pub fn apply(self, student: UserId, stored: Option<Commentary>, now_ms: i64) -> Result<Commentary, IaRefusal> {
        let current = stored.as_ref().map(|s| s.version);
        if current.unwrap_or(0) + 1 != self.version {
            return Err(IaRefusal::Changed { current });
        }
        let base = stored.unwrap_or_else(|| Commentary::new(student, self.slot, now_ms));
        base.writable()?;
        Ok(Commentary {
            article: self.article,
            unit: self.unit,
            concept: self.concept,
            body: self.body,
            text: self.text,
            diagrams: self.diagrams,
            version: self.version,
            updated_at: now_ms,
            ..base
        })
    }
}

fn slot_ok(slot: u8) -> Result<(), IaRefusal> {
    if (1..=SLOTS).contains(&slot) { Ok(()) } else { Err(IaRefusal::NoSuchSlot) }
}

/// Which version a hand-in is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum HandIn {
    /// The one draft a teacher reads and advises on.
    Draft,
    /// The final version, marked against the criteria.
    Final,
}

impl Commentary {
    /// An empty commentary in `slot`: the one place a commentary is made.
    pub fn new(student: UserId, slot: u8, now_ms: i64) -> Self {
        Self {
            cognito_id: student,
            slot,
            article: Article::default(),
            unit: None,
            concept: None,
            body: String::new(),
            text: String::new(),
            diagrams: Vec::new(),
            version: 0,
            updated_at: now_ms,
            stage: Stage::Writing,
            draft: None,
            advice: None,
            final_at: None,
            claim_by: None,
            claim_name: None,
            claim_until: None,
            marking: None,
        }
    }

    /// Whether the student may change it: not while a teacher reads its draft, nor once the
    /// final is handed in.
    pub fn writable(&self) -> Result<(), IaRefusal> {
        match self.stage {
            Stage::Writing => Ok(()),
            Stage::DraftWaiting => Err(IaRefusal::DraftWaiting),
            Stage::FinalWaiting | Stage::Marked => Err(IaRefusal::FinalHandedIn),
        }
    }

    /// The day it was written: the final's hand-in, or its last save while written.
    pub fn written_on(&self) -> Day {
        Day::of_ms(self.final_at.unwrap_or(self.updated_at))
    }

    /// Its words counted the IB's way under `limit`.
    pub fn words(&self, limit: u32) -> WordCount {
        words::count(&self.text, limit)
    }

    /// `version` handed in as `which` at `now_ms` (the allowance is counted by the store):
    /// refused unless it is being written at that version with words; a second draft once advice
    /// is given; a final without its article, its copy, its unit and its key concept.
    pub fn hand_in(self, which: HandIn, version: u64, limit: u32, now_ms: i64) -> Result<Commentary, IaRefusal> {
        self.writable()?;
        if self.version != version {
            return Err(IaRefusal::Changed { current: Some(self.version) });
        }
        let words = self.words(limit).words;
        if words == 0 {
            return Err(IaRefusal::NoWords);
        }
        match which {
            HandIn::Draft => {
                if let Some(advice) = &self.advice {
                    return Err(IaRefusal::AdviceAlreadyGiven { on: Day::of_ms(advice.at).long() });
                }
                let draft = HandedDraft { text: self.text.clone(), diagrams: self.diagrams.clone(), words, at: now_ms };
                Ok(Commentary { stage: Stage::DraftWaiting, draft: Some(draft), ..self })
            }
            HandIn::Final => {
                if let Some(missing) = self.missing() {
                    return Err(IaRefusal::Incomplete(missing));
                }
                Ok(Commentary { stage: Stage::FinalWaiting, final_at: Some(now_ms), ..self })
            }
        }
    }

    /// What a final still lacks, in words: "the article's publisher and its copy".
    fn missing(&self) -> Option<String> {
        let a = &self.article;
        let missing: Vec<&str> = [
            (a.title.is_empty(), "the article's title"),
            (a.publisher.is_empty(), "its publisher"),
            (a.published.is_none(), "its date"),
            (a.address.is_empty(), "its address"),
            (a.copy_key.is_none(), "a copy of the article"),
            (self.unit.is_none(), "the unit"),
            (self.concept.is_none(), "the key concept"),
        ]
        .into_iter()
        .filter_map(|(gone, what)| gone.then_some(what))
        .collect();
        match missing.as_slice() {
            [] => None,
            [one] => Some((*one).to_string()),
            [rest @ .., last] => Some(format!("{} and {last}", rest.join(", "))),
        }
    }

    /// Whether its final was handed in before `other`'s (a final not yet handed in comes after):
    /// of two commentaries with one key concept, the later one's criterion D scores 0.
    pub fn before(&self, other: &Commentary) -> bool {
        let order = |c: &Commentary| (c.final_at.unwrap_or(i64::MAX), c.slot);
        self.slot != other.slot && order(self) < order(other)
    }

    /// Since when it has waited for a teacher (epoch ms).
    pub fn waiting_since(&self) -> Option<i64> {
        match self.stage {
            Stage::DraftWaiting => self.draft.as_ref().map(|d| d.at),
            Stage::FinalWaiting => self.final_at,
            Stage::Writing | Stage::Marked => None,
        }
    }

    /// Whether a teacher's claim holds at `now_ms`.
    pub fn claim_holds(&self, now_ms: i64) -> bool {
        self.claim_by.is_some() && self.claim_until.is_some_and(|until| until > now_ms)
    }

    /// The claim of teacher `me` (named `name`) from `now_ms`, taken or renewed: refused unless it waits for a
    /// teacher and no other teacher's claim holds.
    pub fn claim(self, me: &UserId, name: &str, now_ms: i64) -> Result<Commentary, IaRefusal> {
        if self.waiting_since().is_none() {
            return Err(IaRefusal::NotWaiting);
        }
        if self.claim_holds(now_ms) && self.claim_by.as_ref() != Some(me) {
            return Err(IaRefusal::HeldByAnother);
        }
        let (claim_by, claim_name, claim_until) = (Some(me.clone()), Some(name.to_string()), Some(now_ms + CLAIM_MS));
        Ok(Commentary { claim_by, claim_name, claim_until, ..self })
    }

    fn held_by(&self, me: &UserId, now_ms: i64) -> Result<(), IaRefusal> {
        if self.claim_by.as_ref() == Some(me) && self.claim_holds(now_ms) {
            Ok(())
        } else if self.claim_holds(now_ms) {
            Err(IaRefusal::HeldByAnother)
        } else {
            Err(IaRefusal::NotClaimed)
        }
    }

    /// The teacher's advice on the waiting draft: once per commentary, ever (the IB's rule), with
    /// comments at passages of the draft they read. The student writes on; the teacher never edits.
    pub fn advise(self, advice: Advice, now_ms: i64) -> Result<Commentary, IaRefusal> {
        if let Some(given) = &self.advice {
            return Err(IaRefusal::SecondAdvice { on: Day::of_ms(given.at).long() });
        }
        match self.stage {
            Stage::DraftWaiting => {}
            Stage::FinalWaiting => return Err(IaRefusal::NotADraft),
            Stage::Writing | Stage::Marked => return Err(IaRefusal::NotWaiting),
        }
        let Marker::Staff { id, .. } = &advice.marker;
        self.held_by(id, now_ms)?;
        notes_fit(&advice.comments, &advice.criteria, &advice.overall)?;
        let read = self.draft.as_ref().map_or("", |d| d.text.as_str());
        if !comments_fit(read, &advice.comments) {
            return Err(IaRefusal::CommentsMisplaced);
        }
        Ok(Commentary {
            stage: Stage::Writing,
            advice: Some(advice),
            claim_by: None,
            claim_name: None,
            claim_until: None,
            ..self
        })
    }

    /// The teacher's mark of the waiting final. `others` are the portfolio's other commentaries
    /// as read: criterion D is 0 when another uses the same key concept, and F is given exactly
    /// when this mark completes the portfolio.
    pub fn mark(self, marking: IaMarking, others: &[Commentary], now_ms: i64) -> Result<Commentary, IaRefusal> {
        match self.stage {
            Stage::FinalWaiting => {}
            Stage::DraftWaiting => return Err(IaRefusal::NotAFinal),
            Stage::Writing | Stage::Marked => return Err(IaRefusal::NotWaiting),
        }
        let Marker::Staff { id, .. } = &marking.marker;
        self.held_by(id, now_ms)?;
        if let Some(over) = marking.marks.over() {
            return Err(IaRefusal::OverMax(over));
        }
        if marking.marks.d > 0
            && let Some(other) =
                others.iter().find(|o| o.concept.is_some() && o.concept == self.concept && o.before(&self))
        {
            let concept = self.concept.map_or("", KeyConcept::name);
            return Err(IaRefusal::ConceptUsed { concept, other: other.slot });
        }
        let completes = others.iter().filter(|o| o.slot != self.slot && o.stage == Stage::Marked).count() == 2;
        match (completes, marking.f) {
            (true, None) => return Err(IaRefusal::FNeeded),
            (false, Some(_)) => return Err(IaRefusal::FNotYet),
            (_, Some(f)) if f > Criterion::F.max() => return Err(IaRefusal::OverMax(Criterion::F)),
            _ => {}
        }
        notes_fit(&marking.comments, &marking.criteria, &marking.overall)?;
        if !comments_fit(&self.text, &marking.comments) {
            return Err(IaRefusal::CommentsMisplaced);
        }
        Ok(Commentary {
            stage: Stage::Marked,
            marking: Some(marking),
            claim_by: None,
            claim_name: None,
            claim_until: None,
            ..self
        })
    }
}

fn notes_fit(comments: &[Comment], criteria: &[CriterionNote], overall: &str) -> Result<(), IaRefusal> {
    let long = |s: &str| s.chars().count() > MAX_COMMENT_CHARS;
    let too_long = comments.len() > MAX_COMMENTS
        || comments.iter().any(|c| long(&c.text))
        || criteria.iter().any(|c| long(&c.text))
        || overall.chars().count() > MAX_OVERALL_CHARS;
    if too_long { Err(IaRefusal::CommentsTooLong) } else { Ok(()) }
}

/// The portfolio's mark out of 45 once all three finals are marked and F is given, and when the
/// last mark was given (epoch ms): what replaces the student's estimate in the predicted grade.
pub fn portfolio_mark(commentaries: &[Commentary]) -> Option<(u32, i64)> {
    let marked: Vec<&IaMarking> = commentaries.iter().filter_map(|c| c.marking.as_ref()).collect();
    if marked.len() != usize::from(SLOTS) {
        return None;
    }
    let f = marked.iter().find_map(|m| m.f)?;
    let total = marked.iter().map(|m| m.marks.total()).sum::<u32>() + u32::from(f);
    Some((total, marked.iter().map(|m| m.at).max()?))
}

/// Whether every commentary's final is handed in (the portfolio's PDF can be made).
pub fn finished(commentaries: &[Commentary]) -> bool {
    commentaries.len() == usize::from(SLOTS) && commentaries.iter().all(|c| c.final_at.is_some())
}

#[cfg(test)]
mod tests;
