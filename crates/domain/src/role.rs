//! The five kinds of user.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

/// Who a signed-in user is; every route names the roles it admits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Manages teachers, students, classes, news and newsletters.
    Admin,
    /// Teaches subjects and advises sections.
    Teacher,
    /// Belongs to at most one section.
    Student,
    /// A student's parent or guardian, who sees the children linked to their account.
    Guardian,
    /// School staff who sign in at `/admin` and see only Fees: schedules, assessment, payments
    /// and receipts, their day's collections and the reports.
    Cashier,
}

impl Role {
    /// Every role, in a stable order.
    pub const ALL: [Role; 5] = [Role::Admin, Role::Teacher, Role::Student, Role::Guardian, Role::Cashier];

    /// The role's name as stored and as the API spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Teacher => "teacher",
            Role::Student => "student",
            Role::Guardian => "guardian",
            Role::Cashier => "cashier",
        }
    }

    /// True for the staff who sign in at `/admin` (administrators and cashiers), whose accounts
    /// are kept together.
    pub fn is_staff(self) -> bool {
        matches!(self, Role::Admin | Role::Cashier)
    }

    /// The staff role a form chose: `admin` when left out or blank, or `cashier`; anything
    /// else is refused with the form's message.
    pub fn staff_choice(chosen: Option<&str>) -> Result<Role, &'static str> {
        match chosen.map(str::trim).unwrap_or_default() {
            "" | "admin" => Ok(Role::Admin),
            "cashier" => Ok(Role::Cashier),
            _ => Err("Choose Administrator or Cashier."),
        }
    }

    /// Reads a stored role name.
    pub fn parse(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|role| role.as_str() == name)
    }
}

impl std::fmt::Display for Role {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_role_reads_back_from_its_name() {
        for role in Role::ALL {
            assert_eq!(Role::parse(role.as_str()), Some(role));
        }
        assert_eq!(Role::parse("parent"), None);
        assert_eq!(Role::parse("Admin"), None);
    }

    #[test]
    fn a_staff_form_chooses_an_administrator_unless_it_names_a_cashier() {
        assert_eq!(Role::staff_choice(None), Ok(Role::Admin));
        assert_eq!(Role::staff_choice(Some(" ")), Ok(Role::Admin));
        assert_eq!(Role::staff_choice(Some(" cashier ")), Ok(Role::Cashier));
        assert!(Role::staff_choice(Some("teacher")).is_err());
        assert!(Role::staff_choice(Some("Admin")).is_err());
    }
}
