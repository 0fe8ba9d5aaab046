//! Writing guardian accounts and their links: creating an account with its first children,
//! linking and unlinking a student, a guardian's photo, and deleting accounts. A student has
//! at most [`MAX_GUARDIANS_PER_STUDENT`] guardian accounts; each write checks it with the
//! student's row locked (PostgreSQL) or the write lock held (SQLite), so two links made at once
//! cannot give a student a third.

use diesel::prelude::*;
use lyceum_domain::{GuardianFields, MAX_GUARDIANS_PER_STUDENT};

use crate::backend::DbConnection;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::files;
use crate::notifications::forget_recipients;
use crate::schema::{guardian_students, guardians, messages, sessions, students};
use crate::values::{new_id, now};

/// Why a guardian write changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum GuardianWriteError {
    /// Another guardian account signs in with this email.
    #[error("a guardian account with this email exists")]
    EmailTaken,
    /// No such guardian.
    #[error("guardian not found")]
    NoSuchGuardian,
    /// No such student (its id, as asked).
    #[error("student not found")]
    NoSuchStudent(String),
    /// The student already has the most guardian accounts allowed.
    #[error("the student has two guardian accounts")]
    StudentAtLimit(String),
    /// The student is already linked to this guardian.
    #[error("already linked")]
    AlreadyLinked,
    /// The student is not linked to this guardian.
    #[error("not linked")]
    NotLinked,
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for GuardianWriteError {
    fn from(error: diesel::result::Error) -> Self {
        GuardianWriteError::Store(error.into())
    }
}

/// A new guardian account: its checked fields, photo and starting password's hash.
pub struct NewGuardian<'a> {
    /// The checked fields.
    pub fields: &'a GuardianFields,
    /// A photo path, if any.
    pub image: Option<&'a str>,
    /// The bcrypt hash of the starting password.
    pub password_hash: &'a str,
}

/// True when a guardian account signs in with `email`.
pub fn email_taken(conn: &mut Conn, email: &str) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    Ok(select(exists(guardians::table.filter(guardians::email.eq(email)))).get_result(conn)?)
}

/// Creates the account and links each student of `children` (`(id, relationship)`; a `None`
/// relationship is the guardian's), in one transaction: its id, or nothing at all.
pub fn create(
    conn: &mut Conn,
    new: &NewGuardian<'_>,
    children: &[(String, Option<String>)],
) -> Result<String, GuardianWriteError> {
    transaction(conn, |conn| insert(conn, new, children))
}

/// [`create`], inside a transaction the caller holds.
pub fn insert(
    conn: &mut Conn,
    new: &NewGuardian<'_>,
    children: &[(String, Option<String>)],
) -> Result<String, GuardianWriteError> {
    let fields = new.fields;
    if email_taken(conn, fields.email.as_str())? {
        return Err(GuardianWriteError::EmailTaken);
    }
    let id = new_id();
    diesel::insert_into(guardians::table)
        .values((
            guardians::id.eq(&id),
            guardians::first_name.eq(&fields.first_name),
            guardians::middle_name.eq(&fields.middle_name),
            guardians::last_name.eq(&fields.last_name),
            guardians::email.eq(fields.email.as_str()),
            guardians::phone.eq(fields.phone.as_ref().map(|phone| phone.as_str())),
            guardians::relationship.eq(&fields.relationship),
            guardians::image.eq(new.image),
            guardians::password_hash.eq(new.password_hash),
            guardians::must_change_password.eq(true),
            guardians::created_at.eq(now()),
        ))
        .execute(conn)?;
    for (student, relationship) in children {
        add_link(conn, &id, student, relationship.as_deref().unwrap_or(&fields.relationship))?;
    }
    Ok(id)
}

/// Links `student_id` to `guardian_id` (`relationship`, or the guardian's own by default).
pub fn link(
    conn: &mut Conn,
    guardian_id: &str,
    student_id: &str,
    relationship: Option<&str>,
) -> Result<(), GuardianWriteError> {
    transaction(conn, |conn| {
        let default: String = guardians::table
            .find(guardian_id)
            .select(guardians::relationship)
            .first(conn)
            .optional()?
            .ok_or(GuardianWriteError::NoSuchGuardian)?;
        add_link(conn, guardian_id, student_id, relationship.unwrap_or(&default))
    })
}

/// Links a student to a guardian that exists, inside the caller's transaction, after locking
/// the student and checking the student exists, is not linked yet and has room.
pub fn add_link(
    conn: &mut Conn,
    guardian_id: &str,
    student_id: &str,
    relationship: &str,
) -> Result<(), GuardianWriteError> {
    let found: Option<String> = match &mut **conn {
        DbConnection::Postgresql(pg) => {
            students::table.find(student_id).select(students::id).for_update().first(pg).optional()?
        }
        DbConnection::Sqlite(sqlite) => {
            students::table.find(student_id).select(students::id).first(sqlite).optional()?
        }
    };
    if found.is_none() {
        return Err(GuardianWriteError::NoSuchStudent(student_id.to_owned()));
    }
    let linked: Vec<String> = guardian_students::table
        .filter(guardian_students::student_id.eq(student_id))
        .select(guardian_students::guardian_id)
        .load(conn)?;
    if linked.iter().any(|known| known == guardian_id) {
        return Err(GuardianWriteError::AlreadyLinked);
    }
    if linked.len() as i64 >= MAX_GUARDIANS_PER_STUDENT {
        return Err(GuardianWriteError::StudentAtLimit(student_id.to_owned()));
    }
    diesel::insert_into(guardian_students::table)
        .values((
            guardian_students::guardian_id.eq(guardian_id),
            guardian_students::student_id.eq(student_id),
            guardian_students::relationship.eq(relationship),
            guardian_students::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// Removes the link of `student_id` to `guardian_id`.
pub fn unlink(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<(), GuardianWriteError> {
    transaction(conn, |conn| {
        let exists: Option<String> = guardians::table.find(guardian_id).select(guardians::id).first(conn).optional()?;
        if exists.is_none() {
            return Err(GuardianWriteError::NoSuchGuardian);
        }
        let removed = diesel::delete(
            guardian_students::table
                .filter(guardian_students::guardian_id.eq(guardian_id))
                .filter(guardian_students::student_id.eq(student_id)),
        )
        .execute(conn)?;
        if removed == 0 {
            return Err(GuardianWriteError::NotLinked);
        }
        Ok(())
    })
}

/// Sets or removes (`None`) the guardian's photo; answers the photo no longer shown, if any,
/// for the caller to remove from disk once this has committed.
pub fn set_image(conn: &mut Conn, id: &str, image: Option<&str>) -> Result<Option<String>, GuardianWriteError> {
    transaction(conn, |conn| {
        let old: Option<String> = guardians::table
            .find(id)
            .select(guardians::image)
            .first(conn)
            .optional()?
            .ok_or(GuardianWriteError::NoSuchGuardian)?;
        diesel::update(guardians::table.find(id)).set(guardians::image.eq(image)).execute(conn)?;
        Ok(files::release_image(conn, old.filter(|old| Some(old.as_str()) != image))?)
    })
}

/// Deletes the guardians `ids`, every one or none (`NoSuchGuardian` when one is missing), with
/// their links, sessions, notifications and messages; answers the photos released.
pub fn delete_many(conn: &mut Conn, ids: &[String]) -> Result<Vec<String>, GuardianWriteError> {
    transaction(conn, |conn| {
        let found: Vec<Option<String>> =
            guardians::table.filter(guardians::id.eq_any(ids)).select(guardians::image).load(conn)?;
        let mut unique = ids.to_vec();
        unique.sort();
        unique.dedup();
        if found.len() != unique.len() {
            return Err(GuardianWriteError::NoSuchGuardian);
        }
        diesel::delete(sessions::table.filter(sessions::user_id.eq_any(ids))).execute(conn)?;
        forget_recipients(conn, ids)?;
        diesel::delete(messages::table.filter(messages::sender_id.eq_any(ids).or(messages::receiver_id.eq_any(ids))))
            .execute(conn)?;
        diesel::delete(guardian_students::table.filter(guardian_students::guardian_id.eq_any(ids))).execute(conn)?;
        diesel::delete(guardians::table.filter(guardians::id.eq_any(ids))).execute(conn)?;
        let mut released = Vec::new();
        for image in found.into_iter().flatten() {
            released.extend(files::release_image(conn, Some(image))?);
        }
        Ok(released)
    })
}
