//! The statement behind a user's list of conversations.

/// The latest message of each of `me`'s conversations (`$1`), as stored messages.
/// Hand-written: diesel's query builder has no window functions (`ROW_NUMBER() OVER`). `$1` is
/// bound once and read three times: PostgreSQL numbers its parameters so, and SQLite takes
/// `$1` as one named parameter.
pub(crate) const LATEST_PER_PARTNER: &str = "\
    SELECT id, sender_id, receiver_id, message, created_at, read_at FROM (
        SELECT id, sender_id, receiver_id, message, created_at, read_at,
            ROW_NUMBER() OVER (
                PARTITION BY CASE WHEN sender_id = $1 THEN receiver_id ELSE sender_id END
                ORDER BY created_at DESC, id DESC
            ) AS recency
        FROM messages
        WHERE sender_id = $1 OR receiver_id = $1
    ) AS latest
    WHERE recency = 1";
