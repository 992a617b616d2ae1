//! The IB cohort: the exam session a student sits (spec 02 §4). Stored and sent as the spec's
//! text, `year#MAY` or `year#NOV`; profiles written before the year was asked carry `#NOV`.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The two IB exam sessions.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExamSession {
    May,
    Nov,
}

impl ExamSession {
    fn as_str(self) -> &'static str {
        match self {
            Self::May => "MAY",
            Self::Nov => "NOV",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CohortError {
    Session,
    Year,
}

impl CohortError {
    /// The words a student sees (spec 02 §4).
    pub fn message(self) -> &'static str {
        match self {
            Self::Session => "Please choose May or November.",
            Self::Year => "Please choose a valid year.",
        }
    }
}

/// A student's cohort; the year is absent only in profiles written before it was asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cohort {
    pub year: Option<u16>,
    pub session: ExamSession,
}

impl Cohort {
    /// The years a student may choose.
    pub const YEARS: std::ops::RangeInclusive<i64> = 2000..=2100;

    /// A cohort the student chose: a year in [`Self::YEARS`] and May or November (any case,
    /// `NOVEMBER` too).
    pub fn choose(year: i64, month: &str) -> Result<Self, CohortError> {
        let session = session(month).ok_or(CohortError::Session)?;
        if !Self::YEARS.contains(&year) {
            return Err(CohortError::Year);
        }
        Ok(Self { year: u16::try_from(year).ok(), session })
    }
}

fn session(month: &str) -> Option<ExamSession> {
    match month.trim().to_uppercase().as_str() {
        "MAY" => Some(ExamSession::May),
        "NOV" | "NOVEMBER" => Some(ExamSession::Nov),
        _ => None,
    }
}

impl fmt::Display for Cohort {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.year {
            Some(year) => write!(f, "{year}#{}", self.session.as_str()),
            None => write!(f, "#{}", self.session.as_str()),
        }
    }
}

impl FromStr for Cohort {
    type Err = CohortError;

    /// The stored text: `2027#MAY`, `#NOV`.
    fn from_str(text: &str) -> Result<Self, CohortError> {
        let (year, month) = text.trim().split_once('#').ok_or(CohortError::Session)?;
        let session = session(month).ok_or(CohortError::Session)?;
        let year = match year.trim() {
            "" => None,
            y => Some(y.parse::<u16>().map_err(|_| CohortError::Year)?),
        };
        Ok(Self { year, session })
    }
}

impl Serialize for Cohort {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Cohort {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d)?.parse().map_err(|e: CohortError| serde::de::Error::custom(e.message()))
    }
}

/// A stored optional cohort, where the text `""` (or one that is not a cohort, such as `#`)
/// means none.
pub fn read_optional<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Cohort>, D::Error> {
    Ok(Option::<String>::deserialize(d)?.and_then(|text| text.parse().ok()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chosen_cohort_is_a_year_and_may_or_november() {
        let may = Cohort::choose(2027, "MAY").unwrap();
        assert_eq!(may.to_string(), "2027#MAY");
        assert_eq!(Cohort::choose(2026, "nov").unwrap().to_string(), "2026#NOV");
        assert_eq!(Cohort::choose(2026, "November").unwrap().to_string(), "2026#NOV");
        assert_eq!(Cohort::choose(2026, "JUN"), Err(CohortError::Session));
        assert_eq!(Cohort::choose(0, "MAY"), Err(CohortError::Year));
        assert_eq!(Cohort::choose(70_000, "MAY"), Err(CohortError::Year));
    }

    #[test]
    fn stored_text_reads_back_including_an_empty_year() {
        assert_eq!("2027#MAY".parse(), Ok(Cohort { year: Some(2027), session: ExamSession::May }));
        let old: Cohort = "#NOV".parse().unwrap();
        assert_eq!(old, Cohort { year: None, session: ExamSession::Nov });
        assert_eq!(old.to_string(), "#NOV");
        assert!("".parse::<Cohort>().is_err());
        assert!("#".parse::<Cohort>().is_err());
        assert!("2027".parse::<Cohort>().is_err());
    }

    #[test]
    fn an_empty_stored_cohort_is_none() {
        #[derive(Deserialize)]
        struct P {
            #[serde(default, deserialize_with = "read_optional")]
            c: Option<Cohort>,
        }
        let read = |v| serde_json::from_value::<P>(v).unwrap().c;
        assert_eq!(read(serde_json::json!({ "c": "" })), None);
        assert_eq!(read(serde_json::json!({})), None);
        assert_eq!(read(serde_json::json!({ "c": "2027#MAY" })).map(|c| c.to_string()).as_deref(), Some("2027#MAY"));
    }
}
