//! A learner's account of a school year: read (ledger, installments, receipts, balance) and the
//! plan, discounts and optional items chosen for them kept.

use std::collections::HashMap;

use chrono::NaiveDate;
use lyceum_domain::fees::installments::next_due;
use lyceum_domain::fees::standing;
use lyceum_persistence::fees::accounts::{self as stored, FeeAccount};
use lyceum_persistence::fees::schedules;
use lyceum_persistence::fees::{join_list, ledger, receipts};
use lyceum_persistence::learners::enrolments::{self, NamedEnrolment};
use lyceum_persistence::learners::forms::{self, FormLearner};
use lyceum_persistence::Conn;
use serde::Deserialize;

use super::basics::year;
use crate::audit::{audited, Actor, Entry};
use crate::fee_views::{FeeAccountView, FeeLearnerView, InstallmentView, LedgerEntryView, NextDueView, ReceiptView};
use crate::views::timestamp;
use crate::Refusal;

/// `PUT /api/fees/account`: the plan, discounts and optional items chosen for a learner.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ChoicesAsked {
    #[serde(rename = "studentID")]
    student_id: String,
    #[serde(rename = "schoolYearID")]
    school_year_id: String,
    #[serde(rename = "planID")]
    plan_id: Option<String>,
    #[serde(rename = "discountIDs")]
    discount_ids: Vec<String>,
    #[serde(rename = "optionalItemIDs")]
    optional_item_ids: Vec<String>,
}

/// The learner `student_id` (current or archived) and their enrolment of `year_id`; 404 when
/// there is no such learner.
pub(crate) fn learner(
    conn: &mut Conn,
    student_id: &str,
    year_id: &str,
) -> Result<(FormLearner, Option<NamedEnrolment>), Refusal> {
    let id =
        super::basics::known_id(student_id).ok_or_else(|| Refusal::NotFound("This student does not exist.".into()))?;
    let learner = forms::learners(conn, std::slice::from_ref(&id))?
        .pop()
        .ok_or_else(|| Refusal::NotFound("This student does not exist.".into()))?;
    let enrolment = enrolments::of_student(conn, &id)?.into_iter().find(|e| e.enrolment.school_year_id == year_id);
    Ok((learner, enrolment))
}

pub(crate) fn receipt_view(receipt: receipts::FeeReceipt) -> ReceiptView {
    ReceiptView {
        id: receipt.id,
        number: receipt.number,
        student_id: receipt.student_id,
        learner: receipt.learner_name,
        amount_centavos: receipt.amount_centavos,
        method: receipt.method,
        bank: receipt.bank,
        reference: receipt.reference,
        cashier: receipt.cashier_name,
        paid_at: timestamp(receipt.paid_at),
        voided: receipt.voided_at.is_some(),
        void_reason: receipt.void_reason,
    }
}

/// The account of `student_id` in `year_id` as it stands on `today`.
pub fn account(conn: &mut Conn, student_id: &str, year_id: &str, today: NaiveDate) -> Result<FeeAccountView, Refusal> {
    let year = year(conn, year_id)?;
    let (learner, enrolment) = learner(conn, student_id, &year.year.id)?;
    let account = stored::find(conn, &learner.id, &year.year.id)?.unwrap_or_default();
    let entries = ledger::of_account(conn, &learner.id, &year.year.id)?;
    let receipts = receipts::of_account(conn, &learner.id, &year.year.id)?;
    let numbers: HashMap<&str, i64> = receipts.iter().map(|r| (r.id.as_str(), r.number)).collect();
    let balance: i64 = entries.iter().map(|entry| entry.amount_centavos).sum();
    let installments = standing(&account.installments(), balance, today);
    let level_id = enrolment.as_ref().and_then(|e| e.enrolment.level_id.clone());
    let items = super::items::item_dues(conn, &year.year.id, level_id.as_deref(), &entries)?;
    let entry_views = entries
        .iter()
        .map(|entry| LedgerEntryView {
            id: entry.id.clone(),
            kind: entry.kind.clone(),
            description: entry.description.clone(),
            amount_centavos: entry.amount_centavos,
            receipt_number: entry.receipt_id.as_deref().and_then(|id| numbers.get(id).copied()),
            reason: entry.reason.clone(),
            by: entry.actor_name.clone(),
            at: timestamp(entry.created_at),
        })
        .collect();
    Ok(FeeAccountView {
        student: FeeLearnerView {
            id: learner.id,
            first_name: learner.first_name,
            last_name: learner.last_name,
            lrn: learner.record.lrn,
            level_id,
            level: enrolment.as_ref().and_then(|e| e.level.clone()),
            section: enrolment.and_then(|e| e.section),
        },
        school_year_id: year.year.id,
        school_year: year.year.name,
        assessed: account.assessed_at.is_some(),
        plan_id: account.plan_id.clone(),
        discount_ids: account.discounts(),
        optional_item_ids: account.optional_items(),
        entries: entry_views,
        next_due: next_due(&installments)
            .map(|(day, amount)| NextDueView { due_on: day.to_string(), amount_centavos: amount }),
        installments: installments
            .into_iter()
            .map(|i| InstallmentView {
                number: i.number,
                due_on: i.due_on.to_string(),
                amount_centavos: i.amount,
                paid_centavos: i.paid,
                status: i.status.as_str().to_owned(),
            })
            .collect(),
        items: items.into_iter().map(super::items::item_view).collect(),
        balance_centavos: balance,
        receipts: receipts.into_iter().map(receipt_view).collect(),
    })
}

/// Keeps the choices `asked` sends for a learner enrolled in the year: a plan of their level,
/// discounts of the year and optional items of their level; logged by `actor`. They count from
/// the learner's next assessment.
pub fn save_choices(
    conn: &mut Conn,
    actor: &Actor,
    asked: &ChoicesAsked,
    today: NaiveDate,
) -> Result<FeeAccountView, Refusal> {
    let year = year(conn, &asked.school_year_id)?;
    let (learner, enrolment) = learner(conn, &asked.student_id, &year.year.id)?;
    let name = format!("{} {}", learner.first_name, learner.last_name);
    let level_id = enrolment.and_then(|e| e.enrolment.level_id).ok_or_else(|| {
        Refusal::BadRequest(format!("{name} is not enrolled in {}: place them in a section first.", year.year.name))
    })?;
    let (items, plans) = schedules::of_level(conn, &year.year.id, &level_id)?;
    let discounts = schedules::discounts(conn, &year.year.id)?;
    let plan_id = asked.plan_id.as_deref().map(str::trim).filter(|id| !id.is_empty());
    if let Some(plan) = plan_id {
        if !plans.iter().any(|p| p.id == plan) {
            return Err(Refusal::conflict("planID", "Choose a payment plan of the learner's level."));
        }
    }
    if asked.discount_ids.iter().any(|id| !discounts.iter().any(|d| d.id == id.trim())) {
        return Err(Refusal::conflict("discountIDs", "Choose discounts of this school year."));
    }
    if asked.optional_item_ids.iter().any(|id| !items.iter().any(|item| item.id == id.trim() && !item.mandatory)) {
        return Err(Refusal::conflict("optionalItemIDs", "Choose optional fee items of the learner's level."));
    }
    let trimmed = |ids: &[String]| {
        let mut ids: Vec<String> = ids.iter().map(|id| id.trim().to_owned()).collect();
        ids.dedup();
        join_list(&ids)
    };
    let account = FeeAccount {
        student_id: learner.id.clone(),
        school_year_id: year.year.id.clone(),
        plan_id: plan_id.map(str::to_owned),
        discount_ids: trimmed(&asked.discount_ids),
        optional_item_ids: trimmed(&asked.optional_item_ids),
        ..FeeAccount::default()
    };
    audited(conn, |conn| {
        stored::save_choices(conn, &account)?;
        let detail = format!("{name}, {}: plan, discounts and optional items", year.year.name);
        Ok::<_, Refusal>((
            (),
            vec![Entry::by(actor.clone(), "fee account changed").on("student", &learner.id).detail(detail)],
        ))
    })?;
    self::account(conn, &learner.id, &year.year.id, today)
}
