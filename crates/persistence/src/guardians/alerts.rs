//! Guardians' alerts: each guardian told that a linked child was marked absent or late. An
//! alert is a notification (same id) with what the adviser follows: when the guardian saw it,
//! their one-line reply (recorded as an excuse on file for that day), and whether it went out
//! again by e-mail for not being seen in time (`reminders`).

use chrono::{NaiveDate, NaiveDateTime, SubsecRound};
use diesel::prelude::*;
use lyceum_domain::attendance::marks::{Marked, Occasion};
use lyceum_domain::{guardian_alert, DayRange, Role};

use crate::attendance::absence_notes;
use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::notifications::{self, NewNotification, Notification, Recipient};
use crate::schema::{guardian_alerts, guardian_students, guardians, notifications as notes, students};
use crate::timetable::full_name;
use crate::values::now;

/// A guardian of a student, with what telling them needs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuardianOfStudent {
    /// The guardian's id.
    pub guardian_id: String,
    /// The guardian's first and last name.
    pub guardian_name: String,
    /// Where their e-mail goes.
    pub email: String,
    /// Whether they want alerts by e-mail too.
    pub email_alerts: bool,
    /// The student's id.
    pub student_id: String,
    /// The student's first and last name.
    pub student_name: String,
    /// The student's section, if any.
    pub section_id: Option<String>,
}

/// The guardians linked to any of `student_ids`: one statement, the links read by their
/// student index, whatever the number of students.
pub fn guardians_of(conn: &mut Conn, student_ids: &[String]) -> Result<Vec<GuardianOfStudent>, StoreError> {
    type Row = (String, String, String, String, bool, String, String, String, Option<String>);
    let rows: Vec<Row> = guardian_students::table
        .inner_join(guardians::table)
        .inner_join(students::table)
        .filter(guardian_students::student_id.eq_any(student_ids))
        .order((guardian_students::student_id, guardian_students::guardian_id))
        .select((
            guardians::id,
            guardians::first_name,
            guardians::last_name,
            guardians::email,
            guardians::email_alerts,
            students::id,
            students::first_name,
            students::last_name,
            students::section_id,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(guardian_id, first, last, email, email_alerts, student_id, s_first, s_last, section_id)| {
            GuardianOfStudent {
                guardian_id,
                guardian_name: full_name(Some(&first), Some(&last)),
                email,
                email_alerts,
                student_id,
                student_name: full_name(Some(&s_first), Some(&s_last)),
                section_id,
            }
        })
        .collect())
}

/// An alert to store, with its notification.
#[derive(Debug, Clone)]
pub struct NewAlert {
    /// What the guardian is told (its recipient is the guardian).
    pub notification: NewNotification,
    /// The student marked.
    pub student_id: String,
    /// The student's section when marked.
    pub section_id: Option<String>,
    /// The register's day.
    pub day: NaiveDate,
    /// `absent` or `late`.
    pub code: String,
    /// The register, as people read it: `Mathematics` or `Daily register`.
    pub register: String,
}

impl NewAlert {
    /// The alert telling `guardian` that their child was `marked` in the register `occasion`:
    /// kind `attendance`, titled `Juan Cruz marked absent`, reading `Mathematics, Monday 24
    /// November 2026`.
    pub fn of(guardian: &GuardianOfStudent, occasion: &Occasion, marked: &Marked) -> NewAlert {
        NewAlert {
            notification: NewNotification {
                recipient: Recipient { role: Role::Guardian, id: guardian.guardian_id.clone() },
                kind: "attendance",
                title: guardian_alert::title(&guardian.student_name, marked),
                body: occasion.describe(),
                link: None,
            },
            student_id: marked.student_id.clone(),
            section_id: guardian.section_id.clone(),
            day: occasion.day,
            code: marked.code.as_str().to_owned(),
            register: occasion.register().to_owned(),
        }
    }
}

/// Stores the alerts and their notifications, told now, all or none; answers the
/// notifications as stored, in the same order.
pub fn record(conn: &mut Conn, new: &[NewAlert]) -> Result<Vec<Notification>, StoreError> {
    record_at(conn, new, now())
}

/// Stores the alerts and their notifications as told at `at` (UTC), all or none; answers the
/// notifications as stored, in the same order.
pub fn record_at(conn: &mut Conn, new: &[NewAlert], at: NaiveDateTime) -> Result<Vec<Notification>, StoreError> {
    if new.is_empty() {
        return Ok(Vec::new());
    }
    transaction(conn, |conn| {
        let told: Vec<NewNotification> = new.iter().map(|alert| alert.notification.clone()).collect();
        let stored = notifications::create_at(conn, &told, at)?;
        for (alert, notification) in new.iter().zip(&stored) {
            let insert = diesel::insert_into(guardian_alerts::table).values((
                guardian_alerts::id.eq(&notification.id),
                guardian_alerts::guardian_id.eq(&notification.recipient_id),
                guardian_alerts::student_id.eq(&alert.student_id),
                guardian_alerts::section_id.eq(&alert.section_id),
                guardian_alerts::day.eq(alert.day),
                guardian_alerts::code.eq(&alert.code),
                guardian_alerts::register.eq(&alert.register),
                guardian_alerts::created_at.eq(notification.created_at),
            ));
            on_backend!(conn, |c| insert.execute(c))?;
        }
        Ok(stored)
    })
}

/// A stored alert, with the names people read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Alert {
    /// Its id (its notification's).
    pub id: String,
    /// The guardian told.
    pub guardian_id: String,
    /// The guardian's first and last name.
    pub guardian: String,
    /// The student marked.
    pub student_id: String,
    /// The student's first and last name.
    pub student: String,
    /// The register's day.
    pub day: NaiveDate,
    /// `absent` or `late`.
    pub code: String,
    /// The register: `Mathematics` or `Daily register`.
    pub register: String,
    /// When the guardian was told (UTC).
    pub created_at: NaiveDateTime,
    /// When the guardian saw it (UTC), if they have.
    pub seen_at: Option<NaiveDateTime>,
    /// The guardian's reply, if any.
    pub reply: Option<String>,
    /// The excuse on file the reply became, while it exists.
    pub excuse_id: Option<String>,
    /// When it was e-mailed again for not being seen (UTC).
    pub resent_at: Option<NaiveDateTime>,
}

pub(crate) type AlertRow = (
    String,
    String,
    String,
    String,
    String,
    String,
    String,
    NaiveDate,
    String,
    String,
    NaiveDateTime,
    Option<NaiveDateTime>,
    Option<String>,
    Option<String>,
    Option<NaiveDateTime>,
);

/// The columns of an [`AlertRow`], in its order: the alert, its guardian's and child's names.
macro_rules! alert_columns {
    () => {
        (
            guardian_alerts::id,
            guardian_alerts::guardian_id,
            guardians::first_name,
            guardians::last_name,
            guardian_alerts::student_id,
            students::first_name,
            students::last_name,
            guardian_alerts::day,
            guardian_alerts::code,
            guardian_alerts::register,
            guardian_alerts::created_at,
            guardian_alerts::seen_at,
            guardian_alerts::reply,
            guardian_alerts::excuse_id,
            guardian_alerts::resent_at,
        )
    };
}
pub(crate) use alert_columns;

macro_rules! alerts_query {
    () => {
        guardian_alerts::table.inner_join(guardians::table).inner_join(students::table).select(alert_columns!())
    };
}

/// An alert from its row.
pub(crate) fn alert(row: AlertRow) -> Alert {
    let (
        id,
        guardian_id,
        g_first,
        g_last,
        student_id,
        s_first,
        s_last,
        day,
        code,
        register,
        created_at,
        seen_at,
        reply,
        excuse_id,
        resent_at,
    ) = row;
    Alert {
        id,
        guardian_id,
        guardian: full_name(Some(&g_first), Some(&g_last)),
        student_id,
        student: full_name(Some(&s_first), Some(&s_last)),
        day,
        code,
        register,
        created_at,
        seen_at,
        reply,
        excuse_id,
        resent_at,
    }
}

/// The latest `limit` alerts of the guardian `guardian_id`, latest first.
pub fn of_guardian(conn: &mut Conn, guardian_id: &str, limit: i64) -> Result<Vec<Alert>, StoreError> {
    let rows: Vec<AlertRow> = alerts_query!()
        .filter(guardian_alerts::guardian_id.eq(guardian_id))
        .order((guardian_alerts::created_at.desc(), guardian_alerts::id.desc()))
        .limit(limit)
        .load(conn)?;
    Ok(rows.into_iter().map(alert).collect())
}

/// One alert of the guardian `guardian_id`, if it is theirs.
pub fn find_of_guardian(conn: &mut Conn, guardian_id: &str, id: &str) -> Result<Option<Alert>, StoreError> {
    let row: Option<AlertRow> = alerts_query!()
        .filter(guardian_alerts::id.eq(id))
        .filter(guardian_alerts::guardian_id.eq(guardian_id))
        .first(conn)
        .optional()?;
    Ok(row.map(alert))
}

/// The alerts about the students marked in the section `section_id` from `first` to `last`,
/// latest day first, then student and guardian by name.
pub fn of_section(
    conn: &mut Conn,
    section_id: &str,
    first: NaiveDate,
    last: NaiveDate,
) -> Result<Vec<Alert>, StoreError> {
    let rows: Vec<AlertRow> = alerts_query!()
        .filter(guardian_alerts::section_id.eq(section_id))
        .filter(guardian_alerts::day.ge(first))
        .filter(guardian_alerts::day.le(last))
        .order((
            guardian_alerts::day.desc(),
            students::last_name,
            students::first_name,
            guardian_alerts::created_at,
            guardians::last_name,
            guardians::first_name,
        ))
        .load(conn)?;
    Ok(rows.into_iter().map(alert).collect())
}

/// Marks the alert `id` of the guardian seen (and its notification read); one seen already
/// keeps when. `None` when they have no such alert.
pub fn see(conn: &mut Conn, guardian_id: &str, id: &str) -> Result<Option<Alert>, StoreError> {
    transaction(conn, |conn| {
        if find_of_guardian(conn, guardian_id, id)?.is_none() {
            return Ok(None);
        }
        mark_seen(conn, id)?;
        find_of_guardian(conn, guardian_id, id)
    })
}

fn mark_seen(conn: &mut Conn, id: &str) -> Result<(), StoreError> {
    let at = now().trunc_subsecs(6);
    diesel::update(guardian_alerts::table.find(id).filter(guardian_alerts::seen_at.is_null()))
        .set(guardian_alerts::seen_at.eq(at))
        .execute(conn)?;
    diesel::update(notes::table.find(id).filter(notes::read_at.is_null())).set(notes::read_at.eq(at)).execute(conn)?;
    Ok(())
}

/// Why a reply was not kept.
#[derive(Debug, thiserror::Error)]
pub enum ReplyError {
    /// The guardian has no such alert.
    #[error("no such alert")]
    NoSuchAlert,
    /// The alert has its reply already.
    #[error("already replied")]
    AlreadyReplied,
    /// The student is no longer at the school.
    #[error("no such student")]
    NoSuchStudent,
    /// The database failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for ReplyError {
    fn from(error: diesel::result::Error) -> Self {
        ReplyError::Store(error.into())
    }
}

/// Keeps the guardian's one reply to the alert `id`, marks it seen, and records the reply as
/// the absence note of that child and day; all or nothing.
pub fn reply(conn: &mut Conn, guardian_id: &str, id: &str, text: &str) -> Result<Alert, ReplyError> {
    transaction(conn, |conn| {
        let found = find_of_guardian(conn, guardian_id, id)?.ok_or(ReplyError::NoSuchAlert)?;
        if found.reply.is_some() {
            return Err(ReplyError::AlreadyReplied);
        }
        let excuse = record_absence_note(conn, &found, text)?.ok_or(ReplyError::NoSuchStudent)?;
        diesel::update(guardian_alerts::table.find(id))
            .set((guardian_alerts::reply.eq(text), guardian_alerts::excuse_id.eq(&excuse)))
            .execute(conn)?;
        mark_seen(conn, id)?;
        find_of_guardian(conn, guardian_id, id)?.ok_or(ReplyError::NoSuchAlert)
    })
}

/// The guardian's reply as an absence note: an excuse on file for the child on the alert's
/// day, recorded by the guardian. The one place a reply becomes a note; the id of the excuse,
/// `None` when the student is gone.
fn record_absence_note(conn: &mut Conn, alert: &Alert, text: &str) -> Result<Option<String>, StoreError> {
    let Some(day) = DayRange::new(alert.day, alert.day) else { return Ok(None) };
    let excuse = absence_notes::create_guardian_note(conn, &alert.student_id, &alert.guardian_id, day, text, None)?;
    Ok(excuse.map(|excuse| excuse.id))
}
