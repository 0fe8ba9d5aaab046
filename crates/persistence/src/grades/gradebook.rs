//! A subject's gradebook of a term, read in a few statements whatever the class size: the
//! scheme, the assessments, the section's students, every score, and the status; each
//! student's term grade computed from them.

use std::collections::HashSet;

use diesel::prelude::*;
use lyceum_domain::grading::{Entry, Scheme, TermGrade};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::grades::compute::{assessments_of, entry_grid, AssessmentRow, EntryGrid, Grader};
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
    let mut students = section_students(conn, section_id)?;
    let known: HashSet<&str> = students.iter().map(|student| student.id.as_str()).collect();
    let others: Vec<&String> = also.iter().filter(|id| !known.contains(id.as_str())).collect();
    let more = students_named(conn, &others)?;
    students.extend(more);
    students.sort_by(by_name);
    Ok(students)
}

/// The section's current students, in no particular order (read from the section's index).
fn section_students(conn: &mut Conn, section_id: &str) -> Result<Vec<GradedStudent>, StoreError> {
    let rows: Vec<StudentTuple> = on_backend!(conn, |c| students::table
        .filter(students::section_id.eq(section_id))
        .select(student_columns())
        .load(c))?;
    Ok(rows.into_iter().map(graded_student).collect())
}

/// The students with these ids (none for none).
fn students_named(conn: &mut Conn, ids: &[&String]) -> Result<Vec<GradedStudent>, StoreError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let rows: Vec<StudentTuple> =
        students::table.filter(students::id.eq_any(ids)).select(student_columns()).load(conn)?;
    Ok(rows.into_iter().map(graded_student).collect())
}

type StudentTuple = (String, String, String, Option<String>);

/// The columns of a [`GradedStudent`].
fn student_columns() -> (students::id, students::first_name, students::last_name, students::image) {
    (students::id, students::first_name, students::last_name, students::image)
}

fn graded_student((id, first_name, last_name, image): StudentTuple) -> GradedStudent {
    GradedStudent { id, first_name, last_name, image }
}

/// By last name, then first name, then id.
fn by_name(a: &GradedStudent, b: &GradedStudent) -> std::cmp::Ordering {
    (&a.last_name, &a.first_name, &a.id).cmp(&(&b.last_name, &b.first_name, &b.id))
}

/// The gradebook of `subject`'s `term`: the section's current students, and anyone else with a
/// score of it, by last then first name.
pub fn read(conn: &mut Conn, subject: &SubjectPlace, term: &TermPlace) -> Result<Gradebook, StoreError> {
    let scheme = schemes::of_group(conn, subject.group)?;
    let assessments = assessments_of(conn, std::slice::from_ref(&subject.id), &term.id)?;
    let mut students = section_students(conn, &subject.section_id)?;
    let ids: Vec<&str> = students.iter().map(|student| student.id.as_str()).collect();
    let EntryGrid { rows: mut entries, mut others } = entry_grid(conn, &subject.id, &term.id, &assessments, &ids)?;
    let other_ids: Vec<&String> = others.keys().collect();
    for student in students_named(conn, &other_ids)? {
        entries.push(others.remove(&student.id).unwrap_or_else(|| vec![Entry::NotYet; assessments.len()]));
        students.push(student);
    }
    let status = status(conn, &subject.id, &subject.section_id, &term.id)?;
    let all: Vec<&AssessmentRow> = assessments.iter().collect();
    let grader = Grader::new(&scheme, &all);
    let mut rows: Vec<GradebookRow> = students
        .into_iter()
        .zip(entries)
        .map(|(student, entries)| {
            let grade = grader.grade(|at| entries[at]);
            GradebookRow { student, entries, grade }
        })
        .collect();
    rows.sort_by(|a, b| by_name(&a.student, &b.student));
    Ok(Gradebook { scheme, status, assessments, rows })
}
