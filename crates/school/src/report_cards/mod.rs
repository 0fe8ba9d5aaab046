//! Report cards (School Form 9): the card's content built from what persistence reads
//! (`build`), and a section's cards as one PDF file (`files`), for the calls, the background job
//! and the `lyceum report-cards` command alike.

pub mod build;
pub mod files;
