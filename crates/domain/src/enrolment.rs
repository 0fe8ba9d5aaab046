//! A learner's enrolment in one school year: how they came in, and how the year ended for them,
//! in the words and codes of DepEd's School Forms (SF1, SF2, SF4, SF5).

use chrono::NaiveDate;

use crate::error::ValidationError;

/// Where an enrolment stands. A year begins `Enrolled` or `TransferredIn`; it may end early
/// (`TransferredOut`, `Dropped`) or at the year end (`Promoted`, `ConditionallyPromoted`,
/// `Retained`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EnrolmentStatus {
    /// Enrolled at the school for the year.
    Enrolled,
    /// Came from another school during or for the year.
    TransferredIn,
    /// Left for another school.
    TransferredOut,
    /// Stopped attending, with DepEd's reason code.
    Dropped,
    /// Completed the level at the year end.
    Promoted,
    /// Completed it with subjects still to be remedied.
    ConditionallyPromoted,
    /// Repeats the level.
    Retained,
}

impl EnrolmentStatus {
    /// Every status, in the order above.
    pub const ALL: [EnrolmentStatus; 7] = [
        EnrolmentStatus::Enrolled,
        EnrolmentStatus::TransferredIn,
        EnrolmentStatus::TransferredOut,
        EnrolmentStatus::Dropped,
        EnrolmentStatus::Promoted,
        EnrolmentStatus::ConditionallyPromoted,
        EnrolmentStatus::Retained,
    ];

    /// The stored and sent word: `enrolled`, `transferred_in`, ...
    pub fn as_str(self) -> &'static str {
        match self {
            EnrolmentStatus::Enrolled => "enrolled",
            EnrolmentStatus::TransferredIn => "transferred_in",
            EnrolmentStatus::TransferredOut => "transferred_out",
            EnrolmentStatus::Dropped => "dropped",
            EnrolmentStatus::Promoted => "promoted",
            EnrolmentStatus::ConditionallyPromoted => "conditionally_promoted",
            EnrolmentStatus::Retained => "retained",
        }
    }

    /// The stored word read back.
    pub fn parse(word: &str) -> Option<EnrolmentStatus> {
        EnrolmentStatus::ALL.into_iter().find(|status| status.as_str() == word)
    }

    /// How the forms write it ("Transferred out", "Conditionally promoted", ...).
    pub fn label(self) -> &'static str {
        match self {
            EnrolmentStatus::Enrolled => "Enrolled",
            EnrolmentStatus::TransferredIn => "Transferred in",
            EnrolmentStatus::TransferredOut => "Transferred out",
            EnrolmentStatus::Dropped => "Dropped",
            EnrolmentStatus::Promoted => "Promoted",
            EnrolmentStatus::ConditionallyPromoted => "Conditionally promoted",
            EnrolmentStatus::Retained => "Retained",
        }
    }

    /// True while the learner is still the school's for the year (not transferred out or dropped).
    pub fn is_current(self) -> bool {
        !matches!(self, EnrolmentStatus::TransferredOut | EnrolmentStatus::Dropped)
    }
}

/// The action a year end takes by DepEd's rule, from the general average and how many learning
/// areas were not passed: promoted when every one passed, conditionally promoted when one or two
/// did not, retained when more; none while a final grade is missing (no general average yet).
pub fn action_taken(general_average: Option<u8>, not_passed: usize) -> Option<EnrolmentStatus> {
    general_average?;
    Some(match not_passed {
        0 => EnrolmentStatus::Promoted,
        1 | 2 => EnrolmentStatus::ConditionallyPromoted,
        _ => EnrolmentStatus::Retained,
    })
}

/// DepEd's reasons for dropping out, as SF2's legend codes them.
pub const DROP_REASONS: [(&str, &str); 19] = [
    ("a.1", "Had to take care of siblings"),
    ("a.2", "Early marriage/pregnancy"),
    ("a.3", "Parents' attitude toward schooling"),
    ("a.4", "Family problems"),
    ("b.1", "Illness"),
    ("b.2", "Overage"),
    ("b.3", "Death"),
    ("b.4", "Drug abuse"),
    ("b.5", "Poor academic performance"),
    ("b.6", "Lack of interest/distractions"),
    ("b.7", "Hunger/malnutrition"),
    ("c.1", "Teacher factor"),
    ("c.2", "Physical condition of classroom"),
    ("c.3", "Peer influence"),
    ("d.1", "Distance between home and school"),
    ("d.2", "Armed conflict (incl. tribal wars and clan feuds)"),
    ("d.3", "Calamities/disasters"),
    ("e.1", "Child labor, work"),
    ("f.1", "Other reasons"),
];

/// A drop-out reason code of [`DROP_REASONS`].
pub fn drop_reason(field: &'static str, raw: &str) -> Result<&'static str, ValidationError> {
    let raw = raw.trim().to_ascii_lowercase();
    DROP_REASONS
        .iter()
        .find(|(code, _)| *code == raw)
        .map(|(code, _)| *code)
        .ok_or_else(|| ValidationError::new(field, "Choose one of DepEd's reasons for dropping out (a.1 to f.1)."))
}

/// The day a transfer out or drop takes effect, checked against the enrolment: not before the
/// learner enrolled, and inside the school year `(first, last)`.
pub fn leaving_day(
    field: &'static str,
    day: NaiveDate,
    enrolled_on: NaiveDate,
    (first, last): (NaiveDate, NaiveDate),
) -> Result<NaiveDate, ValidationError> {
    if day < enrolled_on {
        return Err(ValidationError::new(
            field,
            format!("The learner enrolled on {enrolled_on}; choose that day or a later one."),
        ));
    }
    if day < first || day > last {
        return Err(ValidationError::new(field, format!("Choose a day of the school year, {first} to {last}.")));
    }
    Ok(day)
}

/// A day typed as `YYYY-MM-DD`.
pub fn day(field: &'static str, raw: &str) -> Result<NaiveDate, ValidationError> {
    NaiveDate::parse_from_str(raw.trim(), "%Y-%m-%d")
        .map_err(|_| ValidationError::new(field, "Choose the day, as YYYY-MM-DD."))
}

/// The longest school name the forms keep.
pub const SCHOOL_NAME_MAX: usize = 200;

/// The other school of a transfer, on one line; `missing` is the message when blank
/// ("Name the receiving school.").
pub fn other_school(field: &'static str, raw: &str, missing: &str) -> Result<String, ValidationError> {
    let name = raw.split_whitespace().collect::<Vec<_>>().join(" ");
    if name.is_empty() {
        return Err(ValidationError::new(field, missing));
    }
    if name.chars().count() > SCHOOL_NAME_MAX {
        return Err(ValidationError::new(field, "A school's name has at most 200 characters."));
    }
    Ok(name)
}

/// The general average a learner brings from their previous school: 60 to 100, kept to two
/// decimals.
pub fn previous_average(field: &'static str, raw: f64) -> Result<f64, ValidationError> {
    if !raw.is_finite() || !(60.0..=100.0).contains(&raw) {
        return Err(ValidationError::new(field, "A general average is a number from 60 to 100."));
    }
    Ok((raw * 100.0).round() / 100.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        text.parse().unwrap()
    }

    #[test]
    fn each_status_reads_back_from_its_word() {
        for status in EnrolmentStatus::ALL {
            assert_eq!(EnrolmentStatus::parse(status.as_str()), Some(status));
        }
        assert_eq!(EnrolmentStatus::parse("graduated"), None);
        assert!(!EnrolmentStatus::Dropped.is_current() && EnrolmentStatus::Retained.is_current());
    }

    #[test]
    fn the_action_taken_follows_the_learning_areas_not_passed() {
        assert_eq!(action_taken(Some(88), 0), Some(EnrolmentStatus::Promoted));
        assert_eq!(action_taken(Some(79), 2), Some(EnrolmentStatus::ConditionallyPromoted));
        assert_eq!(action_taken(Some(74), 3), Some(EnrolmentStatus::Retained));
        assert_eq!(action_taken(None, 0), None);
    }

    #[test]
    fn a_drop_reason_is_one_of_depeds_codes() {
        assert_eq!(drop_reason("reason", " B.1 ").unwrap(), "b.1");
        assert_eq!(drop_reason("reason", "g.1").unwrap_err().field, "reason");
    }

    #[test]
    fn a_leaving_day_falls_after_enrolment_and_inside_the_year() {
        let year = (day("2026-06-08"), day("2027-04-09"));
        assert!(leaving_day("date", day("2026-09-01"), day("2026-06-08"), year).is_ok());
        let early = leaving_day("date", day("2026-06-01"), day("2026-06-08"), year).unwrap_err();
        assert_eq!(early.message, "The learner enrolled on 2026-06-08; choose that day or a later one.");
        let late = leaving_day("date", day("2027-05-01"), day("2026-06-08"), year).unwrap_err();
        assert_eq!(late.message, "Choose a day of the school year, 2026-06-08 to 2027-04-09.");
    }

    #[test]
    fn a_transfers_school_and_average_are_checked() {
        assert_eq!(other_school("school", "  St.  Paul\tSchool ", "Name it.").unwrap(), "St. Paul School");
        assert_eq!(other_school("school", "  ", "Name it.").unwrap_err().message, "Name it.");
        let long = "x".repeat(201);
        assert_eq!(
            other_school("school", &long, "-").unwrap_err().message,
            "A school's name has at most 200 characters."
        );
        assert_eq!(previous_average("average", 88.456).unwrap(), 88.46);
        assert!(previous_average("average", 59.9).is_err() && previous_average("average", f64::NAN).is_err());
        assert_eq!(super::day("date", " 2026-09-01 ").unwrap(), day("2026-09-01"));
        assert_eq!(super::day("date", "09/01/2026").unwrap_err().message, "Choose the day, as YYYY-MM-DD.");
    }
}
