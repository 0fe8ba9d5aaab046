//! Report card jobs: a school year's cards (the whole school's, or a section's) made in the
//! background, one PDF per section. A server's worker claims the oldest queued job, or one left
//! running whose heartbeat went quiet (its server stopped), records each section's file as it
//! is written, and ends the job done or failed. The claim is one conditional update, so two
//! servers never take the same job.

use std::collections::HashMap;

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{levels, report_card_files, report_card_jobs, school_years, sections};
use crate::values::{new_id, now};

/// A job as the list shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Job {
    /// Its id.
    pub id: String,
    /// The school year's id and name.
    pub year: (String, String),
    /// The section's id and "level section" name, when the job is for one section.
    pub section: Option<(String, String)>,
    /// `a4` or `letter`.
    pub paper: String,
    /// `queued`, `running`, `done` or `failed`.
    pub status: String,
    /// Students whose cards are written.
    pub done: i32,
    /// Students to write.
    pub total: i32,
    /// Why it failed.
    pub error: Option<String>,
    /// When it was asked for.
    pub created_at: NaiveDateTime,
    /// When it ended.
    pub finished_at: Option<NaiveDateTime>,
    /// Its files so far.
    pub files: Vec<JobFile>,
}

/// A section's PDF written by a job.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JobFile {
    /// The section's id.
    pub section_id: String,
    /// The file's name.
    pub name: String,
    /// Students in it.
    pub students: i32,
    /// Its size.
    pub bytes: i64,
}

/// A job a worker has taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claimed {
    /// Its id.
    pub id: String,
    /// The school year's id.
    pub year_id: String,
    /// The one section, or every section.
    pub section_id: Option<String>,
    /// `a4` or `letter`.
    pub paper: String,
}

/// Queues a job; answers its id.
pub fn create(
    conn: &mut Conn,
    year_id: &str,
    section_id: Option<&str>,
    paper: &str,
    students_total: i64,
    requested_by: &str,
) -> Result<String, StoreError> {
    let id = new_id();
    diesel::insert_into(report_card_jobs::table)
        .values((
            report_card_jobs::id.eq(&id),
            report_card_jobs::school_year_id.eq(year_id),
            report_card_jobs::section_id.eq(section_id),
            report_card_jobs::paper.eq(paper),
            report_card_jobs::status.eq("queued"),
            report_card_jobs::students_total.eq(i32::try_from(students_total).unwrap_or(i32::MAX)),
            report_card_jobs::requested_by_id.eq(requested_by),
            report_card_jobs::created_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(id)
}

/// The latest `limit` jobs, latest first, with their files.
pub fn latest(conn: &mut Conn, limit: i64) -> Result<Vec<Job>, StoreError> {
    type Row = (String, String, String, Option<String>, String, String, i32, i32, Option<String>);
    let rows: Vec<(Row, NaiveDateTime, Option<NaiveDateTime>)> = report_card_jobs::table
        .inner_join(school_years::table)
        .order((report_card_jobs::created_at.desc(), report_card_jobs::id.desc()))
        .limit(limit)
        .select((
            (
                report_card_jobs::id,
                school_years::id,
                school_years::name,
                report_card_jobs::section_id,
                report_card_jobs::paper,
                report_card_jobs::status,
                report_card_jobs::students_done,
                report_card_jobs::students_total,
                report_card_jobs::error,
            ),
            report_card_jobs::created_at,
            report_card_jobs::finished_at,
        ))
        .load(conn)?;
    let ids: Vec<&str> = rows.iter().map(|(row, _, _)| row.0.as_str()).collect();
    let mut files: HashMap<String, Vec<JobFile>> = HashMap::new();
    let file_rows: Vec<(String, String, String, i32, i64)> = report_card_files::table
        .filter(report_card_files::job_id.eq_any(&ids))
        .order(report_card_files::name)
        .select((
            report_card_files::job_id,
            report_card_files::section_id,
            report_card_files::name,
            report_card_files::students,
            report_card_files::bytes,
        ))
        .load(conn)?;
    for (job, section_id, name, students, bytes) in file_rows {
        files.entry(job).or_default().push(JobFile { section_id, name, students, bytes });
    }
    let section_ids: Vec<&str> = rows.iter().filter_map(|(row, _, _)| row.3.as_deref()).collect();
    let names: HashMap<String, String> = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq_any(&section_ids))
        .select((sections::id, levels::name, sections::name))
        .load::<(String, String, String)>(conn)?
        .into_iter()
        .map(|(id, level, section)| (id, format!("{level} {section}")))
        .collect();
    Ok(rows
        .into_iter()
        .map(|((id, year_id, year, section, paper, status, done, total, error), created_at, finished_at)| Job {
            files: files.remove(&id).unwrap_or_default(),
            section: section.map(|section| {
                let name = names.get(&section).cloned().unwrap_or_default();
                (section, name)
            }),
            id,
            year: (year_id, year),
            paper,
            status,
            done,
            total,
            error,
            created_at,
            finished_at,
        })
        .collect())
}

/// Takes the oldest queued job, or a running one whose heartbeat is older than `stale_before`,
/// for `worker`; its done count restarts from the files already written. `None` when there is
/// nothing to do, or another server took it first.
pub fn claim(conn: &mut Conn, worker: &str, stale_before: NaiveDateTime) -> Result<Option<Claimed>, StoreError> {
    let takeable = report_card_jobs::status
        .eq("queued")
        .or(report_card_jobs::status.eq("running").and(report_card_jobs::heartbeat_at.lt(stale_before)));
    let candidate: Option<(String, String, Option<String>, String)> = report_card_jobs::table
        .filter(takeable)
        .order((report_card_jobs::created_at, report_card_jobs::id))
        .select((
            report_card_jobs::id,
            report_card_jobs::school_year_id,
            report_card_jobs::section_id,
            report_card_jobs::paper,
        ))
        .first(conn)
        .optional()?;
    let Some((id, year_id, section_id, paper)) = candidate else { return Ok(None) };
    let done: Option<i64> = report_card_files::table
        .filter(report_card_files::job_id.eq(&id))
        .select(diesel::dsl::sum(report_card_files::students))
        .first(conn)?;
    let taken = diesel::update(report_card_jobs::table.find(&id).filter(takeable))
        .set((
            report_card_jobs::status.eq("running"),
            report_card_jobs::worker.eq(worker),
            report_card_jobs::heartbeat_at.eq(now()),
            report_card_jobs::students_done.eq(i32::try_from(done.unwrap_or(0)).unwrap_or(i32::MAX)),
        ))
        .execute(conn)?;
    Ok((taken == 1).then_some(Claimed { id, year_id, section_id, paper }))
}

/// The sections whose files the job has already written.
pub fn sections_done(conn: &mut Conn, job_id: &str) -> Result<Vec<String>, StoreError> {
    Ok(report_card_files::table
        .filter(report_card_files::job_id.eq(job_id))
        .select(report_card_files::section_id)
        .load(conn)?)
}

/// Sets how many students the job covers.
pub fn set_total(conn: &mut Conn, job_id: &str, total: i64) -> Result<(), StoreError> {
    diesel::update(report_card_jobs::table.find(job_id))
        .set(report_card_jobs::students_total.eq(i32::try_from(total).unwrap_or(i32::MAX)))
        .execute(conn)?;
    Ok(())
}

/// Records a section's file written, counts its students done and beats the heart.
pub fn record_file(conn: &mut Conn, job_id: &str, file: &JobFile) -> Result<(), StoreError> {
    crate::transaction(conn, |conn| {
        diesel::insert_into(report_card_files::table)
            .values((
                report_card_files::job_id.eq(job_id),
                report_card_files::section_id.eq(&file.section_id),
                report_card_files::name.eq(&file.name),
                report_card_files::students.eq(file.students),
                report_card_files::bytes.eq(file.bytes),
            ))
            .execute(conn)?;
        diesel::update(report_card_jobs::table.find(job_id))
            .set((
                report_card_jobs::students_done.eq(report_card_jobs::students_done + file.students),
                report_card_jobs::heartbeat_at.eq(now()),
            ))
            .execute(conn)?;
        Ok(())
    })
}

/// Ends the job: done, or failed with `error`.
pub fn finish(conn: &mut Conn, job_id: &str, error: Option<&str>) -> Result<(), StoreError> {
    let status = if error.is_some() { "failed" } else { "done" };
    diesel::update(report_card_jobs::table.find(job_id))
        .set((
            report_card_jobs::status.eq(status),
            report_card_jobs::error.eq(error),
            report_card_jobs::finished_at.eq(now()),
            report_card_jobs::heartbeat_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}

/// A job's file of a section, when written.
pub fn file(conn: &mut Conn, job_id: &str, section_id: &str) -> Result<Option<JobFile>, StoreError> {
    Ok(report_card_files::table
        .filter(report_card_files::job_id.eq(job_id))
        .filter(report_card_files::section_id.eq(section_id))
        .select((
            report_card_files::section_id,
            report_card_files::name,
            report_card_files::students,
            report_card_files::bytes,
        ))
        .first::<(String, String, i32, i64)>(conn)
        .optional()?
        .map(|(section_id, name, students, bytes)| JobFile { section_id, name, students, bytes }))
}
