//! Classwork as the teacher's and the student's screens show it.

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
}

impl From<Assignment> for AssignmentView {
    fn from(assignment: Assignment) -> Self {
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
        }
    }
}

/// `GET /api/teachers/classwork`: the classwork of the subjects the teacher teaches, soonest due
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

impl StudentClassworkView {
    /// The classwork sorted as of `now`.
    pub fn new(classwork: Vec<Assignment>, now: NaiveDateTime) -> Self {
        let (todo, mut missing): (Vec<_>, Vec<_>) = classwork.into_iter().partition(|a| a.fields.due_at >= now);
        missing.reverse();
        StudentClassworkView {
            todo: todo.into_iter().map(AssignmentView::from).collect(),
            missing: missing.into_iter().map(AssignmentView::from).collect(),
        }
    }
}

/// The classwork of every subject `teacher` teaches.
pub fn of_teacher(conn: &mut Conn, teacher: &str) -> Result<TeacherClassworkView, StoreError> {
    let subjects: Vec<String> = places::taught_by(conn, teacher)?.into_iter().map(|subject| subject.id).collect();
    let classwork = classwork::of_subjects(conn, &subjects)?;
    Ok(TeacherClassworkView { classwork: classwork.into_iter().map(AssignmentView::from).collect() })
}

/// The classwork the student `student` sees at `now`.
pub fn of_student(conn: &mut Conn, student: &str, now: NaiveDateTime) -> Result<StudentClassworkView, StoreError> {
    Ok(StudentClassworkView::new(classwork::of_student(conn, student, now)?, now))
}
