//! Money as whole centavos (`i64`): read from the wire only as a whole number, never a float,
//! and written for people as `₱1,234.50`.

use crate::ValidationError;

/// The largest amount a fee, a discount or a payment may be: ₱10,000,000.00.
pub const MAX_CENTAVOS: i64 = 1_000_000_000;

/// An amount as sent, before it is checked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RawAmount {
    /// Not sent.
    Missing,
    /// A whole number of centavos.
    Whole(i64),
    /// A number with a fraction of a centavo, or too large to be whole.
    Fraction,
    /// Not a number (a string, a list, …).
    NotANumber,
}

/// A positive amount of centavos, at most [`MAX_CENTAVOS`].
pub fn amount(field: &'static str, raw: RawAmount) -> Result<i64, ValidationError> {
    match whole(field, raw)? {
        0 => Err(ValidationError::new(field, "Enter an amount more than zero.")),
        value => Ok(value),
    }
}

/// An amount of centavos that may be zero (an installment charge), at most [`MAX_CENTAVOS`];
/// missing counts as zero.
pub fn charge(field: &'static str, raw: RawAmount) -> Result<i64, ValidationError> {
    match raw {
        RawAmount::Missing => Ok(0),
        raw => whole(field, raw),
    }
}

fn whole(field: &'static str, raw: RawAmount) -> Result<i64, ValidationError> {
    match raw {
        RawAmount::Missing => Err(ValidationError::new(field, "Enter the amount.")),
        RawAmount::NotANumber => Err(ValidationError::new(field, "Enter the amount as a number of centavos.")),
        RawAmount::Fraction => {
            Err(ValidationError::new(field, "Amounts are in whole centavos: a fraction of a centavo cannot be paid."))
        }
        RawAmount::Whole(value) if value < 0 => Err(ValidationError::new(field, "An amount cannot be negative.")),
        RawAmount::Whole(value) if value > MAX_CENTAVOS => {
            Err(ValidationError::new(field, "An amount cannot be more than ₱10,000,000.00."))
        }
        RawAmount::Whole(value) => Ok(value),
    }
}

/// `centavos` for people: `₱1,234.50`, `-₱80.00`.
pub fn pesos(centavos: i64) -> String {
    let sign = if centavos < 0 { "-" } else { "" };
    let magnitude = centavos.unsigned_abs();
    let whole = (magnitude / 100).to_string();
    let mut grouped = String::with_capacity(whole.len() + whole.len() / 3);
    for (index, digit) in whole.chars().enumerate() {
        if index > 0 && (whole.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    format!("{sign}₱{grouped}.{:02}", magnitude % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pesos_group_thousands_and_keep_two_decimals() {
        assert_eq!(pesos(0), "₱0.00");
        assert_eq!(pesos(5), "₱0.05");
        assert_eq!(pesos(123_450), "₱1,234.50");
        assert_eq!(pesos(100_000_000), "₱1,000,000.00");
        assert_eq!(pesos(-8_000), "-₱80.00");
    }

    #[test]
    fn amounts_are_positive_whole_centavos_up_to_ten_million_pesos() {
        assert_eq!(amount("a", RawAmount::Whole(1)), Ok(1));
        assert_eq!(amount("a", RawAmount::Whole(MAX_CENTAVOS)), Ok(MAX_CENTAVOS));
        for raw in [
            RawAmount::Whole(0),
            RawAmount::Whole(-1),
            RawAmount::Whole(MAX_CENTAVOS + 1),
            RawAmount::Fraction,
            RawAmount::NotANumber,
            RawAmount::Missing,
        ] {
            let error = amount("amountCentavos", raw).unwrap_err();
            assert_eq!(error.field, "amountCentavos", "{raw:?}");
        }
        assert!(amount("a", RawAmount::Fraction).unwrap_err().message.contains("fraction of a centavo"));
    }

    #[test]
    fn a_charge_may_be_zero_or_left_out() {
        assert_eq!(charge("c", RawAmount::Missing), Ok(0));
        assert_eq!(charge("c", RawAmount::Whole(0)), Ok(0));
        assert!(charge("c", RawAmount::Whole(-5)).is_err());
    }
}
