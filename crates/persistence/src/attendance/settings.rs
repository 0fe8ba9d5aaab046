//! The school's attendance settings: one row, read with the defaults standing in for a missing
//! row (or a value no form writes), and saved whole.

use diesel::prelude::*;
use lyceum_domain::attendance::{AttendanceSettings, Registers};

use crate::db::{on_backend, Conn};
use crate::error::StoreError;
use crate::schema::attendance_settings;
use crate::values::now;

/// The settings row's one key.
const ROW: i32 = 1;

/// The settings as stored, the defaults where nothing is.
pub fn read(conn: &mut Conn) -> Result<AttendanceSettings, StoreError> {
    let query = attendance_settings::table.find(ROW).select((
        attendance_settings::registers,
        attendance_settings::edit_days,
        attendance_settings::chronic_percent,
    ));
    let row: Option<(String, i32, i32)> = on_backend!(conn, |c| query.first(c).optional())?;
    let defaults = AttendanceSettings::default();
    Ok(match row {
        None => defaults,
        Some((registers, edit_days, chronic_percent)) => AttendanceSettings {
            registers: Registers::parse(&registers).unwrap_or(defaults.registers),
            edit_days: u16::try_from(edit_days).unwrap_or(defaults.edit_days),
            chronic_percent: u8::try_from(chronic_percent).unwrap_or(defaults.chronic_percent),
        },
    })
}

/// Stores the settings (one statement, so two administrators saving at once leave one's).
pub fn save(conn: &mut Conn, settings: &AttendanceSettings) -> Result<AttendanceSettings, StoreError> {
    let at = now();
    let values = || {
        (
            attendance_settings::registers.eq(settings.registers.as_str()),
            attendance_settings::edit_days.eq(i32::from(settings.edit_days)),
            attendance_settings::chronic_percent.eq(i32::from(settings.chronic_percent)),
            attendance_settings::updated_at.eq(at),
        )
    };
    on_backend!(conn, |c| diesel::insert_into(attendance_settings::table)
        .values((attendance_settings::id.eq(ROW), values()))
        .on_conflict(attendance_settings::id)
        .do_update()
        .set(values())
        .execute(c))?;
    Ok(*settings)
}
