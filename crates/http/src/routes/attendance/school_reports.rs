//! The administrators' reports of the whole school, `GET /api/attendance/not-taken?date=` (the
//! registers of a day not taken) and `GET /api/attendance/chronic` (the students who missed at
//! least the chronic share of the term's school days), also as CSV; and a section's registers
//! as a CSV file for its adviser too, `GET /api/attendance/export?sectionID=&from=&to=`.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::report::{export_days, Percent};
use lyceum_domain::calendar::parse_day;
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::attendance::reports::span::calendar_of;
use lyceum_persistence::attendance::reports::{chronic, export, not_taken};
use lyceum_persistence::attendance::settings;
use lyceum_school::attendance_sheets;
use serde::Deserialize;

use super::csv;
use super::reports::{advised_section, format, required, span_of, Format};
use super::target::today;
use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::routes::forms::given;
use crate::state::AppState;
use lyceum_school::attendance_report_views::{AbsenteeView, ChronicView, NotTakenView, TermView};
use lyceum_school::attendance_views::RegisterSummary;

/// The query of `GET not-taken`.
#[derive(Deserialize)]
pub(crate) struct NotTakenQuery {
    date: Option<String>,
    format: Option<String>,
}

/// `GET not-taken[?date=][&format=csv]`: the registers the school expects that day (today by
/// default) that were not taken, by level, section and start time.
pub(crate) async fn registers_not_taken(
    state: web::Data<AppState>,
    _caller: Signed<AdminOnly>,
    query: web::Query<NotTakenQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let day = given(&query.date).map(|raw| errors.check(parse_day("date", raw)));
    let format = format(&mut errors, &query.format);
    errors.into_result()?;
    let day = day.flatten().unwrap_or_else(today);
    let school_day = calendar_of(current_year(&state).await?.as_ref()).is_school_day(day);
    let due = if school_day {
        // Every section and lesson of the school: off the async workers.
        db::run(&state.db, move |conn| {
            let takes = settings::read(conn)?.registers;
            Ok(not_taken::on(conn, day, takes)?)
        })
        .await?
    } else {
        Vec::new()
    };
    if format == Format::Csv {
        return csv::send(attendance_sheets::not_taken(day, &due));
    }
    let view = NotTakenView {
        date: day.to_string(),
        schoolDay: school_day,
        registers: due.iter().map(|place| RegisterSummary::new(place, day, None)).collect(),
    };
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The query of `GET chronic`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ChronicQuery {
    termID: Option<String>,
    format: Option<String>,
}

/// `GET chronic[?termID=][&format=csv]`: every current student whose missed days (absent or
/// excused) are at least the chronic share of the term's school days so far, most first.
pub(crate) async fn chronic_absence(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ChronicQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let format = format(&mut errors, &query.format);
    errors.into_result()?;
    let span = span_of(&state, &query.termID).await?;
    let school_days = span.school_days().len();
    let whole = u32::try_from(school_days).unwrap_or(u32::MAX);
    let days = span.days;
    let (threshold, found) = db::run(&state.db, move |conn| {
        let threshold = settings::read(conn)?.chronic_percent;
        let least = Percent::whole(threshold).least_part_of(whole);
        let found = match days {
            Some(days) if whole > 0 => chronic::list(conn, days, least)?,
            _ => Vec::new(),
        };
        Ok((threshold, found))
    })
    .await?;
    let students: Vec<AbsenteeView> = found.into_iter().map(|absentee| AbsenteeView::new(absentee, whole)).collect();
    if format == Format::Csv {
        let detail = format!("chronic absence, {} student(s)", students.len());
        state.audit.record(Entry::by(&caller, "export").on_kind("student").detail(detail));
        return csv::chronic(span.term.as_ref(), &students);
    }
    let view = ChronicView { term: TermView::of(span.term.as_ref()), schoolDays: school_days, threshold, students };
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// The query of `GET export`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ExportQuery {
    sectionID: Option<String>,
    from: Option<String>,
    to: Option<String>,
}

/// `GET export?sectionID=&from=&to=`: a CSV file of one row per current student of the section
/// per register taken from `from` to `to` (at most 366 days), present included.
pub(crate) async fn export_registers(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<ExportQuery>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let raw = required(&mut errors, "sectionID", &query.sectionID, "Choose a section.");
    let days = match export_days(given(&query.from).unwrap_or_default(), given(&query.to).unwrap_or_default()) {
        Ok(days) => Some(days),
        Err(found) => {
            for (field, message) in found.fields() {
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
    };
    errors.into_result()?;
    let (Some(raw), Some(days)) = (raw, days) else { return Err(ApiError::BadRequest("Invalid export.".into())) };
    let place = advised_section(&state, &caller, raw).await?;
    let section_id = place.section.id.clone();
    let rows = db::run(&state.db, move |conn| Ok(export::rows(conn, &section_id, days)?)).await?;
    let detail = format!("attendance of {} {}, {days}", place.section.level, place.section.section);
    state.audit.record(Entry::by(&caller, "export").on("section", place.section.id.clone()).detail(detail));
    csv::send(attendance_sheets::export(&place.section, days, rows))
}
