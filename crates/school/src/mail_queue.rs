//! E-mail waiting to be sent: queued from any thread by whoever decides it, taken by the one
//! task that sends it (`mail::send_queued_mail`).

use std::sync::{Mutex, PoisonError};

use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver, UnboundedSender};

use crate::smtp::SmtpSettings;

/// One e-mail to one person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mail {
    /// Their e-mail address.
    pub to: String,
    /// Their name, as the message greets them.
    pub name: String,
    /// The subject line.
    pub subject: String,
    /// The plain text.
    pub text: String,
}

/// The mail waiting to be sent, and where it goes.
pub struct Mailer {
    smtp: Option<SmtpSettings>,
    queued: UnboundedSender<Mail>,
    waiting: Mutex<Option<UnboundedReceiver<Mail>>>,
}

impl Mailer {
    /// A mailer sending through `smtp`; none sends nothing.
    pub fn new(smtp: Option<SmtpSettings>) -> Mailer {
        let (queued, waiting) = unbounded_channel();
        Mailer { smtp, queued, waiting: Mutex::new(Some(waiting)) }
    }

    /// True when the server sends e-mail.
    pub fn enabled(&self) -> bool {
        self.smtp.is_some()
    }

    /// Queues `mail` to be sent (nothing when the server sends no e-mail).
    pub fn queue(&self, mail: Mail) {
        if self.enabled() {
            let _ = self.queued.send(mail);
        }
    }
}

impl Mailer {
    /// The mail server and the queue, for the task that sends; once, and only when the server
    /// sends e-mail.
    pub fn take_waiting(&self) -> Option<(SmtpSettings, UnboundedReceiver<Mail>)> {
        let smtp = self.smtp.clone()?;
        let waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner).take()?;
        Some((smtp, waiting))
    }
}
