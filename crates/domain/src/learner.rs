//! A learner's record as DepEd's School Forms keep it, beside the account: the Learner
//! Reference Number (LRN), sex, and the School Register's (SF1) other columns. Every one of them
//! may be empty (students created before the forms existed have none); the forms list a learner
//! without an LRN or sex as a warning.

use crate::error::{FieldErrors, ValidationError};
use crate::person::{optional_text, MAX_NAME_LEN};

/// Longest remark accepted.
pub const MAX_REMARKS_LEN: usize = 500;

/// A Learner Reference Number: the 12 digits DepEd's Learner Information System gives each
/// learner once, kept for life and unique among every learner the school has had.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Lrn(String);

impl Lrn {
    /// The digits an LRN has.
    pub const DIGITS: usize = 12;

    /// Reads an LRN as typed: spaces and dashes people group the digits with are dropped; blank
    /// is none.
    pub fn parse_optional(field: &'static str, raw: Option<&str>) -> Result<Option<Lrn>, ValidationError> {
        let typed: String = raw.unwrap_or_default().chars().filter(|c| *c != ' ' && *c != '-').collect();
        if typed.is_empty() {
            return Ok(None);
        }
        if !typed.chars().all(|c| c.is_ascii_digit()) {
            return Err(ValidationError::new(field, "An LRN has digits only."));
        }
        let count = typed.chars().count();
        if count != Lrn::DIGITS {
            return Err(ValidationError::new(field, format!("An LRN has 12 digits; this one has {count}.")));
        }
        Ok(Some(Lrn(typed)))
    }

    /// The stored value of a number read before.
    pub fn stored(value: String) -> Lrn {
        Lrn(value)
    }

    /// The 12 digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// A learner's sex as the forms record it (SF1 and SF2 count their totals by it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Sex {
    /// M.
    Male,
    /// F.
    Female,
}

impl Sex {
    /// Reads `M`, `F`, `Male` or `Female` in any case; blank is none.
    pub fn parse_optional(field: &'static str, raw: Option<&str>) -> Result<Option<Sex>, ValidationError> {
        match raw.map(str::trim).unwrap_or_default().to_ascii_lowercase().as_str() {
            "" => Ok(None),
            "m" | "male" => Ok(Some(Sex::Male)),
            "f" | "female" => Ok(Some(Sex::Female)),
            _ => Err(ValidationError::new(field, "Choose M or F.")),
        }
    }

    /// The letter stored and sent: `M` or `F`.
    pub fn letter(self) -> &'static str {
        match self {
            Sex::Male => "M",
            Sex::Female => "F",
        }
    }

    /// The stored letter read back; anything else is none.
    pub fn from_letter(letter: &str) -> Option<Sex> {
        match letter {
            "M" => Some(Sex::Male),
            "F" => Some(Sex::Female),
            _ => None,
        }
    }
}

/// The raw learner fields of the student forms and files, named as the API's payload.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LearnerInput {
    /// `lrn`.
    pub lrn: Option<String>,
    /// `sex`: M or F.
    pub sex: Option<String>,
    /// `mother_tongue`.
    pub mother_tongue: Option<String>,
    /// `religion`.
    pub religion: Option<String>,
    /// `ip_group`: the indigenous people's group, for learners who belong to one.
    pub ip_group: Option<String>,
    /// `father_name`: the father's full name.
    pub father_name: Option<String>,
    /// `mother_name`: the mother's maiden full name.
    pub mother_name: Option<String>,
    /// `remarks`: the School Register's remarks (transfers, late enrolment, ...).
    pub remarks: Option<String>,
}

/// A learner's fields once every rule holds; blank fields are none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LearnerFields {
    /// The Learner Reference Number.
    pub lrn: Option<Lrn>,
    /// Sex.
    pub sex: Option<Sex>,
    /// Mother tongue.
    pub mother_tongue: Option<String>,
    /// Religion.
    pub religion: Option<String>,
    /// Indigenous people's group.
    pub ip_group: Option<String>,
    /// Father's full name.
    pub father_name: Option<String>,
    /// Mother's maiden full name.
    pub mother_name: Option<String>,
    /// Remarks.
    pub remarks: Option<String>,
}

impl LearnerFields {
    /// True when nothing is recorded.
    pub fn is_empty(&self) -> bool {
        *self == LearnerFields::default()
    }
}

impl LearnerInput {
    /// Checks every field, collecting all broken rules under the payload's names.
    pub fn validate(&self) -> Result<LearnerFields, FieldErrors> {
        let mut errors = FieldErrors::new();
        let text = |errors: &mut FieldErrors, field: &'static str, raw: &Option<String>, max: usize| {
            errors.check(optional_text(field, raw.as_deref(), max)).flatten()
        };
        let lrn = errors.check(Lrn::parse_optional("lrn", self.lrn.as_deref())).flatten();
        let sex = errors.check(Sex::parse_optional("sex", self.sex.as_deref())).flatten();
        let fields = LearnerFields {
            lrn,
            sex,
            mother_tongue: text(&mut errors, "mother_tongue", &self.mother_tongue, MAX_NAME_LEN),
            religion: text(&mut errors, "religion", &self.religion, MAX_NAME_LEN),
            ip_group: text(&mut errors, "ip_group", &self.ip_group, MAX_NAME_LEN),
            father_name: text(&mut errors, "father_name", &self.father_name, MAX_NAME_LEN),
            mother_name: text(&mut errors, "mother_name", &self.mother_name, MAX_NAME_LEN),
            remarks: text(&mut errors, "remarks", &self.remarks, MAX_REMARKS_LEN),
        };
        errors.into_result().map(|()| fields)
    }

    /// These fields over `current`: a field the form left out (`None`) keeps its stored value,
    /// one sent blank clears it. What an edit form that predates a field keeps.
    pub fn over(self, current: &LearnerInput) -> LearnerInput {
        let keep = |sent: Option<String>, stored: &Option<String>| sent.or_else(|| stored.clone());
        LearnerInput {
            lrn: keep(self.lrn, &current.lrn),
            sex: keep(self.sex, &current.sex),
            mother_tongue: keep(self.mother_tongue, &current.mother_tongue),
            religion: keep(self.religion, &current.religion),
            ip_group: keep(self.ip_group, &current.ip_group),
            father_name: keep(self.father_name, &current.father_name),
            mother_name: keep(self.mother_name, &current.mother_name),
            remarks: keep(self.remarks, &current.remarks),
        }
    }
}

impl From<&LearnerFields> for LearnerInput {
    fn from(fields: &LearnerFields) -> Self {
        LearnerInput {
            lrn: fields.lrn.as_ref().map(|lrn| lrn.as_str().to_owned()),
            sex: fields.sex.map(|sex| sex.letter().to_owned()),
            mother_tongue: fields.mother_tongue.clone(),
            religion: fields.religion.clone(),
            ip_group: fields.ip_group.clone(),
            father_name: fields.father_name.clone(),
            mother_name: fields.mother_name.clone(),
            remarks: fields.remarks.clone(),
        }
    }
}

/// DepEd's school ID as the forms print it: 6 digits, or blank while the school has not given it.
pub fn school_id(field: &'static str, raw: &str) -> Result<String, ValidationError> {
    let id = raw.trim();
    if id.is_empty() || (id.len() == 6 && id.chars().all(|c| c.is_ascii_digit())) {
        Ok(id.to_owned())
    } else {
        Err(ValidationError::new(field, "A school ID has 6 digits."))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_lrn_is_twelve_digits_as_typed_with_spaces_or_dashes() {
        let lrn = Lrn::parse_optional("lrn", Some(" 1361-1412 0001 ")).unwrap().unwrap();
        assert_eq!(lrn.as_str(), "136114120001");
        assert_eq!(Lrn::parse_optional("lrn", Some("  ")).unwrap(), None);
        assert_eq!(Lrn::parse_optional("lrn", None).unwrap(), None);
    }

    #[test]
    fn an_lrn_of_the_wrong_length_or_with_letters_says_which() {
        let short = Lrn::parse_optional("lrn", Some("13611412000")).unwrap_err();
        assert_eq!(short.message, "An LRN has 12 digits; this one has 11.");
        let letters = Lrn::parse_optional("lrn", Some("13611412000A")).unwrap_err();
        assert_eq!(letters.message, "An LRN has digits only.");
        assert_eq!(letters.field, "lrn");
    }

    #[test]
    fn sex_reads_the_letter_or_the_word_in_any_case() {
        assert_eq!(Sex::parse_optional("sex", Some("f")).unwrap(), Some(Sex::Female));
        assert_eq!(Sex::parse_optional("sex", Some(" Male ")).unwrap(), Some(Sex::Male));
        assert_eq!(Sex::parse_optional("sex", Some("")).unwrap(), None);
        assert_eq!(Sex::parse_optional("sex", Some("x")).unwrap_err().message, "Choose M or F.");
        assert_eq!(Sex::from_letter(Sex::Female.letter()), Some(Sex::Female));
    }

    #[test]
    fn every_broken_rule_is_named_by_its_payload_field() {
        let input = LearnerInput {
            lrn: Some("12".into()),
            sex: Some("yes".into()),
            remarks: Some("x".repeat(MAX_REMARKS_LEN + 1)),
            father_name: Some("Jose\nRizal".into()),
            ..LearnerInput::default()
        };
        let errors = input.validate().unwrap_err();
        let fields: Vec<&str> = errors.fields().keys().copied().collect();
        assert_eq!(fields, vec!["father_name", "lrn", "remarks", "sex"]);
    }

    #[test]
    fn a_field_left_out_keeps_its_value_and_one_sent_blank_clears_it() {
        let stored = LearnerInput {
            lrn: Some("136114120001".into()),
            religion: Some("Catholic".into()),
            ..LearnerInput::default()
        };
        let sent = LearnerInput { religion: Some(String::new()), sex: Some("F".into()), ..LearnerInput::default() };
        let fields = sent.over(&stored).validate().unwrap();
        assert_eq!(fields.lrn.map(|lrn| lrn.as_str().to_owned()), Some("136114120001".into()));
        assert_eq!((fields.religion, fields.sex), (None, Some(Sex::Female)));
        assert!(LearnerInput::default().validate().unwrap().is_empty());
    }

    #[test]
    fn a_school_id_has_six_digits_or_is_blank() {
        assert_eq!(school_id("schoolID", " 136114 ").unwrap(), "136114");
        assert_eq!(school_id("schoolID", "").unwrap(), "");
        assert_eq!(school_id("schoolID", "13611").unwrap_err().message, "A school ID has 6 digits.");
        assert!(school_id("schoolID", "13611a").is_err());
    }
}
