//! Who is online, kept as state rather than as a stream of events.
//!
//! The hub announces the latest online list into one shared slot; each socket sends the newest
//! list it has not sent yet. A socket too slow to keep up skips straight to the latest list, and
//! presence never takes room in a socket's message queue. Changes close together are announced
//! together: at once after a quiet spell, then at most once per interval, always ending with the
//! list as it stands.

use std::time::Duration;

use tokio::sync::{watch, Notify};

use crate::hub::Frame;

/// An online list and the presence version it shows (the hub counts every change).
#[derive(Debug, Clone)]
pub(crate) struct Announcement {
    pub(crate) version: u64,
    pub(crate) frame: Frame,
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

    /// A new socket's feed: `first` (the list as it stands when it connects), then every later
    /// announcement newer than that.
    pub(crate) fn feed(&self, first: Announcement) -> PresenceFeed {
        PresenceFeed { announced: self.announced.subscribe(), sent: first.version, first: Some(first.frame) }
    }
}

/// A socket's side: the online list it should send next.
#[derive(Debug)]
pub(crate) struct PresenceFeed {
    announced: watch::Receiver<Announcement>,
    first: Option<Frame>,
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
        if let Some(first) = self.first.take() {
            return Some(first);
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
