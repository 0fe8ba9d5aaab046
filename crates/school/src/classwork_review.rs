//! The teacher's review of a piece of classwork: every student of its class with their work
//! (turned in, late, missing, returned), a score and a comment for each, and the work returned.
//! A graded piece's score is saved in the gradebook, under its locks and in its audit, so the
//! gradebook and the classwork show one and the same score.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use lyceum_domain::grading::{Decimal, Entry};
use lyceum_domain::{Id, ValidationError};
use lyceum_persistence::classwork::Assignment;
use lyceum_persistence::grades::gradebook::{self, GradedStudent};
use lyceum_persistence::grades::places::SubjectPlace;
use lyceum_persistence::grades::{assessments, scores};
use lyceum_persistence::submissions::{self, Submission};
use lyceum_persistence::{Conn, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use crate::audit::{audited, Actor, Entry as AuditEntry};
use crate::classwork::of_teacher;
use crate::classwork_views::{self, AssignmentView, ClassworkFileView};
use crate::grade_changes::refused;
use crate::grade_forms::entry_of;
use crate::grade_views::entry_text;
use crate::views::timestamp;
use crate::Refusal;

/// The longest comment a teacher may write.
const MAX_COMMENT: usize = 2_000;

/// `GET /api/teachers/classwork-work?assignmentID=`: a piece with its class's work.
#[derive(Debug, Serialize, TS)]
pub struct TeacherWorkView {
    /// The piece.
    pub assignment: AssignmentView,
    /// How many of the class stand where.
    pub counts: WorkCountsView,
    /// Each student of the class (and any other with work on it), by last then first name.
    pub students: Vec<StudentWorkView>,
}

/// How many students' work stands where: turned in (late ones included, returned ones not),
/// turned in late, missing (past due, never turned in), returned, and not turned in yet.
#[derive(Debug, Default, Serialize, TS)]
#[allow(non_snake_case)]
pub struct WorkCountsView {
    turnedIn: usize,
    late: usize,
    missing: usize,
    returned: usize,
    assigned: usize,
}

/// One student's work as the teacher reviews it.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct StudentWorkView {
    studentID: String,
    /// `Cruz, Juan`.
    name: String,
    /// `assigned`, `missing`, `turnedIn` or `returned`.
    status: String,
    /// Turned in after the due time.
    late: bool,
    /// When it was turned in (RFC 3339, UTC).
    turnedInAt: Option<String>,
    /// When it was returned (RFC 3339, UTC).
    returnedAt: Option<String>,
    /// The answer written.
    answer: String,
    /// The files handed in, oldest first (their stored path's extension tells their type).
    files: Vec<ClassworkFileView>,
    /// The score (a graded piece's is the gradebook's); null when none.
    score: Option<f64>,
    /// Excused in the gradebook.
    excused: bool,
    /// The teacher's comment.
    comment: String,
}

/// The class of `subject` with their work on `piece` as it stands at `now`.
fn class_work(
    conn: &mut Conn,
    subject: &SubjectPlace,
    piece: &Assignment,
    now: NaiveDateTime,
) -> Result<(WorkCountsView, Vec<StudentWorkView>), StoreError> {
    let work = submissions::of_assignment(conn, &piece.id)?;
    let with_work: Vec<String> = work.iter().map(|work| work.student_id.clone()).collect();
    let students = gradebook::students_of(conn, &subject.section_id, &with_work)?;
    let ids: Vec<String> = work.iter().map(|work| work.id.clone()).collect();
    let mut files: HashMap<String, Vec<ClassworkFileView>> = HashMap::new();
    for (owner, file) in submissions::files_of(conn, &ids)? {
        files.entry(owner).or_default().push(ClassworkFileView::of(file));
    }
    let graded: HashMap<String, Entry> = match piece.assessment_id.as_deref() {
        Some(assessment) => submissions::graded_entries(conn, assessment)?.into_iter().collect(),
        None => HashMap::new(),
    };
    let mut by_student: HashMap<String, Submission> =
        work.into_iter().map(|work| (work.student_id.clone(), work)).collect();
    let mut counts = WorkCountsView::default();
    let mut shown = Vec::new();
    for student in students {
        let work = by_student.remove(&student.id);
        let (score, excused) = match (piece.assessment_id.as_deref(), graded.get(&student.id)) {
            (Some(_), Some(Entry::Scored(score))) => (Some(*score), false),
            (Some(_), Some(Entry::Excused)) => (None, true),
            (Some(_), _) => (None, false),
            (None, _) => (work.as_ref().and_then(|work| work.score).map(from_stored), false),
        };
        let view = StudentWorkView::new(&student, work, piece.fields.due_at, now, &mut files);
        counts.count(&view);
        shown.push(StudentWorkView { score: score.map(|score| score.hundredths() as f64 / 100.0), excused, ..view });
    }
    Ok((counts, shown))
}

/// A score as stored (whole hundredths).
fn from_stored(stored: i32) -> Decimal {
    Decimal::from_hundredths(u64::try_from(stored).unwrap_or(0))
}

impl WorkCountsView {
    fn count(&mut self, view: &StudentWorkView) {
        match view.status.as_str() {
            "returned" => self.returned += 1,
            "turnedIn" => self.turnedIn += 1,
            "missing" => self.missing += 1,
            _ => self.assigned += 1,
        }
        if view.late && view.status == "turnedIn" {
            self.late += 1;
        }
    }
}

impl StudentWorkView {
    fn new(
        student: &GradedStudent,
        work: Option<Submission>,
        due_at: NaiveDateTime,
        now: NaiveDateTime,
        files: &mut HashMap<String, Vec<ClassworkFileView>>,
    ) -> Self {
        let (turned_in_at, returned_at) = work.as_ref().map(|w| (w.turned_in_at, w.returned_at)).unwrap_or_default();
        let status = match (returned_at, turned_in_at) {
            (Some(_), _) => "returned",
            (None, Some(_)) => "turnedIn",
            (None, None) if now > due_at => "missing",
            (None, None) => "assigned",
        };
        StudentWorkView {
            studentID: student.id.clone(),
            name: format!("{}, {}", student.last_name, student.first_name),
            status: status.into(),
            late: turned_in_at.is_some_and(|at| at > due_at),
            turnedInAt: turned_in_at.map(timestamp),
            returnedAt: returned_at.map(timestamp),
            answer: work.as_ref().map(|w| w.answer.clone()).unwrap_or_default(),
            files: work.as_ref().and_then(|w| files.remove(&w.id)).unwrap_or_default(),
            score: None,
            excused: false,
            comment: work.map(|w| w.comment).unwrap_or_default(),
        }
    }
}

/// The piece `id` of a subject `teacher` teaches with its class's work at `now`.
pub fn of_piece(conn: &mut Conn, teacher: &str, id: &str, now: NaiveDateTime) -> Result<TeacherWorkView, Refusal> {
    let id = piece_id(id)?;
    let (piece, subject) = of_teacher(conn, &id, teacher)?;
    let (counts, students) = class_work(conn, &subject, &piece, now)?;
    let assignment =
        classwork_views::one(conn, &id)?.ok_or_else(|| Refusal::NotFound(crate::classwork::GONE.into()))?;
    Ok(TeacherWorkView { assignment, counts, students })
}

/// A piece's id as a form names it: required; one that cannot be an id is gone.
fn piece_id(raw: &str) -> Result<String, Refusal> {
    if raw.trim().is_empty() {
        return Err(ValidationError::new("assignmentID", "This field is required.").into());
    }
    Id::parse(raw.trim()).map(Id::into_string).ok_or_else(|| Refusal::NotFound(crate::classwork::GONE.into()))
}

/// A student the form names, of the piece's class (or with work on it already).
fn student_of(conn: &mut Conn, subject: &SubjectPlace, piece: &Assignment, raw: &str) -> Result<String, Refusal> {
    let not_in = || Refusal::from(ValidationError::new("studentID", "This student is not in this class."));
    let id = Id::parse(raw.trim()).map(Id::into_string).ok_or_else(not_in)?;
    let in_class = lyceum_persistence::files::section_of_student(conn, &id)?.as_deref() == Some(&subject.section_id)
        || submissions::find(conn, &piece.id, &id)?.is_some();
    if in_class {
        Ok(id)
    } else {
        Err(not_in())
    }
}

/// `POST /api/teachers/review-work`: a student's score and the teacher's comment on a piece.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct ReviewForm {
    #[serde(default)]
    assignmentID: String,
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    score: Option<Value>,
    #[serde(default)]
    comment: Option<Value>,
}

/// Saves the form's score (a graded piece's in the gradebook, audited there) and comment; answers
/// the piece with its class's work at `now`.
pub fn review(
    conn: &mut Conn,
    actor: &Actor,
    teacher: &str,
    form: &ReviewForm,
    now: NaiveDateTime,
) -> Result<TeacherWorkView, Refusal> {
    let id = piece_id(&form.assignmentID)?;
    let comment = match form.comment.as_ref() {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(text)) => {
            text.chars().filter(|c| !c.is_control() || matches!(c, '\n' | '\t')).collect::<String>().trim().to_owned()
        }
        Some(_) => return Err(ValidationError::new("comment", "Write the comment as text.").into()),
    };
    if comment.chars().count() > MAX_COMMENT {
        return Err(
            ValidationError::new("comment", format!("Keep the comment within {MAX_COMMENT} characters.")).into()
        );
    }
    audited(conn, |conn| {
        let (piece, subject) = of_teacher(conn, &id, teacher)?;
        let student = student_of(conn, &subject, &piece, &form.studentID)?;
        let mut entries = Vec::new();
        let ungraded = match piece.assessment_id.as_deref() {
            Some(assessment) => {
                let (row, term) = assessments::find(conn, assessment)?
                    .ok_or_else(|| Refusal::NotFound("This assessment does not exist.".into()))?;
                let entry = entry_of(form.score.as_ref(), row.highest)?;
                let saved = scores::save(conn, &subject, &row, &term, &student, entry, true).map_err(refused)?;
                if saved.changed() {
                    let detail = format!(
                        "{}, {} ({}): {} -> {}",
                        saved.student_name,
                        row.title,
                        subject.title(),
                        entry_text(saved.before),
                        entry_text(saved.after)
                    );
                    entries.push(
                        AuditEntry::by(actor.clone(), "score changed")
                            .on("score", format!("{}/{student}", row.id))
                            .detail(detail),
                    );
                }
                None
            }
            None => match entry_of(form.score.as_ref(), piece.points)? {
                Entry::Scored(score) => Some(i32::try_from(score.hundredths()).unwrap_or(i32::MAX)),
                Entry::NotYet => None,
                Entry::Excused => {
                    return Err(Refusal::from(ValidationError::new("score", "Enter a number or nothing.")))
                }
            },
        };
        let work = submissions::started(conn, &piece.id, &student)?;
        submissions::review(conn, &work.id, ungraded, &comment)?;
        Ok::<_, Refusal>(((), entries))
    })?;
    of_piece(conn, teacher, &id, now)
}

/// `POST /api/teachers/return-work`: the piece and the students whose work goes back.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct ReturnForm {
    #[serde(default)]
    assignmentID: String,
    #[serde(default)]
    studentIDs: Vec<String>,
}

/// The work returned: the piece with its class's work, the students it went back to now (not
/// those it had gone back to before) and the piece's title, for their notification.
pub struct Returned {
    /// The piece with its class's work.
    pub view: TeacherWorkView,
    /// The students whose work went back now.
    pub students: Vec<String>,
    /// The piece's title.
    pub title: String,
}

/// Returns the work of the form's students at `now`, in one transaction: all of them or none.
pub fn give_back(conn: &mut Conn, teacher: &str, form: &ReturnForm, now: NaiveDateTime) -> Result<Returned, Refusal> {
    let id = piece_id(&form.assignmentID)?;
    if form.studentIDs.is_empty() {
        return Err(ValidationError::new("studentIDs", "Choose whose work to return.").into());
    }
    let (students, title) = lyceum_persistence::transaction(conn, |conn| {
        let (piece, subject) = of_teacher(conn, &id, teacher)?;
        let mut students = Vec::new();
        for raw in &form.studentIDs {
            let student = student_of(conn, &subject, &piece, raw)?;
            let work = submissions::started(conn, &piece.id, &student)?;
            if work.returned_at.is_none() && !students.contains(&student) {
                submissions::give_back(conn, &work.id, now)?;
                students.push(student);
            }
        }
        Ok::<_, Refusal>((students, piece.fields.title))
    })?;
    Ok(Returned { view: of_piece(conn, teacher, &id, now)?, students, title })
}
