//! A student's grade for one term (a quarter), by DepEd's steps:
//!
//! 1. Per category, the percentage score (PS) is the total of the student's scores over the
//!    total of the highest possible scores, × 100.
//! 2. The weighted score (WS) is PS × the category's weight / 100.
//! 3. The initial grade is the sum of the weighted scores. Nothing is rounded before it; it is
//!    then rounded to two decimal places, halves up, as the class record shows it.
//! 4. The quarterly grade is the initial grade transmuted by DepEd's table, or, for a scheme
//!    that does not transmute, the initial grade rounded to a whole number, halves up.
//!
//! An assessment the student is excused from is left out of both totals of its category, as
//! is one not scored yet. A category left with nothing to grade gives its weight to the others
//! in proportion to theirs: WS = PS × weight / (sum of the weights of the categories that have
//! something), which is DepEd's formula when every category has something (the sum is then
//! 100). With Math's 40/40/20 and no QA yet, WW and PT count 50 % each.

use super::number::{round_half_up, Decimal, Grade};
use super::ratio::{rounded_sum, Ratio};
use super::scheme::Scheme;
use super::transmutation::transmute;

/// The largest highest possible score of one assessment: 1,000 points (100,000 hundredths). It
/// keeps every product of the computation far inside 128 bits.
pub const HIGHEST_MAX: Decimal = Decimal::from_hundredths(100_000);

/// Something students are scored on: a quiz, a project, the quarterly examination.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assessment {
    /// The key of the scheme's category it belongs to: "WW".
    pub category: String,
    /// The highest possible score, above 0 and at most [`HIGHEST_MAX`].
    pub highest: Decimal,
}

/// One student's result on one assessment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// Scored, from 0 up to the assessment's highest possible score.
    Scored(Decimal),
    /// Not scored yet: left out until it is.
    NotYet,
    /// Excused: left out of the student's total and of the highest possible total.
    Excused,
}

impl From<Option<Decimal>> for Entry {
    /// A score, or [`Entry::NotYet`] for none.
    fn from(score: Option<Decimal>) -> Entry {
        score.map_or(Entry::NotYet, Entry::Scored)
    }
}

/// How one category of the scheme came out for the student.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CategoryScore {
    /// The category's key.
    pub key: String,
    /// The total of the student's scores that count.
    pub score: Decimal,
    /// The total of the highest possible scores of the same assessments.
    pub highest: Decimal,
    /// The percentage score, exact; `None` when nothing in the category counts for the student.
    pub percentage: Option<Ratio>,
    /// The weight applied, in percent: the scheme's, or more when another category had nothing
    /// to grade (see the module's notes); zero when this one has nothing.
    pub weight: Ratio,
    /// The weighted score, exact: percentage × weight / 100.
    pub weighted: Ratio,
}

/// A student's grade for a term.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TermGrade {
    /// Every category of the scheme, in its order.
    pub categories: Vec<CategoryScore>,
    /// The sum of the weighted scores, rounded to two decimal places, halves up.
    pub initial: Decimal,
    /// The quarterly grade.
    pub quarterly: Grade,
    /// How many assessments are not scored yet: above zero, the grade may still change.
    pub pending: usize,
}

/// Why a term's scores cannot be graded. Assessments are numbered from 0, as in the slices.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GradingError {
    /// The entries are not one per assessment.
    #[error("There are {assessments} assessments but {entries} entries.")]
    EntryCount {
        /// How many assessments were given.
        assessments: usize,
        /// How many entries were given.
        entries: usize,
    },
    /// An assessment names a category the scheme does not have.
    #[error("Assessment {}: the scheme has no category “{key}”.", .index + 1)]
    UnknownCategory {
        /// Which assessment.
        index: usize,
        /// The key it names.
        key: String,
    },
    /// An assessment's highest possible score is 0 or above [`HIGHEST_MAX`].
    #[error("Assessment {}: the highest possible score must be above 0 and at most {}.", .index + 1, HIGHEST_MAX)]
    Highest {
        /// Which assessment.
        index: usize,
    },
    /// A score is above its assessment's highest possible score.
    #[error("Assessment {}: the score {score} is above the highest possible score, {highest}.", .index + 1)]
    AboveHighest {
        /// Which assessment.
        index: usize,
        /// The score.
        score: Decimal,
        /// The assessment's highest possible score.
        highest: Decimal,
    },
}

/// A student's grade for a term under `scheme`, from the term's `assessments` and the
/// student's `entries`, one per assessment in the same order.
///
/// `Ok(None)` when nothing counts yet (no assessment scored in any category); an error when
/// the entries do not match the assessments, an assessment names an unknown category or has
/// no valid highest possible score, or a score is above it. An assessment counts in the first
/// category with its key. The scheme is expected to be valid ([`Scheme::validate`]); the
/// weights are shared out as the module's notes say whatever their total.
pub fn quarterly_grade(
    scheme: &Scheme,
    assessments: &[Assessment],
    entries: &[Entry],
) -> Result<Option<TermGrade>, GradingError> {
    if assessments.len() != entries.len() {
        return Err(GradingError::EntryCount { assessments: assessments.len(), entries: entries.len() });
    }
    // Per category: the total score and the total highest possible score, in hundredths.
    let mut totals = vec![(0u64, 0u64); scheme.categories.len()];
    let mut pending = 0;
    for (index, (assessment, entry)) in assessments.iter().zip(entries).enumerate() {
        let category = scheme
            .categories
            .iter()
            .position(|category| category.key == assessment.category)
            .ok_or_else(|| GradingError::UnknownCategory { index, key: assessment.category.clone() })?;
        let highest = assessment.highest;
        if highest == Decimal::ZERO || highest > HIGHEST_MAX {
            return Err(GradingError::Highest { index });
        }
        match *entry {
            Entry::Scored(score) if score > highest => {
                return Err(GradingError::AboveHighest { index, score, highest });
            }
            Entry::Scored(score) => {
                // At most 100,000 hundredths an assessment: no total of any real list overflows.
                totals[category].0 += score.hundredths();
                totals[category].1 += highest.hundredths();
            }
            Entry::NotYet => pending += 1,
            Entry::Excused => {}
        }
    }
    // The weight of the categories that have something to grade takes the place of DepEd's 100.
    let weight_counted: u128 = scheme
        .categories
        .iter()
        .zip(&totals)
        .filter(|(_, &(_, highest))| highest > 0)
        .map(|(category, _)| u128::from(category.weight_percent))
        .sum();
    if weight_counted == 0 {
        return Ok(None);
    }
    let categories: Vec<CategoryScore> = scheme
        .categories
        .iter()
        .zip(totals)
        .map(|(category, (score, highest))| {
            let counts = highest > 0;
            let weight_percent = if counts { u128::from(category.weight_percent) } else { 0 };
            let (score_total, highest_total) = (u128::from(score), u128::from(highest));
            CategoryScore {
                key: category.key.clone(),
                score: Decimal::from_hundredths(score),
                highest: Decimal::from_hundredths(highest),
                percentage: counts.then(|| Ratio::new(100 * score_total, highest_total)),
                weight: Ratio::new(100 * weight_percent, weight_counted),
                // PS × weight / 100, with PS = 100 × score / highest and the weight applied
                // = 100 × weight_percent / weight_counted.
                weighted: if counts {
                    Ratio::new(100 * score_total * weight_percent, highest_total * weight_counted)
                } else {
                    Ratio::ZERO
                },
            }
        })
        .collect();
    let weighted: Vec<Ratio> = categories.iter().map(|category| category.weighted).collect();
    let initial = rounded_sum(&weighted);
    let quarterly = if scheme.transmute {
        transmute(initial)
    } else {
        Grade::clamped(round_half_up(u128::from(initial.hundredths()), 100))
    };
    Ok(Some(TermGrade { categories, initial, quarterly, pending }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grading::scheme::SubjectGroup;

    fn decimal(text: &str) -> Decimal {
        text.parse().unwrap()
    }

    fn assessment(category: &str, highest: &str) -> Assessment {
        Assessment { category: category.into(), highest: decimal(highest) }
    }

    fn math() -> Scheme {
        Scheme::deped(SubjectGroup::MathScience)
    }

    #[test]
    fn no_score_is_a_not_yet_entry() {
        assert_eq!(Entry::from(None), Entry::NotYet);
        assert_eq!(Entry::from(Some(decimal("17.5"))), Entry::Scored(decimal("17.5")));
    }

    #[test]
    fn entries_must_be_one_per_assessment() {
        let error = quarterly_grade(&math(), &[assessment("WW", "10")], &[]).unwrap_err();
        assert_eq!(error, GradingError::EntryCount { assessments: 1, entries: 0 });
        assert_eq!(error.to_string(), "There are 1 assessments but 0 entries.");
    }

    #[test]
    fn an_assessment_must_name_a_category_of_the_scheme() {
        let assessments = [assessment("WW", "10"), assessment("XX", "10")];
        let error = quarterly_grade(&math(), &assessments, &[Entry::NotYet, Entry::NotYet]).unwrap_err();
        assert_eq!(error, GradingError::UnknownCategory { index: 1, key: "XX".into() });
        assert_eq!(error.to_string(), "Assessment 2: the scheme has no category “XX”.");
    }

    #[test]
    fn a_highest_possible_score_must_be_above_0_and_at_most_1000() {
        for highest in ["0", "1000.01"] {
            let error = quarterly_grade(&math(), &[assessment("WW", highest)], &[Entry::Excused]).unwrap_err();
            assert_eq!(error, GradingError::Highest { index: 0 }, "{highest}");
        }
        let most = quarterly_grade(&math(), &[assessment("WW", "1000")], &[Entry::Scored(decimal("1000"))]);
        assert_eq!(most.unwrap().map(|term| term.quarterly.value()), Some(100));
    }

    #[test]
    fn a_score_may_not_pass_the_highest_possible_score() {
        let error = quarterly_grade(&math(), &[assessment("PT", "20")], &[Entry::Scored(decimal("20.5"))]).unwrap_err();
        assert_eq!(error, GradingError::AboveHighest { index: 0, score: decimal("20.5"), highest: decimal("20") });
        assert_eq!(error.to_string(), "Assessment 1: the score 20.5 is above the highest possible score, 20.");
    }

    #[test]
    fn every_category_of_the_scheme_is_listed_even_without_assessments() {
        let term =
            quarterly_grade(&math(), &[assessment("PT", "20")], &[Entry::Scored(decimal("15"))]).unwrap().unwrap();
        let keys: Vec<&str> = term.categories.iter().map(|category| category.key.as_str()).collect();
        assert_eq!(keys, ["WW", "PT", "QA"]);
        // PT alone: 15 / 20 = 75 % with all the weight; 75.00 transmutes to 84.
        assert_eq!(term.categories[1].weight, Ratio::new(100, 1));
        assert_eq!((term.initial, term.quarterly.value()), (decimal("75"), 84));
    }
}
