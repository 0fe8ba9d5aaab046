//! Each learner's record: read one, read all (the files and forms), write one with its LRN
//! checked against every learner the school has had, and forget deleted students'.

use std::collections::HashMap;

use diesel::prelude::*;
use lyceum_domain::learner::{LearnerFields, Lrn, Sex};
use lyceum_domain::person::full_name;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{archived_students, learner_records, students};
use crate::values::now;

/// A learner's record as stored.
#[derive(Debug, Clone, Default, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = learner_records, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct LearnerRecord {
    /// The student's id.
    pub student_id: String,
    /// The Learner Reference Number, 12 digits.
    pub lrn: Option<String>,
    /// `M` or `F`.
    pub sex: Option<String>,
    /// Mother tongue.
    pub mother_tongue: Option<String>,
    /// Religion.
    pub religion: Option<String>,
    /// Indigenous people's group.
    pub ip_group: Option<String>,
    /// Father's full name.
    pub father_name: Option<String>,
    /// Mother's maiden full name.
    pub mother_name: Option<String>,
    /// Remarks.
    pub remarks: Option<String>,
}

impl LearnerRecord {
    /// The stored fields, as the rules left them.
    pub fn fields(&self) -> LearnerFields {
        LearnerFields {
            lrn: self.lrn.clone().map(Lrn::stored),
            sex: self.sex.as_deref().and_then(Sex::from_letter),
            mother_tongue: self.mother_tongue.clone(),
            religion: self.religion.clone(),
            ip_group: self.ip_group.clone(),
            father_name: self.father_name.clone(),
            mother_name: self.mother_name.clone(),
            remarks: self.remarks.clone(),
        }
    }
}

/// The record of `student_id`; empty when nothing is recorded.
pub fn find(conn: &mut Conn, student_id: &str) -> Result<LearnerRecord, StoreError> {
    let found = learner_records::table.find(student_id).select(LearnerRecord::as_select()).first(conn).optional()?;
    Ok(found.unwrap_or_else(|| LearnerRecord { student_id: student_id.to_owned(), ..LearnerRecord::default() }))
}

/// Every record, by student id (a whole school's file or form reads them in one statement).
pub fn of_all(conn: &mut Conn) -> Result<HashMap<String, LearnerRecord>, StoreError> {
    let all: Vec<LearnerRecord> = learner_records::table.select(LearnerRecord::as_select()).load(conn)?;
    Ok(all.into_iter().map(|record| (record.student_id.clone(), record)).collect())
}

/// The recorded sex (`M` or `F`) of each of `ids` that has one.
pub fn sexes_of(conn: &mut Conn, ids: &[String]) -> Result<HashMap<String, String>, StoreError> {
    let mut found = HashMap::new();
    for chunk in ids.chunks(500) {
        let rows: Vec<(String, Option<String>)> = learner_records::table
            .filter(learner_records::student_id.eq_any(chunk))
            .select((learner_records::student_id, learner_records::sex))
            .load(conn)?;
        found.extend(rows.into_iter().filter_map(|(id, sex)| sex.map(|sex| (id, sex))));
    }
    Ok(found)
}

/// The LRN of each of `ids` that has one.
pub fn lrns_of(conn: &mut Conn, ids: &[String]) -> Result<HashMap<String, String>, StoreError> {
    let mut found = HashMap::new();
    for chunk in ids.chunks(500) {
        let rows: Vec<(String, Option<String>)> = learner_records::table
            .filter(learner_records::student_id.eq_any(chunk))
            .select((learner_records::student_id, learner_records::lrn))
            .load(conn)?;
        found.extend(rows.into_iter().filter_map(|(id, lrn)| lrn.map(|lrn| (id, lrn))));
    }
    Ok(found)
}

/// The current students whose LRN starts with `digits` (digits only), by LRN, at most `limit`.
pub fn students_by_lrn_prefix(conn: &mut Conn, digits: &str, limit: i64) -> Result<Vec<String>, StoreError> {
    debug_assert!(digits.chars().all(|c| c.is_ascii_digit()));
    Ok(learner_records::table
        .inner_join(students::table.on(students::id.eq(learner_records::student_id)))
        .filter(learner_records::lrn.like(format!("{digits}%")))
        .order(learner_records::lrn.asc())
        .select(learner_records::student_id)
        .limit(limit)
        .load(conn)?)
}

/// Who has `lrn` other than `except`: the learner's full name, with " (archived)" for a learner
/// who has left; none when nobody does.
pub fn holder_of_lrn(conn: &mut Conn, lrn: &Lrn, except: Option<&str>) -> Result<Option<String>, StoreError> {
    let holder: Option<String> = learner_records::table
        .filter(learner_records::lrn.eq(lrn.as_str()))
        .select(learner_records::student_id)
        .first(conn)
        .optional()?;
    let Some(holder) = holder.filter(|holder| Some(holder.as_str()) != except) else {
        return Ok(None);
    };
    type Names = (String, Option<String>, String);
    let current: Option<Names> = students::table
        .find(&holder)
        .select((students::first_name, students::middle_name, students::last_name))
        .first(conn)
        .optional()?;
    if let Some((first, middle, last)) = current {
        return Ok(Some(full_name(&first, middle.as_deref(), &last)));
    }
    let archived: Option<Names> = archived_students::table
        .find(&holder)
        .select((archived_students::first_name, archived_students::middle_name, archived_students::last_name))
        .first(conn)
        .optional()?;
    Ok(Some(match archived {
        Some((first, middle, last)) => format!("{} (archived)", full_name(&first, middle.as_deref(), &last)),
        // A record left by a student deleted before records were forgotten with them.
        None => "a learner no longer listed".to_owned(),
    }))
}

/// Why a learner's record was not written.
#[derive(Debug, thiserror::Error)]
pub enum LearnerWriteError {
    /// Another learner, current or archived, has this LRN (named).
    #[error("LRN taken by {0}")]
    LrnTaken(String),
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for LearnerWriteError {
    fn from(error: diesel::result::Error) -> Self {
        LearnerWriteError::Store(error.into())
    }
}

/// Stores `fields` as `student_id`'s record, refusing an LRN another learner has
/// ([`LearnerWriteError::LrnTaken`] names them). Nothing recorded removes the row.
pub fn save(conn: &mut Conn, student_id: &str, fields: &LearnerFields) -> Result<(), LearnerWriteError> {
    if let Some(lrn) = &fields.lrn {
        if let Some(holder) = holder_of_lrn(conn, lrn, Some(student_id))? {
            return Err(LearnerWriteError::LrnTaken(holder));
        }
    }
    if fields.is_empty() {
        forget(conn, &[student_id.to_owned()])?;
        return Ok(());
    }
    let at = now();
    let values = || {
        (
            learner_records::lrn.eq(fields.lrn.as_ref().map(Lrn::as_str)),
            learner_records::sex.eq(fields.sex.map(Sex::letter)),
            learner_records::mother_tongue.eq(fields.mother_tongue.as_deref()),
            learner_records::religion.eq(fields.religion.as_deref()),
            learner_records::ip_group.eq(fields.ip_group.as_deref()),
            learner_records::father_name.eq(fields.father_name.as_deref()),
            learner_records::mother_name.eq(fields.mother_name.as_deref()),
            learner_records::remarks.eq(fields.remarks.as_deref()),
            learner_records::updated_at.eq(at),
        )
    };
    on_backend!(conn, |c| diesel::insert_into(learner_records::table)
        .values((learner_records::student_id.eq(student_id), values()))
        .on_conflict(learner_records::student_id)
        .do_update()
        .set(values())
        .execute(c))?;
    Ok(())
}

/// Removes the records of deleted students.
pub fn forget(conn: &mut Conn, student_ids: &[String]) -> Result<(), StoreError> {
    diesel::delete(learner_records::table.filter(learner_records::student_id.eq_any(student_ids))).execute(conn)?;
    Ok(())
}
