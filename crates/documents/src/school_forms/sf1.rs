//! School Form 1 (SF1), the School Register: a section's learners in a school year with the
//! register's columns, boys first then girls, each group counted, and the combined total.

use chrono::NaiveDate;
use rust_xlsxwriter::{Workbook, Worksheet, XlsxError};

use super::sheet::{by_sex, labelled, place, title, total, Looks};
use super::values::{FormError, FormHead, FormSex};

/// One learner's row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegisterLearner {
    /// The LRN; blank when the school has none yet.
    pub lrn: Option<String>,
    /// Family name.
    pub last_name: String,
    /// Given name.
    pub first_name: String,
    /// Middle name.
    pub middle_name: Option<String>,
    /// Sex; none when not recorded (listed last, under its own heading).
    pub sex: Option<FormSex>,
    /// Date of birth.
    pub birthdate: NaiveDate,
    /// Mother tongue.
    pub mother_tongue: Option<String>,
    /// Indigenous people's group.
    pub ip_group: Option<String>,
    /// Religion.
    pub religion: Option<String>,
    /// Home address.
    pub address: String,
    /// Father's name.
    pub father: Option<String>,
    /// Mother's maiden name.
    pub mother: Option<String>,
    /// The guardian when not a parent: (name, relationship).
    pub guardian: Option<(String, String)>,
    /// The parent's or guardian's phone.
    pub contact: Option<String>,
    /// Remarks.
    pub remarks: Option<String>,
}

impl RegisterLearner {
    /// "DELA CRUZ, Juan Santos", as the forms write names.
    fn name(&self) -> String {
        let middle = self.middle_name.as_deref().map(|m| format!(" {m}")).unwrap_or_default();
        format!("{}, {}{middle}", self.last_name.to_uppercase(), self.first_name)
    }
}

/// Whole years from `born` to `on`.
pub fn age_on(born: NaiveDate, on: NaiveDate) -> u32 {
    on.years_since(born).unwrap_or(0)
}

/// The columns, in the register's order: (heading, width).
const COLUMNS: [(&str, f64); 15] = [
    ("LRN", 14.0),
    ("NAME\n(Last Name, First Name, Middle Name)", 30.0),
    ("SEX\n(M/F)", 5.0),
    ("BIRTH DATE\n(mm/dd/yyyy)", 11.0),
    ("AGE as of\nOctober 31", 7.0),
    ("MOTHER TONGUE", 11.0),
    ("IP\n(Ethnic Group)", 10.0),
    ("RELIGION", 13.0),
    ("ADDRESS", 30.0),
    ("Father's Name", 20.0),
    ("Mother's Maiden Name", 20.0),
    ("Name", 18.0),
    ("Relationship", 11.0),
    ("Contact Number of Parent or Guardian", 14.0),
    ("REMARKS", 16.0),
];
const LAST: u16 = COLUMNS.len() as u16 - 1;
/// Where the column headings start (two rows: parents and guardian are grouped above theirs).
const HEADINGS: u32 = 5;

/// The register of `learners` as an `.xlsx` file: boys, then girls, then any learner whose sex
/// is not recorded, each group by name and followed by its count, then the combined total; ages
/// as of `age_on` (DepEd's cut-off, 31 October of the year's start).
pub fn school_register(head: &FormHead, age_on: NaiveDate, learners: &[RegisterLearner]) -> Result<Vec<u8>, FormError> {
    let mut workbook = Workbook::new();
    let looks = Looks::new();
    let sheet = workbook.add_worksheet();
    sheet.set_name("SF1")?;
    sheet.set_landscape().set_paper_size(5).set_print_fit_to_pages(1, 0);
    sheet.set_repeat_rows(HEADINGS, HEADINGS + 1)?;
    write_head(sheet, &looks, head)?;
    let mut sorted: Vec<&RegisterLearner> = learners.iter().collect();
    sorted.sort_by_key(|l| (l.last_name.to_lowercase(), l.first_name.to_lowercase()));
    let mut row = HEADINGS + 2;
    for (label, group) in by_sex(&sorted, |learner| learner.sex) {
        for learner in &group {
            write_learner(sheet, &looks, row, learner, age_on)?;
            row += 1;
        }
        total(sheet, &looks, row, label, group.len())?;
        row += 1;
    }
    total(sheet, &looks, row, "COMBINED", learners.len())?;
    row += 2;
    sheet.write_string_with_format(row, 1, "Prepared by:", &looks.label)?;
    sheet.write_string_with_format(row, 2, &head.adviser, &looks.value)?;
    sheet.write_string_with_format(row + 1, 2, "Class Adviser", &looks.subtitle)?;
    sheet.write_string_with_format(row, 9, "Certified correct:", &looks.label)?;
    sheet.write_string_with_format(row, 10, "", &looks.value)?;
    sheet.write_string_with_format(row + 1, 10, "School Head", &looks.subtitle)?;
    Ok(workbook.save_to_buffer()?)
}

fn write_head(sheet: &mut Worksheet, looks: &Looks, head: &FormHead) -> Result<(), XlsxError> {
    title(
        sheet,
        looks,
        LAST,
        "School Form 1 (SF 1) School Register",
        "(This replaced Form 1, Master List & STS Form 2-Family Background and Profile)",
    )?;
    labelled(sheet, looks, (2, 0), "School ID", &head.school_id)?;
    place(sheet, looks, (2, 3), (&head.region, &head.division))?;
    labelled(sheet, looks, (2, 8), "School Year", &head.school_year)?;
    labelled(sheet, looks, (3, 0), "School Name", &head.school)?;
    labelled(sheet, looks, (3, 8), "Grade Level", &head.level)?;
    labelled(sheet, looks, (3, 10), "Section", &head.section)?;
    for (col, (heading, width)) in COLUMNS.iter().enumerate() {
        let col = col as u16;
        sheet.set_column_width(col, *width)?;
        match col {
            9 | 11 => {}
            10 => sheet.merge_range(HEADINGS, 9, HEADINGS, 10, "PARENTS", &looks.heading).map(|_| ())?,
            12 => {
                sheet.merge_range(HEADINGS, 11, HEADINGS, 12, "GUARDIAN (if not Parent)", &looks.heading).map(|_| ())?
            }
            _ => sheet.merge_range(HEADINGS, col, HEADINGS + 1, col, heading, &looks.heading).map(|_| ())?,
        }
        if (9..=12).contains(&col) {
            sheet.write_string_with_format(HEADINGS + 1, col, *heading, &looks.heading)?;
        }
    }
    sheet.set_row_height(HEADINGS + 1, 36)?;
    Ok(())
}

fn write_learner(
    sheet: &mut Worksheet,
    looks: &Looks,
    row: u32,
    learner: &RegisterLearner,
    age_on_day: NaiveDate,
) -> Result<(), XlsxError> {
    let text = |value: &Option<String>| value.clone().unwrap_or_default();
    let (guardian, relationship) = learner.guardian.clone().unwrap_or_default();
    let sex = match learner.sex {
        Some(FormSex::Male) => "M",
        Some(FormSex::Female) => "F",
        None => "",
    };
    let cells = [
        text(&learner.lrn),
        learner.name(),
        sex.to_owned(),
        learner.birthdate.format("%m/%d/%Y").to_string(),
        age_on(learner.birthdate, age_on_day).to_string(),
        text(&learner.mother_tongue),
        text(&learner.ip_group),
        text(&learner.religion),
        learner.address.clone(),
        text(&learner.father),
        text(&learner.mother),
        guardian,
        relationship,
        text(&learner.contact),
        text(&learner.remarks),
    ];
    for (col, value) in cells.into_iter().enumerate() {
        let format = if matches!(col, 2..=4) { &looks.centred } else { &looks.cell };
        sheet.write_string_with_format(row, col as u16, value, format)?;
    }
    Ok(())
}
