//! Each learner's enrolment per school year. The current year's follows where students are
//! placed (every write that places, moves or takes a student out of a section calls
//! [`follow`]); a year made current enrols everyone placed ([`enrol_placed`]); a year end sets
//! how it ended ([`close_year`]). Past years' lists and forms read their learners here.

use std::collections::{HashMap, HashSet};

use chrono::NaiveDate;
use diesel::prelude::*;
use diesel::sql_types::{Date, Text, Timestamp};
use diesel::IntoSql;
use lyceum_domain::enrolment::EnrolmentStatus;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{enrolments, levels, school_years, sections, students};
use crate::values::now;

/// How many ids one statement names at most.
const CHUNK: usize = 500;

/// One enrolment as stored.
#[derive(Debug, Clone, PartialEq, Queryable, Selectable)]
#[diesel(table_name = enrolments, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct Enrolment {
    /// The learner.
    pub student_id: String,
    /// The school year.
    pub school_year_id: String,
    /// The level they were in.
    pub level_id: Option<String>,
    /// The section they were in; none once taken out of it.
    pub section_id: Option<String>,
    /// When they enrolled.
    pub enrolled_on: NaiveDate,
    /// `EnrolmentStatus::as_str`.
    pub status: String,
    /// When a transfer out or a drop took effect.
    pub status_on: Option<NaiveDate>,
    /// The previous school (transferred in) or the receiving school (transferred out).
    pub other_school: Option<String>,
    /// DepEd's reason code for dropping out.
    pub drop_reason: Option<String>,
    /// The general average brought from the previous school.
    pub previous_average: Option<f64>,
}

impl Enrolment {
    /// The status; an unknown word (none is written) reads as enrolled.
    pub fn status(&self) -> EnrolmentStatus {
        EnrolmentStatus::parse(&self.status).unwrap_or(EnrolmentStatus::Enrolled)
    }
}

/// The current school year while it is open: (id, first day, last day).
fn open_current(conn: &mut Conn) -> Result<Option<(String, NaiveDate, NaiveDate)>, StoreError> {
    Ok(school_years::table
        .filter(school_years::is_current.eq(true))
        .filter(school_years::closed_at.is_null())
        .select((school_years::id, school_years::first_day, school_years::last_day))
        .first(conn)
        .optional()?)
}

/// Brings the current year's enrolments of `ids` in line with where they are placed now: a
/// student placed for the first time this year is enrolled today (inside the year's dates); a
/// moved one keeps their enrolment with the new level and section; one taken out of a section
/// keeps it without one. Nothing when no school year is open.
pub fn follow(conn: &mut Conn, ids: &[String]) -> Result<(), StoreError> {
    let Some((year, first, last)) = open_current(conn)? else {
        return Ok(());
    };
    let today = now().date().clamp(first, last);
    let at = now();
    for chunk in ids.chunks(CHUNK) {
        let placed: Vec<(String, Option<String>, Option<String>)> = students::table
            .filter(students::id.eq_any(chunk))
            .select((students::id, students::level_id, students::section_id))
            .load(conn)?;
        let enrolled: HashSet<String> = enrolments::table
            .filter(enrolments::school_year_id.eq(&year))
            .filter(enrolments::student_id.eq_any(chunk))
            .select(enrolments::student_id)
            .load::<String>(conn)?
            .into_iter()
            .collect();
        let mut moved: HashMap<(Option<String>, Option<String>), Vec<String>> = HashMap::new();
        let mut new = Vec::new();
        for (id, level, section) in placed {
            if enrolled.contains(&id) {
                moved.entry((level, section)).or_default().push(id);
            } else if section.is_some() {
                new.push((
                    enrolments::student_id.eq(id),
                    enrolments::school_year_id.eq(year.clone()),
                    enrolments::level_id.eq(level),
                    enrolments::section_id.eq(section),
                    enrolments::enrolled_on.eq(today),
                    enrolments::status.eq(EnrolmentStatus::Enrolled.as_str()),
                    enrolments::updated_at.eq(at),
                ));
            }
        }
        if !new.is_empty() {
            on_backend!(conn, |c| diesel::insert_into(enrolments::table).values(&new).execute(c))?;
        }
        for ((level, section), ids) in moved {
            diesel::update(
                enrolments::table
                    .filter(enrolments::school_year_id.eq(&year))
                    .filter(enrolments::student_id.eq_any(&ids)),
            )
            .set((enrolments::level_id.eq(level), enrolments::section_id.eq(section), enrolments::updated_at.eq(at)))
            .execute(conn)?;
        }
    }
    Ok(())
}

/// Enrols in `year_id` (from `first_day`) every placed student without an enrolment in it, in
/// one statement; answers how many. What making a year current does, and a year end first.
pub fn enrol_placed(conn: &mut Conn, year_id: &str, first_day: NaiveDate) -> Result<usize, StoreError> {
    let enrolled = enrolments::table.filter(enrolments::school_year_id.eq(year_id)).select(enrolments::student_id);
    let rows =
        students::table.filter(students::section_id.is_not_null()).filter(students::id.ne_all(enrolled)).select((
            students::id,
            year_id.into_sql::<Text>(),
            students::level_id,
            students::section_id,
            first_day.into_sql::<Date>(),
            EnrolmentStatus::Enrolled.as_str().into_sql::<Text>(),
            now().into_sql::<Timestamp>(),
        ));
    Ok(diesel::insert_into(enrolments::table)
        .values(rows)
        .into_columns((
            enrolments::student_id,
            enrolments::school_year_id,
            enrolments::level_id,
            enrolments::section_id,
            enrolments::enrolled_on,
            enrolments::status,
            enrolments::updated_at,
        ))
        .execute(conn)?)
}

/// Ends `year_id`'s enrolments of the section `from` still open (enrolled or transferred in)
/// with `status`; answers how many. A year end's promotions and retentions.
pub fn end_in_section(
    conn: &mut Conn,
    year_id: &str,
    from: &str,
    status: EnrolmentStatus,
) -> Result<usize, StoreError> {
    let open = [EnrolmentStatus::Enrolled.as_str(), EnrolmentStatus::TransferredIn.as_str()];
    Ok(diesel::update(
        enrolments::table
            .filter(enrolments::school_year_id.eq(year_id))
            .filter(enrolments::section_id.eq(from))
            .filter(enrolments::status.eq_any(open)),
    )
    .set((enrolments::status.eq(status.as_str()), enrolments::updated_at.eq(now())))
    .execute(conn)?)
}

/// A year end's enrolments: every placed student is enrolled in `year_id` first, then each
/// section `from` of `steps` ends its open enrolments: promoted when its students go out of the
/// school (`None`) or into another level, retained when into a section of the same level.
pub fn end_year(conn: &mut Conn, year_id: &str, steps: &[(&str, Option<&str>)]) -> Result<(), StoreError> {
    let first_day: NaiveDate = school_years::table.find(year_id).select(school_years::first_day).first(conn)?;
    enrol_placed(conn, year_id, first_day)?;
    let levels: HashMap<String, String> = sections::table
        .select((sections::id, sections::level_id))
        .load::<(String, String)>(conn)?
        .into_iter()
        .collect();
    for (from, to) in steps {
        let status = match to {
            Some(to) if levels.get(*to) == levels.get(*from) => EnrolmentStatus::Retained,
            _ => EnrolmentStatus::Promoted,
        };
        end_in_section(conn, year_id, from, status)?;
    }
    Ok(())
}

/// An enrolment with the names of its year, level and section (none once deleted).
#[derive(Debug, Clone, PartialEq)]
pub struct NamedEnrolment {
    /// The enrolment.
    pub enrolment: Enrolment,
    /// The school year's name.
    pub year: String,
    /// The level's name.
    pub level: Option<String>,
    /// The section's name.
    pub section: Option<String>,
}

/// Every enrolment of `student_id`, earliest year first.
pub fn of_student(conn: &mut Conn, student_id: &str) -> Result<Vec<NamedEnrolment>, StoreError> {
    let rows: Vec<(Enrolment, String, Option<String>, Option<String>)> = enrolments::table
        .inner_join(school_years::table)
        .left_join(levels::table)
        .left_join(sections::table)
        .filter(enrolments::student_id.eq(student_id))
        .order(school_years::first_day.asc())
        .select((Enrolment::as_select(), school_years::name, levels::name.nullable(), sections::name.nullable()))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(enrolment, year, level, section)| NamedEnrolment { enrolment, year, level, section })
        .collect())
}

/// The enrolments of the section `section_id` in `year_id`.
pub fn in_section(conn: &mut Conn, section_id: &str, year_id: &str) -> Result<Vec<Enrolment>, StoreError> {
    Ok(enrolments::table
        .filter(enrolments::section_id.eq(section_id))
        .filter(enrolments::school_year_id.eq(year_id))
        .select(Enrolment::as_select())
        .load(conn)?)
}

/// Removes the enrolments of deleted students.
pub fn forget(conn: &mut Conn, student_ids: &[String]) -> Result<(), StoreError> {
    for chunk in student_ids.chunks(CHUNK) {
        diesel::delete(enrolments::table.filter(enrolments::student_id.eq_any(chunk))).execute(conn)?;
    }
    Ok(())
}

/// Removes the enrolments of a deleted school year.
pub fn forget_year(conn: &mut Conn, year_id: &str) -> Result<(), StoreError> {
    diesel::delete(enrolments::table.filter(enrolments::school_year_id.eq(year_id))).execute(conn)?;
    Ok(())
}
