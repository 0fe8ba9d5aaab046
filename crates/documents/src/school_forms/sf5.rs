//! School Form 5 (SF5), the Report on Promotion and Level of Proficiency: a section's learners
//! with their general average, the action taken and the learning areas not passed, boys then
//! girls, and the summary of each action and each level of proficiency by sex.

use rust_xlsxwriter::{Workbook, Worksheet, XlsxError};

use super::sheet::{by_sex, labelled, place, title, total, Looks};
use super::values::{FormError, FormHead, FormSex};

/// One learner's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PromotionLearner {
    /// The LRN; blank when the school has none yet.
    pub lrn: Option<String>,
    /// "DELA CRUZ, Juan Santos".
    pub name: String,
    /// Sex; none when not recorded.
    pub sex: Option<FormSex>,
    /// The general average; none while a final grade is missing.
    pub general_average: Option<u8>,
    /// "PROMOTED", "CONDITIONALLY PROMOTED", "RETAINED", or how the learner left (blank while
    /// the grades are incomplete).
    pub action: String,
    /// The learning areas whose final grade did not pass.
    pub not_passed: Vec<String>,
}

/// The actions the summary counts, as the rows write them.
pub const ACTIONS: [&str; 3] = ["PROMOTED", "CONDITIONALLY PROMOTED", "RETAINED"];

/// DepEd's levels of proficiency by general average: (label, lowest average).
pub const LEVELS: [(&str, u8); 5] = [
    ("Did Not Meet Expectations (74 and below)", 0),
    ("Fairly Satisfactory (75-79)", 75),
    ("Satisfactory (80-84)", 80),
    ("Very Satisfactory (85-89)", 85),
    ("Outstanding (90-100)", 90),
];

/// The level of proficiency of `average` (an index into [`LEVELS`]).
pub fn level_of(average: u8) -> usize {
    LEVELS.iter().rposition(|(_, lowest)| average >= *lowest).unwrap_or(0)
}

const COLUMNS: [(&str, f64); 5] = [
    ("LRN", 14.0),
    ("LEARNER'S NAME\n(Last Name, First Name, Middle Name)", 32.0),
    ("GENERAL AVERAGE", 10.0),
    ("ACTION TAKEN: PROMOTED, CONDITIONAL or RETAINED", 18.0),
    ("Did Not Meet Expectations of the ff. Learning Area/s as of end of current School Year", 40.0),
];
const HEADINGS: u32 = 5;

/// The report of `learners` as an `.xlsx` file.
pub fn promotion_report(head: &FormHead, learners: &[PromotionLearner]) -> Result<Vec<u8>, FormError> {
    let mut workbook = Workbook::new();
    let looks = Looks::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name("SF5")?;
    sheet.set_landscape().set_paper_size(9).set_print_fit_to_pages(1, 0);
    sheet.set_repeat_rows(HEADINGS, HEADINGS)?;
    title(
        sheet,
        &looks,
        COLUMNS.len() as u16 - 1,
        "School Form 5 (SF 5) Report on Promotion and Level of Proficiency",
        "(This replaces Forms 18-E1, 18-E2, 18A and List of Graduates)",
    )?;
    labelled(sheet, &looks, (2, 0), "School ID", &head.school_id)?;
    labelled(sheet, &looks, (2, 2), "School Year", &head.school_year)?;
    labelled(sheet, &looks, (3, 0), "School Name", &head.school)?;
    labelled(sheet, &looks, (3, 2), "Grade Level", &head.level)?;
    labelled(sheet, &looks, (4, 2), "Section", &head.section)?;
    place(sheet, &looks, (4, 0), (&head.region, &head.division))?;
    for (col, (heading, width)) in COLUMNS.iter().enumerate() {
        sheet.set_column_width(col as u16, *width)?;
        sheet.write_string_with_format(HEADINGS, col as u16, *heading, &looks.heading)?;
    }
    sheet.set_row_height(HEADINGS, 48)?;
    let mut sorted: Vec<&PromotionLearner> = learners.iter().collect();
    sorted.sort_by_key(|learner| learner.name.to_lowercase());
    let mut row = HEADINGS + 1;
    for (label, group) in by_sex(&sorted, |learner| learner.sex) {
        for learner in &group {
            write_learner(sheet, &looks, row, learner)?;
            row += 1;
        }
        total(sheet, &looks, row, label, group.len())?;
        row += 1;
    }
    total(sheet, &looks, row, "COMBINED", learners.len())?;
    write_summary(sheet, &looks, row + 2, learners)?;
    Ok(workbook.save_to_buffer()?)
}

fn write_learner(sheet: &mut Worksheet, looks: &Looks, row: u32, learner: &PromotionLearner) -> Result<(), XlsxError> {
    sheet.write_string_with_format(row, 0, learner.lrn.clone().unwrap_or_default(), &looks.cell)?;
    sheet.write_string_with_format(row, 1, &learner.name, &looks.cell)?;
    match learner.general_average {
        Some(average) => sheet.write_number_with_format(row, 2, f64::from(average), &looks.centred)?,
        None => sheet.write_string_with_format(row, 2, "", &looks.centred)?,
    };
    sheet.write_string_with_format(row, 3, &learner.action, &looks.centred)?;
    sheet.write_string_with_format(row, 4, learner.not_passed.join(", "), &looks.cell)?;
    Ok(())
}

/// The summary tables: each action, then each level of proficiency, counted by sex.
fn write_summary(
    sheet: &mut Worksheet,
    looks: &Looks,
    start: u32,
    learners: &[PromotionLearner],
) -> Result<(), XlsxError> {
    let count = |wanted: &dyn Fn(&PromotionLearner) -> bool, sex: Option<FormSex>| {
        learners.iter().filter(|l| wanted(l) && (sex.is_none() || l.sex == sex)).count() as f64
    };
    let mut row = start;
    for (col, text) in ["SUMMARY TABLE: STATUS", "MALE", "FEMALE", "TOTAL"].iter().enumerate() {
        sheet.write_string_with_format(row, col as u16 + 1, *text, &looks.heading)?;
    }
    row += 1;
    for action in ACTIONS {
        let wanted = |l: &PromotionLearner| l.action == action;
        sheet.write_string_with_format(row, 1, action, &looks.cell)?;
        for (col, sex) in [(2, Some(FormSex::Male)), (3, Some(FormSex::Female)), (4, None)] {
            sheet.write_number_with_format(row, col, count(&wanted, sex), &looks.centred)?;
        }
        row += 1;
    }
    row += 1;
    for (col, text) in ["LEVEL OF PROFICIENCY", "MALE", "FEMALE", "TOTAL"].iter().enumerate() {
        sheet.write_string_with_format(row, col as u16 + 1, *text, &looks.heading)?;
    }
    row += 1;
    for (at, (label, _)) in LEVELS.iter().enumerate() {
        let wanted = |l: &PromotionLearner| l.general_average.is_some_and(|average| level_of(average) == at);
        sheet.write_string_with_format(row, 1, *label, &looks.cell)?;
        for (col, sex) in [(2, Some(FormSex::Male)), (3, Some(FormSex::Female)), (4, None)] {
            sheet.write_number_with_format(row, col, count(&wanted, sex), &looks.centred)?;
        }
        row += 1;
    }
    Ok(())
}
