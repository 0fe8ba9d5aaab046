//! What the route files share to read a form: required and edited ids, today's date for birth
//! dates, spotting a change to a field the caller may not change, the `image` of an update form,
//! the term of a search box, and a number field.

use lyceum_domain::{Id, ValidationError};
use lyceum_persistence::Conn;
use serde::Deserialize;

use crate::error::ApiError;
use crate::storage;

/// Most people a search answers.
pub(crate) const SEARCH_LIMIT: i64 = 50;

/// A required id field, parsed into the stored form of an id: 400 naming the field when it is
/// blank or cannot be an id (see [`Id`]), so a malformed id never reaches a query.
pub(crate) fn required_id(field: &'static str, raw: &str) -> Result<String, ValidationError> {
    if raw.trim().is_empty() {
        return Err(ValidationError::new(field, "This field is required."));
    }
    Id::parse(raw).map(Id::into_string).ok_or_else(|| ValidationError::new(field, NOT_AN_ID))
}

/// The id of the record a form edits (`field`, usually `id`), or 400 saying `missing`; the
/// route's answer to an unknown record (`not_found`) when it cannot be an id.
pub(crate) fn edited_id(
    raw: Option<&str>,
    field: &'static str,
    missing: &'static str,
    not_found: impl FnOnce() -> ApiError,
) -> Result<String, ApiError> {
    let raw = raw.map(str::trim).filter(|id| !id.is_empty()).ok_or_else(|| ValidationError::new(field, missing))?;
    id_or(raw, not_found)
}

/// What a field holding something that cannot be an id is told.
pub(crate) const NOT_AN_ID: &str = "This is not a valid id.";

/// The id `raw` names, or `not_found` (the route's answer to an unknown id) when it cannot be an
/// id: no record has such an id, so no query is needed to say so.
pub(crate) fn id_or<E>(raw: &str, not_found: impl FnOnce() -> E) -> Result<String, E> {
    Id::parse(raw).map(Id::into_string).ok_or_else(not_found)
}

/// Every id of a list, or `not_found` (the route's answer to an unknown id) when any of them
/// cannot be an id: no record has such an id, so no query is needed to say so.
pub(crate) fn ids_or(raw: &[String], not_found: impl FnOnce() -> ApiError) -> Result<Vec<String>, ApiError> {
    Id::parse_all(raw).map(|ids| ids.into_iter().map(Id::into_string).collect()).ok_or_else(not_found)
}

/// A form naming one record: `{id}`.
#[derive(Deserialize)]
pub(crate) struct IdBody {
    /// The record's id.
    #[serde(default)]
    pub(crate) id: String,
}

pub(crate) use lyceum_school::report_queries::given;

/// Today's date at the server, the limit birth dates are checked against.
pub(crate) fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

/// The `image` of an update form. A form without the key keeps the current photo; `null` or
/// `""` removes it; a path sets the stored image it names.
#[derive(Debug, Default)]
pub(crate) enum ImageField {
    /// No `image` key: the photo stays as it is.
    #[default]
    Keep,
    /// The photo the form asks for; none when null or blank.
    Set(Option<String>),
}

impl<'de> serde::Deserialize<'de> for ImageField {
    // Only called when the key is present; a missing key is `Keep` through `#[serde(default)]`.
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Option::<String>::deserialize(deserializer).map(ImageField::Set)
    }
}

impl ImageField {
    /// The photo a new account starts with: the one sent, if any.
    pub fn for_new_account(&self) -> Option<&str> {
        match self {
            ImageField::Keep => None,
            ImageField::Set(path) => path.as_deref(),
        }
    }

    /// The photo after an update of someone whose photo is `current`: `current` when the form
    /// has no `image`, otherwise the stored image sent (checked) or none.
    pub fn after_update(&self, conn: &mut Conn, current: Option<&str>) -> Result<Option<String>, ApiError> {
        match self {
            ImageField::Keep => Ok(current.map(str::to_owned)),
            ImageField::Set(path) => Ok(storage::uploaded_image(conn, path.as_deref())?),
        }
    }
}

pub(crate) use lyceum_school::report_queries::{checked_term, number, search_term, SearchBody};
