//! Online payment, when the school turns it on (the fee settings) and the server has the
//! provider's keys: a guardian pays the next installment of a child's account at the provider's
//! checkout; the payment is posted only from the provider's webhook whose signature verifies,
//! for the amount the checkout was made for, once. A forged, replayed or wrong webhook posts
//! nothing and is kept in the audit log.

use chrono::NaiveDate;
use lyceum_domain::fees::{next_due, pesos, standing};
use lyceum_domain::Role;
use lyceum_persistence::db::transaction;
use lyceum_persistence::fees::checkouts::{self, FeeCheckout};
use lyceum_persistence::fees::{accounts as stored, ledger, reminders};
use lyceum_persistence::{Conn, Database, StoreError};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ts_rs::TS;

use super::basics::{known_id, year};
use super::payments::{self, PaymentAsked};
use super::paymongo::{CheckoutRequest, PayMongo};
use super::reads::may_read;
use crate::audit::{self, audited, Actor, Entry};
use crate::{blocking, Refusal};

/// `POST /api/fees/checkout`: a guardian's child, and the year (the current one when left out).
#[derive(Debug, Default, Deserialize)]
#[serde(default)]
pub struct CheckoutAsked {
    #[serde(rename = "studentID")]
    student_id: String,
    #[serde(rename = "schoolYearID")]
    school_year_id: Option<String>,
}

/// A checkout made: where to pay, what, and for which due date.
#[derive(Debug, Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct CheckoutView {
    /// The provider's page to send the guardian to.
    checkout_url: String,
    amount_centavos: i64,
    /// `YYYY-MM-DD`.
    due_on: String,
}

/// Makes a checkout of the next installment due on `asked`'s account for the guardian `actor`,
/// at `provider` (none when the server has no keys); `site` is the address the guardian comes
/// back to (`https://school.example`).
pub async fn start_checkout(
    db: &Database,
    provider: Option<&PayMongo>,
    actor: Actor,
    asked: CheckoutAsked,
    today: NaiveDate,
    site: String,
) -> Result<CheckoutView, Refusal> {
    let provider = provider.cloned().ok_or_else(not_set_up)?;
    let (checkout, description) = blocking::write(db, move |conn| open_checkout(conn, &actor, &asked, today)).await?;
    let back = format!("{site}/guardian/fees?child={}", checkout.student_id);
    let request = CheckoutRequest {
        description,
        amount: checkout.amount_centavos,
        reference: checkout.id.clone(),
        success_url: format!("{back}&paid=1"),
        cancel_url: back,
    };
    let session = blocking::run(db, move |_| {
        provider.create_checkout(&request).map_err(|error| {
            tracing::warn!(%error, "a checkout could not be made");
            Refusal::Conflict {
                message: "The payment provider could not be reached: try again in a moment.".into(),
                field: None,
            }
        })
    })
    .await?;
    let (id, provider_id) = (checkout.id.clone(), session.id.clone());
    blocking::write(db, move |conn| Ok::<_, Refusal>(checkouts::set_provider_id(conn, &id, &provider_id)?)).await?;
    Ok(CheckoutView {
        checkout_url: session.checkout_url,
        amount_centavos: checkout.amount_centavos,
        due_on: checkout.due_on.to_string(),
    })
}

fn not_set_up() -> Refusal {
    conflict("Online payment is not set up on this server.")
}

/// Checks that `actor`, a guardian of the learner, may pay online now, and keeps the checkout of
/// the next installment due (what is left of it), audited; answers it with its description.
fn open_checkout(
    conn: &mut Conn,
    actor: &Actor,
    asked: &CheckoutAsked,
    today: NaiveDate,
) -> Result<(FeeCheckout, String), Refusal> {
    let Actor::Account { role: Role::Guardian, id: guardian_id, .. } = actor else {
        return Err(Refusal::Forbidden("Only a guardian pays online.".into()));
    };
    if !reminders::settings(conn)?.online_payments {
        return Err(Refusal::Conflict { message: "Your school does not take payments online.".into(), field: None });
    }
    may_read(conn, actor, &asked.student_id)?;
    let student_id = known_id(&asked.student_id).unwrap_or_default();
    let year = match asked.school_year_id.as_deref().map(str::trim).filter(|id| !id.is_empty()) {
        Some(id) => year(conn, id)?,
        None => lyceum_persistence::school_years::current(conn)?
            .ok_or_else(|| Refusal::NotFound("There is no current school year.".into()))?,
    };
    let nothing = || Refusal::Conflict { message: "Nothing is due on this account.".into(), field: None };
    let account =
        stored::find(conn, &student_id, &year.year.id)?.filter(|a| a.assessed_at.is_some()).ok_or_else(nothing)?;
    let balance = ledger::balance(conn, &student_id, &year.year.id)?;
    let (due_on, left) = next_due(&standing(&account.installments(), balance, today)).ok_or_else(nothing)?;
    let amount = left.min(balance);
    if amount <= 0 {
        return Err(nothing());
    }
    let checkout = FeeCheckout {
        id: uuid::Uuid::new_v4().to_string(),
        provider_id: None,
        student_id,
        school_year_id: year.year.id.clone(),
        guardian_id: guardian_id.clone(),
        amount_centavos: amount,
        due_on,
        status: "open".into(),
        receipt_id: None,
        created_at: lyceum_persistence::now(),
    };
    let description = format!("School fees {}: installment due {}", year.year.name, due_on.format("%-d %B %Y"));
    audited(conn, |conn| {
        checkouts::create(conn, &checkout)?;
        let detail = format!("{} online, due {due_on}", pesos(amount));
        let entry =
            Entry::by(actor.clone(), "online checkout started").on("student", &checkout.student_id).detail(detail);
        Ok::<_, Refusal>(((checkout.clone(), description), vec![entry]))
    })
}

/// Receives the provider's webhook `body` signed with `signature`: a paid checkout session is
/// posted to its account as an e-wallet payment on an official receipt, once; anything else is
/// refused (4xx) with nothing posted, and the refusal kept in the audit log. Answers what the
/// provider is told.
pub fn receive_webhook(
    conn: &mut Conn,
    provider: Option<&PayMongo>,
    signature: &str,
    body: &[u8],
    today: NaiveDate,
) -> Result<Value, Refusal> {
    let refuse = |conn: &mut Conn, why: &str, refusal: Refusal| -> Result<Value, Refusal> {
        let entry = Entry::by(Actor::CommandLine, "online payment webhook refused").detail(why.to_owned());
        audit::write(conn, vec![entry])?;
        tracing::warn!(why, "a payment webhook was refused");
        Err(refusal)
    };
    let Some(provider) = provider else {
        return refuse(conn, "online payment is not set up", not_set_up());
    };
    let Ok(event) = serde_json::from_slice::<Value>(body) else {
        return refuse(conn, "not an event", Refusal::BadRequest("The webhook's body is not an event.".into()));
    };
    let attributes = &event["data"]["attributes"];
    if !provider.verify(signature, body, attributes["livemode"].as_bool().unwrap_or(false)) {
        let refusal = Refusal::Forbidden("The webhook's signature does not verify.".into());
        return refuse(conn, "bad signature", refusal);
    }
    if attributes["type"] != "checkout_session.payment.paid" {
        return Ok(json!({ "message": "Event ignored." }));
    }
    let event_id = event["data"]["id"].as_str().unwrap_or_default().to_owned();
    let session = &attributes["data"];
    let session_id = session["id"].as_str().unwrap_or_default();
    let payment = &session["attributes"]["payments"][0];
    let paid = payment["attributes"]["amount"].as_i64();
    let reference = payment["id"].as_str().unwrap_or(session_id).to_owned();
    let posted = transaction(conn, |conn| {
        if event_id.is_empty() || !checkouts::receive_event(conn, &event_id, "posted")? {
            return Err(NotPosted::Refused(
                "replayed event",
                conflict("This event was received before: nothing was posted."),
            ));
        }
        let Some(checkout) = checkouts::by_provider_id(conn, session_id)? else {
            let refusal = Refusal::BadRequest("No checkout of this school has that id.".into());
            return Err(NotPosted::Refused("unknown checkout", refusal));
        };
        if paid != Some(checkout.amount_centavos) {
            let refusal = Refusal::BadRequest("The amount paid is not the checkout's amount.".into());
            return Err(NotPosted::Refused("wrong amount", refusal));
        }
        if checkout.status != "open" {
            return Err(NotPosted::Refused("checkout already paid", conflict("This checkout is already paid.")));
        }
        let asked: PaymentAsked = serde_json::from_value(json!({
            "studentID": checkout.student_id, "schoolYearID": checkout.school_year_id,
            "amountCentavos": checkout.amount_centavos, "method": "e-wallet", "reference": reference,
        }))
        .map_err(|error| NotPosted::Refused("unreadable payment", Refusal::BadRequest(error.to_string())))?;
        let payer = Actor::Account { role: Role::Guardian, id: checkout.guardian_id.clone(), address: None };
        let receipt = payments::post_payment(conn, &payer, &asked, today)
            .map_err(|refusal| NotPosted::Refused("not posted", refusal))?;
        let receipt = serde_json::to_value(receipt).unwrap_or_default();
        // Two events of one session at once both read it open; the second to mark it paid
        // undoes its payment here (its receipt number with it).
        if !checkouts::mark_paid(conn, &checkout.id, receipt["_id"].as_str().unwrap_or_default())? {
            return Err(NotPosted::Refused("checkout already paid", conflict("This checkout is already paid.")));
        }
        Ok(receipt)
    });
    match posted {
        Ok(receipt) => Ok(json!({ "message": "Payment posted.", "receipt": receipt["number"] })),
        Err(NotPosted::Refused(why, refusal)) => refuse(conn, &format!("{why} ({event_id}, {session_id})"), refusal),
        Err(NotPosted::Store(error)) => Err(error.into()),
    }
}

/// Why a webhook's payment was not posted: a refusal (with the audit log's words for it), or
/// the storage failing (nothing kept, so the provider's retry is received as new).
enum NotPosted {
    Refused(&'static str, Refusal),
    Store(StoreError),
}

impl From<StoreError> for NotPosted {
    fn from(error: StoreError) -> Self {
        NotPosted::Store(error)
    }
}

impl From<lyceum_persistence::DieselError> for NotPosted {
    fn from(error: lyceum_persistence::DieselError) -> Self {
        NotPosted::Store(error.into())
    }
}

fn conflict(message: &str) -> Refusal {
    Refusal::Conflict { message: message.into(), field: None }
}
