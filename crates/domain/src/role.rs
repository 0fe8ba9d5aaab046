//! The four kinds of user.

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
}

impl Role {
    /// Every role, in a stable order.
    pub const ALL: [Role; 4] = [Role::Admin, Role::Teacher, Role::Student, Role::Guardian];

    /// The role's name as stored and as the API spells it.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Teacher => "teacher",
            Role::Student => "student",
            Role::Guardian => "guardian",
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
}
