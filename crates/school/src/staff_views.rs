//! The Administrators screen's list: the staff who sign in at `/admin`, administrators and
//! cashiers.

use lyceum_domain::Role;
use lyceum_persistence::admins::{Admin, AdminListing};
use serde::Serialize;
use ts_rs::TS;

/// One staff account as the screen lists it.
#[derive(Serialize, TS)]
pub struct AdminRow {
    #[serde(rename = "_id")]
    id: String,
    email: String,
    /// When the account was made, UTC, `YYYY-MM-DDTHH:MM:SSZ`.
    #[serde(rename = "createdAt")]
    created_at: String,
    /// True while it still uses the starting password someone else chose.
    must_change_password: bool,
    /// True for the signed-in administrator's own account.
    you: bool,
    /// `admin`, or `cashier` for staff who see only Fees.
    role: Role,
    /// True when it signs in with a second step (a one-time code).
    second_step: bool,
}

impl AdminRow {
    /// `admin` as the administrator `caller` sees it; `second_step` when it has one on.
    pub fn of(admin: AdminListing, caller: &str, second_step: bool) -> AdminRow {
        AdminRow {
            second_step,
            you: admin.id == caller,
            role: Role::parse(&admin.staff_role).unwrap_or(Role::Admin),
            created_at: admin.created_at.and_utc().format("%Y-%m-%dT%H:%M:%SZ").to_string(),
            id: admin.id,
            email: admin.email,
            must_change_password: admin.must_change_password,
        }
    }

    /// An account just made on a starting password, as `caller` sees it.
    pub fn made(admin: Admin, caller: &str) -> AdminRow {
        let listed = AdminListing {
            id: admin.id,
            email: admin.email,
            must_change_password: admin.must_change_password,
            created_at: lyceum_persistence::now(),
            staff_role: admin.staff_role,
        };
        AdminRow::of(listed, caller, false)
    }
}

/// `GET admins`: every staff account, oldest first.
#[derive(Serialize, TS)]
pub struct AdminsView {
    /// The accounts.
    pub admins: Vec<AdminRow>,
}
