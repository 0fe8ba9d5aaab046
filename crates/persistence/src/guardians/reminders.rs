//! Alerts left unseen: found past the school's time and claimed for one more e-mail, the
//! school's time itself, and each guardian's choice of e-mail alerts.

use chrono::{NaiveDateTime, SubsecRound};
use diesel::prelude::*;

use super::alerts::{alert, alert_columns, Alert, AlertRow};
use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{attendance_settings, guardian_alerts, guardians, students};
use crate::values::now;

/// An alert still unseen past its time, with where to e-mail it.
#[derive(Debug, Clone)]
pub struct Unseen {
    /// The alert.
    pub alert: Alert,
    /// The guardian's e-mail.
    pub email: String,
}

/// Up to `limit` alerts told at or before `before`, never seen nor re-sent, of guardians who
/// want e-mail, oldest first.
pub fn unseen_since(conn: &mut Conn, before: NaiveDateTime, limit: i64) -> Result<Vec<Unseen>, StoreError> {
    let rows: Vec<(AlertRow, String)> = guardian_alerts::table
        .inner_join(guardians::table)
        .inner_join(students::table)
        .filter(guardian_alerts::seen_at.is_null())
        .filter(guardian_alerts::resent_at.is_null())
        .filter(guardian_alerts::created_at.le(before))
        .filter(guardians::email_alerts.eq(true))
        .order((guardian_alerts::created_at, guardian_alerts::id))
        .limit(limit)
        .select((alert_columns!(), guardians::email))
        .load(conn)?;
    Ok(rows.into_iter().map(|(row, email)| Unseen { alert: alert(row), email }).collect())
}

/// Marks the alert `id` re-sent unless it was seen or re-sent meanwhile (by another server):
/// true when this call did, and so must send it.
pub fn claim_resend(conn: &mut Conn, id: &str) -> Result<bool, StoreError> {
    let claimed = diesel::update(
        guardian_alerts::table
            .find(id)
            .filter(guardian_alerts::resent_at.is_null())
            .filter(guardian_alerts::seen_at.is_null()),
    )
    .set(guardian_alerts::resent_at.eq(now().trunc_subsecs(6)))
    .execute(conn)?;
    Ok(claimed == 1)
}

/// Turns the guardian's e-mail alerts on or off; false when there is no such guardian.
pub fn set_email_alerts(conn: &mut Conn, guardian_id: &str, enabled: bool) -> Result<bool, StoreError> {
    Ok(diesel::update(guardians::table.find(guardian_id)).set(guardians::email_alerts.eq(enabled)).execute(conn)? > 0)
}

/// Minutes an alert may stay unseen before it goes out again by e-mail, unless saved.
pub const DEFAULT_RESEND_MINUTES: u32 = 30;

/// Minutes an alert may stay unseen before it goes out again by e-mail.
pub fn resend_minutes(conn: &mut Conn) -> Result<u32, StoreError> {
    let stored: Option<i32> =
        attendance_settings::table.find(1).select(attendance_settings::alert_resend_minutes).first(conn).optional()?;
    Ok(stored.and_then(|minutes| u32::try_from(minutes).ok()).unwrap_or(DEFAULT_RESEND_MINUTES))
}

/// Saves the minutes an alert may stay unseen (the school's other attendance settings stay).
pub fn save_resend_minutes(conn: &mut Conn, minutes: u32) -> Result<u32, StoreError> {
    let (value, at) = (i32::try_from(minutes).unwrap_or(i32::MAX), now());
    on_backend!(conn, |c| diesel::insert_into(attendance_settings::table)
        .values((
            attendance_settings::id.eq(1),
            attendance_settings::alert_resend_minutes.eq(value),
            attendance_settings::updated_at.eq(at),
        ))
        .on_conflict(attendance_settings::id)
        .do_update()
        .set((attendance_settings::alert_resend_minutes.eq(value), attendance_settings::updated_at.eq(at)))
        .execute(c))?;
    Ok(minutes)
}
