//! How a SQLite server writes: one writer at a time, in the order they came, through one
//! connection, with the write-ahead log copied back into the database file off their path.
//!
//! - **A queue.** SQLite takes one writer at a time. Left to its lock, a writer that finds it
//!   taken sleeps and retries with a growing back-off (up to 100 ms a try), so with 32 teachers
//!   saving registers at once a save could wait a second. Here the writers of this process wait
//!   in a fair queue and each is woken as the one before it is done. Writers of another process
//!   (the `lyceum` command) still meet them in SQLite's lock.
//! - **One connection.** Every connection drops its cached pages when another one commits; the
//!   writers' connection keeps what its own commits touched, so a write finds its pages cached.
//! - **Checkpoints in the background.** Left to SQLite, the commit that finds the log past 1,000
//!   pages copies it back into the file and syncs it, while every writer queued behind waits
//!   (a 32-writer bench's p99 went from 37 ms to 220 ms). Connections are set not to do that
//!   (`wal_autocheckpoint = 0`, in `raw_sql::connection`); a thread of the database's own runs a
//!   passive checkpoint every second instead, which copies what no reader still needs while
//!   writers go on appending. Closing the last connection checkpoints what is left, as before.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex, PoisonError, Weak};
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::r2d2::{ConnectionManager, Pool};
use diesel::{Connection, SqliteConnection};

use crate::backend::{Conn, DbConnection};
use crate::error::StoreError;
use crate::raw_sql::connection;

/// How often the log is copied back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// A write, run on the writers' thread with its connection. It reports its own outcome (through
/// a channel of its caller's); one that panics is dropped, and its caller sees the channel close.
pub type Write = Box<dyn FnOnce(&mut Conn) + Send>;

/// A SQLite database's writers: the queue of writes their thread runs in turn.
pub(crate) struct Writers {
    queue: Mutex<Sender<Write>>,
    /// The database file, checkpointed once more when the writers are gone.
    path: String,
}

/// When the database is closed (the last handle to it dropped), what the log still holds is
/// copied back and the log emptied, as SQLite does when its last connection closes, which the
/// two threads, ending on their own time, may not be by the time a command exits.
impl Drop for Writers {
    fn drop(&mut self) {
        let checkpointed = SqliteConnection::establish(&self.path)
            .map_err(|error| error.to_string())
            .and_then(|mut conn| conn.batch_execute(connection::FINAL_CHECKPOINT).map_err(|error| error.to_string()));
        if let Err(error) = checkpointed {
            tracing::warn!(%error, "SQLite's log could not be checkpointed on closing; the next start reads it");
        }
    }
}

impl Writers {
    /// The writers of the SQLite file at `path`: a thread writing through `connection` (a pool
    /// of one) whatever is queued, in order, and one checkpointing the log, while they live.
    pub(crate) fn start(
        connection: Pool<ConnectionManager<DbConnection>>,
        path: String,
    ) -> Result<Arc<Writers>, StoreError> {
        let conn = connection.get()?;
        let (queue, writes) = channel::<Write>();
        let writers = Arc::new(Writers { queue: Mutex::new(queue), path: path.clone() });
        let failed = |error: std::io::Error| StoreError::Setup(format!("cannot start the writers' thread: {error}"));
        std::thread::Builder::new()
            .name("sqlite-writer".into())
            .spawn(move || write_in_turn(&writes, &connection, conn))
            .map_err(failed)?;
        let mut checkpoints = SqliteConnection::establish(&path)
            .map_err(|error| StoreError::Setup(format!("cannot connect to the database: {error}")))?;
        let alive = Arc::downgrade(&writers);
        std::thread::Builder::new()
            .name("sqlite-checkpoint".into())
            .spawn(move || checkpoint_while(&alive, &mut checkpoints))
            .map_err(failed)?;
        Ok(writers)
    }

    /// Queues `write` for the writers' thread.
    pub(crate) fn submit(&self, write: Write) -> Result<(), StoreError> {
        let queue = self.queue.lock().unwrap_or_else(PoisonError::into_inner);
        queue.send(write).map_err(|_| StoreError::Setup("the database's writer has stopped".into()))
    }
}

/// Runs each write queued, in order, until the database is gone (its queue closes). After a
/// write that panicked, perhaps inside a transaction, the connection goes back to its pool,
/// which closes it, and the next write gets a new one.
fn write_in_turn(writes: &Receiver<Write>, pool: &Pool<ConnectionManager<DbConnection>>, mut conn: Conn) {
    for write in writes {
        if catch_unwind(AssertUnwindSafe(|| write(&mut conn))).is_ok() {
            continue;
        }
        tracing::error!("a database write panicked; its caller was told it failed");
        drop(conn);
        conn = loop {
            match pool.get() {
                Ok(conn) => break conn,
                Err(error) => tracing::error!(%error, "the writers' connection could not be opened again"),
            }
        };
    }
}

/// Every [`CHECKPOINT_EVERY`], a passive checkpoint, until the writers are gone. A checkpoint
/// that fails (the disk, a backup being restored) is logged and tried again next time.
fn checkpoint_while(alive: &Weak<Writers>, conn: &mut SqliteConnection) {
    loop {
        std::thread::sleep(CHECKPOINT_EVERY);
        if alive.strong_count() == 0 {
            return;
        }
        if let Err(error) = conn.batch_execute(connection::CHECKPOINT) {
            tracing::warn!(%error, "SQLite checkpoint failed; trying again in a second");
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc::channel;

    use diesel::{ExpressionMethods, QueryDsl, RunQueryDsl};

    use crate::db::{transaction, Database, DatabaseUrl};
    use crate::schema::categories;
    use crate::values::{new_id, now};

    fn scratch() -> (Database, std::path::PathBuf) {
        let dir = std::env::temp_dir().join(format!("lyceum-writers-{}", new_id()));
        let db = Database::connect(&DatabaseUrl::Sqlite(dir.join("school.db"))).unwrap();
        (db, dir)
    }

    fn add_category(conn: &mut crate::Conn, name: &str) -> diesel::QueryResult<usize> {
        diesel::insert_into(categories::table)
            .values((categories::id.eq(new_id()), categories::name.eq(name), categories::created_at.eq(now())))
            .execute(conn)
    }

    #[test]
    fn writes_run_one_at_a_time_in_the_order_they_came() {
        let (db, dir) = scratch();
        let (done, order) = channel();
        for n in 0..50 {
            let done = done.clone();
            db.submit_write(Box::new(move |conn| {
                add_category(conn, &format!("Category {n}")).unwrap();
                done.send(n).unwrap();
            }))
            .unwrap();
        }
        let seen: Vec<i32> = (0..50).map(|_| order.recv().unwrap()).collect();
        assert_eq!(seen, (0..50).collect::<Vec<_>>());
        let stored: i64 = categories::table.count().get_result(&mut db.conn().unwrap()).unwrap();
        assert_eq!(stored, 50);
        drop(db);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_write_that_panics_inside_a_transaction_leaves_nothing_and_the_next_write_commits() {
        let (db, dir) = scratch();
        let (done, outcome) = channel::<()>();
        db.submit_write(Box::new(move |conn| {
            let _kept_until_the_panic = done;
            let _: Result<(), diesel::result::Error> = transaction(conn, |conn| {
                add_category(conn, "Half written")?;
                panic!("a bug in the middle of a write");
            });
        }))
        .unwrap();
        assert!(outcome.recv().is_err(), "the caller sees its channel close");
        let (done, outcome) = channel();
        db.submit_write(Box::new(move |conn| done.send(add_category(conn, "Next").unwrap()).unwrap())).unwrap();
        assert_eq!(outcome.recv().unwrap(), 1);
        let names: Vec<String> = categories::table.select(categories::name).load(&mut db.conn().unwrap()).unwrap();
        assert_eq!(names, ["Next"]);
        drop(db);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn closing_the_database_empties_its_log() {
        let (db, dir) = scratch();
        let (done, written) = channel();
        db.submit_write(Box::new(move |conn| done.send(add_category(conn, "Kept").unwrap()).unwrap())).unwrap();
        written.recv().unwrap();
        drop(db);
        let log = std::fs::metadata(dir.join("school.db-wal")).map(|meta| meta.len()).unwrap_or(0);
        assert_eq!(log, 0, "the log was copied back into the file");
        let reopened = Database::connect(&DatabaseUrl::Sqlite(dir.join("school.db"))).unwrap();
        let stored: i64 = categories::table.count().get_result(&mut reopened.conn().unwrap()).unwrap();
        assert_eq!(stored, 1);
        drop(reopened);
        let _ = std::fs::remove_dir_all(dir);
    }
}
