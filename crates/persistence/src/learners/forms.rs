//! Learners as the School Forms list them: current and archived students alike (a past year's
//! forms list learners who have since left), with their learner records; and the current
//! students whose record still lacks an LRN or sex.

use std::collections::HashMap;

use chrono::NaiveDate;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::learners::enrolments::Enrolment;
use crate::learners::LearnerRecord;
use crate::schema::{archived_students, enrolments, learner_records, levels, sections, students, teachers};

/// How many ids one statement names at most.
const CHUNK: usize = 500;

/// A learner's account fields the forms print, with their record.
#[derive(Debug, Clone, PartialEq)]
pub struct FormLearner {
    /// The student's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Home address.
    pub address: String,
    /// The parent or guardian's full name.
    pub parent: String,
    /// How they are related.
    pub relationship: String,
    /// Their phone.
    pub phone: Option<String>,
    /// The learner's email (their sign-in).
    pub email: String,
    /// The parent or guardian's email.
    pub parent_email: Option<String>,
    /// The learner's record (empty when nothing is recorded).
    pub record: LearnerRecord,
}

type Row = (
    (String, String, Option<String>, String, NaiveDate, String),
    (String, Option<String>, String, String, Option<String>, String, Option<String>),
);

fn learner(row: Row, record: Option<LearnerRecord>) -> FormLearner {
    let (
        (id, first_name, middle_name, last_name, birthdate, address),
        (parent_first, parent_middle, parent_last, relationship, phone, email, parent_email),
    ) = row;
    let parent =
        [Some(parent_first), parent_middle, Some(parent_last)].into_iter().flatten().collect::<Vec<_>>().join(" ");
    let record = record.unwrap_or_else(|| LearnerRecord { student_id: id.clone(), ..LearnerRecord::default() });
    FormLearner {
        id,
        first_name,
        middle_name,
        last_name,
        birthdate,
        address,
        parent,
        relationship,
        phone,
        email,
        parent_email,
        record,
    }
}

/// The learners `ids`, current or archived, with their records; ids of neither are left out.
pub fn learners(conn: &mut Conn, ids: &[String]) -> Result<Vec<FormLearner>, StoreError> {
    let mut found = Vec::with_capacity(ids.len());
    for chunk in ids.chunks(CHUNK) {
        let mut records: HashMap<String, LearnerRecord> = learner_records::table
            .filter(learner_records::student_id.eq_any(chunk))
            .select(LearnerRecord::as_select())
            .load::<LearnerRecord>(conn)?
            .into_iter()
            .map(|record| (record.student_id.clone(), record))
            .collect();
        let current: Vec<Row> = students::table
            .filter(students::id.eq_any(chunk))
            .select((
                (
                    students::id,
                    students::first_name,
                    students::middle_name,
                    students::last_name,
                    students::birthdate,
                    students::address,
                ),
                (
                    students::parent_first_name,
                    students::parent_middle_name,
                    students::parent_last_name,
                    students::parent_relationship,
                    students::parent_phone,
                    students::email,
                    students::parent_email,
                ),
            ))
            .load(conn)?;
        let archived: Vec<Row> = archived_students::table
            .filter(archived_students::id.eq_any(chunk))
            .select((
                (
                    archived_students::id,
                    archived_students::first_name,
                    archived_students::middle_name,
                    archived_students::last_name,
                    archived_students::birthdate,
                    archived_students::address,
                ),
                (
                    archived_students::parent_first_name,
                    archived_students::parent_middle_name,
                    archived_students::parent_last_name,
                    archived_students::parent_relationship,
                    archived_students::parent_phone,
                    archived_students::email,
                    archived_students::parent_email,
                ),
            ))
            .load(conn)?;
        for row in current.into_iter().chain(archived) {
            let record = records.remove(&row.0 .0);
            found.push(learner(row, record));
        }
    }
    Ok(found)
}

/// A current student whose record lacks an LRN or sex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Incomplete {
    /// The student's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// "Grade 7 - Rizal"; none when not placed.
    pub section: Option<String>,
    /// True when the LRN is missing.
    pub no_lrn: bool,
    /// True when the sex is missing.
    pub no_sex: bool,
}

/// The current students without an LRN or sex, by name: the first `limit`, and how many in all.
pub fn incomplete(conn: &mut Conn, limit: i64) -> Result<(Vec<Incomplete>, i64), StoreError> {
    let lacking = learner_records::lrn.is_null().or(learner_records::sex.is_null());
    let base = || {
        students::table
            .left_join(learner_records::table.on(learner_records::student_id.eq(students::id)))
            .left_join(sections::table.on(sections::id.nullable().eq(students::section_id)))
            .left_join(levels::table.on(levels::id.nullable().eq(students::level_id)))
    };
    let total: i64 = base().filter(lacking).count().get_result(conn)?;
    type Found = (String, String, String, Option<String>, Option<String>, Option<String>, Option<String>);
    let rows: Vec<Found> = base()
        .filter(lacking)
        .order((students::last_name.asc(), students::first_name.asc(), students::id.asc()))
        .limit(limit)
        .select((
            students::id,
            students::first_name,
            students::last_name,
            levels::name.nullable(),
            sections::name.nullable(),
            learner_records::lrn.nullable(),
            learner_records::sex.nullable(),
        ))
        .load(conn)?;
    let listed = rows
        .into_iter()
        .map(|(id, first_name, last_name, level, section, lrn, sex)| Incomplete {
            id,
            first_name,
            last_name,
            section: level.zip(section).map(|(level, section)| format!("{level} - {section}")),
            no_lrn: lrn.is_none(),
            no_sex: sex.is_none(),
        })
        .collect();
    Ok((listed, total))
}

/// A section as a form's head names it: (level, section, adviser's full name or blank).
pub fn section_head(conn: &mut Conn, section_id: &str) -> Result<Option<(String, String, String)>, StoreError> {
    let found: Option<(String, String, Option<String>, Option<String>)> = sections::table
        .inner_join(levels::table)
        .left_join(teachers::table.on(teachers::id.nullable().eq(sections::adviser_id)))
        .filter(sections::id.eq(section_id))
        .select((levels::name, sections::name, teachers::first_name.nullable(), teachers::last_name.nullable()))
        .first(conn)
        .optional()?;
    Ok(found.map(|(level, section, first, last)| {
        let adviser = first.zip(last).map(|(first, last)| format!("{first} {last}")).unwrap_or_default();
        (level, section, adviser)
    }))
}

/// A section of a school year's forms: (id, level, section, adviser's full name or blank).
pub type YearSection = (String, String, String, String);

/// A section row as loaded: (id, level, section, adviser's first name, adviser's last name).
type SectionRow = (String, String, String, Option<String>, Option<String>);

/// An enrolment of a year's roster with its level's and section's names (none once deleted).
pub type RosterRow = (Enrolment, Option<String>, Option<String>);

/// The sections that had learners enrolled in `year_id` (sections deleted since are left out).
pub fn sections_of_year(conn: &mut Conn, year_id: &str) -> Result<Vec<YearSection>, StoreError> {
    let enrolled = enrolments::table
        .filter(enrolments::school_year_id.eq(year_id))
        .filter(enrolments::section_id.is_not_null())
        .select(enrolments::section_id.assume_not_null())
        .distinct();
    let rows: Vec<SectionRow> = sections::table
        .inner_join(levels::table)
        .left_join(teachers::table.on(teachers::id.nullable().eq(sections::adviser_id)))
        .filter(sections::id.eq_any(enrolled))
        .order((levels::name, sections::name, sections::id))
        .select((
            sections::id,
            levels::name,
            sections::name,
            teachers::first_name.nullable(),
            teachers::last_name.nullable(),
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(id, level, section, first, last)| {
            let adviser = first.zip(last).map(|(first, last)| format!("{first} {last}")).unwrap_or_default();
            (id, level, section, adviser)
        })
        .collect())
}

/// Every enrolment of `year_id` with the learner's recorded sex letter.
pub fn year_enrolments(conn: &mut Conn, year_id: &str) -> Result<Vec<(Enrolment, Option<String>)>, StoreError> {
    Ok(enrolments::table
        .left_join(learner_records::table.on(learner_records::student_id.eq(enrolments::student_id)))
        .filter(enrolments::school_year_id.eq(year_id))
        .select((Enrolment::as_select(), learner_records::sex.nullable()))
        .load(conn)?)
}

/// Every enrolment of `year_id` with its level's and section's names (none once deleted), by
/// level and section.
pub fn year_roster(conn: &mut Conn, year_id: &str) -> Result<Vec<RosterRow>, StoreError> {
    Ok(enrolments::table
        .left_join(levels::table.on(levels::id.nullable().eq(enrolments::level_id)))
        .left_join(sections::table.on(sections::id.nullable().eq(enrolments::section_id)))
        .filter(enrolments::school_year_id.eq(year_id))
        .order((levels::name.nullable(), sections::name.nullable(), enrolments::student_id))
        .select((Enrolment::as_select(), levels::name.nullable(), sections::name.nullable()))
        .load(conn)?)
}
