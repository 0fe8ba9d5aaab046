//! Official receipts. Their numbers come from one series whose last number is raised in the
//! same transaction that writes the payment: two payments at once wait on the series' row, and
//! a payment that fails gives its number back with the rest of its transaction, so the series
//! has no gaps and no number twice on any number of servers.

use diesel::prelude::*;

use crate::db::{Conn, DbConnection};
use crate::error::StoreError;
use crate::schema::{fee_receipt_series, fee_receipts};
use crate::values::{new_id, now};

/// A receipt as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_receipts)]
pub struct FeeReceipt {
    /// Its id.
    pub id: String,
    /// Its number in the series.
    pub number: i64,
    /// The learner paid for.
    pub student_id: String,
    /// The school year paid for.
    pub school_year_id: String,
    /// The learner's name when it was issued.
    pub learner_name: String,
    /// In centavos.
    pub amount_centavos: i64,
    /// `cash`, `cheque`, `bank transfer` or `e-wallet`.
    pub method: String,
    /// The cheque's bank.
    pub bank: Option<String>,
    /// The cheque's number, or the transfer's reference.
    pub reference: Option<String>,
    /// Who took the payment: an account's id.
    pub cashier_id: Option<String>,
    /// Who took the payment, by name.
    pub cashier_name: String,
    /// When.
    pub paid_at: chrono::NaiveDateTime,
    /// When it was voided.
    pub voided_at: Option<chrono::NaiveDateTime>,
    /// Why.
    pub void_reason: Option<String>,
    /// Who voided it, by name.
    pub voided_by: Option<String>,
}

/// A receipt to issue: everything but its id, number and time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewReceipt {
    /// The learner.
    pub student_id: String,
    /// The school year.
    pub school_year_id: String,
    /// The learner's name.
    pub learner_name: String,
    /// In centavos.
    pub amount_centavos: i64,
    /// How it was paid.
    pub method: &'static str,
    /// The cheque's bank.
    pub bank: Option<String>,
    /// The cheque's number or the transfer's reference.
    pub reference: Option<String>,
    /// Who took it.
    pub cashier_id: Option<String>,
    /// Who took it, by name.
    pub cashier_name: String,
}

/// Takes the series' next number; call it first in the payment's transaction. The update holds
/// the series' row until the transaction ends (PostgreSQL's row lock; SQLite's one writer), so
/// the number read back is this transaction's own, and payments wait for one another here
/// before they read any balance.
pub fn next_number(conn: &mut Conn) -> Result<i64, StoreError> {
    diesel::update(fee_receipt_series::table.find("official"))
        .set(fee_receipt_series::last_number.eq(fee_receipt_series::last_number + 1))
        .execute(conn)?;
    Ok(fee_receipt_series::table.find("official").select(fee_receipt_series::last_number).first(conn)?)
}

/// Waits for the ledger's turn without taking a number: holds the row [`next_number`] updates
/// until the transaction ends (PostgreSQL's row lock; on SQLite the one writer already keeps
/// writes apart), so a write that must read a balance first (a refund) sees every payment and
/// refund that went before it, and none goes in between.
pub fn wait_turn(conn: &mut Conn) -> Result<(), StoreError> {
    if let DbConnection::Postgresql(pg) = &mut **conn {
        fee_receipt_series::table
            .find("official")
            .select(fee_receipt_series::last_number)
            .for_update()
            .first::<i64>(pg)
            .optional()?;
    }
    Ok(())
}

/// Issues `receipt` under `number`, taken by [`next_number`] in the same transaction.
pub fn issue(conn: &mut Conn, number: i64, receipt: NewReceipt) -> Result<FeeReceipt, StoreError> {
    let id = new_id();
    diesel::insert_into(fee_receipts::table)
        .values((
            fee_receipts::id.eq(&id),
            fee_receipts::number.eq(number),
            fee_receipts::student_id.eq(&receipt.student_id),
            fee_receipts::school_year_id.eq(&receipt.school_year_id),
            fee_receipts::learner_name.eq(&receipt.learner_name),
            fee_receipts::amount_centavos.eq(receipt.amount_centavos),
            fee_receipts::method.eq(receipt.method),
            fee_receipts::bank.eq(receipt.bank.as_deref()),
            fee_receipts::reference.eq(receipt.reference.as_deref()),
            fee_receipts::cashier_id.eq(receipt.cashier_id.as_deref()),
            fee_receipts::cashier_name.eq(&receipt.cashier_name),
            fee_receipts::paid_at.eq(now()),
        ))
        .execute(conn)?;
    find(conn, &id)?.ok_or(StoreError::NotFound)
}

/// The receipt `id`, if there is one.
pub fn find(conn: &mut Conn, id: &str) -> Result<Option<FeeReceipt>, StoreError> {
    Ok(fee_receipts::table.find(id).select(FeeReceipt::as_select()).first(conn).optional()?)
}

/// The receipts of `student_id`'s account of `year_id`, by number.
pub fn of_account(conn: &mut Conn, student_id: &str, year_id: &str) -> Result<Vec<FeeReceipt>, StoreError> {
    Ok(fee_receipts::table
        .filter(fee_receipts::student_id.eq(student_id))
        .filter(fee_receipts::school_year_id.eq(year_id))
        .order(fee_receipts::number)
        .select(FeeReceipt::as_select())
        .load(conn)?)
}

/// Marks the receipt `id` void for `reason`, by `by`, unless it already is; answers whether
/// this call voided it.
pub fn void(conn: &mut Conn, id: &str, reason: &str, by: &str) -> Result<bool, StoreError> {
    let changed = diesel::update(fee_receipts::table.find(id).filter(fee_receipts::voided_at.is_null()))
        .set((fee_receipts::voided_at.eq(now()), fee_receipts::void_reason.eq(reason), fee_receipts::voided_by.eq(by)))
        .execute(conn)?;
    Ok(changed == 1)
}

/// Every receipt number issued, in order (to check the series has no gaps).
pub fn numbers(conn: &mut Conn) -> Result<Vec<i64>, StoreError> {
    Ok(fee_receipts::table.order(fee_receipts::number).select(fee_receipts::number).load(conn)?)
}

/// Every receipt issued from `from` up to (not including) `until`, by number.
pub fn issued_between(
    conn: &mut Conn,
    from: chrono::NaiveDateTime,
    until: chrono::NaiveDateTime,
) -> Result<Vec<FeeReceipt>, StoreError> {
    Ok(fee_receipts::table
        .filter(fee_receipts::paid_at.ge(from))
        .filter(fee_receipts::paid_at.lt(until))
        .order(fee_receipts::number)
        .select(FeeReceipt::as_select())
        .load(conn)?)
}

/// The number of every receipt of `year_id`, by id.
pub fn of_year(conn: &mut Conn, year_id: &str) -> Result<Vec<(String, i64)>, StoreError> {
    Ok(fee_receipts::table
        .filter(fee_receipts::school_year_id.eq(year_id))
        .select((fee_receipts::id, fee_receipts::number))
        .load(conn)?)
}
