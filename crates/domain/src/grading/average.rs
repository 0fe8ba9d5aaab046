//! Grades over a year: a subject's final grade is the average of its quarterly grades, and the
//! general average the average of the subjects' final grades, each rounded to a whole number,
//! halves up (84.75 is 85, 74.5 is 75, 74.25 is 74).

use super::number::{round_half_up, Decimal, Grade};

/// A subject's final grade: the average of the quarterly grades given (usually four), rounded
/// to a whole number, halves up. `None` without any.
pub fn final_grade(quarters: &[Grade]) -> Option<Grade> {
    rounded_average(quarters)
}

/// The general average: the average of the subjects' final grades, rounded to a whole number,
/// halves up, as DepEd reports it for Grades 1 to 10. `None` without any. [`average`] gives it
/// to two decimal places.
pub fn general_average(finals: &[Grade]) -> Option<Grade> {
    rounded_average(finals)
}

/// The average of `grades` to two decimal places, halves up: 84, 85, 86 and 84 give 84.75;
/// 90, 91 and 91 give 90.67. `None` without any.
pub fn average(grades: &[Grade]) -> Option<Decimal> {
    let (sum, count) = sum_and_count(grades)?;
    // At most 100.00, so it fits a u64.
    u64::try_from(round_half_up(sum * 100, count)).ok().map(Decimal::from_hundredths)
}

/// The exact average rounded once, straight to a whole number.
fn rounded_average(grades: &[Grade]) -> Option<Grade> {
    let (sum, count) = sum_and_count(grades)?;
    Some(Grade::clamped(round_half_up(sum, count)))
}

/// The grades' sum and count, or `None` when there are none.
fn sum_and_count(grades: &[Grade]) -> Option<(u128, u128)> {
    let count = u128::try_from(grades.len()).ok().filter(|&count| count > 0)?;
    Some((grades.iter().map(|grade| u128::from(grade.value())).sum(), count))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grades(values: &[u8]) -> Vec<Grade> {
        values.iter().map(|&value| Grade::new(value).unwrap()).collect()
    }

    fn whole(value: u8) -> Option<Grade> {
        Grade::new(value)
    }

    #[test]
    fn four_quarters_of_84_85_86_84_average_84_75_and_give_85() {
        // (84 + 85 + 86 + 84) / 4 = 339 / 4 = 84.75, which rounds half-up to 85.
        let quarters = grades(&[84, 85, 86, 84]);
        assert_eq!(average(&quarters), Some(Decimal::from_hundredths(84_75)));
        assert_eq!(final_grade(&quarters), whole(85));
    }

    #[test]
    fn a_final_grade_of_exactly_74_5_rounds_up_and_74_25_down() {
        // (74 + 75) / 2 = 74.5 → 75: the half goes up, and the student passes.
        assert_eq!(final_grade(&grades(&[74, 75])), whole(75));
        // (74 + 74 + 75 + 75) / 4 = 74.5 → 75.
        assert_eq!(final_grade(&grades(&[74, 74, 75, 75])), whole(75));
        // (74 + 74 + 74 + 75) / 4 = 74.25 → 74.
        assert_eq!(final_grade(&grades(&[74, 74, 74, 75])), whole(74));
    }

    #[test]
    fn the_final_grade_averages_over_the_terms_given() {
        // Two quarters so far: (88 + 91) / 2 = 89.5 → 90.
        assert_eq!(final_grade(&grades(&[88, 91])), whole(90));
        assert_eq!(final_grade(&grades(&[77])), whole(77));
        assert_eq!(final_grade(&[]), None);
    }

    #[test]
    fn the_general_average_is_whole_and_also_available_to_two_places() {
        // Eight subjects: 90 + 91 + 88 + 85 + 92 + 89 + 87 + 93 = 715; 715 / 8 = 89.375.
        let finals = grades(&[90, 91, 88, 85, 92, 89, 87, 93]);
        assert_eq!(general_average(&finals), whole(89));
        assert_eq!(average(&finals), Some(Decimal::from_hundredths(89_38)));
        // 90, 91, 91: 272 / 3 = 90.666… → 90.67 and 91.
        let three = grades(&[90, 91, 91]);
        assert_eq!(average(&three), Some(Decimal::from_hundredths(90_67)));
        assert_eq!(general_average(&three), whole(91));
        assert_eq!(general_average(&[]), None);
        assert_eq!(average(&[]), None);
    }
}
