//! Archived students: those who graduated at a year end (`school_years::year_end`). They are
//! read here for the students list's "Show archived" filter and its CSV export, and brought
//! back into `students`, unchanged, by [`restore`].

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use crate::credentials::email_taken;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::like::{like_pattern, lower};
use crate::schema::{archived_students, sections, students};

/// The 21 columns a student row and an archived student row share, in one order, as a tuple
/// of `$table`'s columns: what moves a student into the archive and back.
macro_rules! student_columns {
    ($table:ident) => {
        (
            (
                $table::id,
                $table::first_name,
                $table::middle_name,
                $table::last_name,
                $table::email,
                $table::password_hash,
                $table::must_change_password,
                $table::address,
                $table::image,
                $table::birthdate,
                $table::category_id,
                $table::level_id,
            ),
            (
                $table::section_id,
                $table::parent_first_name,
                $table::parent_middle_name,
                $table::parent_last_name,
                $table::parent_relationship,
                $table::parent_email,
                $table::parent_phone,
                $table::created_at,
                $table::updated_at,
            ),
        )
    };
}
pub(crate) use student_columns;

/// An archived student as the list shows them.
#[derive(Debug, Clone, PartialEq, Eq, Queryable)]
pub struct ArchivedStudent {
    /// Their id (kept from when they were a student).
    pub id: String,
    /// First name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Last name.
    pub last_name: String,
    /// Email.
    pub email: String,
    /// Birth date.
    pub birthdate: NaiveDate,
    /// Parent or guardian's first and last name.
    pub parent_first_name: String,
    /// See `parent_first_name`.
    pub parent_last_name: String,
    /// Parent or guardian's email.
    pub parent_email: Option<String>,
    /// Parent or guardian's phone.
    pub parent_phone: Option<String>,
    /// The class they left: "Grade 12 - Rizal".
    pub left_from: String,
    /// The school year they left at.
    pub school_year: String,
    /// When (UTC).
    pub archived_at: NaiveDateTime,
}

/// One page of archived students, by last and first name, with how many match in all.
pub fn list(
    conn: &mut Conn,
    term: Option<&str>,
    offset: i64,
    limit: i64,
) -> Result<(Vec<ArchivedStudent>, i64), StoreError> {
    macro_rules! matching {
        () => {{
            let mut query = archived_students::table.into_boxed();
            if let Some(term) = term.map(str::trim).filter(|t| !t.is_empty()) {
                let pattern = like_pattern(term);
                query = query.filter(
                    lower(archived_students::first_name)
                        .like(pattern.clone())
                        .escape('\\')
                        .or(lower(archived_students::last_name).like(pattern.clone()).escape('\\'))
                        .or(lower(archived_students::email).like(pattern).escape('\\')),
                );
            }
            query
        }};
    }
    let total: i64 = matching!().count().get_result(conn)?;
    let rows = matching!()
        .order((archived_students::last_name, archived_students::first_name, archived_students::id))
        .offset(offset)
        .limit(limit)
        .select((
            archived_students::id,
            archived_students::first_name,
            archived_students::middle_name,
            archived_students::last_name,
            archived_students::email,
            archived_students::birthdate,
            archived_students::parent_first_name,
            archived_students::parent_last_name,
            archived_students::parent_email,
            archived_students::parent_phone,
            archived_students::left_from,
            archived_students::school_year,
            archived_students::archived_at,
        ))
        .load(conn)?;
    Ok((rows, total))
}

/// Why a restore was refused.
#[derive(Debug, thiserror::Error)]
pub enum RestoreError {
    /// An id is not an archived student.
    #[error("no such archived student")]
    Missing,
    /// Another account signs in with this archived student's email now.
    #[error("the email {0} is taken")]
    EmailTaken(String),
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for RestoreError {
    fn from(error: diesel::result::Error) -> Self {
        RestoreError::Store(error.into())
    }
}

/// Brings archived students back, all or none, as they were: in their old section when it
/// still exists, without a section otherwise. Answers how many came back.
pub fn restore(conn: &mut Conn, ids: &[String]) -> Result<usize, RestoreError> {
    let mut unique = ids.to_vec();
    unique.sort();
    unique.dedup();
    transaction(conn, |conn| {
        let emails: Vec<String> = archived_students::table
            .filter(archived_students::id.eq_any(&unique))
            .select(archived_students::email)
            .load(conn)?;
        if emails.len() != unique.len() || unique.is_empty() {
            return Err(RestoreError::Missing);
        }
        for email in emails {
            if email_taken(conn, &email)? {
                return Err(RestoreError::EmailTaken(email));
            }
        }
        diesel::insert_into(students::table)
            .values(
                archived_students::table
                    .filter(archived_students::id.eq_any(&unique))
                    .select(student_columns!(archived_students)),
            )
            .into_columns(student_columns!(students))
            .execute(conn)?;
        let gone_sections = students::section_id.is_not_null().and(diesel::dsl::not(diesel::dsl::exists(
            sections::table.filter(sections::id.nullable().eq(students::section_id)),
        )));
        diesel::update(students::table.filter(students::id.eq_any(&unique)).filter(gone_sections))
            .set((
                students::section_id.eq(None::<String>),
                students::level_id.eq(None::<String>),
                students::category_id.eq(None::<String>),
            ))
            .execute(conn)?;
        diesel::delete(archived_students::table.filter(archived_students::id.eq_any(&unique))).execute(conn)?;
        Ok(unique.len())
    })
}
