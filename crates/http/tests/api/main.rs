//! API tests: the real application on a free port, a fresh database per test,
//! on SQLite and (when `LYCEUM_TEST_POSTGRES_URL` is set) on PostgreSQL.

mod helpers;

mod audit_log;
mod bad_input;
mod class_names;
mod classes;
mod concurrency;
mod files;
mod imports;
mod messages;
mod news;
mod newsletters;
mod password;
mod password_reset;
mod portals;
mod profile_photos;
mod realtime;
mod roles;
mod search_and_paging;
mod section_changes;
mod session_cache;
mod sign_in;
mod students;
mod teachers;
mod web_delivery;
mod year_end;
