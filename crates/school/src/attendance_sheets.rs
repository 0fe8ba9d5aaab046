//! The attendance reports' CSV sheets that need nothing but stored facts: a student's marks, the
//! registers a day lacks and a section's registers over days. Each is a file name, a header and
//! rows; the web layer writes it with the one CSV writer and sends it as a download.

use lyceum_domain::attendance::RegisterKind;
use lyceum_domain::file_name::file_name_part;
use lyceum_domain::person::full_name;
use lyceum_domain::DayRange;
use lyceum_persistence::attendance::places::Place;
use lyceum_persistence::attendance::reports::export::ExportRow;
use lyceum_persistence::attendance::reports::summary::{Event, StudentName};
use lyceum_persistence::school_years::Period;
use lyceum_persistence::timetable::SectionName;

/// A report as a sheet: the file's name (without `.csv`), its header and its rows.
pub struct Sheet {
    /// The file name without its extension.
    pub name: String,
    /// The column names.
    pub header: Vec<String>,
    /// One row of cells per line.
    pub rows: Vec<Vec<String>>,
}

/// Column names from their texts.
pub fn header(names: &[&str]) -> Vec<String> {
    names.iter().map(|name| (*name).to_owned()).collect()
}

/// `grade-7-rizal`.
pub fn section_part(section: &SectionName) -> String {
    file_name_part(&format!("{} {}", section.level, section.section), "section")
}

/// A lesson's or the daily register's kind, subject and start time as cells.
fn register_cells(kind: RegisterKind, subject: Option<&str>, start: Option<String>) -> [String; 3] {
    [kind.as_str().to_owned(), subject.unwrap_or_default().to_owned(), start.unwrap_or_default()]
}

/// `attendance-<student>[-<term>].csv`: the student's marks other than present.
pub fn events(student: &StudentName, term: Option<&Period>, events: &[Event]) -> Sheet {
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
    Sheet { name, header: columns, rows }
}

/// `registers-not-taken-<date>.csv`.
pub fn not_taken(day: chrono::NaiveDate, places: &[Place]) -> Sheet {
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
    Sheet { name: format!("registers-not-taken-{day}"), header: columns, rows }
}

/// `attendance-<level>-<section>-<from>-to-<to>.csv`: one row per student per register.
pub fn export(section: &SectionName, days: DayRange, rows: Vec<ExportRow>) -> Sheet {
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
    Sheet { name, header: columns, rows }
}
