//! The figures of how consistently Seven marks, per part and per term: marker against seed,
//! marker against marker (quadratic weighted kappa on the marks, exact and within-one on the
//! bands) and turnaround from hand-in to mark (median, 90th percentile).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Part;
use crate::agreement::{Agreement, Pair, agreement, quadratic_kappa};
use crate::ids::UserId;
use crate::marking::percentile;

/// A third of the school year: spring (January to April), summer (May to August), autumn
/// (September to December). `2026-3` on the wire.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Term {
    pub year: i32,
    /// 1, 2 or 3.
    pub third: u8,
}

impl Term {
    /// The term of `ms` (epoch ms, UTC).
    pub fn of(ms: i64) -> Self {
        let date = chrono::DateTime::from_timestamp_millis(ms).unwrap_or_default();
        use chrono::Datelike;
        Self { year: date.year(), third: ((date.month() - 1) / 4 + 1) as u8 }
    }

    pub fn key(&self) -> String {
        format!("{}-{}", self.year, self.third)
    }

    pub fn parse(key: &str) -> Option<Self> {
        let (year, third) = key.split_once('-')?;
        let (year, third): (i32, u8) = (year.parse().ok()?, third.parse().ok()?);
        ((2000..=2200).contains(&year) && (1..=3).contains(&third)).then_some(Self { year, third })
    }

    /// "Autumn 2026".
    pub fn name(&self) -> String {
        let season = match self.third {
            1 => "Spring",
            2 => "Summer",
            _ => "Autumn",
        };
        format!("{season} {}", self.year)
    }

    /// Its months, `2026-09` to `2026-12`.
    pub fn months(&self) -> Vec<String> {
        let first = u32::from(self.third - 1) * 4 + 1;
        (first..first + 4).map(|m| format!("{}-{m:02}", self.year)).collect()
    }
}

/// What a mark was compared with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum Compared {
    /// A seed's definitive mark (qualifying or live).
    Seed,
    /// Another marker's blind mark of the same answer.
    Second,
}

/// One comparison: a marker's mark against a seed's definitive mark, or a first marker's against
/// a second's.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Comparison {
    pub kind: Compared,
    pub part: Part,
    pub marker_id: UserId,
    pub marker_name: String,
    pub mark: u32,
    /// The definitive mark, or the second marker's.
    pub against: u32,
    /// The second marker (second marking only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_id: Option<UserId>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_name: Option<String>,
    /// The answer marked twice (second marking only): what the data set reads while it is kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<(UserId, crate::ids::AnswerId)>,
    pub at: i64,
}

impl Comparison {
    fn involves(&self, marker: &UserId) -> bool {
        self.marker_id == *marker || self.other_id.as_ref() == Some(marker)
    }
}

/// The turnaround of a set of marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Turnaround {
    pub n: u32,
    pub median_ms: Option<i64>,
    pub p90_ms: Option<i64>,
}

impl Turnaround {
    pub fn of(ms: &[i64]) -> Self {
        Self { n: ms.len() as u32, median_ms: percentile(ms, 50), p90_ms: percentile(ms, 90) }
    }
}

/// One part's figures.
#[derive(Debug, Clone, PartialEq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartFigures {
    pub part: Part,
    pub part_name: String,
    /// Markers against seeds' definitive marks.
    pub seeds: Agreement,
    /// First markers against second markers.
    pub markers: Agreement,
    pub turnaround: Turnaround,
}

/// A mark returned to a student, for the turnaround.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Turned {
    pub part: Part,
    pub marker_id: UserId,
    pub ms: i64,
}

/// The agreement of comparisons of one part: kappa on its marks, exact and within one on its
/// bands (its marks, for a part marked by points).
pub fn agreement_of(part: Part, of: &[&Comparison]) -> Agreement {
    let marks: Vec<Pair> = of.iter().map(|c| Pair { first: c.mark, second: c.against }).collect();
    let bands: Vec<Pair> =
        of.iter().map(|c| Pair { first: part.band_scale(c.mark), second: part.band_scale(c.against) }).collect();
    Agreement { kappa: quadratic_kappa(&marks, part.marks), ..agreement(&bands, part.band_max()) }
}

/// The figures of every part with a comparison or a return, in the order of the parts, counting
/// only what `marker` took part in when one is named.
pub fn figures(comparisons: &[Comparison], turned: &[Turned], marker: Option<&UserId>) -> Vec<PartFigures> {
    let mut parts: BTreeMap<Part, (Vec<&Comparison>, Vec<i64>)> = BTreeMap::new();
    for c in comparisons.iter().filter(|c| marker.is_none_or(|m| c.involves(m))) {
        parts.entry(c.part).or_default().0.push(c);
    }
    for t in turned.iter().filter(|t| marker.is_none_or(|m| t.marker_id == *m)) {
        parts.entry(t.part).or_default().1.push(t.ms);
    }
    parts
        .into_iter()
        .map(|(part, (compared, ms))| {
            let (seeds, seconds): (Vec<&Comparison>, Vec<&Comparison>) =
                compared.into_iter().partition(|c| c.kind == Compared::Seed);
            PartFigures {
                part,
                part_name: part.name(),
                seeds: agreement_of(part, &seeds),
                markers: agreement_of(part, &seconds),
                turnaround: Turnaround::of(&ms),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn terms_are_thirds_of_the_year() {
        let nov = 1_795_000_000_000; // 2026-11-18
        assert_eq!(Term::of(nov).key(), "2026-3");
        assert_eq!(Term::of(nov).name(), "Autumn 2026");
        assert_eq!(Term::parse("2026-3").unwrap().months(), ["2026-09", "2026-10", "2026-11", "2026-12"]);
        assert_eq!(Term::parse("2027-1").unwrap().months()[0], "2027-01");
        assert_eq!(Term::parse("2026-4"), None);
    }

    fn c(kind: Compared, marker: &str, mark: u32, against: u32) -> Comparison {
        Comparison {
            kind,
            part: Part::parse("P1-10").unwrap(),
            marker_id: UserId::new(marker),
            marker_name: marker.into(),
            mark,
            against,
            other_id: (kind == Compared::Second).then(|| UserId::new("b")),
            other_name: None,
            answer: None,
            at: 0,
        }
    }

    #[test]
    fn figures_split_seeds_from_second_marks_and_by_marker() {
        let all = [
            c(Compared::Seed, "a", 7, 7),
            c(Compared::Seed, "a", 3, 8),
            c(Compared::Seed, "c", 6, 5),
            c(Compared::Second, "a", 8, 7),
        ];
        let part = Part::parse("P1-10").unwrap();
        let turned = [Turned { part, marker_id: UserId::new("a"), ms: 10 }];
        let every = figures(&all, &turned, None);
        assert_eq!(every.len(), 1);
        assert_eq!((every[0].seeds.n, every[0].markers.n, every[0].turnaround.n), (3, 1, 1));
        // Bands: 7,7 → 4,4; 3,8 → 2,4; 6,5 → 3,3. Exact 2 of 3, within one 2 of 3.
        assert_eq!(every[0].seeds.exact, Some(2.0 / 3.0));
        assert_eq!(every[0].seeds.within_one, Some(2.0 / 3.0));
        let b = figures(&all, &turned, Some(&UserId::new("b")));
        assert_eq!((b[0].seeds.n, b[0].markers.n, b[0].turnaround.n), (0, 1, 0));
        let c_only = figures(&all, &turned, Some(&UserId::new("c")));
        assert_eq!((c_only[0].seeds.n, c_only[0].seeds.exact), (1, Some(1.0)));
    }
}
