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

use crate::backend::{transaction, Conn, DbConnection};
use crate::error::StoreError;
use crate::raw_sql::connection;

/// How often the log is copied back into the database file.
const CHECKPOINT_EVERY: Duration = Duration::from_secs(1);

/// A write, run on the writers' thread with its connection. It answers whether it wrote
/// (`ok`; one that did not leaves nothing behind) and what to do once its transaction ended
/// (`then`, told whether it committed), where it reports its outcome to its caller. One that
/// panics is dropped, and its caller sees its channel close.
pub type Write = Box<dyn FnOnce(&mut Conn) -> Written + Send>;

/// What a write did: whether it wrote, and how it reports once its transaction ended.
pub struct Written {
    /// False when the write refused or failed: what it wrote is rolled back.
    pub ok: bool,
    /// Run after the transaction holding the write ended, told whether it committed.
    pub then: Box<dyn FnOnce(bool) + Send>,
}

/// The most writes committed together.
const BATCH: usize = 64;

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
        if let Err(error) = final_checkpoint(&self.path) {
            tracing::warn!(%error, "SQLite's log could not be checkpointed on closing; the next start reads it");
        }
    }
}

/// The closing checkpoint: the whole log copied back and emptied. One checkpoint runs at a time,
/// and SQLite answers one asked for while another is under way (the checkpoint thread's, which
/// ends on its own time) with `busy` at once, without waiting; so it is asked again a while.
fn final_checkpoint(path: &str) -> Result<(), String> {
    #[derive(diesel::QueryableByName)]
    struct Outcome {
        #[diesel(sql_type = diesel::sql_types::Integer)]
        busy: i32,
    }
    let mut conn = SqliteConnection::establish(path).map_err(|error| error.to_string())?;
    conn.batch_execute(connection::CLOSING_BUSY_TIMEOUT).map_err(|error| error.to_string())?;
    for _ in 0..40 {
        let outcome: Outcome =
            diesel::RunQueryDsl::get_result(diesel::sql_query(connection::FINAL_CHECKPOINT), &mut conn)
                .map_err(|error| error.to_string())?;
        if outcome.busy == 0 {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Err("another checkpoint kept the log busy for two seconds".into())
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

/// Runs the writes queued, in order, until the database is gone (its queue closes). Writes
/// that queued while one ran are run together in one transaction, each in a savepoint of its
/// own (one that fails leaves nothing, the others stay), and commit once: many writers at once
/// cost one commit, not one each. Each is told the outcome only once the commit is done, so
/// its caller never answers before what it wrote can be read. After a write that panicked the
/// whole batch is rolled back, the connection goes back to its pool, which closes it, and the
/// next write gets a new one.
fn write_in_turn(writes: &Receiver<Write>, pool: &Pool<ConnectionManager<DbConnection>>, mut conn: Conn) {
    while let Ok(first) = writes.recv() {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match writes.try_recv() {
                Ok(write) => batch.push(write),
                Err(_) => break,
            }
        }
        let mut reports: Vec<Box<dyn FnOnce(bool) + Send>> = Vec::with_capacity(batch.len());
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            transaction(&mut conn, |conn| {
                for write in batch {
                    match transaction(conn, |conn| match write(conn) {
                        written if written.ok => Ok(written),
                        refused => Err(Step::Refused(refused)),
                    }) {
                        Ok(written) | Err(Step::Refused(written)) => reports.push(written.then),
                        Err(Step::Failed(error)) => return Err(error),
                    }
                }
                Ok(())
            })
        }));
        let committed = matches!(outcome, Ok(Ok(())));
        if let Ok(Err(error)) = &outcome {
            tracing::error!(%error, writes = reports.len(), "a batch of writes could not be committed");
        }
        for report in reports {
            report(committed);
        }
        if outcome.is_err() {
            tracing::error!("a database write panicked; its batch was rolled back and its callers told so");
            drop(conn);
            conn = loop {
                match pool.get() {
                    Ok(conn) => break conn,
                    Err(error) => tracing::error!(%error, "the writers' connection could not be opened again"),
                }
            };
        }
    }
}

/// How one write of a batch ended, when not with a write to keep.
enum Step {
    /// It refused or failed by itself: its savepoint is rolled back, the batch goes on.
    Refused(Written),
    /// The database failed around it (its savepoint could not be made or ended).
    Failed(diesel::result::Error),
}

impl From<diesel::result::Error> for Step {
    fn from(error: diesel::result::Error) -> Self {
        Step::Failed(error)
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
    use std::sync::mpsc::{channel, Sender};

    use diesel::{ExpressionMethods, QueryDsl, RunQueryDsl};

    use super::{Write, Written};
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

    /// A write adding a category named `name`, reporting (its outcome, whether it committed).
    fn adding(name: String, report: Sender<(bool, bool)>) -> Write {
        Box::new(move |conn| {
            let ok = add_category(conn, &name).is_ok();
            Written { ok, then: Box::new(move |committed| report.send((ok, committed)).unwrap()) }
        })
    }

    fn names(db: &Database) -> Vec<String> {
        categories::table.select(categories::name).order(categories::name).load(&mut db.conn().unwrap()).unwrap()
    }

    #[test]
    fn writes_run_in_the_order_they_came_and_report_once_committed() {
        let (db, dir) = scratch();
        let (done, order) = channel();
        for n in 0..200 {
            let done = done.clone();
            db.submit_write(Box::new(move |conn| {
                add_category(conn, &format!("Category {n:03}")).unwrap();
                Written { ok: true, then: Box::new(move |committed| done.send((n, committed)).unwrap()) }
            }))
            .unwrap();
        }
        let seen: Vec<(i32, bool)> = (0..200).map(|_| order.recv().unwrap()).collect();
        assert_eq!(seen, (0..200).map(|n| (n, true)).collect::<Vec<_>>());
        assert_eq!(names(&db).len(), 200, "each was readable once it was reported");
        drop(db);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_refused_write_leaves_nothing_and_the_writes_around_it_commit() {
        let (db, dir) = scratch();
        let (done, outcomes) = channel();
        db.submit_write(adding("Before".into(), done.clone())).unwrap();
        db.submit_write(Box::new(move |conn| {
            // Writes, then refuses: nothing of it stays.
            add_category(conn, "Half written").unwrap();
            Written { ok: false, then: Box::new(move |committed| done.send((false, committed)).unwrap()) }
        }))
        .unwrap();
        let (after, after_outcome) = channel();
        db.submit_write(adding("After".into(), after)).unwrap();
        assert_eq!(outcomes.recv().unwrap(), (true, true));
        assert!(!outcomes.recv().unwrap().0, "the refused write reports its refusal");
        assert_eq!(after_outcome.recv().unwrap(), (true, true));
        assert_eq!(names(&db), ["After", "Before"]);
        drop(db);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_write_that_panics_is_rolled_back_with_its_batch_and_the_next_write_commits() {
        let (db, dir) = scratch();
        let (done, outcome) = channel::<()>();
        db.submit_write(Box::new(move |conn| {
            let _kept_until_the_panic = done;
            let _: Result<(), diesel::result::Error> = transaction(conn, |conn| {
                add_category(conn, "Half written")?;
                panic!("a bug in the middle of a write");
            });
            unreachable!()
        }))
        .unwrap();
        assert!(outcome.recv().is_err(), "the caller sees its channel close");
        let (next, next_outcome) = channel();
        db.submit_write(adding("Next".into(), next)).unwrap();
        assert_eq!(next_outcome.recv().unwrap(), (true, true));
        assert_eq!(names(&db), ["Next"]);
        drop(db);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn closing_the_database_empties_its_log() {
        let (db, dir) = scratch();
        let (done, written) = channel();
        db.submit_write(adding("Kept".into(), done)).unwrap();
        assert_eq!(written.recv().unwrap(), (true, true));
        drop(db);
        let log = std::fs::metadata(dir.join("school.db-wal")).map(|meta| meta.len()).unwrap_or(0);
        assert_eq!(log, 0, "the log was copied back into the file");
        let reopened = Database::connect(&DatabaseUrl::Sqlite(dir.join("school.db"))).unwrap();
        assert_eq!(names(&reopened), ["Kept"]);
        drop(reopened);
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn the_log_is_copied_back_into_the_file_within_seconds_of_a_write() {
        let (db, dir) = scratch();
        let (done, written) = channel();
        db.submit_write(adding("Copied back".into(), done)).unwrap();
        assert_eq!(written.recv().unwrap(), (true, true));
        // The file itself, read as it is on the disk without the log (`immutable`), holds the
        // write once the checkpoint thread copied it back.
        let file = format!("file:{}?immutable=1", dir.join("school.db").display());
        let in_the_file = || -> Vec<String> {
            let mut conn = <diesel::SqliteConnection as diesel::Connection>::establish(&file).unwrap();
            // Until the first checkpoint, the file has not even the tables the migrations made.
            categories::table.select(categories::name).load(&mut conn).unwrap_or_default()
        };
        let mut seen = in_the_file();
        for _ in 0..50 {
            if !seen.is_empty() {
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
            seen = in_the_file();
        }
        assert_eq!(seen, ["Copied back"], "copied back within five seconds of the write");
        drop(db);
        let _ = std::fs::remove_dir_all(dir);
    }
}
