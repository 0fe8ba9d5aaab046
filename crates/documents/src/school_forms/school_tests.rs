//! The school's forms (SF4 and SF6) read back from their files, cell by cell.

use super::sf4::{monthly_movement, BySex, MonthHead, Movement, SectionMovement};
use super::sf6::{promotion_summary, LevelSummary, SchoolHead};
use super::testing::cells;

fn sexes(male: f64, female: f64) -> BySex {
    BySex { male, female, total: male + female }
}

fn section(level: &str, name: &str, registered: BySex, daily_average: BySex) -> SectionMovement {
    SectionMovement {
        level: level.into(),
        section: name.into(),
        adviser: format!("Adviser of {name}"),
        registered,
        daily_average,
        dropped: Movement::default(),
        transferred_out: Movement::default(),
        transferred_in: Movement::default(),
    }
}

#[test]
fn the_monthly_movement_has_each_section_each_level_and_the_school() {
    let mut rizal = section("Grade 7", "Rizal", sexes(10.0, 12.0), sexes(9.0, 11.0));
    rizal.dropped = Movement { before: sexes(1.0, 0.0), in_month: sexes(0.0, 1.0) };
    rizal.transferred_out.in_month = sexes(1.0, 0.0);
    let bonifacio = section("Grade 7", "Bonifacio", sexes(5.0, 5.0), sexes(5.0, 5.0));
    let mut luna = section("Grade 8", "Luna", sexes(8.0, 8.0), sexes(4.0, 4.0));
    luna.transferred_in.before = sexes(0.0, 2.0);
    let head = MonthHead {
        school: "Lyceum Academy".into(),
        school_id: "136114".into(),
        region: "NCR".into(),
        division: "Manila".into(),
        school_year: "2026-2027".into(),
        month: "September 2026".into(),
    };
    let cells = cells(&monthly_movement(&head, &[rizal, bonifacio, luna]).unwrap());
    assert_eq!(cells["A1"], "School Form 4 (SF4) Monthly Learner's Movement and Attendance");
    assert_eq!(cells["E4"], "September 2026");
    assert_eq!(
        (cells["B3"].as_str(), cells["G3"].as_str(), cells["H3"].as_str()),
        ("136114", "Region / Division", "NCR / Manila")
    );
    assert_eq!(cells["D5"], "REGISTERED LEARNERS (As of End of the Month)");
    assert_eq!(cells["M6"], "(A) Cumulative as of Previous Month");
    // Rizal: registered, the daily average as a percentage of them, the drop-outs (A), (B), (A+B).
    assert_eq!((cells["B8"].as_str(), cells["C8"].as_str()), ("Rizal", "Adviser of Rizal"));
    assert_eq!((cells["D8"].as_str(), cells["E8"].as_str(), cells["F8"].as_str()), ("10", "12", "22"));
    assert_eq!((cells["J8"].as_str(), cells["L8"].as_str()), ("90", "90.91"));
    assert_eq!((cells["M8"].as_str(), cells["Q8"].as_str(), cells["U8"].as_str()), ("1", "1", "2"));
    assert_eq!(cells["Y8"], "1", "transferred out in the month, male");
    // Grade 7's total, then Grade 8's section and total, then the school's.
    assert_eq!((cells["B10"].as_str(), cells["F10"].as_str(), cells["I10"].as_str()), ("TOTAL GRADE 7", "32", "30"));
    assert_eq!(cells["B11"], "Luna");
    assert_eq!((cells["AF11"].as_str(), cells["AG11"].as_str()), ("2", "2"), "transferred in before the month");
    assert_eq!(cells["B12"], "TOTAL GRADE 8");
    assert_eq!((cells["A13"].as_str(), cells["F13"].as_str(), cells["AG13"].as_str()), ("TOTAL", "48", "2"));
    assert_eq!(cells["L13"], format!("{}", ((38.0_f64 / 48.0 * 100.0) * 100.0).round() / 100.0));
}

#[test]
fn the_promotion_summary_sums_each_level_and_the_school() {
    let mut seven =
        LevelSummary { level: "Grade 7".into(), actions: [BySex::default(); 3], proficiency: [BySex::default(); 5] };
    seven.actions[0] = sexes(3.0, 4.0);
    seven.actions[1] = sexes(1.0, 0.0);
    seven.proficiency[4] = sexes(1.0, 2.0);
    let mut eight = seven.clone();
    eight.level = "Grade 8".into();
    eight.actions[2] = sexes(0.0, 1.0);
    let head = SchoolHead {
        school: "Lyceum Academy".into(),
        school_id: "136114".into(),
        region: "NCR".into(),
        division: "".into(),
        school_year: "2026-2027".into(),
    };
    let cells = cells(&promotion_summary(&head, &[seven, eight]).unwrap());
    assert_eq!(cells["A1"], "School Form 6 (SF6) Summary Report on Promotion and Level of Proficiency");
    assert_eq!((cells["B5"].as_str(), cells["E5"].as_str(), cells["H5"].as_str()), ("Grade 7", "Grade 8", "TOTAL"));
    assert_eq!(cells["E4"], "NCR", "a division left blank is left out");
    assert_eq!(cells["A8"], "PROMOTED");
    assert_eq!((cells["B8"].as_str(), cells["D8"].as_str(), cells["J8"].as_str()), ("3", "7", "14"));
    assert_eq!((cells["A10"].as_str(), cells["F10"].as_str(), cells["J10"].as_str()), ("RETAINED", "1", "1"));
    assert_eq!((cells["A16"].as_str(), cells["J16"].as_str()), ("Outstanding (90-100)", "6"));
    assert_eq!(
        (cells["A17"].as_str(), cells["D17"].as_str(), cells["G17"].as_str(), cells["J17"].as_str()),
        ("TOTAL LEARNERS", "8", "9", "17")
    );
}
