//! The live channel of several servers on one PostgreSQL database, acting as one school.
//!
//! [`ClusterHub`] keeps this server's sockets in a [`LocalHub`] and shares with the others,
//! through PostgreSQL's LISTEN/NOTIFY: pushes (a message reaches the receiver's and sender's
//! sockets on every server, once, in the order this server sent them), session endings (sign-out,
//! password change and deletion close the account's sockets everywhere) and presence. Who is
//! online is kept in `hub_presence`, each server's rows counting while its heartbeat does: the
//! online list is the union over the servers alive, and a server that dies stops counting within
//! `--hub-alive-secs` (each server
//! beats four times as often). Payloads over NOTIFY's limit are stored and fetched by id.
//!
//! When the link to PostgreSQL breaks, the listener reconnects; pushes sent meanwhile were not
//! heard, so every socket of this server is closed with 1001 and its client reconnects and
//! catches up, as after any dropped connection.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use lyceum_persistence::{hub, Database};
use lyceum_realtime::{Connection, Ended, Frame, Hub, LocalHub, SocketId};
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, Notify};

use crate::listener::Listening;

/// What a dead server left behind is deleted after this long; stored payloads too.
const FORGET_SECS: i64 = 300;

/// What servers tell each other.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "camelCase")]
enum Event {
    /// A frame for every socket of these users.
    Push { from: String, users: Vec<String>, frame: String, sent: i64 },
    /// The sockets opened with this session close.
    End { from: String, session: String },
    /// Someone came online or went offline on `from`.
    Presence { from: String },
    /// An event too large to notify, stored under `id`.
    Stored { from: String, id: i64 },
    /// Cached copies to drop: sessions of these accounts, and the news feed when `news`.
    Forget { from: String, accounts: Vec<String>, news: bool },
}

/// What another server asked this one to forget from its caches.
pub struct Forgotten<'a> {
    /// Sessions that ended.
    pub sessions: &'a [String],
    /// Accounts whose sessions changed (password, deletion).
    pub accounts: &'a [String],
    /// True when a news item was written.
    pub news: bool,
}

/// Drops cached copies when another server says they changed.
pub type ForgetHook = Box<dyn Fn(Forgotten<'_>) + Send + Sync>;

impl Event {
    fn from(&self) -> &str {
        match self {
            Event::Push { from, .. }
            | Event::End { from, .. }
            | Event::Presence { from }
            | Event::Stored { from, .. }
            | Event::Forget { from, .. } => from,
        }
    }
}

/// Figures for `/metrics` and `/api/ready`.
#[derive(Default)]
pub struct HubHealth {
    /// True while the listener is connected.
    pub connected: AtomicBool,
    /// The delay of the last push received from another server, in microseconds.
    pub lag_micros: AtomicU64,
}

/// Sockets of this server, shared with the other servers of the school.
pub struct ClusterHub {
    local: LocalHub,
    server_id: String,
    db: Database,
    url: String,
    outbox: mpsc::UnboundedSender<Event>,
    outgoing: Mutex<Option<mpsc::UnboundedReceiver<Event>>>,
    presence_changed: Notify,
    /// Drops this server's cached copies of what another server changed.
    forget: std::sync::OnceLock<ForgetHook>,
    /// A server unheard for this long no longer counts its users online.
    alive: Duration,
    /// Figures for operations.
    pub health: Arc<HubHealth>,
}

impl ClusterHub {
    /// A hub for this server on the PostgreSQL database at `url`.
    pub fn new(db: Database, url: String, presence_interval: Duration, alive: Duration) -> ClusterHub {
        let (outbox, outgoing) = mpsc::unbounded_channel();
        ClusterHub {
            local: LocalHub::new(presence_interval),
            server_id: uuid::Uuid::new_v4().to_string(),
            db,
            url,
            outbox,
            outgoing: Mutex::new(Some(outgoing)),
            presence_changed: Notify::new(),
            forget: std::sync::OnceLock::new(),
            alive,
            health: Arc::default(),
        }
    }

    /// This server's sockets.
    pub fn local(&self) -> &LocalHub {
        &self.local
    }

    /// Sets what drops this server's cached copies when another server changes them.
    pub fn on_forget(&self, hook: ForgetHook) {
        let _ = self.forget.set(hook);
    }

    /// Tells every other server to drop cached sessions of `accounts`, and the news feed when
    /// `news` (ended sessions travel with their sockets' ending).
    pub fn forget_everywhere(&self, accounts: &[String], news: bool) {
        if !accounts.is_empty() || news {
            self.publish(Event::Forget { from: self.server_id.clone(), accounts: accounts.to_vec(), news });
        }
    }

    fn forget_here(&self, forgotten: Forgotten<'_>) {
        if let Some(hook) = self.forget.get() {
            hook(forgotten);
        }
    }

    fn publish(&self, event: Event) {
        let _ = self.outbox.send(event);
    }

    /// Runs `work` on a pooled connection off the async workers.
    async fn with_db<T: Send + 'static>(
        &self,
        work: impl FnOnce(&mut lyceum_persistence::Conn) -> Result<T, lyceum_persistence::StoreError> + Send + 'static,
    ) -> Result<T, lyceum_persistence::StoreError> {
        let db = self.db.clone();
        tokio::task::spawn_blocking(move || work(&mut db.conn()?))
            .await
            .unwrap_or_else(|_| Err(lyceum_persistence::StoreError::Setup("the database task stopped".into())))
    }

    /// Sends this server's events, one at a time and in order.
    async fn send_events(&self) {
        let Some(mut outgoing) = self.outgoing.lock().unwrap_or_else(|p| p.into_inner()).take() else { return };
        let mut batch = Vec::new();
        while outgoing.recv_many(&mut batch, 256).await > 0 {
            let payloads: Vec<String> =
                batch.drain(..).filter_map(|event| serde_json::to_string(&event).ok()).collect();
            let me = self.server_id.clone();
            let sent = self
                .with_db(move |conn| {
                    for payload in payloads {
                        if payload.len() <= hub::MAX_NOTIFY_BYTES {
                            hub::notify(conn, &payload)?;
                        } else {
                            let id = hub::store_payload(conn, &payload)?;
                            let stored =
                                serde_json::to_string(&Event::Stored { from: me.clone(), id }).unwrap_or_default();
                            hub::notify(conn, &stored)?;
                        }
                    }
                    Ok(())
                })
                .await;
            if let Err(error) = sent {
                tracing::warn!(%error, "live channel: could not tell the other servers");
            }
        }
    }

    /// Hears the other servers' events and applies them here.
    async fn receive_events(&self) {
        let (sender, mut received) = mpsc::unbounded_channel::<Option<String>>();
        let health = self.health.clone();
        let _listening = Listening::start(self.url.clone(), sender, move |connected| {
            health.connected.store(connected, Ordering::Relaxed);
        });
        while let Some(payload) = received.recv().await {
            match payload {
                Some(payload) => self.apply(&payload).await,
                // The link broke and is back: what was sent meanwhile was not heard here.
                None => {
                    tracing::warn!("live channel: reconnected to PostgreSQL; clients reconnect to catch up");
                    self.local.end_every_socket(Ended::Shutdown);
                    self.presence_changed.notify_one();
                }
            }
        }
    }

    async fn apply(&self, payload: &str) {
        let Ok(event) = serde_json::from_str::<Event>(payload) else { return };
        if event.from() == self.server_id {
            return;
        }
        match event {
            Event::Push { users, frame, sent, .. } => {
                let lag = chrono::Utc::now().timestamp_micros().saturating_sub(sent).max(0);
                self.health.lag_micros.store(u64::try_from(lag).unwrap_or_default(), Ordering::Relaxed);
                let users: Vec<&str> = users.iter().map(String::as_str).collect();
                self.local.send_to(&users, &Frame::from(frame));
            }
            Event::End { session, .. } => {
                self.forget_here(Forgotten { sessions: std::slice::from_ref(&session), accounts: &[], news: false });
                self.local.end_session(&session);
            }
            Event::Forget { accounts, news, .. } => {
                self.forget_here(Forgotten { sessions: &[], accounts: &accounts, news })
            }
            Event::Presence { .. } => self.read_presence().await,
            Event::Stored { id, .. } => match self.with_db(move |conn| hub::payload(conn, id)).await {
                Ok(Some(stored)) => Box::pin(self.apply(&stored)).await,
                Ok(None) => tracing::warn!(id, "live channel: a stored event is gone"),
                Err(error) => tracing::warn!(%error, "live channel: could not read a stored event"),
            },
        }
    }

    /// Reads who is online on the other servers alive.
    async fn read_presence(&self) {
        let me = self.server_id.clone();
        let alive = i64::try_from(self.alive.as_secs()).unwrap_or(20);
        match self.with_db(move |conn| hub::online_elsewhere(conn, &me, alive)).await {
            Ok(users) => self.local.set_others_online(users),
            Err(error) => tracing::warn!(%error, "live channel: could not read who is online elsewhere"),
        }
    }

    /// Writes who is online here whenever it changes, beats the heartbeat, and reads the others.
    async fn share_presence(&self) {
        let mut written: Vec<String> = Vec::new();
        let me = self.server_id.clone();
        if let Err(error) = self.with_db(move |conn| hub::clear_presence(conn, &me)).await {
            tracing::warn!(%error, "live channel: could not reset this server's presence");
        }
        let mut beats = tokio::time::interval(self.alive / 4);
        loop {
            let beat = tokio::select! {
                _ = beats.tick() => true,
                () = self.presence_changed.notified() => false,
            };
            let here = self.local.online_here();
            if here != written {
                let came: Vec<String> = here.iter().filter(|u| written.binary_search(u).is_err()).cloned().collect();
                let went: Vec<String> = written.iter().filter(|u| here.binary_search(u).is_err()).cloned().collect();
                let me = self.server_id.clone();
                match self.with_db(move |conn| hub::update_presence(conn, &me, &came, &went)).await {
                    Ok(()) => {
                        written = here;
                        self.publish(Event::Presence { from: self.server_id.clone() });
                    }
                    Err(error) => tracing::warn!(%error, "live channel: could not share who is online here"),
                }
            }
            if beat {
                let me = self.server_id.clone();
                let beaten = self
                    .with_db(move |conn| {
                        hub::heartbeat(conn, &me)?;
                        hub::sweep(conn, FORGET_SECS, FORGET_SECS)
                    })
                    .await;
                if let Err(error) = beaten {
                    tracing::warn!(%error, "live channel: heartbeat failed");
                }
                self.read_presence().await;
            }
        }
    }
}

impl Hub for ClusterHub {
    fn connect(&self, user_id: &str, session: &str) -> Connection {
        let connection = self.local.connect(user_id, session);
        self.presence_changed.notify_one();
        connection
    }

    fn disconnect(&self, user_id: &str, socket: SocketId) {
        self.local.disconnect(user_id, socket);
        self.presence_changed.notify_one();
    }

    fn send_to(&self, user_ids: &[&str], frame: &Frame) {
        self.local.send_to(user_ids, frame);
        self.publish(Event::Push {
            from: self.server_id.clone(),
            users: user_ids.iter().map(|user| (*user).to_owned()).collect(),
            frame: frame.to_string(),
            sent: chrono::Utc::now().timestamp_micros(),
        });
    }

    fn end_session(&self, session: &str) {
        self.local.end_session(session);
        self.publish(Event::End { from: self.server_id.clone(), session: session.to_owned() });
    }

    fn sessions(&self) -> Vec<String> {
        self.local.sessions()
    }

    fn socket_count(&self) -> usize {
        self.local.socket_count()
    }

    fn online_count(&self) -> usize {
        self.local.online_count()
    }

    fn end_every_socket(&self, why: Ended) {
        self.local.end_every_socket(why);
    }

    fn announce_presence(&self) -> Pin<Box<dyn Future<Output = ()> + Send + '_>> {
        Box::pin(async move {
            tokio::join!(
                self.local.announce_presence(),
                self.send_events(),
                self.receive_events(),
                self.share_presence()
            );
        })
    }
}
