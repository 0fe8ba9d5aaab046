//! The attendance reports as CSV files, written by the one CSV writer (`imports::sheet`, which
//! escapes every cell a spreadsheet would run as a formula) and sent as a download named after
//! what it holds. The sheets made of stored facts alone are `lyceum_school::attendance_sheets`;
//! the chronic-absence list is written here from its screen's view.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::HttpResponse;
use lyceum_domain::file_name::file_name_part;
use lyceum_persistence::school_years::Period;
use lyceum_school::attendance_sheets::{header, Sheet};
use lyceum_school::imports::sheet;

use crate::error::ApiError;
use lyceum_school::attendance_report_views::AbsenteeView;

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

/// A sheet of [`lyceum_school::attendance_sheets`], as a download.
pub(crate) fn send(sheet: Sheet) -> Result<HttpResponse, ApiError> {
    download(&sheet.name, &sheet.header, sheet.rows)
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
