//! Exact fractions, for the values DepEd leaves unrounded until the initial grade: a percentage
//! score of 17 out of 30 is 170/3 (56.666…), never 56.67 and never a float.
//!
//! The initial grade adds the weighted scores of every category, whose denominators are the
//! categories' totals of highest possible scores. A common denominator of many categories can
//! outgrow any machine integer, so that one sum is done with `Natural`, a whole number of any
//! size, and is exact whatever the scores.

use std::cmp::Ordering;

use super::number::{round_half_up, Decimal};

/// A fraction of zero or more, held exactly and always in lowest terms (so two equal values are
/// equal structs). Every ratio the grading hands out is a percentage or a weight, at most 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Ratio {
    numerator: u128,
    denominator: u128,
}

impl Ratio {
    /// Zero.
    pub const ZERO: Ratio = Ratio { numerator: 0, denominator: 1 };

    /// `numerator / denominator` in lowest terms; callers pass a denominator above zero.
    pub(super) fn new(numerator: u128, denominator: u128) -> Ratio {
        let divisor = gcd(numerator, denominator).max(1);
        Ratio { numerator: numerator / divisor, denominator: denominator / divisor }
    }

    /// The numerator, in lowest terms.
    pub fn numerator(self) -> u128 {
        self.numerator
    }

    /// The denominator, in lowest terms (1 for a whole number).
    pub fn denominator(self) -> u128 {
        self.denominator
    }

    /// The value to two decimal places, halves rounded up, as a class record shows it:
    /// 170/3 gives 56.67.
    pub fn rounded(self) -> Decimal {
        hundredths(round_half_up(self.numerator * 100, self.denominator))
    }
}

/// The greatest common divisor (Euclid's algorithm); 0 only for two zeros.
fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// A count of hundredths as a [`Decimal`]. The values here are grades, at most 100.00, so the
/// saturation at `u64::MAX` is never reached.
fn hundredths(value: u128) -> Decimal {
    Decimal::from_hundredths(u64::try_from(value).unwrap_or(u64::MAX))
}

/// The sum of `terms` to two decimal places, halves rounded up, computed exactly: in machine
/// integers while it fits them (a few categories' totals always do), else as [`Natural`]s.
pub(super) fn rounded_sum(terms: &[Ratio]) -> Decimal {
    match machine_sum(terms) {
        Some(rounded) => rounded,
        None => natural_sum(terms),
    }
}

/// The sum of `terms` rounded as [`rounded_sum`] rounds it, over the least common multiple of
/// the denominators, in `u128`; `None` where a step would overflow it.
fn machine_sum(terms: &[Ratio]) -> Option<Decimal> {
    let sum = terms.iter().try_fold(Ratio::ZERO, |sum, term| {
        // a/b + c/d over m = lcm(b, d): (a·(m/b) + c·(m/d)) / m.
        let multiple = sum.denominator.checked_mul(term.denominator / gcd(sum.denominator, term.denominator))?;
        let numerator = (sum.numerator.checked_mul(multiple / sum.denominator)?)
            .checked_add(term.numerator.checked_mul(multiple / term.denominator)?)?;
        Some(Ratio::new(numerator, multiple))
    })?;
    // What `round_half_up(100 × numerator, denominator)` computes, each step checked.
    let twice = sum.numerator.checked_mul(200)?.checked_add(sum.denominator)?;
    Some(hundredths(twice / sum.denominator.checked_mul(2)?))
}

/// The sum of `terms` rounded as [`rounded_sum`] rounds it, whatever their denominators: the
/// sum is put over the product of the denominators, held as [`Natural`]s, and the rounded
/// quotient, a small number, found by halving the range it lies in.
fn natural_sum(terms: &[Ratio]) -> Decimal {
    // sum = numerator / denominator, the denominator the product of the terms' denominators:
    // a/b + c/d = (a·d + c·b) / (b·d), one term at a time.
    let mut numerator = Natural::from(0);
    let mut denominator = Natural::from(1);
    for term in terms {
        let denominator_of_term = Natural::from(term.denominator);
        numerator = numerator.times(&denominator_of_term).plus(&Natural::from(term.numerator).times(&denominator));
        denominator = denominator.times(&denominator_of_term);
    }
    // The answer q is the largest with q × 2·denominator ≤ 200·numerator + denominator, the
    // integer form of q ≤ 100 × sum + ½.
    let limit = numerator.times(&Natural::from(200)).plus(&denominator);
    let step = denominator.times(&Natural::from(2));
    let fits = |q: u128| Natural::from(q).times(&step) <= limit;
    // Each term is below its whole part plus one: 100 hundredths more than that bounds the answer.
    let mut low = 0;
    let mut high: u128 = terms.iter().map(|term| (term.numerator / term.denominator + 1) * 100).sum();
    while low < high {
        let middle = low + (high - low).div_ceil(2);
        if fits(middle) {
            low = middle;
        } else {
            high = middle - 1;
        }
    }
    hundredths(low)
}

/// A whole number of any size, as 32-bit limbs, least significant first, with no zero limb at
/// the top (zero has none). Only what [`rounded_sum`] needs: sums, products and comparison.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Natural(Vec<u32>);

impl From<u128> for Natural {
    fn from(mut value: u128) -> Natural {
        let mut limbs = Vec::new();
        while value != 0 {
            limbs.push(low_limb(value));
            value >>= 32;
        }
        Natural(limbs)
    }
}

/// The lowest 32 bits of `value`.
fn low_limb(value: impl Into<u128>) -> u32 {
    // Masked to 32 bits, so the cast keeps the value.
    (value.into() & u128::from(u32::MAX)) as u32
}

impl Natural {
    /// `self + other`.
    fn plus(&self, other: &Natural) -> Natural {
        let mut limbs = Vec::with_capacity(self.0.len().max(other.0.len()) + 1);
        let mut carry = 0u64;
        for i in 0..self.0.len().max(other.0.len()) {
            let limb = |n: &Natural| u64::from(n.0.get(i).copied().unwrap_or(0));
            let sum = limb(self) + limb(other) + carry;
            limbs.push(low_limb(sum));
            carry = sum >> 32;
        }
        if carry != 0 {
            limbs.push(low_limb(carry));
        }
        Natural(limbs)
    }

    /// `self × other`, the schoolbook way: each limb product and carry fits in 64 bits.
    fn times(&self, other: &Natural) -> Natural {
        let mut limbs = vec![0u32; self.0.len() + other.0.len()];
        for (i, &a) in self.0.iter().enumerate() {
            let mut carry = 0u64;
            for (j, &b) in other.0.iter().enumerate() {
                let product = u64::from(limbs[i + j]) + u64::from(a) * u64::from(b) + carry;
                limbs[i + j] = low_limb(product);
                carry = product >> 32;
            }
            limbs[i + other.0.len()] = low_limb(carry);
        }
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        Natural(limbs)
    }
}

impl Ord for Natural {
    fn cmp(&self, other: &Natural) -> Ordering {
        // Without top zero limbs, more limbs is a larger number; else the highest limb that
        // differs decides.
        self.0.len().cmp(&other.0.len()).then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

impl PartialOrd for Natural {
    fn partial_cmp(&self, other: &Natural) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratios_are_kept_in_lowest_terms_and_round_half_up_to_hundredths() {
        let ratio = Ratio::new(1700, 30);
        assert_eq!((ratio.numerator(), ratio.denominator()), (170, 3));
        assert_eq!(ratio.rounded(), Decimal::from_hundredths(5667));
        assert_eq!(Ratio::new(0, 5), Ratio::ZERO);
        assert_eq!(Ratio::new(74_395, 1000).rounded(), Decimal::from_hundredths(7440));
        assert_eq!(Ratio::new(74_394_999, 1_000_000).rounded(), Decimal::from_hundredths(7439));
    }

    #[test]
    fn naturals_add_multiply_and_compare_like_machine_integers_where_those_suffice() {
        let values = [0u128, 1, 7, u128::from(u32::MAX), u128::from(u32::MAX) + 1, u128::from(u64::MAX), 1 << 100];
        for &a in &values {
            for &b in &values {
                let (big_a, big_b) = (Natural::from(a), Natural::from(b));
                if let Some(sum) = a.checked_add(b) {
                    assert_eq!(big_a.plus(&big_b), Natural::from(sum), "{a} + {b}");
                }
                if let Some(product) = a.checked_mul(b) {
                    assert_eq!(big_a.times(&big_b), Natural::from(product), "{a} × {b}");
                }
                assert_eq!(big_a.cmp(&big_b), a.cmp(&b), "{a} against {b}");
            }
        }
        // Past u128: (2^100)² = 2^200, one limb of 1 above six zero limbs.
        let square = Natural::from(1 << 100).times(&Natural::from(1 << 100));
        assert_eq!(square.0.len(), 7);
        assert_eq!(square.0[6], 1 << 8);
    }

    #[test]
    fn a_sum_is_rounded_exactly_even_when_its_common_denominator_outgrows_u128() {
        // Ten pairs 1/d + (d − 1)/d with d = 10^12 + k: each pair is exactly 1, the product of
        // the twenty denominators is about 10^240.
        let pairs = |less: u128| {
            (1..=10u128).flat_map(move |k| {
                let d = 1_000_000_000_000 + k;
                [Ratio::new(1, d), Ratio::new(d - 1 - less, d)]
            })
        };
        let ten: Vec<Ratio> = pairs(0).collect();
        assert_eq!(rounded_sum(&ten), Decimal::from_hundredths(1000));
        // 10 + 1/200 = 10.005 exactly: the half rounds up.
        let mut half = ten.clone();
        half.push(Ratio::new(1, 200));
        assert_eq!(rounded_sum(&half), Decimal::from_hundredths(1001));
        // Ten times 1/d less than that: just below 10.005, so it rounds down.
        let mut below: Vec<Ratio> = pairs(1).collect();
        below.push(Ratio::new(1, 200));
        assert_eq!(rounded_sum(&below), Decimal::from_hundredths(1000));
        assert_eq!(rounded_sum(&[]), Decimal::ZERO);
        // The exact sum agrees on each (the machine one keeps these in lowest terms, so fits).
        assert_eq!(natural_sum(&ten), Decimal::from_hundredths(1000));
        assert_eq!(natural_sum(&half), Decimal::from_hundredths(1001));
        assert_eq!(natural_sum(&below), Decimal::from_hundredths(1000));
        // Ten coprime denominators near 10^12 outgrow u128: the machine sum gives way.
        let apart: Vec<Ratio> = [1u128, 3, 7, 9, 13, 19, 21, 27, 31, 33]
            .into_iter()
            .map(|k| Ratio::new(1_000_000_000_000 + k - 1, 1_000_000_000_000 + k))
            .collect();
        assert_eq!(machine_sum(&apart), None);
        assert_eq!(rounded_sum(&apart), Decimal::from_hundredths(1000));
    }

    #[test]
    fn the_machine_sum_rounds_as_the_exact_sum_does() {
        // Categories' weighted scores as a gradebook makes them: weight × score / total.
        let mut checked = 0;
        for total in [1u128, 3, 7, 20, 30, 45, 97, 150, 1000] {
            for score in (0..=total).step_by(usize::try_from(total / 7).unwrap_or(1).max(1)) {
                for weight in [20u128, 25, 30, 40, 50, 60] {
                    let terms = [
                        Ratio::new(weight * score * 100, total * 100),
                        Ratio::new((100 - weight) * (total - score), total + 1),
                        Ratio::new(1, 3),
                        Ratio::new(1, 6),
                    ];
                    for count in 0..=terms.len() {
                        let terms = &terms[..count];
                        assert_eq!(machine_sum(terms), Some(natural_sum(terms)), "{terms:?}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 1000);
        // Halves round up: 74.495 + 0.005 is 74.50, 1/3 + 1/6 is 0.50.
        let half = [Ratio::new(74_495, 1000), Ratio::new(5, 1000)];
        assert_eq!(machine_sum(&half), Some(Decimal::from_hundredths(7450)));
        assert_eq!(machine_sum(&[Ratio::new(1, 300), Ratio::new(1, 600)]), Some(Decimal::from_hundredths(1)));
    }
}
