//! Learners leaving during the year (transferred out or dropped) and coming in from another
//! school, written on the current year's enrolment; and the archive of those who have left,
//! once the day they left is over.

use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::sql_types::{Text, Timestamp};
use diesel::IntoSql;
use lyceum_domain::enrolment::EnrolmentStatus;

use crate::db::Conn;
use crate::error::StoreError;
use crate::learners::enrolments::Enrolment;
use crate::schema::{archived_students, enrolments, levels, school_years, sections, sessions, students};
use crate::students::archive::student_columns;
use crate::values::now;

/// The open current school year: (id, name, first day, last day).
pub type OpenYear = (String, String, NaiveDate, NaiveDate);

/// The current school year while it is open.
pub fn open_year(conn: &mut Conn) -> Result<Option<OpenYear>, StoreError> {
    Ok(school_years::table
        .filter(school_years::is_current.eq(true))
        .filter(school_years::closed_at.is_null())
        .select((school_years::id, school_years::name, school_years::first_day, school_years::last_day))
        .first(conn)
        .optional()?)
}

/// The enrolment of `student_id` in `year_id`, if any.
pub fn enrolment_of(conn: &mut Conn, student_id: &str, year_id: &str) -> Result<Option<Enrolment>, StoreError> {
    Ok(enrolments::table
        .filter(enrolments::student_id.eq(student_id))
        .filter(enrolments::school_year_id.eq(year_id))
        .select(Enrolment::as_select())
        .first(conn)
        .optional()?)
}

/// How a learner left: `TransferredOut` to a school or `Dropped` for a reason code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Leaving {
    /// To the receiving school.
    TransferredOut(String),
    /// With DepEd's reason code.
    Dropped(String),
}

/// Records that `student_id` left on `day` in `year_id` as `how`.
pub fn record_leaving(
    conn: &mut Conn,
    student_id: &str,
    year_id: &str,
    day: NaiveDate,
    how: &Leaving,
) -> Result<(), StoreError> {
    let (status, school, reason) = match how {
        Leaving::TransferredOut(school) => (EnrolmentStatus::TransferredOut, Some(school.as_str()), None),
        Leaving::Dropped(reason) => (EnrolmentStatus::Dropped, None, Some(reason.as_str())),
    };
    diesel::update(
        enrolments::table.filter(enrolments::student_id.eq(student_id)).filter(enrolments::school_year_id.eq(year_id)),
    )
    .set((
        enrolments::status.eq(status.as_str()),
        enrolments::status_on.eq(Some(day)),
        enrolments::other_school.eq(school),
        enrolments::drop_reason.eq(reason),
        enrolments::updated_at.eq(now()),
    ))
    .execute(conn)?;
    Ok(())
}

/// Records that `student_id` came into `year_id` from `school`, bringing `average`.
pub fn record_transfer_in(
    conn: &mut Conn,
    student_id: &str,
    year_id: &str,
    school: &str,
    average: Option<f64>,
) -> Result<(), StoreError> {
    diesel::update(
        enrolments::table.filter(enrolments::student_id.eq(student_id)).filter(enrolments::school_year_id.eq(year_id)),
    )
    .set((
        enrolments::status.eq(EnrolmentStatus::TransferredIn.as_str()),
        enrolments::other_school.eq(Some(school)),
        enrolments::previous_average.eq(average),
        enrolments::updated_at.eq(now()),
    ))
    .execute(conn)?;
    Ok(())
}

/// The current students whose enrolment of `year_id` says they left (transferred out or
/// dropped) before `today`: those the archive takes.
pub fn departed(conn: &mut Conn, year_id: &str, today: NaiveDate) -> Result<Vec<String>, StoreError> {
    let gone = [EnrolmentStatus::TransferredOut.as_str(), EnrolmentStatus::Dropped.as_str()];
    Ok(enrolments::table
        .inner_join(students::table.on(students::id.eq(enrolments::student_id)))
        .filter(enrolments::school_year_id.eq(year_id))
        .filter(enrolments::status.eq_any(gone))
        .filter(enrolments::status_on.lt(today))
        .select(enrolments::student_id)
        .order(enrolments::student_id)
        .load(conn)?)
}

/// Moves the current student `id` to the archive as having left `year_name`, with every
/// column kept, and ends their sessions; answers the ended sessions' token hashes, or `None`
/// for no such current student. Their grades, attendance, record and enrolments stay, theirs
/// again if restored.
pub fn archive_learner(conn: &mut Conn, id: &str, year_name: &str) -> Result<Option<Vec<String>>, StoreError> {
    let place: Option<(Option<String>, Option<String>)> = students::table
        .left_join(sections::table.on(sections::id.nullable().eq(students::section_id)))
        .left_join(levels::table.on(levels::id.nullable().eq(students::level_id)))
        .filter(students::id.eq(id))
        .select((levels::name.nullable(), sections::name.nullable()))
        .first(conn)
        .optional()?;
    let Some((level, section)) = place else { return Ok(None) };
    let left_from = match (level, section) {
        (Some(level), Some(section)) => format!("{level} - {section}"),
        (_, Some(section)) => section,
        _ => String::new(),
    };
    diesel::insert_into(archived_students::table)
        .values(students::table.filter(students::id.eq(id)).select((
            student_columns!(students),
            (now().into_sql::<Timestamp>(), left_from.into_sql::<Text>(), year_name.to_owned().into_sql::<Text>()),
        )))
        .into_columns((
            student_columns!(archived_students),
            (archived_students::archived_at, archived_students::left_from, archived_students::school_year),
        ))
        .execute(conn)?;
    let ended: Vec<String> =
        sessions::table.filter(sessions::user_id.eq(id)).select(sessions::token_hash).load(conn)?;
    diesel::delete(sessions::table.filter(sessions::user_id.eq(id))).execute(conn)?;
    diesel::delete(students::table.filter(students::id.eq(id))).execute(conn)?;
    Ok(Some(ended))
}

/// Undoes the leaving of the learners `ids` in the open current year (those brought back from
/// the archive): a transfer out or drop-out of the year becomes an enrolment again. Answers how
/// many.
pub fn reinstate(conn: &mut Conn, ids: &[String]) -> Result<usize, StoreError> {
    let Some((year_id, ..)) = open_year(conn)? else { return Ok(0) };
    let gone = [EnrolmentStatus::TransferredOut.as_str(), EnrolmentStatus::Dropped.as_str()];
    Ok(diesel::update(
        enrolments::table
            .filter(enrolments::school_year_id.eq(&year_id))
            .filter(enrolments::student_id.eq_any(ids))
            .filter(enrolments::status.eq_any(gone)),
    )
    .set((
        enrolments::status.eq(EnrolmentStatus::Enrolled.as_str()),
        enrolments::status_on.eq(None::<NaiveDate>),
        enrolments::other_school.eq(None::<String>),
        enrolments::drop_reason.eq(None::<String>),
        enrolments::updated_at.eq(now()),
    ))
    .execute(conn)?)
}
