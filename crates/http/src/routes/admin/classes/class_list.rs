//! A section's class list, under `/api/admins`, admins only: `class-list?sectionID=` (the
//! printable list, as JSON) and `export-section.csv?sectionID=` (the same rows as a CSV file),
//! each with `schoolYearID=` for the section's learners of a school year
//! (`lyceum_school::class_lists`). Each student comes with their parent or guardian and how to
//! reach them.

use actix_web::{web, HttpResponse};
use lyceum_domain::file_name::file_name_part;
use lyceum_school::class_lists::{self, ClassList, ClassListRow, COLUMNS};
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::admin::imports::csv_file;
use crate::routes::forms::{given, id_or, required_id};
use crate::state::AppState;

/// `?sectionID=[&schoolYearID=]`: the section whose list is asked for, now or in a school year.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SectionQuery {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    schoolYearID: Option<String>,
}

/// The class list of the query's section, audited as a read of the section's students.
async fn load(
    state: &web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    query: &SectionQuery,
    action: &str,
) -> Result<ClassList, ApiError> {
    let section_id = required_id("sectionID", &query.sectionID)?;
    let year = match given(&query.schoolYearID) {
        Some(raw) => Some(id_or(raw, || ApiError::NotFound("This school year does not exist.".into()))?),
        None => None,
    };
    let list = db::run(&state.db, move |conn| Ok(class_lists::read(conn, &section_id, year.as_deref())?)).await?;
    state.audit.record(Entry::by(caller, action).on("section", list.section_id.clone()).detail(format!(
        "class list of {} ({} student(s))",
        list.section,
        list.students.len()
    )));
    Ok(list)
}

/// `class-list?sectionID=`: the section's class list, for the printable page.
pub(crate) async fn class_list(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<SectionQuery>,
) -> Result<HttpResponse, ApiError> {
    let list = load(&state, &caller, &query, "read").await?;
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(list))
}

/// `export-section.csv?sectionID=`: the section's class list as a CSV file named after it.
pub(crate) async fn export_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<SectionQuery>,
) -> Result<HttpResponse, ApiError> {
    let list = load(&state, &caller, &query, "export").await?;
    let name = format!("class-list-{}", file_name_part(&format!("{} {}", list.level, list.section), "section"));
    csv_file(&name, COLUMNS, list.students.into_iter().map(ClassListRow::cells).collect())
}
