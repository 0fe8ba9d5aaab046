//! A grading scheme: the categories of work and their weights, whether initial grades are
//! transmuted, and the scale grades are described by. DepEd's three schemes, one per subject
//! group, are built in; a school may define its own.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::scale::Scale;
use crate::error::{FieldErrors, ValidationError};
use crate::person::{required_text, MAX_NAME_LEN};

/// The field the list of categories is reported on (there is none).
pub const CATEGORIES: &str = "categories";
/// The field a category's key is reported on (blank, used twice).
pub const KEY: &str = "key";
/// The field a category's name is reported on.
pub const NAME: &str = "name";
/// The field the weights are reported on (one outside 1 to 100, a total other than 100).
pub const WEIGHT: &str = "weightPercent";

/// A category of work a grade is made of, such as Written Works.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "GradingCategory")]
#[serde(rename_all = "camelCase")]
pub struct Category {
    /// A short code, unique in the scheme, that assessments name: "WW".
    pub key: String,
    /// The name shown: "Written Works".
    pub name: String,
    /// The category's share of the grade, in whole percent.
    pub weight_percent: u32,
}

/// How a school grades a subject.
///
/// Valid (see [`Scheme::validate`]) when it has at least one category, every key and name is
/// filled in, no key is used twice, every weight is from 1 to 100 and the weights add up to
/// exactly 100, and its scale is valid.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "GradingScheme")]
#[serde(rename_all = "camelCase")]
pub struct Scheme {
    /// The categories, in the order a class record shows them.
    pub categories: Vec<Category>,
    /// True to turn initial grades into quarterly grades by DepEd's transmutation table;
    /// false to round them to a whole number instead.
    pub transmute: bool,
    /// How grades are described and which pass.
    pub scale: Scale,
}

/// The subject groups DepEd weighs differently (Grades 1 to 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "camelCase")]
pub enum SubjectGroup {
    /// Languages, Araling Panlipunan and Edukasyon sa Pagpapakatao: 30/50/20.
    Languages,
    /// Science and Mathematics: 40/40/20.
    MathScience,
    /// MAPEH, EPP and TLE: 20/60/20.
    MapehTle,
}

impl SubjectGroup {
    /// Every group.
    pub const ALL: [SubjectGroup; 3] = [SubjectGroup::Languages, SubjectGroup::MathScience, SubjectGroup::MapehTle];

    /// The weights of Written Works, Performance Tasks and Quarterly Assessment, in percent.
    pub const fn weights(self) -> [u32; 3] {
        match self {
            SubjectGroup::Languages => [30, 50, 20],
            SubjectGroup::MathScience => [40, 40, 20],
            SubjectGroup::MapehTle => [20, 60, 20],
        }
    }
}

/// DepEd's three categories: key and name.
const DEPED_CATEGORIES: [(&str, &str); 3] =
    [("WW", "Written Works"), ("PT", "Performance Tasks"), ("QA", "Quarterly Assessment")];

impl Scheme {
    /// DepEd's scheme for a subject group: Written Works (WW), Performance Tasks (PT) and
    /// Quarterly Assessment (QA) weighed as the group is, transmuted, on DepEd's scale.
    pub fn deped(group: SubjectGroup) -> Scheme {
        let categories = DEPED_CATEGORIES
            .iter()
            .zip(group.weights())
            .map(|(&(key, name), weight_percent)| Category { key: key.into(), name: name.into(), weight_percent })
            .collect();
        Scheme { categories, transmute: true, scale: Scale::deped() }
    }

    /// Every broken rule, each on its field ([`CATEGORIES`], [`KEY`], [`NAME`], [`WEIGHT`], and
    /// the scale's); a message names the category it concerns. Keys are compared trimmed and
    /// ignoring letter case, so "ww" is taken once "WW" is.
    pub fn validate(&self) -> Result<(), FieldErrors> {
        let mut errors = FieldErrors::new();
        if self.categories.is_empty() {
            errors.add(ValidationError::new(CATEGORIES, "Add at least one category."));
        }
        let mut keys: Vec<String> = Vec::with_capacity(self.categories.len());
        for (index, category) in self.categories.iter().enumerate() {
            let place = format!("Category {}", index + 1);
            let key = category.key.trim().to_lowercase();
            if key.is_empty() {
                errors.add(ValidationError::new(KEY, format!("{place}: Enter a key, such as WW.")));
            } else if keys.contains(&key) {
                errors.add(ValidationError::new(
                    KEY,
                    format!("{place}: The key “{}” is used twice.", category.key.trim()),
                ));
            }
            keys.push(key);
            if let Err(problem) = required_text(NAME, "name", &category.name, MAX_NAME_LEN) {
                errors.add(ValidationError::new(NAME, format!("{place}: {}", problem.message)));
            }
            if !(1..=100).contains(&category.weight_percent) {
                errors.add(ValidationError::new(WEIGHT, format!("{place}: Enter a weight from 1 to 100.")));
            }
        }
        let total: u64 = self.categories.iter().map(|category| u64::from(category.weight_percent)).sum();
        if !self.categories.is_empty() && total != 100 {
            errors
                .add(ValidationError::new(WEIGHT, format!("The weights add up to {total}; they must add up to 100.")));
        }
        for problem in self.scale.problems() {
            errors.add(problem);
        }
        errors.into_result()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grading::scale::{BANDS, LABEL};

    fn category(key: &str, weight_percent: u32) -> Category {
        Category { key: key.into(), name: format!("{key} work"), weight_percent }
    }

    fn scheme(categories: Vec<Category>) -> Scheme {
        Scheme { categories, transmute: true, scale: Scale::deped() }
    }

    fn error(scheme: &Scheme, field: &str) -> Option<String> {
        scheme.validate().err().and_then(|errors| errors.fields().get(field).cloned())
    }

    #[test]
    fn deped_weighs_each_subject_group_as_the_order_does() {
        let weights = |group| -> Vec<(String, u32)> {
            Scheme::deped(group).categories.into_iter().map(|c| (c.key, c.weight_percent)).collect()
        };
        let expected = |ww, pt, qa| vec![("WW".into(), ww), ("PT".into(), pt), ("QA".into(), qa)];
        assert_eq!(weights(SubjectGroup::Languages), expected(30, 50, 20));
        assert_eq!(weights(SubjectGroup::MathScience), expected(40, 40, 20));
        assert_eq!(weights(SubjectGroup::MapehTle), expected(20, 60, 20));
        for group in SubjectGroup::ALL {
            let scheme = Scheme::deped(group);
            assert_eq!(scheme.validate(), Ok(()));
            assert!(scheme.transmute);
            assert_eq!(scheme.categories[0].name, "Written Works");
        }
    }

    #[test]
    fn weights_that_add_up_to_99_are_refused() {
        let short = scheme(vec![category("WW", 30), category("PT", 49), category("QA", 20)]);
        assert_eq!(error(&short, WEIGHT).as_deref(), Some("The weights add up to 99; they must add up to 100."));
        assert_eq!(short.validate().unwrap_err().fields().len(), 1);
    }

    #[test]
    fn a_weight_of_0_is_refused_even_when_the_total_is_100() {
        let zero = scheme(vec![category("WW", 0), category("PT", 80), category("QA", 20)]);
        assert_eq!(error(&zero, WEIGHT).as_deref(), Some("Category 1: Enter a weight from 1 to 100."));
        let over = scheme(vec![category("WW", 101)]);
        assert_eq!(error(&over, WEIGHT).as_deref(), Some("Category 1: Enter a weight from 1 to 100."));
    }

    #[test]
    fn a_key_used_twice_or_left_blank_is_refused() {
        let twice = scheme(vec![category("WW", 50), category(" ww ", 50)]);
        assert_eq!(error(&twice, KEY).as_deref(), Some("Category 2: The key “ww” is used twice."));
        let blank = scheme(vec![category(" ", 100)]);
        assert_eq!(error(&blank, KEY).as_deref(), Some("Category 1: Enter a key, such as WW."));
    }

    #[test]
    fn a_blank_name_is_refused() {
        let mut unnamed = scheme(vec![category("WW", 100)]);
        unnamed.categories[0].name = "  ".into();
        assert_eq!(error(&unnamed, NAME).as_deref(), Some("Category 1: Enter the name."));
    }

    #[test]
    fn a_scheme_without_categories_is_refused_once() {
        let empty = scheme(Vec::new());
        let errors = empty.validate().unwrap_err();
        assert_eq!(errors.fields().get(CATEGORIES).map(String::as_str), Some("Add at least one category."));
        assert_eq!(errors.fields().len(), 1, "no weight total error on top: {errors:?}");
    }

    #[test]
    fn the_scales_errors_are_reported_with_the_schemes() {
        let mut letters = Scheme::deped(SubjectGroup::Languages);
        letters.scale.bands.clear();
        assert_eq!(error(&letters, BANDS).as_deref(), Some("Add at least one band."));
        letters.scale = Scale::deped();
        letters.scale.bands[0].label.clear();
        assert_eq!(error(&letters, LABEL).as_deref(), Some("Band 1: Enter the label."));
    }
}
