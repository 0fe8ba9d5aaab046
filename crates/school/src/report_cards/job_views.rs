//! A report card job as the calls answer it (`GET report-card-jobs`, `POST report-card-jobs`):
//! its school year, section, progress and the files it wrote.

use lyceum_persistence::report_cards::jobs::Job;
use serde::Serialize;
use ts_rs::TS;

use crate::views::timestamp;

/// The school year a job is of: `{_id, name}`.
#[derive(Serialize, TS)]
#[ts(rename = "ReportCardJobYear")]
struct JobYear {
    _id: String,
    name: String,
}

/// The section a job is for: `{_id, section}` ("Grade 7 Rizal").
#[derive(Serialize, TS)]
#[ts(rename = "ReportCardJobSection")]
struct JobSection {
    _id: String,
    section: String,
}

/// A section's PDF a job wrote.
#[derive(Serialize, TS)]
#[ts(rename = "ReportCardJobFile")]
#[allow(non_snake_case)]
struct JobFileView {
    sectionID: String,
    name: String,
    students: i32,
    bytes: i64,
}

/// A report card job as the calls answer it.
#[derive(Serialize, TS)]
#[ts(rename = "ReportCardJobView")]
#[allow(non_snake_case)]
pub struct JobView {
    _id: String,
    year: JobYear,
    section: Option<JobSection>,
    #[ts(type = "'queued' | 'running' | 'done' | 'failed'")]
    status: String,
    done: i32,
    total: i32,
    error: Option<String>,
    createdAt: String,
    finishedAt: Option<String>,
    files: Vec<JobFileView>,
}

impl From<Job> for JobView {
    fn from(job: Job) -> Self {
        JobView {
            _id: job.id,
            year: JobYear { _id: job.year.0, name: job.year.1 },
            section: job.section.map(|(id, section)| JobSection { _id: id, section }),
            status: job.status,
            done: job.done,
            total: job.total,
            error: job.error,
            createdAt: timestamp(job.created_at),
            finishedAt: job.finished_at.map(timestamp),
            files: job
                .files
                .into_iter()
                .map(|file| JobFileView {
                    sectionID: file.section_id,
                    name: file.name,
                    students: file.students,
                    bytes: file.bytes,
                })
                .collect(),
        }
    }
}

/// `GET report-card-jobs`: the latest jobs, latest first.
#[derive(Serialize, TS)]
pub struct ReportCardJobsView {
    /// The jobs, latest first.
    pub jobs: Vec<JobView>,
}
