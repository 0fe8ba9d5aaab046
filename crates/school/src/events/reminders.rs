//! Alerts a guardian has not seen within the school's time (the attendance settings' minutes,
//! 30 by default) go out again by e-mail, once, when the server sends e-mail. Looked for every
//! `alert_resend_every`; with several servers each alert is claimed by one before it is sent.

use std::time::Duration;

use lyceum_persistence::guardians::alerts::GuardianOfStudent;
use lyceum_persistence::guardians::reminders;
use lyceum_persistence::{Database, StoreError};

use crate::blocking;
use crate::mail::{self, Mailer};

/// Alerts re-sent per look, at most.
const BATCH: i64 = 200;

/// Looks every `every` as long as the server runs; never returns.
pub async fn remind_unseen_alerts(db: &Database, mailer: &Mailer, every: Duration) {
    if !mailer.enabled() {
        return std::future::pending().await;
    }
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        if let Err(error) = remind_once(db, mailer).await {
            tracing::warn!(error = ?error, "unseen alerts could not be looked for");
        }
    }
}

/// E-mails again each alert unseen for longer than the school's time; answers how many.
pub async fn remind_once(db: &Database, mailer: &Mailer) -> Result<usize, StoreError> {
    let due = blocking::run(db, |conn| {
        let minutes = reminders::resend_minutes(conn)?;
        let before = lyceum_persistence::now() - chrono::Duration::minutes(i64::from(minutes));
        let mut claimed = Vec::new();
        for unseen in reminders::unseen_since(conn, before, BATCH)? {
            if reminders::claim_resend(conn, &unseen.alert.id)? {
                claimed.push(unseen);
            }
        }
        Ok::<_, StoreError>(claimed)
    })
    .await?;
    for unseen in &due {
        let alert = &unseen.alert;
        let guardian = GuardianOfStudent {
            guardian_id: alert.guardian_id.clone(),
            guardian_name: alert.guardian.clone(),
            email: unseen.email.clone(),
            email_alerts: true,
            student_id: alert.student_id.clone(),
            student_name: alert.student.clone(),
            section_id: None,
        };
        let title = format!("{} marked {}", alert.student, alert.code);
        let occasion = format!("{}, {}", alert.register, alert.day.format("%A %-d %B %Y"));
        mailer.queue(mail::alert(&guardian, &title, &occasion, true));
    }
    if !due.is_empty() {
        tracing::info!(alerts = due.len(), "unseen alerts e-mailed again");
    }
    Ok(due.len())
}
