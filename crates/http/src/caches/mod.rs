//! Answers kept in memory so that frequent reads skip the database: the sessions of recent
//! callers and their `GET /api/session` answers, the news feed, the current school year and the
//! timetables' weeks (each a `lyceum_school::kept` map or answer). Each cache is forgotten at
//! once when this server changes what it holds; a change made on another server reaches it
//! through the live channel shared over PostgreSQL, and a copy is trusted for at most
//! [`MAX_AGE`] in case that word is missed.

pub mod calendar;
pub mod news;
pub mod session_users;
pub mod sessions;
pub mod timetables;

pub use lyceum_school::kept::MAX_AGE;
