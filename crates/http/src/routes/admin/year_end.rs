//! The year end, admins only: `close-school-year` (a preview of the counts, then, confirmed,
//! every section's students moved on or graduated in one transaction), and the archive of
//! graduates: `archived-students` (the students list's "Show archived"), its CSV export, and
//! `restore-students`.

use actix_web::{web, HttpResponse};
use lyceum_persistence::school_years::year_end::{self, Destination, Move, YearEnd, YearEndError};
use lyceum_persistence::students::archive::{self, ArchivedStudent, RestoreError};
use serde::{Deserialize, Serialize};
use serde_json::json;
use ts_rs::TS;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::admin::imports::csv_file;
use crate::routes::forms::{checked_term, edited_id, ids_or, required_id};
use crate::routes::paging::Window;
use crate::state::AppState;
use lyceum_school::imports::sheet::Column;

/// What a `moves` entry's `to` says to graduate the section.
const GRADUATE: &str = "graduate";

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct MoveBody {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    to: String,
}

#[derive(Deserialize)]
pub(crate) struct CloseBody {
    id: Option<String>,
    #[serde(default)]
    moves: Vec<MoveBody>,
    /// False (the default) previews; true closes the year.
    #[serde(default)]
    confirm: bool,
}

#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct SectionJson {
    sectionID: String,
    section: String,
    students: usize,
    /// "graduate", a section's id, or null when the students stay.
    to: Option<String>,
    /// "Graduate", the section's "Grade 8 - Rizal", or null.
    toName: Option<String>,
}

fn answer(done: &YearEnd, preview: bool) -> serde_json::Value {
    let sections: Vec<SectionJson> = done
        .sections
        .iter()
        .map(|s| SectionJson {
            sectionID: s.section_id.clone(),
            section: s.section.clone(),
            students: s.students,
            to: s.to.as_ref().map(|to| match to {
                Destination::Graduate => GRADUATE.to_owned(),
                Destination::Section(id) => id.clone(),
            }),
            toName: match &s.to {
                Some(Destination::Graduate) => Some("Graduate".into()),
                _ => s.to_name.clone(),
            },
        })
        .collect();
    json!({
        "preview": preview,
        "year": done.year,
        "moved": done.moved,
        "graduated": done.graduated,
        "sections": sections,
    })
}

/// `close-school-year {id, moves: [{sectionID, to}], confirm}`: `to` is a section's id or
/// "graduate"; sections not named keep their students. Without `confirm` the counts are
/// answered and nothing changes.
pub(crate) async fn close_school_year(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<CloseBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let missing_year = || ApiError::NotFound("School year not found.".into());
    let id = edited_id(body.id.as_deref(), "id", "Choose a school year.", missing_year)?;
    let mut plan = Vec::with_capacity(body.moves.len());
    for step in &body.moves {
        let from = required_id("moves", &step.sectionID)?;
        let to = match step.to.trim() {
            to if to.eq_ignore_ascii_case(GRADUATE) => Destination::Graduate,
            to => Destination::Section(required_id("moves", to)?),
        };
        plan.push(Move { from, to });
    }
    let commit = body.confirm;
    let done = db::run(&state.db, move |conn| {
        year_end::close(conn, &id, &plan, commit).map_err(|error| match error {
            YearEndError::MissingYear => missing_year(),
            YearEndError::Closed => {
                ApiError::Conflict { message: "This school year is already closed.".into(), field: None }
            }
            YearEndError::Invalid(errors) => ApiError::Invalid(errors),
            YearEndError::Store(error) => error.into(),
        })
    })
    .await?;
    if commit {
        state.calendar.forget();
        live::sessions_ended(&state, &done.ended_sessions, &done.graduate_ids);
        state.audit.record(
            Entry::by(&caller, "close").on_kind("school year").detail(format!(
                "closed {}: {} student(s) moved on, {} graduated",
                done.year, done.moved, done.graduated
            )),
        );
    }
    Ok(HttpResponse::Ok().json(answer(&done, !commit)))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ArchiveQuery {
    q: Option<String>,
    page: Option<i64>,
    pageSize: Option<i64>,
}

#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub(crate) struct ArchivedJson {
    _id: String,
    first_name: String,
    last_name: String,
    full_name: String,
    email: String,
    leftFrom: String,
    schoolYear: String,
    /// `YYYY-MM-DD`.
    archivedOn: String,
}

impl From<ArchivedStudent> for ArchivedJson {
    fn from(s: ArchivedStudent) -> Self {
        ArchivedJson {
            full_name: format!("{} {}", s.first_name, s.last_name),
            _id: s.id,
            first_name: s.first_name,
            last_name: s.last_name,
            email: s.email,
            leftFrom: s.left_from,
            schoolYear: s.school_year,
            archivedOn: s.archived_at.date().to_string(),
        }
    }
}

/// `archived-students?q=&page=&pageSize=`: one page of graduates, by name.
pub(crate) async fn archived_students(
    state: web::Data<AppState>,
    _caller: Signed<AdminOnly>,
    query: web::Query<ArchiveQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let window = Window::new(query.page, query.pageSize)?;
    let term = checked_term("q", query.q)?;
    let (offset, limit) = (window.offset(), window.page_size);
    let (rows, total) = db::query(&state.db, move |conn| archive::list(conn, term.as_deref(), offset, limit)).await?;
    let rows: Vec<ArchivedJson> = rows.into_iter().map(ArchivedJson::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(window.answer("students", rows, total)))
}

const fn column(name: &'static str) -> Column {
    Column { name, required: false }
}

const ARCHIVE_COLUMNS: &[Column] = &[
    column("Last name"),
    column("First name"),
    column("Middle name"),
    column("Email"),
    column("Birthdate"),
    column("Left from"),
    column("School year"),
    column("Archived on"),
    column("Parent or guardian"),
    column("Parent email"),
    column("Parent phone"),
];

/// `export-archived-students.csv`: every graduate, with the class and year they left.
pub(crate) async fn export_archived_students(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let (rows, _) = db::query(&state.db, |conn| archive::list(conn, None, 0, i64::MAX)).await?;
    state.audit.record(
        Entry::by(&caller, "export").on_kind("archived student").detail(format!("{} archived student(s)", rows.len())),
    );
    let cells = rows
        .into_iter()
        .map(|s| {
            vec![
                s.last_name,
                s.first_name,
                s.middle_name.unwrap_or_default(),
                s.email,
                s.birthdate.to_string(),
                s.left_from,
                s.school_year,
                s.archived_at.date().to_string(),
                format!("{} {}", s.parent_first_name, s.parent_last_name),
                s.parent_email.unwrap_or_default(),
                s.parent_phone.unwrap_or_default(),
            ]
        })
        .collect();
    csv_file("archived-students", ARCHIVE_COLUMNS, cells)
}

#[derive(Deserialize)]
pub(crate) struct IdsBody {
    #[serde(default)]
    ids: Vec<String>,
}

/// `restore-students {ids}`: archived students back into the school, all or none.
pub(crate) async fn restore_students(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let missing = || ApiError::NotFound("Archived student not found.".into());
    let ids = ids_or(&body.into_inner().ids, missing)?;
    if ids.is_empty() {
        return Err(ApiError::BadRequest("Choose the students to restore.".into()));
    }
    let detail_ids = ids.clone();
    let restored = db::run(&state.db, move |conn| {
        archive::restore(conn, &ids).map_err(|error| match error {
            RestoreError::Missing => missing(),
            RestoreError::EmailTaken(email) => ApiError::Conflict {
                message: format!("Another account now uses {email}; change that account's email first."),
                field: None,
            },
            RestoreError::Store(error) => error.into(),
        })
    })
    .await?;
    state.audit.record(
        Entry::by(&caller, "restore")
            .on_kind("student")
            .detail(format!("{restored} archived student(s): {}", detail_ids.join(", "))),
    );
    Ok(HttpResponse::Ok().json(json!({ "restored": restored })))
}
