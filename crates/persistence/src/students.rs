//! Student accounts: paged search, writes, and section membership. A student's category,
//! level and section always agree: they are set and cleared together.

use diesel::prelude::*;
use lyceum_domain::StudentFields;

use crate::accounts::{email_taken, StudentProfile};
use crate::classes::ClassError;
use crate::schema::{categories, levels, messages, sections, sessions, students};
use crate::{files, new_id, now, Conn, StoreError};

use crate::listing::{self, IdQuery, List, SearchWords};
use crate::sql::{like_pattern, lower};

/// The columns of a [`StudentProfile`]: the student's own and their placement's names (students
/// left-joined with categories, levels and sections).
macro_rules! profile_columns {
    () => {
        (
            students::id,
            students::first_name,
            students::middle_name,
            students::last_name,
            students::email,
            students::must_change_password,
            students::address,
            students::image,
            students::birthdate,
            students::category_id,
            categories::name.nullable(),
            students::level_id,
            levels::name.nullable(),
            students::section_id,
            sections::name.nullable(),
            students::parent_first_name,
            students::parent_middle_name,
            students::parent_last_name,
            students::parent_relationship,
            students::parent_email,
            students::parent_phone,
        )
    };
}
pub(crate) use profile_columns;

/// Which students to list.
#[derive(Debug, Clone, Default)]
pub struct StudentFilter {
    /// Only this student.
    pub id: Option<String>,
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

/// Largest page read id-first (its ids are bound as parameters).
const MAX_PAGE: i64 = 1000;

macro_rules! filtered {
    ($query:expr, $filter:expr) => {{
        let mut query = $query;
        if let Some(id) = &$filter.id {
            query = query.filter(students::id.eq(id.clone()));
        }
        if $filter.unplaced_only {
            query = query.filter(students::section_id.is_null());
        }
        if let Some(term) = $filter.search.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            for word in term.split_whitespace() {
                let pattern = like_pattern(word);
                query = query.filter(
                    lower(students::first_name)
                        .like(pattern.clone())
                        .escape('\\')
                        .or(lower(students::last_name).like(pattern.clone()).escape('\\'))
                        .or(students::email.like(pattern).escape('\\')),
                );
            }
        }
        query
    }};
}

/// Students matching `filter`, a page at a time, searched and paged in SQL.
pub fn list(conn: &mut Conn, filter: &StudentFilter) -> Result<StudentPage, StoreError> {
    let joined = students::table
        .left_join(categories::table.on(students::category_id.eq(categories::id.nullable())))
        .left_join(levels::table.on(students::level_id.eq(levels::id.nullable())))
        .left_join(sections::table.on(students::section_id.eq(sections::id.nullable())))
        .into_boxed();
    let (total, query) = if filter.id.is_some() || filter.limit > MAX_PAGE {
        let total: i64 = filtered!(students::table.into_boxed(), filter).count().get_result(conn)?;
        (total, filtered!(joined, filter).offset(filter.offset).limit(filter.limit))
    } else {
        // A page's ids come first, read in list order off an index however deep the page;
        // only those rows are joined with their placement.
        let (total, page_ids) = page_ids(conn, filter)?;
        (total, joined.filter(students::id.eq_any(page_ids)))
    };
    let rows =
        query.order((students::last_name, students::first_name, students::id)).select(profile_columns!()).load(conn)?;
    Ok(StudentPage { students: rows, total })
}

/// How many students match `filter` and the ids of its page. Unsearched lists take their
/// count from `list_stats` and start from a remembered boundary near the page; searches on
/// SQLite ask the trigram index which students hold the longer words; PostgreSQL's trigram
/// indexes serve the `LIKE` filters themselves.
fn page_ids(conn: &mut Conn, filter: &StudentFilter) -> Result<(i64, Vec<String>), StoreError> {
    let list = if filter.unplaced_only { List::UnplacedStudents } else { List::Students };
    let mut query = IdQuery {
        table: "students",
        order: list.order(),
        descending: false,
        unplaced_only: filter.unplaced_only,
        from: None,
        fts: None,
        walk_in_order: false,
        like_words: Vec::new(),
        sqlite_index: filter.unplaced_only.then_some("students_unplaced_by_name"),
        offset: filter.offset,
        limit: filter.limit,
    };
    let total = match SearchWords::parse(filter.search.as_deref()) {
        None => {
            let stats = listing::stats(conn, list)?;
            let seek = listing::seek(conn, list, stats, filter.offset)?;
            query.from = seek.from;
            query.offset = seek.skip;
            stats.total
        }
        Some(words) if words.matches_nothing => 0,
        Some(words) => match words.fts_query().filter(|_| listing::is_sqlite(conn)) {
            Some(fts) => {
                let found = listing::fts_count(conn, "students_search", &fts)?;
                let rows_in_list = listing::stats(conn, list)?.total;
                query.walk_in_order = listing::walk_in_order(filter.offset + filter.limit, rows_in_list, found);
                query.fts = Some(("students_search", fts));
                query.like_words = words.short;
                if filter.unplaced_only || !query.like_words.is_empty() {
                    listing::count(conn, &query, rows_in_list < found.saturating_mul(2))?
                } else {
                    found
                }
            }
            None => {
                query.like_words = words.all();
                listing::count(conn, &query, false)?
            }
        },
    };
    if filter.offset >= total || filter.limit <= 0 {
        return Ok((total, Vec::new()));
    }
    Ok((total, listing::ids(conn, &query)?))
}

/// One student with their placement's names.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<StudentProfile>, StoreError> {
    let filter = StudentFilter { id: Some(id.to_owned()), limit: 1, ..StudentFilter::default() };
    Ok(list(conn, &filter)?.students.pop())
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
    crate::transaction(conn, |conn| {
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
    crate::transaction(conn, |conn| {
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
    crate::transaction(conn, |conn| {
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
    crate::transaction(conn, |conn| {
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
    crate::transaction(conn, |conn| {
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
    crate::transaction(conn, |conn| {
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
    crate::transaction(conn, |conn| {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_terms_match_literally() {
        assert_eq!(like_pattern(" Ma_ria% "), "%ma\\_ria\\%%");
        assert_eq!(like_pattern("a\\b"), "%a\\\\b%");
    }
}
