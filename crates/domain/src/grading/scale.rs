//! The scale grades are described by: DepEd's descriptors (Outstanding down to Did Not Meet
//! Expectations, passing at 75) unless a school sets its own bands, such as letters.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::number::Grade;
use crate::error::{FieldErrors, ValidationError};
use crate::person::{required_text, MAX_NAME_LEN};

/// The field a scale's bands are reported on (none, out of order, not reaching 0).
pub const BANDS: &str = "bands";
/// The field a band's label is reported on.
pub const LABEL: &str = "label";

/// One band of a scale: every grade from `minimum` up to the next band's minimum gets `label`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "GradeBand")]
#[serde(rename_all = "camelCase")]
pub struct Band {
    /// The lowest grade of the band.
    pub minimum: Grade,
    /// What a grade in the band is called: "Outstanding", "A", ...
    pub label: String,
}

/// How grades are described and which pass.
///
/// Valid when it has at least one band, the bands' minimums strictly descend, the last band
/// starts at 0 (so every grade has a label) and no label is blank.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "GradeScale")]
#[serde(rename_all = "camelCase")]
pub struct Scale {
    /// The bands, highest first.
    pub bands: Vec<Band>,
    /// The lowest passing grade.
    pub passing: Grade,
}

/// DepEd's descriptors: the lowest grade of each and its name.
const DEPED_BANDS: [(u128, &str); 5] = [
    (90, "Outstanding"),
    (85, "Very Satisfactory"),
    (80, "Satisfactory"),
    (75, "Fairly Satisfactory"),
    (0, "Did Not Meet Expectations"),
];

/// DepEd's passing grade.
const DEPED_PASSING: Grade = Grade::clamped(75);

impl Scale {
    /// DepEd's scale: Outstanding 90–100, Very Satisfactory 85–89, Satisfactory 80–84, Fairly
    /// Satisfactory 75–79, Did Not Meet Expectations below 75; passing at 75.
    pub fn deped() -> Scale {
        let bands = DEPED_BANDS
            .iter()
            .map(|&(minimum, label)| Band { minimum: Grade::clamped(minimum), label: label.to_owned() })
            .collect();
        Scale { bands, passing: DEPED_PASSING }
    }

    /// The label of the band `grade` falls in: the band with the highest minimum at or below
    /// it. `None` only for a grade below every band, which a valid scale never has.
    pub fn descriptor(&self, grade: Grade) -> Option<&str> {
        self.bands.iter().filter(|band| band.minimum <= grade).max_by_key(|band| band.minimum).map(|b| b.label.as_str())
    }

    /// True for a passing grade: at or above [`Scale::passing`].
    pub fn passed(&self, grade: Grade) -> bool {
        grade >= self.passing
    }

    /// Every broken rule of the scale, on [`BANDS`] and [`LABEL`].
    pub fn validate(&self) -> Result<(), FieldErrors> {
        let mut errors = FieldErrors::new();
        for problem in self.problems() {
            errors.add(problem);
        }
        errors.into_result()
    }

    /// The broken rules, in the order a person would fix them.
    pub(super) fn problems(&self) -> Vec<ValidationError> {
        let mut problems = Vec::new();
        match self.bands.last() {
            None => problems.push(ValidationError::new(BANDS, "Add at least one band.")),
            Some(last) if last.minimum.value() != 0 => problems
                .push(ValidationError::new(BANDS, "The last band must start at 0, so that every grade has a label.")),
            Some(_) => {}
        }
        for (number, pair) in self.bands.windows(2).enumerate() {
            if pair[1].minimum >= pair[0].minimum {
                problems.push(ValidationError::new(
                    BANDS,
                    format!(
                        "List the bands from the highest down: band {} starts at {}, not below band {}'s {}.",
                        number + 2,
                        pair[1].minimum,
                        number + 1,
                        pair[0].minimum
                    ),
                ));
            }
        }
        for (number, band) in self.bands.iter().enumerate() {
            if let Err(problem) = required_text(LABEL, "label", &band.label, MAX_NAME_LEN) {
                problems.push(ValidationError::new(LABEL, format!("Band {}: {}", number + 1, problem.message)));
            }
        }
        problems
    }
}

impl Default for Scale {
    /// DepEd's scale.
    fn default() -> Scale {
        Scale::deped()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grade(value: u8) -> Grade {
        Grade::new(value).unwrap()
    }

    fn band(minimum: u8, label: &str) -> Band {
        Band { minimum: grade(minimum), label: label.into() }
    }

    #[test]
    fn deped_descriptors_change_exactly_at_each_band_edge() {
        let scale = Scale::deped();
        let cases = [
            (100, "Outstanding"),
            (90, "Outstanding"),
            (89, "Very Satisfactory"),
            (85, "Very Satisfactory"),
            (84, "Satisfactory"),
            (80, "Satisfactory"),
            (79, "Fairly Satisfactory"),
            (75, "Fairly Satisfactory"),
            (74, "Did Not Meet Expectations"),
            (60, "Did Not Meet Expectations"),
            (0, "Did Not Meet Expectations"),
        ];
        for (value, label) in cases {
            assert_eq!(scale.descriptor(grade(value)), Some(label), "{value}");
        }
        assert!(scale.validate().is_ok());
        assert_eq!(Scale::default(), scale);
    }

    #[test]
    fn deped_passes_from_75() {
        let scale = Scale::deped();
        assert!(scale.passed(grade(75)));
        assert!(scale.passed(grade(100)));
        assert!(!scale.passed(grade(74)));
        assert!(!scale.passed(grade(0)));
    }

    #[test]
    fn a_school_may_grade_by_letters_with_its_own_passing_grade() {
        let scale = Scale {
            bands: vec![band(93, "A"), band(85, "B"), band(77, "C"), band(70, "D"), band(0, "F")],
            passing: grade(70),
        };
        assert!(scale.validate().is_ok());
        assert_eq!(scale.descriptor(grade(93)), Some("A"));
        assert_eq!(scale.descriptor(grade(92)), Some("B"));
        assert_eq!(scale.descriptor(grade(70)), Some("D"));
        assert_eq!(scale.descriptor(grade(69)), Some("F"));
        assert!(scale.passed(grade(70)));
        assert!(!scale.passed(grade(69)));
    }

    #[test]
    fn a_scale_with_bands_out_of_order_blank_labels_or_a_gap_at_the_bottom_is_refused() {
        let field = |scale: &Scale, field: &str| scale.validate().unwrap_err().fields().get(field).cloned();
        let empty = Scale { bands: Vec::new(), passing: grade(75) };
        assert_eq!(field(&empty, BANDS).as_deref(), Some("Add at least one band."));

        let no_zero = Scale { bands: vec![band(90, "A"), band(75, "B")], passing: grade(75) };
        assert!(field(&no_zero, BANDS).unwrap().contains("start at 0"));

        let same = Scale { bands: vec![band(90, "A"), band(90, "B"), band(0, "C")], passing: grade(75) };
        assert!(field(&same, BANDS).unwrap().contains("band 2 starts at 90"));

        let rising = Scale { bands: vec![band(80, "B"), band(90, "A"), band(0, "C")], passing: grade(75) };
        assert!(field(&rising, BANDS).is_some());

        let blank = Scale { bands: vec![band(90, "A"), band(0, "  ")], passing: grade(75) };
        assert_eq!(field(&blank, LABEL).as_deref(), Some("Band 2: Enter the label."));
        assert_eq!(field(&blank, BANDS), None);
    }
}
