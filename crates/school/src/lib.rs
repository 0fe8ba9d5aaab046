//! Lyceum's use cases: what the school does, each in one call that owns its transaction and its
//! audit entry. The web server's routes decode a request, call one use case and shape its
//! answer; the `lyceum` command calls the same use cases, so both write, check and audit alike.
//!
//! - [`Refusal`]: why a use case changed nothing.
//! - `audit`: who acted ([`audit::Actor`]) and the entries a use case writes; `audit_log`: the
//!   queue of entries the web server records, written in batches and pruned by a background job.
//! - `backup`: the database and the uploads in one archive, taken and brought back.
//! - `calendar`: school years, terms and no-school days changed by an administrator.
//! - `blocking`: database work off the async workers, a write in its turn among the server's.
//! - `smtp`, `mail_queue`, `notification_queue`: where e-mail goes, and the e-mail and the
//!   notifications waiting to be sent after a write; `mail`: the e-mail guardians get, and the
//!   job that sends it; `events`: what people hear of a write once it has committed.
//! - `attendance_sheets`: attendance reports as CSV sheets (a student's marks, the registers a
//!   day lacks, a section's registers over days).
//! - `passwords`: hashing and checking passwords at the cost the server is set to.
//! - `accounts`: administrators made; any account changed or deleted.
//! - `guardians`: guardian accounts made by an administrator.
//! - `imports`: student, teacher and guardian accounts from CSV files.
//! - `class_changes`: categories, levels, sections, subjects and lessons made, changed or
//!   deleted one at a time; `class_structure`: the class structure merged from a document.
//! - `news`, `newsletters`: what the school announces.
//! - `fees`: fee schedules, learners assessed, payments against official receipts, receipts
//!   voided (docs/fees.md); `fee_views`: their JSON shapes.
//! - `year_end`: a school year closed, its students moved on or graduated; graduates restored.
//! - `report_cards`: the report cards of a student and of a section, built and printed.
//! - `attachments`: files a teacher attaches to their section or subject, and removes.
//! - `attendance_changes`: excuses, absence notes, an alert's reply and the attendance settings
//!   changed, each with its audit entry.
//! - `grade_changes`: assessments, submissions, publications, comments and grading schemes
//!   changed, each with its audit entry.
//! - `attendance_views`, `attendance_report_views`, `grade_views`: the JSON shapes of registers,
//!   excuses, the attendance reports, gradebooks and grades.
//! - `grade_years`: a student's published grades of a year, and of its latest published term.
//! - `kept`: answers kept in memory while nothing they depend on changes; `weeks`: the weeks of
//!   lessons of a section or a teacher, and their JSON shapes.
//! - `uploads`: files kept by their content's type under server-made names, and checked when
//!   a record names one; `upload_sweep`: uploads nothing refers to, deleted after a grace period.
//! - `views`, `class_views`, `guardian_views`: the JSON shapes of accounts, people, classes and
//!   guardians as the API answers them (declared to the front end by `lyceum-http`'s `wire`).

pub mod accounts;
pub mod announcements;
pub mod attachments;
pub mod attendance_changes;
pub mod attendance_report_views;
pub mod attendance_sheets;
pub mod attendance_views;
pub mod audit;
pub mod audit_log;
pub mod backup;
pub mod blocking;
pub mod calendar;
pub mod calendar_forms;
pub mod class_changes;
pub mod class_lists;
pub mod class_structure;
pub mod class_views;
pub mod classwork;
pub mod classwork_review;
pub mod classwork_views;
pub mod classwork_work;
mod error;
pub mod events;
pub mod fee_views;
pub mod fees;
pub mod grade_changes;
pub mod grade_forms;
pub mod grade_views;
pub mod grade_years;
pub mod guardian_access;
pub mod guardian_views;
pub mod guardians;
pub mod homes;
pub mod imports;
pub mod kept;
pub mod kept_sessions;
pub mod learner_views;
pub mod lis_exports;
pub mod mail;
pub mod mail_queue;
pub mod messaging;
pub mod news;
pub mod newsletters;
pub mod notification_queue;
pub mod passkeys;
pub mod passwords;
pub mod permanent_records;
pub mod placement;
pub mod portal_classes;
pub mod receiving;
pub mod record_downloads;
pub mod report_cards;
pub mod report_queries;
pub mod school_accounts;
pub mod school_forms;
pub mod school_reports;
pub mod second_step;
pub mod session_users;
pub mod sign_in_throttle;
pub mod signed_in;
pub mod smtp;
pub mod staff_views;
pub mod student_forms;
pub mod teacher_forms;
pub mod transfers;
pub mod typescript;
pub mod upload_sweep;
pub mod uploads;
pub mod views;
pub mod weeks;
pub mod wire_types;
pub mod year_end;

pub use error::Refusal;
