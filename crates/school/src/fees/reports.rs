//! What the school reads of its fees: the aging of the year's balances by level and section,
//! the collections of a span of days by day, cashier and method, the learners with a balance
//! (the clearance list), the whole ledger as CSV, and a learner's statement of account as PDF.

use std::collections::{BTreeMap, HashMap};

use chrono::{Duration, NaiveDate};
use lyceum_documents::statement::{self, Statement, StatementInstallment, StatementLine};
use lyceum_domain::fees::aging::{aging as aging_of, Aging};
use lyceum_domain::fees::{pesos, standing};
use lyceum_domain::ValidationError;
use lyceum_persistence::fees::{accounts as stored, ledger, receipts};
use lyceum_persistence::learners::forms;
use lyceum_persistence::Conn;

use super::basics::{receipt_number, year};
use crate::fee_views::{AgingRowView, AgingView, ClearanceRowView, CollectionRowView, CollectionsView};
use crate::imports::sheet;
use crate::Refusal;

/// The longest span a collections report covers.
const LONGEST_SPAN_DAYS: i64 = 366;

/// A file the fees' reads answer: its name, type and bytes.
pub struct FeeFile {
    /// As the browser saves it.
    pub file_name: String,
    /// `application/pdf`, `text/csv; charset=utf-8`.
    pub content_type: &'static str,
    /// The file.
    pub bytes: Vec<u8>,
}

/// A learner with a positive balance: (id, level, section, balance, how it ages).
type Owing = (String, String, String, i64, Aging);

/// Each learner of the year with a positive balance, by level, section and id.
fn owing(conn: &mut Conn, year_id: &str, today: NaiveDate) -> Result<Vec<Owing>, Refusal> {
    let balances = ledger::balances(conn, year_id)?;
    let installments: HashMap<String, Vec<(NaiveDate, i64)>> =
        stored::of_year(conn, year_id)?.into_iter().map(|a| (a.student_id.clone(), a.installments())).collect();
    let placed: HashMap<String, (String, String)> = forms::year_roster(conn, year_id)?
        .into_iter()
        .map(|(e, level, section)| (e.student_id, (level.unwrap_or_default(), section.unwrap_or_default())))
        .collect();
    let mut owing: Vec<_> = balances
        .into_iter()
        .filter(|(_, balance)| *balance > 0)
        .map(|(id, balance)| {
            let dues = installments.get(&id).map(Vec::as_slice).unwrap_or_default();
            let aged = aging_of(&standing(dues, balance, today), balance, today);
            let (level, section) = placed.get(&id).cloned().unwrap_or_default();
            (id, level, section, balance, aged)
        })
        .collect();
    owing.sort_by(|a, b| (&a.1, &a.2, &a.0).cmp(&(&b.1, &b.2, &b.0)));
    Ok(owing)
}

fn add(row: &mut AgingRowView, aged: &Aging) {
    row.learners += 1;
    row.current += aged.current;
    row.days_1_to_30 += aged.days_1_to_30;
    row.days_31_to_60 += aged.days_31_to_60;
    row.days_61_to_90 += aged.days_61_to_90;
    row.over_90 += aged.over_90;
    row.total += aged.total();
}

/// The aging of `year_id`'s balances on `today`, by level and section, with the school's totals.
pub fn aging(conn: &mut Conn, year_id: &str, today: NaiveDate) -> Result<AgingView, Refusal> {
    let year = year(conn, year_id)?;
    let mut rows: BTreeMap<(String, String), AgingRowView> = BTreeMap::new();
    let mut totals = AgingRowView { level: "All levels".into(), ..AgingRowView::default() };
    for (_, level, section, _, aged) in owing(conn, &year.year.id, today)? {
        let row = rows.entry((level.clone(), section.clone())).or_insert_with(|| AgingRowView {
            level,
            section,
            ..AgingRowView::default()
        });
        add(row, &aged);
        add(&mut totals, &aged);
    }
    Ok(AgingView { as_of: today.to_string(), rows: rows.into_values().collect(), totals })
}

/// The learners of `year_id` (of `section` when given) with a balance on `today`, by level,
/// section and name.
pub fn clearance(
    conn: &mut Conn,
    year_id: &str,
    section: Option<&str>,
    today: NaiveDate,
) -> Result<Vec<ClearanceRowView>, Refusal> {
    let year = year(conn, year_id)?;
    let section_ids: HashMap<String, Option<String>> =
        forms::year_roster(conn, &year.year.id)?.into_iter().map(|(e, _, _)| (e.student_id, e.section_id)).collect();
    let owing: Vec<_> = owing(conn, &year.year.id, today)?
        .into_iter()
        .filter(|(id, ..)| {
            section.is_none_or(|wanted| section_ids.get(id).cloned().flatten().as_deref() == Some(wanted))
        })
        .collect();
    let ids: Vec<String> = owing.iter().map(|(id, ..)| id.clone()).collect();
    let learners: HashMap<String, forms::FormLearner> =
        forms::learners(conn, &ids)?.into_iter().map(|l| (l.id.clone(), l)).collect();
    let mut rows: Vec<ClearanceRowView> = owing
        .into_iter()
        .map(|(id, level, section, balance, aged)| {
            let learner = learners.get(&id);
            ClearanceRowView {
                name: learner.map(|l| format!("{}, {}", l.last_name, l.first_name)).unwrap_or_default(),
                lrn: learner.and_then(|l| l.record.lrn.clone()),
                student_id: id,
                level,
                section,
                balance_centavos: balance,
                overdue_centavos: aged.overdue(),
            }
        })
        .collect();
    rows.sort_by(|a, b| (&a.level, &a.section, &a.name).cmp(&(&b.level, &b.section, &b.name)));
    Ok(rows)
}

/// The receipts issued from `from` to `to` (days, both included), summed by day, cashier and
/// method; voided ones are counted apart.
pub fn collections(conn: &mut Conn, from: &str, to: &str) -> Result<CollectionsView, Refusal> {
    let day = |field, raw: &str| {
        NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d")
            .map_err(|_| ValidationError::new(field, "Choose the day, as YYYY-MM-DD."))
    };
    let (first, last) = (day("from", from)?, day("to", to)?);
    if last < first {
        return Err(ValidationError::new("to", "Choose a last day on or after the first.").into());
    }
    if (last - first).num_days() >= LONGEST_SPAN_DAYS {
        return Err(ValidationError::new("to", "A report covers at most a year of days.").into());
    }
    let issued = receipts::issued_between(
        conn,
        first.and_hms_opt(0, 0, 0).unwrap_or_default(),
        (last + Duration::days(1)).and_hms_opt(0, 0, 0).unwrap_or_default(),
    )?;
    let mut rows: BTreeMap<(String, String, String), (usize, i64)> = BTreeMap::new();
    let mut voided = 0;
    for receipt in issued {
        if receipt.voided_at.is_some() {
            voided += 1;
            continue;
        }
        let key = (receipt.paid_at.date().to_string(), receipt.cashier_name, receipt.method);
        let row = rows.entry(key).or_default();
        row.0 += 1;
        row.1 += receipt.amount_centavos;
    }
    let rows: Vec<CollectionRowView> = rows
        .into_iter()
        .map(|((day, cashier, method), (receipts, amount))| CollectionRowView {
            day,
            cashier,
            method,
            receipts,
            amount_centavos: amount,
        })
        .collect();
    let total_centavos = rows.iter().map(|row| row.amount_centavos).sum();
    Ok(CollectionsView { from: first.to_string(), to: last.to_string(), rows, total_centavos, voided })
}

/// Every entry of `year_id`'s ledger as CSV, learner by learner.
pub fn ledger_csv(conn: &mut Conn, year_id: &str) -> Result<FeeFile, Refusal> {
    let year = year(conn, year_id)?;
    let entries = ledger::of_year(conn, &year.year.id)?;
    let mut ids: Vec<String> = entries.iter().map(|e| e.student_id.clone()).collect();
    ids.dedup();
    let learners: HashMap<String, forms::FormLearner> =
        forms::learners(conn, &ids)?.into_iter().map(|l| (l.id.clone(), l)).collect();
    let numbers: HashMap<String, i64> = receipts::of_year(conn, &year.year.id)?.into_iter().collect();
    let rows = entries.into_iter().map(|entry| {
        let learner = learners.get(&entry.student_id);
        vec![
            entry.created_at.format("%Y-%m-%d %H:%M:%S").to_string(),
            learner.map(|l| format!("{}, {}", l.last_name, l.first_name)).unwrap_or_default(),
            learner.and_then(|l| l.record.lrn.clone()).unwrap_or_default(),
            entry.student_id,
            entry.kind,
            entry.description,
            entry.amount_centavos.to_string(),
            entry.receipt_id.and_then(|id| numbers.get(&id).map(|n| receipt_number(*n))).unwrap_or_default(),
            entry.reason.unwrap_or_default(),
            entry.actor_name,
        ]
    });
    let columns = [
        "time_utc",
        "learner",
        "lrn",
        "student_id",
        "kind",
        "description",
        "amount_centavos",
        "receipt",
        "reason",
        "by",
    ];
    let bytes = ledger_sheet(&columns, rows).map_err(|error| Refusal::BadRequest(error.to_string()))?;
    let name = lyceum_domain::file_name::file_name_part(&format!("fee ledger {}", year.year.name), "fee-ledger");
    Ok(FeeFile { file_name: format!("{name}.csv"), content_type: "text/csv; charset=utf-8", bytes })
}

/// The ledger's CSV: every text cell escaped as the school's exports escape them (a cell a
/// spreadsheet would run gets a leading `'`), the amount (7th column) left a plain signed
/// number, which runs nothing, so a spreadsheet sums it.
fn ledger_sheet(columns: &[&str], rows: impl Iterator<Item = Vec<String>>) -> Result<Vec<u8>, csv::Error> {
    let mut writer = csv::Writer::from_writer(vec![0xEF, 0xBB, 0xBF]);
    writer.write_record(columns)?;
    for row in rows {
        writer.write_record(row.iter().enumerate().map(|(column, cell)| {
            if column == 6 {
                cell.clone()
            } else {
                sheet::escape(cell)
            }
        }))?;
    }
    writer.into_inner().map_err(|e| csv::Error::from(e.into_error()))
}

/// "PHP 1,234.50": an amount as the PDFs print it (their fonts have no peso sign).
pub(crate) fn printed(centavos: i64) -> String {
    pesos(centavos).replace('₱', "PHP ")
}

/// `student_id`'s statement of account of `year_id` on `today`, as PDF.
pub fn statement_pdf(conn: &mut Conn, student_id: &str, year_id: &str, today: NaiveDate) -> Result<FeeFile, Refusal> {
    let account = super::accounts::account(conn, student_id, year_id, today)?;
    let school = lyceum_persistence::report_cards::settings::read(conn)?.school_name;
    let mut running = 0;
    let lines = account
        .entries
        .iter()
        .map(|entry| {
            running += entry.amount_centavos;
            StatementLine {
                date: entry.at.get(..10).unwrap_or_default().to_owned(),
                description: entry.description.clone(),
                amount: printed(entry.amount_centavos),
                balance: printed(running),
            }
        })
        .collect();
    let learner = &account.student;
    let placed = [learner.level.clone(), learner.section.clone()].into_iter().flatten().collect::<Vec<_>>().join(" - ");
    let printed_statement = Statement {
        school,
        learner: format!("{} {}", learner.first_name, learner.last_name),
        lrn: learner.lrn.clone(),
        enrolment: if placed.is_empty() {
            account.school_year.clone()
        } else {
            format!("{placed}, {}", account.school_year)
        },
        as_of: today.to_string(),
        lines,
        installments: account
            .installments
            .iter()
            .map(|i| StatementInstallment {
                due_on: i.due_on.clone(),
                amount: printed(i.amount_centavos),
                paid: printed(i.paid_centavos),
                status: i.status.clone(),
            })
            .collect(),
        balance: printed(account.balance_centavos),
    };
    let name = lyceum_domain::file_name::file_name_part(
        &format!("statement {} {} {}", learner.last_name, learner.first_name, account.school_year),
        "statement",
    );
    Ok(FeeFile {
        file_name: format!("{name}.pdf"),
        content_type: "application/pdf",
        bytes: statement::render(&printed_statement),
    })
}
