//! Uploaded files: their records, who may see them, and what refers to them.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{
    archived_students, assignment_files, assignments, guardian_students, guardians, news, newsletters, section_files,
    sections, students, subject_files, subjects, submission_files, submissions, teachers, uploads,
};

/// One uploaded file.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = uploads)]
pub struct Upload {
    /// The path it is served at, e.g. `/api/files/newsletters/<uuid>.pdf`; the key.
    pub path: String,
    /// Its folder: `images`, `newsletters`, `sections` or `subjects`.
    pub kind: String,
    /// The name it had on the uploader's computer, for display and download.
    pub original_name: String,
    /// Its type, decided from its content.
    pub content_type: String,
    /// Its size in bytes.
    pub size_bytes: i64,
    /// The uploader's role.
    pub uploader_role: String,
    /// The uploader's id.
    pub uploader_id: String,
    /// When it was uploaded.
    pub created_at: NaiveDateTime,
}

/// Records an upload.
pub fn insert(conn: &mut Conn, upload: &Upload) -> Result<(), StoreError> {
    diesel::insert_into(uploads::table).values(upload).execute(conn)?;
    Ok(())
}

/// The upload served at `path`.
pub fn find(conn: &mut Conn, path: &str) -> Result<Option<Upload>, StoreError> {
    Ok(uploads::table.find(path).first(conn).optional()?)
}

/// Forgets uploads (their files are removed by the caller once this commits).
pub fn delete(conn: &mut Conn, paths: &[String]) -> Result<usize, StoreError> {
    Ok(diesel::delete(uploads::table.filter(uploads::path.eq_any(paths))).execute(conn)?)
}

/// The sections a section file belongs to, each with its adviser.
pub fn section_file_owners(conn: &mut Conn, path: &str) -> Result<Vec<(String, Option<String>)>, StoreError> {
    Ok(section_files::table
        .inner_join(sections::table)
        .filter(section_files::path.eq(path))
        .select((sections::id, sections::adviser_id))
        .load(conn)?)
}

/// The subjects a subject file belongs to, itself or through a piece of their classwork, each
/// with its section and teacher.
pub fn subject_file_owners(conn: &mut Conn, path: &str) -> Result<Vec<(String, Option<String>)>, StoreError> {
    let mut owners: Vec<(String, Option<String>)> = subject_files::table
        .inner_join(subjects::table)
        .filter(subject_files::path.eq(path))
        .select((subjects::section_id, subjects::teacher_id))
        .load(conn)?;
    owners.extend(
        assignment_files::table
            .inner_join(assignments::table.inner_join(subjects::table))
            .filter(assignment_files::path.eq(path))
            .select((subjects::section_id, subjects::teacher_id))
            .load::<(String, Option<String>)>(conn)?,
    );
    Ok(owners)
}

/// Whose work a file of a student's work is: the student, their guardians, and the teacher of
/// the piece's subject; none when no work holds it.
pub fn work_file_readers(conn: &mut Conn, path: &str) -> Result<Option<WorkReaders>, StoreError> {
    let found: Option<(String, Option<String>)> = submission_files::table
        .inner_join(submissions::table.inner_join(assignments::table.inner_join(subjects::table)))
        .filter(submission_files::path.eq(path))
        .select((submissions::student_id, subjects::teacher_id))
        .first(conn)
        .optional()?;
    let Some((student, teacher)) = found else { return Ok(None) };
    let guardians: Vec<String> = guardian_students::table
        .filter(guardian_students::student_id.eq(&student))
        .select(guardian_students::guardian_id)
        .load(conn)?;
    Ok(Some(WorkReaders { student, teacher, guardians }))
}

/// The announcements a stored file is attached to, each as where it went: its section, its
/// teacher, and whether to the section's students and to their guardians.
pub fn announcement_file_places(conn: &mut Conn, path: &str) -> Result<Vec<AnnouncementPlace>, StoreError> {
    use crate::schema::{announcement_files, announcements};
    let rows: Vec<(String, String, bool, bool)> = announcement_files::table
        .inner_join(announcements::table)
        .filter(announcement_files::path.eq(path))
        .select((
            announcements::section_id,
            announcements::teacher_id,
            announcements::to_students,
            announcements::to_guardians,
        ))
        .load(conn)?;
    Ok(rows
        .into_iter()
        .map(|(section, teacher, to_students, to_guardians)| AnnouncementPlace {
            section,
            teacher,
            to_students,
            to_guardians,
        })
        .collect())
}

/// Where an announcement holding a file went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AnnouncementPlace {
    /// Its section.
    pub section: String,
    /// The teacher who posted it.
    pub teacher: String,
    /// Whether the section's students got it.
    pub to_students: bool,
    /// Whether their guardians got it.
    pub to_guardians: bool,
}

/// True when one of the guardian's children is in `section`.
pub fn guardian_has_child_in(conn: &mut Conn, guardian: &str, section: &str) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    Ok(select(exists(
        guardian_students::table
            .inner_join(students::table)
            .filter(guardian_students::guardian_id.eq(guardian))
            .filter(students::section_id.eq(section)),
    ))
    .get_result(conn)?)
}

/// Who besides administrators may read a file of a student's work.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WorkReaders {
    /// The student whose work it is.
    pub student: String,
    /// The teacher of the piece's subject.
    pub teacher: Option<String>,
    /// The student's guardians.
    pub guardians: Vec<String>,
}

/// The section a student belongs to, if any.
pub fn section_of_student(conn: &mut Conn, student_id: &str) -> Result<Option<String>, StoreError> {
    Ok(students::table
        .find(student_id)
        .select(students::section_id)
        .first::<Option<String>>(conn)
        .optional()?
        .flatten())
}

/// True when a photo or news item still shows this image.
pub fn image_in_use(conn: &mut Conn, path: &str) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    Ok(select(exists(news::table.filter(news::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(teachers::table.filter(teachers::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(students::table.filter(students::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(guardians::table.filter(guardians::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(archived_students::table.filter(archived_students::image.eq(path))))
            .get_result::<bool>(conn)?)
}

/// True when a newsletter already uses this file.
pub fn newsletter_file_in_use(conn: &mut Conn, path: &str) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    Ok(select(exists(newsletters::table.filter(newsletters::file.eq(path)))).get_result::<bool>(conn)?)
}

/// Forgets an image that no photo or news item shows any more; answers its path so the
/// caller removes it from disk once the transaction commits.
pub fn release_image(conn: &mut Conn, image: Option<String>) -> Result<Option<String>, StoreError> {
    match image {
        Some(path) if !image_in_use(conn, &path)? => {
            delete(conn, std::slice::from_ref(&path))?;
            Ok(Some(path))
        }
        _ => Ok(None),
    }
}

/// True when the subject file `path` belongs to nothing its students see at `at`: attached only
/// to classwork that has not appeared yet.
pub fn unseen_classwork_file(conn: &mut Conn, path: &str, at: chrono::NaiveDateTime) -> Result<bool, StoreError> {
    use diesel::dsl::{exists, select};
    let as_subject_file: bool =
        select(exists(subject_files::table.filter(subject_files::path.eq(path)))).get_result(conn)?;
    let appeared = select(exists(
        assignment_files::table
            .inner_join(assignments::table)
            .filter(assignment_files::path.eq(path))
            .filter(assignments::appears_at.le(at)),
    ))
    .get_result::<bool>(conn)?;
    Ok(!as_subject_file && !appeared)
}
