//! The two kinds of number a grade is made of, neither of them a float: [`Decimal`], a score or
//! an initial grade with at most two decimal places held exactly as a whole number of
//! hundredths, and [`Grade`], a whole grade from 0 to 100.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

/// A number of zero or more with at most two decimal places, such as a score of 17.5 or an
/// initial grade of 84.25, held exactly as a whole number of hundredths in a `u64` (17.5 is
/// 1750), so sums never drift: 0.1 + 0.2 is 0.3 here.
///
/// Text round-trips: [`Decimal::from_str`] reads `17.5` and [`Display`](fmt::Display) writes
/// `17.5` back (`{:.2}` writes `17.50`, as a class record shows an initial grade).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Decimal(u64);

impl Decimal {
    /// Zero.
    pub const ZERO: Decimal = Decimal(0);

    /// The number that is this many hundredths: `from_hundredths(1750)` is 17.5.
    pub const fn from_hundredths(hundredths: u64) -> Decimal {
        Decimal(hundredths)
    }

    /// This number in hundredths: 17.5 gives 1750.
    pub const fn hundredths(self) -> u64 {
        self.0
    }

    /// The fewest decimal places that show this number exactly: 0 for 17, 1 for 17.5, 2 for
    /// 17.25.
    fn places(self) -> usize {
        if self.0.is_multiple_of(100) {
            0
        } else if self.0.is_multiple_of(10) {
            1
        } else {
            2
        }
    }
}

impl From<Grade> for Decimal {
    fn from(grade: Grade) -> Decimal {
        Decimal(u64::from(grade.0) * 100)
    }
}

/// Why a text is not a [`Decimal`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("Enter a number such as 17 or 17.5, with at most two decimal places.")]
pub struct ParseDecimalError;

impl FromStr for Decimal {
    type Err = ParseDecimalError;

    /// Reads `17`, `17.5` or `17.50`, ignoring spaces around it. A sign, an exponent, a third
    /// decimal place, a point without digits on both sides and a number too large to hold are
    /// refused.
    fn from_str(text: &str) -> Result<Decimal, ParseDecimalError> {
        let text = text.trim();
        let (whole, fraction) = match text.split_once('.') {
            Some((whole, fraction)) if !fraction.is_empty() => (whole, fraction),
            Some(_) => return Err(ParseDecimalError),
            None => (text, ""),
        };
        let digits_only = |part: &str| part.bytes().all(|byte| byte.is_ascii_digit());
        if whole.is_empty() || fraction.len() > 2 || !digits_only(whole) || !digits_only(fraction) {
            return Err(ParseDecimalError);
        }
        let whole: u64 = whole.parse().map_err(|_| ParseDecimalError)?;
        // "5" is five tenths: pad to hundredths before reading it.
        let fraction: u64 = format!("{fraction:0<2}").parse().map_err(|_| ParseDecimalError)?;
        whole
            .checked_mul(100)
            .and_then(|hundredths| hundredths.checked_add(fraction))
            .map(Decimal)
            .ok_or(ParseDecimalError)
    }
}

impl Decimal {
    /// The shortest exact form, as [`Display`](fmt::Display) writes it, without a formatter: a
    /// gradebook writes a thousand scores.
    pub fn text(self) -> DecimalText {
        self.text_with(self.places())
    }

    /// This number with `places` decimal places (at most two), the last rounded half-up.
    fn text_with(self, places: usize) -> DecimalText {
        let places = places.min(2);
        // One unit of the last place shown, in hundredths: 100 for whole numbers, 10 for tenths.
        let unit = [100, 10, 1][places];
        let mut rest = self.0 / unit + u64::from(self.0 % unit * 2 >= unit);
        let mut text = DecimalText { bytes: [0; DecimalText::CAPACITY], start: DecimalText::CAPACITY };
        for _ in 0..places {
            text.prepend(rest % 10);
            rest /= 10;
        }
        if places > 0 {
            text.start -= 1;
            text.bytes[text.start] = b'.';
        }
        loop {
            text.prepend(rest % 10);
            rest /= 10;
            if rest == 0 {
                return text;
            }
        }
    }
}

/// A [`Decimal`] written out, held on the stack: `17`, `17.5`, `0.05`.
#[derive(Clone, Copy)]
pub struct DecimalText {
    bytes: [u8; DecimalText::CAPACITY],
    /// Where the text begins: it is written from the end.
    start: usize,
}

impl DecimalText {
    /// The twenty digits of `u64::MAX` and a point.
    const CAPACITY: usize = 21;

    /// The text.
    pub fn as_str(&self) -> &str {
        std::str::from_utf8(&self.bytes[self.start..]).unwrap_or_default()
    }

    /// Writes the digit `digit` (0 to 9) before the text.
    fn prepend(&mut self, digit: u64) {
        self.start -= 1;
        // A digit of 0 to 9: the cast keeps it.
        self.bytes[self.start] = b'0' + digit as u8;
    }
}

impl fmt::Display for Decimal {
    /// The shortest exact form (`17`, `17.5`, `0.05`); with a precision, that many decimal
    /// places (at most two): `{:.2}` gives `17.50`, and `{:.0}` rounds half-up, giving `18`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let places = f.precision().unwrap_or_else(|| self.places());
        f.write_str(self.text_with(places).as_str())
    }
}

/// A whole grade from 0 to 100: a quarterly grade, a final grade, a general average, the
/// lowest grade of a band of a scale. Stored and sent as a JSON number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, ts_rs::TS)]
#[ts(type = "number")]
#[serde(try_from = "u8", into = "u8")]
pub struct Grade(u8);

impl Grade {
    /// The grade `value`, when it is at most 100.
    pub const fn new(value: u8) -> Option<Grade> {
        if value <= 100 {
            Some(Grade(value))
        } else {
            None
        }
    }

    /// The grade as a number.
    pub const fn value(self) -> u8 {
        self.0
    }

    /// `value` as a grade, 100 when it is more: for the results of this module's arithmetic,
    /// which are at most 100 by construction, and for its constants.
    pub(super) const fn clamped(value: u128) -> Grade {
        if value > 100 {
            Grade(100)
        } else {
            // At most 100, so the cast keeps the value.
            Grade(value as u8)
        }
    }
}

/// Why a number is not a [`Grade`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("A grade is a whole number from 0 to 100.")]
pub struct GradeOutOfRange;

impl TryFrom<u8> for Grade {
    type Error = GradeOutOfRange;

    fn try_from(value: u8) -> Result<Grade, GradeOutOfRange> {
        Grade::new(value).ok_or(GradeOutOfRange)
    }
}

impl From<Grade> for u8 {
    fn from(grade: Grade) -> u8 {
        grade.0
    }
}

impl fmt::Display for Grade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// `numerator / denominator` to the nearest whole number, halves rounded up (DepEd's rounding:
/// 74.5 is 75). Every caller passes a denominator above zero.
pub(super) const fn round_half_up(numerator: u128, denominator: u128) -> u128 {
    (2 * numerator + denominator) / (2 * denominator)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decimal(text: &str) -> Decimal {
        text.parse().unwrap()
    }

    #[test]
    fn scores_are_read_exactly_in_hundredths() {
        assert_eq!(decimal("17.5").hundredths(), 1750);
        assert_eq!(decimal("17.50").hundredths(), 1750);
        assert_eq!(decimal("17.05").hundredths(), 1705);
        assert_eq!(decimal("0").hundredths(), 0);
        assert_eq!(decimal(" 20 ").hundredths(), 2000);
        assert_eq!(decimal("0.1").hundredths() + decimal("0.2").hundredths(), decimal("0.3").hundredths());
    }

    #[test]
    fn text_that_is_not_a_two_place_number_is_refused() {
        for text in ["", ".", "17.", ".5", "-1", "+1", "1.234", "1e3", "1,5", "17.5.1", "abc", "99999999999999999999"] {
            assert_eq!(text.parse::<Decimal>(), Err(ParseDecimalError), "{text:?}");
        }
    }

    #[test]
    fn display_round_trips_and_pads_or_rounds_to_a_precision() {
        for text in ["17.5", "17", "0.05", "0", "100", "84.25", "1234567.89"] {
            assert_eq!(decimal(text).to_string(), text);
            assert_eq!(decimal(&decimal(text).to_string()), decimal(text));
        }
        assert_eq!(format!("{:.2}", decimal("17.5")), "17.50");
        assert_eq!(format!("{:.1}", decimal("17.25")), "17.3");
        assert_eq!(format!("{:.1}", decimal("17.24")), "17.2");
        assert_eq!(format!("{:.0}", decimal("74.5")), "75");
        assert_eq!(format!("{:.0}", decimal("74.49")), "74");
        assert_eq!(format!("{:.5}", decimal("1.5")), "1.50");
        for hundredths in [0, 5, 50, 99, 100, 105, 1750, 1799, 10_000, u64::MAX] {
            let number = Decimal(hundredths);
            assert_eq!(number.text().as_str(), number.to_string(), "{hundredths}");
        }
        assert_eq!(Decimal(u64::MAX).to_string(), "184467440737095516.15");
        assert_eq!(format!("{:.0}", Decimal(u64::MAX)), "184467440737095516");
        assert_eq!(format!("{:.1}", Decimal(1799)), "18.0");
    }

    #[test]
    fn grades_run_from_0_to_100() {
        assert_eq!(Grade::new(100).map(Grade::value), Some(100));
        assert_eq!(Grade::new(101), None);
        assert_eq!(Grade::try_from(0).map(u8::from), Ok(0));
        assert_eq!(Grade::clamped(250), Grade(100));
        assert_eq!(Decimal::from(Grade(84)), decimal("84"));
    }

    #[test]
    fn halves_round_up() {
        assert_eq!(round_half_up(745, 10), 75);
        assert_eq!(round_half_up(7449, 100), 74);
        assert_eq!(round_half_up(339, 4), 85); // 84.75
        assert_eq!(round_half_up(0, 7), 0);
    }
}
