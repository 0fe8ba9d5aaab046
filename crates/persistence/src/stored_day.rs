//! A date read from a row without `chrono`'s format parser: SQLite keeps a date as its text, and
//! a guardian's Home reads forty of them (the registers of the child's section this term) only
//! to count the days.

use chrono::NaiveDate;
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::sql_types::Date;
use diesel::sqlite::{Sqlite, SqliteValue};

/// A date column's day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, FromSqlRow)]
pub(crate) struct StoredDay(pub(crate) NaiveDate);

/// The number written in `digits`, none unless they are all digits.
pub(crate) fn number(digits: &[u8]) -> Option<u32> {
    digits
        .iter()
        .try_fold(0_u32, |number, &digit| digit.is_ascii_digit().then(|| number * 10 + u32::from(digit - b'0')))
}

/// `YYYY-MM-DD`, the way every date is written, read digit by digit; none for any other text.
pub(crate) fn read_iso(text: &str) -> Option<NaiveDate> {
    let bytes = text.as_bytes();
    if bytes.len() != 10 || bytes[4] != b'-' || bytes[7] != b'-' {
        return None;
    }
    let year = i32::try_from(number(&bytes[..4])?).ok()?;
    NaiveDate::from_ymd_opt(year, number(&bytes[5..7])?, number(&bytes[8..])?)
}

impl FromSql<Date, Sqlite> for StoredDay {
    fn from_sql(mut value: SqliteValue<'_, '_, '_>) -> deserialize::Result<StoredDay> {
        let text = value.read_text();
        match read_iso(text) {
            Some(day) => Ok(StoredDay(day)),
            // Anything else as diesel reads a date.
            None => Ok(StoredDay(NaiveDate::parse_from_str(text, "%F")?)),
        }
    }
}

impl FromSql<Date, Pg> for StoredDay {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<StoredDay> {
        <NaiveDate as FromSql<Date, Pg>>::from_sql(value).map(StoredDay)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_day_of_four_centuries_reads_as_chrono_reads_it() {
        let mut day = NaiveDate::from_ymd_opt(1900, 1, 1).unwrap();
        let last = NaiveDate::from_ymd_opt(2300, 12, 31).unwrap();
        while day <= last {
            let text = day.format("%Y-%m-%d").to_string();
            assert_eq!(read_iso(&text), Some(day), "{text}");
            day = day.succ_opt().unwrap();
        }
    }

    #[test]
    fn text_that_is_not_a_day_is_left_to_chrono() {
        for text in ["2026-02-30", "2026-13-01", "2026-00-10", "2026/11/29", "2026-11-2", "20261129", "2026-1a-29", ""]
        {
            assert_eq!(read_iso(text), None, "{text}");
            assert_eq!(
                read_iso(text).is_some(),
                NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok() && text.len() == 10,
                "{text}"
            );
        }
    }
}
