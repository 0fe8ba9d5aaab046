//! Classwork returned: each student whose work went back is told (kind `classwork`, title `Work
//! returned`, the piece's title, a link to their Classwork screen), stored and pushed live once
//! the return committed. Work missing at a piece's due time: each guardian of a student who had
//! not turned it in is told once (title `Missing work: Juan Cruz`), by a background look every
//! minute (the server's `classwork_missing_every`).

use std::sync::Arc;
use std::time::Duration;

use chrono::NaiveDateTime;
use lyceum_domain::Role;
use lyceum_persistence::classwork_missing;
use lyceum_persistence::guardians::alerts;
use lyceum_persistence::notifications::{self, NewNotification, Notification, Recipient};
use lyceum_persistence::{transaction, Conn, Database, StoreError};
use lyceum_realtime::Hub;

use super::notifications::{deliver, notify_later};
use super::outlets::Outlets;
use crate::blocking;

/// How long after its due time a piece's missing work is still news: pieces that fell due
/// earlier (while the server was off, say) are marked without telling anyone.
const NEWS_FOR: chrono::Duration = chrono::Duration::days(1);

/// Where a student's classwork is.
const CLASSWORK_LINK: &str = "/student/classwork";

/// Tells `students` that their work on `title` was returned.
pub fn work_returned(outlets: &Outlets, students: &[String], title: &str) {
    tracing::info!(students = students.len(), "classwork returned");
    if students.is_empty() {
        return;
    }
    let (students, title) = (students.to_vec(), title.to_owned());
    notify_later(outlets, "classwork returned", move |_conn| {
        Ok(students
            .into_iter()
            .map(|id| NewNotification {
                recipient: Recipient { role: Role::Student, id },
                kind: "classwork",
                title: "Work returned".into(),
                body: title.clone(),
                link: Some(CLASSWORK_LINK.into()),
            })
            .collect())
    });
}

/// Tells each recipient of an announcement, live, once it has committed.
pub fn announced(outlets: &Outlets, notices: Vec<NewNotification>) {
    tracing::info!(recipients = notices.len(), "announcement posted");
    if !notices.is_empty() {
        notify_later(outlets, "announcement posted", move |_conn| Ok(notices));
    }
}

/// Looks for pieces fallen due every `every` as long as the server runs; never returns.
pub async fn tell_missing_every(db: &Database, hub: &Arc<dyn Hub>, every: Duration) {
    let mut ticks = tokio::time::interval(every);
    loop {
        ticks.tick().await;
        if let Err(error) = tell_missing_once(db, hub, lyceum_persistence::now()).await {
            tracing::warn!(error = ?error, "missing work could not be told");
        }
    }
}

/// Pieces claimed in one writer's turn: a school whose sections all set work due at the same
/// minute (a thousand pieces, tens of thousands of guardians to tell) is told in short turns
/// that let the other writes in between, never in one long transaction held in memory whole.
const PIECES_AT_ONCE: i64 = 10;

/// Tells the guardians of the students missing each piece due by `at` not looked at before,
/// [`PIECES_AT_ONCE`] pieces at a time; answers how many notifications went.
pub async fn tell_missing_once(db: &Database, hub: &Arc<dyn Hub>, at: NaiveDateTime) -> Result<usize, StoreError> {
    let mut told = 0;
    loop {
        let (stored, more) = blocking::write(db, move |conn| keep_missing(conn, at)).await?;
        told += stored.len();
        deliver(hub.as_ref(), stored);
        if !more {
            break;
        }
    }
    if told > 0 {
        tracing::info!(notifications = told, "missing work told");
    }
    Ok(told)
}

/// Claims some of the pieces fallen due and stores the guardians' notifications, in one
/// transaction; answers them, and whether there may be more pieces to claim.
fn keep_missing(conn: &mut Conn, at: NaiveDateTime) -> Result<(Vec<Notification>, bool), StoreError> {
    transaction(conn, |conn| {
        let mut new = Vec::new();
        let (pieces, more) = classwork_missing::claim_fallen_due(conn, at, at - NEWS_FOR, PIECES_AT_ONCE)?;
        for piece in pieces {
            let missing = classwork_missing::missing_from(conn, &piece.id, &piece.section_id)?;
            for guardian in alerts::guardians_of(conn, &missing)? {
                new.push(NewNotification {
                    recipient: Recipient { role: Role::Guardian, id: guardian.guardian_id },
                    kind: "classwork",
                    title: format!("Missing work: {}", guardian.student_name),
                    body: format!("{} ({}) was not turned in by its due time.", piece.title, piece.subject),
                    link: Some(format!("/guardian/classwork?child={}", guardian.student_id)),
                });
            }
        }
        if new.is_empty() {
            return Ok((Vec::new(), more));
        }
        Ok((notifications::create(conn, &new)?, more))
    })
}
