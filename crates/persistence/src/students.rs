//! Student accounts: paged search, writes, and section membership. A student's category,
//! level and section always agree: they are set and cleared together.

use diesel::prelude::*;
use lyceum_domain::StudentFields;

use crate::accounts::{email_taken, StudentProfile};
use crate::classes::ClassError;
use crate::db::{is_sqlite, on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::files;
use crate::schema::{levels, messages, sections, sessions, students};
use crate::values::{new_id, now};

use crate::listing::{self, IdQuery, List, SearchWords};
use crate::prepared::Statement;

/// The columns of a [`StudentProfile`] as SQL, named as its fields, for the statements that
/// read profiles by id.
const PROFILE_SQL: &str = "SELECT students.id, students.first_name, students.middle_name, students.last_name, \
     students.email, students.must_change_password, students.address, students.image, students.birthdate, \
     students.category_id, categories.name AS category, students.level_id, levels.name AS level, \
     students.section_id, sections.name AS section, students.parent_first_name, students.parent_middle_name, \
     students.parent_last_name, students.parent_relationship, students.parent_email, students.parent_phone \
     FROM students LEFT JOIN categories ON categories.id = students.category_id \
     LEFT JOIN levels ON levels.id = students.level_id LEFT JOIN sections ON sections.id = students.section_id";

/// Which students to list.
#[derive(Debug, Clone, Default)]
pub struct StudentFilter {
    /// Words that must appear in the first name, last name or email.
    pub search: Option<String>,
    /// Only students without a section (the add-student picker).
    pub unplaced_only: bool,
    /// Rows to skip.
    pub offset: i64,
    /// Most rows to answer.
    pub limit: i64,
}

/// One page of students and how many match in all.
#[derive(Debug, Clone)]
pub struct StudentPage {
    /// The page, by last then first name.
    pub students: Vec<StudentProfile>,
    /// Every match, for the pager.
    pub total: i64,
}

/// Largest page read id-first (the whole list is read in one statement).
const MAX_PAGE: i64 = 1000;

/// Students matching `filter`, a page at a time, searched and paged in SQL.
pub fn list(conn: &mut Conn, filter: &StudentFilter) -> Result<StudentPage, StoreError> {
    if filter.limit > MAX_PAGE && filter.search.is_none() && !filter.unplaced_only {
        // Everyone (the unpaged list, exports): one statement in list order.
        let total = listing::stats(conn, List::Students)?.total;
        let mut statement = Statement::new(PROFILE_SQL);
        statement.sql(" ORDER BY students.last_name, students.first_name, students.id LIMIT ");
        statement.int(filter.limit.max(0)).sql(" OFFSET ").int(filter.offset.max(0));
        let students = on_backend!(conn, |c| statement.load(c))?;
        return Ok(StudentPage { students, total });
    }
    // A page's ids come first, read in list order off an index however deep the page; only
    // those rows are joined with their placement.
    let (total, page_ids) = page_ids(conn, filter)?;
    Ok(StudentPage { students: profiles(conn, &page_ids)?, total })
}

/// The profiles of `ids`, in that order.
fn profiles(conn: &mut Conn, ids: &[String]) -> Result<Vec<StudentProfile>, StoreError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let mut statement = Statement::new(PROFILE_SQL);
    statement.sql(" WHERE students.id IN ").id_set(is_sqlite(conn), ids);
    let rows: Vec<StudentProfile> = on_backend!(conn, |c| statement.load(c))?;
    Ok(listing::in_order_of(ids, rows, |row| &row.id))
}

/// How many students match `filter` and the ids of its page. Unsearched lists take their
/// count from `list_stats` and start from a remembered boundary near the page; searches read
/// every match in list order once per version of the list (the trigram index finds the
/// longer words on SQLite; PostgreSQL's trigram indexes serve the `LIKE` filters).
fn page_ids(conn: &mut Conn, filter: &StudentFilter) -> Result<(i64, Vec<String>), StoreError> {
    let list = if filter.unplaced_only { List::UnplacedStudents } else { List::Students };
    let mut query = IdQuery {
        table: "students",
        order: list.order(),
        unplaced_only: filter.unplaced_only,
        from: None,
        fts: None,
        walk_in_order: false,
        like_words: Vec::new(),
        sqlite_index: filter.unplaced_only.then_some("students_unplaced_by_name"),
        offset: filter.offset,
        limit: filter.limit,
    };
    let stats = listing::stats(conn, list)?;
    if let Some(words) = SearchWords::parse(filter.search.as_deref()) {
        let found = listing::search(conn, list, stats, &words, &query)?;
        let total = i64::try_from(found.len()).unwrap_or(i64::MAX);
        return Ok((total, listing::page_of(&found, filter.offset, filter.limit, false)));
    }
    if filter.offset >= stats.total || filter.limit <= 0 {
        return Ok((stats.total, Vec::new()));
    }
    let seek = listing::seek(conn, list, stats, filter.offset)?;
    query.from = seek.from;
    query.offset = seek.skip;
    Ok((stats.total, listing::ids(conn, &query)?))
}

/// One student with their placement's names.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<StudentProfile>, StoreError> {
    let mut statement = Statement::new(PROFILE_SQL);
    statement.sql(" WHERE students.id = ").text(id);
    let mut rows: Vec<StudentProfile> = on_backend!(conn, |c| statement.load(c))?;
    Ok(rows.pop())
}

/// Where a student is placed: a section with its level and category.
#[derive(Debug, Clone, PartialEq, Eq)]
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
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
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
        return Err(StudentWriteError::Placement("This section does not belong to the chosen level."));
    }
    if category_id.is_some_and(|c| c != place.category_id) {
        return Err(StudentWriteError::Placement("This level does not belong to the chosen category."));
    }
    Ok(place)
}

/// A section with its level and category, if it exists.
fn section_placement(conn: &mut Conn, section_id: &str) -> Result<Option<Placement>, StoreError> {
    let found: Option<(String, String)> = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq(section_id))
        .select((levels::id, levels::category_id))
        .first(conn)
        .optional()?;
    Ok(found.map(|(level_id, category_id)| Placement { category_id, level_id, section_id: section_id.to_owned() }))
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
        find(conn, &id)?.ok_or(StudentWriteError::Missing)
    })
}

/// Students of an import, each with their placement: all are written, or none (the caller
/// runs this inside its transaction, after checking every email). Each must set their own
/// password at first sign-in.
pub fn insert_many(
    conn: &mut Conn,
    rows: &[(StudentFields, Option<Placement>)],
    password_hash: &str,
) -> Result<usize, StudentWriteError> {
    let created = now();
    for (fields, place) in rows {
        insert(conn, fields, None, password_hash, place.as_ref(), created)?;
    }
    Ok(rows.len())
}

/// Inserts one student; answers the new id.
fn insert(
    conn: &mut Conn,
    fields: &StudentFields,
    image: Option<&str>,
    password_hash: &str,
    place: Option<&Placement>,
    created: chrono::NaiveDateTime,
) -> Result<String, StudentWriteError> {
    let id = new_id();
    diesel::insert_into(students::table)
        .values((
            students::id.eq(&id),
            students::first_name.eq(&fields.first_name),
            students::middle_name.eq(&fields.middle_name),
            students::last_name.eq(&fields.last_name),
            students::email.eq(fields.email.as_str()),
            students::password_hash.eq(password_hash),
            students::must_change_password.eq(true),
            students::address.eq(&fields.address),
            students::image.eq(image),
            students::birthdate.eq(fields.birthdate),
            (
                students::category_id.eq(place.map(|p| &p.category_id)),
                students::level_id.eq(place.map(|p| &p.level_id)),
                students::section_id.eq(place.map(|p| &p.section_id)),
            ),
            (
                students::parent_first_name.eq(&fields.parent_first_name),
                students::parent_middle_name.eq(&fields.parent_middle_name),
                students::parent_last_name.eq(&fields.parent_last_name),
                students::parent_relationship.eq(&fields.relationship),
                students::parent_email.eq(fields.parent_email.as_ref().map(|e| e.as_str())),
                students::parent_phone.eq(fields.parent_phone.as_ref().map(|p| p.as_str())),
                students::created_at.eq(created),
                students::updated_at.eq(created),
            ),
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
            .set((
                students::first_name.eq(&fields.first_name),
                students::middle_name.eq(&fields.middle_name),
                students::last_name.eq(&fields.last_name),
                students::email.eq(fields.email.as_str()),
                students::address.eq(&fields.address),
                students::image.eq(image),
                students::birthdate.eq(fields.birthdate),
                students::category_id.eq(place.map(|p| &p.category_id)),
                students::level_id.eq(place.map(|p| &p.level_id)),
                students::section_id.eq(place.map(|p| &p.section_id)),
                (
                    students::parent_first_name.eq(&fields.parent_first_name),
                    students::parent_middle_name.eq(&fields.parent_middle_name),
                    students::parent_last_name.eq(&fields.parent_last_name),
                    students::parent_relationship.eq(&fields.relationship),
                    students::parent_email.eq(fields.parent_email.as_ref().map(|e| e.as_str())),
                    students::parent_phone.eq(fields.parent_phone.as_ref().map(|p| p.as_str())),
                    students::updated_at.eq(now()),
                ),
            ))
            .execute(conn)?;
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

/// Deletes students, all or none; their sessions and messages go too. Answers photos to remove.
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
        diesel::delete(messages::table.filter(messages::sender_id.eq_any(ids).or(messages::receiver_id.eq_any(ids))))
            .execute(conn)?;
        diesel::delete(students::table.filter(students::id.eq_any(ids))).execute(conn)?;
        let mut released = Vec::new();
        for image in found.into_iter().flatten() {
            released.extend(files::release_image(conn, Some(image))?);
        }
        Ok(released)
    })
}

/// Places a student without a section in a section.
pub fn add_to_section(
    conn: &mut Conn,
    student_id: &str,
    section_id: &str,
) -> Result<StudentProfile, StudentWriteError> {
    transaction(conn, |conn| {
        let current: Option<String> = students::table
            .find(student_id)
            .select(students::section_id)
            .first(conn)
            .optional()?
            .ok_or(StudentWriteError::Missing)?;
        let place = section_placement(conn, section_id)?.ok_or(StudentWriteError::UnknownSection)?;
        if current.is_some() {
            return Err(StudentWriteError::AlreadyPlaced);
        }
        diesel::update(students::table.find(student_id))
            .set((
                students::category_id.eq(&place.category_id),
                students::level_id.eq(&place.level_id),
                students::section_id.eq(&place.section_id),
                students::updated_at.eq(now()),
            ))
            .execute(conn)?;
        find(conn, student_id)?.ok_or(StudentWriteError::Missing)
    })
}

/// Moves students into a section (its level and category with it), all or none: the year-end
/// promotion of a section, or a few students changing class. Answers how many were moved.
pub fn move_to_section(conn: &mut Conn, ids: &[String], section_id: &str) -> Result<usize, StudentWriteError> {
    transaction(conn, |conn| {
        let place = section_placement(conn, section_id)?.ok_or(StudentWriteError::UnknownSection)?;
        let mut unique = ids.to_vec();
        unique.sort();
        unique.dedup();
        let found: i64 = students::table.filter(students::id.eq_any(&unique)).count().get_result(conn)?;
        if usize::try_from(found).ok() != Some(unique.len()) {
            return Err(StudentWriteError::Missing);
        }
        diesel::update(students::table.filter(students::id.eq_any(&unique)))
            .set((
                students::category_id.eq(&place.category_id),
                students::level_id.eq(&place.level_id),
                students::section_id.eq(&place.section_id),
                students::updated_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(unique.len())
    })
}

/// The ids of a section's students.
pub fn ids_in_section(conn: &mut Conn, section_id: &str) -> Result<Vec<String>, StudentWriteError> {
    if section_placement(conn, section_id)?.is_none() {
        return Err(StudentWriteError::UnknownSection);
    }
    Ok(students::table.filter(students::section_id.eq(section_id)).select(students::id).load(conn)?)
}

/// Takes a student out of their section, clearing category, level and section together.
pub fn remove_from_section(
    conn: &mut Conn,
    student_id: &str,
    section_id: &str,
) -> Result<StudentProfile, StudentWriteError> {
    transaction(conn, |conn| {
        let current: Option<String> = students::table
            .find(student_id)
            .select(students::section_id)
            .first(conn)
            .optional()?
            .ok_or(StudentWriteError::Missing)?;
        if section_placement(conn, section_id)?.is_none() {
            return Err(StudentWriteError::UnknownSection);
        }
        if current.as_deref() != Some(section_id) {
            return Err(StudentWriteError::NotInSection);
        }
        diesel::update(students::table.find(student_id))
            .set((
                students::category_id.eq(None::<String>),
                students::level_id.eq(None::<String>),
                students::section_id.eq(None::<String>),
                students::updated_at.eq(now()),
            ))
            .execute(conn)?;
        find(conn, student_id)?.ok_or(StudentWriteError::Missing)
    })
}
