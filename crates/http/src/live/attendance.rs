//! `attendance_marked`: students newly marked absent or late in a register, without an excuse on
//! file. Registers announce them here, once their save has committed, and only here; for now the
//! announcement is a log event, and this is where the live notification to the student and
//! their family will be sent from.

use chrono::NaiveDate;
use lyceum_domain::attendance::Code;

use crate::state::AppState;

/// A student newly marked absent or late.
#[derive(Debug, Clone)]
pub struct Marked {
    /// The student's id.
    pub student_id: String,
    /// Absent or late.
    pub code: Code,
    /// How late, when the register says.
    pub minutes_late: Option<u16>,
}

/// Announces, after the register's save committed, the students `marked` in the register named
/// `register` (`Mathematics, Grade 7 Rizal`) on `day`.
pub fn attendance_marked(_state: &AppState, register: &str, day: NaiveDate, marked: &[Marked]) {
    for student in marked {
        tracing::info!(
            student = %student.student_id,
            code = student.code.as_str(),
            minutes_late = ?student.minutes_late,
            register,
            %day,
            "attendance marked"
        );
    }
}
