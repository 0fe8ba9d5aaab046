//! Validation errors that name the field they concern, so the UI can show them beside it.

use std::collections::BTreeMap;

/// A rule broken by one field of the input.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{field}: {message}")]
pub struct ValidationError {
    /// The input's field name as the API spells it (`email`, `new_password`, ...).
    pub field: &'static str,
    /// A sentence for the person filling in the form.
    pub message: String,
}

impl ValidationError {
    /// A broken rule on `field`.
    pub fn new(field: &'static str, message: impl Into<String>) -> Self {
        Self { field, message: message.into() }
    }
}

/// Every broken rule of one input, collected so a form can show them all at once.
#[derive(Debug, Clone, Default, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.summary())]
pub struct FieldErrors(BTreeMap<&'static str, String>);

impl FieldErrors {
    /// No errors yet.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a broken rule; the first message for a field wins.
    pub fn add(&mut self, error: ValidationError) {
        self.0.entry(error.field).or_insert(error.message);
    }

    /// Runs a parse and keeps its value, or records its error and gives `None`.
    pub fn check<T>(&mut self, result: Result<T, ValidationError>) -> Option<T> {
        match result {
            Ok(value) => Some(value),
            Err(error) => {
                self.add(error);
                None
            }
        }
    }

    /// True when no rule was broken.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The broken rules by field.
    pub fn fields(&self) -> &BTreeMap<&'static str, String> {
        &self.0
    }

    /// `Ok(())` when nothing was broken, else these errors.
    pub fn into_result(self) -> Result<(), FieldErrors> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(self)
        }
    }

    /// The first message, used as the error's headline.
    pub fn summary(&self) -> String {
        self.0.values().next().cloned().unwrap_or_else(|| "Invalid input.".into())
    }
}

impl From<ValidationError> for FieldErrors {
    fn from(error: ValidationError) -> Self {
        let mut errors = Self::new();
        errors.add(error);
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_message_for_a_field_is_kept_and_becomes_the_summary() {
        let mut errors = FieldErrors::new();
        errors.add(ValidationError::new("email", "Enter an email."));
        errors.add(ValidationError::new("email", "Something else."));
        assert_eq!(errors.fields().len(), 1);
        assert_eq!(errors.summary(), "Enter an email.");
        assert!(errors.into_result().is_err());
    }

    #[test]
    fn check_keeps_good_values_and_records_bad_ones() {
        let mut errors = FieldErrors::new();
        assert_eq!(errors.check::<u8>(Ok(3)), Some(3));
        assert!(errors.is_empty());
        assert_eq!(errors.check::<u8>(Err(ValidationError::new("phone", "Digits only."))), None);
        assert_eq!(errors.fields().get("phone").map(String::as_str), Some("Digits only."));
    }
}
