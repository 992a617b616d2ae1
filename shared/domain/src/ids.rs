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
}
