//! The school's fee settings (whether students see their own fees; when guardians are reminded
//! of an amount due), changed by administrators only, and the reminders a guardian was sent
//! about a child.

use chrono::NaiveDate;
use lyceum_domain::fees::reminders::MAX_DAYS_BEFORE;
use lyceum_domain::{FieldErrors, Role, ValidationError};
use lyceum_persistence::fees::reminders::{self, FeeSettings};
use lyceum_persistence::Conn;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::basics::known_id;
use super::reads::{may_read, FeeRead};
use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// The school's fee settings, as read and saved.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeSettingsView {
    /// Students see their own fees ('Fees' in the student portal).
    students_see_fees: bool,
    /// Days before a due date guardians are reminded (0: not before it).
    remind_days_before: i32,
    /// Guardians are reminded once an installment is overdue.
    remind_overdue: bool,
    /// Guardians may pay an installment online (where the server has the provider's keys).
    online_payments: bool,
}

impl From<FeeSettings> for FeeSettingsView {
    fn from(settings: FeeSettings) -> Self {
        FeeSettingsView {
            students_see_fees: settings.students_see_fees,
            remind_days_before: settings.remind_days_before,
            remind_overdue: settings.remind_overdue,
            online_payments: settings.online_payments,
        }
    }
}

/// `GET /api/fees/settings`: no query.
#[derive(Debug, Default, Deserialize)]
pub struct SettingsQuery {}

impl FeeRead for SettingsQuery {
    type Done = FeeSettingsView;
    fn run(&self, conn: &mut Conn, _: &Actor, _: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        Ok((reminders::settings(conn)?.into(), None))
    }
}

/// `PUT /api/fees/settings`: every setting, each checked; administrators only.
#[derive(Debug, Default, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct SettingsAsked {
    students_see_fees: Option<serde_json::Value>,
    remind_days_before: Option<serde_json::Value>,
    remind_overdue: Option<serde_json::Value>,
    /// Left out: kept as it is.
    online_payments: Option<serde_json::Value>,
}

/// A yes-or-no field of the form: `true` or `false`, or its message beside `field`.
fn yes_or_no(errors: &mut FieldErrors, field: &'static str, raw: Option<&serde_json::Value>, missing: &str) -> bool {
    match raw.map(serde_json::Value::as_bool) {
        Some(Some(value)) => value,
        Some(None) => {
            errors.add(ValidationError::new(field, "Choose yes or no."));
            false
        }
        None => {
            errors.add(ValidationError::new(field, missing));
            false
        }
    }
}

/// Saves the settings `asked`, as `actor` (an administrator, or the `lyceum` command).
pub fn save_settings(
    conn: &mut Conn,
    actor: &Actor,
    asked: &SettingsAsked,
    _: NaiveDate,
) -> Result<FeeSettingsView, Refusal> {
    if matches!(actor, Actor::Account { role, .. } if *role != Role::Admin) {
        return Err(Refusal::Forbidden("Only an administrator can change the fee settings.".into()));
    }
    let mut errors = FieldErrors::new();
    let days = asked.remind_days_before.as_ref().and_then(serde_json::Value::as_i64);
    let days = match days.filter(|days| (0..=MAX_DAYS_BEFORE).contains(days)) {
        Some(days) => i32::try_from(days).ok(),
        None => {
            let message = format!("Enter a whole number of days from 0 to {MAX_DAYS_BEFORE}.");
            errors.add(ValidationError::new("remindDaysBefore", message));
            None
        }
    };
    let students_see_fees = yes_or_no(
        &mut errors,
        "studentsSeeFees",
        asked.students_see_fees.as_ref(),
        "Choose whether students see their fees.",
    );
    let remind_overdue = yes_or_no(
        &mut errors,
        "remindOverdue",
        asked.remind_overdue.as_ref(),
        "Choose whether overdue amounts are reminded of.",
    );
    let online_payments = match asked.online_payments.as_ref() {
        Some(raw) => yes_or_no(&mut errors, "onlinePayments", Some(raw), ""),
        None => reminders::settings(conn)?.online_payments,
    };
    errors.into_result()?;
    let settings = FeeSettings {
        online_payments,
        students_see_fees,
        remind_days_before: days.unwrap_or_default(),
        remind_overdue,
    };
    audited(conn, |conn| {
        reminders::save_settings(conn, &settings)?;
        let detail = format!(
            "students see fees: {}; reminders {} day(s) before a due date; overdue reminders: {}",
            if settings.students_see_fees { "yes" } else { "no" },
            settings.remind_days_before,
            if settings.remind_overdue { "yes" } else { "no" },
        );
        let entry = Entry::by(actor.clone(), "fee settings changed").detail(detail);
        Ok::<_, Refusal>((FeeSettingsView::from(settings), vec![entry]))
    })
}

/// One reminder a guardian was sent.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct FeeReminderView {
    /// `upcoming` or `overdue`.
    kind: String,
    /// The installment's due date, `YYYY-MM-DD`.
    due_on: String,
    /// What was left to pay of it then.
    amount_centavos: i64,
    /// When, UTC.
    sent_at: String,
    /// Whether an e-mail went with it.
    emailed: bool,
}

/// `GET /api/fees/child-reminders`: every reminder sent to the guardian about the child.
#[derive(Debug, Serialize, TS)]
pub struct FeeRemindersView {
    reminders: Vec<FeeReminderView>,
}

/// `?studentID=`: the reminders the signed-in guardian was sent about a child of theirs.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct RemindersQuery {
    #[serde(rename = "studentID")]
    student: String,
}

impl FeeRead for RemindersQuery {
    type Done = FeeRemindersView;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        may_read(conn, actor, &self.student)?;
        let Actor::Account { role: Role::Guardian, id, .. } = actor else {
            return Ok((FeeRemindersView { reminders: Vec::new() }, None));
        };
        let student = known_id(&self.student).unwrap_or_default();
        let reminders = reminders::sent_to(conn, id, &student)?
            .into_iter()
            .map(|sent| FeeReminderView {
                kind: sent.kind,
                due_on: sent.due_on.to_string(),
                amount_centavos: sent.amount_centavos,
                sent_at: crate::views::timestamp(sent.sent_at),
                emailed: sent.emailed,
            })
            .collect();
        Ok((FeeRemindersView { reminders }, None))
    }
}
