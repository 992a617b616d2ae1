//! A part of the papers, the unit markers qualify on, and a seed: a copy of a handed-in answer
//! stripped of its student, with the head of marking's definitive mark.

use serde::{Deserialize, Serialize};

use crate::diagram::Diagram;
use crate::ids::{AnswerId, UserId};
use crate::marking::{Answer, AnswerStatus, CourseLevel, MarkError, Paper, Scheme};

/// A paper's part (or the question bank's questions) of one size: markers qualify on it, seeds
/// are kept for it and its figures are counted apart. `P1-10`, `P2-15`, `Q-4` on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Part {
    pub paper: Option<Paper>,
    pub marks: u32,
}

impl Part {
    pub fn of(answer: &Answer) -> Self {
        Self { paper: answer.paper, marks: answer.marks }
    }

    pub fn key(&self) -> String {
        let paper = match self.paper {
            Some(Paper::One) => "P1",
            Some(Paper::Two) => "P2",
            Some(Paper::Three) => "P3",
            None => "Q",
        };
        format!("{paper}-{}", self.marks)
    }

    /// A part from its key; `None` for anything else.
    pub fn parse(key: &str) -> Option<Self> {
        let (paper, marks) = key.split_once('-')?;
        let paper = match paper {
            "P1" => Some(Paper::One),
            "P2" => Some(Paper::Two),
            "P3" => Some(Paper::Three),
            "Q" => None,
            _ => return None,
        };
        let marks: u32 = marks.parse().ok().filter(|m| (1..=60).contains(m) && !marks.starts_with('0'))?;
        Some(Self { paper, marks })
    }

    /// How staff read it: "Paper 1, 10 marks", "Question bank, 4 marks".
    pub fn name(&self) -> String {
        let paper = match self.paper {
            Some(Paper::One) => "Paper 1",
            Some(Paper::Two) => "Paper 2",
            Some(Paper::Three) => "Paper 3",
            None => "Question bank",
        };
        format!("{paper}, {} marks", self.marks)
    }

    pub fn scheme(&self) -> Scheme {
        Scheme::for_marks(self.marks)
    }

    /// Where `mark` sits on the part's scale of bands (markband parts: its band's level, 0 below
    /// the first) or of marks (points parts): what "exact" and "within one" compare.
    pub fn band_scale(&self, mark: u32) -> u32 {
        match self.scheme() {
            Scheme::Markbands { .. } => self.scheme().band_of(mark).map_or(0, |b| u32::from(b.level)),
            Scheme::Points { .. } => mark,
        }
    }

    /// The top of the band scale.
    pub fn band_max(&self) -> u32 {
        self.band_scale(self.marks)
    }
}

impl Serialize for Part {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.key())
    }
}

impl<'de> Deserialize<'de> for Part {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let key = String::deserialize(d)?;
        Part::parse(&key).ok_or_else(|| serde::de::Error::custom(format!("not a part: {key}")))
    }
}

impl schemars::JsonSchema for Part {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Part".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "pattern": "^(P1|P2|P3|Q)-[1-9][0-9]?$",
            "description": "A paper's part of one size (`P1-10`), or the question bank's (`Q-4`)."
        })
    }
}

/// The head of marking's mark of a seed, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Definitive {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub band: Option<u8>,
    pub mark: u32,
    pub rationale: String,
}

/// The longest rationale.
pub const RATIONALE_MAX: usize = 4_000;

/// Why a seed cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SeedRefusal {
    #[error("Only a handed-in answer can be a seed.")]
    NotHandedIn,
    #[error("{}", .0.message())]
    Mark(MarkError),
    #[error("Write why the answer earns its mark (at most 4,000 characters).")]
    Rationale,
}

/// A seed: what the student wrote and drew, the question it answers and the definitive mark;
/// nothing of who wrote it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Seed {
    pub seed_id: String,
    pub part: Part,
    pub question_set_id: u32,
    pub question_id: u32,
    pub subject_id: u32,
    pub topic_id: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub level: Option<CourseLevel>,
    pub body: String,
    pub text: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diagrams: Vec<Diagram>,
    pub definitive: Definitive,
    /// When the head of marking made it (epoch ms), and their name.
    pub made_at: i64,
    pub made_by: String,
}

impl Seed {
    /// Seed `seed_id` of `answer` (handed in), its student left behind, marked `definitive`.
    pub fn of(
        answer: &Answer,
        definitive: Definitive,
        (seed_id, made_by): (String, String),
        now_ms: i64,
    ) -> Result<Seed, SeedRefusal> {
        if answer.status == AnswerStatus::Draft || answer.submitted_at.is_none() {
            return Err(SeedRefusal::NotHandedIn);
        }
        answer.scheme().check(definitive.band, definitive.mark).map_err(SeedRefusal::Mark)?;
        let rationale = definitive.rationale.trim().to_owned();
        if rationale.is_empty() || rationale.chars().count() > RATIONALE_MAX {
            return Err(SeedRefusal::Rationale);
        }
        Ok(Seed {
            seed_id,
            part: Part::of(answer),
            question_set_id: answer.question_set_id,
            question_id: answer.question_id,
            subject_id: answer.subject_id,
            topic_id: answer.topic_id,
            level: answer.level,
            body: answer.body.clone(),
            text: answer.text.clone(),
            diagrams: answer.diagrams.clone(),
            definitive: Definitive { rationale, ..definitive },
            made_at: now_ms,
            made_by,
        })
    }

    /// The seed as a waiting answer on the desk, under the ids its queue entry shows: nothing on
    /// the desk tells it from a live answer.
    pub fn as_answer(&self, cognito_id: UserId, answer_id: AnswerId, submitted_at: i64) -> Answer {
        Answer {
            answer_id,
            cognito_id,
            question_set_id: self.question_set_id,
            question_id: self.question_id,
            subject_id: self.subject_id,
            topic_id: self.topic_id,
            marks: self.part.marks,
            paper: self.part.paper,
            level: self.level,
            status: AnswerStatus::Submitted,
            body: self.body.clone(),
            text: self.text.clone(),
            diagram_key: None,
            diagrams: self.diagrams.clone(),
            version: 1,
            updated_at: submitted_at,
            submitted_at: Some(submitted_at),
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
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_part_is_its_key_both_ways() {
        for key in ["P1-10", "P2-15", "P3-4", "Q-4"] {
            assert_eq!(Part::parse(key).unwrap().key(), key);
        }
        for bad in ["P4-10", "P1-0", "P1-010", "P1", "Q-x", "", "P1-61"] {
            assert_eq!(Part::parse(bad), None, "{bad}");
        }
        assert_eq!(Part::parse("P1-10").unwrap().name(), "Paper 1, 10 marks");
    }

    #[test]
    fn markband_parts_compare_bands_and_points_parts_marks() {
        let ten = Part::parse("P1-10").unwrap();
        assert_eq!(ten.band_max(), 5);
        assert_eq!((ten.band_scale(0), ten.band_scale(4), ten.band_scale(10)), (0, 2, 5));
        let four = Part::parse("Q-4").unwrap();
        assert_eq!((four.band_scale(3), four.band_max()), (3, 4));
    }
}
