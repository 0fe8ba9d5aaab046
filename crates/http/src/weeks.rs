//! Weeks of lessons as the timetable calls, Today and the calendar feeds read them
//! (`lyceum_school::weeks`), kept in memory while no administrator changes anything
//! (`caches::timetables`).

use std::sync::Arc;

use lyceum_domain::Role;
use lyceum_persistence::timetable;
use lyceum_persistence::{Conn, StoreError};
use lyceum_school::weeks::read;
pub use lyceum_school::weeks::{LessonView, TimetableView};

use crate::caches::timetables::{WeekKey, Weeks};
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Like [`weeks_of`] on a connection the caller already holds: the kept weeks, or read on
/// `conn` (within the caller's snapshot) and kept.
pub(crate) fn weeks_on(state: &AppState, conn: &mut Conn, key: WeekKey) -> Result<Option<Arc<Weeks>>, StoreError> {
    let writes = match state.timetables.find(&key) {
        Ok(weeks) => return Ok(Some(weeks)),
        Err(writes) => writes,
    };
    let weeks = read(conn, &key)?.map(Arc::new);
    if let Some(weeks) = &weeks {
        state.timetables.store(writes, key, weeks.clone());
    }
    Ok(weeks)
}

/// A section's or a teacher's weeks, kept or read.
pub(crate) async fn weeks_of(state: &AppState, key: WeekKey) -> Result<Option<Arc<Weeks>>, ApiError> {
    let writes = match state.timetables.find(&key) {
        Ok(weeks) => return Ok(Some(weeks)),
        Err(writes) => writes,
    };
    let asked = key.clone();
    let weeks = db::query(&state.db, move |conn| read(conn, &asked)).await?.map(Arc::new);
    if let Some(weeks) = &weeks {
        state.timetables.store(writes, key, weeks.clone());
    }
    Ok(weeks)
}

/// The week the caller attends or teaches: a student's section's ("My Class" without lessons
/// while unplaced), a teacher's own with their advisory classes'; 404 when the account is gone.
pub(crate) async fn own_weeks(state: &AppState, role: Role, account_id: &str) -> Result<Arc<Weeks>, ApiError> {
    let gone = || ApiError::NotFound("This account no longer exists.".into());
    let key = match role {
        Role::Student => {
            let student = account_id.to_owned();
            match db::query(&state.db, move |conn| timetable::student_section(conn, &student)).await? {
                None => return Err(gone()),
                Some(None) => return Ok(Arc::new(Weeks::unplaced())),
                Some(Some(section)) => WeekKey::Section(section),
            }
        }
        _ => WeekKey::Teacher(account_id.to_owned()),
    };
    weeks_of(state, key).await?.ok_or_else(gone)
}
