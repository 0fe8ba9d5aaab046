//! A subject's gradebook of a term, read in a few statements whatever the class size: the
//! scheme, the assessments, the section's students, every score, and the status; each
//! student's term grade computed from them.

use std::collections::{HashMap, HashSet};

use diesel::prelude::*;
use lyceum_domain::grading::{Entry, Scheme, TermGrade};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::grades::compute::{assessments_of, entry_grid, AssessmentRow, Grader};
use crate::grades::places::{status, Status, SubjectPlace, TermPlace};
use crate::grades::schemes;
use crate::schema::students;

/// A student as a grade grid lists them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradedStudent {
    /// Their id.
    pub id: String,
    /// Their first name.
    pub first_name: String,
    /// Their last name.
    pub last_name: String,
    /// Their photo, if any.
    pub image: Option<String>,
}

impl GradedStudent {
    /// `Juan Cruz`.
    pub fn full_name(&self) -> String {
        crate::timetable::full_name(Some(&self.first_name), Some(&self.last_name))
    }
}

/// A student's row of the gradebook.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GradebookRow {
    /// The student.
    pub student: GradedStudent,
    /// Their entries, in the order of the gradebook's assessments (`NotYet` where not scored).
    pub entries: Vec<Entry>,
    /// Their term grade, `None` while no category has a score.
    pub grade: Option<TermGrade>,
}

/// A subject's gradebook of a term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Gradebook {
    /// The scheme of the subject's group.
    pub scheme: Scheme,
    /// Submitted, published.
    pub status: Status,
    /// The assessments by date then title.
    pub assessments: Vec<AssessmentRow>,
    /// The section's current students, and any other with a score, by last then first name.
    pub rows: Vec<GradebookRow>,
}

/// The section's current students and the students `also` names, by last then first name.
pub fn students_of(conn: &mut Conn, section_id: &str, also: &[String]) -> Result<Vec<GradedStudent>, StoreError> {
    type Row = (String, String, String, Option<String>);
    let columns = (students::id, students::first_name, students::last_name, students::image);
    let mut rows: Vec<Row> =
        on_backend!(conn, |c| students::table.filter(students::section_id.eq(section_id)).select(columns).load(c))?;
    let known: HashSet<&str> = rows.iter().map(|row| row.0.as_str()).collect();
    let others: Vec<&String> = also.iter().filter(|id| !known.contains(id.as_str())).collect();
    if !others.is_empty() {
        let more: Vec<Row> = students::table.filter(students::id.eq_any(others)).select(columns).load(conn)?;
        rows.extend(more);
    }
    let mut students: Vec<GradedStudent> = rows
        .into_iter()
        .map(|(id, first_name, last_name, image)| GradedStudent { id, first_name, last_name, image })
        .collect();
    students.sort_by(|a, b| (&a.last_name, &a.first_name, &a.id).cmp(&(&b.last_name, &b.first_name, &b.id)));
    Ok(students)
}

/// The gradebook of `subject`'s `term`.
pub fn read(conn: &mut Conn, subject: &SubjectPlace, term: &TermPlace) -> Result<Gradebook, StoreError> {
    let scheme = schemes::of_group(conn, subject.group)?;
    let assessments = assessments_of(conn, std::slice::from_ref(&subject.id), &term.id)?;
    let mut grid =
        if assessments.is_empty() { HashMap::new() } else { entry_grid(conn, &subject.id, &term.id, &assessments)? };
    let scored: Vec<String> = grid.keys().cloned().collect();
    let students = students_of(conn, &subject.section_id, &scored)?;
    let status = status(conn, &subject.id, &subject.section_id, &term.id)?;
    let all: Vec<&AssessmentRow> = assessments.iter().collect();
    let grader = Grader::new(&scheme, &all);
    let rows = students
        .into_iter()
        .map(|student| {
            let entries = grid.remove(&student.id).unwrap_or_else(|| vec![Entry::NotYet; assessments.len()]);
            let grade = grader.grade(|at| entries[at]);
            GradebookRow { student, entries, grade }
        })
        .collect();
    Ok(Gradebook { scheme, status, assessments, rows })
}
