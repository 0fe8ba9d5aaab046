//! What the fees' use cases share: amounts as sent, the school year asked for, who acted as
//! the ledger names them, and how a receipt number is printed.

use lyceum_domain::fees::RawAmount;
use lyceum_domain::Role;
use lyceum_persistence::school_years::{self, SchoolYear};
use lyceum_persistence::{admins, Conn};
use serde_json::Value;

use crate::audit::Actor;
use crate::Refusal;

/// An amount as sent in JSON, before it is checked.
pub(crate) fn raw_amount(value: &Value) -> RawAmount {
    match value {
        Value::Null => RawAmount::Missing,
        Value::Number(number) => match number.as_i64() {
            Some(whole) => RawAmount::Whole(whole),
            None => RawAmount::Fraction,
        },
        _ => RawAmount::NotANumber,
    }
}

/// The school year `id`; 404 when there is none.
pub(crate) fn year(conn: &mut Conn, id: &str) -> Result<SchoolYear, Refusal> {
    let missing = || Refusal::NotFound("This school year does not exist.".into());
    let id = known_id(id).ok_or_else(missing)?;
    school_years::find(conn, &id)?.ok_or_else(missing)
}

/// `raw` as an id, or none when it cannot be one (no record has such an id, so no query is
/// needed to say so).
pub(crate) fn known_id(raw: &str) -> Option<String> {
    lyceum_domain::Id::parse(raw.trim()).map(lyceum_domain::Id::into_string)
}

/// Who `actor` is, as a ledger or a receipt names them: an administrator's or cashier's email,
/// `Online payment` for a guardian who paid at the provider's checkout, or the
/// `lyceum` command.
pub(crate) fn actor_name(conn: &mut Conn, actor: &Actor) -> Result<(Option<String>, String), Refusal> {
    Ok(match actor {
        Actor::Account { role: role @ (Role::Admin | Role::Cashier), id, .. } => {
            let missing = if *role == Role::Admin { "an administrator" } else { "a cashier" };
            let email = admins::find(conn, id)?.map(|admin| admin.email).unwrap_or_else(|| missing.into());
            (Some(id.clone()), email)
        }
        Actor::Account { role: Role::Guardian, id, .. } => (Some(id.clone()), "Online payment".into()),
        Actor::Account { id, .. } => (Some(id.clone()), "a staff account".into()),
        Actor::CommandLine => (None, "the lyceum command".into()),
    })
}

/// A receipt number as printed: six digits at least.
pub fn receipt_number(number: i64) -> String {
    format!("{number:06}")
}
