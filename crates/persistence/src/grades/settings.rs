//! The report cards' and School Forms' settings: the paper size, the school's name as printed,
//! and DepEd's school ID, region and division (blank until given).

use diesel::prelude::*;

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::grading_settings;
use crate::values::now;

/// The school's name on report cards until one is saved.
pub const DEFAULT_SCHOOL_NAME: &str = "Lyceum Academy";

/// The report cards' settings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReportCardSettings {
    /// `a4` or `letter`.
    pub paper: String,
    /// The school's name as the report cards print it.
    pub school_name: String,
    /// DepEd's school ID, 6 digits; blank until given.
    pub school_id: String,
    /// The region ("NCR", "Region IV-A").
    pub region: String,
    /// The schools division ("Manila").
    pub division: String,
}

impl Default for ReportCardSettings {
    fn default() -> Self {
        ReportCardSettings {
            paper: "a4".into(),
            school_name: DEFAULT_SCHOOL_NAME.into(),
            school_id: String::new(),
            region: String::new(),
            division: String::new(),
        }
    }
}

/// The settings, or the defaults while none were saved.
pub fn read(conn: &mut Conn) -> Result<ReportCardSettings, StoreError> {
    let stored: Option<(String, String, String, String, String)> = grading_settings::table
        .find(1)
        .select((
            grading_settings::paper,
            grading_settings::school_name,
            grading_settings::school_id,
            grading_settings::region,
            grading_settings::division,
        ))
        .first(conn)
        .optional()?;
    Ok(stored
        .map(|(paper, school_name, school_id, region, division)| ReportCardSettings {
            paper,
            school_name,
            school_id,
            region,
            division,
        })
        .unwrap_or_default())
}

/// Saves the settings (already validated).
pub fn save(conn: &mut Conn, settings: &ReportCardSettings) -> Result<(), StoreError> {
    let row = (
        grading_settings::id.eq(1),
        grading_settings::paper.eq(&settings.paper),
        grading_settings::school_name.eq(&settings.school_name),
        grading_settings::school_id.eq(&settings.school_id),
        grading_settings::region.eq(&settings.region),
        grading_settings::division.eq(&settings.division),
        grading_settings::updated_at.eq(now()),
    );
    on_backend!(conn, |c| diesel::insert_into(grading_settings::table)
        .values(row)
        .on_conflict(grading_settings::id)
        .do_update()
        .set((
            grading_settings::paper.eq(&settings.paper),
            grading_settings::school_name.eq(&settings.school_name),
            grading_settings::school_id.eq(&settings.school_id),
            grading_settings::region.eq(&settings.region),
            grading_settings::division.eq(&settings.division),
            grading_settings::updated_at.eq(now()),
        ))
        .execute(c))?;
    Ok(())
}
