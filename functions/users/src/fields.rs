//! Input newtypes: a value of these types is already valid (parse, don't validate).

use api::ApiError;

/// An email address in the standard shape, trimmed and lower-cased.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Email(String);

impl Email {
    pub fn parse(raw: &str) -> Result<Self, ApiError> {
        let email = raw.trim().to_lowercase();
        let valid = email.len() <= 254
            && !email.contains(char::is_whitespace)
            && email.split_once('@').is_some_and(|(local, domain)| {
                !local.is_empty()
                    && !domain.contains('@')
                    && domain.split('.').count() >= 2
                    && domain.split('.').all(|part| !part.is_empty())
            });
        if valid { Ok(Self(email)) } else { Err(ApiError::bad_request("Please enter a valid email")) }
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
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
    fn emails() {
        assert_eq!(Email::parse("  Ann.Lee@Example.COM ").unwrap().as_str(), "ann.lee@example.com");
        for bad in ["", "ann", "ann@", "@x.com", "ann@x", "ann@@x.com", "a nn@x.com", "ann@x..com", "ann@.com"] {
            assert!(Email::parse(bad).is_err(), "{bad} accepted");
        }
    }

    #[test]
    fn names() {
        assert_eq!(PersonName::parse(" Ann ", "First name is required").unwrap().as_str(), "Ann");
        assert!(PersonName::parse("   ", "First name is required").is_err());
        assert!(PersonName::parse(&"x".repeat(101), "First name is required").is_err());
    }
}
