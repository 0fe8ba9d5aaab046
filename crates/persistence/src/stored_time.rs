//! A time read from a row without `chrono`'s format parser: SQLite keeps a timestamp as its
//! text, and diesel reads it by trying a list of formats, each parsed again for every value. A
//! student's Classwork reads three for each of a section's pieces of classwork.

use chrono::{NaiveDateTime, NaiveTime};
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::sql_types::Timestamp;
use diesel::sqlite::{Sqlite, SqliteValue};

use crate::stored_day::{number, read_iso};

/// A timestamp column's time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, FromSqlRow)]
pub(crate) struct StoredTime(pub(crate) NaiveDateTime);

/// `YYYY-MM-DD HH:MM:SS`, with a fraction of a second of up to nine digits or none (the way
/// every time is written), read digit by digit; none for any other text.
fn read_stored(text: &str) -> Option<NaiveDateTime> {
    let bytes = text.as_bytes();
    // The day as a date is read (`read_iso` checks its dashes).
    if bytes.len() < 19 || bytes[10] != b' ' || bytes[13] != b':' || bytes[16] != b':' {
        return None;
    }
    let nanos = match &bytes[19..] {
        [] => 0,
        [b'.', fraction @ ..] if !fraction.is_empty() && fraction.len() <= 9 => {
            number(fraction)? * 10_u32.pow(9 - u32::try_from(fraction.len()).ok()?)
        }
        _ => return None,
    };
    let day = read_iso(text.get(..10)?)?;
    let time =
        NaiveTime::from_hms_nano_opt(number(&bytes[11..13])?, number(&bytes[14..16])?, number(&bytes[17..19])?, nanos)?;
    Some(day.and_time(time))
}

impl FromSql<Timestamp, Sqlite> for StoredTime {
    fn from_sql(mut value: SqliteValue<'_, '_, '_>) -> deserialize::Result<StoredTime> {
        if let Some(at) = read_stored(value.read_text()) {
            return Ok(StoredTime(at));
        }
        // Anything else (another format, a Julian day) as diesel reads a timestamp.
        <NaiveDateTime as FromSql<Timestamp, Sqlite>>::from_sql(value).map(StoredTime)
    }
}

impl FromSql<Timestamp, Pg> for StoredTime {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<StoredTime> {
        <NaiveDateTime as FromSql<Timestamp, Pg>>::from_sql(value).map(StoredTime)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{Duration, NaiveDate, Timelike};

    #[test]
    fn times_across_centuries_read_as_chrono_reads_them_as_written() {
        let mut at = NaiveDate::from_ymd_opt(1900, 1, 1).unwrap().and_hms_opt(0, 0, 0).unwrap();
        let last = NaiveDate::from_ymd_opt(2300, 12, 31).unwrap().and_hms_opt(23, 59, 59).unwrap();
        let mut step = 0_i64;
        while at <= last {
            // Every way a stored time is written: whole seconds, and fractions of 1 to 9 digits.
            let nanos = [0, 5_000_000, 26_000_000, 123_456_000, 999_999_999, 1][usize::try_from(step % 6).unwrap()];
            let written = at.with_nanosecond(nanos).unwrap();
            for text in [written.format("%F %T%.f").to_string(), written.format("%Y-%m-%d %H:%M:%S%.9f").to_string()] {
                assert_eq!(read_stored(&text), Some(written), "{text}");
                assert_eq!(read_stored(&text), NaiveDateTime::parse_from_str(&text, "%F %T%.f").ok(), "{text}");
            }
            step += 1;
            at += Duration::minutes(7_919 + step % 61);
        }
    }

    #[test]
    fn text_that_is_not_a_stored_time_is_left_to_chrono() {
        for text in [
            "2026-12-07T21:00:00",
            "2026-12-07 21:00",
            "2026-12-07 24:00:00",
            "2026-02-30 10:00:00",
            "2026-12-07 21:00:00.",
            "2026-12-07 21:00:00.1234567890",
            "2026-12-07 21:00:00Z",
            "2026-12-07 2a:00:00",
            "2460000.5",
            "",
        ] {
            assert_eq!(read_stored(text), None, "{text}");
        }
    }
}
