//! Every `/api` route with the roles it admits. Each area registers its routes in its own file;
//! the role is in each handler's `Signed<...>` extractor.

pub mod account;
pub mod admins;
pub mod audit_log;
pub mod classes;
pub mod default_password;
pub mod files;
pub mod health;
pub mod imports;
pub mod messages;
pub mod news;
pub mod newsletters;
pub mod password_reset;
pub mod student_accounts;
pub mod students;
pub mod teacher_accounts;
pub mod teachers;

use actix_web::http::StatusCode;
use actix_web::middleware::{from_fn, ErrorHandlers};
use actix_web::web;

use crate::app::{json_errors, refuse_cross_site};
use crate::ApiError;

/// Registers the whole API under `/api`.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/api")
            .wrap(ErrorHandlers::new().handler(StatusCode::METHOD_NOT_ALLOWED, json_errors::method_not_allowed))
            .wrap(from_fn(refuse_cross_site))
            .wrap(from_fn(crate::compression::compress_json))
            .configure(health::routes)
            .configure(account::routes)
            .configure(files::routes)
            .service(web::scope("/admins").configure(admins::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/students").configure(students::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/teachers").configure(teachers::routes).default_service(web::to(no_such_call)))
            .service(web::scope("/messages").configure(messages::routes).default_service(web::to(no_such_call)))
            .configure(crate::live::routes)
            .default_service(web::to(no_such_call)),
    );
}

/// A required id field, or 400 naming it.
pub(crate) fn required_id(field: &'static str, raw: &str) -> Result<String, lyceum_domain::ValidationError> {
    let raw = raw.trim();
    if raw.is_empty() {
        Err(lyceum_domain::ValidationError::new(field, "This field is required."))
    } else {
        Ok(raw.to_owned())
    }
}

/// The id of the record a form edits (`field`, usually `id`), or 400 saying `missing`.
pub(crate) fn edited_id(
    raw: Option<&str>,
    field: &'static str,
    missing: &'static str,
) -> Result<String, lyceum_domain::ValidationError> {
    raw.map(str::trim)
        .filter(|id| !id.is_empty())
        .map(str::to_owned)
        .ok_or_else(|| lyceum_domain::ValidationError::new(field, missing))
}

/// Today's date at the server, the limit birth dates are checked against.
pub(crate) fn today() -> chrono::NaiveDate {
    chrono::Utc::now().date_naive()
}

/// True when a form sent a non-blank value other than the stored one: how a route spots an
/// attempt to change a field the caller may not change, while a form that sends the unchanged
/// profile back still passes.
pub(crate) fn changes(sent: Option<&str>, stored: Option<&str>) -> bool {
    match sent.map(str::trim).filter(|sent| !sent.is_empty()) {
        None => false,
        Some(sent) => Some(sent) != stored.map(str::trim),
    }
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
    pub fn after_update(
        &self,
        conn: &mut lyceum_persistence::Conn,
        current: Option<&str>,
    ) -> Result<Option<String>, ApiError> {
        match self {
            ImageField::Keep => Ok(current.map(str::to_owned)),
            ImageField::Set(path) => crate::storage::uploaded_image(conn, path.as_deref()),
        }
    }
}

/// One page of a list: `page` from 1 (default 1), `pageSize` from 1 to 200 (default 20).
pub(crate) struct Window {
    pub page: i64,
    pub page_size: i64,
}

impl Window {
    /// Checks the asked page; 400 when it is out of range.
    pub fn new(page: Option<i64>, page_size: Option<i64>) -> Result<Window, ApiError> {
        let window = Window { page: page.unwrap_or(1), page_size: page_size.unwrap_or(20) };
        if window.page < 1 || !(1..=200).contains(&window.page_size) {
            return Err(ApiError::BadRequest("Use a page from 1 and a pageSize from 1 to 200.".into()));
        }
        Ok(window)
    }

    /// Rows before this page.
    pub fn offset(&self) -> i64 {
        (self.page - 1) * self.page_size
    }

    /// This page of `rows_key` as the API answers it: `{<rows_key>: [...], total, page, pageSize}`.
    pub fn answer<T: serde::Serialize>(&self, rows_key: &'static str, rows: Vec<T>, total: i64) -> Paged<T> {
        Paged { rows_key, rows, total, page: self.page, page_size: self.page_size }
    }
}

/// One page of a list, written straight to JSON (no intermediate `serde_json::Value`).
pub(crate) struct Paged<T> {
    rows_key: &'static str,
    rows: Vec<T>,
    total: i64,
    page: i64,
    page_size: i64,
}

impl<T: serde::Serialize> serde::Serialize for Paged<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry(self.rows_key, &self.rows)?;
        map.serialize_entry("total", &self.total)?;
        map.serialize_entry("page", &self.page)?;
        map.serialize_entry("pageSize", &self.page_size)?;
        map.end()
    }
}

/// The JSON 404 for any unknown path under `/api` (each scope needs its own default).
async fn no_such_call() -> Result<actix_web::HttpResponse, ApiError> {
    Err(ApiError::NotFound("There is no such API call.".into()))
}
