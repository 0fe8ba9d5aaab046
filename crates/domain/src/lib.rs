//! Lyceum's school rules: who the users are, which values are valid, and how sign-in is guarded.
//!
//! Nothing here does I/O: the persistence and http crates build on these types, and most unit
//! tests of the product live beside them.

pub mod attendance;
pub mod calendar;
pub mod class_structure;
pub mod device;
pub mod email;
pub mod enrolment;
pub mod error;
pub mod fees;
pub mod file_name;
pub mod fingerprint;
pub mod grading;
pub mod guardian;
pub mod guardian_alert;
pub mod ical;
pub mod id;
pub mod learner;
pub mod link;
pub mod message;
pub mod password;
pub mod person;
pub mod rich_text;
pub mod role;
pub mod schedule;
pub mod student;
pub mod teacher;
pub mod throttle;

pub use calendar::DayRange;
pub use class_structure::ClassDocument;
pub use email::Email;
pub use error::{FieldErrors, ValidationError};
pub use guardian::{GuardianFields, GuardianInput, MAX_GUARDIANS_PER_STUDENT};
pub use id::Id;
pub use link::WebLink;
pub use message::MessageText;
pub use password::NewPassword;
pub use person::Phone;
pub use rich_text::RichText;
pub use role::Role;
pub use schedule::{ClockTime, Slot, Weekday, TIME_FORMAT_MESSAGE};
pub use student::{StudentFields, StudentForm, StudentInput};
pub use teacher::{TeacherFields, TeacherInput};
pub use throttle::{LoginThrottle, ThrottleSettings};
