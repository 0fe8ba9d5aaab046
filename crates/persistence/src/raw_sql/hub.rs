//! The statements of the servers' shared live channel (`hub`), PostgreSQL only.
//!
//! Hand-written, all of them: LISTEN/NOTIFY has no diesel DSL, and the hub's tables
//! (`hub_servers`, `hub_presence`, `hub_payloads`) exist only in the PostgreSQL migrations, so
//! the schema shared with SQLite leaves them out. Times are the database's own
//! (`LOCALTIMESTAMP`), so servers with drifting clocks agree.

/// Sends the payload `$2` on the channel `$1` to every listening server.
pub(crate) const NOTIFY: &str = "SELECT pg_notify($1, $2)";

/// Stores a payload (`$1`) too large to notify; answers its `id`.
pub(crate) const STORE_PAYLOAD: &str =
    "INSERT INTO hub_payloads (body, created_at) VALUES ($1, LOCALTIMESTAMP) RETURNING id";

/// The `body` of the stored payload `$1`.
pub(crate) const PAYLOAD: &str = "SELECT body FROM hub_payloads WHERE id = $1";

/// The server `$1` is alive now (an upsert: `ON CONFLICT ... DO UPDATE`).
pub(crate) const HEARTBEAT: &str = "INSERT INTO hub_servers (id, seen_at) VALUES ($1, LOCALTIMESTAMP) \
     ON CONFLICT (id) DO UPDATE SET seen_at = EXCLUDED.seen_at";

/// The user `$2` went offline on the server `$1`.
pub(crate) const WENT_OFFLINE: &str = "DELETE FROM hub_presence WHERE server_id = $1 AND user_id = $2";

/// The user `$2` came online on the server `$1` (once, however often it is said).
pub(crate) const CAME_ONLINE: &str =
    "INSERT INTO hub_presence (server_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING";

/// Forgets who is online on the server `$1`.
pub(crate) const CLEAR_PRESENCE: &str = "DELETE FROM hub_presence WHERE server_id = $1";

/// The users (`user_id`) online on servers other than `$1` that were seen within `$2` seconds.
pub(crate) const ONLINE_ELSEWHERE: &str =
    "SELECT DISTINCT p.user_id FROM hub_presence p JOIN hub_servers s ON s.id = p.server_id \
     WHERE p.server_id <> $1 AND s.seen_at > LOCALTIMESTAMP - make_interval(secs => $2)";

/// Deletes what servers silent for `dead_secs` left behind, and payloads older than
/// `payload_secs`: three statements sent as one batch.
pub(crate) fn sweep(dead_secs: i64, payload_secs: i64) -> String {
    format!(
        "DELETE FROM hub_presence WHERE server_id IN \
           (SELECT id FROM hub_servers WHERE seen_at < LOCALTIMESTAMP - make_interval(secs => {dead_secs})); \
         DELETE FROM hub_servers WHERE seen_at < LOCALTIMESTAMP - make_interval(secs => {dead_secs}); \
         DELETE FROM hub_payloads WHERE created_at < LOCALTIMESTAMP - make_interval(secs => {payload_secs});"
    )
}

/// Starts listening on `channel`.
pub(crate) fn listen(channel: &str) -> String {
    format!("LISTEN {channel}")
}

/// Checks that a listening connection still works.
pub(crate) const CHECK: &str = "SELECT 1";
