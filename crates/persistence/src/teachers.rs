//! Writing teacher accounts: create, update, delete. Reads live in [`crate::accounts`].

use diesel::prelude::*;
use lyceum_domain::TeacherFields;

use crate::accounts::{email_taken, find_teacher_profile, TeacherProfile};
use crate::schema::{messages, sessions, teachers};
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

/// Creates a teacher who must set their own password at first sign-in.
pub fn create(
    conn: &mut Conn,
    fields: &TeacherFields,
    image: Option<&str>,
    password_hash: &str,
) -> Result<TeacherProfile, TeacherWriteError> {
    conn.transaction(|conn| {
        if email_taken(conn, fields.email.as_str())? {
            return Err(TeacherWriteError::EmailTaken);
        }
        let id = new_id();
        let created = now();
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
        Ok(find_teacher_profile(conn, &id)?.ok_or(StoreError::NotFound)?)
    })
}

/// Replaces every field of a teacher; answers the profile and an image no longer shown, if any.
pub fn update(
    conn: &mut Conn,
    id: &str,
    fields: &TeacherFields,
    image: Option<&str>,
) -> Result<(TeacherProfile, Option<String>), TeacherWriteError> {
    conn.transaction(|conn| {
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
    conn.transaction(|conn| {
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
    conn.transaction(|conn| {
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
