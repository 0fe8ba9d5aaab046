//! Attendance's changes apart from the registers: excuses recorded and deleted by the school,
//! absence notes written and withdrawn by guardians, an alert's reply kept as the day's note,
//! and the attendance and alert settings. Each writes its audit entry, naming the student, the
//! days and the reason, in the same transaction. (A register, saved many times a minute at the
//! start of a school day, is logged through the server's audit queue.)

use lyceum_domain::attendance::AttendanceSettings;
use lyceum_domain::DayRange;
use lyceum_persistence::attendance::excuses::Excuse;
use lyceum_persistence::attendance::settings;
use lyceum_persistence::guardians::alerts::{self, Alert, ReplyError};
use lyceum_persistence::guardians::{self, reminders, Guardian};
use lyceum_persistence::{Conn, DieselError, StoreError};

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// Makes `write`, which answers the excuse or note it wrote or removed, and logs `action` on its
/// student with the days and the reason, in one transaction.
pub fn noted<E>(
    conn: &mut Conn,
    actor: &Actor,
    action: &str,
    write: impl FnOnce(&mut Conn) -> Result<Excuse, E>,
) -> Result<Excuse, E>
where
    E: From<DieselError> + From<StoreError>,
{
    audited(conn, |conn| {
        let excuse = write(conn)?;
        let days = DayRange::new(excuse.first_day, excuse.last_day).map(|days| days.to_string()).unwrap_or_default();
        let detail = format!("{}, {days}: {}", excuse.student, excuse.reason);
        let entry = Entry::by(actor.clone(), action).on("student", excuse.student_id.clone()).detail(detail);
        Ok((excuse, vec![entry]))
    })
}

/// Keeps the guardian's one-line `text` as the reply to their alert `id` (and as the absence
/// note of the child's day), logged as an excuse recorded.
pub fn reply_to_alert(
    conn: &mut Conn,
    actor: &Actor,
    guardian_id: &str,
    id: &str,
    text: &str,
) -> Result<Alert, Refusal> {
    audited(conn, |conn| {
        let answered = alerts::reply(conn, guardian_id, id, text).map_err(|error| match error {
            ReplyError::NoSuchAlert => Refusal::NotFound("This alert does not exist.".into()),
            ReplyError::AlreadyReplied => Refusal::conflict("reply", "This alert has a reply already."),
            ReplyError::NoSuchStudent => Refusal::NotFound("This student does not exist.".into()),
            ReplyError::Store(store) => store.into(),
        })?;
        let detail = format!("{}, {}: {text}", answered.student, answered.day);
        let entry =
            Entry::by(actor.clone(), "excuse recorded").on("student", answered.student_id.clone()).detail(detail);
        Ok((answered, vec![entry]))
    })
}

/// Turns the guardian's alert e-mails on or off; answers the guardian, none when gone.
pub fn set_email_alerts(
    conn: &mut Conn,
    actor: &Actor,
    guardian_id: &str,
    enabled: bool,
) -> Result<Option<Guardian>, Refusal> {
    audited(conn, |conn| {
        reminders::set_email_alerts(conn, guardian_id, enabled)?;
        let Some(guardian) = guardians::find(conn, guardian_id)? else { return Ok((None, Vec::new())) };
        let detail = if enabled { "e-mail alerts on" } else { "e-mail alerts off" };
        let entry = Entry::by(actor.clone(), "update").on("guardian", guardian.id.clone()).detail(detail);
        Ok((Some(guardian), vec![entry]))
    })
}

/// Saves the attendance settings.
pub fn save_settings(
    conn: &mut Conn,
    actor: &Actor,
    wanted: &AttendanceSettings,
) -> Result<AttendanceSettings, Refusal> {
    audited(conn, |conn| {
        let saved = settings::save(conn, wanted)?;
        let detail = format!(
            "registers: {}, edit days: {}, chronic absence from: {} %",
            saved.registers.as_str(),
            saved.edit_days,
            saved.chronic_percent
        );
        Ok((saved, vec![settings_entry(actor, detail)]))
    })
}

/// Saves after how many minutes an unseen alert is e-mailed again.
pub fn save_resend_minutes(conn: &mut Conn, actor: &Actor, minutes: u32) -> Result<u32, Refusal> {
    audited(conn, |conn| {
        let saved = reminders::save_resend_minutes(conn, minutes)?;
        let detail = format!("unseen guardian alerts e-mailed again after: {saved} min");
        Ok((saved, vec![settings_entry(actor, detail)]))
    })
}

fn settings_entry(actor: &Actor, detail: String) -> Entry {
    Entry::by(actor.clone(), "attendance settings changed").on_kind("attendance settings").detail(detail)
}
