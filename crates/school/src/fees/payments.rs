//! Payments posted to a learner's account against an official receipt, whose number is taken
//! in the payment's own transaction; and receipts voided with a reason, their amount put back
//! on the account by a reversal entry.

use lyceum_documents::receipt::{Receipt, ReceiptPaper};
use lyceum_domain::fees::{money, pesos, PaymentMethod};
use lyceum_domain::ValidationError;
use lyceum_persistence::fees::accounts as stored;
use lyceum_persistence::fees::ledger::{self, NewFeeEntry};
use lyceum_persistence::fees::receipts::{self, FeeReceipt, NewReceipt};
use lyceum_persistence::Conn;
use serde::Deserialize;
use serde_json::Value;

use super::accounts::{learner, receipt_view};
use super::basics::{actor_name, raw_amount, receipt_number, year};
use crate::audit::{audited, Actor, Entry};
use crate::fee_views::ReceiptView;
use crate::Refusal;

/// `POST /api/fees/payments`.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct PaymentAsked {
    #[serde(rename = "studentID")]
    student_id: String,
    #[serde(rename = "schoolYearID")]
    school_year_id: String,
    #[serde(rename = "amountCentavos")]
    amount_centavos: Value,
    method: String,
    bank: Option<String>,
    reference: Option<String>,
    /// The items the payment is for, when the cashier chose them; else it is for the oldest
    /// amount due.
    items: Vec<ItemAsked>,
}

/// An item a payment is for, and how much of the payment goes to it.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct ItemAsked {
    key: String,
    #[serde(rename = "amountCentavos")]
    amount_centavos: Value,
}

/// The most items one payment names.
const MOST_ITEMS: usize = 50;

/// The items `asked` names with their parts of `amount`, checked against each other: each once,
/// each part a valid amount, the parts adding up to the payment.
fn chosen_items(asked: &[ItemAsked], amount: i64) -> Result<Vec<(String, i64)>, ValidationError> {
    if asked.len() > MOST_ITEMS {
        return Err(ValidationError::new("items", "Choose at most 50 items for one payment."));
    }
    let mut chosen: Vec<(String, i64)> = Vec::with_capacity(asked.len());
    for item in asked {
        let key = item.key.trim();
        if !super::items::is_item_key(key) {
            return Err(ValidationError::new("items", "Choose items charged to this account."));
        }
        if chosen.iter().any(|(chosen, _)| chosen == key) {
            return Err(ValidationError::new("items", "Choose each item once."));
        }
        chosen.push((key.to_owned(), money::amount("items", raw_amount(&item.amount_centavos))?));
    }
    let sum: i64 = chosen.iter().map(|(_, part)| part).sum();
    if !chosen.is_empty() && sum != amount {
        return Err(ValidationError::new(
            "amountCentavos",
            format!("The items chosen add up to {}: the amount must be the same.", pesos(sum)),
        ));
    }
    Ok(chosen)
}

/// A ledger line a payment posts: the item it pays (key, name), none for the oldest amount
/// due, and its part of the payment.
struct PaymentLine {
    item: Option<(String, String)>,
    part: i64,
}

/// The ledger lines a payment of `amount` posts: one for the oldest amount due, or one per
/// chosen item, each checked against what is left of it.
fn payment_lines(
    conn: &mut Conn,
    year_id: &str,
    level_id: Option<&str>,
    student_id: &str,
    chosen: Vec<(String, i64)>,
    amount: i64,
) -> Result<Vec<PaymentLine>, Refusal> {
    if chosen.is_empty() {
        return Ok(vec![PaymentLine { item: None, part: amount }]);
    }
    let entries = ledger::of_account(conn, student_id, year_id)?;
    let dues = super::items::item_dues(conn, year_id, level_id, &entries)?;
    let mut lines = Vec::with_capacity(chosen.len());
    for (key, part) in chosen {
        let Some(due) = dues.iter().find(|due| due.key == key) else {
            return Err(Refusal::conflict("items", "Choose items charged to this account."));
        };
        if part > due.left() {
            let message = match due.left() {
                0 => format!("{} is paid in full.", due.name),
                left => format!("{} has {} left to pay: its part cannot be more.", due.name, pesos(left)),
            };
            return Err(Refusal::conflict("items", message));
        }
        lines.push(PaymentLine { item: Some((key, due.name.clone())), part });
    }
    Ok(lines)
}

/// `POST /api/fees/void-receipt`.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct VoidAsked {
    #[serde(rename = "receiptID")]
    receipt_id: String,
    reason: String,
}

/// One line of at most 100 characters, or none when blank.
pub(super) fn short_text(field: &'static str, raw: Option<&str>) -> Result<Option<String>, ValidationError> {
    if raw.is_some_and(|raw| raw.chars().any(char::is_control)) {
        return Err(ValidationError::new(field, "Keep it to one line of letters, digits and punctuation."));
    }
    let text = raw.unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ");
    match text.chars().count() {
        0 => Ok(None),
        1..=100 => Ok(Some(text)),
        _ => Err(ValidationError::new(field, "Keep it to 100 characters.")),
    }
}

/// Checks how a payment was made: a cheque names its bank and number, a transfer or an e-wallet
/// payment its reference.
fn method_details(asked: &PaymentAsked) -> Result<(PaymentMethod, Option<String>, Option<String>), ValidationError> {
    let method = PaymentMethod::parse("method", &asked.method)?;
    let bank = short_text("bank", asked.bank.as_deref())?;
    let reference = short_text("reference", asked.reference.as_deref())?;
    match method {
        PaymentMethod::Cheque if bank.is_none() => Err(ValidationError::new("bank", "Enter the cheque's bank.")),
        PaymentMethod::Cheque if reference.is_none() => {
            Err(ValidationError::new("reference", "Enter the cheque number."))
        }
        PaymentMethod::BankTransfer | PaymentMethod::EWallet if reference.is_none() => {
            Err(ValidationError::new("reference", "Enter the payment's reference number."))
        }
        PaymentMethod::Cash => Ok((method, None, None)),
        PaymentMethod::Cheque => Ok((method, bank, reference)),
        _ => Ok((method, None, reference)),
    }
}

/// Posts the payment `asked` describes to an assessed account, with its official receipt,
/// taken by `actor` on `today`. A payment is never more than the balance, and is refused once
/// `actor` has closed `today`'s collections.
pub fn post_payment(
    conn: &mut Conn,
    actor: &Actor,
    asked: &PaymentAsked,
    today: chrono::NaiveDate,
) -> Result<ReceiptView, Refusal> {
    let amount = money::amount("amountCentavos", raw_amount(&asked.amount_centavos))?;
    let (method, bank, reference) = method_details(asked)?;
    let chosen = chosen_items(&asked.items, amount)?;
    let year = year(conn, &asked.school_year_id)?;
    let (learner, enrolment) = learner(conn, &asked.student_id, &year.year.id)?;
    let level_id = enrolment.and_then(|e| e.enrolment.level_id);
    let name = format!("{} {}", learner.first_name, learner.last_name);
    let (actor_id, by) = actor_name(conn, actor)?;
    let receipt = audited(conn, |conn| {
        // First the number: concurrent payments queue here, so each reads the balance the one
        // before it left.
        let number = receipts::next_number(conn)?;
        super::days::check_open(conn, actor_id.as_deref(), today)?;
        let assessed = stored::find(conn, &learner.id, &year.year.id)?.is_some_and(|a| a.assessed_at.is_some());
        if !assessed {
            return Err(Refusal::BadRequest(format!(
                "{name} has not been assessed for {}: assess their fees first.",
                year.year.name
            )));
        }
        let balance = ledger::balance(conn, &learner.id, &year.year.id)?;
        if amount > balance {
            let message = if balance <= 0 {
                format!("{name}'s account has nothing to pay.")
            } else {
                format!("The balance is {}: a payment cannot be more.", pesos(balance))
            };
            return Err(Refusal::conflict("amountCentavos", message));
        }
        let lines = payment_lines(conn, &year.year.id, level_id.as_deref(), &learner.id, chosen, amount)?;
        let receipt = receipts::issue(
            conn,
            number,
            NewReceipt {
                student_id: learner.id.clone(),
                school_year_id: year.year.id.clone(),
                learner_name: name.clone(),
                amount_centavos: amount,
                method: method.as_str(),
                bank,
                reference,
                cashier_id: actor_id.clone(),
                cashier_name: by.clone(),
            },
        )?;
        let paid = format!("Payment, official receipt {} ({})", receipt_number(receipt.number), method.as_str());
        let entries: Vec<NewFeeEntry> = lines
            .into_iter()
            .map(|PaymentLine { item, part }| NewFeeEntry {
                student_id: learner.id.clone(),
                school_year_id: year.year.id.clone(),
                kind: "payment",
                description: match &item {
                    Some((_, name)) => format!("{paid}: {name}"),
                    None => paid.clone(),
                },
                line_key: item.map(|(key, _)| key),
                amount_centavos: -part,
                receipt_id: Some(receipt.id.clone()),
                reason: None,
                actor_id: actor_id.clone(),
                actor_name: by.clone(),
            })
            .collect();
        ledger::append(conn, &entries)?;
        let detail = format!("official receipt {}: {} for {name}", receipt_number(receipt.number), pesos(amount));
        let entry = Entry::by(actor.clone(), "payment posted").on("student", &learner.id).detail(detail);
        Ok((receipt, vec![entry]))
    })?;
    Ok(receipt_view(receipt))
}

/// Voids the receipt `asked` names for its reason, logged by `actor`: the receipt keeps its
/// number and shows VOID, and a reversal entry puts its amount back on the account.
pub fn void_receipt(conn: &mut Conn, actor: &Actor, asked: &VoidAsked) -> Result<ReceiptView, Refusal> {
    let reason = match short_text("reason", Some(&asked.reason))? {
        Some(reason) => reason,
        None => return Err(ValidationError::new("reason", "Say why the receipt is voided.").into()),
    };
    let (actor_id, by) = actor_name(conn, actor)?;
    let receipt: FeeReceipt = audited(conn, |conn| {
        let receipt = receipt(conn, &asked.receipt_id)?;
        let number = receipt_number(receipt.number);
        super::days::check_voidable(conn, &receipt, &number)?;
        if !receipts::void(conn, &receipt.id, &reason, &by)? {
            return Err(Refusal::Conflict {
                message: format!("Official receipt {number} is already void."),
                field: None,
            });
        }
        let paid = ledger::payments_of_receipt(conn, &receipt.student_id, &receipt.school_year_id, &receipt.id)?;
        // One reversal per payment entry, naming the same item; the receipt's amount as one
        // when none is found (never left unreversed).
        let paid: Vec<(Option<String>, i64)> = match paid.is_empty() {
            true => vec![(None, -receipt.amount_centavos)],
            false => paid.into_iter().map(|payment| (payment.line_key, payment.amount_centavos)).collect(),
        };
        let reversals: Vec<NewFeeEntry> = paid
            .into_iter()
            .map(|(line_key, amount)| NewFeeEntry {
                student_id: receipt.student_id.clone(),
                school_year_id: receipt.school_year_id.clone(),
                kind: "reversal",
                line_key,
                description: format!("Official receipt {number} voided"),
                amount_centavos: -amount,
                receipt_id: Some(receipt.id.clone()),
                reason: Some(reason.clone()),
                actor_id: actor_id.clone(),
                actor_name: by.clone(),
            })
            .collect();
        ledger::append(conn, &reversals)?;
        let detail = format!("official receipt {number} ({}): {reason}", pesos(receipt.amount_centavos));
        let entry = Entry::by(actor.clone(), "receipt voided").on("student", &receipt.student_id).detail(detail);
        let voided = receipts::find(conn, &receipt.id)?.unwrap_or(receipt);
        Ok((voided, vec![entry]))
    })?;
    Ok(receipt_view(receipt))
}

/// The receipt `receipt_id`, for printing; 404 when there is none.
pub fn receipt(conn: &mut Conn, receipt_id: &str) -> Result<FeeReceipt, Refusal> {
    let missing = || Refusal::NotFound("This receipt does not exist.".into());
    let id = super::basics::known_id(receipt_id).ok_or_else(missing)?;
    receipts::find(conn, &id)?.ok_or_else(missing)
}

/// A receipt's file: its name and the PDF.
pub struct ReceiptFile {
    /// `official-receipt-000123.pdf`.
    pub file_name: String,
    /// The PDF.
    pub bytes: Vec<u8>,
    /// The learner it was issued for.
    pub student_id: String,
}

/// The receipt `receipt_id` as PDF on `paper`; 404 when there is none.
pub fn receipt_pdf(conn: &mut Conn, receipt_id: &str, paper: ReceiptPaper) -> Result<ReceiptFile, Refusal> {
    let receipt = receipt(conn, receipt_id)?;
    let year = year(conn, &receipt.school_year_id)?;
    let (learner, enrolment) = learner(conn, &receipt.student_id, &year.year.id)?;
    let school = lyceum_persistence::report_cards::settings::read(conn)?.school_name;
    let placed = enrolment
        .map(|e| [e.level, e.section].into_iter().flatten().collect::<Vec<_>>().join(" - "))
        .filter(|placed| !placed.is_empty());
    let method = match (receipt.method.as_str(), &receipt.bank, &receipt.reference) {
        ("cheque", Some(bank), Some(number)) => format!("Cheque: {bank} no. {number}"),
        (method, _, Some(reference)) => format!("{}, reference {reference}", capitalised(method)),
        (method, _, None) => capitalised(method),
    };
    let number = receipt_number(receipt.number);
    let paid = ledger::payments_of_receipt(conn, &receipt.student_id, &receipt.school_year_id, &receipt.id)?;
    let items = match paid.iter().any(|payment| payment.line_key.is_some()) {
        true => {
            let names =
                super::items::line_names(&ledger::of_account(conn, &receipt.student_id, &receipt.school_year_id)?);
            paid.iter()
                .filter_map(|payment| {
                    let key = payment.line_key.as_deref()?;
                    let name = names.get(key).map_or(key, String::as_str);
                    Some(format!("{name}: {}", super::reports::printed(-payment.amount_centavos)))
                })
                .collect()
        }
        false => Vec::new(),
    };
    let printed = Receipt {
        school,
        number: number.clone(),
        issued: receipt.paid_at.format("%Y-%m-%d %H:%M UTC").to_string(),
        learner: receipt.learner_name.clone(),
        lrn: learner.record.lrn,
        enrolment: placed.map(|placed| format!("{placed}, {}", year.year.name)).unwrap_or(year.year.name),
        amount: super::reports::printed(receipt.amount_centavos),
        items,
        method,
        cashier: receipt.cashier_name.clone(),
        void_reason: receipt.void_reason.clone().filter(|_| receipt.voided_at.is_some()),
    };
    Ok(ReceiptFile {
        file_name: format!("official-receipt-{number}.pdf"),
        bytes: lyceum_documents::receipt::render(paper, &printed),
        student_id: receipt.student_id,
    })
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}
