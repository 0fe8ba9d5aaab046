//! What the class-structure routes share: checking a name, reading with a clash answered as
//! the use cases answer it, and the forms that name one or several records.

use actix_web::web;
use lyceum_domain::person::{required_text, MAX_NAME_LEN};
use lyceum_domain::ValidationError;
use lyceum_persistence::classes::ClassError;
use lyceum_persistence::Conn;
use lyceum_school::class_changes::refused;
pub(super) use lyceum_school::class_changes::Naming;
use serde::Deserialize;

use crate::db;
use crate::error::ApiError;
use crate::routes::forms::ids_or;
use crate::state::AppState;

/// A required name of at most the length names may have; 400 on `field` otherwise.
pub(super) fn name(field: &'static str, label: &str, raw: &str) -> Result<String, ValidationError> {
    required_text(field, label, raw, MAX_NAME_LEN)
}

/// Runs `work` on the database, answering a refusal as `lyceum_school::class_changes::refused`
/// says for `naming`.
pub(super) async fn run<T, F>(state: &web::Data<AppState>, naming: Naming, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ClassError> + Send + 'static,
{
    db::run(&state.db, move |conn| Ok(work(conn).map_err(refused(naming))?)).await
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
