//! The report card worker: one per server, started with it. It takes the oldest queued job (or
//! one left running by a server that stopped: its heartbeat is over a minute old), writes a
//! PDF per section under `report-cards/<job id>/` in the uploads folder, records each file with
//! the students done (which beats the job's heart), and ends the job done or failed. A job
//! taken up again skips the sections whose files are recorded. One section is in memory at a
//! time, on a blocking thread, so the server's workers never wait on it.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use lyceum_persistence::report_cards::jobs::{self, Claimed, Job, JobFile};
use lyceum_persistence::report_cards::{self as facts, settings};
use lyceum_persistence::{school_years, Conn, Database, StoreError};
use tokio::sync::Notify;

use super::files::{card_settings, section_file};
use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// How often the worker looks for a job when not woken (jobs queued on another server).
const POLL: Duration = Duration::from_secs(2);
/// A running job whose heartbeat is older than this is taken up by another worker.
const STALE_AFTER: chrono::Duration = chrono::Duration::seconds(60);

/// Wakes this process's workers when a job is queued.
static QUEUED: Notify = Notify::const_new();

/// Tells the workers a job was queued.
pub fn wake_workers() {
    QUEUED.notify_waiters();
}

/// Why a job stopped before its end.
#[derive(Debug, thiserror::Error)]
pub enum JobError {
    /// The storage failed.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A file could not be written.
    #[error("a report card file could not be written: {0}")]
    Io(#[from] std::io::Error),
    /// What the job names is gone.
    #[error("{0}")]
    Gone(&'static str),
    /// The server is stopping: the job stays running, for a worker to take up again.
    #[error("the server is stopping")]
    Stopped,
}

/// The folder of a job's files.
pub fn job_dir(uploads_dir: &Path, job_id: &str) -> PathBuf {
    uploads_dir.join("report-cards").join(job_id)
}

/// Whether the server is stopping, asked between sections.
pub type Stopping = Arc<dyn Fn() -> bool + Send + Sync>;

/// Queues the report cards of the year `year_id`, for the section `section_id` or the whole
/// school, on the paper the settings say, `by` an administrator; logged in the same transaction.
/// Answers the job as listed (none if it cannot be read back); wake the workers after.
pub fn request(
    conn: &mut Conn,
    actor: &Actor,
    year_id: &str,
    section_id: Option<&str>,
    by: &str,
) -> Result<Option<Job>, Refusal> {
    let not_found = |message: &str| Refusal::NotFound(message.to_owned());
    audited(conn, |conn| {
        let year = school_years::find(conn, year_id)?.ok_or_else(|| not_found("This school year does not exist."))?;
        let counts = facts::sections_with_students(conn)?;
        let (name, total) = match section_id {
            Some(id) => {
                let head = facts::section_head(conn, id)?.ok_or_else(|| not_found("This section does not exist."))?;
                let total = counts.iter().find(|(counted, _)| counted == id).map_or(0, |(_, n)| *n);
                (format!("{} {}", head.level, head.name), total)
            }
            None => ("the whole school".to_owned(), counts.iter().map(|(_, n)| n).sum()),
        };
        let paper = settings::read(conn)?.paper;
        let id = jobs::create(conn, &year.year.id, section_id, &paper, total, by)?;
        let job = jobs::latest(conn, LISTED)?.into_iter().find(|job| job.id == id);
        let detail = format!("{name}, {}", year.year.name);
        let entry = Entry::by(actor.clone(), "report cards requested").on("report card job", id).detail(detail);
        Ok((job, vec![entry]))
    })
}

/// How many of the latest jobs are listed.
pub const LISTED: i64 = 20;

/// Runs as long as the server; never returns. Jobs write under `uploads_dir`; once `stopping`
/// says so, the worker leaves the job it is on for a later run and takes no other.
pub async fn work_on_report_card_jobs(db: Database, uploads_dir: PathBuf, stopping: Stopping) {
    let worker = lyceum_persistence::new_id();
    loop {
        tokio::select! {
            () = QUEUED.notified() => {}
            () = tokio::time::sleep(POLL) => {}
        }
        loop {
            if stopping() {
                return std::future::pending().await;
            }
            let (db, uploads_dir, stopping, worker) =
                (db.clone(), uploads_dir.clone(), stopping.clone(), worker.clone());
            match tokio::task::spawn_blocking(move || run_next(&db, &uploads_dir, &*stopping, &worker)).await {
                Ok(Ok(true)) => continue,
                Ok(Ok(false)) => break,
                Ok(Err(error)) => {
                    tracing::warn!(%error, "report card jobs could not be read");
                    break;
                }
                Err(error) => {
                    tracing::warn!(%error, "the report card worker's thread failed");
                    break;
                }
            }
        }
    }
}

/// Claims and runs one job; false when there was none.
fn run_next(db: &Database, uploads_dir: &Path, stopping: &dyn Fn() -> bool, worker: &str) -> Result<bool, StoreError> {
    let mut conn = db.conn()?;
    let stale_before = lyceum_persistence::now() - STALE_AFTER;
    let Some(job) = jobs::claim(&mut conn, worker, stale_before)? else { return Ok(false) };
    tracing::info!(job = %job.id, "report card job started");
    match run_job(&mut conn, uploads_dir, &job, stopping, &mut |_| {}) {
        Ok(files) => {
            jobs::finish(&mut conn, &job.id, None)?;
            tracing::info!(job = %job.id, files, "report card job done");
        }
        Err(JobError::Stopped) => tracing::info!(job = %job.id, "report card job left for a later run"),
        Err(error) => {
            tracing::warn!(job = %job.id, %error, "report card job failed");
            jobs::finish(&mut conn, &job.id, Some(&error.to_string()))?;
        }
    }
    Ok(true)
}

/// Writes the job's files not written yet, recording each; `progress` hears of each file.
/// Answers how many files the job has.
pub fn run_job(
    conn: &mut Conn,
    uploads_dir: &Path,
    job: &Claimed,
    stopping: &dyn Fn() -> bool,
    progress: &mut dyn FnMut(&JobFile),
) -> Result<usize, JobError> {
    let year = school_years::find(conn, &job.year_id)?.ok_or(JobError::Gone("The school year no longer exists."))?;
    let mut settings = card_settings(conn)?;
    settings.paper = job.paper.clone();
    let sections = match &job.section_id {
        Some(id) => vec![id.clone()],
        None => facts::sections_with_students(conn)?.into_iter().map(|(id, _)| id).collect(),
    };
    let done = jobs::sections_done(conn, &job.id)?;
    let dir = job_dir(uploads_dir, &job.id);
    std::fs::create_dir_all(&dir)?;
    let mut files = done.len();
    for section_id in sections.iter().filter(|id| !done.contains(id)) {
        if stopping() {
            return Err(JobError::Stopped);
        }
        let Some(file) = section_file(conn, &settings, &year, section_id)? else { continue };
        write_atomically(&dir.join(format!("{section_id}.pdf")), &file.bytes)?;
        let recorded = JobFile {
            section_id: file.section_id,
            name: file.name,
            students: i32::try_from(file.students).unwrap_or(i32::MAX),
            bytes: file.bytes.len() as i64,
        };
        jobs::record_file(conn, &job.id, &recorded)?;
        progress(&recorded);
        files += 1;
    }
    Ok(files)
}

/// Writes `bytes` to `path` through a temporary file, so a reader never sees half a file.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let partial = path.with_extension("pdf.partial");
    std::fs::write(&partial, bytes)?;
    std::fs::rename(&partial, path)
}
