//! API tests: the real application on a free port, a fresh database per test,
//! on SQLite and (when `LYCEUM_TEST_POSTGRES_URL` is set) on PostgreSQL.

mod helpers;

mod administrators;
mod attendance;
mod attendance_reports;
mod audit_log;
mod audit_names;
mod bad_input;
mod class_list;
mod class_names;
mod class_structure;
mod classes;
mod close_year;
mod concurrency;
mod files;
mod fuzz;
mod import_habits;
mod imports;
mod lesson_times;
mod messages;
mod news;
mod newsletters;
mod notifications;
mod password;
mod password_reset;
mod phones;
mod portals;
mod profile_photos;
mod realtime;
mod report_cards;
mod roles;
mod school_years;
mod search_and_paging;
mod search_limits;
mod section_changes;
mod session_cache;
mod sign_in;
mod sign_out_everywhere;
mod students;
mod teachers;
mod timetable;
mod upload_sweep;
mod web_delivery;
mod year_end;
