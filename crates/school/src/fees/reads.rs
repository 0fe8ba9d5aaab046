//! Every read of the fees' API as one of two traits, [`FeeRead`] (a JSON answer) and
//! [`FeeDownload`] (a file), each with the query it is sent, the use case that answers it and
//! the audit entry the read leaves (accounts, receipts and reports are personal records). A
//! guardian reads only their own children's accounts, receipts and statements.

use chrono::NaiveDate;
use lyceum_documents::receipt::ReceiptPaper;
use lyceum_domain::Role;
use lyceum_persistence::{guardians, Conn};
use serde::Deserialize;

use super::basics::known_id;
use super::reports::{self, FeeFile};
use super::{accounts, days, payments, schedules};
use crate::audit::{Actor, Entry};
use crate::fee_views::{AgingView, CashierDayView, ClearanceRowView, CollectionsView, FeeAccountView, FeeScheduleView};
use crate::Refusal;

/// A read answered as JSON.
pub trait FeeRead: serde::de::DeserializeOwned + Send + 'static {
    /// What it answers.
    type Done: serde::Serialize + Send + 'static;
    /// Answers it for `actor` on `today`, with the entry the read leaves in the audit log.
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal>;
}

/// A read answered with a file.
pub trait FeeDownload: serde::de::DeserializeOwned + Send + 'static {
    /// Answers it for `actor` on `today`, with the entry the download leaves in the audit log.
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(FeeFile, Entry), Refusal>;
}

/// Refuses `actor` the money of `student_id` unless they are fees staff (an administrator or a
/// cashier), the learner themself while the school shows students their fees, or a guardian of
/// the learner (403 for a learner of the school who is not their child, 404 for an id that
/// names none).
pub(super) fn may_read(conn: &mut Conn, actor: &Actor, student_id: &str) -> Result<(), Refusal> {
    match actor {
        Actor::Account { role: Role::Admin | Role::Cashier, .. } | Actor::CommandLine => Ok(()),
        Actor::Account { role: Role::Guardian, id, .. } => {
            let student = known_id(student_id).unwrap_or_default();
            if guardians::is_linked(conn, id, &student)? {
                return Ok(());
            }
            let (learner, _) = accounts::learner(conn, student_id, "")?;
            Err(Refusal::Forbidden(format!(
                "{} {} is not linked to your account.",
                learner.first_name, learner.last_name
            )))
        }
        Actor::Account { role: Role::Student, id, .. } => {
            if !lyceum_persistence::fees::reminders::settings(conn)?.students_see_fees {
                return Err(Refusal::Forbidden("Your school does not show fees in the student portal.".into()));
            }
            match known_id(student_id) {
                Some(own) if own == *id => Ok(()),
                _ => Err(Refusal::Forbidden("You can see only your own fees.".into())),
            }
        }
        Actor::Account { .. } => Err(Refusal::Forbidden("You do not have access to this.".into())),
    }
}

/// `?schoolYearID=&levelID=`: a level's schedule.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ScheduleQuery {
    #[serde(rename = "schoolYearID")]
    year: String,
    #[serde(rename = "levelID")]
    level: String,
}

impl FeeRead for ScheduleQuery {
    type Done = FeeScheduleView;
    fn run(&self, conn: &mut Conn, _: &Actor, _: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        Ok((schedules::schedule(conn, &self.year, &self.level)?, None))
    }
}

/// `?studentID=&schoolYearID=`: a learner's account (the current year's when none is named).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct AccountQuery {
    #[serde(rename = "studentID")]
    student: String,
    #[serde(rename = "schoolYearID")]
    year: Option<String>,
}

impl AccountQuery {
    /// The year asked for, else the current one.
    fn year(&self, conn: &mut Conn) -> Result<String, Refusal> {
        match self.year.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
            Some(id) => Ok(id.to_owned()),
            None => lyceum_persistence::school_years::current(conn)?
                .map(|year| year.year.id)
                .ok_or_else(|| Refusal::NotFound("There is no current school year.".into())),
        }
    }
}

impl FeeRead for AccountQuery {
    type Done = FeeAccountView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        may_read(conn, actor, &self.student)?;
        let year = self.year(conn)?;
        let account = accounts::account(conn, &self.student, &year, today)?;
        let (id, name) = account.learner();
        let entry = Entry::by(actor.clone(), "read").on("student", id).detail(format!("fee account of {name}"));
        Ok((account, Some(entry)))
    }
}

/// `?studentID=&schoolYearID=`: a learner's statement of account as PDF.
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct StatementQuery(AccountQuery);

impl FeeDownload for StatementQuery {
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(FeeFile, Entry), Refusal> {
        may_read(conn, actor, &self.0.student)?;
        let year = self.0.year(conn)?;
        let file = reports::statement_pdf(conn, &self.0.student, &year, today)?;
        let entry =
            Entry::by(actor.clone(), "export").on("student", self.0.student.trim()).detail(file.file_name.clone());
        Ok((file, entry))
    }
}

/// `?receiptID=&width=a5|80mm`: an official receipt as PDF.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ReceiptQuery {
    #[serde(rename = "receiptID")]
    receipt: String,
    width: String,
}

impl FeeDownload for ReceiptQuery {
    fn run(&self, conn: &mut Conn, actor: &Actor, _: NaiveDate) -> Result<(FeeFile, Entry), Refusal> {
        let receipt = payments::receipt(conn, &self.receipt)?;
        may_read(conn, actor, &receipt.student_id)?;
        let file = payments::receipt_pdf(conn, &receipt.id, ReceiptPaper::parse(&self.width))?;
        let entry = Entry::by(actor.clone(), "export").on("student", &file.student_id).detail(file.file_name.clone());
        Ok((FeeFile { file_name: file.file_name, content_type: "application/pdf", bytes: file.bytes }, entry))
    }
}

/// `?schoolYearID=&sectionID=`: the year's aging, its clearance list, or its ledger as CSV.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct YearQuery {
    #[serde(rename = "schoolYearID")]
    year: String,
    #[serde(rename = "sectionID")]
    section: Option<String>,
}

/// The aging report (`YearQuery`).
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct AgingQuery(YearQuery);

impl FeeRead for AgingQuery {
    type Done = AgingView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        let entry = Entry::by(actor.clone(), "read").on_kind("student").detail("aging of fee balances");
        Ok((reports::aging(conn, &self.0.year, today)?, Some(entry)))
    }
}

/// The clearance list (`YearQuery`).
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct ClearanceQuery(YearQuery);

impl FeeRead for ClearanceQuery {
    type Done = Vec<ClearanceRowView>;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        let section = self.0.section.as_deref().map(str::trim).filter(|id| !id.is_empty());
        let rows = reports::clearance(conn, &self.0.year, section, today)?;
        let entry = Entry::by(actor.clone(), "read").on_kind("student").detail("learners with a fee balance");
        Ok((rows, Some(entry)))
    }
}

/// The whole ledger as CSV (`YearQuery`).
#[derive(Debug, Default, Deserialize)]
#[serde(transparent)]
pub struct LedgerQuery(YearQuery);

impl FeeDownload for LedgerQuery {
    fn run(&self, conn: &mut Conn, actor: &Actor, _: NaiveDate) -> Result<(FeeFile, Entry), Refusal> {
        let file = reports::ledger_csv(conn, &self.0.year)?;
        let entry = Entry::by(actor.clone(), "export").on_kind("student").detail(file.file_name.clone());
        Ok((file, entry))
    }
}

/// `?from=&to=`: the collections of a span of days.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CollectionsQuery {
    from: String,
    to: String,
}

impl FeeRead for CollectionsQuery {
    type Done = CollectionsView;
    fn run(&self, conn: &mut Conn, actor: &Actor, _: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        let entry = Entry::by(actor.clone(), "read")
            .on_kind("receipt")
            .detail(format!("collections {} to {}", self.from, self.to));
        Ok((reports::collections(conn, &self.from, &self.to)?, Some(entry)))
    }
}

impl FeeRead for days::DayQuery {
    type Done = CashierDayView;
    fn run(&self, conn: &mut Conn, actor: &Actor, today: NaiveDate) -> Result<(Self::Done, Option<Entry>), Refusal> {
        Ok((days::day(conn, actor, self, today)?, None))
    }
}
