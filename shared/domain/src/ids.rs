//! The ids of our own records, one type each, so one cannot be passed where another belongs: a
//! student's id where an answer's is wanted fails to compile. Each is the same string on the wire
//! and in the store as before (`#[serde(transparent)]`, shown as a plain string in the API's
//! document). A student's id comes from a verified token (`api::auth::AuthUser`), a staff path,
//! or a record the store read; an answer's, sitting's or card's from a path the API checked.

use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, schemars::JsonSchema)]
        #[serde(transparent)]
        pub struct $name(String);

        impl $name {
            pub fn new(id: impl Into<String>) -> Self {
                Self(id.into())
            }

            pub fn as_str(&self) -> &str {
                &self.0
            }

            pub fn into_string(self) -> String {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl From<String> for $name {
            fn from(id: String) -> Self {
                Self(id)
            }
        }

        impl From<&str> for $name {
            fn from(id: &str) -> Self {
                Self(id.to_owned())
            }
        }

        impl From<$name> for String {
            fn from(id: $name) -> Self {
                id.0
            }
        }

        impl From<&$name> for String {
            fn from(id: &$name) -> Self {
                id.0.clone()
            }
        }

        impl std::borrow::Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }
    };
}

id!(
    /// A student's (or staff member's) account: the identity pool's subject (`sub`), the only user
    /// id the API trusts. Stored as `authId`, `cognitoId` or in keys (`USER#…`).
    UserId
);
id!(
    /// A Quiz Challenge player: a student's [`UserId`] (checked against the token), or a guest's
    /// `UNREGISTERED-…` id. A game is kept under it; only a [`UserId`] reaches a student's records.
    PlayerId
);
id!(
    /// One written answer handed to the marking desk, unique within its student.
    AnswerId
);
id!(
    /// One sitting of a timed paper, unique within its student.
    SittingId
);
id!(
    /// One card of a student's review deck (a question, or a challenge question's instance).
    CardId
);

impl AnswerId {
    /// Whether this has the shape of an answer's id (`{set}-{question}-{submittedAt}`, or a
    /// draft's `{set}-{question}-draft`): anything else is nobody's and never reaches the store
    /// (whose key size limits would answer it with an error).
    pub fn is_plausible(&self) -> bool {
        let parts: Vec<&str> = self.0.split('-').collect();
        self.0.len() <= 64
            && parts.len() == 3
            && parts[..2].iter().all(|p| digits(p))
            && (parts[2] == "draft" || digits(parts[2]))
    }
}

impl SittingId {
    /// Whether this has the shape of a sitting's id (`{startedAt:013}-{paperId}`).
    pub fn is_plausible(&self) -> bool {
        self.0.len() <= 32 && self.0.split_once('-').is_some_and(|(t, p)| digits(t) && digits(p))
    }
}

fn digits(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_is_the_same_string_on_the_wire() {
        let id = UserId::new("3f1c-sub");
        assert_eq!(serde_json::to_string(&id).unwrap(), "\"3f1c-sub\"");
        assert_eq!(serde_json::from_str::<UserId>("\"3f1c-sub\"").unwrap(), id);
        assert_eq!(format!("USER#{id}"), "USER#3f1c-sub");
        let schema = serde_json::to_value(schemars::schema_for!(AnswerId)).unwrap();
        assert_eq!(schema["type"], "string");
    }

    #[test]
    fn only_ids_of_the_right_shape_are_looked_up() {
        for ok in ["1-101-1790000000000", "12-3-draft"] {
            assert!(AnswerId::from(ok).is_plausible(), "{ok}");
        }
        for bad in ["1-101", "1-x-5", "-1-5", "1-2-3-4", "1-2-", &"9".repeat(70)] {
            assert!(!AnswerId::from(bad).is_plausible(), "{bad}");
        }
        assert!(SittingId::from("1790000000000-4").is_plausible());
        for bad in ["1790000000000", "x-4", "1-", &format!("{}-4", "1".repeat(40))] {
            assert!(!SittingId::from(bad).is_plausible(), "{bad}");
        }
    }
}
