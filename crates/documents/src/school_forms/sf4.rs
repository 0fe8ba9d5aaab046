//! School Form 4 (SF4), the Monthly Learner's Movement and Attendance: for the school and a
//! month, one row per section, level by level with each level's total and the school's total
//! last: the registered learners at the month's end, the average daily attendance and its
//! percentage, then the learners dropped, transferred out and transferred in, each to the end of
//! the month before (A), in the month (B) and to the end of the month (A+B); every figure male,
//! female and total.

use rust_xlsxwriter::{Format, Workbook, Worksheet, XlsxError};

use super::sheet::{labelled, place, title, Looks};
use super::values::FormError;

/// A count or an average by sex; the total holds learners whose sex is not recorded too.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct BySex {
    /// Boys.
    pub male: f64,
    /// Girls.
    pub female: f64,
    /// Everyone.
    pub total: f64,
}

impl BySex {
    pub(crate) fn plus(self, other: BySex) -> BySex {
        BySex { male: self.male + other.male, female: self.female + other.female, total: self.total + other.total }
    }

    /// `self` as a percentage of `whole`, each sex of its own; zero where `whole` is.
    fn percent_of(self, whole: BySex) -> BySex {
        let part = |part: f64, whole: f64| if whole > 0.0 { part / whole * 100.0 } else { 0.0 };
        BySex {
            male: part(self.male, whole.male),
            female: part(self.female, whole.female),
            total: part(self.total, whole.total),
        }
    }
}

/// Learners who moved: to the end of the month before, and in the month.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Movement {
    /// (A) to the end of the month before.
    pub before: BySex,
    /// (B) in the month.
    pub in_month: BySex,
}

impl Movement {
    fn plus(self, other: Movement) -> Movement {
        Movement { before: self.before.plus(other.before), in_month: self.in_month.plus(other.in_month) }
    }
}

/// One section's row.
#[derive(Debug, Clone, PartialEq)]
pub struct SectionMovement {
    /// "Grade 7".
    pub level: String,
    /// "Rizal".
    pub section: String,
    /// The adviser's name.
    pub adviser: String,
    /// Registered at the month's end.
    pub registered: BySex,
    /// The average daily attendance of the month.
    pub daily_average: BySex,
    /// Dropped.
    pub dropped: Movement,
    /// Transferred out.
    pub transferred_out: Movement,
    /// Transferred in.
    pub transferred_in: Movement,
}

impl SectionMovement {
    fn plus(&self, other: &SectionMovement) -> SectionMovement {
        SectionMovement {
            level: self.level.clone(),
            section: String::new(),
            adviser: String::new(),
            registered: self.registered.plus(other.registered),
            daily_average: self.daily_average.plus(other.daily_average),
            dropped: self.dropped.plus(other.dropped),
            transferred_out: self.transferred_out.plus(other.transferred_out),
            transferred_in: self.transferred_in.plus(other.transferred_in),
        }
    }
}

/// The head of the school's monthly form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MonthHead {
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
    /// "September 2026".
    pub month: String,
}

const GROUPS: [&str; 6] = [
    "REGISTERED LEARNERS (As of End of the Month)",
    "ATTENDANCE: Daily Average",
    "ATTENDANCE: Percentage for the Month",
    "DROPPED OUT",
    "TRANSFERRED OUT",
    "TRANSFERRED IN",
];
const SPANS: [&str; 3] =
    ["(A) Cumulative as of Previous Month", "(B) For the Month", "(A+B) Cumulative as of End of Month"];
const SEXES: [&str; 3] = ["M", "F", "T"];
const FIRST_FIGURE: u16 = 3;
const HEADINGS: u32 = 4;

/// The form of `sections` (in level order) as an `.xlsx` file.
pub fn monthly_movement(head: &MonthHead, sections: &[SectionMovement]) -> Result<Vec<u8>, FormError> {
    let mut workbook = Workbook::new();
    let looks = Looks::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name("SF4")?;
    sheet.set_landscape().set_paper_size(9).set_print_fit_to_pages(1, 0);
    let last = FIRST_FIGURE + 3 * 3 + 3 * 9 - 1;
    title(
        sheet,
        &looks,
        last,
        "School Form 4 (SF4) Monthly Learner's Movement and Attendance",
        "(This replaces Form 3 & STS Form 4-Absenteeism and Dropout Profile)",
    )?;
    labelled(sheet, &looks, (2, 0), "School ID", &head.school_id)?;
    labelled(sheet, &looks, (2, 3), "School Year", &head.school_year)?;
    labelled(sheet, &looks, (3, 0), "School Name", &head.school)?;
    labelled(sheet, &looks, (3, 3), "Report for the Month of", &head.month)?;
    place(sheet, &looks, (2, 6), (&head.region, &head.division))?;
    headings(sheet, &looks)?;
    let mut row = HEADINGS + 3;
    let mut school: Option<SectionMovement> = None;
    let mut at = 0;
    while at < sections.len() {
        let level = &sections[at].level;
        let mut total: Option<SectionMovement> = None;
        while at < sections.len() && sections[at].level == *level {
            write_row(sheet, &looks.cell, row, &sections[at])?;
            let blank = || SectionMovement { adviser: String::new(), ..sections[at].clone() };
            total = Some(total.map_or_else(blank, |total| total.plus(&sections[at])));
            row += 1;
            at += 1;
        }
        if let Some(mut total) = total {
            total.section = format!("TOTAL {}", level.to_uppercase());
            write_row(sheet, &looks.total, row, &total)?;
            row += 1;
            school = Some(school.map_or_else(|| total.clone(), |school| school.plus(&total)));
        }
    }
    let mut school = school.unwrap_or(SectionMovement {
        level: String::new(),
        section: String::new(),
        adviser: String::new(),
        registered: BySex::default(),
        daily_average: BySex::default(),
        dropped: Movement::default(),
        transferred_out: Movement::default(),
        transferred_in: Movement::default(),
    });
    school.level = "TOTAL".to_owned();
    school.section = "SCHOOL".to_owned();
    write_row(sheet, &looks.total, row, &school)?;
    Ok(workbook.save_to_buffer()?)
}

/// The three rows of headings: the groups, the spans of the movements, and M F T under each.
fn headings(sheet: &mut Worksheet, looks: &Looks) -> Result<(), XlsxError> {
    for (col, (text, width)) in
        [("GRADE/YEAR LEVEL", 12.0), ("SECTION", 16.0), ("NAME OF ADVISER", 22.0)].iter().enumerate()
    {
        sheet.set_column_width(col as u16, *width)?;
        sheet.merge_range(HEADINGS, col as u16, HEADINGS + 2, col as u16, text, &looks.heading)?;
    }
    let mut col = FIRST_FIGURE;
    for (at, group) in GROUPS.iter().enumerate() {
        let spans = if at < 3 { 1 } else { 3 };
        sheet.merge_range(HEADINGS, col, HEADINGS, col + 3 * spans - 1, group, &looks.heading)?;
        for span in 0..spans {
            let start = col + 3 * span;
            if spans == 1 {
                sheet.merge_range(HEADINGS + 1, start, HEADINGS + 1, start + 2, "", &looks.heading)?;
            } else {
                sheet.merge_range(
                    HEADINGS + 1,
                    start,
                    HEADINGS + 1,
                    start + 2,
                    SPANS[span as usize],
                    &looks.heading,
                )?;
            }
            for (offset, sex) in SEXES.iter().enumerate() {
                sheet.set_column_width(start + offset as u16, 6.0)?;
                sheet.write_string_with_format(HEADINGS + 2, start + offset as u16, *sex, &looks.heading)?;
            }
        }
        col += 3 * spans;
    }
    sheet.set_row_height(HEADINGS + 1, 36)?;
    Ok(())
}

/// Writes `figures` male, female, total from `col`.
fn write_sexes(sheet: &mut Worksheet, look: &Format, row: u32, col: u16, figures: BySex) -> Result<(), XlsxError> {
    for (offset, value) in [figures.male, figures.female, figures.total].into_iter().enumerate() {
        let rounded = (value * 100.0).round() / 100.0;
        sheet.write_number_with_format(row, col + offset as u16, rounded, look)?;
    }
    Ok(())
}

fn write_row(sheet: &mut Worksheet, look: &Format, row: u32, section: &SectionMovement) -> Result<(), XlsxError> {
    sheet.write_string_with_format(row, 0, &section.level, look)?;
    sheet.write_string_with_format(row, 1, &section.section, look)?;
    sheet.write_string_with_format(row, 2, &section.adviser, look)?;
    let mut col = FIRST_FIGURE;
    write_sexes(sheet, look, row, col, section.registered)?;
    col += 3;
    write_sexes(sheet, look, row, col, section.daily_average)?;
    col += 3;
    write_sexes(sheet, look, row, col, section.daily_average.percent_of(section.registered))?;
    col += 3;
    for movement in [section.dropped, section.transferred_out, section.transferred_in] {
        for figures in [movement.before, movement.in_month, movement.before.plus(movement.in_month)] {
            write_sexes(sheet, look, row, col, figures)?;
            col += 3;
        }
    }
    Ok(())
}
