//! Writing student accounts: create, import, update, delete, and where a student is placed.
//! A student's category, level and section always agree: they are set and cleared together.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use lyceum_domain::StudentFields;

use crate::attendance::forget_students;
use crate::classes::ClassError;
use crate::credentials::email_taken;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::files;
use crate::grades;
use crate::learners::{self, enrolments, LearnerWriteError};
use crate::notifications::forget_recipients;
use crate::schema::{calendar_feeds, levels, messages, sections, sessions, students};
use crate::students::profile::{find, StudentProfile};
use crate::values::{new_id, now};

/// Where a student is placed: a section with its level and category.
#[derive(Debug, Clone, PartialEq, Eq, AsChangeset)]
#[diesel(table_name = students)]
pub struct Placement {
    /// The category.
    pub category_id: String,
    /// The level.
    pub level_id: String,
    /// The section.
    pub section_id: String,
}

/// Why a student could not be written.
#[derive(Debug, thiserror::Error)]
pub enum StudentWriteError {
    /// Another account signs in with this email.
    #[error("email taken")]
    EmailTaken,
    /// The student does not exist.
    #[error("student not found")]
    Missing,
    /// The section, level or category chosen in a form does not exist or they do not belong
    /// together.
    #[error("{0}")]
    Placement(&'static str),
    /// The section a student is added to or removed from does not exist.
    #[error("section not found")]
    UnknownSection,
    /// The student already belongs to a section.
    #[error("already placed")]
    AlreadyPlaced,
    /// The student is not in that section.
    #[error("not in this section")]
    NotInSection,
    /// Another learner, current or archived, has this LRN (named, for the administrators
    /// who alone write learner records).
    #[error("LRN taken by {0}")]
    LrnTaken(String),
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<LearnerWriteError> for StudentWriteError {
    fn from(error: LearnerWriteError) -> Self {
        match error {
            LearnerWriteError::LrnTaken(holder) => StudentWriteError::LrnTaken(holder),
            LearnerWriteError::Store(store) => StudentWriteError::Store(store),
        }
    }
}

impl From<diesel::result::Error> for StudentWriteError {
    fn from(error: diesel::result::Error) -> Self {
        match StoreError::from(error) {
            StoreError::Duplicate => StudentWriteError::EmailTaken,
            other => StudentWriteError::Store(other),
        }
    }
}

impl From<ClassError> for StudentWriteError {
    fn from(error: ClassError) -> Self {
        match error {
            ClassError::Store(store) => StudentWriteError::Store(store),
            _ => StudentWriteError::Placement("This section does not exist."),
        }
    }
}

/// What a form is told when its section is not in the level it chose.
pub const NOT_OF_LEVEL: &str = "This section does not belong to the chosen level.";

/// What a form is told when its level is not in the category it chose.
pub const NOT_OF_CATEGORY: &str = "This level does not belong to the chosen category.";

/// Resolves a chosen section to a full placement, checking that the level and category the
/// form also sent (when it did) are the section's own.
pub fn placement(
    conn: &mut Conn,
    category_id: Option<&str>,
    level_id: Option<&str>,
    section_id: &str,
) -> Result<Placement, StudentWriteError> {
    let place =
        section_placement(conn, section_id)?.ok_or(StudentWriteError::Placement("This section does not exist."))?;
    if level_id.is_some_and(|l| l != place.level_id) {
        return Err(StudentWriteError::Placement(NOT_OF_LEVEL));
    }
    if category_id.is_some_and(|c| c != place.category_id) {
        return Err(StudentWriteError::Placement(NOT_OF_CATEGORY));
    }
    Ok(place)
}

/// A section with its level and category, if it exists.
pub(crate) fn section_placement(conn: &mut Conn, section_id: &str) -> Result<Option<Placement>, StoreError> {
    let found: Option<(String, String)> = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq(section_id))
        .select((levels::id, levels::category_id))
        .first(conn)
        .optional()?;
    Ok(found.map(|(level_id, category_id)| Placement { category_id, level_id, section_id: section_id.to_owned() }))
}

/// The columns a student's form writes, alike when the account is made and when it is edited.
#[derive(Insertable, AsChangeset)]
#[diesel(table_name = students, treat_none_as_null = true, treat_none_as_default_value = false)]
struct Form<'a> {
    first_name: &'a str,
    middle_name: Option<&'a str>,
    last_name: &'a str,
    email: &'a str,
    address: &'a str,
    image: Option<&'a str>,
    birthdate: NaiveDate,
    category_id: Option<&'a str>,
    level_id: Option<&'a str>,
    section_id: Option<&'a str>,
    parent_first_name: &'a str,
    parent_middle_name: Option<&'a str>,
    parent_last_name: &'a str,
    parent_relationship: &'a str,
    parent_email: Option<&'a str>,
    parent_phone: Option<&'a str>,
}

impl<'a> Form<'a> {
    fn new(fields: &'a StudentFields, image: Option<&'a str>, place: Option<&'a Placement>) -> Form<'a> {
        Form {
            first_name: &fields.first_name,
            middle_name: fields.middle_name.as_deref(),
            last_name: &fields.last_name,
            email: fields.email.as_str(),
            address: &fields.address,
            image,
            birthdate: fields.birthdate,
            category_id: place.map(|p| p.category_id.as_str()),
            level_id: place.map(|p| p.level_id.as_str()),
            section_id: place.map(|p| p.section_id.as_str()),
            parent_first_name: &fields.parent_first_name,
            parent_middle_name: fields.parent_middle_name.as_deref(),
            parent_last_name: &fields.parent_last_name,
            parent_relationship: &fields.relationship,
            parent_email: fields.parent_email.as_ref().map(|e| e.as_str()),
            parent_phone: fields.parent_phone.as_ref().map(|p| p.as_str()),
        }
    }
}

/// Creates a student who must set their own password at first sign-in.
pub fn create(
    conn: &mut Conn,
    fields: &StudentFields,
    image: Option<&str>,
    password_hash: &str,
    place: Option<&Placement>,
) -> Result<StudentProfile, StudentWriteError> {
    transaction(conn, |conn| {
        if email_taken(conn, fields.email.as_str())? {
            return Err(StudentWriteError::EmailTaken);
        }
        let id = insert(conn, fields, image, password_hash, place, now())?;
        enrolments::follow(conn, std::slice::from_ref(&id))?;
        find(conn, &id)?.ok_or(StudentWriteError::Missing)
    })
}

/// Students of an import, each with their placement: all are written, or none (the caller
/// runs this inside its transaction, after checking every email). Each must set their own
/// password at first sign-in. Answers their ids.
pub fn insert_many(
    conn: &mut Conn,
    rows: &[(StudentFields, Option<Placement>)],
    password_hash: &str,
) -> Result<Vec<String>, StudentWriteError> {
    let created = now();
    let ids: Vec<String> = rows
        .iter()
        .map(|(fields, place)| insert(conn, fields, None, password_hash, place.as_ref(), created))
        .collect::<Result<_, _>>()?;
    enrolments::follow(conn, &ids)?;
    Ok(ids)
}

/// Inserts one student; answers the new id.
fn insert(
    conn: &mut Conn,
    fields: &StudentFields,
    image: Option<&str>,
    password_hash: &str,
    place: Option<&Placement>,
    created: NaiveDateTime,
) -> Result<String, StudentWriteError> {
    let id = new_id();
    diesel::insert_into(students::table)
        .values((
            students::id.eq(&id),
            Form::new(fields, image, place),
            students::password_hash.eq(password_hash),
            students::must_change_password.eq(true),
            students::created_at.eq(created),
            students::updated_at.eq(created),
        ))
        .execute(conn)?;
    Ok(id)
}

/// Replaces every field and the placement of a student; answers the profile and a photo no
/// longer shown, if any.
pub fn update(
    conn: &mut Conn,
    id: &str,
    fields: &StudentFields,
    image: Option<&str>,
    place: Option<&Placement>,
) -> Result<(StudentProfile, Option<String>), StudentWriteError> {
    transaction(conn, |conn| {
        let (old_email, old_image): (String, Option<String>) = students::table
            .find(id)
            .select((students::email, students::image))
            .first(conn)
            .optional()?
            .ok_or(StudentWriteError::Missing)?;
        if old_email != fields.email.as_str() && email_taken(conn, fields.email.as_str())? {
            return Err(StudentWriteError::EmailTaken);
        }
        diesel::update(students::table.find(id))
            .set((Form::new(fields, image, place), students::updated_at.eq(now())))
            .execute(conn)?;
        enrolments::follow(conn, &[id.to_owned()])?;
        let released = files::release_image(conn, old_image.filter(|old| Some(old.as_str()) != image))?;
        Ok((find(conn, id)?.ok_or(StudentWriteError::Missing)?, released))
    })
}

/// Sets only a student's photo (what students may change themselves).
pub fn update_image(
    conn: &mut Conn,
    id: &str,
    image: Option<&str>,
) -> Result<(StudentProfile, Option<String>), StudentWriteError> {
    transaction(conn, |conn| {
        let old_image: Option<String> = students::table
            .find(id)
            .select(students::image)
            .first(conn)
            .optional()?
            .ok_or(StudentWriteError::Missing)?;
        diesel::update(students::table.find(id))
            .set((students::image.eq(image), students::updated_at.eq(now())))
            .execute(conn)?;
        let released = files::release_image(conn, old_image.filter(|old| Some(old.as_str()) != image))?;
        Ok((find(conn, id)?.ok_or(StudentWriteError::Missing)?, released))
    })
}

/// Deletes students, all or none; their sessions, messages, attendance and notifications go too. Answers photos
/// to remove.
pub fn delete_many(conn: &mut Conn, ids: &[String]) -> Result<Vec<String>, StudentWriteError> {
    transaction(conn, |conn| {
        let found: Vec<Option<String>> =
            students::table.filter(students::id.eq_any(ids)).select(students::image).load(conn)?;
        let mut unique = ids.to_vec();
        unique.sort();
        unique.dedup();
        if found.len() != unique.len() {
            return Err(StudentWriteError::Missing);
        }
        diesel::delete(sessions::table.filter(sessions::user_id.eq_any(ids))).execute(conn)?;
        diesel::delete(calendar_feeds::table.filter(calendar_feeds::account_id.eq_any(ids))).execute(conn)?;
        diesel::delete(messages::table.filter(messages::sender_id.eq_any(ids).or(messages::receiver_id.eq_any(ids))))
            .execute(conn)?;
        forget_students(conn, ids)?;
        grades::forget_students(conn, ids)?;
        learners::forget(conn, ids)?;
        enrolments::forget(conn, ids)?;
        forget_recipients(conn, ids)?;
        diesel::delete(students::table.filter(students::id.eq_any(ids))).execute(conn)?;
        let mut released = Vec::new();
        for image in found.into_iter().flatten() {
            released.extend(files::release_image(conn, Some(image))?);
        }
        Ok(released)
    })
}
