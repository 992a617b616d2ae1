//! How a part is marked: markbands for the 10- and 15-mark parts, points otherwise
//! (`shared/reference/ib`), and what a mark must be.

use serde::{Deserialize, Serialize};

use super::SelfAssessment;

/// One markband: a level chosen first, then a mark within its range.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct Band {
    /// 0 for the lowest band.
    pub level: u8,
    pub min: u32,
    pub max: u32,
}

const fn band(level: u8, min: u32, max: u32) -> Band {
    Band { level, min, max }
}

/// Paper 1 part (a) and every 10-mark part marked by markbands: 0, 1–2, 3–4, 5–6, 7–8, 9–10.
const TEN: [Band; 6] = [band(0, 0, 0), band(1, 1, 2), band(2, 3, 4), band(3, 5, 6), band(4, 7, 8), band(5, 9, 10)];
/// Paper 1 part (b), Paper 2's last part: 0, 1–3, 4–6, 7–9, 10–12, 13–15.
const FIFTEEN: [Band; 6] =
    [band(0, 0, 0), band(1, 1, 3), band(2, 4, 6), band(3, 7, 9), band(4, 10, 12), band(5, 13, 15)];

/// How a part is marked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase", tag = "kind")]
pub enum Scheme {
    /// A band first, then a mark in its range.
    Markbands { max: u32, bands: Vec<Band> },
    /// Points in a mark scheme, up to `max`.
    Points { max: u32 },
}

impl Scheme {
    /// The scheme of a part worth `marks`: markbands for 10 and 15, points otherwise.
    pub fn for_marks(marks: u32) -> Self {
        match marks {
            10 => Self::Markbands { max: 10, bands: TEN.to_vec() },
            15 => Self::Markbands { max: 15, bands: FIFTEEN.to_vec() },
            max => Self::Points { max },
        }
    }

    pub fn max(&self) -> u32 {
        match self {
            Self::Markbands { max, .. } | Self::Points { max } => *max,
        }
    }

    /// The band `mark` lies in (markbands only).
    pub fn band_of(&self, mark: u32) -> Option<Band> {
        match self {
            Self::Markbands { bands, .. } => bands.iter().copied().find(|b| (b.min..=b.max).contains(&mark)),
            Self::Points { .. } => None,
        }
    }

    /// The band of `level` (markbands only).
    pub fn band(&self, level: u8) -> Option<Band> {
        match self {
            Self::Markbands { bands, .. } => bands.iter().copied().find(|b| b.level == level),
            Self::Points { .. } => None,
        }
    }

    /// A teacher's mark: for markbands a band and a mark within it, for points a mark up to the
    /// part's maximum (no band).
    pub fn check(&self, band: Option<u8>, mark: u32) -> Result<(), MarkError> {
        match (self, band) {
            (Self::Markbands { .. }, None) => Err(MarkError::BandFirst),
            (Self::Markbands { .. }, Some(level)) => {
                let b = self.band(level).ok_or(MarkError::NoSuchBand)?;
                if (b.min..=b.max).contains(&mark) { Ok(()) } else { Err(MarkError::OutsideBand(b)) }
            }
            (Self::Points { .. }, Some(_)) => Err(MarkError::NoBands),
            (Self::Points { max }, None) => {
                if mark <= *max {
                    Ok(())
                } else {
                    Err(MarkError::OverMax(*max))
                }
            }
        }
    }

    /// The range a student's self-assessment names: a band's, or one mark for a points part.
    pub fn self_range(&self, assessed: SelfAssessment) -> Result<(u32, u32), MarkError> {
        match (self, assessed) {
            (Self::Markbands { .. }, SelfAssessment::Band { level }) => {
                self.band(level).map(|b| (b.min, b.max)).ok_or(MarkError::NoSuchBand)
            }
            (Self::Points { max }, SelfAssessment::Mark { mark }) if mark <= *max => Ok((mark, mark)),
            (Self::Points { max }, SelfAssessment::Mark { .. }) => Err(MarkError::OverMax(*max)),
            (Self::Markbands { .. }, SelfAssessment::Mark { .. }) => Err(MarkError::BandFirst),
            (Self::Points { .. }, SelfAssessment::Band { .. }) => Err(MarkError::NoBands),
        }
    }
}

/// Why a mark or self-assessment does not fit its part.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MarkError {
    BandFirst,
    NoSuchBand,
    NoBands,
    OutsideBand(Band),
    OverMax(u32),
}

impl MarkError {
    /// What the marker (or student) is told.
    pub fn message(self) -> String {
        match self {
            Self::BandFirst => "Choose a markband first.".into(),
            Self::NoSuchBand => "That markband does not exist for this part.".into(),
            Self::NoBands => "This part is marked by points, not markbands.".into(),
            Self::OutsideBand(b) => format!("A mark in this band is between {} and {}.", b.min, b.max),
            Self::OverMax(max) => format!("This part is out of {max} marks."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ten_and_fifteen_mark_parts_are_marked_by_the_references_bands() {
        let ten = Scheme::for_marks(10);
        assert_eq!(ten.band_of(0).unwrap().level, 0);
        assert_eq!(ten.band_of(2), Some(band(1, 1, 2)));
        assert_eq!(ten.band_of(9), Some(band(5, 9, 10)));
        let fifteen = Scheme::for_marks(15);
        assert_eq!(fifteen.band_of(3), Some(band(1, 1, 3)));
        assert_eq!(fifteen.band_of(13), Some(band(5, 13, 15)));
        assert_eq!(Scheme::for_marks(4), Scheme::Points { max: 4 });
        // The bands cover every mark once.
        for scheme in [ten, fifteen] {
            for mark in 0..=scheme.max() {
                let Scheme::Markbands { bands, .. } = &scheme else { unreachable!() };
                assert_eq!(bands.iter().filter(|b| (b.min..=b.max).contains(&mark)).count(), 1, "{mark}");
            }
        }
    }

    #[test]
    fn a_mark_is_a_band_first_then_a_mark_in_its_range() {
        let s = Scheme::for_marks(15);
        assert_eq!(s.check(Some(4), 11), Ok(()));
        assert_eq!(s.check(None, 11), Err(MarkError::BandFirst));
        assert_eq!(s.check(Some(4), 13), Err(MarkError::OutsideBand(band(4, 10, 12))));
        assert_eq!(s.check(Some(9), 1), Err(MarkError::NoSuchBand));
        let p = Scheme::for_marks(4);
        assert_eq!(p.check(None, 4), Ok(()));
        assert_eq!(p.check(None, 5), Err(MarkError::OverMax(4)));
        assert_eq!(p.check(Some(1), 2), Err(MarkError::NoBands));
        assert_eq!(MarkError::OutsideBand(band(4, 10, 12)).message(), "A mark in this band is between 10 and 12.");
    }
}
