//! E-mail to guardians, when the school set a mail server (`--smtp-url`): their alerts,
//! published grades and fee reminders, and an alert again when it stayed unseen. Mail is queued by whoever decides
//! it (from any thread) and sent by one task of the server ([`send_queued_mail`]), each message
//! on its own with a time limit: a slow or dead mail server delays nothing but its own mail,
//! and a failure is logged.

use lettre::message::header::ContentType;
use lettre::message::Mailbox;
use lettre::{AsyncTransport, Message};
use lyceum_persistence::guardians::alerts::GuardianOfStudent;

pub use crate::mail_queue::{Mail, Mailer};

/// Sends the mail `mailer` queues as long as the server runs; never returns.
pub async fn send_queued_mail(mailer: &Mailer) {
    let Some((smtp, mut waiting)) = mailer.take_waiting() else {
        return std::future::pending().await;
    };
    let transport = smtp.transport();
    while let Some(mail) = waiting.recv().await {
        let (transport, from, limit) = (transport.clone(), smtp.from.clone(), smtp.timeout);
        tokio::spawn(async move {
            let to = mail.to.clone();
            let message = match message(&from, mail) {
                Ok(message) => message,
                Err(error) => return tracing::warn!(%error, to, "an e-mail could not be written"),
            };
            match tokio::time::timeout(limit, transport.send(message)).await {
                Ok(Ok(_)) => tracing::info!(to, "e-mail sent"),
                Ok(Err(error)) => tracing::warn!(%error, to, "an e-mail could not be sent"),
                Err(_) => tracing::warn!(to, "an e-mail could not be sent in time"),
            }
        });
    }
}

/// The message of `mail`, from `from`.
fn message(from: &Mailbox, mail: Mail) -> Result<Message, String> {
    let to: Mailbox = Mailbox::new(Some(mail.name), mail.to.parse().map_err(|e| format!("{e}"))?);
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(mail.subject)
        .header(ContentType::TEXT_PLAIN)
        .body(mail.text)
        .map_err(|e| e.to_string())
}

const SIGN_OFF: &str = "Sign in to Lyceum to see it, mark it seen or reply.\n\n\
You can turn these e-mails off in your profile in Lyceum.\n";

/// An alert to a guardian: `title` (`Juan Cruz marked absent`) and where (`occasion`); again
/// when it stayed unseen (`reminder`).
pub fn alert(guardian: &GuardianOfStudent, title: &str, occasion: &str, reminder: bool) -> Mail {
    let subject = if reminder { format!("Reminder: {title}") } else { title.to_owned() };
    let again = if reminder { "You have not seen this alert yet.\n\n" } else { "" };
    Mail {
        to: guardian.email.clone(),
        name: guardian.guardian_name.clone(),
        subject,
        text: format!("Dear {},\n\n{again}{title}: {occasion}.\n\n{SIGN_OFF}", guardian.guardian_name),
    }
}

/// A child's grades published: `title` (`Grades published for Juan Cruz`) and the term.
pub fn grades(guardian: &GuardianOfStudent, title: &str, term: &str) -> Mail {
    Mail {
        to: guardian.email.clone(),
        name: guardian.guardian_name.clone(),
        subject: title.to_owned(),
        text: format!(
            "Dear {},\n\n{title}: {term}.\n\nSign in to Lyceum to read them.\n\n\
             You can turn these e-mails off in your profile in Lyceum.\n",
            guardian.guardian_name
        ),
    }
}

/// A fee reminder: `title` (`₱1,000.00 due on 15 August 2026 for Juan Cruz`) and its text.
pub fn fee_reminder(guardian: &GuardianOfStudent, title: &str, text: &str) -> Mail {
    Mail {
        to: guardian.email.clone(),
        name: guardian.guardian_name.clone(),
        subject: title.to_owned(),
        text: format!(
            "Dear {},\n\n{title}.\n{text}\n\nSign in to Lyceum to see the account, its receipts and the \
             statement.\n\nYou can turn these e-mails off in your profile in Lyceum.\n",
            guardian.guardian_name
        ),
    }
}
