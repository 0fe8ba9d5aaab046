//! A guardian's one-line reply to an alert about their child ("He is sick today"), which the
//! adviser reads as the absence note of that day.

use crate::ValidationError;

/// The reply's field in forms.
pub const REPLY: &str = "reply";

/// Most characters a reply may have.
pub const REPLY_MAX: usize = 200;

/// A reply: trimmed, required, one line of at most [`REPLY_MAX`] characters, no control
/// characters.
pub fn parse_reply(raw: &str) -> Result<String, ValidationError> {
    let text = raw.trim();
    if text.is_empty() {
        return Err(ValidationError::new(REPLY, "Write a short reply."));
    }
    if text.chars().count() > REPLY_MAX {
        return Err(ValidationError::new(REPLY, format!("Use at most {REPLY_MAX} characters.")));
    }
    if text.chars().any(char::is_control) {
        return Err(ValidationError::new(REPLY, "Keep the reply to one line."));
    }
    Ok(text.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_one_trimmed_line_of_at_most_two_hundred_characters() {
        assert_eq!(parse_reply("  He is sick today ").unwrap(), "He is sick today");
        assert!(parse_reply("   ").is_err());
        assert!(parse_reply("sick\nat home").is_err());
        assert!(parse_reply(&"a".repeat(REPLY_MAX)).is_ok());
        assert!(parse_reply(&"a".repeat(REPLY_MAX + 1)).is_err());
    }
}
