//! Classwork as the teacher's and the student's screens show it.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use lyceum_persistence::classwork::{self, Assignment};
use lyceum_persistence::grades::places;
use lyceum_persistence::sections::FileRef;
use lyceum_persistence::submissions::{self, Submission};
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
    /// The student's own work on it (only in the student's lists; null elsewhere).
    work: Option<WorkView>,
}

/// A student's work on a piece of classwork, as the student sees it.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct WorkView {
    /// `assigned` (not turned in), `turnedIn` or `returned`.
    status: String,
    /// The answer written (plain text).
    answer: String,
    /// The files added, oldest first.
    files: Vec<ClassworkFileView>,
    /// When it was turned in (RFC 3339, UTC); null while it is not.
    turnedInAt: Option<String>,
    /// Turned in after the due time.
    late: bool,
    /// When the teacher returned it (RFC 3339, UTC).
    returnedAt: Option<String>,
    /// The score, once returned with one.
    score: Option<f64>,
    /// The teacher's comment, once returned.
    comment: Option<String>,
}

/// A file attached to classwork: `file` is the stored path (it downloads from there), `name` the
/// original name.
#[derive(Debug, Serialize, TS)]
pub struct ClassworkFileView {
    _id: String,
    file: String,
    name: String,
}

impl ClassworkFileView {
    /// A file as listed.
    pub(crate) fn of(file: FileRef) -> Self {
        ClassworkFileView { _id: file.id, file: file.path, name: file.name }
    }
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
            work: None,
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

/// `GET /api/students/classwork`: the student's classwork that has appeared, each with their
/// work: what is still to do (soonest due first), what is past its due time without being
/// turned in, and what is turned in or returned.
#[derive(Debug, Serialize, TS)]
pub struct StudentClassworkView {
    /// Not turned in, due now or later.
    pub todo: Vec<AssignmentView>,
    /// Not turned in and past due, latest due first.
    pub missing: Vec<AssignmentView>,
    /// Turned in or returned, latest due first.
    pub done: Vec<AssignmentView>,
}

/// The pieces of classwork as shown, each with its files (read in one statement).
pub fn shown(conn: &mut Conn, classwork: Vec<Assignment>) -> Result<Vec<AssignmentView>, StoreError> {
    let ids: Vec<String> = classwork.iter().map(|piece| piece.id.clone()).collect();
    let files = classwork::files_of(conn, &ids)?;
    Ok(shown_with(classwork, files))
}

/// Files by the id of what they belong to, oldest first.
fn by_owner(files: Vec<(String, FileRef)>) -> HashMap<String, Vec<ClassworkFileView>> {
    let mut owned: HashMap<String, Vec<ClassworkFileView>> = HashMap::new();
    for (owner, file) in files {
        owned.entry(owner).or_default().push(ClassworkFileView::of(file));
    }
    owned
}

/// The pieces of classwork as shown, each with its files among `files` (which may hold others').
fn shown_with(classwork: Vec<Assignment>, files: Vec<(String, FileRef)>) -> Vec<AssignmentView> {
    let mut files = by_owner(files);
    classwork
        .into_iter()
        .map(|piece| {
            let theirs = files.remove(&piece.id).unwrap_or_default();
            AssignmentView::new(piece, theirs)
        })
        .collect()
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

/// The classwork the student `student` sees at `now`. Every statement here is the same whatever
/// the student's pieces (the files of the section's pieces and of the student's work, kept to
/// those shown afterwards), so each is prepared once per connection.
pub fn of_student(conn: &mut Conn, student: &str, now: NaiveDateTime) -> Result<StudentClassworkView, StoreError> {
    let Some(section) = lyceum_persistence::files::section_of_student(conn, student)? else {
        return Ok(StudentClassworkView { todo: Vec::new(), missing: Vec::new(), done: Vec::new() });
    };
    let classwork = classwork::of_section(conn, &section, now)?;
    let files = Files {
        pieces: classwork::files_of_section(conn, &section)?,
        work: submissions::files_of_student(conn, student)?,
    };
    let (mut todo, mut missing, mut done) = (Vec::new(), Vec::new(), Vec::new());
    for view in with_work(conn, student, classwork, files)? {
        let started = view.view.work.as_ref().is_some_and(|work| work.status != ASSIGNED);
        let list = if started {
            &mut done
        } else if view.due_at >= now {
            &mut todo
        } else {
            &mut missing
        };
        list.push(view.view);
    }
    missing.reverse();
    done.reverse();
    Ok(StudentClassworkView { todo, missing, done })
}

/// The status of work not turned in.
pub const ASSIGNED: &str = "assigned";

/// A piece as shown to a student, with its due time for sorting it.
struct StudentPiece {
    view: AssignmentView,
    due_at: NaiveDateTime,
}

/// The files of a student's pieces and of their work on them (either may hold others').
struct Files {
    /// The pieces' files, by piece.
    pieces: Vec<(String, FileRef)>,
    /// The work's files, by work.
    work: Vec<(String, FileRef)>,
}

/// The pieces as the student `student` sees them, each with their work, in the given order.
fn with_work(
    conn: &mut Conn,
    student: &str,
    classwork: Vec<Assignment>,
    files: Files,
) -> Result<Vec<StudentPiece>, StoreError> {
    let ids: Vec<String> = classwork.iter().map(|piece| piece.id.clone()).collect();
    let graded: Vec<String> = classwork.iter().filter_map(|piece| piece.assessment_id.clone()).collect();
    let work = submissions::of_student(conn, student, &ids)?;
    let mut work_files = by_owner(files.work);
    let scores: HashMap<String, Option<i32>> =
        submissions::graded_scores(conn, student, &graded)?.into_iter().collect();
    let mut by_piece: HashMap<String, Submission> =
        work.into_iter().map(|work| (work.assignment_id.clone(), work)).collect();
    let due: Vec<(NaiveDateTime, Option<String>)> =
        classwork.iter().map(|piece| (piece.fields.due_at, piece.assessment_id.clone())).collect();
    let mut shown_pieces = Vec::new();
    for (mut view, (due_at, assessment)) in shown_with(classwork, files.pieces).into_iter().zip(due) {
        let work = by_piece.remove(&view._id).map(|work| {
            let score = match assessment.as_deref() {
                Some(assessment) => scores.get(assessment).copied().flatten(),
                None => work.score,
            };
            let theirs = work_files.remove(&work.id).unwrap_or_default();
            WorkView::new(work, due_at, score, theirs)
        });
        view.work = Some(work.unwrap_or_else(WorkView::assigned));
        shown_pieces.push(StudentPiece { view, due_at });
    }
    Ok(shown_pieces)
}

impl WorkView {
    fn new(work: Submission, due_at: NaiveDateTime, score: Option<i32>, files: Vec<ClassworkFileView>) -> Self {
        let returned = work.returned_at.is_some();
        let status = match (work.returned_at, work.turned_in_at) {
            (Some(_), _) => "returned",
            (None, Some(_)) => "turnedIn",
            (None, None) => ASSIGNED,
        };
        WorkView {
            status: status.into(),
            answer: work.answer,
            files,
            turnedInAt: work.turned_in_at.map(timestamp),
            late: work.turned_in_at.is_some_and(|at| at > due_at),
            returnedAt: work.returned_at.map(timestamp),
            score: score.filter(|_| returned).map(|score| f64::from(score) / 100.0),
            comment: Some(work.comment).filter(|comment| returned && !comment.is_empty()),
        }
    }

    fn assigned() -> Self {
        WorkView {
            status: ASSIGNED.into(),
            answer: String::new(),
            files: Vec::new(),
            turnedInAt: None,
            late: false,
            returnedAt: None,
            score: None,
            comment: None,
        }
    }
}

/// The piece of classwork `piece` as the student `student` sees it, with their work.
pub fn one_for_student(conn: &mut Conn, student: &str, piece: Assignment) -> Result<AssignmentView, StoreError> {
    let files = Files {
        pieces: classwork::files_of(conn, std::slice::from_ref(&piece.id))?,
        work: submissions::files_of_student(conn, student)?,
    };
    let shown_piece = with_work(conn, student, vec![piece], files)?.pop();
    shown_piece.map(|piece| piece.view).ok_or(StoreError::NotFound)
}
