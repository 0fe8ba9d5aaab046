//! The gradebook's forms, checked before anything is written: an assessment's fields against
//! its subject's scheme and its term, and the text of one score.

use lyceum_domain::calendar::parse_day;
use lyceum_domain::grading::{Decimal, Entry, Scheme, HIGHEST_MAX};
use lyceum_domain::person::required_text;
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::grades::assessments::AssessmentFields;
use lyceum_persistence::grades::places::TermPlace;
use serde::Deserialize;
use serde_json::Value;

use crate::grade_changes::score_range;
use crate::Refusal;

/// The longest an assessment's title may be.
const MAX_TITLE: usize = 100;

/// Text or a number sent for a numeric field, as text.
fn text_of(value: Option<&Value>) -> Option<String> {
    match value? {
        Value::String(text) => Some(text.clone()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// An assessment's fields as a form sends them (any JSON, each checked).
#[derive(Deserialize, Default)]
pub struct AssessmentForm {
    #[serde(default)]
    title: Option<Value>,
    #[serde(default)]
    category: Option<Value>,
    #[serde(default)]
    highest: Option<Value>,
    #[serde(default)]
    date: Option<Value>,
}

/// The assessment's fields, checked against the subject's scheme and the term; every broken
/// rule named beside its field.
pub fn fields(form: &AssessmentForm, scheme: &Scheme, term: &TermPlace) -> Result<AssessmentFields, Refusal> {
    let mut errors = FieldErrors::new();
    let title = form.title.as_ref().and_then(Value::as_str).unwrap_or_default();
    let title = required_text("title", "title", title, MAX_TITLE).map_err(|e| errors.add(e)).unwrap_or_default();
    let category = form.category.as_ref().and_then(Value::as_str).map(str::trim).unwrap_or_default();
    if !scheme.categories.iter().any(|c| c.key == category) {
        errors.add(ValidationError::new("category", "Choose a category of this subject's scheme."));
    }
    let highest = text_of(form.highest.as_ref()).and_then(|text| text.parse::<Decimal>().ok());
    let highest = highest.filter(|h| *h > Decimal::ZERO && *h <= HIGHEST_MAX);
    if highest.is_none() {
        errors.add(ValidationError::new("highest", "Enter a highest possible score from 1 to 1000."));
    }
    let date = form.date.as_ref().and_then(Value::as_str).unwrap_or_default();
    let day = parse_day("date", date).ok().filter(|day| term.first_day <= *day && *day <= term.last_day);
    if day.is_none() {
        errors.add(ValidationError::new("date", "Choose a day within the term."));
    }
    errors.into_result().map_err(Refusal::Invalid)?;
    match (highest, day) {
        (Some(highest), Some(day)) => Ok(AssessmentFields { title, category: category.to_owned(), highest, day }),
        _ => Err(Refusal::BadRequest("Check the assessment's fields.".into())),
    }
}

/// The entry a score's text means: a number from 0 to `highest`, `ex` (any case) for excused,
/// or blank (or `null`) for not yet.
pub fn entry_of(raw: Option<&Value>, highest: Decimal) -> Result<Entry, Refusal> {
    let not_a_number = || Refusal::from(ValidationError::new("score", "Enter a number, \"ex\" or nothing."));
    let text = match raw {
        None | Some(Value::Null) => return Ok(Entry::NotYet),
        Some(value) => text_of(Some(value)).ok_or_else(not_a_number)?,
    };
    let text = text.trim();
    if text.is_empty() {
        return Ok(Entry::NotYet);
    }
    if text.eq_ignore_ascii_case("ex") {
        return Ok(Entry::Excused);
    }
    if let Some(negative) = text.strip_prefix('-') {
        return match negative.parse::<Decimal>() {
            Ok(_) => Err(score_range(highest)),
            Err(_) => Err(not_a_number()),
        };
    }
    let score: Decimal = text.parse().map_err(|_| not_a_number())?;
    if score > highest {
        return Err(score_range(highest));
    }
    Ok(Entry::Scored(score))
}
