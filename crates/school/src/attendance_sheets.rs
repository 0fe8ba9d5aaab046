//! The attendance reports' CSV sheets that need nothing but stored facts: a section's month, a
//! student's marks, the registers a day lacks and a section's registers over days. Each is a file name, a header and
//! rows; the web layer writes it with the one CSV writer and sends it as a download.

use chrono::NaiveDate;
use lyceum_domain::attendance::report::{letter, tally, Month};
use lyceum_domain::attendance::{Code, RegisterKind};
use lyceum_domain::file_name::file_name_part;
use lyceum_domain::person::full_name;
use lyceum_domain::DayRange;
use lyceum_persistence::attendance::places::Place;
use lyceum_persistence::attendance::reports::export::ExportRow;
use lyceum_persistence::attendance::reports::month::Grid;
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

/// A student of a section's month with their mark of each day.
pub struct MonthRow {
    /// The student's id.
    pub id: String,
    /// Their first name.
    pub first_name: String,
    /// Their last name.
    pub last_name: String,
    /// "First Middle Last".
    pub full_name: String,
    /// One per day of the month's table; none when no register was taken.
    pub marks: Vec<Option<Code>>,
}

/// A section's month as the grid and its file read it: the days and each student's marks.
pub struct MonthTable {
    /// The days, earliest first: the month's school days and every day a register was taken.
    pub days: Vec<NaiveDate>,
    /// The students, by last then first name.
    pub rows: Vec<MonthRow>,
}

impl MonthTable {
    /// The table of `grid` over `school_days`.
    pub fn new(grid: Grid, school_days: Vec<NaiveDate>) -> MonthTable {
        let mut days = school_days;
        days.extend(grid.register_days.iter().copied());
        days.sort_unstable();
        days.dedup();
        let rows = grid
            .students
            .into_iter()
            .map(|student| MonthRow {
                full_name: full_name(&student.first_name, student.middle_name.as_deref(), &student.last_name),
                marks: days.iter().map(|day| student.marks.get(day).copied()).collect(),
                id: student.id,
                first_name: student.first_name,
                last_name: student.last_name,
            })
            .collect();
        MonthTable { days, rows }
    }
}

/// `attendance-<level>-<section>-<month>.csv`: `Student,<each date>,Present,Late,Absent,Excused`,
/// a mark as `P`, `L`, `A`, `E` or blank.
pub fn month(section: &SectionName, month: Month, table: MonthTable) -> Sheet {
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
    Sheet { name: format!("attendance-{}-{month}", section_part(section)), header: columns, rows }
}
