//! Attendance reports: the span a report covers (`span`), a section's month as School Form 2
//! lays it out (`month`), a student's term (`summary`), a subject's registers (`history`), the
//! registers of a day not taken (`not_taken`), the chronic-absence list (`chronic`) and a
//! section's registers as rows (`export`).
//!
//! A student's mark for a day comes from the registers of their section taken that day
//! (`day_marks`, by `lyceum_domain::attendance::report::day_mark`); only marks other than a
//! plain "present" are stored, so a register without a mark of a student had them present.
//! The reads of one section or student use the indexes by section and by student and touch a
//! few dozen rows; the chronic list counts the whole school's term in one statement.

mod day_marks;

pub mod chronic;
pub mod export;
pub mod history;
pub mod month;
pub mod not_taken;
pub mod span;
pub mod summary;
