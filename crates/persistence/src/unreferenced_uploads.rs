//! Uploads nothing refers to: every upload is stored at once, before the form that uses it is
//! sent, so a file that no row ever came to name (a form abandoned, or an upload made only to
//! fill the disk) is forgotten after a grace period. Also how much an account uploaded lately,
//! for the hourly cap.

use chrono::NaiveDateTime;
use diesel::dsl::{exists, select};
use diesel::prelude::*;

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{
    announcement_files, archived_students, assignment_files, excuses, guardians, news, newsletters, section_files,
    students, subject_files, submission_files, teachers, uploads,
};

/// Every place a row names a stored file: photos of teachers, students and guardians, the photo
/// of a guardian's absence note, a news item's image (and, should the editor ever allow images in the text, the text itself), a newsletter's
/// file, a section's lesson guides, a subject's files, its classwork's and the students' work on it, and a teacher's announcement's.
pub fn is_referred_to(conn: &mut Conn, path: &str) -> Result<bool, StoreError> {
    let named = select(exists(teachers::table.filter(teachers::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(students::table.filter(students::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(guardians::table.filter(guardians::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(excuses::table.filter(excuses::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(archived_students::table.filter(archived_students::image.eq(path))))
            .get_result::<bool>(conn)?
        || select(exists(news::table.filter(news::image.eq(path)))).get_result::<bool>(conn)?
        || select(exists(news::table.filter(news::text.like(format!("%{path}%"))))).get_result::<bool>(conn)?
        || select(exists(newsletters::table.filter(newsletters::file.eq(path)))).get_result::<bool>(conn)?
        || select(exists(section_files::table.filter(section_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(subject_files::table.filter(subject_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(assignment_files::table.filter(assignment_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(submission_files::table.filter(submission_files::path.eq(path)))).get_result::<bool>(conn)?
        || select(exists(announcement_files::table.filter(announcement_files::path.eq(path))))
            .get_result::<bool>(conn)?;
    Ok(named)
}

/// Forgets at most `limit` uploads made before `uploaded_before` that nothing refers to, and
/// answers their paths, for the caller to remove from disk once this has committed. Each is
/// checked against every referring table inside the deleting transaction, at sweep time, so
/// several servers sweeping one folder never take a file a row names: a row attaching it that
/// commits first is seen, and on PostgreSQL one still committing holds the upload's row (a
/// foreign key) until it does, which fails this sweep rather than the attachment.
pub fn forget_unreferenced(
    conn: &mut Conn,
    uploaded_before: NaiveDateTime,
    limit: i64,
) -> Result<Vec<String>, StoreError> {
    transaction(conn, |conn| {
        let old: Vec<String> = uploads::table
            .filter(uploads::created_at.lt(uploaded_before))
            .order(uploads::created_at.asc())
            .select(uploads::path)
            .limit(limit)
            .load(conn)?;
        let mut forgotten = Vec::new();
        for path in old {
            if !is_referred_to(conn, &path)? {
                diesel::delete(uploads::table.find(&path).filter(uploads::created_at.lt(uploaded_before)))
                    .execute(conn)?;
                forgotten.push(path);
            }
        }
        Ok(forgotten)
    })
}

/// Bytes `uploader_id` uploaded since `since` that are still stored. Summed here rather than
/// in SQL, where the two backends answer `SUM` of a bigint in different types; an hour's
/// uploads of one account are few.
pub fn uploaded_since(conn: &mut Conn, uploader_id: &str, since: NaiveDateTime) -> Result<i64, StoreError> {
    let sizes: Vec<i64> = uploads::table
        .filter(uploads::uploader_id.eq(uploader_id))
        .filter(uploads::created_at.ge(since))
        .select(uploads::size_bytes)
        .load(conn)?;
    Ok(sizes.into_iter().sum())
}
