//! A refund: money paid back to a family whose account holds a credit (it paid more than the
//! account now charges, after a discount or a re-assessment). The refund is appended to the
//! ledger like every other entry, raising the balance back towards zero, with who, when and why;
//! it can never be more than the credit.

use chrono::NaiveDate;
use lyceum_domain::fees::{money, pesos};
use lyceum_domain::ValidationError;
use lyceum_persistence::fees::ledger::{self, NewFeeEntry};
use lyceum_persistence::fees::receipts;
use lyceum_persistence::Conn;
use serde::Deserialize;
use serde_json::Value;

use super::accounts::{account, learner};
use super::basics::{actor_name, raw_amount, year};
use super::payments::short_text;
use crate::audit::{audited, Actor, Entry};
use crate::fee_views::FeeAccountView;
use crate::Refusal;

/// `POST /api/fees/refund {studentID, schoolYearID, amountCentavos, reason}`.
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct RefundAsked {
    #[serde(rename = "studentID")]
    student_id: String,
    #[serde(rename = "schoolYearID")]
    school_year_id: String,
    #[serde(rename = "amountCentavos")]
    amount_centavos: Value,
    reason: String,
}

/// Pays back `asked.amount` of the learner's credit, as `actor`; answers the account after it.
/// 409 when the account holds less credit than that (or none).
pub fn refund(
    conn: &mut Conn,
    actor: &Actor,
    asked: &RefundAsked,
    today: NaiveDate,
) -> Result<FeeAccountView, Refusal> {
    let amount = money::amount("amountCentavos", raw_amount(&asked.amount_centavos))?;
    let Some(reason) = short_text("reason", Some(&asked.reason))? else {
        return Err(ValidationError::new("reason", "Say why the money is paid back.").into());
    };
    let year = year(conn, &asked.school_year_id)?;
    let (learner, _) = learner(conn, &asked.student_id, &year.year.id)?;
    let (actor_id, by) = actor_name(conn, actor)?;
    audited(conn, |conn| {
        // Two refunds of one credit at once: the second reads the balance after the first.
        receipts::wait_turn(conn)?;
        let credit = -ledger::balance(conn, &learner.id, &year.year.id)?;
        if amount > credit {
            let message = if credit <= 0 {
                format!("{} {}'s account holds no credit to refund.", learner.first_name, learner.last_name)
            } else {
                format!("The credit is {}: a refund cannot be more.", pesos(credit))
            };
            return Err(Refusal::conflict("amountCentavos", message));
        }
        ledger::append(
            conn,
            &[NewFeeEntry {
                student_id: learner.id.clone(),
                school_year_id: year.year.id.clone(),
                kind: "refund",
                line_key: None,
                description: "Refund".into(),
                amount_centavos: amount,
                receipt_id: None,
                reason: Some(reason.clone()),
                actor_id,
                actor_name: by,
            }],
        )?;
        let entry = Entry::by(actor.clone(), "refund posted")
            .on("student", &learner.id)
            .detail(format!("{}: {reason}", pesos(amount)));
        Ok(((), vec![entry]))
    })?;
    account(conn, &learner.id, &year.year.id, today)
}
