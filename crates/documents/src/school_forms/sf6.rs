//! School Form 6 (SF6), the Summary Report on Promotion and Level of Proficiency: SF5 summed
//! per level for the school. The levels run across (male, female, total under each) with the
//! school's total last; down, the learners promoted, conditionally promoted and retained, then
//! those at each level of proficiency.

use rust_xlsxwriter::{Workbook, Worksheet, XlsxError};

use super::sf4::BySex;
use super::sf5::{ACTIONS, LEVELS};
use super::sheet::{labelled, place, title, Looks};
use super::values::FormError;

/// One level's counts.
#[derive(Debug, Clone, PartialEq)]
pub struct LevelSummary {
    /// "Grade 7".
    pub level: String,
    /// Promoted, conditionally promoted, retained (the order of [`ACTIONS`]).
    pub actions: [BySex; 3],
    /// The learners at each level of proficiency (the order of [`LEVELS`]).
    pub proficiency: [BySex; 5],
}

/// The head of the school's yearly form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SchoolHead {
    /// The school's name.
    pub school: String,
    /// DepEd's school ID, when given.
    pub school_id: String,
    /// The region, when given.
    pub region: String,
    /// The schools division, when given.
    pub division: String,
    /// "2026-2027".
    pub school_year: String,
}

const FIRST_FIGURE: u16 = 1;
const HEADINGS: u32 = 4;

/// The summary of `levels` (in their order) as an `.xlsx` file.
pub fn promotion_summary(head: &SchoolHead, levels: &[LevelSummary]) -> Result<Vec<u8>, FormError> {
    let mut workbook = Workbook::new();
    let looks = Looks::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name("SF6")?;
    sheet.set_landscape().set_paper_size(9).set_print_fit_to_pages(1, 0);
    let columns = levels.len() as u16 + 1;
    title(
        sheet,
        &looks,
        FIRST_FIGURE + 3 * columns - 1,
        "School Form 6 (SF6) Summary Report on Promotion and Level of Proficiency",
        "(This replaces Form 20)",
    )?;
    labelled(sheet, &looks, (2, 0), "School ID", &head.school_id)?;
    labelled(sheet, &looks, (2, 3), "School Year", &head.school_year)?;
    labelled(sheet, &looks, (3, 0), "School Name", &head.school)?;
    place(sheet, &looks, (3, 3), (&head.region, &head.division))?;
    sheet.set_column_width(0, 44.0)?;
    sheet.merge_range(HEADINGS, 0, HEADINGS + 1, 0, "SUMMARY TABLE", &looks.heading)?;
    let mut total =
        LevelSummary { level: "TOTAL".to_owned(), actions: [BySex::default(); 3], proficiency: [BySex::default(); 5] };
    for level in levels {
        for (sum, add) in total.actions.iter_mut().zip(level.actions) {
            *sum = sum.plus(add);
        }
        for (sum, add) in total.proficiency.iter_mut().zip(level.proficiency) {
            *sum = sum.plus(add);
        }
    }
    for (at, level) in levels.iter().chain(std::iter::once(&total)).enumerate() {
        let col = FIRST_FIGURE + 3 * at as u16;
        sheet.merge_range(HEADINGS, col, HEADINGS, col + 2, &level.level, &looks.heading)?;
        for (offset, sex) in ["MALE", "FEMALE", "TOTAL"].iter().enumerate() {
            sheet.set_column_width(col + offset as u16, 8.0)?;
            sheet.write_string_with_format(HEADINGS + 1, col + offset as u16, *sex, &looks.heading)?;
        }
    }
    let mut row = HEADINGS + 2;
    write_label_row(sheet, &looks, row, "PROMOTION", columns)?;
    row += 1;
    for (at, action) in ACTIONS.iter().enumerate() {
        write_figures(sheet, &looks, row, action, levels.iter().chain([&total]).map(|level| level.actions[at]))?;
        row += 1;
    }
    write_label_row(sheet, &looks, row, "LEVEL OF PROFICIENCY", columns)?;
    row += 1;
    for (at, (label, _)) in LEVELS.iter().enumerate() {
        write_figures(sheet, &looks, row, label, levels.iter().chain([&total]).map(|level| level.proficiency[at]))?;
        row += 1;
    }
    let counted = |figures: &[BySex]| figures.iter().fold(BySex::default(), |sum, add| sum.plus(*add));
    write_figures(
        sheet,
        &looks,
        row,
        "TOTAL LEARNERS",
        levels.iter().chain([&total]).map(|level| counted(&level.actions)),
    )?;
    Ok(workbook.save_to_buffer()?)
}

fn write_label_row(sheet: &mut Worksheet, looks: &Looks, row: u32, label: &str, columns: u16) -> Result<(), XlsxError> {
    sheet.merge_range(row, 0, row, FIRST_FIGURE + 3 * columns - 1, label, &looks.total)?;
    Ok(())
}

fn write_figures(
    sheet: &mut Worksheet,
    looks: &Looks,
    row: u32,
    label: &str,
    figures: impl Iterator<Item = BySex>,
) -> Result<(), XlsxError> {
    sheet.write_string_with_format(row, 0, label, &looks.cell)?;
    for (at, figures) in figures.enumerate() {
        let col = FIRST_FIGURE + 3 * at as u16;
        for (offset, value) in [figures.male, figures.female, figures.total].into_iter().enumerate() {
            sheet.write_number_with_format(row, col + offset as u16, value, &looks.centred)?;
        }
    }
    Ok(())
}
