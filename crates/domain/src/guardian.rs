//! A guardian account's fields, as the admin's form, a student's guardian block or a CSV row
//! give them, and the rule on how many guardian accounts one student may have.

use crate::email::Email;
use crate::error::FieldErrors;
use crate::person::{optional_text, required_text, Phone, MAX_NAME_LEN};

/// The most guardian accounts linked to one student (mother and father, say).
pub const MAX_GUARDIANS_PER_STUDENT: i64 = 2;

/// Longest relationship accepted (`Grandmother`, `Legal guardian`, ...).
pub const MAX_RELATIONSHIP_LEN: usize = 50;

/// The relationship of a guardian of whom none is known.
pub const DEFAULT_RELATIONSHIP: &str = "Guardian";

/// The raw fields of a guardian account, named as the API's payload.
#[derive(Debug, Clone, Default)]
pub struct GuardianInput {
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Sign-in email.
    pub email: String,
    /// Phone number.
    pub phone: Option<String>,
    /// How the guardian is related to their children; blank is [`DEFAULT_RELATIONSHIP`].
    pub relationship: Option<String>,
}

/// A guardian's fields once every rule holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuardianFields {
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Sign-in email, normalised.
    pub email: Email,
    /// Phone number, normalised.
    pub phone: Option<Phone>,
    /// How the guardian is related to their children.
    pub relationship: String,
}

impl GuardianInput {
    /// Checks every field, collecting all broken rules under the payload's field names.
    pub fn validate(&self) -> Result<GuardianFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let first_name = errors.check(required_text("first_name", "first name", &self.first_name, MAX_NAME_LEN));
        let middle_name = errors.check(optional_text("middle_name", self.middle_name.as_deref(), MAX_NAME_LEN));
        let last_name = errors.check(required_text("last_name", "last name", &self.last_name, MAX_NAME_LEN));
        let email = errors.check(Email::parse(&self.email));
        let phone = match self.phone.as_deref().map(str::trim).filter(|p| !p.is_empty()) {
            None => Some(None),
            Some(raw) => errors.check(Phone::parse_field("phone", raw)).map(Some),
        };
        let relationship = errors
            .check(optional_text("relationship", self.relationship.as_deref(), MAX_RELATIONSHIP_LEN))
            .map(|r| r.unwrap_or_else(|| DEFAULT_RELATIONSHIP.to_owned()));
        match (first_name, middle_name, last_name, email, phone, relationship) {
            (Some(first_name), Some(middle_name), Some(last_name), Some(email), Some(phone), Some(relationship))
                if errors.is_empty() =>
            {
                Ok(GuardianFields { first_name, middle_name, last_name, email, phone, relationship })
            }
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input() -> GuardianInput {
        GuardianInput {
            first_name: " Maria ".into(),
            middle_name: Some(" ".into()),
            last_name: "Cruz".into(),
            email: "Maria.Cruz@Example.com".into(),
            phone: Some("0917-555-0101".into()),
            relationship: None,
        }
    }

    #[test]
    fn a_guardian_is_trimmed_and_normalised() {
        let fields = input().validate().unwrap();
        assert_eq!(fields.first_name, "Maria");
        assert_eq!(fields.middle_name, None);
        assert_eq!(fields.email.as_str(), "maria.cruz@example.com");
        assert_eq!(fields.phone.unwrap().as_str(), "09175550101");
        assert_eq!(fields.relationship, DEFAULT_RELATIONSHIP);
    }

    #[test]
    fn every_broken_rule_is_named_by_its_field() {
        let bad = GuardianInput {
            first_name: "".into(),
            last_name: "".into(),
            email: "nope".into(),
            phone: Some("12".into()),
            relationship: Some("x".repeat(51)),
            ..input()
        };
        let errors = bad.validate().unwrap_err();
        let map = errors.fields();
        for field in ["first_name", "last_name", "email", "phone", "relationship"] {
            assert!(map.contains_key(field), "{field} should be refused: {map:?}");
        }
    }

    #[test]
    fn phone_and_middle_name_may_be_left_out() {
        let fields = GuardianInput { phone: None, ..input() }.validate().unwrap();
        assert_eq!(fields.phone, None);
    }
}
