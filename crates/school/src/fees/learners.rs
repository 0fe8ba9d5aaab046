//! Finding a learner at the cashier's window: by name, email or LRN (the Learner Reference
//! Number DepEd gives each learner), so the fees staff need not read the admin's student list.

use chrono::NaiveDate;
use lyceum_domain::person::full_name;
use lyceum_persistence::learners::records;
use lyceum_persistence::students::{self, StudentFilter};
use lyceum_persistence::Conn;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::reads::FeeRead;
use crate::audit::{Actor, Entry};
use crate::Refusal;

/// Most learners one search answers.
const FOUND_AT_MOST: i64 = 10;

/// `?q=`: a name, an email, or the first digits of an LRN.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct LearnersQuery {
    q: String,
}

/// One learner found.
#[derive(Debug, Serialize, TS)]
pub struct FeeLearnerMatchView {
    #[serde(rename = "_id")]
    id: String,
    full_name: String,
    email: String,
    /// The learner's LRN, when recorded.
    lrn: Option<String>,
    /// The level and section they are placed in, if any.
    level: Option<String>,
    section: Option<String>,
}

/// `GET /api/fees/learners`: at most ten learners.
#[derive(Debug, Serialize, TS)]
pub struct FeeLearnersView {
    learners: Vec<FeeLearnerMatchView>,
}

impl FeeRead for LearnersQuery {
    type Done = FeeLearnersView;
    fn run(&self, conn: &mut Conn, _: &Actor, _: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        let asked = self.q.trim();
        let ids = if asked.is_empty() || asked.chars().any(char::is_control) {
            Vec::new()
        } else if asked.chars().all(|c| c.is_ascii_digit()) {
            records::students_by_lrn_prefix(conn, asked, FOUND_AT_MOST)?
        } else {
            let filter =
                StudentFilter { search: Some(asked.to_owned()), limit: FOUND_AT_MOST, ..StudentFilter::default() };
            students::list(conn, &filter)?.students.into_iter().map(|student| student.id).collect()
        };
        let mut lrns = records::lrns_of(conn, &ids)?;
        let learners = students::by_id(conn, &ids)?
            .into_iter()
            .map(|student| FeeLearnerMatchView {
                full_name: full_name(&student.first_name, student.middle_name.as_deref(), &student.last_name),
                lrn: lrns.remove(&student.id),
                id: student.id,
                email: student.email,
                level: student.level,
                section: student.section,
            })
            .collect();
        Ok((FeeLearnersView { learners }, None))
    }
}
