//! Rules for passwords people choose.

use crate::error::ValidationError;

/// Fewest characters a chosen password may have.
pub const MIN_PASSWORD_LEN: usize = 8;
/// Most bytes bcrypt reads; longer passwords would be silently cut, so they are refused.
pub const MAX_PASSWORD_BYTES: usize = 72;

/// A password a user chose for themselves, long enough and short enough for bcrypt.
#[derive(Clone, PartialEq, Eq)]
pub struct NewPassword(String);

impl NewPassword {
    /// Validates `raw` for the input field `field`.
    pub fn parse_field(field: &'static str, raw: &str) -> Result<NewPassword, ValidationError> {
        if raw.chars().count() < MIN_PASSWORD_LEN {
            return Err(ValidationError::new(field, format!("Use at least {MIN_PASSWORD_LEN} characters.")));
        }
        if raw.len() > MAX_PASSWORD_BYTES {
            return Err(ValidationError::new(field, format!("Use at most {MAX_PASSWORD_BYTES} characters.")));
        }
        if raw.trim().is_empty() {
            return Err(ValidationError::new(field, "A password cannot be only spaces."));
        }
        Ok(NewPassword(raw.to_owned()))
    }

    /// The password's text, for hashing.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for NewPassword {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("NewPassword(***)")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_passwords_are_refused() {
        let error = NewPassword::parse_field("new_password", "seven77").unwrap_err();
        assert_eq!(error.field, "new_password");
        assert!(error.message.contains('8'));
        assert!(NewPassword::parse_field("password", "eight888").is_ok());
    }

    #[test]
    fn passwords_bcrypt_would_truncate_or_that_are_blank_are_refused() {
        assert!(NewPassword::parse_field("password", &"x".repeat(73)).is_err());
        assert!(NewPassword::parse_field("password", &"x".repeat(72)).is_ok());
        assert!(NewPassword::parse_field("password", "          ").is_err());
    }

    #[test]
    fn debug_output_hides_the_password() {
        let password = NewPassword::parse_field("password", "secret-words").unwrap();
        assert!(!format!("{password:?}").contains("secret"));
    }
}
