//! A guardian's alert about their child: its heading (`Juan Cruz marked absent`), and the
//! guardian's one-line reply to it ("He is sick today"), which the adviser reads as the absence
//! note of that day.

use crate::attendance::marks::{headline, Marked};
use crate::ValidationError;

/// The reply's field in forms.
pub const REPLY: &str = "reply";

/// Most characters a reply may have.
pub const REPLY_MAX: usize = 200;

/// How a guardian's alert is headed: `Juan Cruz marked absent`, `Juan Cruz marked late (10 min)`.
pub fn title(student: &str, marked: &Marked) -> String {
    let headline = headline(marked);
    format!("{student} {}{}", headline[..1].to_lowercase(), &headline[1..])
}

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
    use crate::attendance::Code;

    #[test]
    fn an_alert_names_the_child_and_the_mark() {
        let marked = |code, minutes_late| Marked { student_id: "s".into(), code, minutes_late };
        assert_eq!(title("Juan Cruz", &marked(Code::Absent, None)), "Juan Cruz marked absent");
        assert_eq!(title("Juan Cruz", &marked(Code::Late, Some(10))), "Juan Cruz marked late (10 min)");
    }

    #[test]
    fn a_reply_is_one_trimmed_line_of_at_most_two_hundred_characters() {
        assert_eq!(parse_reply("  He is sick today ").unwrap(), "He is sick today");
        assert!(parse_reply("   ").is_err());
        assert!(parse_reply("sick\nat home").is_err());
        assert!(parse_reply(&"a".repeat(REPLY_MAX)).is_ok());
        assert!(parse_reply(&"a".repeat(REPLY_MAX + 1)).is_err());
    }
}
