//! Fee reminders: a set number of days before an installment falls due, and once it is overdue
//! (the school's fee settings), every guardian of a learner with that amount still to pay gets
//! a notification, pushed live, and an e-mail when the server sends e-mail and the guardian
//! has not turned alerts by e-mail off. Never for a zero balance; at most one per guardian,
//! learner, due date and kind, however often it runs and on however many servers (the
//! reminders table's key decides). Looked for every `fee_reminders_every` while the server
//! runs, and when the fees staff ask ('Send reminders now').

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use chrono::NaiveDate;
use lyceum_domain::fees::reminders::{due_reminders, DueReminder, ReminderKind, ReminderRules};
use lyceum_domain::fees::{pesos, standing};
use lyceum_domain::Role;
use lyceum_persistence::fees::reminders::{self, FeeReminder};
use lyceum_persistence::fees::{accounts, ledger};
use lyceum_persistence::guardians::alerts::{self, GuardianOfStudent};
use lyceum_persistence::notifications::{self, NewNotification, Notification, Recipient};
use lyceum_persistence::{school_years, Conn, Database, StoreError};
use lyceum_realtime::Hub;

use super::notifications::deliver;
use crate::blocking;
use crate::mail::{self, Mail, Mailer};

/// Learners whose reminders are read and kept together: one writer's turn each (a few
/// milliseconds), so that a large school's first reminders (a hundred thousand and more at its
/// first due date) neither hold the other writes back for seconds nor sit in memory at once.
const BATCH: usize = 100;

/// How long after a start the first look for reminders waits (at most `every`): it reads every
/// account of the year, a second's work and tens of megabytes on a large school, which the
/// first requests after a restart at the morning rush should not wait behind.
const FIRST_LOOK_AFTER: Duration = Duration::from_secs(60);

/// Looks for reminders due every `every` as long as the server runs, the first time a minute
/// after the start; never returns.
pub async fn remind_fees_every(db: &Database, hub: &Arc<dyn Hub>, mailer: &Arc<Mailer>, every: Duration) {
    let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + every.min(FIRST_LOOK_AFTER), every);
    loop {
        ticks.tick().await;
        let today = chrono::Utc::now().date_naive();
        if let Err(error) = remind_fees_once(db, hub, mailer, today).await {
            tracing::warn!(error = ?error, "fee reminders could not be sent");
        }
    }
}

/// Sends every reminder due on `today` not sent before, [`BATCH`] learners at a time (each
/// batch pushed and mailed once kept); answers how many went.
pub async fn remind_fees_once(
    db: &Database,
    hub: &Arc<dyn Hub>,
    mailer: &Arc<Mailer>,
    today: NaiveDate,
) -> Result<usize, StoreError> {
    let mailing = mailer.enabled();
    // What is due is read on the blocking pool; only keeping what is new takes a writer's turn.
    let Some(due) = blocking::run(db, move |conn| learners_due(conn, today, None)).await? else { return Ok(0) };
    let year = Arc::new(due.year);
    let mut sent = 0;
    for batch in due.learners.chunks(BATCH) {
        let (year, batch) = (year.clone(), batch.to_vec());
        let wanted = blocking::run(db, move |conn| reminders_of(conn, &year, batch, mailing)).await?;
        if wanted.wanted.is_empty() {
            continue;
        }
        let (stored, mails) = blocking::write(db, move |conn| keep(conn, wanted)).await?;
        sent += stored.len();
        deliver(hub.as_ref(), stored);
        for mail in mails {
            mailer.queue(mail);
        }
    }
    if sent > 0 {
        tracing::info!(reminders = sent, "fee reminders sent");
    }
    Ok(sent)
}

/// The current school year (its id and name), and each learner with reminders due on a day:
/// sent or not.
struct LearnersDue {
    year: (String, String),
    learners: Vec<(String, Vec<DueReminder>)>,
}

/// The reminders of some learners not sent before, with the guardians they go to and the
/// year's name.
struct DueReminders {
    wanted: Vec<FeeReminder>,
    guardians: Vec<GuardianOfStudent>,
    year_name: String,
}

/// What is due on `today` in the current school year (to the guardians of the learners `among`,
/// when given), kept (those not sent before) with their notifications, a transaction for each
/// [`BATCH`] learners; answers the notifications to push and the e-mails to send.
pub fn keep_due_reminders(
    conn: &mut Conn,
    today: NaiveDate,
    mailing: bool,
    among: Option<&HashSet<String>>,
) -> Result<(Vec<Notification>, Vec<Mail>), StoreError> {
    let (mut stored, mut mails) = (Vec::new(), Vec::new());
    let Some(due) = learners_due(conn, today, among)? else { return Ok((stored, mails)) };
    for batch in due.learners.chunks(BATCH) {
        let wanted = reminders_of(conn, &due.year, batch.to_vec(), mailing)?;
        let (kept, mailed) = keep(conn, wanted)?;
        stored.extend(kept);
        mails.extend(mailed);
    }
    Ok((stored, mails))
}

/// The learners (among `among`, when given) with reminders due on `today` in the current
/// school year; none without a current year.
fn learners_due(
    conn: &mut Conn,
    today: NaiveDate,
    among: Option<&HashSet<String>>,
) -> Result<Option<LearnersDue>, StoreError> {
    let settings = reminders::settings(conn)?;
    let rules = ReminderRules { days_before: i64::from(settings.remind_days_before), overdue: settings.remind_overdue };
    let Some(year) = school_years::current(conn)? else { return Ok(None) };
    let year_id = year.year.id;
    let balances = ledger::balances(conn, &year_id)?;
    let mut learners = Vec::new();
    for account in accounts::of_year(conn, &year_id)? {
        if among.is_some_and(|among| !among.contains(&account.student_id)) {
            continue;
        }
        let balance = balances.get(&account.student_id).copied().unwrap_or(0);
        let installments = standing(&account.installments(), balance, today);
        let reminders = due_reminders(&installments, balance, today, rules);
        if !reminders.is_empty() {
            learners.push((account.student_id, reminders));
        }
    }
    Ok(Some(LearnersDue { year: (year_id, year.year.name), learners }))
}

/// The reminders of `learners` (each with what is due) not sent before, to each of their
/// guardians, in the year `(id, name)`.
fn reminders_of(
    conn: &mut Conn,
    (year_id, year_name): &(String, String),
    learners: Vec<(String, Vec<DueReminder>)>,
    mailing: bool,
) -> Result<DueReminders, StoreError> {
    let ids: Vec<String> = learners.iter().map(|(id, _)| id.clone()).collect();
    let due: HashMap<String, Vec<DueReminder>> = learners.into_iter().collect();
    let guardians = alerts::guardians_of(conn, &ids)?;
    // Those sent before are left out here; the table's key still decides between two servers.
    let sent: HashSet<(String, String, NaiveDate, String)> =
        reminders::sent_about(conn, year_id, &ids)?.into_iter().collect();
    let sent_at = lyceum_persistence::now();
    let mut wanted = Vec::new();
    for guardian in &guardians {
        for reminder in due.get(&guardian.student_id).into_iter().flatten() {
            let key = (
                guardian.guardian_id.clone(),
                guardian.student_id.clone(),
                reminder.due_on,
                reminder.kind.as_str().to_owned(),
            );
            if sent.contains(&key) {
                continue;
            }
            wanted.push(FeeReminder {
                id: String::new(),
                guardian_id: guardian.guardian_id.clone(),
                student_id: guardian.student_id.clone(),
                school_year_id: year_id.clone(),
                due_on: reminder.due_on,
                kind: reminder.kind.as_str().to_owned(),
                amount_centavos: reminder.amount,
                sent_at,
                emailed: mailing && guardian.email_alerts,
            });
        }
    }
    Ok(DueReminders { wanted, guardians, year_name: year_name.clone() })
}

/// Keeps the reminders of `due` not sent before, with their notifications, in one transaction;
/// answers the notifications to push and the e-mails to send.
fn keep(conn: &mut Conn, due: DueReminders) -> Result<(Vec<Notification>, Vec<Mail>), StoreError> {
    let DueReminders { wanted, guardians, year_name } = due;
    let kept = lyceum_persistence::db::transaction(conn, |conn| {
        let kept = reminders::record(conn, wanted)?;
        let by_guardian: HashMap<(&str, &str), &GuardianOfStudent> =
            guardians.iter().map(|g| ((g.guardian_id.as_str(), g.student_id.as_str()), g)).collect();
        let mut new = Vec::new();
        let mut mails = Vec::new();
        for reminder in &kept {
            let Some(guardian) = by_guardian.get(&(reminder.guardian_id.as_str(), reminder.student_id.as_str())) else {
                continue;
            };
            let (title, body) = words(reminder, &guardian.student_name, &year_name);
            if reminder.emailed {
                mails.push(mail::fee_reminder(guardian, &title, &body));
            }
            new.push(NewNotification {
                recipient: Recipient { role: Role::Guardian, id: reminder.guardian_id.clone() },
                kind: "fees",
                title,
                body,
                link: Some(format!("/guardian/fees?child={}", reminder.student_id)),
            });
        }
        let stored = if new.is_empty() { Vec::new() } else { notifications::create(conn, &new)? };
        Ok::<_, StoreError>((stored, mails))
    })?;
    Ok(kept)
}

/// A reminder's title and text: `₱1,000.00 due on 15 August 2026 for Juan Cruz`, or
/// `₱1,000.00 overdue since 15 August 2026 for Juan Cruz`, with the school year.
fn words(reminder: &FeeReminder, learner: &str, year: &str) -> (String, String) {
    let amount = pesos(reminder.amount_centavos);
    let day = reminder.due_on.format("%-d %B %Y");
    let title = if reminder.kind == ReminderKind::Overdue.as_str() {
        format!("{amount} overdue since {day} for {learner}")
    } else {
        format!("{amount} due on {day} for {learner}")
    };
    (title, format!("School fees, {year}: the installment due {day}."))
}
