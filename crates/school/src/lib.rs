//! Lyceum's use cases: what the school does, each in one call that owns its transaction and its
//! audit entry. The web server's routes decode a request, call one use case and shape its
//! answer; the `lyceum` command calls the same use cases, so both write, check and audit alike.
//!
//! - [`Refusal`]: why a use case changed nothing.
//! - `audit`: who acted ([`audit::Actor`]) and the entries a use case writes.
//! - `backup`: the database and the uploads in one archive, taken and brought back.
//! - `smtp`, `mail_queue`, `notification_queue`: where e-mail goes, and the e-mail and the
//!   notifications waiting to be sent after a write.
//! - `attendance_sheets`: attendance reports as CSV sheets (a student's marks, the registers a
//!   day lacks, a section's registers over days).
//! - `passwords`: hashing and checking passwords at the cost the server is set to.
//! - `accounts`: administrators made; any account changed or deleted.
//! - `guardians`: guardian accounts made by an administrator.
//! - `imports`: student, teacher and guardian accounts from CSV files.
//! - `class_structure`: the class structure merged from a document.
//! - `news`, `newsletters`: what the school announces.
//! - `report_cards`: the report cards of a student and of a section, built and printed.
//! - `views`, `class_views`, `guardian_views`: the JSON shapes of accounts, people, classes and
//!   guardians as the API answers them (declared to the front end by `lyceum-http`'s `wire`).

pub mod accounts;
pub mod attendance_sheets;
pub mod audit;
pub mod backup;
pub mod class_structure;
pub mod class_views;
mod error;
pub mod guardian_views;
pub mod guardians;
pub mod imports;
pub mod mail_queue;
pub mod news;
pub mod newsletters;
pub mod notification_queue;
pub mod passwords;
pub mod placement;
pub mod report_cards;
pub mod smtp;
pub mod views;

pub use error::Refusal;
