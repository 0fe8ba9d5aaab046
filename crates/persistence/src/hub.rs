//! The meeting point of several servers' live channels on one PostgreSQL database: which server
//! has whom online (each server's heartbeat keeps its rows counting), notifications between
//! them (LISTEN/NOTIFY), and the payloads too large for one notification. Every statement is
//! hand-written (see `raw_sql::hub`).

use diesel::connection::SimpleConnection;
use diesel::pg::PgConnection;
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Text};

use crate::db::{Conn, DbConnection};
use crate::error::StoreError;
use crate::raw_sql::hub as sql;

/// The notification channel every server listens on.
pub const CHANNEL: &str = "lyceum_hub";

/// Largest payload sent in a notification (PostgreSQL's limit is 8000 bytes); larger ones are
/// stored and sent by id.
pub const MAX_NOTIFY_BYTES: usize = 7000;

fn pg(conn: &mut Conn) -> Result<&mut PgConnection, StoreError> {
    match &mut **conn {
        DbConnection::Postgresql(pg) => Ok(pg),
        DbConnection::Sqlite(_) => Err(StoreError::Setup("the shared live channel needs PostgreSQL".into())),
    }
}

/// Sends `payload` to every listening server (in the order sent from this connection).
pub fn notify(conn: &mut Conn, payload: &str) -> Result<(), StoreError> {
    diesel::sql_query(sql::NOTIFY).bind::<Text, _>(CHANNEL).bind::<Text, _>(payload).execute(pg(conn)?)?;
    Ok(())
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = BigInt)]
    id: i64,
}

#[derive(QueryableByName)]
struct Body {
    #[diesel(sql_type = Text)]
    body: String,
}

#[derive(QueryableByName)]
struct User {
    #[diesel(sql_type = Text)]
    user_id: String,
}

/// Stores a payload too large to notify; answers its id.
pub fn store_payload(conn: &mut Conn, body: &str) -> Result<i64, StoreError> {
    let stored: Id = diesel::sql_query(sql::STORE_PAYLOAD).bind::<Text, _>(body).get_result(pg(conn)?)?;
    Ok(stored.id)
}

/// A stored payload, if it is still kept.
pub fn payload(conn: &mut Conn, id: i64) -> Result<Option<String>, StoreError> {
    let found: Option<Body> = diesel::sql_query(sql::PAYLOAD).bind::<BigInt, _>(id).get_result(pg(conn)?).optional()?;
    Ok(found.map(|found| found.body))
}

/// This server is alive: its rows count for `alive_secs` more seconds.
pub fn heartbeat(conn: &mut Conn, server: &str) -> Result<(), StoreError> {
    diesel::sql_query(sql::HEARTBEAT).bind::<Text, _>(server).execute(pg(conn)?)?;
    Ok(())
}

/// Records that `came` came online on `server` and `went` went offline there.
pub fn update_presence(conn: &mut Conn, server: &str, came: &[String], went: &[String]) -> Result<(), StoreError> {
    let pg = pg(conn)?;
    pg.transaction(|pg| {
        diesel::sql_query(sql::HEARTBEAT).bind::<Text, _>(server).execute(pg)?;
        for user in went {
            diesel::sql_query(sql::WENT_OFFLINE).bind::<Text, _>(server).bind::<Text, _>(user).execute(pg)?;
        }
        for user in came {
            diesel::sql_query(sql::CAME_ONLINE).bind::<Text, _>(server).bind::<Text, _>(user).execute(pg)?;
        }
        Ok::<_, diesel::result::Error>(())
    })?;
    Ok(())
}

/// Forgets everything `server` said about who is online there (a fresh start).
pub fn clear_presence(conn: &mut Conn, server: &str) -> Result<(), StoreError> {
    diesel::sql_query(sql::CLEAR_PRESENCE).bind::<Text, _>(server).execute(pg(conn)?)?;
    Ok(())
}

/// Users online through servers other than `server` that were seen within `alive_secs`.
pub fn online_elsewhere(conn: &mut Conn, server: &str, alive_secs: i64) -> Result<Vec<String>, StoreError> {
    let users: Vec<User> = diesel::sql_query(sql::ONLINE_ELSEWHERE)
        .bind::<Text, _>(server)
        .bind::<BigInt, _>(alive_secs)
        .load(pg(conn)?)?;
    Ok(users.into_iter().map(|user| user.user_id).collect())
}

/// Deletes what servers silent for `dead_secs` left behind, and payloads older than `payload_secs`.
pub fn sweep(conn: &mut Conn, dead_secs: i64, payload_secs: i64) -> Result<(), StoreError> {
    let pg = pg(conn)?;
    pg.batch_execute(&sql::sweep(dead_secs, payload_secs))?;
    Ok(())
}

/// A connection of its own that listens for the servers' notifications.
pub struct Listener {
    conn: PgConnection,
}

impl Listener {
    /// Connects to `url` and starts listening.
    pub fn connect(url: &str) -> Result<Listener, StoreError> {
        let mut conn = PgConnection::establish(url).map_err(|error| StoreError::Setup(error.to_string()))?;
        conn.batch_execute(&sql::listen(CHANNEL))?;
        Ok(Listener { conn })
    }

    /// The payloads received since the last call (never waits).
    pub fn received(&mut self) -> Result<Vec<String>, StoreError> {
        let mut payloads = Vec::new();
        for notification in self.conn.notifications_iter() {
            payloads.push(notification?.payload);
        }
        Ok(payloads)
    }

    /// Checks that the connection still works.
    pub fn check(&mut self) -> Result<(), StoreError> {
        self.conn.batch_execute(sql::CHECK)?;
        Ok(())
    }
}
