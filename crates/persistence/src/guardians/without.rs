//! The students no guardian account is linked to yet, as the admin's list shows them.

use diesel::dsl::{exists, not};
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::guardians::{placements, Place};
use crate::like::{like_pattern, lower};
use crate::schema::{guardian_students, students};

/// A student without a guardian account, with their guardian block and section.
#[derive(Debug, Clone)]
pub struct Unlinked {
    /// The student's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Family name.
    pub last_name: String,
    /// The student's sign-in email.
    pub email: String,
    /// The guardian block's first and last name.
    pub parent_name: String,
    /// The guardian block's email, if any.
    pub parent_email: Option<String>,
    /// The guardian block's relationship.
    pub relationship: String,
    /// Where the student is placed.
    pub place: Option<Place>,
}

/// A student row as read here.
type Row = (String, String, String, String, String, String, Option<String>, String, Option<String>);

/// One page of the students of `section_id` (or of the school) without a guardian account
/// whose names or email hold every word of `search`, by last then first name; and the total.
pub fn list(
    conn: &mut Conn,
    section_id: Option<&str>,
    search: Option<&str>,
    offset: i64,
    limit: i64,
) -> Result<(Vec<Unlinked>, i64), StoreError> {
    let words: Vec<String> = search.unwrap_or_default().split_whitespace().map(like_pattern).collect();
    let matching = || {
        let mut query = students::table
            .filter(not(exists(guardian_students::table.filter(guardian_students::student_id.eq(students::id)))))
            .into_boxed();
        if let Some(section) = section_id {
            query = query.filter(students::section_id.eq(section.to_owned()));
        }
        for word in &words {
            query = query.filter(
                lower(students::first_name)
                    .like(word.clone())
                    .escape('\\')
                    .or(lower(students::last_name).like(word.clone()).escape('\\'))
                    .or(students::email.like(word.clone()).escape('\\')),
            );
        }
        query
    };
    let total: i64 = matching().count().get_result(conn)?;
    let rows: Vec<Row> = matching()
        .order((students::last_name, students::first_name, students::id))
        .offset(offset)
        .limit(limit)
        .select((
            students::id,
            students::first_name,
            students::last_name,
            students::email,
            students::parent_first_name,
            students::parent_last_name,
            students::parent_email,
            students::parent_relationship,
            students::section_id,
        ))
        .load(conn)?;
    let sections: Vec<String> = rows.iter().filter_map(|row| row.8.clone()).collect();
    let places = placements(conn, &sections)?;
    let students = rows
        .into_iter()
        .map(|(id, first_name, last_name, email, parent_first, parent_last, parent_email, relationship, section)| {
            Unlinked {
                id,
                first_name,
                last_name,
                email,
                parent_name: format!("{parent_first} {parent_last}"),
                parent_email,
                relationship,
                place: section.and_then(|section| places.get(&section).cloned()),
            }
        })
        .collect();
    Ok((students, total))
}
