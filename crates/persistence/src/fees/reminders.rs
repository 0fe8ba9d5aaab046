//! The school's fee settings, and the reminders sent to guardians: each kept once per
//! guardian, learner, due date and kind by the table's own key, so two servers looking at the
//! same moment send one.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{fee_reminders, fee_settings};
use crate::values::new_id;

/// The school's fee settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_settings)]
pub struct FeeSettings {
    /// Whether students see their own fees in the student portal.
    pub students_see_fees: bool,
    /// Days before a due date guardians are reminded (0: not before it).
    pub remind_days_before: i32,
    /// Whether guardians are reminded of an overdue installment.
    pub remind_overdue: bool,
    /// Whether guardians may pay online (when the server has the provider's keys).
    pub online_payments: bool,
}

impl Default for FeeSettings {
    fn default() -> Self {
        FeeSettings { students_see_fees: false, remind_days_before: 7, remind_overdue: true, online_payments: false }
    }
}

/// The school's fee settings (the defaults when the row is missing).
pub fn settings(conn: &mut Conn) -> Result<FeeSettings, StoreError> {
    let found = fee_settings::table.find(1).select(FeeSettings::as_select()).first(conn).optional()?;
    Ok(found.unwrap_or_default())
}

/// Saves the school's fee settings.
pub fn save_settings(conn: &mut Conn, settings: &FeeSettings) -> Result<(), StoreError> {
    let values = (
        fee_settings::students_see_fees.eq(settings.students_see_fees),
        fee_settings::remind_days_before.eq(settings.remind_days_before),
        fee_settings::remind_overdue.eq(settings.remind_overdue),
        fee_settings::online_payments.eq(settings.online_payments),
    );
    if diesel::update(fee_settings::table.find(1)).set(values).execute(conn)? == 0 {
        diesel::insert_into(fee_settings::table).values((fee_settings::id.eq(1), values)).execute(conn)?;
    }
    Ok(())
}

/// A reminder as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_reminders)]
pub struct FeeReminder {
    /// Its id.
    pub id: String,
    /// To whom.
    pub guardian_id: String,
    /// Of which learner.
    pub student_id: String,
    /// Of which school year's account.
    pub school_year_id: String,
    /// The installment's due date.
    pub due_on: NaiveDate,
    /// `upcoming` or `overdue`.
    pub kind: String,
    /// What was left to pay of the installment, in centavos.
    pub amount_centavos: i64,
    /// When it was sent.
    pub sent_at: NaiveDateTime,
    /// Whether an e-mail went with it.
    pub emailed: bool,
}

/// Keeps each of `reminders` not sent before (same guardian, learner, due date and kind) and
/// answers those kept: the ones to send now. Their ids are made here.
pub fn record(conn: &mut Conn, reminders: Vec<FeeReminder>) -> Result<Vec<FeeReminder>, StoreError> {
    let mut kept = Vec::new();
    for mut reminder in reminders {
        reminder.id = new_id();
        let inserted = on_backend!(conn, |c| diesel::insert_into(fee_reminders::table)
            .values((
                fee_reminders::id.eq(&reminder.id),
                fee_reminders::guardian_id.eq(&reminder.guardian_id),
                fee_reminders::student_id.eq(&reminder.student_id),
                fee_reminders::school_year_id.eq(&reminder.school_year_id),
                fee_reminders::due_on.eq(reminder.due_on),
                fee_reminders::kind.eq(&reminder.kind),
                fee_reminders::amount_centavos.eq(reminder.amount_centavos),
                fee_reminders::sent_at.eq(reminder.sent_at),
                fee_reminders::emailed.eq(reminder.emailed),
            ))
            .on_conflict((
                fee_reminders::guardian_id,
                fee_reminders::student_id,
                fee_reminders::due_on,
                fee_reminders::kind,
            ))
            .do_nothing()
            .execute(c))?;
        if inserted == 1 {
            kept.push(reminder);
        }
    }
    Ok(kept)
}

/// Who was reminded of what about the learners `student_ids` in school year `year_id`:
/// (guardian, learner, due date, kind).
pub fn sent_about(
    conn: &mut Conn,
    year_id: &str,
    student_ids: &[String],
) -> Result<Vec<(String, String, NaiveDate, String)>, StoreError> {
    Ok(fee_reminders::table
        .filter(fee_reminders::student_id.eq_any(student_ids))
        .filter(fee_reminders::school_year_id.eq(year_id))
        .select((fee_reminders::guardian_id, fee_reminders::student_id, fee_reminders::due_on, fee_reminders::kind))
        .load(conn)?)
}

/// The reminders sent to `guardian_id` about `student_id`, newest first.
pub fn sent_to(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<Vec<FeeReminder>, StoreError> {
    Ok(fee_reminders::table
        .filter(fee_reminders::guardian_id.eq(guardian_id))
        .filter(fee_reminders::student_id.eq(student_id))
        .order((fee_reminders::sent_at.desc(), fee_reminders::due_on.desc()))
        .select(FeeReminder::as_select())
        .load(conn)?)
}
