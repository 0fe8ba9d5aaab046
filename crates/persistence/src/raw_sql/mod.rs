//! Every statement written as SQL rather than with diesel's query builder, each with the
//! reason it is hand-written. The rest of the crate builds its queries with diesel; a module
//! here only says what is sent, and the entity modules send it and read the rows.
//!
//! - `connection`: connection settings (PRAGMAs), `BEGIN IMMEDIATE`, the migration lock.
//! - `lists`: the admin lists' counts, page boundaries, full-text matches and pages of ids.
//! - `messages`: the latest message of each conversation (a window function).
//! - `attendance`: the whole school's missed days of a term, for the chronic-absence list.
//! - `grades`: dropping and rebuilding an index around the demo's bulk load of scores.
//! - `hub`: the servers' shared live channel (LISTEN/NOTIFY, PostgreSQL-only tables).
//! - `backup`: a consistent copy of a live SQLite file (`VACUUM INTO`).
//! - `id_set`: `column IN (ids)` with the ids bound as one JSON array.
//! - `prepared`: the builder of statements each connection prepares once and keeps.

pub(crate) mod attendance;
pub(crate) mod backup;
pub(crate) mod connection;
#[cfg(feature = "demo")]
pub(crate) mod grades;
pub(crate) mod hub;
pub(crate) mod id_set;
pub(crate) mod lists;
pub(crate) mod messages;
pub(crate) mod prepared;
