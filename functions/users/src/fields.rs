//! Input newtypes: a value of these types is already valid (parse, don't validate).

use api::ApiError;
use domain::email::Email;

/// The address a student typed, as an [`Email`].
pub fn email(raw: &str) -> Result<Email, ApiError> {
    Email::parse(raw).map_err(|_| ApiError::bad_request("Please enter a valid email"))
}

/// A first or last name: trimmed, 1 to 100 characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PersonName(String);

impl PersonName {
    pub fn parse(raw: &str, missing: &'static str) -> Result<Self, ApiError> {
        let name = raw.trim();
        if name.is_empty() {
            return Err(ApiError::bad_request(missing));
        }
        if name.chars().count() > 100 {
            return Err(ApiError::bad_request("Names can be at most 100 characters long."));
        }
        // A name is shown to others (a family plan's notice): one line, read in its own order.
        if name.chars().any(domain::email::breaks_a_line) {
            return Err(ApiError::bad_request("Names must be on one line, without control characters."));
        }
        Ok(Self(name.to_owned()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!(PersonName::parse(" Ann ", "First name is required").unwrap().as_str(), "Ann");
        assert!(PersonName::parse("   ", "First name is required").is_err());
        assert!(PersonName::parse(&"x".repeat(101), "First name is required").is_err());
        for bad in ["Team\nYour account is locked", "A\rB", "A\u{2028}B", "A\u{202E}B", "A\u{0}B"] {
            assert!(PersonName::parse(bad, "First name is required").is_err(), "{bad:?}");
        }
        assert_eq!(PersonName::parse("Zoë O'Brien-Nguyễn", "x").unwrap().as_str(), "Zoë O'Brien-Nguyễn");
    }
}
