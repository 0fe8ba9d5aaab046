//! What the class-structure routes share: checking a name, answering a name or a lesson that
//! clashes, and the forms that name one or several records.

use actix_web::web;
use lyceum_domain::person::{required_text, MAX_NAME_LEN};
use lyceum_domain::ValidationError;
use lyceum_persistence::classes::ClassError;
use lyceum_persistence::Conn;
use serde::Deserialize;

use crate::db;
use crate::error::ApiError;
use crate::routes::forms::ids_or;
use crate::state::AppState;

/// What a duplicate name clashes with, for the 409's field and message.
#[derive(Clone, Copy)]
pub(super) enum Naming {
    /// A category's name, unique in the school.
    Category,
    /// A level's name, unique in its category.
    Level,
    /// A section's name, unique in its level.
    Section,
    /// A subject's name, unique in its section; a teacher given to it must be free at its times.
    Subject,
    /// A weekly lesson: it may not overlap another of its section or of its teacher.
    Schedule,
    /// No name is written: a duplicate is not expected.
    None,
}

/// The answer to a refused change, naming the clash for `naming`.
pub(super) fn class_error(naming: Naming) -> impl Fn(ClassError) -> ApiError {
    move |error| match (error, naming) {
        (ClassError::Duplicate, Naming::Category) => {
            ApiError::conflict("category", "A category with this name already exists.")
        }
        (ClassError::Duplicate, Naming::Level) => {
            ApiError::conflict("level", "This category already has a level with this name.")
        }
        (ClassError::Duplicate, Naming::Section) => {
            ApiError::conflict("section", "This level already has a section with this name.")
        }
        (ClassError::Duplicate, Naming::Subject) => {
            ApiError::conflict("subject", "Subject already Exists for this Section!")
        }
        (clash @ ClassError::Clash(_), Naming::Schedule) => ApiError::conflict("startTime", clash.to_string()),
        (clash @ ClassError::Clash(_), _) => ApiError::conflict("teacher", clash.to_string()),
        (other, _) => other.into(),
    }
}

/// A required name of at most the length names may have; 400 on `field` otherwise.
pub(super) fn name(field: &'static str, label: &str, raw: &str) -> Result<String, ValidationError> {
    required_text(field, label, raw, MAX_NAME_LEN)
}

/// Runs `work` on the database, answering a refused change as [`class_error`] says.
pub(super) async fn run<T, F>(state: &web::Data<AppState>, naming: Naming, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ClassError> + Send + 'static,
{
    db::run(&state.db, move |conn| work(conn).map_err(class_error(naming))).await
}

/// A form naming one level: `{levelID}`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct LevelIdBody {
    /// The level's id.
    #[serde(default)]
    pub(super) levelID: String,
}

/// A form naming several records: `{ids}`.
#[derive(Deserialize)]
pub(crate) struct IdsBody {
    /// The records' ids.
    ids: Vec<String>,
}

/// The ids of the form, or 400 asking to choose at least one `what`.
pub(super) fn ids(body: IdsBody, what: &str) -> Result<Vec<String>, ApiError> {
    if body.ids.is_empty() || body.ids.iter().any(|id| id.trim().is_empty()) {
        return Err(ValidationError::new("ids", format!("Choose at least one {what}.")).into());
    }
    ids_or(&body.ids, || ApiError::NotFound(format!("This {what} does not exist.")))
}
