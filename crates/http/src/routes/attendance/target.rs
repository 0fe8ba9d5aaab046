//! The register a call names (`scheduleID` or `sectionID`, and `date`), checked before anything
//! is read or written beyond the check: exactly one of the two, a date that has come, a lesson
//! or section that exists, a caller who takes it (administrators any; for a lesson the
//! subject's teacher, for a daily register the section's adviser), a school day of the current
//! year, the lesson's own weekday, and a kind of register the school takes.

use chrono::NaiveDate;
use lyceum_domain::attendance::{AttendanceSettings, RegisterKind};
use lyceum_domain::calendar::parse_day;
use lyceum_domain::ical::weekday_of;
use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::attendance::places::{self, Asked, Place};
use lyceum_persistence::attendance::settings;

use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::routes::forms::id_or;
use crate::state::AppState;
use lyceum_school::attendance_views::EditWindow;

/// What a call sent to name a register.
pub(crate) struct Naming<'a> {
    /// The lesson's schedule entry, for a lesson's register.
    pub(crate) schedule: Option<&'a str>,
    /// The section, for its daily register.
    pub(crate) section: Option<&'a str>,
    /// The day, `YYYY-MM-DD`.
    pub(crate) date: &'a str,
}

/// A register the caller may open: its lesson or section, its day, and the school's settings.
pub(crate) struct Target {
    /// The lesson or section.
    pub(crate) place: Place,
    /// The register's day.
    pub(crate) day: NaiveDate,
    /// The school's attendance settings.
    pub(crate) settings: AttendanceSettings,
}

/// Today at the server, the limit a register's day is checked against.
pub(crate) fn today() -> NaiveDate {
    chrono::Local::now().date_naive()
}

fn on_date(message: &str) -> ApiError {
    ValidationError::new("date", message).into()
}

/// The register `naming` names, once every check passed.
pub(crate) async fn resolve(
    state: &AppState,
    caller: &Signed<AdminOrTeacher>,
    naming: Naming<'_>,
) -> Result<Target, ApiError> {
    let given = |raw: Option<&str>| raw.map(str::trim).filter(|raw| !raw.is_empty()).map(str::to_owned);
    let (kind, id) = match (given(naming.schedule), given(naming.section)) {
        (Some(lesson), None) => (RegisterKind::Lesson, lesson),
        (None, Some(section)) => (RegisterKind::Daily, section),
        _ => return Err(ApiError::BadRequest("Name a lesson or a section.".into())),
    };
    let day = parse_day("date", naming.date)?;
    let missing = move || {
        ApiError::NotFound(
            match kind {
                RegisterKind::Lesson => "This lesson does not exist.",
                RegisterKind::Daily => "This section does not exist.",
            }
            .into(),
        )
    };
    let id = id_or(&id, missing)?;
    if day > today() {
        return Err(on_date("This day has not come yet."));
    }
    let (place, settings) = db::read(&state.db, move |conn| {
        let asked = match kind {
            RegisterKind::Lesson => Asked::Lesson(&id),
            RegisterKind::Daily => Asked::Daily(&id),
        };
        Ok::<_, ApiError>((places::find(conn, asked)?, settings::read(conn)?))
    })
    .await?;
    let place = place.ok_or_else(missing)?;
    if caller.role() != Role::Admin && place.teacher_in_charge() != Some(caller.user_id()) {
        return Err(ApiError::Forbidden("You cannot take this register.".into()));
    }
    if let Some(year) = current_year(state).await? {
        if !year.is_school_day(day) {
            return Err(on_date("There is no school on this day."));
        }
    }
    if place.lesson.as_ref().is_some_and(|lesson| lesson.slot.day != weekday_of(day)) {
        return Err(on_date("This lesson is not on that day."));
    }
    if !settings.registers.takes(kind) {
        return Err(ApiError::BadRequest(format!("This school does not take {} registers.", kind.as_str())));
    }
    Ok(Target { place, day, settings })
}

impl Target {
    /// Whether a caller of `role` may still change this register: administrators always, a
    /// teacher until `editDays` after its day.
    pub(crate) fn window(&self, role: Role) -> EditWindow {
        match role {
            Role::Admin => EditWindow { can_edit: true, until: None },
            _ => {
                let until = self.settings.editable_until(self.day);
                EditWindow { can_edit: today() <= until, until: Some(until) }
            }
        }
    }
}
