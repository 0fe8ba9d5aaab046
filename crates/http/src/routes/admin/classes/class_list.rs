//! A section's class list, under `/api/admins`, admins only: `class-list?sectionID=` (the
//! printable list, as JSON) and `export-section.csv?sectionID=` (the same rows as a CSV file).
//! Each student comes with their parent or guardian and how to reach them.

use actix_web::{web, HttpResponse};
use lyceum_domain::file_name::file_name_part;
use lyceum_persistence::classes::ClassError;
use lyceum_persistence::students::{self, StudentProfile};
use lyceum_persistence::{sections, Conn};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::shared::{run, Naming};
use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, Signed};
use crate::error::ApiError;
use crate::routes::admin::imports::csv_file;
use crate::routes::forms::required_id;
use crate::state::AppState;
use lyceum_school::imports::sheet::Column;

/// `?sectionID=`: the section whose list is asked for.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SectionQuery {
    #[serde(default)]
    sectionID: String,
}

/// One row of the class list.
#[derive(Serialize, TS)]
struct ClassListRow {
    _id: String,
    /// The row's number on the list, from 1.
    no: usize,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    email: String,
    birthdate: String,
    /// The parent or guardian's full name.
    parent_name: String,
    relationship: String,
    parent_email: Option<String>,
    parent_phone: Option<String>,
}

/// A section's class list: where the section sits, its adviser and its students in order.
#[derive(Serialize, TS)]
pub(crate) struct ClassList {
    section_id: String,
    section: String,
    level: String,
    category: String,
    adviser: Option<String>,
    students: Vec<ClassListRow>,
}

impl ClassListRow {
    fn new(no: usize, s: StudentProfile) -> ClassListRow {
        let parent = [Some(s.parent_first_name), s.parent_middle_name, Some(s.parent_last_name)];
        ClassListRow {
            _id: s.id,
            no,
            first_name: s.first_name,
            middle_name: s.middle_name,
            last_name: s.last_name,
            email: s.email,
            birthdate: s.birthdate.format("%Y-%m-%d").to_string(),
            parent_name: parent
                .into_iter()
                .flatten()
                .filter(|part| !part.trim().is_empty())
                .collect::<Vec<_>>()
                .join(" "),
            relationship: s.parent_relationship,
            parent_email: s.parent_email,
            parent_phone: s.parent_phone,
        }
    }

    /// The row as the cells of [`COLUMNS`].
    fn cells(self) -> Vec<String> {
        vec![
            self.no.to_string(),
            self.last_name,
            self.first_name,
            self.middle_name.unwrap_or_default(),
            self.email,
            self.birthdate,
            self.parent_name,
            self.relationship,
            self.parent_email.unwrap_or_default(),
            self.parent_phone.unwrap_or_default(),
        ]
    }
}

const fn column(name: &'static str) -> Column {
    Column { name, required: false }
}

/// The columns of the CSV file, in order.
const COLUMNS: &[Column] = &[
    column("No."),
    column("Last name"),
    column("First name"),
    column("Middle name"),
    column("Email"),
    column("Birthdate"),
    column("Parent or guardian"),
    column("Relationship"),
    column("Parent email"),
    column("Parent phone"),
];

/// Reads the class list of `section_id`; 404 when there is no such section.
fn read(conn: &mut Conn, section_id: &str) -> Result<ClassList, ClassError> {
    let heading = sections::heading(conn, section_id)?;
    let rows = students::in_section(conn, section_id)?;
    Ok(ClassList {
        section_id: section_id.to_owned(),
        section: heading.name,
        level: heading.level,
        category: heading.category,
        adviser: heading.adviser,
        students: rows.into_iter().enumerate().map(|(i, s)| ClassListRow::new(i + 1, s)).collect(),
    })
}

/// The class list of the query's section, audited as a read of the section's students.
async fn load(
    state: &web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    query: &SectionQuery,
    action: &str,
) -> Result<ClassList, ApiError> {
    let section_id = required_id("sectionID", &query.sectionID)?;
    let list = run(state, Naming::None, move |conn| read(conn, &section_id)).await?;
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
