//! The report cards' settings: the paper and the school's name, A4 and "Lyceum Academy" until
//! an administrator saves them.

use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::grading_settings;

/// The school's name on report cards until one is saved.
pub const DEFAULT_SCHOOL_NAME: &str = "Lyceum Academy";

/// The report cards' settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CardSettings {
    /// `a4` or `letter`.
    pub paper: String,
    /// The school's name.
    pub school_name: String,
}

/// The saved settings, or the defaults.
pub fn read(conn: &mut Conn) -> Result<CardSettings, StoreError> {
    let row: Option<(String, String)> = grading_settings::table
        .select((grading_settings::paper, grading_settings::school_name))
        .first(conn)
        .optional()?;
    Ok(match row {
        Some((paper, school_name)) => CardSettings { paper, school_name },
        None => CardSettings { paper: "a4".into(), school_name: DEFAULT_SCHOOL_NAME.into() },
    })
}
