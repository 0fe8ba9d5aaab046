//! The JSON shapes of the attendance calls: a register's summary (the rows of a teacher's day),
//! one register with its students, and an excuse.

use chrono::NaiveDate;
use lyceum_domain::attendance::{Code, Counts};
use lyceum_persistence::attendance::excuses::Excuse;
use lyceum_persistence::attendance::places::Place;
use lyceum_persistence::attendance::registers::Taken;
use lyceum_persistence::attendance::roll::{Roll, RollStudent};
use serde::Serialize;
use ts_rs::TS;

use crate::views::{full_name, timestamp};

/// How many students were present, late, absent and excused.
#[derive(Serialize, TS)]
#[ts(rename = "AttendanceCountsView")]
pub struct CountsView {
    present: u32,
    late: u32,
    absent: u32,
    excused: u32,
}

impl From<Counts> for CountsView {
    fn from(counts: Counts) -> Self {
        CountsView { present: counts.present, late: counts.late, absent: counts.absent, excused: counts.excused }
    }
}

/// A register as a teacher's day lists it: what it is, and whether it was taken.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct RegisterSummary {
    #[ts(type = "'lesson' | 'daily'")]
    kind: &'static str,
    scheduleID: Option<String>,
    subjectID: Option<String>,
    subject: Option<String>,
    sectionID: String,
    section: String,
    level: String,
    startTime: Option<String>,
    endTime: Option<String>,
    /// `YYYY-MM-DD`.
    date: String,
    taken: bool,
    takenAt: Option<String>,
    takenBy: Option<String>,
    /// None until taken.
    counts: Option<CountsView>,
}

impl RegisterSummary {
    /// The register of `place` on `day`, taken or not.
    pub fn new(place: &Place, day: NaiveDate, taken: Option<&Taken>) -> RegisterSummary {
        let lesson = place.lesson.as_ref();
        RegisterSummary {
            kind: place.kind().as_str(),
            scheduleID: lesson.map(|lesson| lesson.id.clone()),
            subjectID: lesson.map(|lesson| lesson.subject_id.clone()),
            subject: lesson.map(|lesson| lesson.subject.clone()),
            sectionID: place.section.id.clone(),
            section: place.section.section.clone(),
            level: place.section.level.clone(),
            startTime: lesson.map(|lesson| lesson.slot.start.to_text()),
            endTime: lesson.map(|lesson| lesson.slot.end.to_text()),
            date: day.to_string(),
            taken: taken.is_some(),
            takenAt: taken.map(|taken| timestamp(taken.taken_at)),
            takenBy: taken.and_then(|taken| taken.taken_by.clone()),
            counts: taken.map(|taken| taken.counts.into()),
        }
    }
}

/// Whether the caller may still change a register.
#[derive(Debug, Clone, Copy)]
pub struct EditWindow {
    /// False for a teacher past the window.
    pub can_edit: bool,
    /// The last day a teacher may change it; none for administrators.
    pub until: Option<NaiveDate>,
}

/// A register with what the caller may do with it.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
struct RegisterView {
    #[serde(flatten)]
    summary: RegisterSummary,
    canEdit: bool,
    editableUntil: Option<String>,
}

/// A student on a register, with their mark.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
struct RollStudentView {
    _id: String,
    first_name: String,
    last_name: String,
    full_name: String,
    image: Option<String>,
    #[ts(type = "'present' | 'late' | 'absent' | 'excused'")]
    code: &'static str,
    minutesLate: Option<u16>,
    note: Option<String>,
    /// The reason of an excuse on file covering the day.
    excuse: Option<String>,
}

impl RollStudentView {
    /// A student of a register taken or not (`taken`): not taken yet, everyone is present but
    /// a student with an excuse on file, who is excused.
    fn new(student: &RollStudent, taken: bool) -> RollStudentView {
        let (code, minutes_late, note) = match (&student.mark, taken) {
            (Some(mark), true) => (mark.code, mark.minutes_late, mark.note.clone()),
            (_, false) if student.excuse.is_some() => (Code::Excused, None, None),
            _ => (Code::Present, None, None),
        };
        RollStudentView {
            _id: student.id.clone(),
            first_name: student.first_name.clone(),
            last_name: student.last_name.clone(),
            full_name: full_name(&student.first_name, student.middle_name.as_deref(), &student.last_name),
            image: student.image.clone(),
            code: code.as_str(),
            minutesLate: minutes_late,
            note,
            excuse: student.excuse.clone(),
        }
    }
}

/// One register with its students: what `GET` and `POST /api/attendance/register` answer.
#[derive(Serialize, TS)]
pub struct RollView {
    register: RegisterView,
    students: Vec<RollStudentView>,
}

impl RollView {
    /// The register of `place` on `day` as `roll` holds it, for a caller with `window`.
    pub fn new(place: &Place, day: NaiveDate, roll: &Roll, window: EditWindow) -> RollView {
        let taken = roll.taken.is_some();
        RollView {
            register: RegisterView {
                summary: RegisterSummary::new(place, day, roll.taken.as_ref()),
                canEdit: window.can_edit,
                editableUntil: window.until.map(|day| day.to_string()),
            },
            students: roll.students.iter().map(|student| RollStudentView::new(student, taken)).collect(),
        }
    }
}

/// An excuse on file.
#[derive(Serialize, TS)]
#[allow(non_snake_case)]
pub struct ExcuseView {
    _id: String,
    studentID: String,
    student: String,
    firstDay: String,
    lastDay: String,
    reason: String,
    recordedBy: Option<String>,
    createdAt: String,
    /// `staff` for an excuse recorded by an administrator or the adviser, `guardian` for an
    /// absence note written by a guardian.
    #[ts(type = "'staff' | 'guardian'")]
    writtenBy: &'static str,
    /// The guardian who wrote it; null for staff.
    guardianID: Option<String>,
    /// That guardian's name; null for staff, or when the account is gone.
    guardianName: Option<String>,
    /// A photo of the written note (a stored image's path), if any.
    image: Option<String>,
}

impl From<Excuse> for ExcuseView {
    fn from(excuse: Excuse) -> Self {
        let written_by = if excuse.from_guardian() { "guardian" } else { "staff" };
        ExcuseView {
            _id: excuse.id,
            studentID: excuse.student_id,
            student: excuse.student,
            firstDay: excuse.first_day.to_string(),
            lastDay: excuse.last_day.to_string(),
            reason: excuse.reason,
            recordedBy: excuse.recorded_by,
            createdAt: timestamp(excuse.created_at),
            writtenBy: written_by,
            guardianID: excuse.guardian_id,
            guardianName: excuse.guardian,
            image: excuse.image,
        }
    }
}

/// `GET excuses`: the excuses on file, latest first.
#[derive(Serialize, TS)]
pub struct ExcusesView {
    /// The excuses.
    pub excuses: Vec<ExcuseView>,
}

/// `GET absence-notes`: the guardian's notes for the child, latest first.
#[derive(Serialize, TS)]
pub struct AbsenceNotesView {
    /// The notes.
    pub notes: Vec<ExcuseView>,
}
