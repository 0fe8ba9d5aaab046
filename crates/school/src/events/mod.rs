//! What people hear of a write once it has committed: the notifications its event decides on
//! (stored, then pushed live to every socket of their recipients), the guardians' alerts and
//! their e-mail. Each event is one function the use case or route calls after the commit; it
//! returns at once, and a failure later is logged, never the caller's.
//!
//! - `attendance`: students newly marked absent or late; `classwork`: work returned; `guardians`: what their guardians
//!   are told of it and of published grades; `grades`: a term's grades published;
//!   `absence_notes`: a guardian's absence note, told to the adviser.
//! - `notifications`: where every event's notifications are stored and delivered.
//! - `reminders`: alerts left unseen, e-mailed again (a background job).
//! - `fee_reminders`: guardians reminded of an installment due soon or overdue (a background
//!   job, and on the fees staff's asking).

pub mod absence_notes;
pub mod attendance;
pub mod classwork;
pub mod fee_reminders;
pub mod grades;
mod guardians;
pub mod notifications;
mod outlets;
pub mod reminders;

pub use absence_notes::absence_note_written;
pub use attendance::{attendance_marked, Marked};
pub use classwork::work_returned;
pub use grades::grades_published;
pub use notifications::NotificationView;
pub use outlets::Outlets;
