//! Lyceum's storage: the diesel schema, one query code path for SQLite and PostgreSQL,
//! the connection pool and the embedded migrations.
//!
//! Each entity has its own module owning its rows and their queries (`admins`, `teachers`,
//! `students`, `classes`, `sections`, `subjects`, `messages`, `notifications`, ...): plain functions taking a
//! connection, every multi-row change in one transaction (`db::transaction`). Queries are
//! built with diesel; the few statements it cannot write live in `raw_sql`, each with the
//! reason. No HTTP and no business rules here.
//!
//! The demo school (`seed`, and each area's `demo` modules) is built only with the `demo`
//! feature, which `lyceum seed-demo` and the tests turn on: the web server's library never
//! carries it.
//!
//! Modules import what they use from the module that defines it; the re-exports below are for
//! other crates.

#![warn(missing_docs)]

pub mod account_imports;
pub mod admins;
pub mod announcements;
#[cfg(feature = "demo")]
pub mod announcements_demo;
pub mod attachments;
pub mod attendance;
pub mod audit;
pub mod audit_names;
mod backend;
pub mod backup;
mod bookings;
pub mod calendar_feeds;
pub mod class_structure;
pub mod classes;
pub mod classwork;
#[cfg(feature = "demo")]
pub mod classwork_demo;
pub mod classwork_missing;
#[cfg(feature = "demo")]
pub mod classwork_work_demo;
pub mod credentials;
pub mod db;
#[cfg(feature = "demo")]
pub mod demo_feed;
pub mod error;
pub mod fees;
pub mod files;
pub mod grades;
pub mod guardians;
pub mod homes;
pub mod hub;
mod id_text;
pub mod imports;
pub mod learners;
mod like;
mod listing;
pub mod messages;
pub mod news;
pub mod newsletters;
pub mod notifications;
pub mod passkeys;
pub mod people;
pub mod prefetch;
mod raw_sql;
pub mod report_cards;
pub mod schema;
pub mod school_accounts;
pub mod school_years;
pub mod second_steps;
pub mod sections;
#[cfg(feature = "demo")]
pub mod seed;
pub mod sessions;
pub mod sqlite_cache;
pub mod sqlite_memory;
mod stored_day;
mod stored_time;
pub mod students;
pub mod subjects;
pub mod submissions;
pub mod teachers;
pub mod teaching;
pub mod throttle;
pub mod timetable;
pub mod unreferenced_uploads;
pub mod values;
mod writers;

pub use db::{snapshot, transaction, Conn, Database, DatabaseUrl, DbConnection};
pub use error::StoreError;
pub use sqlite_cache::SqliteCache;
pub use values::{new_id, now};
pub use writers::{Write, Written};

/// diesel's error, for callers that run several calls in one [`transaction`].
pub use diesel::result::Error as DieselError;
