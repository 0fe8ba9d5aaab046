//! The year end: a school year closed, every section's students moved on or graduated in one
//! transaction with its audit entry (previewed first, nothing changed); and the archive of
//! graduates: its rows, its sheet, and students restored from it.

use lyceum_persistence::school_years::year_end::{self, Destination, Move, YearEnd, YearEndError};
use lyceum_persistence::students::archive::{self, ArchivedStudent, RestoreError};
use lyceum_persistence::Conn;
use serde::Serialize;
use ts_rs::TS;

use crate::audit::{audited, Actor, Entry};
use crate::imports::sheet::Column;
use crate::Refusal;

/// What a `moves` entry's `to` says to graduate the section.
pub const GRADUATE: &str = "graduate";

/// Previews (`commit` false) or closes the school year `year_id` with `plan`, logging who
/// closed it. Sections the plan does not name keep their students.
pub fn close(conn: &mut Conn, actor: &Actor, year_id: &str, plan: &[Move], commit: bool) -> Result<YearEnd, Refusal> {
    audited(conn, |conn| {
        let done = year_end::close(conn, year_id, plan, commit).map_err(|error| match error {
            YearEndError::MissingYear => Refusal::NotFound("School year not found.".into()),
            YearEndError::Closed => {
                Refusal::Conflict { message: "This school year is already closed.".into(), field: None }
            }
            YearEndError::Invalid(errors) => Refusal::Invalid(errors),
            YearEndError::Store(error) => error.into(),
        })?;
        let entries = match commit {
            true => vec![Entry::by(actor.clone(), "close").on_kind("school year").detail(format!(
                "closed {}: {} student(s) moved on, {} graduated",
                done.year, done.moved, done.graduated
            ))],
            false => Vec::new(),
        };
        Ok((done, entries))
    })
}

/// Brings the archived students `ids` back into the school, all or none, logging who did; a
/// learner who left during the current year (transferred out, dropped) is enrolled again.
pub fn restore(conn: &mut Conn, actor: &Actor, ids: &[String]) -> Result<usize, Refusal> {
    audited(conn, |conn| {
        let restored = archive::restore(conn, ids).map_err(|error| match error {
            RestoreError::Missing => Refusal::NotFound("Archived student not found.".into()),
            RestoreError::EmailTaken(email) => Refusal::Conflict {
                message: format!("Another account now uses {email}; change that account's email first."),
                field: None,
            },
            RestoreError::Store(error) => error.into(),
        })?;
        lyceum_persistence::learners::transfers::reinstate(conn, ids)?;
        let entry = Entry::by(actor.clone(), "restore")
            .on_kind("student")
            .detail(format!("{restored} archived student(s): {}", ids.join(", ")));
        Ok((restored, vec![entry]))
    })
}

/// `close-school-year`'s answer: the counts, and where each section's students go.
#[derive(Serialize, TS)]
pub struct YearEndView {
    /// True while nothing was changed.
    preview: bool,
    year: String,
    moved: usize,
    graduated: usize,
    sections: Vec<SectionJson>,
}

/// A section at the year end: its students, and where they go.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct SectionJson {
    sectionID: String,
    section: String,
    students: usize,
    /// "graduate", a section's id, or null when the students stay.
    to: Option<String>,
    /// "Graduate", the section's "Grade 8 - Rizal", or null.
    toName: Option<String>,
}

impl YearEndView {
    /// The year end `done`, or as it would be (`preview`).
    pub fn new(done: &YearEnd, preview: bool) -> YearEndView {
        let sections = done
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
        YearEndView { preview, year: done.year.clone(), moved: done.moved, graduated: done.graduated, sections }
    }
}

/// A graduate in the archive, with the class and year they left.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct ArchivedJson {
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

const fn column(name: &'static str) -> Column {
    Column { name, required: false }
}

/// The columns of the archive's sheet.
pub const ARCHIVE_COLUMNS: &[Column] = &[
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

/// The rows of the archive's sheet, in [`ARCHIVE_COLUMNS`]' order.
pub fn archive_sheet(rows: Vec<ArchivedStudent>) -> Vec<Vec<String>> {
    rows.into_iter()
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
        .collect()
}

/// `restore-students`: how many came back.
#[derive(Serialize, TS)]
pub struct RestoredView {
    /// How many students.
    pub restored: usize,
}
