//! Properties of [`quarterly_grade`] over thousands of random class records, drawn from a small
//! deterministic generator (xorshift64 from a fixed seed) so every run checks the same ones:
//!
//! - raising one score, up to its highest possible score, never lowers the initial or the
//!   quarterly grade;
//! - excused and not-yet assessments change nothing: the record without them grades the same;
//! - the initial grade is DepEd's sum, rescaled to the weights that apply, computed here the
//!   plain way over one common denominator and rounded half-up;
//! - a transmuted grade is from 60 to 100 and an initial grade at most 100.

use super::number::Decimal;
use super::scale::Scale;
use super::scheme::{Category, Scheme};
use super::term::{quarterly_grade, Assessment, Entry, TermGrade};

/// George Marsaglia's xorshift64: plenty random for drawing test cases, and the same each run.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number from `low` to `high`, both included.
    fn between(&mut self, low: u64, high: u64) -> u64 {
        low + self.next() % (high - low + 1)
    }

    /// True one time in `n`.
    fn one_in(&mut self, n: u64) -> bool {
        self.next().is_multiple_of(n)
    }
}

/// A class record: a scheme, its assessments and one student's entries.
#[derive(Debug, Clone)]
struct Record {
    scheme: Scheme,
    assessments: Vec<Assessment>,
    entries: Vec<Entry>,
}

impl Record {
    fn grade(&self) -> Option<TermGrade> {
        quarterly_grade(&self.scheme, &self.assessments, &self.entries).unwrap()
    }
}

/// One to five categories whose weights (each at least 1) add up to 100, and up to ten
/// assessments: whole or two-place highest scores, mostly scored, some excused or not yet.
fn random_record(random: &mut Random) -> Record {
    let count = random.between(1, 5);
    let mut left = 100;
    let categories: Vec<Category> = (0..count)
        .map(|index| {
            let weight = if index + 1 == count { left } else { random.between(1, left - (count - index - 1)) };
            left -= weight;
            Category { key: format!("C{index}"), name: format!("Category {index}"), weight_percent: weight as u32 }
        })
        .collect();
    let mut assessments = Vec::new();
    let mut entries = Vec::new();
    for _ in 0..random.between(0, 10) {
        let category = format!("C{}", random.between(0, count - 1));
        let highest = if random.one_in(3) { random.between(1, 10_000) } else { random.between(1, 100) * 100 };
        assessments.push(Assessment { category, highest: Decimal::from_hundredths(highest) });
        entries.push(match random.between(0, 9) {
            0 => Entry::Excused,
            1 => Entry::NotYet,
            _ => Entry::Scored(Decimal::from_hundredths(random.between(0, highest))),
        });
    }
    let scheme = Scheme { categories, transmute: !random.one_in(4), scale: Scale::deped() };
    Record { scheme, assessments, entries }
}

/// The initial grade in hundredths, the plain way: Σ (score / highest × 100) × weight / W over
/// the categories with something scored, W the sum of their weights, put over one common
/// denominator in i128 (the records drawn here are small enough), × 100, rounded half-up.
fn plain_initial(record: &Record) -> Option<u64> {
    let mut numerator: i128 = 0;
    let mut denominator: i128 = 1;
    let mut counted_weight: i128 = 0;
    for category in &record.scheme.categories {
        let (mut score, mut highest) = (0i128, 0i128);
        for (assessment, entry) in record.assessments.iter().zip(&record.entries) {
            match entry {
                Entry::Scored(value) if assessment.category == category.key => {
                    score += i128::from(value.hundredths());
                    highest += i128::from(assessment.highest.hundredths());
                }
                _ => {}
            }
        }
        if highest > 0 {
            // numerator / denominator + score × 100 × weight / highest
            numerator = numerator * highest + score * 100 * i128::from(category.weight_percent) * denominator;
            denominator *= highest;
            counted_weight += i128::from(category.weight_percent);
        }
    }
    // hundredths = numerator / (denominator × W) × 100, halves up.
    let over = denominator * counted_weight;
    (counted_weight > 0).then(|| u64::try_from((2 * numerator * 100 + over) / (2 * over)).unwrap())
}

const CASES: usize = 4000;

#[test]
fn raising_a_score_never_lowers_the_initial_or_the_quarterly_grade() {
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    let mut raised = 0;
    for _ in 0..CASES {
        let record = random_record(&mut random);
        let Some(before) = record.grade() else { continue };
        for index in 0..record.entries.len() {
            let Entry::Scored(score) = record.entries[index] else { continue };
            let highest = record.assessments[index].highest.hundredths();
            if score.hundredths() == highest {
                continue;
            }
            let mut higher = record.clone();
            let new_score = random.between(score.hundredths() + 1, highest);
            higher.entries[index] = Entry::Scored(Decimal::from_hundredths(new_score));
            let after = higher.grade().unwrap();
            assert!(after.initial >= before.initial, "{record:?}, entry {index} raised to {new_score}");
            assert!(after.quarterly >= before.quarterly, "{record:?}, entry {index} raised to {new_score}");
            raised += 1;
        }
    }
    assert!(raised > CASES, "too few scores raised: {raised}");
}

#[test]
fn excused_and_not_yet_assessments_change_nothing() {
    let mut random = Random(0x2545_F491_4F6C_DD1D);
    for _ in 0..CASES {
        let record = random_record(&mut random);
        let mut scored_only = record.clone();
        let kept: Vec<(Assessment, Entry)> = record
            .assessments
            .iter()
            .cloned()
            .zip(record.entries.iter().copied())
            .filter(|(_, entry)| matches!(entry, Entry::Scored(_)))
            .collect();
        (scored_only.assessments, scored_only.entries) = kept.into_iter().unzip();
        let (with, without) = (record.grade(), scored_only.grade());
        assert_eq!(with.is_some(), without.is_some(), "{record:?}");
        if let (Some(with), Some(without)) = (with, without) {
            assert_eq!((with.initial, with.quarterly), (without.initial, without.quarterly), "{record:?}");
            assert_eq!(with.categories, without.categories, "{record:?}");
            assert_eq!(without.pending, 0);
        }
    }
}

#[test]
fn the_initial_grade_is_the_plain_weighted_sum_rounded_half_up() {
    let mut random = Random(0xD1B5_4A32_D192_ED03);
    let mut graded = 0;
    for _ in 0..CASES {
        let record = random_record(&mut random);
        let term = record.grade();
        assert_eq!(term.as_ref().map(|term| term.initial.hundredths()), plain_initial(&record), "{record:?}");
        let Some(term) = term else { continue };
        graded += 1;
        assert!(term.initial <= Decimal::from_hundredths(10_000));
        if record.scheme.transmute {
            assert!((60..=100).contains(&term.quarterly.value()), "{record:?}");
        }
    }
    assert!(graded > CASES / 2, "too few records graded: {graded}");
}
