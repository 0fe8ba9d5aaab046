//! Sign-in accounts of all three roles: credentials, profiles and passwords.

use std::collections::HashMap;

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;
use diesel::sql_types::{Bool, Date, Nullable, Text};
use lyceum_domain::Role;

use crate::db::{is_sqlite, on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::prepared::Statement;
use crate::schema::{admins, sections, sessions, students, subjects, teachers};
use crate::values::{new_id, now};

/// What sign-in needs to know about an account.
#[derive(Debug, Clone, Queryable)]
pub struct Credentials {
    /// The account's id.
    pub id: String,
    /// The bcrypt hash of its password.
    pub password_hash: String,
    /// True while the account still uses the password it was created with.
    pub must_change_password: bool,
}

/// Looks up the credentials of a `role` account by its (normalised) email.
pub fn credentials_by_email(conn: &mut Conn, role: Role, email: &str) -> Result<Option<Credentials>, StoreError> {
    let found = match role {
        Role::Admin => admins::table
            .filter(admins::email.eq(email))
            .select((admins::id, admins::password_hash, admins::must_change_password))
            .first(conn),
        Role::Teacher => teachers::table
            .filter(teachers::email.eq(email))
            .select((teachers::id, teachers::password_hash, teachers::must_change_password))
            .first(conn),
        Role::Student => students::table
            .filter(students::email.eq(email))
            .select((students::id, students::password_hash, students::must_change_password))
            .first(conn),
    };
    Ok(found.optional()?)
}

/// Looks up the credentials of a `role` account by id.
pub fn credentials_by_id(conn: &mut Conn, role: Role, id: &str) -> Result<Option<Credentials>, StoreError> {
    let found = match role {
        Role::Admin => {
            admins::table.find(id).select((admins::id, admins::password_hash, admins::must_change_password)).first(conn)
        }
        Role::Teacher => teachers::table
            .find(id)
            .select((teachers::id, teachers::password_hash, teachers::must_change_password))
            .first(conn),
        Role::Student => students::table
            .find(id)
            .select((students::id, students::password_hash, students::must_change_password))
            .first(conn),
    };
    Ok(found.optional()?)
}

/// True when any account of any role already signs in with `email`.
pub fn email_taken(conn: &mut Conn, email: &str) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    let taken = select(exists(admins::table.filter(admins::email.eq(email)))).get_result::<bool>(conn)?
        || select(exists(teachers::table.filter(teachers::email.eq(email)))).get_result::<bool>(conn)?
        || select(exists(students::table.filter(students::email.eq(email)))).get_result::<bool>(conn)?;
    Ok(taken)
}

/// Stores a password the user chose, lifts the must-change flag on the account and on the
/// session `kept` it was chosen in, and ends every other session of the account, all in one
/// transaction: whoever knew the old password is signed out everywhere else. Answers the
/// token hashes of the ended sessions, so their live sockets can be closed.
pub fn set_own_password(
    conn: &mut Conn,
    role: Role,
    id: &str,
    password_hash: &str,
    kept: &str,
) -> Result<Vec<String>, StoreError> {
    transaction(conn, |conn| {
        let updated = match role {
            Role::Admin => diesel::update(admins::table.find(id))
                .set((admins::password_hash.eq(password_hash), admins::must_change_password.eq(false)))
                .execute(conn)?,
            Role::Teacher => diesel::update(teachers::table.find(id))
                .set((teachers::password_hash.eq(password_hash), teachers::must_change_password.eq(false)))
                .execute(conn)?,
            Role::Student => diesel::update(students::table.find(id))
                .set((students::password_hash.eq(password_hash), students::must_change_password.eq(false)))
                .execute(conn)?,
        };
        if updated == 0 {
            return Err(StoreError::NotFound);
        }
        let others = sessions::table.filter(sessions::user_id.eq(id)).filter(sessions::token_hash.ne(kept));
        let ended: Vec<String> = others.select(sessions::token_hash).load(conn)?;
        diesel::delete(others).execute(conn)?;
        diesel::update(sessions::table.find(kept)).set(sessions::must_change_password.eq(false)).execute(conn)?;
        Ok(ended)
    })
}

/// An administrator account, without its password hash.
#[derive(Debug, Clone, Queryable)]
pub struct Admin {
    /// The account's id.
    pub id: String,
    /// Sign-in email.
    pub email: String,
    /// True while it still uses the password it was created with.
    pub must_change_password: bool,
}

/// How many administrators exist.
pub fn count_admins(conn: &mut Conn) -> Result<i64, StoreError> {
    Ok(admins::table.count().get_result(conn)?)
}

/// Creates an administrator; `Duplicate` when the email is taken by any account.
pub fn create_admin(
    conn: &mut Conn,
    email: &str,
    password_hash: &str,
    must_change_password: bool,
) -> Result<Admin, StoreError> {
    transaction(conn, |conn| {
        if email_taken(conn, email)? {
            return Err(StoreError::Duplicate);
        }
        let id = new_id();
        diesel::insert_into(admins::table)
            .values((
                admins::id.eq(&id),
                admins::email.eq(email),
                admins::password_hash.eq(password_hash),
                admins::must_change_password.eq(must_change_password),
                admins::created_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(Admin { id, email: email.to_owned(), must_change_password })
    })
}

/// An administrator by id.
pub fn find_admin(conn: &mut Conn, id: &str) -> Result<Option<Admin>, StoreError> {
    Ok(admins::table
        .find(id)
        .select((admins::id, admins::email, admins::must_change_password))
        .first(conn)
        .optional()?)
}

/// A teacher's own fields, without the password hash.
#[derive(Debug, Clone, Queryable, QueryableByName)]
#[diesel(table_name = teachers)]
pub struct Teacher {
    /// The teacher's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Phone number, digits only.
    pub phone: String,
    /// Sign-in email.
    pub email: String,
    /// True while the teacher still uses the default password.
    pub must_change_password: bool,
    /// Stored photo path, if any.
    pub image: Option<String>,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Home address.
    pub address: String,
    /// Video-meeting link.
    pub zoom_link: Option<String>,
    /// Video-meeting id.
    pub zoom_id: Option<String>,
    /// Video-meeting password.
    pub zoom_password: Option<String>,
    /// When the account was made.
    pub created_at: NaiveDateTime,
}

/// A teacher with the sections they advise and the subjects they teach, as `(id, name)` pairs.
#[derive(Debug, Clone)]
pub struct TeacherProfile {
    /// The teacher's own fields.
    pub teacher: Teacher,
    /// Sections this teacher advises.
    pub advisory: Vec<(String, String)>,
    /// Subjects this teacher teaches.
    pub classes: Vec<(String, String)>,
}

type TeacherColumns = (
    teachers::id,
    teachers::first_name,
    teachers::middle_name,
    teachers::last_name,
    teachers::phone,
    teachers::email,
    teachers::must_change_password,
    teachers::image,
    teachers::birthdate,
    teachers::address,
    teachers::zoom_link,
    teachers::zoom_id,
    teachers::zoom_password,
    teachers::created_at,
);

/// The columns that make a [`Teacher`].
pub const TEACHER_COLUMNS: TeacherColumns = (
    teachers::id,
    teachers::first_name,
    teachers::middle_name,
    teachers::last_name,
    teachers::phone,
    teachers::email,
    teachers::must_change_password,
    teachers::image,
    teachers::birthdate,
    teachers::address,
    teachers::zoom_link,
    teachers::zoom_id,
    teachers::zoom_password,
    teachers::created_at,
);

/// A teacher with their advisory sections and subjects.
pub fn find_teacher_profile(conn: &mut Conn, id: &str) -> Result<Option<TeacherProfile>, StoreError> {
    let Some(teacher) = teachers::table.find(id).select(TEACHER_COLUMNS).first::<Teacher>(conn).optional()? else {
        return Ok(None);
    };
    let advisory = sections::table
        .filter(sections::adviser_id.eq(id))
        .order(sections::name)
        .select((sections::id, sections::name))
        .load(conn)?;
    let classes = subjects::table
        .filter(subjects::teacher_id.eq(id))
        .order(subjects::name)
        .select((subjects::id, subjects::name))
        .load(conn)?;
    Ok(Some(TeacherProfile { teacher, advisory, classes }))
}

/// A student's own fields with the names of their category, level and section, as the
/// statements of [`crate::students`] name them.
#[derive(Debug, Clone, QueryableByName)]
pub struct StudentProfile {
    /// The student's id.
    #[diesel(sql_type = Text)]
    pub id: String,
    /// Given name.
    #[diesel(sql_type = Text)]
    pub first_name: String,
    /// Middle name, if any.
    #[diesel(sql_type = Nullable<Text>)]
    pub middle_name: Option<String>,
    /// Family name.
    #[diesel(sql_type = Text)]
    pub last_name: String,
    /// Sign-in email.
    #[diesel(sql_type = Text)]
    pub email: String,
    /// True while the student still uses the default password.
    #[diesel(sql_type = Bool)]
    pub must_change_password: bool,
    /// Home address.
    #[diesel(sql_type = Text)]
    pub address: String,
    /// Stored photo path, if any.
    #[diesel(sql_type = Nullable<Text>)]
    pub image: Option<String>,
    /// Date of birth.
    #[diesel(sql_type = Date)]
    pub birthdate: NaiveDate,
    /// Category id, when the student is placed.
    #[diesel(sql_type = Nullable<Text>)]
    pub category_id: Option<String>,
    /// Category name.
    #[diesel(sql_type = Nullable<Text>)]
    pub category: Option<String>,
    /// Level id.
    #[diesel(sql_type = Nullable<Text>)]
    pub level_id: Option<String>,
    /// Level name.
    #[diesel(sql_type = Nullable<Text>)]
    pub level: Option<String>,
    /// Section id.
    #[diesel(sql_type = Nullable<Text>)]
    pub section_id: Option<String>,
    /// Section name.
    #[diesel(sql_type = Nullable<Text>)]
    pub section: Option<String>,
    /// Parent or guardian's given name.
    #[diesel(sql_type = Text)]
    pub parent_first_name: String,
    /// Parent or guardian's middle name.
    #[diesel(sql_type = Nullable<Text>)]
    pub parent_middle_name: Option<String>,
    /// Parent or guardian's family name.
    #[diesel(sql_type = Text)]
    pub parent_last_name: String,
    /// How the parent or guardian is related to the student.
    #[diesel(sql_type = Text)]
    pub parent_relationship: String,
    /// Parent or guardian's email.
    #[diesel(sql_type = Nullable<Text>)]
    pub parent_email: Option<String>,
    /// Parent or guardian's phone number.
    #[diesel(sql_type = Nullable<Text>)]
    pub parent_phone: Option<String>,
}

/// A student with their placement's names, in one kept statement by primary key: every
/// signed-in student's page asks for it (`GET /api/session`).
pub fn find_student_profile(conn: &mut Conn, id: &str) -> Result<Option<StudentProfile>, StoreError> {
    crate::students::find(conn, id)
}

/// Every teacher with advisory sections and subjects, by last then first name, in three queries.
pub fn list_teacher_profiles(conn: &mut Conn) -> Result<Vec<TeacherProfile>, StoreError> {
    let teachers: Vec<Teacher> =
        teachers::table.order((teachers::last_name, teachers::first_name)).select(TEACHER_COLUMNS).load(conn)?;
    with_classes(conn, teachers, false)
}

/// A page of teachers with their advisory sections and subjects, in two more queries.
pub fn profiles_of(conn: &mut Conn, teachers: Vec<Teacher>) -> Result<Vec<TeacherProfile>, StoreError> {
    if teachers.is_empty() {
        return Ok(Vec::new());
    }
    with_classes(conn, teachers, true)
}

/// A section or subject of a teacher's, read by [`with_classes`].
#[derive(QueryableByName)]
struct Owned {
    #[diesel(sql_type = Text)]
    owner: String,
    #[diesel(sql_type = Text)]
    id: String,
    #[diesel(sql_type = Text)]
    name: String,
}

/// Adds advisory sections and subjects: those of these teachers only (`by_id`, for a page) or
/// of everyone (for the whole list, where binding every id would cost more).
fn with_classes(conn: &mut Conn, teachers: Vec<Teacher>, by_id: bool) -> Result<Vec<TeacherProfile>, StoreError> {
    let ids: Vec<&str> = teachers.iter().map(|t| t.id.as_str()).collect();
    let sqlite = is_sqlite(conn);
    let mut owned = |select: &str| -> Result<HashMap<String, Vec<(String, String)>>, StoreError> {
        let mut statement = Statement::new(select);
        if by_id {
            statement.sql(" IN ").id_set(sqlite, &ids);
        } else {
            statement.sql(" IS NOT NULL");
        }
        statement.sql(" ORDER BY name");
        let rows: Vec<Owned> = on_backend!(conn, |c| statement.load(c))?;
        let mut by_owner: HashMap<String, Vec<(String, String)>> = HashMap::new();
        for row in rows {
            by_owner.entry(row.owner).or_default().push((row.id, row.name));
        }
        Ok(by_owner)
    };
    let mut advisory = owned("SELECT adviser_id AS owner, id, name FROM sections WHERE adviser_id")?;
    let mut classes = owned("SELECT teacher_id AS owner, id, name FROM subjects WHERE teacher_id")?;
    Ok(teachers
        .into_iter()
        .map(|teacher| TeacherProfile {
            advisory: advisory.remove(&teacher.id).unwrap_or_default(),
            classes: classes.remove(&teacher.id).unwrap_or_default(),
            teacher,
        })
        .collect())
}

/// Someone a user can message: id, names and photo.
#[derive(Debug, Clone, Queryable)]
pub struct Person {
    /// The account's id.
    pub id: String,
    /// Given name.
    pub first_name: String,
    /// Middle name, if any.
    pub middle_name: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Stored photo path, if any.
    pub image: Option<String>,
}

/// Every teacher as a person to message, by last then first name.
pub fn list_teachers_as_people(conn: &mut Conn) -> Result<Vec<Person>, StoreError> {
    Ok(teachers::table
        .order((teachers::last_name, teachers::first_name))
        .select((teachers::id, teachers::first_name, teachers::middle_name, teachers::last_name, teachers::image))
        .load(conn)?)
}

/// Every student as a person to message, by last then first name.
pub fn list_students_as_people(conn: &mut Conn) -> Result<Vec<Person>, StoreError> {
    Ok(students::table
        .order((students::last_name, students::first_name))
        .select((students::id, students::first_name, students::middle_name, students::last_name, students::image))
        .load(conn)?)
}

/// The people among `ids` who hold accounts of `role` (teachers or students), in no set order.
pub fn people_by_ids(conn: &mut Conn, role: Role, ids: &[String]) -> Result<Vec<Person>, StoreError> {
    Ok(match role {
        Role::Teacher => teachers::table
            .filter(teachers::id.eq_any(ids))
            .select((teachers::id, teachers::first_name, teachers::middle_name, teachers::last_name, teachers::image))
            .load(conn)?,
        Role::Student => students::table
            .filter(students::id.eq_any(ids))
            .select((students::id, students::first_name, students::middle_name, students::last_name, students::image))
            .load(conn)?,
        Role::Admin => Vec::new(),
    })
}

/// Puts an account back on a starting password an administrator chose to reset it to: stores
/// the hash, sets the must-change flag and ends every session of the account, in one
/// transaction. Answers the token hashes of the ended sessions, so their live sockets can be
/// closed; `NotFound` when no such account exists.
pub fn reset_password(conn: &mut Conn, role: Role, id: &str, password_hash: &str) -> Result<Vec<String>, StoreError> {
    conn.transaction(|conn| {
        let updated = match role {
            Role::Admin => diesel::update(admins::table.find(id))
                .set((admins::password_hash.eq(password_hash), admins::must_change_password.eq(true)))
                .execute(conn)?,
            Role::Teacher => diesel::update(teachers::table.find(id))
                .set((teachers::password_hash.eq(password_hash), teachers::must_change_password.eq(true)))
                .execute(conn)?,
            Role::Student => diesel::update(students::table.find(id))
                .set((students::password_hash.eq(password_hash), students::must_change_password.eq(true)))
                .execute(conn)?,
        };
        if updated == 0 {
            return Err(StoreError::NotFound);
        }
        let all = sessions::table.filter(sessions::user_id.eq(id));
        let ended: Vec<String> = all.select(sessions::token_hash).load(conn)?;
        diesel::delete(all).execute(conn)?;
        Ok(ended)
    })
}
