//! Cashiers' days of collections: each cashier's receipts of a day, and the day closed with the
//! cash counted, after which it is read-only.

use chrono::{Duration, NaiveDate};
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::fees::receipts::FeeReceipt;
use crate::schema::{fee_day_closings, fee_receipt_series, fee_receipts};
use crate::values::now;

/// A closed day as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_day_closings)]
pub struct DayClosing {
    /// The cashier: an account's id.
    pub cashier_id: String,
    /// The day.
    pub day: NaiveDate,
    /// The cashier, by name.
    pub cashier_name: String,
    /// Receipts of the day, voided ones left out.
    pub receipts: i32,
    /// Everything collected.
    pub total_centavos: i64,
    /// The cash the receipts say was taken.
    pub expected_cash_centavos: i64,
    /// The cash counted at closing.
    pub counted_cash_centavos: i64,
    /// When.
    pub closed_at: chrono::NaiveDateTime,
}

/// The receipts `cashier_id` issued on `day`, by number.
pub fn receipts_of(conn: &mut Conn, cashier_id: &str, day: NaiveDate) -> Result<Vec<FeeReceipt>, StoreError> {
    let from = day.and_hms_opt(0, 0, 0).unwrap_or_default();
    Ok(fee_receipts::table
        .filter(fee_receipts::cashier_id.eq(cashier_id))
        .filter(fee_receipts::paid_at.ge(from))
        .filter(fee_receipts::paid_at.lt(from + Duration::days(1)))
        .order(fee_receipts::number)
        .select(FeeReceipt::as_select())
        .load(conn)?)
}

/// The closing of `cashier_id`'s `day`, if it is closed.
pub fn closing(conn: &mut Conn, cashier_id: &str, day: NaiveDate) -> Result<Option<DayClosing>, StoreError> {
    Ok(fee_day_closings::table.find((cashier_id, day)).select(DayClosing::as_select()).first(conn).optional()?)
}

/// Waits for the payments being posted (they hold the receipt series) and holds them off until
/// this transaction ends, so a day is closed on every payment of it.
pub fn hold_payments(conn: &mut Conn) -> Result<(), StoreError> {
    diesel::update(fee_receipt_series::table.find("official"))
        .set(fee_receipt_series::last_number.eq(fee_receipt_series::last_number))
        .execute(conn)?;
    Ok(())
}

/// Closes a day as `closing` says (its `closed_at` set here).
pub fn close(conn: &mut Conn, closing: &DayClosing) -> Result<(), StoreError> {
    diesel::insert_into(fee_day_closings::table)
        .values((
            fee_day_closings::cashier_id.eq(&closing.cashier_id),
            fee_day_closings::day.eq(closing.day),
            fee_day_closings::cashier_name.eq(&closing.cashier_name),
            fee_day_closings::receipts.eq(closing.receipts),
            fee_day_closings::total_centavos.eq(closing.total_centavos),
            fee_day_closings::expected_cash_centavos.eq(closing.expected_cash_centavos),
            fee_day_closings::counted_cash_centavos.eq(closing.counted_cash_centavos),
            fee_day_closings::closed_at.eq(now()),
        ))
        .execute(conn)?;
    Ok(())
}
