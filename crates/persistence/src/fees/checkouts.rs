//! Guardians' checkouts at the payment provider, and the provider's webhook events received:
//! an event id is kept once (a replayed event is known as such), and a checkout is marked paid
//! with the receipt its payment took.

use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::{fee_checkouts, fee_webhook_events};

/// A checkout as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable)]
#[diesel(table_name = fee_checkouts)]
pub struct FeeCheckout {
    /// Its id (the reference the provider is given).
    pub id: String,
    /// The provider's checkout session id, once made.
    pub provider_id: Option<String>,
    /// The learner whose account it pays.
    pub student_id: String,
    /// The account's school year.
    pub school_year_id: String,
    /// The guardian paying.
    pub guardian_id: String,
    /// The amount, fixed when the checkout was made.
    pub amount_centavos: i64,
    /// The installment it pays.
    pub due_on: NaiveDate,
    /// `open` or `paid`.
    pub status: String,
    /// The receipt of its payment, once paid.
    pub receipt_id: Option<String>,
    /// When it was made.
    pub created_at: NaiveDateTime,
}

/// Keeps a new checkout.
pub fn create(conn: &mut Conn, checkout: &FeeCheckout) -> Result<(), StoreError> {
    diesel::insert_into(fee_checkouts::table).values(checkout).execute(conn)?;
    Ok(())
}

/// Notes the provider's id of checkout `id`.
pub fn set_provider_id(conn: &mut Conn, id: &str, provider_id: &str) -> Result<(), StoreError> {
    diesel::update(fee_checkouts::table.find(id)).set(fee_checkouts::provider_id.eq(provider_id)).execute(conn)?;
    Ok(())
}

/// The checkout the provider knows as `provider_id`.
pub fn by_provider_id(conn: &mut Conn, provider_id: &str) -> Result<Option<FeeCheckout>, StoreError> {
    Ok(fee_checkouts::table
        .filter(fee_checkouts::provider_id.eq(provider_id))
        .select(FeeCheckout::as_select())
        .first(conn)
        .optional()?)
}

/// Marks checkout `id` paid by the receipt `receipt_id`, if it is still open; answers whether it was.
pub fn mark_paid(conn: &mut Conn, id: &str, receipt_id: &str) -> Result<bool, StoreError> {
    let updated = diesel::update(fee_checkouts::table.find(id).filter(fee_checkouts::status.eq("open")))
        .set((fee_checkouts::status.eq("paid"), fee_checkouts::receipt_id.eq(receipt_id)))
        .execute(conn)?;
    Ok(updated == 1)
}

/// Keeps webhook event `event_id` with its `outcome`; answers false when it was received before.
pub fn receive_event(conn: &mut Conn, event_id: &str, outcome: &str) -> Result<bool, StoreError> {
    let inserted = on_backend!(conn, |c| diesel::insert_into(fee_webhook_events::table)
        .values((
            fee_webhook_events::event_id.eq(event_id),
            fee_webhook_events::received_at.eq(crate::values::now()),
            fee_webhook_events::outcome.eq(outcome),
        ))
        .on_conflict(fee_webhook_events::event_id)
        .do_nothing()
        .execute(c))?;
    Ok(inserted == 1)
}
