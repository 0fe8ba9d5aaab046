//! The attendance reports as CSV files, written by the one CSV writer (`imports::sheet`, which
//! escapes every cell a spreadsheet would run as a formula) and sent as a download named after
//! what it holds.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::HttpResponse;
use lyceum_domain::attendance::report::{letter, tally, Month};
use lyceum_domain::attendance::RegisterKind;
use lyceum_domain::file_name::file_name_part;
use lyceum_domain::DayRange;
use lyceum_persistence::attendance::places::Place;
use lyceum_persistence::attendance::reports::export::ExportRow;
use lyceum_persistence::attendance::reports::summary::{Event, StudentName};
use lyceum_persistence::school_years::Period;
use lyceum_persistence::timetable::SectionName;

use super::report_views::{AbsenteeView, MonthTable};
use crate::error::ApiError;
use crate::views::full_name;
use lyceum_school::imports::sheet;

/// The CSV file `name`.csv of `header` and `rows`, as an attachment.
fn download(name: &str, header: &[String], rows: Vec<Vec<String>>) -> Result<HttpResponse, ApiError> {
    let body = sheet::write_table(header, rows).map_err(ApiError::internal)?;
    let disposition = ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(format!("{name}.csv"))],
    };
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(disposition)
        .insert_header(("Cache-Control", "no-store"))
        .body(body))
}

fn header(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| (*name).to_owned()).collect()
}

/// `grade-7-rizal`.
fn section_part(section: &SectionName) -> String {
    file_name_part(&format!("{} {}", section.level, section.section), "section")
}

/// A lesson's or the daily register's kind, subject and start time as cells.
fn register_cells(kind: RegisterKind, subject: Option<&str>, start: Option<String>) -> [String; 3] {
    [kind.as_str().to_owned(), subject.unwrap_or_default().to_owned(), start.unwrap_or_default()]
}

/// `attendance-<level>-<section>-<month>.csv`: `Student,<each date>,Present,Late,Absent,Excused`,
/// a mark as `P`, `L`, `A`, `E` or blank.
pub(crate) fn month(section: &SectionName, month: Month, table: MonthTable) -> Result<HttpResponse, ApiError> {
    let mut columns = vec!["Student".to_owned()];
    columns.extend(table.days.iter().map(|day| day.to_string()));
    columns.extend(header(&["Present", "Late", "Absent", "Excused"]));
    let rows = table
        .rows
        .into_iter()
        .map(|row| {
            let totals = tally(row.marks.iter().copied());
            let mut cells = vec![row.full_name];
            cells.extend(row.marks.iter().map(|mark| mark.map(letter).unwrap_or_default().to_owned()));
            cells.extend([totals.present, totals.late, totals.absent, totals.excused].map(|n| n.to_string()));
            cells
        })
        .collect();
    download(&format!("attendance-{}-{month}", section_part(section)), &columns, rows)
}

/// `attendance-<student>[-<term>].csv`: the student's marks other than present.
pub(crate) fn events(student: &StudentName, term: Option<&Period>, events: &[Event]) -> Result<HttpResponse, ApiError> {
    let columns = header(&["Date", "Register", "Subject", "Start", "Code", "Minutes late", "Note"]);
    let rows = events
        .iter()
        .map(|event| {
            let mut cells = vec![event.day.to_string()];
            cells.extend(register_cells(event.kind, event.subject.as_deref(), event.start.map(|at| at.to_text())));
            cells.push(event.code.as_str().to_owned());
            cells.push(event.minutes_late.map(|minutes| minutes.to_string()).unwrap_or_default());
            cells.push(event.note.clone().unwrap_or_default());
            cells
        })
        .collect();
    let who = full_name(&student.first_name, student.middle_name.as_deref(), &student.last_name);
    let name = match term {
        Some(term) => {
            format!("attendance-{}-{}", file_name_part(&who, "section"), file_name_part(&term.name, "section"))
        }
        None => format!("attendance-{}", file_name_part(&who, "section")),
    };
    download(&name, &columns, rows)
}

/// `registers-not-taken-<date>.csv`.
pub(crate) fn not_taken(day: chrono::NaiveDate, places: &[Place]) -> Result<HttpResponse, ApiError> {
    let columns = header(&["Date", "Register", "Level", "Section", "Subject", "Start", "End", "Teacher"]);
    let rows = places
        .iter()
        .map(|place| {
            let lesson = place.lesson.as_ref();
            vec![
                day.to_string(),
                place.kind().as_str().to_owned(),
                place.section.level.clone(),
                place.section.section.clone(),
                lesson.map(|lesson| lesson.subject.clone()).unwrap_or_default(),
                lesson.map(|lesson| lesson.slot.start.to_text()).unwrap_or_default(),
                lesson.map(|lesson| lesson.slot.end.to_text()).unwrap_or_default(),
                lesson.and_then(|lesson| lesson.teacher.as_ref()).map(|(_, name)| name.clone()).unwrap_or_default(),
            ]
        })
        .collect();
    download(&format!("registers-not-taken-{day}"), &columns, rows)
}

/// `chronic-absence[-<term>].csv`: `Student,Level,Section,Absent,Excused,Missed,Percent`.
pub(crate) fn chronic(term: Option<&Period>, students: &[AbsenteeView]) -> Result<HttpResponse, ApiError> {
    let columns = header(&["Student", "Level", "Section", "Absent", "Excused", "Missed", "Percent"]);
    let rows = students
        .iter()
        .map(|student| {
            vec![
                student.full_name.clone(),
                student.level.clone().unwrap_or_default(),
                student.section.clone().unwrap_or_default(),
                student.absent.to_string(),
                student.excused.to_string(),
                student.missed.to_string(),
                format!("{:.1}", student.percent),
            ]
        })
        .collect();
    let name = match term {
        Some(term) => format!("chronic-absence-{}", file_name_part(&term.name, "section")),
        None => "chronic-absence".to_owned(),
    };
    download(&name, &columns, rows)
}

/// `attendance-<level>-<section>-<from>-to-<to>.csv`: one row per student per register.
pub(crate) fn export(section: &SectionName, days: DayRange, rows: Vec<ExportRow>) -> Result<HttpResponse, ApiError> {
    let columns = header(&["Date", "Register", "Subject", "Start", "Student", "Code", "Minutes late", "Note"]);
    let rows = rows
        .into_iter()
        .map(|row| {
            let mut cells = vec![row.day.to_string()];
            cells.extend(register_cells(row.kind, row.subject.as_deref(), row.start.map(|at| at.to_text())));
            let (first, middle, last) = &row.student;
            cells.push(full_name(first, middle.as_deref(), last));
            cells.push(row.code.as_str().to_owned());
            cells.push(row.minutes_late.map(|minutes| minutes.to_string()).unwrap_or_default());
            cells.push(row.note.unwrap_or_default());
            cells
        })
        .collect();
    let name = format!("attendance-{}-{}-to-{}", section_part(section), days.first(), days.last());
    download(&name, &columns, rows)
}
