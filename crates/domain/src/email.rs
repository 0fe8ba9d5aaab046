//! Email addresses, which double as sign-in names.

use crate::error::ValidationError;

/// A trimmed, lower-cased email address with one `@`, a local part and a dotted domain.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Email(String);

/// Longest address accepted (RFC 5321's path limit).
const MAX_LEN: usize = 254;

impl Email {
    /// Validates `raw` for the input field `field`.
    pub fn parse_field(field: &'static str, raw: &str) -> Result<Email, ValidationError> {
        let email = raw.trim().to_lowercase();
        if email.is_empty() {
            return Err(ValidationError::new(field, "Enter an email address."));
        }
        let invalid = || ValidationError::new(field, "Enter a valid email address.");
        if email.len() > MAX_LEN || email.chars().any(|c| c.is_whitespace() || c.is_control()) {
            return Err(invalid());
        }
        let (local, domain) = email.split_once('@').ok_or_else(invalid)?;
        let domain_ok = !domain.contains('@')
            && domain.contains('.')
            && domain.split('.').all(|label| {
                !label.is_empty()
                    && !label.starts_with('-')
                    && !label.ends_with('-')
                    && label.chars().all(|c| c.is_alphanumeric() || c == '-')
            });
        if local.is_empty() || local.len() > 64 || !domain_ok {
            return Err(invalid());
        }
        Ok(Email(email))
    }

    /// Validates the `email` field.
    pub fn parse(raw: &str) -> Result<Email, ValidationError> {
        Self::parse_field("email", raw)
    }

    /// The normalised address.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The normalised address, owned.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl std::fmt::Display for Email {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_trimmed_and_lower_cased() {
        let email = Email::parse("  Maria.Santos@School.EDU ").unwrap();
        assert_eq!(email.as_str(), "maria.santos@school.edu");
    }

    #[test]
    fn malformed_addresses_are_refused_with_the_field_named() {
        for raw in [
            "",
            "   ",
            "maria",
            "maria@",
            "@school.edu",
            "maria@school",
            "ma ria@school.edu",
            "maria@@school.edu",
            "maria@school..edu",
            "maria@-school.edu",
        ] {
            let error = Email::parse(raw).unwrap_err();
            assert_eq!(error.field, "email", "{raw:?}");
        }
        assert_eq!(Email::parse_field("parent_email", "x").unwrap_err().field, "parent_email");
    }

    #[test]
    fn overlong_addresses_are_refused() {
        let long = format!("{}@school.edu", "a".repeat(250));
        assert!(Email::parse(&long).is_err());
    }
}
