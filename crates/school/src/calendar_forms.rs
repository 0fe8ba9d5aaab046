//! The School year screen's forms as sent: a year's, a term's or a no-school day's name and
//! days, and the record a call names, each broken rule named by its field.

use lyceum_domain::calendar::parse_name;
use lyceum_domain::{DayRange, FieldErrors, Id, ValidationError};
use serde::Deserialize;

use crate::calendar::missing;
use crate::Refusal;

/// The form of `create-school-year`, `update-school-year`, `add-term`, `update-term` and
/// `add-no-school-day`; missing fields read as blank so the rules can name them.
#[derive(Deserialize)]
pub struct PeriodForm {
    #[serde(default)]
    id: String,
    #[serde(default, rename = "schoolYearID")]
    school_year_id: String,
    #[serde(default)]
    name: String,
    #[serde(default, rename = "firstDay")]
    first_day: String,
    #[serde(default, rename = "lastDay")]
    last_day: Option<String>,
}

impl PeriodForm {
    /// The name and days, the last day optional for a no-school day.
    pub fn named_days(&self, last_optional: bool) -> Result<(String, DayRange), Refusal> {
        let mut errors = FieldErrors::new();
        let name = errors.check(parse_name(&self.name));
        let last = self.last_day.as_deref().unwrap_or_default();
        let days = match DayRange::parse(&self.first_day, last, last_optional) {
            Ok(days) => Some(days),
            Err(broken) => {
                for (field, message) in broken.fields() {
                    errors.add(ValidationError::new(field, message.clone()));
                }
                None
            }
        };
        errors.into_result().map_err(Refusal::Invalid)?;
        match (name, days) {
            (Some(name), Some(days)) => Ok((name, days)),
            _ => Err(Refusal::BadRequest("Enter a name and dates.".into())),
        }
    }

    /// The record the form edits (`id`), a `what`.
    pub fn record(&self, what: &'static str) -> Result<String, Refusal> {
        record_id(&self.id, what)
    }

    /// The school year the form adds to (`schoolYearID`): required, and an id.
    pub fn year(&self) -> Result<String, Refusal> {
        if self.school_year_id.trim().is_empty() {
            return Err(ValidationError::new("schoolYearID", "This field is required.").into());
        }
        Id::parse(&self.school_year_id)
            .map(Id::into_string)
            .ok_or_else(|| ValidationError::new("schoolYearID", "This is not a valid id.").into())
    }
}

/// The id of the record a call names: blank is 400 on `id`; one that cannot be an id is the
/// 404 of an unknown record, without asking the database.
pub fn record_id(raw: &str, what: &'static str) -> Result<String, Refusal> {
    let raw = raw.trim();
    if raw.is_empty() {
        return Err(ValidationError::new("id", "This field is required.").into());
    }
    Id::parse(raw).map(Id::into_string).ok_or_else(|| missing(what))
}
