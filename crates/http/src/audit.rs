//! The audit log as handlers use it: [`AuditLog::record`] an [`Entry`] after each sign-in, change
//! and read of student records; a background writer ([`AuditLog::write_entries`]) appends them in
//! batches, so a busy list screen costs no write per request, and prunes entries past the
//! retention period.
//!
//! Entries reach the database within a moment; `GET /api/admins/audit-log` first waits for
//! every entry recorded before it ([`AuditLog::flush`]), and shutting down writes what is queued.

use std::time::Duration;

use lyceum_domain::Role;
use lyceum_persistence::audit::{self, NewEntry};
use lyceum_persistence::Database;
use tokio::sync::{mpsc, oneshot, Mutex, Notify};

use crate::auth::caller::{RoleSet, Signed};
use crate::db;
use crate::settings::Settings;

/// Entries waiting to be written before `record` stops queueing and hands them over one by one.
const QUEUE: usize = 65_536;
/// Most entries taken from the queue for one write (written [`PER_TURN`] at a time).
const BATCH: usize = 2_000;
/// Most entries written in one turn among the server's writes (a transaction of its own or
/// committed with the writes queued beside it).
const PER_TURN: usize = 250;
/// The pause after each write, while the next entries gather in the queue.
const GATHER: Duration = Duration::from_millis(200);

enum Message {
    Entry(Box<NewEntry>),
    Flush(oneshot::Sender<()>),
}

/// The queue between handlers and the writer.
pub struct AuditLog {
    sender: mpsc::Sender<Message>,
    receiver: Mutex<mpsc::Receiver<Message>>,
    /// Cuts the writer's pause short when someone waits for the log.
    flushing: Notify,
}

impl Default for AuditLog {
    fn default() -> Self {
        let (sender, receiver) = mpsc::channel(QUEUE);
        AuditLog { sender, receiver: Mutex::new(receiver), flushing: Notify::new() }
    }
}

impl AuditLog {
    fn send(&self, message: Message) {
        if let Err(mpsc::error::TrySendError::Full(message)) = self.sender.try_send(message) {
            // Never drop an entry: wait for room off the request's path.
            let sender = self.sender.clone();
            actix_web::rt::spawn(async move {
                let _ = sender.send(message).await;
            });
        }
    }

    /// Waits until every entry recorded before this call is stored (at most a few seconds).
    pub async fn flush(&self) {
        let (done, written) = oneshot::channel();
        self.send(Message::Flush(done));
        self.flushing.notify_one();
        let _ = tokio::time::timeout(Duration::from_secs(5), written).await;
    }
}

/// One thing to log: who did it (from their session), what, to which record.
pub struct Entry(NewEntry);

impl Entry {
    /// `action` done by the signed-in `caller`.
    pub fn by<R: RoleSet>(caller: &Signed<R>, action: &str) -> Entry {
        Entry::from_account(caller.role(), caller.user_id(), caller.address.clone(), action)
    }

    /// `action` done by the account `role`/`id`, calling from `address`.
    pub fn from_account(role: Role, id: &str, address: Option<String>, action: &str) -> Entry {
        Entry(NewEntry {
            at: lyceum_persistence::now(),
            actor_role: Some(role.as_str().to_owned()),
            actor_id: Some(id.to_owned()),
            actor_email: None,
            action: action.to_owned(),
            record_type: None,
            record_id: None,
            detail: None,
            address,
        })
    }

    /// A sign-in attempt that failed: only the email tried is known.
    pub fn failed_sign_in(role: Role, email: &str, address: Option<String>, reason: &str) -> Entry {
        Entry(NewEntry {
            at: lyceum_persistence::now(),
            actor_role: None,
            actor_id: None,
            actor_email: Some(email.to_owned()),
            action: "sign-in failed".to_owned(),
            record_type: Some(role.as_str().to_owned()),
            record_id: None,
            detail: Some(reason.to_owned()),
            address,
        })
    }

    /// The record acted on: its kind (`student`, `section`, ...) and id.
    pub fn on(mut self, record_type: &str, record_id: impl Into<String>) -> Entry {
        self.0.record_type = Some(record_type.to_owned());
        self.0.record_id = Some(record_id.into());
        self
    }

    /// The kind of records acted on, when it was not one record (a list, an import).
    pub fn on_kind(mut self, record_type: &str) -> Entry {
        self.0.record_type = Some(record_type.to_owned());
        self
    }

    /// A short description: a name, a count, a search term.
    pub fn detail(mut self, detail: impl Into<String>) -> Entry {
        self.0.detail = Some(detail.into());
        self
    }
}

impl AuditLog {
    /// Queues `entry` for the log.
    pub fn record(&self, entry: Entry) {
        self.send(Message::Entry(Box::new(entry.0)));
    }

    /// Queues one entry per record: `action` on each of `ids` of kind `record_type`.
    pub fn record_each<R: RoleSet>(&self, caller: &Signed<R>, action: &str, record_type: &str, ids: &[String]) {
        for id in ids {
            self.record(Entry::by(caller, action).on(record_type, id.clone()));
        }
    }

    /// Writes queued entries to `db` in batches and prunes those past the retention period of
    /// `settings`, as long as the server runs.
    pub async fn write_entries(&self, db: &Database, settings: &Settings) {
        let mut receiver = self.receiver.lock().await;
        let mut pruning = actix_web::rt::time::interval(settings.audit_prune_every);
        let mut queued = Vec::with_capacity(BATCH);
        loop {
            tokio::select! {
                received = receiver.recv_many(&mut queued, BATCH) => {
                    if received == 0 {
                        return;
                    }
                    write(db, std::mem::take(&mut queued)).await;
                    if received < BATCH {
                        // The next entries gather in the queue meanwhile (where stopping still
                        // finds them): a busy server writes the log a few times a second rather
                        // than once per request, as each write makes every SQLite connection drop
                        // the pages it had read. A full batch means a backlog: no pause then.
                        tokio::select! {
                            () = actix_web::rt::time::sleep(GATHER) => {}
                            () = self.flushing.notified() => {}
                        }
                    }
                }
                _ = pruning.tick() => prune(db, settings.audit_retention_days).await,
            }
        }
    }

    /// Writes what is still queued; called once the server has stopped taking requests.
    pub async fn write_remaining(&self, db: &Database) {
        let mut receiver = self.receiver.lock().await;
        let mut queued = Vec::new();
        while let Ok(message) = receiver.try_recv() {
            queued.push(message);
        }
        write(db, queued).await;
    }
}

async fn write(db: &Database, messages: Vec<Message>) {
    let mut entries = Vec::with_capacity(messages.len());
    let mut waiting = Vec::new();
    for message in messages {
        match message {
            Message::Entry(entry) => entries.push(capped(*entry)),
            Message::Flush(done) => waiting.push(done),
        }
    }
    // A few hundred entries per turn among the writers: a batch of a busy second written in one
    // turn held every save queued behind it (32 teachers saving scores waited up to its 15 ms).
    for turn in entries.chunks(PER_TURN) {
        for attempt in 1..=3 {
            let batch = turn.to_vec();
            match db::write(db, move |conn| Ok(audit::append(conn, &batch)?)).await {
                Ok(()) => break,
                Err(error) if attempt < 3 => {
                    tracing::warn!(%error, "audit log write failed; retrying");
                    actix_web::rt::time::sleep(Duration::from_millis(500)).await;
                }
                Err(error) => tracing::error!(%error, lost = turn.len(), "audit log entries could not be written"),
            }
        }
    }
    for done in waiting {
        let _ = done.send(());
    }
}

/// The most characters any text of an entry keeps; the log is kept for a year, so what a caller
/// sends (a search term, a name) must not make it grow without bound.
pub const MAX_ENTRY_TEXT: usize = 500;

/// `entry` with each of its texts cut to [`MAX_ENTRY_TEXT`] characters (an ellipsis marks a cut)
/// and any NUL replaced.
fn capped(mut entry: NewEntry) -> NewEntry {
    fn cap(text: &mut String) {
        // PostgreSQL refuses a NUL in text, and one refused entry would fail its whole batch.
        if text.contains('\0') {
            *text = text.replace('\0', "\u{fffd}");
        }
        if let Some((at, _)) = text.char_indices().nth(MAX_ENTRY_TEXT) {
            text.truncate(at);
            text.pop();
            text.push('…');
        }
    }
    cap(&mut entry.action);
    for text in [
        &mut entry.actor_role,
        &mut entry.actor_id,
        &mut entry.actor_email,
        &mut entry.record_type,
        &mut entry.record_id,
        &mut entry.detail,
        &mut entry.address,
    ]
    .into_iter()
    .flatten()
    {
        cap(text);
    }
    entry
}

/// Deletes the entries older than `retention_days`, when there is a retention period.
async fn prune(db: &Database, retention_days: Option<u32>) {
    let Some(days) = retention_days else { return };
    let before = lyceum_persistence::now() - chrono::Duration::days(i64::from(days));
    match db::query(db, move |conn| audit::prune(conn, before)).await {
        Ok(0) => {}
        Ok(pruned) => tracing::info!(pruned, days, "audit log entries past the retention period deleted"),
        Err(error) => tracing::warn!(%error, "audit log could not be pruned"),
    }
}
