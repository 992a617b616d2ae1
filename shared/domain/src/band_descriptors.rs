//! What an answer in each markband does, in staff's words (docs/marking.md): one descriptor a
//! band for the 10-mark parts and one for the 15-mark parts, shown beside the bands when a teacher
//! marks. Kept apart from the schemes themselves, which the rules fix.

use serde::{Deserialize, Serialize};

use crate::marking::Scheme;

/// The longest descriptor, in characters.
pub const MAX_DESCRIPTOR_CHARS: usize = 600;

/// Staff's descriptors, by band level (index 0 is band 0); None where none is written yet.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct BandDescriptors {
    /// The 10-mark parts' bands (0, 1–2, 3–4, 5–6, 7–8, 9–10).
    #[serde(default)]
    pub ten: Vec<Option<String>>,
    /// The 15-mark parts' bands (0, 1–3, 4–6, 7–9, 10–12, 13–15).
    #[serde(default)]
    pub fifteen: Vec<Option<String>>,
}

/// Why staff's descriptors cannot be kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DescriptorsError {
    /// More descriptors than the scheme has bands.
    TooMany {
        marks: u32,
        bands: usize,
    },
    TooLong {
        marks: u32,
        level: usize,
    },
}

impl std::fmt::Display for DescriptorsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::TooMany { marks, bands } => {
                write!(f, "The {marks}-mark parts have {bands} bands: one descriptor each.")
            }
            Self::TooLong { marks, level } => write!(
                f,
                "The descriptor of band {level} of the {marks}-mark parts is too long ({MAX_DESCRIPTOR_CHARS} characters at most)."
            ),
        }
    }
}

fn bands_of(marks: u32) -> usize {
    match Scheme::for_marks(marks) {
        Scheme::Markbands { bands, .. } => bands.len(),
        Scheme::Points { .. } => 0,
    }
}

/// Trimmed, an empty descriptor none, padded to one a band.
fn tidy(list: &[Option<String>], marks: u32) -> Vec<Option<String>> {
    let mut out: Vec<Option<String>> =
        list.iter().map(|d| d.as_deref().map(str::trim).filter(|d| !d.is_empty()).map(str::to_owned)).collect();
    out.resize(bands_of(marks).max(out.len()), None);
    out
}

impl BandDescriptors {
    /// As kept: trimmed, one entry a band; refused when there are more than the bands or one is
    /// too long.
    pub fn checked(&self) -> Result<Self, DescriptorsError> {
        let check = |list: &[Option<String>], marks: u32| -> Result<Vec<Option<String>>, DescriptorsError> {
            let bands = bands_of(marks);
            let list = tidy(list, marks);
            if list.len() > bands {
                return Err(DescriptorsError::TooMany { marks, bands });
            }
            if let Some(level) =
                list.iter().position(|d| d.as_ref().is_some_and(|d| d.chars().count() > MAX_DESCRIPTOR_CHARS))
            {
                return Err(DescriptorsError::TooLong { marks, level });
            }
            Ok(list)
        };
        Ok(Self { ten: check(&self.ten, 10)?, fifteen: check(&self.fifteen, 15)? })
    }

    /// The descriptor of each band of a part worth `marks`, by level (none for point-marked parts).
    pub fn for_marks(&self, marks: u32) -> Vec<Option<String>> {
        match marks {
            10 => tidy(&self.ten, 10),
            15 => tidy(&self.fifteen, 15),
            _ => vec![],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_band_of_a_markband_part_has_its_descriptor() {
        let d = BandDescriptors { ten: vec![None, Some("  Little understanding. ".into())], fifteen: vec![] };
        let kept = d.checked().unwrap();
        assert_eq!(kept.ten.len(), 6, "one a band");
        assert_eq!(kept.ten[1].as_deref(), Some("Little understanding."));
        assert_eq!(kept.fifteen, vec![None; 6]);
        assert_eq!(kept.for_marks(10)[1].as_deref(), Some("Little understanding."));
        assert_eq!(kept.for_marks(15).len(), 6);
        assert!(kept.for_marks(4).is_empty(), "point-marked parts have no bands");
        assert_eq!(
            BandDescriptors { ten: vec![Some("   ".into())], ..Default::default() }.checked().unwrap().ten[0],
            None
        );
    }

    #[test]
    fn too_many_or_too_long_is_refused() {
        let many = BandDescriptors { ten: vec![None; 7], ..Default::default() };
        assert_eq!(many.checked(), Err(DescriptorsError::TooMany { marks: 10, bands: 6 }));
        let long = BandDescriptors {
            fifteen: vec![None, None, Some("x".repeat(MAX_DESCRIPTOR_CHARS + 1))],
            ..Default::default()
        };
        assert_eq!(long.checked(), Err(DescriptorsError::TooLong { marks: 15, level: 2 }));
        assert!(long.checked().unwrap_err().to_string().contains("band 2 of the 15-mark parts"));
    }
}
