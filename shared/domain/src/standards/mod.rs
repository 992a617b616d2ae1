//! Keeping markers to one standard (issue 57), as the IB keeps its examiners: a qualification
//! set of seeds before live marking, seeds slipped into the live queue, a pause for a marker who
//! drifts outside tolerance, and second marking. The rules only; the desk applies them.

mod figures;
mod seed;

pub use figures::*;
pub use seed::*;

use serde::{Deserialize, Serialize};

/// What staff set for one part (or question): how far a mark may be from the definitive one, the
/// qualification set and the pause rule, and how often seeds and second marking come.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Standard {
    /// Marks a mark may be from the definitive one and still be within tolerance.
    pub tolerance: u32,
    /// Seeds in the qualification set, and how many must be within tolerance to qualify.
    pub qualification_seeds: u32,
    pub qualification_needed: u32,
    /// A marker is paused with `pause_outside` or more of their last `pause_window` seeds outside
    /// tolerance.
    pub pause_window: u32,
    pub pause_outside: u32,
    /// The share of claims that are seeds, and of live answers marked a second time, 0 to 1.
    pub seed_share: f64,
    pub second_share: f64,
}

impl Standard {
    /// The defaults for a part of `max` marks: within one mark up to 14 marks, two from 15 (none
    /// on a part of 5 or fewer, marked by points); 5 seeds to qualify, 4 of them within; paused at 2
    /// of the last 5 outside; a seed in about one claim in ten; 5 % marked twice.
    pub fn for_marks(max: u32) -> Self {
        let tolerance = match max {
            0..=5 => 0,
            6..=14 => 1,
            _ => 2,
        };
        Self {
            tolerance,
            qualification_seeds: 5,
            qualification_needed: 4,
            pause_window: 5,
            pause_outside: 2,
            seed_share: 0.1,
            second_share: 0.05,
        }
    }

    /// Whether `mark` is within tolerance of `definitive`.
    pub fn within(&self, mark: u32, definitive: u32) -> bool {
        mark.abs_diff(definitive) <= self.tolerance
    }

    /// Where a marker stands on the qualification set, from their marks of its seeds (`within`
    /// for each, in the order marked).
    pub fn qualification(&self, within: &[bool]) -> Qualification {
        let good = within.iter().filter(|w| **w).count() as u32;
        let marked = within.len() as u32;
        let left = self.qualification_seeds.saturating_sub(marked);
        if good >= self.qualification_needed {
            Qualification::Qualified
        } else if good + left < self.qualification_needed {
            Qualification::NotQualified { within: good, of: marked }
        } else {
            Qualification::Marking { marked, of: self.qualification_seeds }
        }
    }

    /// Whether a marker is paused, from their live seeds' results, oldest first (`true` within).
    pub fn paused(&self, seeds: &[bool]) -> bool {
        let last = &seeds[seeds.len().saturating_sub(self.pause_window as usize)..];
        last.iter().filter(|w| !**w).count() as u32 >= self.pause_outside
    }

    /// Whether the next claim is a seed, given a uniform draw in 0..1 (the desk draws it).
    pub fn seed_turn(&self, draw: f64) -> bool {
        draw < self.seed_share
    }

    /// Whether a live answer is marked a second time, given a uniform draw in 0..1.
    pub fn second_turn(&self, draw: f64) -> bool {
        draw < self.second_share
    }

    /// Whether two blind marks of one answer differ beyond tolerance: the head of marking decides.
    pub fn needs_decision(&self, first: u32, second: u32) -> bool {
        !self.within(first, second)
    }

    /// Within sense: shares from 0 to 1, at least one seed to qualify and no more needed than
    /// seeds, a pause window of 1 to 20 with its limit inside it.
    pub fn valid(&self) -> bool {
        (0.0..=1.0).contains(&self.seed_share)
            && (0.0..=1.0).contains(&self.second_share)
            && (1..=20).contains(&self.qualification_seeds)
            && (1..=self.qualification_seeds).contains(&self.qualification_needed)
            && (1..=20).contains(&self.pause_window)
            && (1..=self.pause_window).contains(&self.pause_outside)
    }
}

/// A marker on a part's qualification set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Qualification {
    Qualified,
    /// Still marking the set: `marked` of `of` done.
    Marking {
        marked: u32,
        of: u32,
    },
    /// Too few within tolerance to qualify: `within` of `of`.
    NotQualified {
        within: u32,
        of: u32,
    },
}

/// Where a marker stands on a part: whether the desk hands them its answers, and why not.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Standing {
    /// The part has no qualification set yet: every marker marks it.
    Open,
    Qualified,
    /// Marking the qualification set: `marked` of `of`.
    Qualifying {
        marked: u32,
        of: u32,
    },
    /// Too few of the set within tolerance: `within` of `of`.
    NotQualified {
        within: u32,
        of: u32,
    },
    /// Too many live seeds outside tolerance: the head of marking lets them go on.
    Paused,
}

impl Standing {
    /// A marker's standing on a part with `seeds` seeds, from their qualification marks (`within`
    /// for each) and whether they are paused on it.
    pub fn of(standard: &Standard, seeds: u32, qualifying: &[bool], paused: bool) -> Self {
        if paused {
            return Self::Paused;
        }
        if seeds < standard.qualification_seeds {
            return Self::Open;
        }
        match standard.qualification(qualifying) {
            Qualification::Qualified => Self::Qualified,
            Qualification::Marking { marked, of } => Self::Qualifying { marked, of },
            Qualification::NotQualified { within, of } => Self::NotQualified { within, of },
        }
    }

    /// Whether the desk hands the marker the part's live answers.
    pub fn may_mark(&self) -> bool {
        matches!(self, Self::Open | Self::Qualified)
    }

    /// Whether the part is under the standard (seeds come in the queue, answers are marked twice).
    pub fn standardised(&self) -> bool {
        !matches!(self, Self::Open)
    }

    /// What the desk tells the marker of the part's answers it does not hand them.
    pub fn why(&self, part: Part) -> Option<String> {
        let name = part.name();
        match self {
            Self::Open | Self::Qualified => None,
            Self::Qualifying { marked, of } => Some(format!(
                "{name}: mark the qualification set first ({marked} of {of} marked). Its answers come to you once you qualify."
            )),
            Self::NotQualified { within, of } => Some(format!(
                "{name}: {within} of {of} qualification marks were within tolerance, too few to qualify. The head of marking will go through them with you."
            )),
            Self::Paused => Some(format!(
                "{name}: paused, as too many of your recent marks of seeds were outside tolerance. The head of marking will be in touch."
            )),
        }
    }
}

/// A marker paused on a part, and since when the seeds count (their last resumption).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Pause {
    pub marker_id: crate::ids::UserId,
    pub marker_name: String,
    pub part: Part,
    /// None once the head of marking let them go on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused_at: Option<i64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resumed_at: Option<i64>,
    /// Outside tolerance of the seeds counted, and how many live answers went back.
    #[serde(default)]
    pub outside: u32,
    #[serde(default)]
    pub of: u32,
    #[serde(default)]
    pub sent_back: u32,
}

/// Why an answer is marked a second time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub enum SecondReason {
    /// The share of live answers marked twice: held back from the student until settled.
    Sample,
    /// Returned by a marker since paused: the student has the first mark.
    SentBack,
}

/// What a marker returned, in the order returned: a seed (within tolerance or not) or a live
/// answer (by its id).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Returned<Id> {
    Seed { within: bool },
    Live(Id),
}

/// The live answers a paused marker returned since their last seed within tolerance: they go
/// back for a second marking.
pub fn since_last_good_seed<Id: Clone>(history: &[Returned<Id>]) -> Vec<Id> {
    let start = history.iter().rposition(|r| matches!(r, Returned::Seed { within: true })).map_or(0, |i| i + 1);
    history[start..]
        .iter()
        .filter_map(|r| match r {
            Returned::Live(id) => Some(id.clone()),
            Returned::Seed { .. } => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tolerance_grows_with_the_part() {
        assert_eq!(Standard::for_marks(4).tolerance, 0);
        assert_eq!(Standard::for_marks(10).tolerance, 1);
        assert_eq!(Standard::for_marks(15).tolerance, 2);
        let ten = Standard::for_marks(10);
        assert!(ten.within(6, 7) && ten.within(7, 6) && ten.within(7, 7));
        assert!(!ten.within(5, 7));
        assert!(ten.needs_decision(3, 8) && !ten.needs_decision(8, 7));
        assert!(ten.valid());
    }

    #[test]
    fn a_marker_qualifies_with_four_of_five_within_and_fails_once_that_cannot_happen() {
        let s = Standard::for_marks(10);
        assert_eq!(s.qualification(&[]), Qualification::Marking { marked: 0, of: 5 });
        assert_eq!(s.qualification(&[true, true, true, true]), Qualification::Qualified, "four is enough");
        assert_eq!(s.qualification(&[true, false, true]), Qualification::Marking { marked: 3, of: 5 });
        assert_eq!(s.qualification(&[false, false]), Qualification::NotQualified { within: 0, of: 2 });
        assert_eq!(
            s.qualification(&[true, false, true, true, false]),
            Qualification::NotQualified { within: 3, of: 5 }
        );
    }

    #[test]
    fn two_of_the_last_five_seeds_outside_tolerance_pause_a_marker() {
        let s = Standard::for_marks(10);
        assert!(!s.paused(&[]));
        assert!(!s.paused(&[false]));
        assert!(s.paused(&[false, true, false]));
        assert!(!s.paused(&[false, false, true, true, true, true, true]), "only the last five count");
        assert!(s.paused(&[true, true, true, false, false]));
    }

    #[test]
    fn seeds_and_second_marking_come_at_their_shares() {
        let s = Standard::for_marks(10);
        assert!(s.seed_turn(0.05) && !s.seed_turn(0.1) && !s.seed_turn(0.7));
        assert!(s.second_turn(0.01) && !s.second_turn(0.05));
        let every = Standard { seed_share: 1.0, ..s };
        assert!(every.seed_turn(0.999));
    }

    #[test]
    fn live_answers_since_the_last_good_seed_go_back() {
        use Returned::*;
        let history =
            [Live(1), Seed { within: true }, Live(2), Seed { within: false }, Live(3), Seed { within: false }];
        assert_eq!(since_last_good_seed(&history), vec![2, 3]);
        assert_eq!(since_last_good_seed(&[Live(1), Live(2)]), vec![1, 2], "no good seed yet: all of them");
        assert_eq!(since_last_good_seed::<u32>(&[Seed { within: true }]), Vec::<u32>::new());
    }

    #[test]
    fn a_part_is_open_until_it_has_its_qualification_set() {
        let s = Standard { qualification_seeds: 3, qualification_needed: 2, ..Standard::for_marks(10) };
        assert_eq!(Standing::of(&s, 2, &[], false), Standing::Open);
        assert!(Standing::Open.may_mark() && !Standing::Open.standardised());
        assert_eq!(Standing::of(&s, 3, &[true], false), Standing::Qualifying { marked: 1, of: 3 });
        assert_eq!(Standing::of(&s, 3, &[true, true], false), Standing::Qualified);
        assert_eq!(Standing::of(&s, 3, &[false, false], false), Standing::NotQualified { within: 0, of: 2 });
        assert_eq!(Standing::of(&s, 3, &[true, true], true), Standing::Paused);
        let part = Part::parse("P1-10").unwrap();
        assert!(Standing::Paused.why(part).unwrap().starts_with("Paper 1, 10 marks: paused"));
        assert_eq!(Standing::Qualified.why(part), None);
    }

    #[test]
    fn settings_out_of_sense_are_refused() {
        let s = Standard::for_marks(10);
        assert!(!Standard { qualification_needed: 6, ..s }.valid());
        assert!(!Standard { seed_share: 1.5, ..s }.valid());
        assert!(!Standard { pause_outside: 0, ..s }.valid());
    }
}
