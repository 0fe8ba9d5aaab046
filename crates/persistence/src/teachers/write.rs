//! Writing teacher accounts: create, import, update, delete.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::TeacherFields;

use crate::credentials::email_taken;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::files;
use crate::notifications::forget_recipients;
use crate::schema::{calendar_feeds, messages, sessions, teachers};
use crate::teachers::profile::{find_profile, TeacherProfile};
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

/// The columns a teacher's form writes, alike when the account is made and when it is edited.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = teachers, treat_none_as_null = true, treat_none_as_default_value = false)]
struct Form<'a> {
    first_name: &'a str,
    middle_name: Option<&'a str>,
    last_name: &'a str,
    phone: &'a str,
    email: &'a str,
    image: Option<&'a str>,
    birthdate: NaiveDate,
    address: &'a str,
    zoom_link: Option<&'a str>,
    zoom_id: Option<&'a str>,
    zoom_password: Option<&'a str>,
}

impl<'a> Form<'a> {
    fn new(fields: &'a TeacherFields, image: Option<&'a str>) -> Form<'a> {
        Form {
            first_name: &fields.first_name,
            middle_name: fields.middle_name.as_deref(),
            last_name: &fields.last_name,
            phone: fields.phone.as_str(),
            email: fields.email.as_str(),
            image,
            birthdate: fields.birthdate,
            address: &fields.address,
            zoom_link: fields.zoom_link.as_deref(),
            zoom_id: fields.zoom_id.as_deref(),
            zoom_password: fields.zoom_password.as_deref(),
        }
    }
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
        Ok(find_profile(conn, &id)?.ok_or(StoreError::NotFound)?)
    })
}

/// Teachers of an import: all are written, or none (the caller runs this inside its
/// transaction, after checking every email). Each must set their own password at first sign-in.
/// Answers their ids.
pub fn insert_many(
    conn: &mut Conn,
    rows: &[TeacherFields],
    password_hash: &str,
) -> Result<Vec<String>, TeacherWriteError> {
    let created = now();
    rows.iter().map(|fields| insert(conn, fields, None, password_hash, created)).collect()
}

/// Inserts one teacher; answers the new id.
fn insert(
    conn: &mut Conn,
    fields: &TeacherFields,
    image: Option<&str>,
    password_hash: &str,
    created: NaiveDateTime,
) -> Result<String, TeacherWriteError> {
    let id = new_id();
    diesel::insert_into(teachers::table)
        .values((
            teachers::id.eq(&id),
            Form::new(fields, image),
            teachers::password_hash.eq(password_hash),
            teachers::must_change_password.eq(true),
            teachers::created_at.eq(created),
            teachers::updated_at.eq(created),
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
            .set((Form::new(fields, image), teachers::updated_at.eq(now())))
            .execute(conn)
            .map_err(|e| match StoreError::from(e) {
                StoreError::Duplicate => TeacherWriteError::EmailTaken,
                other => other.into(),
            })?;
        let released = files::release_image(conn, old_image.filter(|old| Some(old.as_str()) != image))?;
        let profile = find_profile(conn, id)?.ok_or(StoreError::NotFound)?;
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
        Ok((find_profile(conn, id)?.ok_or(StoreError::NotFound)?, released))
    })
}

/// Deletes teachers, all or none: `NotFound` when any id is unknown. Sections they advise and
/// subjects they teach lose them (the foreign keys set those to null); their sessions and
/// messages and notifications go with them. Answers the photos to remove from disk.
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
        diesel::delete(calendar_feeds::table.filter(calendar_feeds::account_id.eq_any(ids))).execute(conn)?;
        diesel::delete(messages::table.filter(messages::sender_id.eq_any(ids).or(messages::receiver_id.eq_any(ids))))
            .execute(conn)?;
        forget_recipients(conn, ids)?;
        diesel::delete(teachers::table.filter(teachers::id.eq_any(ids))).execute(conn)?;
        let mut released = Vec::new();
        for image in found.into_iter().filter_map(|(_, image)| image) {
            released.extend(files::release_image(conn, Some(image))?);
        }
        Ok(released)
    })
}
