//! The values that describe a person: names, phone numbers, birth dates, free text.

use chrono::NaiveDate;

use crate::error::ValidationError;

/// Longest name or short text field accepted.
pub const MAX_NAME_LEN: usize = 100;
/// Longest address accepted.
pub const MAX_ADDRESS_LEN: usize = 300;

/// "First Middle Last", skipping a missing middle name.
pub fn full_name(first: &str, middle: Option<&str>, last: &str) -> String {
    [Some(first), middle, Some(last)]
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// A required line of text (a name, an address), trimmed, at most `max` characters.
pub fn required_text(field: &'static str, label: &str, raw: &str, max: usize) -> Result<String, ValidationError> {
    let value = raw.trim();
    if value.is_empty() {
        return Err(ValidationError::new(field, format!("Enter the {label}.")));
    }
    if value.chars().count() > max {
        return Err(ValidationError::new(field, format!("Use at most {max} characters.")));
    }
    if value.chars().any(char::is_control) {
        return Err(ValidationError::new(field, "Remove the line breaks and control characters."));
    }
    Ok(value.to_owned())
}

/// An optional line of text: blank becomes `None`.
pub fn optional_text(field: &'static str, raw: Option<&str>, max: usize) -> Result<Option<String>, ValidationError> {
    match raw.map(str::trim).filter(|v| !v.is_empty()) {
        None => Ok(None),
        Some(value) => required_text(field, "", value, max).map(Some),
    }
}

/// A phone number: its digits (spaces and dashes people type are dropped), 7 to 15 of them,
/// with the leading `+` of an international number kept, as `+639175550101`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Phone(String);

impl Phone {
    /// Validates `raw` for the input field `field`.
    pub fn parse_field(field: &'static str, raw: &str) -> Result<Phone, ValidationError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Err(ValidationError::new(field, "Enter the phone number."));
        }
        // A `+` may only open the number: it marks an international number, and one anywhere
        // else is a typing slip.
        let (plus, rest) = match raw.strip_prefix('+') {
            Some(rest) => ("+", rest),
            None => ("", raw),
        };
        if !rest.chars().all(|c| c.is_ascii_digit() || c == ' ' || c == '-') {
            return Err(ValidationError::new(field, "Use only digits, spaces and dashes, with + only at the start."));
        }
        let digits: String = rest.chars().filter(char::is_ascii_digit).collect();
        if !(7..=15).contains(&digits.len()) {
            return Err(ValidationError::new(field, "Enter 7 to 15 digits."));
        }
        Ok(Phone(format!("{plus}{digits}")))
    }

    /// The digits, after a `+` when one was given.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A birth date: `YYYY-MM-DD`, in the past, and not before 1900.
pub fn birthdate(field: &'static str, raw: &str, today: NaiveDate) -> Result<NaiveDate, ValidationError> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(ValidationError::new(field, "Enter the birth date."));
    }
    // Accept a full timestamp too (date pickers sometimes send one); only the date counts.
    let date_part = raw.get(..10).unwrap_or(raw);
    let date = NaiveDate::parse_from_str(date_part, "%Y-%m-%d")
        .map_err(|_| ValidationError::new(field, "Enter the birth date as YYYY-MM-DD."))?;
    if date >= today {
        return Err(ValidationError::new(field, "The birth date must be in the past."));
    }
    if date < NaiveDate::from_ymd_opt(1900, 1, 1).expect("valid date") {
        return Err(ValidationError::new(field, "Enter a birth date after 1900."));
    }
    Ok(date)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_names_skip_a_missing_or_blank_middle_name() {
        assert_eq!(full_name("Maria", None, "Santos"), "Maria Santos");
        assert_eq!(full_name("Maria", Some(" "), "Santos"), "Maria Santos");
        assert_eq!(full_name("Maria", Some("Clara"), "Santos"), "Maria Clara Santos");
    }

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 11, 22).unwrap()
    }

    #[test]
    fn required_text_is_trimmed_and_bounded() {
        assert_eq!(required_text("first_name", "first name", "  Maria ", 100).unwrap(), "Maria");
        assert_eq!(required_text("first_name", "first name", "  ", 100).unwrap_err().message, "Enter the first name.");
        assert!(required_text("first_name", "first name", &"a".repeat(101), 100).is_err());
        assert!(required_text("first_name", "first name", "Ma\nria", 100).is_err());
    }

    #[test]
    fn optional_text_turns_blank_into_none() {
        assert_eq!(optional_text("middle_name", Some("  "), 100).unwrap(), None);
        assert_eq!(optional_text("middle_name", None, 100).unwrap(), None);
        assert_eq!(optional_text("middle_name", Some(" Clara "), 100).unwrap(), Some("Clara".into()));
    }

    #[test]
    fn phones_are_kept_as_digits_while_spaces_and_dashes_are_allowed() {
        assert_eq!(Phone::parse_field("phone", "0917-123-4567").unwrap().as_str(), "09171234567");
        assert_eq!(Phone::parse_field("phone", " 0917 123 4567 ").unwrap().as_str(), "09171234567");
        let cases = [
            ("", "Enter the phone number."),
            ("abc", "Use only digits, spaces and dashes, with + only at the start."),
            ("63+917 123 4567", "Use only digits, spaces and dashes, with + only at the start."),
            ("++63 917 123 4567", "Use only digits, spaces and dashes, with + only at the start."),
            ("0917.123.4567", "Use only digits, spaces and dashes, with + only at the start."),
            ("+", "Enter 7 to 15 digits."),
            ("+123456", "Enter 7 to 15 digits."),
            ("+1234567890123456", "Enter 7 to 15 digits."),
            ("12345", "Enter 7 to 15 digits."),
            ("1234567890123456", "Enter 7 to 15 digits."),
            ("12-34-56", "Enter 7 to 15 digits."),
        ];
        for (bad, message) in cases {
            let error = Phone::parse_field("phone", bad).unwrap_err();
            assert_eq!((error.field, error.message.as_str()), ("phone", message), "{bad:?}");
        }
    }

    #[test]
    fn international_numbers_keep_their_plus() {
        assert_eq!(Phone::parse_field("phone", "+63 917 555 0101").unwrap().as_str(), "+639175550101");
        assert_eq!(Phone::parse_field("phone", " +44-20-7946-0958 ").unwrap().as_str(), "+442079460958");
        assert_eq!(Phone::parse_field("phone", "+1234567").unwrap().as_str(), "+1234567");
    }

    #[test]
    fn birth_dates_are_in_the_past() {
        assert_eq!(
            birthdate("birthdate", "1985-03-07", today()).unwrap(),
            NaiveDate::from_ymd_opt(1985, 3, 7).unwrap()
        );
        assert!(birthdate("birthdate", "1985-03-07T00:00:00.000Z", today()).is_ok());
        for bad in ["", "07/03/1985", "2026-11-22", "2030-01-01", "1899-12-31", "1985-02-30"] {
            assert!(birthdate("birthdate", bad, today()).is_err(), "{bad:?}");
        }
    }
}
