//! Writing teacher accounts: create, update, delete. Reads live in [`crate::accounts`].

use diesel::prelude::*;
use lyceum_domain::TeacherFields;

use crate::accounts::{email_taken, find_teacher_profile, profiles_of, Person, Teacher, TeacherProfile};
use crate::db::{is_sqlite, on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::files;
use crate::listing::{self, IdQuery, List, SearchWords};
use crate::prepared::Statement;
use crate::schema::{messages, sessions, teachers};
use crate::values::{new_id, now};

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

/// Teachers matching `filter`, sorted, searched and paged in SQL.
pub fn page(conn: &mut Conn, filter: &TeacherFilter) -> Result<TeacherPage, StoreError> {
    let (total, ids) = page_ids(conn, filter)?;
    let rows = by_id(conn, &ids)?;
    Ok(TeacherPage { teachers: profiles_of(conn, rows)?, total })
}

/// The teachers of `ids`, in that order.
fn by_id(conn: &mut Conn, ids: &[String]) -> Result<Vec<Teacher>, StoreError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut statement = Statement::new(TEACHER_SQL);
    statement.sql(" WHERE id IN ").id_set(is_sqlite(conn), ids);
    let rows: Vec<Teacher> = on_backend!(conn, |c| statement.load(c))?;
    Ok(listing::in_order_of(ids, rows, |row| &row.id))
}

/// The columns of a [`Teacher`] as SQL.
const TEACHER_SQL: &str = "SELECT id, first_name, middle_name, last_name, phone, email, must_change_password, image, \
     birthdate, address, zoom_link, zoom_id, zoom_password, created_at FROM teachers";

/// How many teachers match `filter` and the ids of its page. Unsearched lists take their
/// count from `list_stats` and start from a remembered boundary near the page (a Z-to-A page
/// is the matching slice of the A-to-Z list); searches read every match in list order once
/// per version of the list (the trigram index finds the longer words on SQLite; PostgreSQL's
/// trigram indexes serve the `LIKE` filters).
fn page_ids(conn: &mut Conn, filter: &TeacherFilter) -> Result<(i64, Vec<String>), StoreError> {
    let list = match filter.order {
        TeacherOrder::LastName => List::TeachersByLastName,
        TeacherOrder::FirstName => List::TeachersByFirstName,
    };
    let mut query = IdQuery {
        table: "teachers",
        order: list.order(),
        unplaced_only: false,
        from: None,
        fts: None,
        walk_in_order: false,
        like_words: Vec::new(),
        sqlite_index: None,
        offset: filter.offset,
        limit: filter.limit,
    };
    let stats = listing::stats(conn, list)?;
    if let Some(words) = SearchWords::parse(filter.search.as_deref()) {
        let found = listing::search(conn, list, stats, &words, &query)?;
        let total = i64::try_from(found.len()).unwrap_or(i64::MAX);
        return Ok((total, listing::page_of(&found, filter.offset, filter.limit, filter.descending)));
    }
    if filter.offset >= stats.total || filter.limit <= 0 {
        return Ok((stats.total, Vec::new()));
    }
    if filter.descending {
        // Rows `offset..offset + limit` from the end are these, read A to Z.
        let end = stats.total - filter.offset;
        query.offset = end.saturating_sub(filter.limit).max(0);
        query.limit = end - query.offset;
    }
    let seek = listing::seek(conn, list, stats, query.offset)?;
    query.from = seek.from;
    query.offset = seek.skip;
    let mut ids = listing::ids(conn, &query)?;
    if filter.descending {
        ids.reverse();
    }
    Ok((stats.total, ids))
}

/// Teachers matching `filter.search` as people to message, by last then first name, at most
/// `filter.limit` of them.
pub fn search_people(conn: &mut Conn, filter: &TeacherFilter) -> Result<Vec<Person>, StoreError> {
    let filter = TeacherFilter { order: TeacherOrder::LastName, descending: false, offset: 0, ..filter.clone() };
    let (_, ids) = page_ids(conn, &filter)?;
    Ok(by_id(conn, &ids)?
        .into_iter()
        .map(|t| Person {
            id: t.id,
            first_name: t.first_name,
            middle_name: t.middle_name,
            last_name: t.last_name,
            image: t.image,
        })
        .collect())
}

/// Creates a teacher who must set their own password at first sign-in.
pub fn create(
    conn: &mut Conn,
    fields: &TeacherFields,
    image: Option<&str>,
    password_hash: &str,
) -> Result<TeacherProfile, TeacherWriteError> {
    transaction(conn, |conn| {
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
    transaction(conn, |conn| {
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
    transaction(conn, |conn| {
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
    transaction(conn, |conn| {
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
