//! What the queries of the reports share: required values and the answer's format, each broken
//! rule recorded on its field.

use lyceum_domain::{FieldErrors, ValidationError};

/// A query value, trimmed; none when missing or blank.
pub fn given(raw: &Option<String>) -> Option<&str> {
    raw.as_deref().map(str::trim).filter(|raw| !raw.is_empty())
}

/// A required query value, or the broken rule on `field` recorded in `errors`.
pub fn required<'a>(
    errors: &mut FieldErrors,
    field: &'static str,
    raw: &'a Option<String>,
    ask: &str,
) -> Option<&'a str> {
    let value = given(raw);
    if value.is_none() {
        errors.add(ValidationError::new(field, ask));
    }
    value
}

/// How a report is answered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// JSON, the default.
    Json,
    /// A CSV download (`format=csv`).
    Csv,
}

/// The `format` of a report's query; anything but `csv` or `json` is refused on the field.
pub fn format(errors: &mut FieldErrors, raw: &Option<String>) -> Format {
    match given(raw) {
        None | Some("json") => Format::Json,
        Some("csv") => Format::Csv,
        Some(_) => {
            errors.add(ValidationError::new("format", "Use format=csv, or leave it out for JSON."));
            Format::Json
        }
    }
}
