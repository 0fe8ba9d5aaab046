//! Where the events of a write go.

use std::sync::Arc;

use lyceum_persistence::Database;
use lyceum_realtime::Hub;

use crate::mail_queue::Mailer;
use crate::notification_queue::NotificationQueue;

/// Where the events of a write go: the database their notifications are stored in, the live
/// hub that pushes them (to every server's sockets), and the queues of notifications and mail.
#[derive(Clone, Copy)]
pub struct Outlets<'a> {
    /// Where notifications and alerts are stored.
    pub db: &'a Database,
    /// Pushes frames to the sockets of their recipients.
    pub hub: &'a Arc<dyn Hub>,
    /// Events waiting to be stored together.
    pub notifications: &'a Arc<NotificationQueue>,
    /// E-mail waiting to be sent.
    pub mail: &'a Arc<Mailer>,
}
