//! The landing page's "trusted by" list (issue 53): the schools whose students use Seven, as staff
//! enter them (a claim a visitor takes as true, so nothing else is ever shown; the section is
//! hidden while the list is empty). Pure: the names are checked and tidied here.

use serde::{Deserialize, Serialize};

/// At most this many schools (one row of logos on a wide screen, a few on a phone).
pub const MAX_SCHOOLS: usize = 24;
/// A school's name, at most this many characters.
pub const MAX_NAME: usize = 80;

/// The list, in the order staff gave it.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrustedBy {
    pub schools: Vec<TrustedSchool>,
}

/// One school.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct TrustedSchool {
    pub name: String,
}

/// Why a list cannot be saved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrustedByError {
    EmptyName,
    LongName,
    TooMany,
    Twice,
}

impl TrustedByError {
    pub fn message(self) -> &'static str {
        match self {
            Self::EmptyName => "Give each school a name.",
            Self::LongName => "A school's name is at most 80 characters.",
            Self::TooMany => "List at most 24 schools.",
            Self::Twice => "List each school once.",
        }
    }
}

impl TrustedBy {
    /// The list with each name's spaces tidied (trimmed, runs of spaces made one), or why it
    /// cannot be saved: names not empty, at most [`MAX_NAME`] characters, each school once
    /// (whatever its capitals), at most [`MAX_SCHOOLS`].
    pub fn checked(self) -> Result<Self, TrustedByError> {
        if self.schools.len() > MAX_SCHOOLS {
            return Err(TrustedByError::TooMany);
        }
        let mut schools: Vec<TrustedSchool> = Vec::with_capacity(self.schools.len());
        for s in self.schools {
            let name = s.name.split_whitespace().collect::<Vec<_>>().join(" ");
            if name.is_empty() {
                return Err(TrustedByError::EmptyName);
            }
            if name.chars().count() > MAX_NAME {
                return Err(TrustedByError::LongName);
            }
            if schools.iter().any(|k| k.name.to_lowercase() == name.to_lowercase()) {
                return Err(TrustedByError::Twice);
            }
            schools.push(TrustedSchool { name });
        }
        Ok(Self { schools })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(names: &[&str]) -> TrustedBy {
        TrustedBy { schools: names.iter().map(|n| TrustedSchool { name: (*n).to_owned() }).collect() }
    }

    #[test]
    fn names_are_tidied_and_kept_in_order() {
        assert_eq!(list(&["  Harbour   School ", "Lakeside"]).checked(), Ok(list(&["Harbour School", "Lakeside"])));
        assert_eq!(list(&[]).checked(), Ok(list(&[])));
    }

    #[test]
    fn empty_long_repeated_and_too_many_are_refused() {
        assert_eq!(list(&["  "]).checked(), Err(TrustedByError::EmptyName));
        assert_eq!(list(&[&"x".repeat(81)]).checked(), Err(TrustedByError::LongName));
        assert!(list(&[&"é".repeat(80)]).checked().is_ok(), "80 characters, not bytes");
        assert_eq!(list(&["Lakeside", "lakeside "]).checked(), Err(TrustedByError::Twice));
        let many: Vec<String> = (0..=MAX_SCHOOLS).map(|i| format!("School {i}")).collect();
        let many: Vec<&str> = many.iter().map(String::as_str).collect();
        assert_eq!(list(&many).checked(), Err(TrustedByError::TooMany));
    }
}
