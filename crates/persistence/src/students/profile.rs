//! A student's profile (their own fields with the names of the category, level and section
//! they are placed in), read one at a time or as the admin's list, searched and paged in SQL.

use chrono::NaiveDate;
use diesel::dsl;
use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::listing::{self, List};
use crate::raw_sql::id_set::IdSet;
use crate::schema::{categories, levels, sections, students};

/// A student's own fields with the names of their category, level and section.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = students, check_for_backend(diesel::sqlite::Sqlite, diesel::pg::Pg))]
pub struct StudentProfile {
    /// The student's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Sign-in email.
    pub email: String,
    /// True while the student still uses the default password.
    pub must_change_password: bool,
    /// Home address.
    pub address: String,
    /// Stored photo path, if any.
    pub image: Option<String>,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Category id, when the student is placed.
    pub category_id: Option<String>,
    /// Category name.
    #[diesel(select_expression = categories::name.nullable())]
    #[diesel(select_expression_type = dsl::Nullable<categories::name>)]
    pub category: Option<String>,
    /// Level id.
    pub level_id: Option<String>,
    /// Level name.
    #[diesel(select_expression = levels::name.nullable())]
    #[diesel(select_expression_type = dsl::Nullable<levels::name>)]
    pub level: Option<String>,
    /// Section id.
    pub section_id: Option<String>,
    /// Section name.
    #[diesel(select_expression = sections::name.nullable())]
    #[diesel(select_expression_type = dsl::Nullable<sections::name>)]
    pub section: Option<String>,
    /// Parent or guardian's given name.
    pub parent_first_name: String,
    /// Parent or guardian's middle name.
    pub parent_middle_name: Option<String>,
    /// Parent or guardian's family name.
    pub parent_last_name: String,
    /// How the parent or guardian is related to the student.
    pub parent_relationship: String,
    /// Parent or guardian's email.
    pub parent_email: Option<String>,
    /// Parent or guardian's phone number.
    pub parent_phone: Option<String>,
}

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
        let students = in_list_order(conn, filter.offset, filter.limit)?;
        return Ok(StudentPage { students, total });
    }
    // A page's ids come first, read in list order off an index however deep the page; only
    // those rows are joined with their placement.
    let list = if filter.unplaced_only { List::UnplacedStudents } else { List::Students };
    let (total, ids) = listing::page_ids(conn, list, filter.search.as_deref(), filter.offset, filter.limit, false)?;
    Ok(StudentPage { students: by_id(conn, &ids)?, total })
}

/// Students joined with the category, level and section they are placed in (none for a
/// student without a section): what [`StudentProfile`] is selected from.
#[dsl::auto_type]
fn with_placement() -> _ {
    students::table
        .left_join(categories::table.on(categories::id.nullable().eq(students::category_id)))
        .left_join(levels::table.on(levels::id.nullable().eq(students::level_id)))
        .left_join(sections::table.on(sections::id.nullable().eq(students::section_id)))
}

/// One student with their placement's names, in one statement kept by the connection: every
/// signed-in student's page asks for it (`GET /api/session`). Loaded without `LIMIT`, which
/// SQLite would otherwise make it prepare again.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<StudentProfile>, StoreError> {
    let mut rows: Vec<StudentProfile> = on_backend!(conn, |c| with_placement()
        .filter(students::id.eq(id))
        .select(StudentProfile::as_select())
        .load(c))?;
    Ok(rows.pop())
}

/// The profiles of `ids`, in that order, in one statement kept for every page.
pub fn by_id(conn: &mut Conn, ids: &[String]) -> Result<Vec<StudentProfile>, StoreError> {
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let set = IdSet::new(ids);
    let rows: Vec<StudentProfile> = on_backend!(conn, |c| with_placement()
        .filter(set.contains(students::id))
        .select(StudentProfile::as_select())
        .load(c))?;
    Ok(listing::in_order_of(ids, rows, |row| &row.id))
}

/// Rows `offset..offset + limit` of every student, by last name, first name and id, in one
/// statement (the unpaged list, exports).
fn in_list_order(conn: &mut Conn, offset: i64, limit: i64) -> Result<Vec<StudentProfile>, StoreError> {
    Ok(on_backend!(conn, |c| with_placement()
        .order((students::last_name, students::first_name, students::id))
        .limit(limit.max(0))
        .offset(offset.max(0))
        .select(StudentProfile::as_select())
        .load(c))?)
}

/// Every student of a section, by last name, first name and id: the section's class list.
pub fn in_section(conn: &mut Conn, section_id: &str) -> Result<Vec<StudentProfile>, StoreError> {
    Ok(on_backend!(conn, |c| with_placement()
        .filter(students::section_id.eq(section_id))
        .order((students::last_name, students::first_name, students::id))
        .select(StudentProfile::as_select())
        .load(c))?)
}
