//! `notification`: something a person is told (a student marked absent, ...), stored with its
//! read state and pushed to every socket of theirs, on every server, as
//! `{"type":"notification","data":{"_id","kind","title","body","link","createdAt","read"}}`.
//! An event decides its audiences and their words; this is where what they decided is kept and
//! delivered.

use lyceum_persistence::notifications::{self, NewNotification, Notification};
use lyceum_persistence::{Conn, StoreError};
use lyceum_realtime::{frame, Hub};
use serde::Serialize;
use ts_rs::TS;

use super::outlets::Outlets;
use crate::blocking;

/// A notification, as `GET /api/notifications` lists it and as it is pushed live.
#[derive(Debug, Clone, Serialize, TS)]
#[allow(non_snake_case)]
pub struct NotificationView {
    _id: String,
    kind: String,
    title: String,
    body: String,
    link: Option<String>,
    createdAt: String,
    read: bool,
}

impl From<Notification> for NotificationView {
    fn from(n: Notification) -> Self {
        NotificationView {
            _id: n.id,
            kind: n.kind,
            title: n.title,
            body: n.body,
            link: n.link,
            createdAt: crate::views::timestamp(n.created_at),
            read: n.read_at.is_some(),
        }
    }
}

/// Stores the notifications `audiences` decide on, then pushes each to its recipient's sockets.
/// Runs after the write that caused them committed, off the request: the caller's answer does
/// not wait for it, and a failure is logged, never the caller's. Events that come while one
/// task is storing wait for it and are then stored together, in one write: many registers
/// saved at once cost one turn among the writers, not one each.
pub fn notify_later<F>(outlets: &Outlets, event: &'static str, audiences: F)
where
    F: FnOnce(&mut Conn) -> Result<Vec<NewNotification>, StoreError> + Send + 'static,
{
    if !outlets.notifications.push(event, Box::new(audiences)) {
        return;
    }
    let (queue, database, hub) = (outlets.notifications.clone(), outlets.db.clone(), outlets.hub.clone());
    tokio::spawn(async move {
        while let Some(events) = queue.take() {
            let stored = blocking::write(&database, move |conn| {
                let mut new = Vec::new();
                for (event, decide) in events {
                    // One event that cannot decide loses its own notifications only.
                    match decide(conn) {
                        Ok(decided) => new.extend(decided),
                        Err(error) => tracing::error!(error = ?error, event, "could not decide who hears of an event"),
                    }
                }
                if new.is_empty() {
                    return Ok(Vec::new());
                }
                notifications::create(conn, &new)
            })
            .await;
            match stored {
                Ok(stored) => deliver(hub.as_ref(), stored),
                Err(error) => tracing::error!(error = ?error, "could not store the notifications of events"),
            }
        }
    });
}

/// Pushes each notification to every socket of its recipient (through the hub, so on every
/// server).
pub fn deliver(hub: &dyn Hub, stored: Vec<Notification>) {
    for notification in stored {
        let recipient = notification.recipient_id.clone();
        hub.send_to(&[recipient.as_str()], &frame("notification", &NotificationView::from(notification)));
    }
}

/// `GET /api/notifications`: a page of notifications, latest first, and how many are unread.
#[derive(Serialize, TS)]
pub struct NotificationPageView {
    /// The page, latest first.
    pub notifications: Vec<NotificationView>,
    /// How many of all are unread.
    pub unread: i64,
}

/// `POST /api/notifications/read`: how many are still unread.
#[derive(Serialize, TS)]
pub struct UnreadView {
    /// How many are unread.
    pub unread: i64,
}
