//! Who is online, kept as state rather than as a stream of events.
//!
//! The hub announces the latest online list into one shared slot; each socket sends the newest
//! list it has not sent yet. A socket too slow to keep up skips straight to the latest list, and
//! presence never takes room in a socket's message queue. Changes close together are announced
//! together: at once after a quiet spell, then at most once per interval, always ending with the
//! list as it stands.

use std::sync::Weak;
use std::time::Duration;

use tokio::sync::{watch, Notify};

use crate::frame::Frame;

/// An online list and the presence version it shows (the hub counts every change).
#[derive(Debug, Clone)]
pub(crate) struct Announcement {
    pub(crate) version: u64,
    pub(crate) frame: Frame,
}

/// Gives the online list as it stands, for a socket that connected while an announcement was due.
pub(crate) trait Roster: Send + Sync {
    /// The online list as it stands now.
    fn current(&self) -> Announcement;
}

/// The first list a new socket sends.
pub(crate) enum First {
    /// The last announcement, which shows the list as it stood when the socket connected.
    Announced(Announcement),
    /// The list as it stands when the socket sends it: the last announcement was stale. Fetched
    /// then, not when connecting, so that sockets connecting together share one list rather than
    /// each holding its own until it is written.
    Current(Weak<dyn Roster>),
}

impl std::fmt::Debug for First {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            First::Announced(announcement) => f.debug_tuple("Announced").field(&announcement.version).finish(),
            First::Current(_) => f.write_str("Current"),
        }
    }
}

/// The hub's side: the last announced list, and the word that a newer one is due.
pub(crate) struct Presence {
    /// Shortest time between two announcements; zero announces every change as it happens.
    pub(crate) interval: Duration,
    announced: watch::Sender<Announcement>,
    due: Notify,
}

impl Presence {
    /// Nothing announced yet: `nobody` (the empty list) at version 0.
    pub(crate) fn new(interval: Duration, nobody: Frame) -> Self {
        let (announced, _) = watch::channel(Announcement { version: 0, frame: nobody });
        Presence { interval, announced, due: Notify::new() }
    }

    /// The last announced list.
    pub(crate) fn announced(&self) -> Announcement {
        self.announced.borrow().clone()
    }

    /// Makes `latest` the list every socket sends next.
    pub(crate) fn announce(&self, latest: Announcement) {
        self.announced.send_replace(latest);
    }

    /// Wakes [`Presence::wait_until_due`]: a change is waiting to be announced.
    pub(crate) fn mark_due(&self) {
        // One stored permit covers any number of changes made before the next announcement.
        self.due.notify_one();
    }

    /// Waits until a change has been marked due since the last wait ended.
    pub(crate) async fn wait_until_due(&self) {
        self.due.notified().await;
    }

    /// A new socket's feed: `first`, then every later announcement newer than that.
    pub(crate) fn feed(&self, first: First) -> PresenceFeed {
        let sent = match &first {
            First::Announced(announcement) => announcement.version,
            // Set when the list is fetched.
            First::Current(_) => 0,
        };
        PresenceFeed { announced: self.announced.subscribe(), sent, first: Some(first) }
    }
}

/// A socket's side: the online list it should send next.
#[derive(Debug)]
pub(crate) struct PresenceFeed {
    announced: watch::Receiver<Announcement>,
    first: Option<First>,
    /// The version of the list this socket sent last.
    sent: u64,
}

impl PresenceFeed {
    /// The next list to send, once there is one newer than the last sent; `None` when the hub
    /// is gone. Cancel-safe: nothing is taken unless it is returned.
    pub(crate) async fn next(&mut self) -> Option<Frame> {
        loop {
            if let Some(frame) = self.try_next() {
                return Some(frame);
            }
            self.announced.changed().await.ok()?;
        }
    }

    /// The next list to send if one is waiting, without blocking.
    pub(crate) fn try_next(&mut self) -> Option<Frame> {
        match self.first.take() {
            Some(First::Announced(first)) => return Some(first.frame),
            Some(First::Current(roster)) => {
                // Gone with the hub: nothing more to send.
                let current = roster.upgrade()?.current();
                self.sent = current.version;
                return Some(current.frame);
            }
            None => {}
        }
        // Compared by version, not by the channel's own mark: waiting in `next` marks the newest
        // announcement seen before this reads it.
        let latest = self.announced.borrow_and_update();
        // A socket that connected while an announcement was due was sent that list already.
        if latest.version <= self.sent {
            return None;
        }
        self.sent = latest.version;
        Some(latest.frame.clone())
    }
}
