//! The values of a fee schedule: the kinds of fee items and payment plans, discounts and who
//! pays them, the ways a payment is made, and the checks on names and due dates.

use chrono::NaiveDate;

use crate::ValidationError;

/// What a fee item is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ItemKind {
    /// Tuition.
    Tuition,
    /// Miscellaneous fees (library, laboratory, ID, …).
    Miscellaneous,
    /// Other fees.
    Other,
    /// Books.
    Books,
}

impl ItemKind {
    /// Every kind, in the order a statement lists them.
    pub const ALL: [ItemKind; 4] = [ItemKind::Tuition, ItemKind::Miscellaneous, ItemKind::Other, ItemKind::Books];

    /// As stored and sent: `tuition`, `miscellaneous`, `other`, `books`.
    pub fn as_str(self) -> &'static str {
        match self {
            ItemKind::Tuition => "tuition",
            ItemKind::Miscellaneous => "miscellaneous",
            ItemKind::Other => "other",
            ItemKind::Books => "books",
        }
    }

    /// The kind stored or sent as `raw`.
    pub fn parse(field: &'static str, raw: &str) -> Result<Self, ValidationError> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == raw.trim())
            .ok_or_else(|| ValidationError::new(field, "Choose tuition, miscellaneous, other fees or books."))
    }
}

/// How a year's fees are paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlanKind {
    /// Once.
    Full,
    /// Twice.
    Semestral,
    /// Four times.
    Quarterly,
    /// Five to twelve times.
    Monthly,
}

impl PlanKind {
    const ALL: [PlanKind; 4] = [PlanKind::Full, PlanKind::Semestral, PlanKind::Quarterly, PlanKind::Monthly];

    /// As stored and sent: `full`, `semestral`, `quarterly`, `monthly`.
    pub fn as_str(self) -> &'static str {
        match self {
            PlanKind::Full => "full",
            PlanKind::Semestral => "semestral",
            PlanKind::Quarterly => "quarterly",
            PlanKind::Monthly => "monthly",
        }
    }

    /// The kind stored or sent as `raw`.
    pub fn parse(field: &'static str, raw: &str) -> Result<Self, ValidationError> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.as_str() == raw.trim())
            .ok_or_else(|| ValidationError::new(field, "Choose full payment, semestral, quarterly or monthly."))
    }

    /// How many due dates the plan has, at least and at most.
    pub fn dues(self) -> (usize, usize) {
        match self {
            PlanKind::Full => (1, 1),
            PlanKind::Semestral => (2, 2),
            PlanKind::Quarterly => (4, 4),
            PlanKind::Monthly => (5, 12),
        }
    }

    /// The plan's due dates from `raw` (`YYYY-MM-DD`), as many as the kind has, each after the
    /// one before and inside the school year `first..=last`.
    pub fn due_dates(
        self,
        field: &'static str,
        raw: &[String],
        (first, last): (NaiveDate, NaiveDate),
    ) -> Result<Vec<NaiveDate>, ValidationError> {
        let (least, most) = self.dues();
        if raw.len() < least || raw.len() > most {
            let count = if least == most { format!("{least}") } else { format!("{least} to {most}") };
            let s = if most == 1 { "" } else { "s" };
            return Err(ValidationError::new(field, format!("This plan needs {count} due date{s}.")));
        }
        let mut dates: Vec<NaiveDate> = Vec::with_capacity(raw.len());
        for text in raw {
            let date = NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d")
                .map_err(|_| ValidationError::new(field, "Give each due date as YYYY-MM-DD."))?;
            if date < first || date > last {
                return Err(ValidationError::new(
                    field,
                    format!("Due dates fall inside the school year ({first} to {last})."),
                ));
            }
            if dates.last().is_some_and(|before| *before >= date) {
                return Err(ValidationError::new(field, "Each due date comes after the one before."));
            }
            dates.push(date);
        }
        Ok(dates)
    }
}

/// How much a discount takes off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DiscountValue {
    /// A share of the items, in hundredths of a percent (1000 is 10 %).
    Percent(u32),
    /// A fixed amount, in centavos.
    Amount(i64),
}

impl DiscountValue {
    /// A percentage of 0.01 % to 100 %, in hundredths of a percent.
    pub fn percent(field: &'static str, basis_points: Option<i64>) -> Result<Self, ValidationError> {
        match basis_points {
            Some(points @ 1..=10_000) => Ok(DiscountValue::Percent(points as u32)),
            Some(points) if points > 10_000 => Err(ValidationError::new(field, "A discount cannot be over 100%.")),
            _ => Err(ValidationError::new(field, "Enter a percentage more than zero.")),
        }
    }
}

/// Who pays what a discount takes off the family's account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Payer {
    /// Nobody: the school waives it.
    Family,
    /// The government (the ESC subsidy).
    Government,
}

impl Payer {
    /// As stored and sent: `family`, `government`.
    pub fn as_str(self) -> &'static str {
        match self {
            Payer::Family => "family",
            Payer::Government => "government",
        }
    }

    /// The payer stored or sent as `raw`.
    pub fn parse(field: &'static str, raw: &str) -> Result<Self, ValidationError> {
        match raw.trim() {
            "family" => Ok(Payer::Family),
            "government" => Ok(Payer::Government),
            _ => Err(ValidationError::new(field, "Choose who pays the discount: the family or the government.")),
        }
    }
}

/// How a payment was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PaymentMethod {
    /// Cash at the window.
    Cash,
    /// A cheque, with its bank and number.
    Cheque,
    /// A bank transfer, with its reference.
    BankTransfer,
    /// GCash, Maya and the like, with its reference.
    EWallet,
}

impl PaymentMethod {
    /// Every method, in the order a collection report lists them.
    pub const ALL: [PaymentMethod; 4] =
        [PaymentMethod::Cash, PaymentMethod::Cheque, PaymentMethod::BankTransfer, PaymentMethod::EWallet];

    /// As stored and sent: `cash`, `cheque`, `bank transfer`, `e-wallet`.
    pub fn as_str(self) -> &'static str {
        match self {
            PaymentMethod::Cash => "cash",
            PaymentMethod::Cheque => "cheque",
            PaymentMethod::BankTransfer => "bank transfer",
            PaymentMethod::EWallet => "e-wallet",
        }
    }

    /// The method stored or sent as `raw`.
    pub fn parse(field: &'static str, raw: &str) -> Result<Self, ValidationError> {
        Self::ALL
            .into_iter()
            .find(|method| method.as_str() == raw.trim())
            .ok_or_else(|| ValidationError::new(field, "Choose cash, cheque, bank transfer or e-wallet."))
    }
}

/// The name of an item, a plan or a discount: 1 to 100 characters on one line.
pub fn name(field: &'static str, raw: &str) -> Result<String, ValidationError> {
    if raw.chars().any(char::is_control) {
        return Err(ValidationError::new(field, "A name is one line of letters, digits and punctuation."));
    }
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    match name.chars().count() {
        0 => Err(ValidationError::new(field, "Give it a name.")),
        1..=100 => Ok(name),
        _ => Err(ValidationError::new(field, "A name has at most 100 characters.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").unwrap()
    }

    const YEAR: (&str, &str) = ("2026-06-08", "2027-03-31");

    fn year() -> (NaiveDate, NaiveDate) {
        (day(YEAR.0), day(YEAR.1))
    }

    fn texts(days: &[&str]) -> Vec<String> {
        days.iter().map(|d| d.to_string()).collect()
    }

    #[test]
    fn a_plan_has_as_many_due_dates_as_its_kind_in_order_inside_the_year() {
        let quarterly = texts(&["2026-06-15", "2026-08-15", "2026-10-15", "2027-01-15"]);
        assert_eq!(PlanKind::Quarterly.due_dates("dueDates", &quarterly, year()).unwrap().len(), 4);
        let error = PlanKind::Quarterly.due_dates("dueDates", &quarterly[..3], year()).unwrap_err();
        assert_eq!(error.message, "This plan needs 4 due dates.");
        let error = PlanKind::Full.due_dates("dueDates", &quarterly[..2], year()).unwrap_err();
        assert_eq!(error.message, "This plan needs 1 due date.");
        let error = PlanKind::Monthly.due_dates("dueDates", &quarterly, year()).unwrap_err();
        assert_eq!(error.message, "This plan needs 5 to 12 due dates.");
        let backwards = texts(&["2026-08-15", "2026-06-15"]);
        assert!(PlanKind::Semestral.due_dates("d", &backwards, year()).unwrap_err().message.contains("after"));
        let outside = texts(&["2026-05-01"]);
        assert!(PlanKind::Full.due_dates("d", &outside, year()).unwrap_err().message.contains("inside"));
        let garbled = texts(&["June 15"]);
        assert!(PlanKind::Full.due_dates("d", &garbled, year()).is_err());
    }

    #[test]
    fn a_percentage_is_more_than_zero_and_at_most_a_hundred() {
        assert_eq!(DiscountValue::percent("p", Some(10_000)), Ok(DiscountValue::Percent(10_000)));
        assert_eq!(DiscountValue::percent("p", Some(10_001)).unwrap_err().message, "A discount cannot be over 100%.");
        assert!(DiscountValue::percent("p", Some(0)).is_err());
        assert!(DiscountValue::percent("p", None).is_err());
    }

    #[test]
    fn kinds_read_back_as_they_are_written() {
        for kind in ItemKind::ALL {
            assert_eq!(ItemKind::parse("k", kind.as_str()), Ok(kind));
        }
        for method in PaymentMethod::ALL {
            assert_eq!(PaymentMethod::parse("m", method.as_str()), Ok(method));
        }
        assert!(ItemKind::parse("k", "lunch").is_err());
        assert_eq!(Payer::parse("p", "government"), Ok(Payer::Government));
        assert_eq!(name("n", "  Tuition   fee "), Ok("Tuition fee".into()));
        assert!(name("n", " ").is_err());
        assert!(name("n", "Tui\0tion").is_err());
        assert!(name("n", "Tuition\nfee").is_err());
    }
}
