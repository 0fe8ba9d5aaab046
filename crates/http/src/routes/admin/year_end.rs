//! The year end, admins only: `close-school-year` (a preview of the counts, then, confirmed,
//! every section's students moved on or graduated in one transaction), and the archive of
//! graduates: `archived-students` (the students list's "Show archived"), its CSV export, and
//! `restore-students`.

use actix_web::{web, HttpResponse};
use lyceum_persistence::school_years::year_end::{Destination, Move};
use lyceum_persistence::students::archive;
use lyceum_school::year_end::RestoredView;
use lyceum_school::year_end::{self, archive_sheet, ArchivedJson, YearEndView, ARCHIVE_COLUMNS, GRADUATE};
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::admin::imports::csv_file;
use crate::routes::forms::{checked_term, edited_id, ids_or, required_id};
use crate::routes::paging::Window;
use crate::state::AppState;

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
    let (commit, actor) = (body.confirm, Actor::from(&caller));
    let done = db::run(&state.db, move |conn| Ok(year_end::close(conn, &actor, &id, &plan, commit)?)).await?;
    if commit {
        state.calendar.forget();
        live::sessions_ended(&state, &done.ended_sessions, &done.graduate_ids);
    }
    Ok(HttpResponse::Ok().json(YearEndView::new(&done, !commit)))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ArchiveQuery {
    q: Option<String>,
    page: Option<i64>,
    pageSize: Option<i64>,
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

/// `export-archived-students.csv`: every graduate, with the class and year they left.
pub(crate) async fn export_archived_students(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let (rows, _) = db::query(&state.db, |conn| archive::list(conn, None, 0, i64::MAX)).await?;
    state.audit.record(
        Entry::by(&caller, "export").on_kind("archived student").detail(format!("{} archived student(s)", rows.len())),
    );
    let cells = archive_sheet(rows);
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
    let actor = Actor::from(&caller);
    let restored = db::run(&state.db, move |conn| Ok(year_end::restore(conn, &actor, &ids)?)).await?;
    Ok(HttpResponse::Ok().json(RestoredView { restored }))
}
