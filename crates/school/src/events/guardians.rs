//! What guardians are told of their children: a child marked absent or late (an alert the
//! guardian can mark seen or answer, kind `attendance`, `Juan Cruz marked absent`) and a
//! child's grades published (kind `grades`, `Grades published for Juan Cruz`). Each linked
//! guardian gets their own notification, stored and pushed live on every server, and an e-mail
//! when the server sends e-mail and the guardian has not turned it off.
//!
//! Who the guardians are is one statement per register or publication, whatever the number of
//! students, read on the blocking pool before the write. It all happens off the request, after
//! the write that caused it committed: the register's or publication's answer never waits for
//! it, and a failure is logged, never theirs.

use lyceum_domain::attendance::marks::{Marked, Occasion};
use lyceum_domain::Role;
use lyceum_persistence::guardians::alerts::{self, GuardianOfStudent, NewAlert};
use lyceum_persistence::notifications::{self, NewNotification, Notification, Recipient};
use lyceum_persistence::{Conn, StoreError};

use super::notifications::deliver;
use super::outlets::Outlets;
use crate::blocking;
use crate::mail::{self, Mail};

/// Reads the guardians of `students` (on the blocking pool, not in the writers' turn: the one
/// writer is what 32 teachers saving registers at once wait for), makes what `decide` makes of
/// them, stores that with `store` in one write, then pushes each notification live and queues
/// the e-mails; off the request.
fn tell_guardians<N, D, S>(outlets: &Outlets, event: &'static str, students: Vec<String>, decide: D, store: S)
where
    N: Send + 'static,
    D: FnOnce(&[GuardianOfStudent]) -> (Vec<N>, Vec<Mail>) + Send + 'static,
    S: FnOnce(&mut Conn, &[N]) -> Result<Vec<Notification>, StoreError> + Send + 'static,
{
    let (database, hub, mailer) = (outlets.db.clone(), outlets.hub.clone(), outlets.mail.clone());
    tokio::spawn(async move {
        let told = async {
            let guardians = blocking::run(&database, move |conn| alerts::guardians_of(conn, &students)).await?;
            let (new, mails) = decide(&guardians);
            if new.is_empty() {
                return Ok((Vec::new(), mails));
            }
            let stored = blocking::write(&database, move |conn| store(conn, &new)).await?;
            Ok::<_, StoreError>((stored, mails))
        };
        match told.await {
            Ok((stored, mails)) => {
                deliver(hub.as_ref(), stored);
                for mail in mails {
                    mailer.queue(mail);
                }
            }
            Err(error) => tracing::error!(error = ?error, event, "could not tell the guardians"),
        }
    });
}

/// Tells every guardian of the students `marked` (in the register `occasion`), one alert each.
pub fn alert_guardians(outlets: &Outlets, occasion: &Occasion, marked: &[Marked]) {
    let (occasion, marked, mailing) = (occasion.clone(), marked.to_vec(), outlets.mail.enabled());
    let ids: Vec<String> = marked.iter().map(|student| student.student_id.clone()).collect();
    let decide = move |guardians: &[GuardianOfStudent]| {
        let mut new = Vec::new();
        let mut mails = Vec::new();
        for student in &marked {
            for guardian in guardians.iter().filter(|guardian| guardian.student_id == student.student_id) {
                let alert = NewAlert::of(guardian, &occasion, student);
                if mailing && guardian.email_alerts {
                    let told = &alert.notification;
                    mails.push(mail::alert(guardian, &told.title, &told.body, false));
                }
                new.push(alert);
            }
        }
        (new, mails)
    };
    tell_guardians(outlets, "guardians alerted", ids, decide, alerts::record);
}

/// Tells every guardian of `students` that their grades of the term `term_name` are published.
pub fn grades_published_to_guardians(outlets: &Outlets, students: &[String], term_name: &str) {
    let (term_name, mailing) = (term_name.to_owned(), outlets.mail.enabled());
    let decide = move |guardians: &[GuardianOfStudent]| {
        let mut new = Vec::new();
        let mut mails = Vec::new();
        for guardian in guardians {
            let title = format!("Grades published for {}", guardian.student_name);
            if mailing && guardian.email_alerts {
                mails.push(mail::grades(guardian, &title, &term_name));
            }
            new.push(to_guardian(guardian, "grades", title, term_name.clone()));
        }
        (new, mails)
    };
    tell_guardians(outlets, "grades published to guardians", students.to_vec(), decide, notifications::create);
}

fn to_guardian(guardian: &GuardianOfStudent, kind: &'static str, title: String, body: String) -> NewNotification {
    NewNotification {
        recipient: Recipient { role: Role::Guardian, id: guardian.guardian_id.clone() },
        kind,
        title,
        body,
        link: None,
    }
}
