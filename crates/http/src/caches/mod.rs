//! Answers kept in memory so that frequent reads skip the database: the sessions of recent
//! callers, the news feed, the current school year and the timetables' weeks. Each cache is forgotten at once when this server changes what it
//! holds; a change made on another server reaches it through the live channel shared over
//! PostgreSQL, and a copy is trusted for at most [`MAX_AGE`] in case that word is missed.

pub mod calendar;
pub mod kept;
pub mod news;
pub mod sessions;
pub mod timetables;

use std::time::Duration;

/// Longest time a cached copy is trusted without reading it again: the longest a change made on
/// another server can take to show here.
pub const MAX_AGE: Duration = Duration::from_secs(5);
