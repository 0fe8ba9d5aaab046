//! Alerts a guardian has not seen within the school's time (the attendance settings' minutes,
//! 30 by default) go out again by e-mail, once, when the server sends e-mail. Looked for every
//! `alert_resend_every`; with several servers each alert is claimed by one before it is sent.

use actix_web::web;
use lyceum_persistence::guardians::alerts::GuardianOfStudent;
use lyceum_persistence::guardians::reminders;

use crate::db;
use crate::mail;
use crate::state::AppState;

/// Alerts re-sent per look, at most.
const BATCH: i64 = 200;

/// Runs as long as the server; never returns.
pub async fn remind_unseen_alerts(state: web::Data<AppState>) {
    if !state.mail.enabled() {
        return std::future::pending().await;
    }
    let mut ticks = actix_web::rt::time::interval(state.settings.alert_resend_every);
    loop {
        ticks.tick().await;
        if let Err(error) = remind_once(&state).await {
            tracing::warn!(error = ?error, "unseen alerts could not be looked for");
        }
    }
}

/// E-mails again each alert unseen for longer than the school's time; answers how many.
pub async fn remind_once(state: &AppState) -> Result<usize, crate::error::ApiError> {
    let due = db::query(&state.db, |conn| {
        let minutes = reminders::resend_minutes(conn)?;
        let before = lyceum_persistence::now() - chrono::Duration::minutes(i64::from(minutes));
        let mut claimed = Vec::new();
        for unseen in reminders::unseen_since(conn, before, BATCH)? {
            if reminders::claim_resend(conn, &unseen.alert.id)? {
                claimed.push(unseen);
            }
        }
        Ok(claimed)
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
        state.mail.queue(mail::alert(&guardian, &title, &occasion, true));
    }
    if !due.is_empty() {
        tracing::info!(alerts = due.len(), "unseen alerts e-mailed again");
    }
    Ok(due.len())
}
