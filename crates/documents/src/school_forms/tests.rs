//! The School Forms read back from their files, cell by cell, as a spreadsheet program shows them.

use chrono::NaiveDate;

use super::sf1::{age_on, school_register, RegisterLearner};
use super::sf5::{level_of, promotion_report, PromotionLearner};
use super::testing::cells;
use super::values::{FormHead, FormSex};

fn day(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn learner(last: &str, first: &str, sex: Option<FormSex>) -> RegisterLearner {
    RegisterLearner {
        lrn: Some(format!("1361141200{:02}", last.len())),
        last_name: last.into(),
        first_name: first.into(),
        middle_name: Some("Santos".into()),
        sex,
        birthdate: day("2013-11-02"),
        mother_tongue: Some("Tagalog".into()),
        ip_group: None,
        religion: Some("Roman Catholic".into()),
        address: "1 Rizal Ave, Manila".into(),
        father: Some("Jose Dela Cruz".into()),
        mother: Some("Teresa Mercado".into()),
        guardian: None,
        contact: Some("09181234567".into()),
        remarks: None,
    }
}

fn head() -> FormHead {
    FormHead {
        school: "Lyceum Academy".into(),
        school_id: "136114".into(),
        region: "NCR".into(),
        division: "Manila".into(),
        school_year: "2026–2027".into(),
        level: "Grade 7".into(),
        section: "Rizal".into(),
        adviser: "Maria Santos".into(),
    }
}

/// DepEd's cut-off for ages in 2026–2027.
fn cut_off() -> NaiveDate {
    day("2026-10-31")
}

#[test]
fn the_register_lists_boys_then_girls_each_counted_with_the_combined_total() {
    let learners = [
        learner("Reyes", "Ana", Some(FormSex::Female)),
        learner("Dela Cruz", "Juan", Some(FormSex::Male)),
        learner("Bautista", "Lea", Some(FormSex::Female)),
        learner("Aquino", "Pedro", Some(FormSex::Male)),
    ];
    let file = school_register(&head(), cut_off(), &learners).unwrap();
    let cells = cells(&file);
    assert_eq!(cells["A1"], "School Form 1 (SF 1) School Register");
    assert_eq!(
        (cells["J3"].as_str(), cells["B4"].as_str(), cells["L4"].as_str()),
        ("2026–2027", "Lyceum Academy", "Rizal")
    );
    let column = |col: char| {
        (8..=15).map(|row| cells.get(&format!("{col}{row}")).cloned().unwrap_or_default()).collect::<Vec<_>>()
    };
    assert_eq!(
        column('B'),
        [
            "AQUINO, Pedro Santos",
            "DELA CRUZ, Juan Santos",
            "TOTAL MALE",
            "BAUTISTA, Lea Santos",
            "REYES, Ana Santos",
            "TOTAL FEMALE",
            "COMBINED",
            ""
        ]
    );
    assert_eq!(column('C'), ["M", "M", "2", "F", "F", "2", "4", ""]);
    assert_eq!(cells["D8"], "11/02/2013");
    assert_eq!(cells["E8"], "12", "not yet 13 on 31 October");
    assert_eq!(cells["A8"], "136114120006");
}

#[test]
fn learners_without_a_recorded_sex_are_listed_and_counted_apart() {
    let mut unknown = learner("Zamora", "Kim", None);
    unknown.lrn = None;
    unknown.guardian = Some(("Rosa Zamora".into(), "Aunt".into()));
    let file =
        school_register(&head(), cut_off(), &[learner("Luna", "Elena", Some(FormSex::Female)), unknown]).unwrap();
    let cells = cells(&file);
    assert_eq!(cells["B8"], "TOTAL MALE");
    assert_eq!(cells["C8"], "0");
    assert_eq!(cells["B11"], "ZAMORA, Kim Santos");
    assert!(!cells.contains_key("A11"), "no LRN: the cell is left blank");
    assert_eq!((cells["L11"].as_str(), cells["M11"].as_str()), ("Rosa Zamora", "Aunt"));
    assert_eq!((cells["B12"].as_str(), cells["C12"].as_str()), ("SEX NOT RECORDED", "1"));
    assert_eq!((cells["B13"].as_str(), cells["C13"].as_str()), ("COMBINED", "2"));
}

#[test]
fn ages_count_whole_years_to_the_cut_off() {
    assert_eq!(age_on(day("2014-10-31"), day("2026-10-31")), 12);
    assert_eq!(age_on(day("2014-11-01"), day("2026-10-31")), 11);
}

fn promoted(name: &str, sex: FormSex, average: Option<u8>, action: &str, not_passed: &[&str]) -> PromotionLearner {
    PromotionLearner {
        lrn: None,
        name: name.into(),
        sex: Some(sex),
        general_average: average,
        action: action.into(),
        not_passed: not_passed.iter().map(|area| (*area).to_owned()).collect(),
    }
}

#[test]
fn the_promotion_report_counts_each_action_and_level_of_proficiency_by_sex() {
    let head = FormHead { level: "Grade 8".into(), section: "Bonifacio".into(), ..head() };
    let learners = [
        promoted("REYES, Ana", FormSex::Female, Some(91), "PROMOTED", &[]),
        promoted("CRUZ, Juan", FormSex::Male, Some(78), "CONDITIONALLY PROMOTED", &["Mathematics", "Science"]),
        promoted("LUNA, Elena", FormSex::Female, Some(86), "PROMOTED", &[]),
        promoted("TORRES, Pedro", FormSex::Male, None, "", &[]),
    ];
    let cells = cells(&promotion_report(&head, &learners).unwrap());
    assert_eq!(cells["A1"], "School Form 5 (SF 5) Report on Promotion and Level of Proficiency");
    let rows: Vec<[String; 5]> = (7..=14)
        .map(|row| ['A', 'B', 'C', 'D', 'E'].map(|col| cells.get(&format!("{col}{row}")).cloned().unwrap_or_default()))
        .collect();
    assert_eq!(rows[0][1..], ["CRUZ, Juan", "78", "CONDITIONALLY PROMOTED", "Mathematics, Science"].map(String::from));
    assert_eq!(rows[1][1..3], ["TORRES, Pedro", ""].map(String::from), "no average while grades are missing");
    assert_eq!(rows[2][1..3], ["TOTAL MALE", "2"].map(String::from));
    assert_eq!(rows[3][1..4], ["LUNA, Elena", "86", "PROMOTED"].map(String::from));
    assert_eq!(rows[6][1..3], ["COMBINED", "4"].map(String::from));
    // Summary: PROMOTED 0 boys, 2 girls; CONDITIONALLY PROMOTED 1 boy; RETAINED none.
    let line =
        |row: u32| ['B', 'C', 'D', 'E'].map(|col| cells.get(&format!("{col}{row}")).cloned().unwrap_or_default());
    assert_eq!(line(15), ["SUMMARY TABLE: STATUS", "MALE", "FEMALE", "TOTAL"].map(String::from));
    assert_eq!(line(16), ["PROMOTED", "0", "2", "2"].map(String::from));
    assert_eq!(line(17), ["CONDITIONALLY PROMOTED", "1", "0", "1"].map(String::from));
    assert_eq!(line(18), ["RETAINED", "0", "0", "0"].map(String::from));
    assert_eq!(line(22), ["Fairly Satisfactory (75-79)", "1", "0", "1"].map(String::from));
    assert_eq!(line(24), ["Very Satisfactory (85-89)", "0", "1", "1"].map(String::from));
    assert_eq!(line(25), ["Outstanding (90-100)", "0", "1", "1"].map(String::from));
}

#[test]
fn each_general_average_falls_in_one_level_of_proficiency() {
    assert_eq!([74, 75, 79, 80, 84, 85, 89, 90, 100].map(level_of), [0, 1, 1, 2, 2, 3, 3, 4, 4]);
}
