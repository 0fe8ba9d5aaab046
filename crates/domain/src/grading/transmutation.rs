//! DepEd's transmutation table, which turns an initial grade (0 to 100, two decimal places) into
//! a quarterly grade (60 to 100). Kept as the table DepEd publishes, row by row, not as the
//! formula behind it, so each row can be checked against the published one.

use super::number::{Decimal, Grade};

/// The table, highest row first: the lowest initial grade of each row, in hundredths (`98_40`
/// is 98.40), and the quarterly grade it gives. A row runs up to just below the row above it.
// The underscore stands for the decimal point, which makes `100_00` "inconsistent" to clippy.
#[allow(clippy::inconsistent_digit_grouping)]
const TABLE: [(u64, u8); 41] = [
    (100_00, 100),
    (98_40, 99),
    (96_80, 98),
    (95_20, 97),
    (93_60, 96),
    (92_00, 95),
    (90_40, 94),
    (88_80, 93),
    (87_20, 92),
    (85_60, 91),
    (84_00, 90),
    (82_40, 89),
    (80_80, 88),
    (79_20, 87),
    (77_60, 86),
    (76_00, 85),
    (74_40, 84),
    (72_80, 83),
    (71_20, 82),
    (69_60, 81),
    (68_00, 80),
    (66_40, 79),
    (64_80, 78),
    (63_20, 77),
    (61_60, 76),
    (60_00, 75),
    (56_00, 74),
    (52_00, 73),
    (48_00, 72),
    (44_00, 71),
    (40_00, 70),
    (36_00, 69),
    (32_00, 68),
    (28_00, 67),
    (24_00, 66),
    (20_00, 65),
    (16_00, 64),
    (12_00, 63),
    (8_00, 62),
    (4_00, 61),
    (0, 60),
];

/// The quarterly grade of an initial grade, by DepEd's table: the first row whose lowest initial
/// grade it reaches. 60.00 gives 75, 59.99 gives 74; anything from 100 up gives 100.
pub fn transmute(initial: Decimal) -> Grade {
    let (_, grade) = TABLE.iter().find(|&&(lowest, _)| initial.hundredths() >= lowest).unwrap_or(&(0, 60));
    Grade::clamped(u128::from(*grade))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The table as DepEd prints it, copied separately from [`TABLE`]: every range and its grade.
    const PRINTED: &str = "100 → 100; 98.40–99.99 → 99; 96.80–98.39 → 98; 95.20–96.79 → 97; \
        93.60–95.19 → 96; 92.00–93.59 → 95; 90.40–91.99 → 94; 88.80–90.39 → 93; 87.20–88.79 → 92; \
        85.60–87.19 → 91; 84.00–85.59 → 90; 82.40–83.99 → 89; 80.80–82.39 → 88; 79.20–80.79 → 87; \
        77.60–79.19 → 86; 76.00–77.59 → 85; 74.40–75.99 → 84; 72.80–74.39 → 83; 71.20–72.79 → 82; \
        69.60–71.19 → 81; 68.00–69.59 → 80; 66.40–67.99 → 79; 64.80–66.39 → 78; 63.20–64.79 → 77; \
        61.60–63.19 → 76; 60.00–61.59 → 75; 56.00–59.99 → 74; 52.00–55.99 → 73; 48.00–51.99 → 72; \
        44.00–47.99 → 71; 40.00–43.99 → 70; 36.00–39.99 → 69; 32.00–35.99 → 68; 28.00–31.99 → 67; \
        24.00–27.99 → 66; 20.00–23.99 → 65; 16.00–19.99 → 64; 12.00–15.99 → 63; 8.00–11.99 → 62; \
        4.00–7.99 → 61; 0–3.99 → 60";

    fn decimal(text: &str) -> Decimal {
        text.parse().unwrap()
    }

    fn quarterly(initial: &str) -> u8 {
        transmute(decimal(initial)).value()
    }

    /// The printed rows: lowest and highest initial grade, and the quarterly grade.
    fn printed_rows() -> Vec<(Decimal, Decimal, u8)> {
        PRINTED
            .split(';')
            .map(|row| {
                let (range, grade) = row.split_once('→').unwrap();
                let (low, high) = range.trim().split_once('–').unwrap_or((range.trim(), range.trim()));
                (decimal(low), decimal(high), grade.trim().parse().unwrap())
            })
            .collect()
    }

    #[test]
    fn every_printed_range_gives_its_grade_at_both_ends_and_not_one_hundredth_outside() {
        let rows = printed_rows();
        assert_eq!(rows.len(), TABLE.len());
        for (low, high, grade) in rows {
            assert_eq!(transmute(low).value(), grade, "{low}");
            assert_eq!(transmute(high).value(), grade, "{high}");
            if low.hundredths() > 0 {
                let below = Decimal::from_hundredths(low.hundredths() - 1);
                assert_eq!(transmute(below).value(), grade - 1, "{below}");
            }
            let above = Decimal::from_hundredths(high.hundredths() + 1);
            assert_eq!(transmute(above).value(), (grade + 1).min(100), "{above}");
        }
    }

    #[test]
    fn the_printed_ranges_cover_0_to_100_without_gap_or_overlap() {
        let rows = printed_rows();
        assert_eq!(rows.last().map(|row| row.0), Some(Decimal::ZERO));
        assert_eq!(rows[0].1, decimal("100"));
        for pair in rows.windows(2) {
            assert_eq!(pair[1].1.hundredths() + 1, pair[0].0.hundredths(), "below {}", pair[0].0);
        }
    }

    #[test]
    fn the_edges_named_in_the_grading_rules() {
        assert_eq!(quarterly("100"), 100);
        assert_eq!(quarterly("99.99"), 99);
        assert_eq!(quarterly("60.00"), 75);
        assert_eq!(quarterly("59.99"), 74);
        assert_eq!(quarterly("74.40"), 84);
        assert_eq!(quarterly("74.39"), 83);
        assert_eq!(quarterly("0"), 60);
        assert_eq!(quarterly("3.99"), 60);
        assert_eq!(quarterly("4"), 61);
    }

    #[test]
    fn every_initial_grade_from_0_to_100_gives_a_grade_from_60_to_100_that_never_falls() {
        let mut previous = 60;
        for hundredths in 0..=10_000 {
            let grade = transmute(Decimal::from_hundredths(hundredths)).value();
            assert!((previous..=previous + 1).contains(&grade), "{hundredths}");
            previous = grade;
        }
        assert_eq!(previous, 100);
        assert_eq!(transmute(Decimal::from_hundredths(u64::MAX)).value(), 100);
    }
}
