//! Writing teacher accounts: create, update, delete. Reads live in [`crate::accounts`].

use diesel::prelude::*;
use lyceum_domain::TeacherFields;

use crate::accounts::{
    email_taken, find_teacher_profile, profiles_of, Person, Teacher, TeacherProfile, TEACHER_COLUMNS,
};
use crate::schema::{messages, sessions, teachers};
use crate::sql::{like_pattern, lower};
use crate::{files, new_id, now, Conn, StoreError};

/// Why a teacher could not be written.
#[derive(Debug, thiserror::Error)]
pub enum TeacherWriteError {
    /// Another account already signs in with this email.
    #[error("email taken")]
    EmailTaken,
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for TeacherWriteError {
    fn from(error: diesel::result::Error) -> Self {
        TeacherWriteError::Store(error.into())
    }
}

/// The column a teacher page is sorted by; ties fall to the other name, then the id.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum TeacherOrder {
    /// Family name first (the default).
    #[default]
    LastName,
    /// Given name first.
    FirstName,
}

/// Which teachers to list, and how.
#[derive(Debug, Clone, Default)]
pub struct TeacherFilter {
    /// Words that must each appear in the first name, last name or email.
    pub search: Option<String>,
    /// The sort column.
    pub order: TeacherOrder,
    /// Z to A instead of A to Z.
    pub descending: bool,
    /// Rows to skip.
    pub offset: i64,
    /// Rows to answer.
    pub limit: i64,
}

/// One page of teachers and how many match in all.
#[derive(Debug, Clone)]
pub struct TeacherPage {
    /// The page, with advisory sections and subjects.
    pub teachers: Vec<TeacherProfile>,
    /// Matching teachers across every page.
    pub total: i64,
}

macro_rules! searched {
    ($query:expr, $filter:expr) => {{
        let mut query = $query;
        if let Some(term) = $filter.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            for word in term.split_whitespace() {
                let pattern = like_pattern(word);
                query = query.filter(
                    lower(teachers::first_name)
                        .like(pattern.clone())
                        .escape('\\')
                        .or(lower(teachers::last_name).like(pattern.clone()).escape('\\'))
                        .or(teachers::email.like(pattern).escape('\\')),
                );
            }
        }
        query
    }};
}

/// Teachers matching `filter`, sorted, searched and paged in SQL.
pub fn page(conn: &mut Conn, filter: &TeacherFilter) -> Result<TeacherPage, StoreError> {
    let total: i64 = searched!(teachers::table.into_boxed(), filter).count().get_result(conn)?;
    let query = searched!(teachers::table.into_boxed(), filter);
    let query = match (filter.order, filter.descending) {
        (TeacherOrder::LastName, false) => query.order((teachers::last_name, teachers::first_name, teachers::id)),
        (TeacherOrder::LastName, true) => {
            query.order((teachers::last_name.desc(), teachers::first_name.desc(), teachers::id.desc()))
        }
        (TeacherOrder::FirstName, false) => query.order((teachers::first_name, teachers::last_name, teachers::id)),
        (TeacherOrder::FirstName, true) => {
            query.order((teachers::first_name.desc(), teachers::last_name.desc(), teachers::id.desc()))
        }
    };
    let rows: Vec<Teacher> = query.offset(filter.offset).limit(filter.limit).select(TEACHER_COLUMNS).load(conn)?;
    Ok(TeacherPage { teachers: profiles_of(conn, rows)?, total })
}

/// Teachers matching `filter.search` as people to message, by last then first name, at most
/// `filter.limit` of them.
pub fn search_people(conn: &mut Conn, filter: &TeacherFilter) -> Result<Vec<Person>, StoreError> {
    Ok(searched!(teachers::table.into_boxed(), filter)
        .order((teachers::last_name, teachers::first_name, teachers::id))
        .limit(filter.limit)
        .select((teachers::id, teachers::first_name, teachers::middle_name, teachers::last_name, teachers::image))
        .load(conn)?)
}

/// Creates a teacher who must set their own password at first sign-in.
pub fn create(
    conn: &mut Conn,
    fields: &TeacherFields,
    image: Option<&str>,
    password_hash: &str,
) -> Result<TeacherProfile, TeacherWriteError> {
    crate::transaction(conn, |conn| {
        if email_taken(conn, fields.email.as_str())? {
            return Err(TeacherWriteError::EmailTaken);
        }
        let id = insert(conn, fields, image, password_hash, now())?;
        Ok(find_teacher_profile(conn, &id)?.ok_or(StoreError::NotFound)?)
    })
}

/// Teachers of an import: all are written, or none (the caller runs this inside its
/// transaction, after checking every email). Each must set their own password at first sign-in.
pub fn insert_many(conn: &mut Conn, rows: &[TeacherFields], password_hash: &str) -> Result<usize, TeacherWriteError> {
    let created = now();
    for fields in rows {
        insert(conn, fields, None, password_hash, created)?;
    }
    Ok(rows.len())
}

/// Inserts one teacher; answers the new id.
fn insert(
    conn: &mut Conn,
    fields: &TeacherFields,
    image: Option<&str>,
    password_hash: &str,
    created: chrono::NaiveDateTime,
) -> Result<String, TeacherWriteError> {
    let id = new_id();
    diesel::insert_into(teachers::table)
        .values((
            teachers::id.eq(&id),
            teachers::first_name.eq(&fields.first_name),
            teachers::middle_name.eq(&fields.middle_name),
            teachers::last_name.eq(&fields.last_name),
            teachers::phone.eq(fields.phone.as_str()),
            teachers::email.eq(fields.email.as_str()),
            teachers::password_hash.eq(password_hash),
            teachers::must_change_password.eq(true),
            teachers::image.eq(image),
            teachers::birthdate.eq(fields.birthdate),
            teachers::address.eq(&fields.address),
            (
                teachers::zoom_link.eq(&fields.zoom_link),
                teachers::zoom_id.eq(&fields.zoom_id),
                teachers::zoom_password.eq(&fields.zoom_password),
                teachers::created_at.eq(created),
                teachers::updated_at.eq(created),
            ),
        ))
        .execute(conn)
        .map_err(|e| match StoreError::from(e) {
            StoreError::Duplicate => TeacherWriteError::EmailTaken,
            other => other.into(),
        })?;
    Ok(id)
}

/// Replaces every field of a teacher; answers the profile and an image no longer shown, if any.
pub fn update(
    conn: &mut Conn,
    id: &str,
    fields: &TeacherFields,
    image: Option<&str>,
) -> Result<(TeacherProfile, Option<String>), TeacherWriteError> {
    crate::transaction(conn, |conn| {
        let (old_email, old_image): (String, Option<String>) = teachers::table
            .find(id)
            .select((teachers::email, teachers::image))
            .first(conn)
            .optional()?
            .ok_or(StoreError::NotFound)?;
        if old_email != fields.email.as_str() && email_taken(conn, fields.email.as_str())? {
            return Err(TeacherWriteError::EmailTaken);
        }
        diesel::update(teachers::table.find(id))
            .set((
                teachers::first_name.eq(&fields.first_name),
                teachers::middle_name.eq(&fields.middle_name),
                teachers::last_name.eq(&fields.last_name),
                teachers::phone.eq(fields.phone.as_str()),
                teachers::email.eq(fields.email.as_str()),
                teachers::image.eq(image),
                teachers::birthdate.eq(fields.birthdate),
                teachers::address.eq(&fields.address),
                teachers::zoom_link.eq(&fields.zoom_link),
                teachers::zoom_id.eq(&fields.zoom_id),
                teachers::zoom_password.eq(&fields.zoom_password),
                teachers::updated_at.eq(now()),
            ))
            .execute(conn)
            .map_err(|e| match StoreError::from(e) {
                StoreError::Duplicate => TeacherWriteError::EmailTaken,
                other => other.into(),
            })?;
        let released = files::release_image(conn, old_image.filter(|old| Some(old.as_str()) != image))?;
        let profile = find_teacher_profile(conn, id)?.ok_or(StoreError::NotFound)?;
        Ok((profile, released))
    })
}

/// Sets only a teacher's phone and photo (what teachers may change themselves).
pub fn update_contact(
    conn: &mut Conn,
    id: &str,
    phone: &str,
    image: Option<&str>,
) -> Result<(TeacherProfile, Option<String>), StoreError> {
    crate::transaction(conn, |conn| {
        let old_image: Option<String> =
            teachers::table.find(id).select(teachers::image).first(conn).optional()?.ok_or(StoreError::NotFound)?;
        diesel::update(teachers::table.find(id))
            .set((teachers::phone.eq(phone), teachers::image.eq(image), teachers::updated_at.eq(now())))
            .execute(conn)?;
        let released = files::release_image(conn, old_image.filter(|old| Some(old.as_str()) != image))?;
        Ok((find_teacher_profile(conn, id)?.ok_or(StoreError::NotFound)?, released))
    })
}

/// Deletes teachers, all or none: `NotFound` when any id is unknown. Sections they advise and
/// subjects they teach lose them (the foreign keys set those to null); their sessions and
/// messages go with them. Answers the photos to remove from disk.
pub fn delete_many(conn: &mut Conn, ids: &[String]) -> Result<Vec<String>, StoreError> {
    crate::transaction(conn, |conn| {
        let found: Vec<(String, Option<String>)> =
            teachers::table.filter(teachers::id.eq_any(ids)).select((teachers::id, teachers::image)).load(conn)?;
        let mut unique = ids.to_vec();
        unique.sort();
        unique.dedup();
        if found.len() != unique.len() {
            return Err(StoreError::NotFound);
        }
        diesel::delete(sessions::table.filter(sessions::user_id.eq_any(ids))).execute(conn)?;
        diesel::delete(messages::table.filter(messages::sender_id.eq_any(ids).or(messages::receiver_id.eq_any(ids))))
            .execute(conn)?;
        diesel::delete(teachers::table.filter(teachers::id.eq_any(ids))).execute(conn)?;
        let mut released = Vec::new();
        for image in found.into_iter().filter_map(|(_, image)| image) {
            released.extend(files::release_image(conn, Some(image))?);
        }
        Ok(released)
    })
}
