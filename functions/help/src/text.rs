//! What a title, message or a message's diagrams may be. Text is stored as typed (trailing
//! whitespace trimmed); it is shown as text, never as markup, so nothing in it can run.

use api::{ApiError, ApiResult};
use domain::diagram::{self, Diagram};

pub const TITLE_MAX: usize = 200;
pub const MESSAGE_MAX: usize = 5000;

/// The title, trimmed; 400 when empty or too long.
pub fn title(raw: &str) -> ApiResult<String> {
    let t = raw.trim();
    if t.is_empty() {
        return Err(ApiError::bad_request("Title cannot be empty"));
    }
    if t.chars().count() > TITLE_MAX {
        return Err(ApiError::bad_request(format!("Titles are at most {TITLE_MAX} characters.")));
    }
    Ok(t.to_owned())
}

/// The message with its trailing whitespace trimmed; 400 when empty or too long.
pub fn message(raw: &str) -> ApiResult<String> {
    let m = raw.trim_end();
    if m.trim().is_empty() {
        return Err(ApiError::bad_request("Message cannot be empty"));
    }
    if m.chars().count() > MESSAGE_MAX {
        return Err(ApiError::bad_request(format!("Messages are at most {MESSAGE_MAX} characters.")));
    }
    Ok(m.to_owned())
}

/// The diagrams drawn for a message, or a 400 with the first refusal's words ("Diagram 2: …"):
/// at most six, each within its limits, so nothing outside them is ever stored.
pub fn diagrams(diagrams: Vec<Diagram>) -> ApiResult<Vec<Diagram>> {
    diagram::check_all(&diagrams).map_err(|e| ApiError::bad_request(e.to_string()))?;
    Ok(diagrams)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_and_messages_are_checked_and_trimmed() {
        assert!(title("  ").is_err());
        assert_eq!(title("  Help ").unwrap(), "Help");
        assert!(title(&"x".repeat(TITLE_MAX + 1)).is_err());
        assert!(message(" \n\t").is_err());
        assert_eq!(message("  line one\nline two  \n\n").unwrap(), "  line one\nline two");
        assert!(message(&"x".repeat(MESSAGE_MAX + 1)).is_err());
    }
}
