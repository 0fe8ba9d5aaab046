//! Report cards (School Form 9): the card's content built from what persistence reads
//! (`build`), and a section's cards as one PDF file (`files`), for the calls, the background job
//! and the `lyceum report-cards` command alike; the background job that writes a school year's
//! cards, a section at a time, into the uploads folder (`jobs`), and how a job is answered
//! (`job_views`).

pub mod build;
pub mod files;
pub mod job_views;
pub mod jobs;
