//! The reports of one subject, section or student: `GET /api/attendance/history?subjectID=`
//! (a subject's registers of a term), `GET /api/attendance/section-month?sectionID=&month=`
//! (School Form 2) and `GET /api/attendance/student-summary?studentID=` (a student's term), the
//! last two also as CSV (`format=csv`). Each checks who asks before reading: administrators
//! any; a teacher their subject's registers and their advisory section's students; a student
//! their own summary. What the school-wide reports share is here too.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::report::Month;
use lyceum_domain::attendance::RegisterKind;
use lyceum_domain::{FieldErrors, Id, Role};
use lyceum_persistence::attendance::places::{self, Asked, Place};
use lyceum_persistence::attendance::reports::span::{self, calendar_of, Span};
use lyceum_persistence::attendance::reports::{history, month, summary};
use lyceum_persistence::attendance::settings;
use lyceum_persistence::{learners, timetable, StoreError};
use lyceum_school::attendance_sheets::{self, MonthTable};
use serde::Deserialize;

use super::csv;
use super::target::today;
use crate::audit::Entry;
use crate::auth::caller::{AdminOrTeacher, AnyRole, RoleSet, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::routes::forms::given;
use crate::routes::forms::id_or;
use crate::routes::guardian_access::check_linked;
use crate::state::AppState;
use lyceum_school::attendance_report_views::{HistoryView, MonthView, SummaryView};
pub(crate) use lyceum_school::report_queries::{format, required, Format};

/// 403 for a caller who may not read the attendance asked for.
pub(crate) fn cannot_see() -> ApiError {
    ApiError::Forbidden("You cannot see this attendance.".into())
}

/// 404 with `message`.
pub(crate) fn not_found(message: &str) -> impl FnOnce() -> ApiError + '_ {
    move || ApiError::NotFound(message.to_owned())
}

/// The term asked for (`termID`), or by default the current one; 404 for an unknown or
/// malformed term.
pub(crate) async fn span_of(state: &AppState, term_id: &Option<String>) -> Result<Span, ApiError> {
    let term = given(term_id).map(|raw| id_or(raw, not_found("This term does not exist."))).transpose()?;
    let year = current_year(state).await?;
    db::read(&state.db, move |conn| span::resolve(conn, term.as_deref(), year.as_ref(), today()))
        .await?
        .ok_or_else(not_found("This term does not exist."))
}

/// The section `raw` names, for an administrator or its adviser: 404 when there is none, 403
/// for anyone else.
pub(crate) async fn advised_section<R: RoleSet>(
    state: &AppState,
    caller: &Signed<R>,
    raw: &str,
) -> Result<Place, ApiError> {
    let id = id_or(raw, not_found("This section does not exist."))?;
    let place = db::read(&state.db, move |conn| places::find(conn, Asked::Daily(&id)))
        .await?
        .ok_or_else(not_found("This section does not exist."))?;
    if caller.role() != Role::Admin && place.adviser_id.as_deref() != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    Ok(place)
}

/// The query of `GET history`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct HistoryQuery {
    subjectID: Option<String>,
    termID: Option<String>,
}

/// `GET history?subjectID=[&termID=]`: every lesson of the subject on the term's school days so
/// far, taken or not, latest first.
pub(crate) async fn subject_history(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<HistoryQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let raw = required(&mut errors, "subjectID", &query.subjectID, "Choose a subject.");
    errors.into_result()?;
    let id = id_or(raw.unwrap_or_default(), not_found("This subject does not exist."))?;
    let subject = db::read(&state.db, move |conn| history::subject(conn, &id))
        .await?
        .ok_or_else(not_found("This subject does not exist."))?;
    if caller.role() != Role::Admin && subject.teacher_id.as_deref() != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    let span = span_of(&state, &query.termID).await?;
    let school_days = span.school_days();
    let (asked, days) = (subject.clone(), span.days);
    let registers = db::read(&state.db, move |conn| {
        let Some(days) = days else { return Ok::<_, ApiError>(Vec::new()) };
        let expected = settings::read(conn)?.registers.takes(RegisterKind::Lesson);
        Ok(history::read(conn, &asked, days, &school_days, expected)?)
    })
    .await?;
    let view = HistoryView::new(&subject, span.term.as_ref(), &registers);
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The query of `GET section-month`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct MonthQuery {
    sectionID: Option<String>,
    month: Option<String>,
    format: Option<String>,
}

/// `GET section-month?sectionID=&month=YYYY-MM[&format=csv]`: the section's current students by
/// the month's school days (and any day a register was taken), School Form 2's layout.
pub(crate) async fn section_month(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<MonthQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let raw = required(&mut errors, "sectionID", &query.sectionID, "Choose a section.");
    let month = errors.check(Month::parse(query.month.as_deref()));
    let format = format(&mut errors, &query.format);
    errors.into_result()?;
    let (Some(raw), Some(month)) = (raw, month) else { return Err(ApiError::BadRequest("Invalid month.".into())) };
    let place = advised_section(&state, &caller, raw).await?;
    let year = current_year(&state).await?;
    let school_days = calendar_of(year.as_ref()).school_days(month.days());
    let (section_id, adviser_id) = (place.section.id.clone(), place.adviser_id.clone());
    let (grid, adviser, sexes) = db::read(&state.db, move |conn| {
        let grid = month::read(conn, &section_id, month.days())?;
        let adviser = adviser_id.map(|id| timetable::teacher_name(conn, &id)).transpose()?.flatten();
        let sexes = learners::sexes_of(conn, &grid.students.iter().map(|s| s.id.clone()).collect::<Vec<_>>())?;
        Ok::<_, ApiError>((grid, adviser, sexes))
    })
    .await?;
    let table = MonthTable::new(grid, school_days);
    if format == Format::Csv {
        let detail = format!("attendance of {} {}, {month}", place.section.level, place.section.section);
        state.audit.record(Entry::by(&caller, "export").on("section", place.section.id.clone()).detail(detail));
        return csv::send(attendance_sheets::month(&place.section, month, table));
    }
    let view = MonthView::new(&place.section, adviser, month, table, &sexes);
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The query of `GET student-summary`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct SummaryQuery {
    studentID: Option<String>,
    termID: Option<String>,
    format: Option<String>,
}

/// `GET student-summary?studentID=[&termID=][&format=csv]`: the student's days of the term so
/// far, and their marks other than present (the CSV holds those).
pub(crate) async fn student_summary(
    state: web::Data<AppState>,
    caller: Signed<AnyRole>,
    query: web::Query<SummaryQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let raw = required(&mut errors, "studentID", &query.studentID, "Choose a student.");
    let format = format(&mut errors, &query.format);
    errors.into_result()?;
    let id = Id::parse(raw.unwrap_or_default()).map(Id::into_string);
    if caller.role() == Role::Student && id.as_deref() != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    if caller.role() == Role::Guardian {
        let (session, asked) = (caller.session.clone(), id.clone().unwrap_or_default());
        db::read(&state.db, move |conn| check_linked(conn, (session.role, &session.user_id), &asked)).await?;
    }
    let id = id.ok_or_else(not_found("This student does not exist."))?;
    let term = given(&query.termID).map(|raw| id_or(raw, not_found("This term does not exist."))).transpose()?;
    let year = current_year(&state).await?;
    // The student, the term and the attendance in one trip to the database; who may see it is
    // checked before any of it is answered.
    let found = db::read(&state.db, move |conn| {
        let Some(student) = summary::student(conn, &id)? else { return Ok::<_, StoreError>(None) };
        let span = span::resolve(conn, term.as_deref(), year.as_ref(), today())?;
        let read = match span.as_ref().and_then(|span| span.days) {
            Some(days) => Some(summary::read(conn, &student, days, &[])?),
            None => None,
        };
        Ok(Some((student, span, read)))
    })
    .await?;
    let (student, span, read) = found.ok_or_else(not_found("This student does not exist."))?;
    if caller.role() == Role::Teacher && student.adviser_id.as_deref() != Some(caller.user_id()) {
        return Err(cannot_see());
    }
    let span = span.ok_or_else(not_found("This term does not exist."))?;
    let read = read.unwrap_or(summary::Summary { days: Default::default(), events: Vec::new() });
    if format == Format::Csv {
        let detail = format!("attendance of {} {}", student.first_name, student.last_name);
        state.audit.record(Entry::by(&caller, "export").on("student", student.id.clone()).detail(detail));
        return csv::send(attendance_sheets::events(&student, span.term.as_ref(), &read.events));
    }
    if caller.role() == Role::Guardian {
        let detail = format!("attendance of {} {}", student.first_name, student.last_name);
        state.audit.record(Entry::by(&caller, "read").on("student", student.id.clone()).detail(detail));
    }
    let view = SummaryView::new(&student, span.term.as_ref(), &span.school_days(), &read);
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}
