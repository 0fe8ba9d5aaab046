//! A cashier's day of collections: the receipts they issued that day summed by method, and the
//! day closed with the cash counted. Once closed, the day's payments are read-only (no void)
//! and the cashier posts no more payments that day.

use chrono::NaiveDate;
use lyceum_domain::fees::{money, PaymentMethod};
use lyceum_domain::ValidationError;
use lyceum_persistence::fees::days::{self, DayClosing};
use lyceum_persistence::Conn;
use serde::Deserialize;
use serde_json::Value;

use super::basics::{actor_name, raw_amount};
use crate::audit::{audited, Actor, Entry};
use crate::fee_views::{CashierDayView, MethodTotalView};
use crate::views::timestamp;
use crate::Refusal;

/// `?day=YYYY-MM-DD` (today when left out): the caller's day.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct DayQuery {
    day: Option<String>,
}

/// `POST /api/fees/close-day {day, countedCashCentavos}`.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CloseDayAsked {
    day: Option<String>,
    #[serde(rename = "countedCashCentavos")]
    counted: Value,
}

/// The day `raw` names (today when blank); never a day still to come.
fn day_of(raw: Option<&str>, today: NaiveDate) -> Result<NaiveDate, Refusal> {
    let Some(raw) = raw.map(str::trim).filter(|raw| !raw.is_empty()) else { return Ok(today) };
    let day = NaiveDate::parse_from_str(raw, "%Y-%m-%d")
        .map_err(|_| ValidationError::new("day", "Choose the day, as YYYY-MM-DD."))?;
    if day > today {
        return Err(ValidationError::new("day", "A day still to come has no collections yet.").into());
    }
    Ok(day)
}

/// `actor`'s collections of `day`: (view, expected cash, receipts kept).
fn collections(conn: &mut Conn, cashier: (&str, &str), day: NaiveDate) -> Result<CashierDayView, Refusal> {
    let receipts = days::receipts_of(conn, cashier.0, day)?;
    let kept: Vec<_> = receipts.iter().filter(|r| r.voided_at.is_none()).collect();
    let by_method = PaymentMethod::ALL
        .into_iter()
        .map(|method| {
            let of: Vec<_> = kept.iter().filter(|r| r.method == method.as_str()).collect();
            MethodTotalView {
                method: method.as_str().to_owned(),
                receipts: of.len(),
                amount_centavos: of.iter().map(|r| r.amount_centavos).sum(),
            }
        })
        .collect();
    let closing = days::closing(conn, cashier.0, day)?;
    Ok(CashierDayView {
        day: day.to_string(),
        cashier: cashier.1.to_owned(),
        receipts: kept.len(),
        by_method,
        total_centavos: kept.iter().map(|r| r.amount_centavos).sum(),
        voided: receipts.len() - kept.len(),
        closed: closing.is_some(),
        closed_at: closing.as_ref().map(|c| timestamp(c.closed_at)),
        counted_cash_centavos: closing.as_ref().map(|c| c.counted_cash_centavos),
        difference_centavos: closing.map(|c| c.counted_cash_centavos - c.expected_cash_centavos),
    })
}

fn cash_of(view: &CashierDayView) -> i64 {
    view.by_method.iter().filter(|m| m.method == PaymentMethod::Cash.as_str()).map(|m| m.amount_centavos).sum()
}

/// `actor`'s day `query` names.
pub fn day(conn: &mut Conn, actor: &Actor, query: &DayQuery, today: NaiveDate) -> Result<CashierDayView, Refusal> {
    let day = day_of(query.day.as_deref(), today)?;
    let (id, name) = actor_name(conn, actor)?;
    collections(conn, (id.as_deref().unwrap_or_default(), &name), day)
}

/// Closes `actor`'s day with the cash they counted, after every payment of it being posted.
pub fn close_day(
    conn: &mut Conn,
    actor: &Actor,
    asked: &CloseDayAsked,
    today: NaiveDate,
) -> Result<CashierDayView, Refusal> {
    let day = day_of(asked.day.as_deref(), today)?;
    let counted = money::charge(
        "countedCashCentavos",
        match raw_amount(&asked.counted) {
            lyceum_domain::fees::RawAmount::Missing => lyceum_domain::fees::RawAmount::NotANumber,
            raw => raw,
        },
    )?;
    let (id, name) = actor_name(conn, actor)?;
    let cashier = id.unwrap_or_default();
    audited(conn, |conn| {
        days::hold_payments(conn)?;
        if days::closing(conn, &cashier, day)?.is_some() {
            return Err(Refusal::conflict("day", format!("Your collections of {day} are already closed.")));
        }
        let view = collections(conn, (&cashier, &name), day)?;
        let expected = cash_of(&view);
        days::close(
            conn,
            &DayClosing {
                cashier_id: cashier.clone(),
                day,
                cashier_name: name.clone(),
                receipts: view.receipts as i32,
                total_centavos: view.total_centavos,
                expected_cash_centavos: expected,
                counted_cash_centavos: counted,
                closed_at: chrono::NaiveDateTime::default(),
            },
        )?;
        let detail = format!(
            "{day}: {} receipts, {} in all, cash counted {} against {}",
            view.receipts,
            lyceum_domain::fees::pesos(view.total_centavos),
            lyceum_domain::fees::pesos(counted),
            lyceum_domain::fees::pesos(expected)
        );
        let entry = Entry::by(actor.clone(), "collection day closed").on_kind("receipt").detail(detail);
        Ok::<_, Refusal>(((), vec![entry]))
    })?;
    collections(conn, (&cashier, &name), day)
}

/// Refuses a payment by `cashier` on `day` once their day is closed.
pub(crate) fn check_open(conn: &mut Conn, cashier: Option<&str>, day: NaiveDate) -> Result<(), Refusal> {
    match cashier {
        Some(cashier) if days::closing(conn, cashier, day)?.is_some() => Err(Refusal::Conflict {
            message: format!("Your collections of {day} are closed: payments are taken again tomorrow."),
            field: None,
        }),
        _ => Ok(()),
    }
}

/// Refuses voiding a receipt that belongs to a closed day of its cashier.
pub(crate) fn check_voidable(
    conn: &mut Conn,
    receipt: &lyceum_persistence::fees::receipts::FeeReceipt,
    number: &str,
) -> Result<(), Refusal> {
    let Some(cashier) = receipt.cashier_id.as_deref() else { return Ok(()) };
    if days::closing(conn, cashier, receipt.paid_at.date())?.is_some() {
        return Err(Refusal::Conflict {
            message: format!("Official receipt {number} is in a closed day's collection: it cannot be voided."),
            field: None,
        });
    }
    Ok(())
}
