//! The enrolment lists the Learner Information System (LIS) takes, as CSV: the
//! beginning-of-year list (who enrolled, how) and the end-of-year list (how each enrolment
//! ended), one row per enrolment of the year, by level, section and name (docs/learner-records.md).

use std::collections::HashMap;

use lyceum_domain::enrolment::{EnrolmentStatus, DROP_REASONS};
use lyceum_domain::file_name::file_name_part;
use lyceum_persistence::learners::enrolments::Enrolment;
use lyceum_persistence::learners::forms::{self, FormLearner};
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::Conn;

use crate::imports::sheet;
use crate::school_forms::{standings, FormFile};
use crate::Refusal;

/// The beginning-of-year list's columns.
pub const ENROLMENT_COLUMNS: [&str; 12] = [
    "LRN",
    "Last Name",
    "First Name",
    "Middle Name",
    "Sex",
    "Birth Date",
    "Grade Level",
    "Section",
    "Date Enrolled",
    "Enrolment Status",
    "Previous School",
    "Previous General Average",
];

/// The end-of-year list's columns.
pub const STATUS_COLUMNS: [&str; 12] = [
    "LRN",
    "Last Name",
    "First Name",
    "Middle Name",
    "Sex",
    "Grade Level",
    "Section",
    "Status",
    "Status Date",
    "General Average",
    "Other School",
    "Drop Reason",
];

/// One enrolment of the year with its learner and names.
struct Row {
    enrolment: Enrolment,
    level: String,
    section: String,
    learner: FormLearner,
}

/// The year's enrolments with their learners, by level, section and name.
fn roster(conn: &mut Conn, year: &SchoolYear) -> Result<Vec<Row>, Refusal> {
    let enrolled = forms::year_roster(conn, &year.year.id)?;
    let ids: Vec<String> = enrolled.iter().map(|(enrolment, _, _)| enrolment.student_id.clone()).collect();
    let mut learners: HashMap<String, FormLearner> =
        forms::learners(conn, &ids)?.into_iter().map(|learner| (learner.id.clone(), learner)).collect();
    let mut rows: Vec<Row> = enrolled
        .into_iter()
        .filter_map(|(enrolment, level, section)| {
            let learner = learners.remove(&enrolment.student_id)?;
            Some(Row { enrolment, level: level.unwrap_or_default(), section: section.unwrap_or_default(), learner })
        })
        .collect();
    rows.sort_by_cached_key(|row| {
        (
            row.level.clone(),
            row.section.clone(),
            row.learner.last_name.to_lowercase(),
            row.learner.first_name.to_lowercase(),
        )
    });
    Ok(rows)
}

/// The learner's first five cells: LRN, last, first and middle name, sex.
fn named(learner: &FormLearner) -> Vec<String> {
    vec![
        learner.record.lrn.clone().unwrap_or_default(),
        learner.last_name.clone(),
        learner.first_name.clone(),
        learner.middle_name.clone().unwrap_or_default(),
        learner.record.sex.clone().unwrap_or_default(),
    ]
}

fn file(what: &str, year: &SchoolYear, columns: &[&str], rows: Vec<Vec<String>>) -> Result<FormFile, Refusal> {
    let learners = rows.len();
    let bytes = sheet::write_table(columns, rows).map_err(|error| Refusal::BadRequest(error.to_string()))?;
    let name = file_name_part(&format!("{what} {}", year.year.name), what);
    Ok(FormFile { file_name: format!("{name}.csv"), bytes, learners })
}

/// The beginning-of-year enrolment list of `year`.
pub fn enrolment_list(conn: &mut Conn, year: &SchoolYear) -> Result<FormFile, Refusal> {
    let rows = roster(conn, year)?
        .into_iter()
        .map(|row| {
            let enrolment = &row.enrolment;
            let came_in = enrolment.status() == EnrolmentStatus::TransferredIn;
            let mut cells = named(&row.learner);
            cells.extend([
                row.learner.birthdate.to_string(),
                row.level,
                row.section,
                enrolment.enrolled_on.to_string(),
                if came_in { "TRANSFERRED IN" } else { "ENROLLED" }.to_owned(),
                enrolment.other_school.clone().filter(|_| came_in).unwrap_or_default(),
                enrolment.previous_average.map(|average| average.to_string()).unwrap_or_default(),
            ]);
            cells
        })
        .collect();
    file("lis-enrolment", year, &ENROLMENT_COLUMNS, rows)
}

/// The end-of-year status list of `year`: each enrolment's status as recorded (before the year
/// end, `ENROLLED`), with the year's general average.
pub fn status_list(conn: &mut Conn, year: &SchoolYear) -> Result<FormFile, Refusal> {
    let rows = roster(conn, year)?;
    let mut averages: HashMap<String, Option<u8>> = HashMap::new();
    let mut read: Vec<String> = Vec::new();
    for row in &rows {
        let Some(section) = row.enrolment.section_id.as_ref() else { continue };
        if !read.contains(section) {
            read.push(section.clone());
            averages.extend(standings(conn, section, year)?.into_iter().map(|(id, (average, _))| (id, average)));
        }
    }
    let cells = rows
        .into_iter()
        .map(|row| {
            let enrolment = &row.enrolment;
            let average = averages.get(&enrolment.student_id).copied().flatten();
            let status = match enrolment.status() {
                EnrolmentStatus::TransferredIn => EnrolmentStatus::Enrolled,
                status => status,
            };
            let reason = enrolment.drop_reason.as_deref().map(|code| {
                let label = DROP_REASONS.iter().find(|(wanted, _)| *wanted == code).map_or("", |(_, label)| label);
                format!("{code} {label}").trim().to_owned()
            });
            let mut cells = named(&row.learner);
            cells.extend([
                row.level,
                row.section,
                status.label().to_uppercase(),
                enrolment.status_on.map(|day| day.to_string()).unwrap_or_default(),
                average.map(|average| average.to_string()).unwrap_or_default(),
                enrolment.other_school.clone().unwrap_or_default(),
                reason.unwrap_or_default(),
            ]);
            cells
        })
        .collect();
    file("lis-status", year, &STATUS_COLUMNS, cells)
}
