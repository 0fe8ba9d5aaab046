//! Worked examples: class records computed by hand from DepEd's rules, the arithmetic written
//! beside each, checked against [`quarterly_grade`].

use super::number::{Decimal, Grade};
use super::ratio::Ratio;
use super::scheme::{Category, Scheme, SubjectGroup};
use super::term::{quarterly_grade, Assessment, Entry, TermGrade};

fn decimal(text: &str) -> Decimal {
    text.parse().unwrap()
}

/// A class record row: `(category, score, highest)`, the score `-` when not yet scored and
/// `excused` when excused.
fn grade(scheme: &Scheme, rows: &[(&str, &str, &str)]) -> Option<TermGrade> {
    let assessments: Vec<Assessment> = rows
        .iter()
        .map(|&(category, _, highest)| Assessment { category: category.into(), highest: decimal(highest) })
        .collect();
    let entries: Vec<Entry> = rows
        .iter()
        .map(|&(_, score, _)| match score {
            "-" => Entry::NotYet,
            "excused" => Entry::Excused,
            score => Entry::Scored(decimal(score)),
        })
        .collect();
    quarterly_grade(scheme, &assessments, &entries).unwrap()
}

/// The initial and quarterly grade, as the class record shows them.
fn shown(grade: &TermGrade) -> (String, u8) {
    (format!("{:.2}", grade.initial), grade.quarterly.value())
}

fn ratio(numerator: u128, denominator: u128) -> Ratio {
    Ratio::new(numerator, denominator)
}

const MATH: [(&str, &str, &str); 6] = [
    ("WW", "17.5", "20"),
    ("WW", "14", "15"),
    ("WW", "20", "25"),
    ("PT", "38", "50"),
    ("PT", "45", "50"),
    ("QA", "36", "50"),
];

#[test]
fn a_mathematics_quarter() {
    // Mathematics weighs WW 40, PT 40, QA 20.
    // WW: (17.5 + 14 + 20) / (20 + 15 + 25) = 51.5 / 60 → PS 85.8333…, WS × 0.40 = 34.3333…
    // PT: (38 + 45) / (50 + 50) = 83 / 100              → PS 83,         WS × 0.40 = 33.2
    // QA: 36 / 50                                       → PS 72,         WS × 0.20 = 14.4
    // Initial: 34.3333… + 33.2 + 14.4 = 81.9333… → 81.93; 80.80–82.39 transmutes to 88.
    let term = grade(&Scheme::deped(SubjectGroup::MathScience), &MATH).unwrap();
    assert_eq!(shown(&term), ("81.93".into(), 88));
    let ww = &term.categories[0];
    assert_eq!((ww.score, ww.highest), (decimal("51.5"), decimal("60")));
    assert_eq!(ww.percentage, Some(ratio(515, 6)));
    assert_eq!(ww.weighted, ratio(103, 3));
    assert_eq!(ww.weighted.rounded(), decimal("34.33"));
    assert_eq!(term.categories[1].weighted, ratio(332, 10));
    assert_eq!(term.categories[2].percentage, Some(ratio(72, 1)));
    assert_eq!(term.categories[2].weight, ratio(20, 1));
    assert_eq!(term.pending, 0);
}

#[test]
fn a_languages_quarter() {
    // Languages weigh WW 30, PT 50, QA 20.
    // WW: (7 + 12 + 16) / (10 + 15 + 20) = 35 / 45 → PS 77.7777…, WS × 0.30 = 23.3333…
    // PT: (40 + 27) / (50 + 30) = 67 / 80          → PS 83.75,     WS × 0.50 = 41.875
    // QA: 31 / 40                                  → PS 77.5,      WS × 0.20 = 15.5
    // Initial: 23.3333… + 41.875 + 15.5 = 80.7083… → 80.71; 79.20–80.79 transmutes to 87,
    // Very Satisfactory.
    let scheme = Scheme::deped(SubjectGroup::Languages);
    let rows = [
        ("WW", "7", "10"),
        ("WW", "12", "15"),
        ("WW", "16", "20"),
        ("PT", "40", "50"),
        ("PT", "27", "30"),
        ("QA", "31", "40"),
    ];
    let term = grade(&scheme, &rows).unwrap();
    assert_eq!(shown(&term), ("80.71".into(), 87));
    assert_eq!(term.categories[0].percentage, Some(ratio(700, 9)));
    assert_eq!(term.categories[1].weighted, ratio(335, 8));
    assert_eq!(scheme.scale.descriptor(term.quarterly), Some("Very Satisfactory"));
    assert!(scheme.scale.passed(term.quarterly));
}

#[test]
fn a_mapeh_quarter() {
    // MAPEH weighs WW 20, PT 60, QA 20.
    // WW: 12 / 20                                           → PS 60, WS × 0.20 = 12
    // PT: (20.5 + 18 + 22.25) / (25 + 25 + 25) = 60.75 / 75 → PS 81, WS × 0.60 = 48.6
    // QA: 25 / 50                                           → PS 50, WS × 0.20 = 10
    // Initial: 12 + 48.6 + 10 = 70.60; 69.60–71.19 transmutes to 81.
    let rows =
        [("WW", "12", "20"), ("PT", "20.5", "25"), ("PT", "18", "25"), ("PT", "22.25", "25"), ("QA", "25", "50")];
    let term = grade(&Scheme::deped(SubjectGroup::MapehTle), &rows).unwrap();
    assert_eq!(shown(&term), ("70.60".into(), 81));
    assert_eq!(term.categories[1].score, decimal("60.75"));
}

#[test]
fn a_category_with_nothing_scored_gives_its_weight_to_the_others() {
    // Mathematics before the quarterly examination is scored: WW and PT share 40 + 40 = 80,
    // so each counts 40 / 80 = 50 %.
    // WW: 85.8333… × 40 / 80 = 42.9166…; PT: 83 × 40 / 80 = 41.5.
    // Initial: 42.9166… + 41.5 = 84.4166… → 84.42; 84.00–85.59 transmutes to 90.
    let mut rows = MATH;
    rows[5].1 = "-";
    let term = grade(&Scheme::deped(SubjectGroup::MathScience), &rows).unwrap();
    assert_eq!(shown(&term), ("84.42".into(), 90));
    assert_eq!(term.categories[0].weight, ratio(50, 1));
    assert_eq!(term.categories[2].percentage, None);
    assert_eq!(term.categories[2].weight, Ratio::ZERO);
    assert_eq!(term.pending, 1);
    // Excused instead of not yet: the same grade, nothing pending.
    rows[5].1 = "excused";
    let excused = grade(&Scheme::deped(SubjectGroup::MathScience), &rows).unwrap();
    assert_eq!((shown(&excused), excused.pending), (shown(&term), 0));
}

#[test]
fn an_excused_assessment_leaves_both_totals() {
    // Languages with the 12 / 15 quiz excused: WW (7 + 16) / (10 + 20) = 23 / 30 → 76.6666…,
    // WS × 0.30 = 23. Initial: 23 + 41.875 + 15.5 = 80.375 → 80.38 (the half goes up), 87.
    let rows = [
        ("WW", "7", "10"),
        ("WW", "excused", "15"),
        ("WW", "16", "20"),
        ("PT", "40", "50"),
        ("PT", "27", "30"),
        ("QA", "31", "40"),
    ];
    let term = grade(&Scheme::deped(SubjectGroup::Languages), &rows).unwrap();
    assert_eq!(shown(&term), ("80.38".into(), 87));
    assert_eq!(term.categories[0].highest, decimal("30"));
}

#[test]
fn nothing_scored_is_no_grade() {
    let rows = [("WW", "-", "10"), ("PT", "excused", "20")];
    assert_eq!(grade(&Scheme::deped(SubjectGroup::Languages), &rows), None);
    assert_eq!(grade(&Scheme::deped(SubjectGroup::Languages), &[]), None);
}

#[test]
fn without_transmutation_the_initial_grade_is_rounded_half_up_to_a_whole_number() {
    let scheme = Scheme {
        categories: vec![
            Category { key: "Q".into(), name: "Quizzes".into(), weight_percent: 50 },
            Category { key: "E".into(), name: "Examinations".into(), weight_percent: 50 },
        ],
        transmute: false,
        scale: super::scale::Scale::deped(),
    };
    // Q: 73 / 100 → 73 × 0.5 = 36.5; E: 76 / 100 → 76 × 0.5 = 38. Initial 74.50 → 75.
    let half = grade(&scheme, &[("Q", "73", "100"), ("E", "76", "100")]).unwrap();
    assert_eq!(shown(&half), ("74.50".into(), 75));
    // Q: 72.98 / 100 → 36.49; E: 76 / 100 → 38. Initial 74.49 → 74.
    let below = grade(&scheme, &[("Q", "72.98", "100"), ("E", "76", "100")]).unwrap();
    assert_eq!(shown(&below), ("74.49".into(), 74));
    // Q: 72.99 / 100 → 36.495; E: 38. Initial 74.495 → 74.50 to two places, then 75: the
    // quarterly grade rounds the initial grade as shown, two decimal places.
    let shown_half = grade(&scheme, &[("Q", "72.99", "100"), ("E", "76", "100")]).unwrap();
    assert_eq!(shown(&shown_half), ("74.50".into(), 75));
}

#[test]
fn sums_that_drift_in_floating_point_are_exact() {
    // Languages (30/50/20), scores whose tenths binary floating point cannot hold:
    // WW: 8.1 / 25                              → PS 32.4, WS × 0.30 = 9.72
    // PT: (23.9 + 20.2) / (30 + 30) = 44.1 / 60 → PS 73.5, WS × 0.50 = 36.75
    // QA: (11.7 + 42.4) / (30 + 50) = 54.1 / 80 → PS 67.625, WS × 0.20 = 13.525
    // Initial: 9.72 + 36.75 + 13.525 = 59.995 exactly → 60.00 → 75, a pass.
    let rows =
        [("WW", "8.1", "25"), ("PT", "23.9", "30"), ("PT", "20.2", "30"), ("QA", "11.7", "30"), ("QA", "42.4", "50")];
    let term = grade(&Scheme::deped(SubjectGroup::Languages), &rows).unwrap();
    assert_eq!(shown(&term), ("60.00".into(), 75));
    let exact: Vec<Ratio> = term.categories.iter().map(|category| category.weighted).collect();
    assert_eq!(exact, [ratio(972, 100), ratio(3675, 100), ratio(13525, 1000)]);
    // The same steps in f64, as a spreadsheet takes them, land just below 59.995: rounded to
    // 59.99, transmuted to 74, a fail. Only here to show the trap the exact numbers avoid.
    let float = 8.1 / 25.0 * 100.0 * 0.3 + (23.9 + 20.2) / 60.0 * 100.0 * 0.5 + (11.7 + 42.4) / 80.0 * 100.0 * 0.2;
    assert!(float < 59.995, "{float}");
    // Ten tenths make exactly one: 0.1 ten times out of 0.1 each is 100 %, so 100.
    let tenths = [("WW", "0.1", "0.1"); 10];
    let full = grade(&Scheme::deped(SubjectGroup::Languages), &tenths).unwrap();
    assert_eq!(full.categories[0].percentage, Some(ratio(100, 1)));
    assert_eq!((full.initial, full.quarterly), (decimal("100"), Grade::new(100).unwrap()));
}
