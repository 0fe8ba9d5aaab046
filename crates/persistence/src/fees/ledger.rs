//! The ledger of the learners' accounts: entries are only ever added, never changed or
//! deleted; an account's balance is the sum of its entries.

use std::collections::HashMap;

use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::fee_entries;
use crate::values::{new_id_in_order, now};

/// An entry as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = fee_entries)]
pub struct FeeEntry {
    /// Its id (in the order entries were made).
    pub id: String,
    /// The learner.
    pub student_id: String,
    /// The school year.
    pub school_year_id: String,
    /// `charge`, `discount`, `payment`, `adjustment`, `refund` or `reversal`.
    pub kind: String,
    /// The assessment line it posts (`item:<id>`, `discount:<id>`, `plan:<id>`), if any.
    pub line_key: Option<String>,
    /// As the statement prints it.
    pub description: String,
    /// Signed centavos: what raises the balance is positive.
    pub amount_centavos: i64,
    /// The receipt of a payment or of its reversal.
    pub receipt_id: Option<String>,
    /// Why, when someone gave a reason.
    pub reason: Option<String>,
    /// Who wrote it: an account's id (none for the server).
    pub actor_id: Option<String>,
    /// Who wrote it, as the statement names them.
    pub actor_name: String,
    /// When.
    pub created_at: chrono::NaiveDateTime,
}

/// An entry to add; its id and time are set when it is added.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewFeeEntry {
    /// The learner.
    pub student_id: String,
    /// The school year.
    pub school_year_id: String,
    /// See [`FeeEntry::kind`].
    pub kind: &'static str,
    /// See [`FeeEntry::line_key`].
    pub line_key: Option<String>,
    /// As the statement prints it.
    pub description: String,
    /// Signed centavos.
    pub amount_centavos: i64,
    /// See [`FeeEntry::receipt_id`].
    pub receipt_id: Option<String>,
    /// Why.
    pub reason: Option<String>,
    /// Who: an account's id.
    pub actor_id: Option<String>,
    /// Who, by name.
    pub actor_name: String,
}

/// Adds `entries`, in their order.
pub fn append(conn: &mut Conn, entries: &[NewFeeEntry]) -> Result<(), StoreError> {
    let at = now();
    for chunk in entries.chunks(200) {
        let rows: Vec<_> = chunk
            .iter()
            .map(|entry| {
                (
                    fee_entries::id.eq(new_id_in_order()),
                    fee_entries::student_id.eq(&entry.student_id),
                    fee_entries::school_year_id.eq(&entry.school_year_id),
                    fee_entries::kind.eq(entry.kind),
                    fee_entries::line_key.eq(entry.line_key.as_deref()),
                    fee_entries::description.eq(&entry.description),
                    fee_entries::amount_centavos.eq(entry.amount_centavos),
                    fee_entries::receipt_id.eq(entry.receipt_id.as_deref()),
                    fee_entries::reason.eq(entry.reason.as_deref()),
                    fee_entries::actor_id.eq(entry.actor_id.as_deref()),
                    fee_entries::actor_name.eq(&entry.actor_name),
                    fee_entries::created_at.eq(at),
                )
            })
            .collect();
        on_backend!(conn, |c| diesel::insert_into(fee_entries::table).values(&rows).execute(c))?;
    }
    Ok(())
}

/// The entries of `student_id`'s account of `year_id`, oldest first.
pub fn of_account(conn: &mut Conn, student_id: &str, year_id: &str) -> Result<Vec<FeeEntry>, StoreError> {
    Ok(fee_entries::table
        .filter(fee_entries::student_id.eq(student_id))
        .filter(fee_entries::school_year_id.eq(year_id))
        .order((fee_entries::created_at, fee_entries::id))
        .select(FeeEntry::as_select())
        .load(conn)?)
}

/// The payment entries of the receipt `receipt_id` on `student_id`'s account of `year_id`: one,
/// or one per item the cashier chose.
pub fn payments_of_receipt(
    conn: &mut Conn,
    student_id: &str,
    year_id: &str,
    receipt_id: &str,
) -> Result<Vec<FeeEntry>, StoreError> {
    Ok(fee_entries::table
        .filter(fee_entries::student_id.eq(student_id))
        .filter(fee_entries::school_year_id.eq(year_id))
        .filter(fee_entries::receipt_id.eq(receipt_id))
        .filter(fee_entries::kind.eq("payment"))
        .order((fee_entries::created_at, fee_entries::id))
        .select(FeeEntry::as_select())
        .load(conn)?)
}

/// The balance of `student_id`'s account of `year_id`: the sum of its entries (added here, as
/// SQL's `SUM` of a `BIGINT` is a `NUMERIC` on PostgreSQL).
pub fn balance(conn: &mut Conn, student_id: &str, year_id: &str) -> Result<i64, StoreError> {
    let amounts: Vec<i64> = fee_entries::table
        .filter(fee_entries::student_id.eq(student_id))
        .filter(fee_entries::school_year_id.eq(year_id))
        .select(fee_entries::amount_centavos)
        .load(conn)?;
    Ok(amounts.into_iter().sum())
}

/// What each learner of `year_id` among `student_ids` has posted per assessment line:
/// learner → line key → sum of the charges, discounts and adjustments naming it (a payment
/// for a chosen item names it too, but is not part of the assessment).
pub fn posted_lines(
    conn: &mut Conn,
    year_id: &str,
    student_ids: &[String],
) -> Result<HashMap<String, HashMap<String, i64>>, StoreError> {
    let mut posted: HashMap<String, HashMap<String, i64>> = HashMap::new();
    for chunk in student_ids.chunks(500) {
        let rows: Vec<(String, String, i64)> = fee_entries::table
            .filter(fee_entries::school_year_id.eq(year_id))
            .filter(fee_entries::student_id.eq_any(chunk))
            .filter(fee_entries::line_key.is_not_null())
            .filter(fee_entries::kind.eq_any(["charge", "discount", "adjustment"]))
            .select((fee_entries::student_id, fee_entries::line_key.assume_not_null(), fee_entries::amount_centavos))
            .load(conn)?;
        for (student, key, amount) in rows {
            *posted.entry(student).or_default().entry(key).or_default() += amount;
        }
    }
    Ok(posted)
}

/// Whether `year_id` has any entry (a year with money on it is not deleted).
pub fn year_has_entries(conn: &mut Conn, year_id: &str) -> Result<bool, StoreError> {
    Ok(diesel::select(diesel::dsl::exists(fee_entries::table.filter(fee_entries::school_year_id.eq(year_id))))
        .get_result(conn)?)
}

/// The balance of every account of `year_id` that has an entry: learner → sum of entries.
pub fn balances(conn: &mut Conn, year_id: &str) -> Result<HashMap<String, i64>, StoreError> {
    let rows: Vec<(String, i64)> = fee_entries::table
        .filter(fee_entries::school_year_id.eq(year_id))
        .select((fee_entries::student_id, fee_entries::amount_centavos))
        .load(conn)?;
    let mut balances: HashMap<String, i64> = HashMap::new();
    for (student, amount) in rows {
        *balances.entry(student).or_default() += amount;
    }
    Ok(balances)
}

/// Every entry of `year_id`, by learner and then in the order they were made.
pub fn of_year(conn: &mut Conn, year_id: &str) -> Result<Vec<FeeEntry>, StoreError> {
    Ok(fee_entries::table
        .filter(fee_entries::school_year_id.eq(year_id))
        .order((fee_entries::student_id, fee_entries::created_at, fee_entries::id))
        .select(FeeEntry::as_select())
        .load(conn)?)
}
