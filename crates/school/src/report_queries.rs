//! What queries and forms share: required values, a report's format, search terms and number
//! fields, each broken rule recorded on (or refused with) its field.

use lyceum_domain::attendance::Number;
use lyceum_domain::{FieldErrors, ValidationError};
use serde::Deserialize;

use crate::Refusal;

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

/// The body of a search by name or email: `{searchInput}`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct SearchBody {
    #[serde(default)]
    /// What was typed in the search box.
    pub searchInput: String,
}

/// The longest search term any search accepts: longer terms are refused rather than searched
/// for and written to the audit log.
pub const MAX_SEARCH_LEN: usize = 100;

/// The search term: trimmed and at least 3 characters, as every search box of the product asks,
/// and at most [`MAX_SEARCH_LEN`].
pub fn search_term(body: SearchBody) -> Result<String, Refusal> {
    let term = body.searchInput.trim().to_owned();
    if term.chars().count() < 3 {
        return Err(ValidationError::new("searchInput", "Search term must be atleast 3 characters long").into());
    }
    Ok(checked_term("searchInput", Some(term))?.unwrap_or_default())
}

/// An optional search or filter term of a query (`q`, the audit log's filters): trimmed, none
/// when blank; 400 when longer than [`MAX_SEARCH_LEN`] or holding control characters.
pub fn checked_term(field: &'static str, raw: Option<String>) -> Result<Option<String>, Refusal> {
    let Some(term) = raw.map(|raw| raw.trim().to_owned()).filter(|term| !term.is_empty()) else {
        return Ok(None);
    };
    if term.chars().count() > MAX_SEARCH_LEN {
        let message = format!("Search terms can be at most {MAX_SEARCH_LEN} characters long.");
        return Err(ValidationError::new(field, message).into());
    }
    if term.chars().any(char::is_control) {
        return Err(ValidationError::new(field, "Search terms cannot hold control characters.").into());
    }
    Ok(Some(term))
}

/// A number field as a form sent it: none when absent, null or blank; a whole number when it is
/// one (`7`, `7.0`, or the text `"7"`); anything else is not a whole number.
pub fn number(value: Option<&serde_json::Value>) -> Option<Number> {
    use serde_json::Value;
    match value? {
        Value::Null => None,
        Value::Number(number) => Some(match (number.as_i64(), number.as_f64()) {
            (Some(whole), _) => Number::Whole(whole),
            (None, Some(real)) if real.fract() == 0.0 && real.abs() < 1e15 => Number::Whole(real as i64),
            _ => Number::Other,
        }),
        Value::String(text) if text.trim().is_empty() => None,
        Value::String(text) => Some(text.trim().parse::<i64>().map_or(Number::Other, Number::Whole)),
        _ => Some(Number::Other),
    }
}
