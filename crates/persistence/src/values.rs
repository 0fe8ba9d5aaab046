//! Values every table stores the same way: ids are random UUIDs kept as text, times are UTC.

/// A new random id, as stored and as the API shows it in `_id`.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// The current time in UTC, as stored.
pub fn now() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc()
}
