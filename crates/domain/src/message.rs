//! The text of a chat message between a student and a teacher.

use crate::error::ValidationError;

/// Longest message accepted, in characters.
pub const MAX_MESSAGE_CHARS: usize = 5000;

/// A message's text: not blank, at most [`MAX_MESSAGE_CHARS`] characters, outer whitespace trimmed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MessageText(String);

impl MessageText {
    /// Validates the `message` field.
    pub fn parse(raw: &str) -> Result<MessageText, ValidationError> {
        let text = raw.trim();
        if text.is_empty() {
            return Err(ValidationError::new("message", "Message cannot be empty."));
        }
        if text.chars().count() > MAX_MESSAGE_CHARS {
            return Err(ValidationError::new(
                "message",
                format!("Message must be at most {MAX_MESSAGE_CHARS} characters."),
            ));
        }
        Ok(MessageText(text.to_owned()))
    }

    /// The trimmed text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_messages_are_refused() {
        for blank in ["", "   ", "\n\t "] {
            assert_eq!(MessageText::parse(blank).unwrap_err().message, "Message cannot be empty.");
        }
    }

    #[test]
    fn the_limit_counts_characters_not_bytes() {
        let at_limit = "é".repeat(MAX_MESSAGE_CHARS);
        assert_eq!(MessageText::parse(&at_limit).unwrap().as_str(), at_limit);
        assert!(MessageText::parse(&"a".repeat(MAX_MESSAGE_CHARS + 1)).is_err());
    }

    #[test]
    fn outer_whitespace_is_trimmed_and_inner_lines_kept() {
        assert_eq!(MessageText::parse("  Good morning,\nMa'am  ").unwrap().as_str(), "Good morning,\nMa'am");
    }
}
