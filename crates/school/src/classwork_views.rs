//! Classwork as the teacher's and the student's screens show it.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use lyceum_persistence::classwork::{self, Assignment};
use lyceum_persistence::grades::places;
use lyceum_persistence::{Conn, StoreError};
use serde::Serialize;
use ts_rs::TS;

use crate::views::timestamp;

/// A piece of classwork.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct AssignmentView {
    _id: String,
    subjectID: String,
    /// The subject's name: `Mathematics`.
    subject: String,
    /// Its section: `Rizal`.
    section: String,
    /// The section's level: `Grade 7`.
    level: String,
    title: String,
    /// Sanitised HTML.
    instructions: String,
    /// Its points; a graded one's are its assessment's highest score.
    points: f64,
    /// When it is due (RFC 3339, UTC).
    dueAt: String,
    lateAccepted: bool,
    /// The gradebook category it counts in (`WW`, `PT`); null when not graded.
    category: Option<String>,
    /// Its assessment in the gradebook; null when not graded.
    assessmentID: Option<String>,
    /// When the students first see it (RFC 3339, UTC).
    appearsAt: String,
    /// When it was posted (RFC 3339, UTC).
    postedAt: String,
    /// The files attached, oldest first.
    files: Vec<ClassworkFileView>,
}

/// A file attached to classwork: `file` is the stored path (it downloads from there), `name` the
/// original name.
#[derive(Debug, Serialize, TS)]
pub struct ClassworkFileView {
    _id: String,
    file: String,
    name: String,
}

impl AssignmentView {
    fn new(assignment: Assignment, files: Vec<ClassworkFileView>) -> Self {
        AssignmentView {
            _id: assignment.id,
            subjectID: assignment.subject_id,
            subject: assignment.subject,
            section: assignment.section,
            level: assignment.level,
            title: assignment.fields.title,
            instructions: assignment.fields.instructions,
            points: assignment.points.hundredths() as f64 / 100.0,
            dueAt: timestamp(assignment.fields.due_at),
            lateAccepted: assignment.fields.late_accepted,
            category: assignment.category,
            assessmentID: assignment.assessment_id,
            appearsAt: timestamp(assignment.fields.appears_at),
            postedAt: timestamp(assignment.created_at),
            files,
        }
    }
}

/// `GET /api/teachers/classwork`: the classwork of the subjects the teacher teaches, latest due
/// first.
#[derive(Debug, Serialize, TS)]
pub struct TeacherClassworkView {
    /// The classwork.
    pub classwork: Vec<AssignmentView>,
}

/// `GET /api/students/classwork`: the student's classwork that has appeared: what is still to
/// do (soonest due first) and what is past its due time without being turned in.
#[derive(Debug, Serialize, TS)]
pub struct StudentClassworkView {
    /// Due now or later.
    pub todo: Vec<AssignmentView>,
    /// Past due, latest due first.
    pub missing: Vec<AssignmentView>,
}

/// The pieces of classwork as shown, each with its files (read in one statement).
pub fn shown(conn: &mut Conn, classwork: Vec<Assignment>) -> Result<Vec<AssignmentView>, StoreError> {
    let ids: Vec<String> = classwork.iter().map(|piece| piece.id.clone()).collect();
    let mut files: HashMap<String, Vec<ClassworkFileView>> = HashMap::new();
    for (owner, f) in classwork::files_of(conn, &ids)? {
        files.entry(owner).or_default().push(ClassworkFileView { _id: f.id, file: f.path, name: f.name });
    }
    Ok(classwork
        .into_iter()
        .map(|piece| {
            let theirs = files.remove(&piece.id).unwrap_or_default();
            AssignmentView::new(piece, theirs)
        })
        .collect())
}

/// The classwork of every subject `teacher` teaches.
pub fn of_teacher(conn: &mut Conn, teacher: &str) -> Result<TeacherClassworkView, StoreError> {
    let subjects: Vec<String> = places::taught_by(conn, teacher)?.into_iter().map(|subject| subject.id).collect();
    let classwork = classwork::of_subjects(conn, &subjects)?;
    Ok(TeacherClassworkView { classwork: shown(conn, classwork)? })
}

/// The piece of classwork `id` as shown; none when it is gone.
pub fn one(conn: &mut Conn, id: &str) -> Result<Option<AssignmentView>, StoreError> {
    let Some(piece) = classwork::find(conn, id)? else { return Ok(None) };
    Ok(shown(conn, vec![piece])?.pop())
}

/// The classwork the student `student` sees at `now`.
pub fn of_student(conn: &mut Conn, student: &str, now: NaiveDateTime) -> Result<StudentClassworkView, StoreError> {
    let classwork = classwork::of_student(conn, student, now)?;
    let upcoming: Vec<bool> = classwork.iter().map(|piece| piece.fields.due_at >= now).collect();
    let (mut todo, mut missing) = (Vec::new(), Vec::new());
    for (view, upcoming) in shown(conn, classwork)?.into_iter().zip(upcoming) {
        if upcoming {
            todo.push(view)
        } else {
            missing.push(view)
        }
    }
    missing.reverse();
    Ok(StudentClassworkView { todo, missing })
}
