//! Learners as DepEd's School Forms know them: each learner's record (LRN, sex and the School
//! Register's columns) and their enrolment in each school year, kept by student id for current
//! and archived students alike.

#[cfg(feature = "demo")]
pub mod demo;
pub mod enrolments;
pub mod forms;
pub mod records;
pub mod transfers;

pub use records::{find, forget, holder_of_lrn, of_all, save, sexes_of, LearnerRecord, LearnerWriteError};
