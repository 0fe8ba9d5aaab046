//! The audit log's queue: the web server [`AuditLog::record`]s an [`Entry`] after each sign-in,
//! change and read of student records; a background writer ([`AuditLog::write_entries`]) appends them in
//! batches, so a busy list screen costs no write per request, and prunes entries past the
//! retention period.
//!
//! Entries reach the database within a moment; `GET /api/admins/audit-log` first waits for
//! every entry recorded before it ([`AuditLog::flush`]), and shutting down writes what is queued.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use lyceum_domain::Role;
use lyceum_persistence::audit::{self, NewEntry};
use lyceum_persistence::Database;
use tokio::sync::{mpsc, oneshot, Mutex, Notify};

use crate::audit::{capped, Actor, Entry};
use crate::blocking;

/// Entries waiting to be written before `record` stops queueing and hands them over one by one.
const QUEUE: usize = 65_536;
/// Most entries written in one turn among the server's writes (a transaction of its own or
/// committed with the writes queued beside it), and taken from the queue for one.
const PER_TURN: usize = 250;
/// The pause after a turn that was not full, while the next entries gather in the queue.
const GATHER: Duration = Duration::from_millis(200);
/// The pause after a full turn while no backlog has built: a busy server's turns spread over the
/// time they gathered in, rather than following each other at once.
const PACE: Duration = Duration::from_millis(10);
/// Entries waiting after a turn beyond which the writer takes the next turn at once.
const BACKLOG: usize = 2_000;
/// How long the writer fills in an account's email as it last looked it up: a busy screen's
/// entries are mostly of the same accounts, and looking their emails up was half of what a
/// turn cost. An email changed meanwhile reaches the log this late at most.
const EMAILS_KEPT: Duration = Duration::from_secs(5);

/// The emails the writer looked up lately, by role and account id, with when.
#[derive(Default)]
struct KnownEmails(HashMap<(Role, String), (String, Instant)>);

impl KnownEmails {
    /// Fills in the email of each entry whose account's email is known and fresh.
    fn fill(&mut self, entries: &mut [NewEntry]) {
        let now = Instant::now();
        self.0.retain(|_, (_, looked_up)| now.duration_since(*looked_up) < EMAILS_KEPT);
        for entry in entries.iter_mut().filter(|entry| entry.actor_email.is_none()) {
            let (Some(role), Some(id)) = (entry.actor_role.as_deref().and_then(Role::parse), entry.actor_id.clone())
            else {
                continue;
            };
            if let Some((email, _)) = self.0.get(&(role, id)) {
                entry.actor_email = Some(email.clone());
            }
        }
    }

    /// Keeps what a write looked up.
    fn keep(&mut self, emails: audit::Emails) {
        let now = Instant::now();
        self.0.extend(emails.into_iter().map(|(account, email)| (account, (email, now))));
    }
}

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
            tokio::spawn(async move {
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

impl AuditLog {
    /// Queues `entry` for the log.
    pub fn record(&self, entry: Entry) {
        self.send(Message::Entry(Box::new(entry.into_row())));
    }

    /// Queues one entry per record: `action` on each of `ids` of kind `record_type`.
    pub fn record_each(&self, actor: impl Into<Actor> + Copy, action: &str, record_type: &str, ids: &[String]) {
        for id in ids {
            self.record(Entry::by(actor, action).on(record_type, id.clone()));
        }
    }

    /// Writes queued entries to `db` in batches and, every `prune_every`, deletes those older than
    /// `retention_days` (when set), as long as the server runs.
    pub async fn write_entries(&self, db: &Database, prune_every: Duration, retention_days: Option<u32>) {
        let mut receiver = self.receiver.lock().await;
        let mut pruning = tokio::time::interval(prune_every);
        let mut queued = Vec::with_capacity(PER_TURN);
        let mut emails = KnownEmails::default();
        loop {
            tokio::select! {
                received = receiver.recv_many(&mut queued, PER_TURN) => {
                    if received == 0 {
                        return;
                    }
                    write(db, std::mem::take(&mut queued), &mut emails).await;
                    // Meanwhile the next entries gather in the queue (where stopping still finds
                    // them): a busy server writes the log a few dozen times a second rather than
                    // once per request, as each write makes every SQLite connection drop the pages
                    // it had read. A full turn is followed by a short pause only, so the turns of
                    // a busy moment come one at a time between the requests (written back to
                    // back, 1,800 entries held one of two cores for some 15 ms every 200 ms, and
                    // the requests queued behind it made the tail); a backlog gets no pause.
                    let pause = match received {
                        received if received < PER_TURN => GATHER,
                        _ if receiver.len() >= BACKLOG => Duration::ZERO,
                        _ => PACE,
                    };
                    if !pause.is_zero() {
                        tokio::select! {
                            () = tokio::time::sleep(pause) => {}
                            () = self.flushing.notified() => {}
                        }
                    }
                }
                _ = pruning.tick() => prune(db, retention_days).await,
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
        write(db, queued, &mut KnownEmails::default()).await;
    }
}

async fn write(db: &Database, messages: Vec<Message>, emails: &mut KnownEmails) {
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
    emails.fill(&mut entries);
    for turn in entries.chunks(PER_TURN) {
        for attempt in 1..=3 {
            let batch = turn.to_vec();
            match blocking::write(db, move |conn| audit::append(conn, &batch)).await {
                Ok(looked_up) => {
                    emails.keep(looked_up);
                    break;
                }
                Err(error) if attempt < 3 => {
                    tracing::warn!(%error, "audit log write failed; retrying");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                Err(error) => tracing::error!(%error, lost = turn.len(), "audit log entries could not be written"),
            }
        }
    }
    for done in waiting {
        let _ = done.send(());
    }
}

/// Deletes the entries older than `retention_days`, when there is a retention period.
async fn prune(db: &Database, retention_days: Option<u32>) {
    let Some(days) = retention_days else { return };
    let before = lyceum_persistence::now() - chrono::Duration::days(i64::from(days));
    match blocking::run(db, move |conn| audit::prune(conn, before)).await {
        Ok(0) => {}
        Ok(pruned) => tracing::info!(pruned, days, "audit log entries past the retention period deleted"),
        Err(error) => tracing::warn!(%error, "audit log could not be pruned"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_by(role: Role, id: &str) -> NewEntry {
        Entry::from_account(role, id, None, "read").into_row()
    }

    #[test]
    fn kept_emails_fill_in_the_entries_of_their_accounts_only() {
        let mut known = KnownEmails::default();
        let looked_up: audit::Emails = [((Role::Guardian, "g1".to_owned()), "ana@example.com".to_owned())].into();
        known.keep(looked_up);
        let mut entries =
            vec![read_by(Role::Guardian, "g1"), read_by(Role::Guardian, "g2"), read_by(Role::Teacher, "g1")];
        let mut failed = Entry::failed_sign_in(Role::Guardian, "typed@example.com", None, "wrong password").into_row();
        (failed.actor_role, failed.actor_id) = (Some("guardian".into()), Some("g1".into()));
        entries.push(failed);
        known.fill(&mut entries);
        let emails: Vec<Option<&str>> = entries.iter().map(|entry| entry.actor_email.as_deref()).collect();
        assert_eq!(emails, [Some("ana@example.com"), None, None, Some("typed@example.com")]);
    }

    #[test]
    fn an_email_looked_up_too_long_ago_is_looked_up_again() {
        let mut known = KnownEmails::default();
        let long_ago = Instant::now().checked_sub(EMAILS_KEPT + Duration::from_millis(1));
        let Some(long_ago) = long_ago else { return };
        known.0.insert((Role::Guardian, "g1".to_owned()), ("old@example.com".to_owned(), long_ago));
        let mut entries = vec![read_by(Role::Guardian, "g1")];
        known.fill(&mut entries);
        assert_eq!(entries[0].actor_email, None);
        assert!(known.0.is_empty());
    }
}
