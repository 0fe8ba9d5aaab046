//! School Form 10 (SF10), the Learner's Permanent Academic Record, as PDF: the learner, then
//! every school year they spent at the school, earliest first, each with its section and
//! adviser, the learning areas' quarterly and final grades, the general average, the days of
//! school and present per month and the action taken. A year that does not fit what is left of
//! a page starts the next one; a section's records are one document, each learner from a new
//! page.

use chrono::NaiveDate;

use crate::report_card::card::{Attendance, CardSubject, Paper};
use crate::report_card::fonts::Font;
use crate::report_card::layout::{grades_table, Canvas, MARGIN};
use crate::report_card::pdf::CardsPdf;

/// One learner's permanent record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PermanentRecord {
    /// The school's name.
    pub school: String,
    /// The learner.
    pub learner: RecordLearner,
    /// How they came to the school, when by transfer: "Transferred in from ... (general average 88.5)".
    pub admission: Option<String>,
    /// Each school year at the school, earliest first.
    pub years: Vec<RecordYear>,
}

/// The learner as SF10 names them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordLearner {
    /// "DELA CRUZ, Juan Santos".
    pub name: String,
    /// The LRN, when recorded.
    pub lrn: Option<String>,
    /// "M" or "F", when recorded.
    pub sex: Option<String>,
    /// Date of birth.
    pub birthdate: NaiveDate,
}

/// One school year of the record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordYear {
    /// "2026-2027".
    pub school_year: String,
    /// "Grade 7"; blank when the level is gone.
    pub level: String,
    /// "Rizal"; blank when the section is gone.
    pub section: String,
    /// The adviser's name, when the section has one.
    pub adviser: String,
    /// The year's terms' names.
    pub terms: Vec<String>,
    /// Each learning area's grades.
    pub subjects: Vec<CardSubject>,
    /// The general average, once every learning area has a final grade.
    pub general_average: Option<u8>,
    /// Days of school and present per month.
    pub attendance: Attendance,
    /// "Promoted", "Retained", "Transferred out on 2026-09-01", ...; blank before the year end.
    pub action: String,
}

/// The height of a table row.
const ROW: f32 = 13.0;

/// `records` as one document, each learner from a new page.
pub fn render(paper: Paper, title: &str, records: &[PermanentRecord]) -> Vec<u8> {
    let mut pdf = CardsPdf::new(paper, title);
    for record in records {
        for page in pages(paper, record) {
            pdf.add_page(&page);
        }
    }
    pdf.finish()
}

/// The pages of one learner's record, as content streams.
pub fn pages(paper: Paper, record: &PermanentRecord) -> Vec<Vec<u8>> {
    let (width, height) = paper.size();
    let mut done = Vec::new();
    let mut canvas = Canvas::with_rows(width, height, ROW);
    head(&mut canvas, record);
    if record.years.is_empty() {
        canvas.y -= 24.0;
        canvas.text(Font::Regular, 10.0, MARGIN, canvas.y, "No school year at this school yet.");
    }
    for year in &record.years {
        if canvas.y - year_height(year) < MARGIN {
            done.push(canvas.finish());
            canvas = Canvas::with_rows(width, height, ROW);
            canvas.heading(Font::Bold, 10.0, 4.0, &format!("SF10 - {} (continued)", record.learner.name));
        }
        draw_year(&mut canvas, year);
    }
    done.push(canvas.finish());
    done
}

/// The school, the form's title and the learner.
fn head(canvas: &mut Canvas, record: &PermanentRecord) {
    canvas.heading(Font::Bold, 14.0, 14.0, &record.school);
    canvas.heading(Font::Bold, 12.0, 18.0, "Learner's Permanent Academic Record");
    canvas.heading(Font::Regular, 9.0, 13.0, "School Form 10 (SF10)");
    let learner = &record.learner;
    canvas.y -= 24.0;
    let inner = canvas.width - 2.0 * MARGIN;
    let name = Font::Regular.fit(&learner.name, 10.0, inner * 0.6 - 40.0);
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "Name:");
    canvas.text(Font::Regular, 10.0, MARGIN + 38.0, canvas.y, &name);
    canvas.text(Font::Bold, 10.0, MARGIN + inner * 0.6, canvas.y, "LRN:");
    canvas.text(Font::Regular, 10.0, MARGIN + inner * 0.6 + 30.0, canvas.y, learner.lrn.as_deref().unwrap_or("-"));
    canvas.y -= 14.0;
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "Sex:");
    canvas.text(Font::Regular, 10.0, MARGIN + 38.0, canvas.y, learner.sex.as_deref().unwrap_or("-"));
    canvas.text(Font::Bold, 10.0, MARGIN + inner * 0.6, canvas.y, "Birth date:");
    canvas.text(Font::Regular, 10.0, MARGIN + inner * 0.6 + 58.0, canvas.y, &learner.birthdate.to_string());
    if let Some(admission) = &record.admission {
        canvas.y -= 14.0;
        let admission = Font::Regular.fit(admission, 10.0, inner);
        canvas.text(Font::Regular, 10.0, MARGIN, canvas.y, &admission);
    }
}

/// How tall a year's block is drawn.
fn year_height(year: &RecordYear) -> f32 {
    30.0 + ROW * (year.subjects.len() + 1) as f32 + 36.0 + ROW * 3.0 + 6.0
}

/// One school year: its heading, the grades, the general average and action, the attendance.
fn draw_year(canvas: &mut Canvas, year: &RecordYear) {
    let inner = canvas.width - 2.0 * MARGIN;
    canvas.y -= 24.0;
    let mut line = format!("School Year {} - {}, Section {}", year.school_year, year.level, year.section);
    if !year.adviser.is_empty() {
        line.push_str(&format!(" - Adviser: {}", year.adviser));
    }
    let line = Font::Bold.fit(&line, 10.0, inner);
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, &line);
    canvas.y -= 6.0;
    let (columns, rows) = grades_table(inner, &year.terms, &year.subjects, "Final Rating");
    canvas.table(&columns, &rows);
    canvas.y -= 13.0;
    let average = year.general_average.map(|average| average.to_string()).unwrap_or_else(|| "-".to_owned());
    canvas.text(Font::Bold, 9.5, MARGIN, canvas.y, "General Average:");
    canvas.text(Font::Regular, 9.5, MARGIN + 88.0, canvas.y, &average);
    canvas.text(Font::Bold, 9.5, MARGIN + inner * 0.4, canvas.y, "Action taken:");
    let action = if year.action.is_empty() { "-" } else { year.action.as_str() };
    let action = Font::Regular.fit(action, 9.5, inner * 0.6 - 70.0);
    canvas.text(Font::Regular, 9.5, MARGIN + inner * 0.4 + 68.0, canvas.y, &action);
    canvas.y -= 8.0;
    let months = &year.attendance.months;
    let label_width = 85.0;
    let cell = ((inner - label_width) / (months.len() + 1) as f32).min(40.0);
    let mut columns = vec![label_width];
    columns.extend(std::iter::repeat_n(cell, months.len() + 1));
    let header = std::iter::once(String::new())
        .chain(months.iter().map(|month| month.label.clone()))
        .chain(["Total".to_owned()])
        .collect();
    let school_days = std::iter::once("Days of school".to_owned())
        .chain(months.iter().map(|month| month.days.school_days.to_string()))
        .chain([year.attendance.totals.school_days.to_string()])
        .collect();
    let present = std::iter::once("Days present".to_owned())
        .chain(months.iter().map(|month| month.days.present.to_string()))
        .chain([year.attendance.totals.present.to_string()])
        .collect();
    canvas.table(&columns, &[header, school_days, present]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::report_card::card::{Days, MonthDays};

    fn year(name: &str, subjects: usize) -> RecordYear {
        RecordYear {
            school_year: name.to_owned(),
            level: "Grade 7".to_owned(),
            section: "Rizal".to_owned(),
            adviser: "Maria Santos".to_owned(),
            terms: ["Q1", "Q2", "Q3", "Q4"].map(str::to_owned).to_vec(),
            subjects: (0..subjects)
                .map(|at| CardSubject {
                    name: format!("Subject {at}"),
                    grades: vec![Some(85), Some(87), Some(88), Some(90)],
                    final_grade: Some(88),
                    descriptor: Some("Very Satisfactory".to_owned()),
                    passed: Some(true),
                })
                .collect(),
            general_average: Some(88),
            attendance: Attendance {
                months: vec![MonthDays {
                    month: "2026-06".to_owned(),
                    label: "Jun".to_owned(),
                    days: Days { school_days: 18, present: 17, absent: 1 },
                }],
                totals: Days { school_days: 18, present: 17, absent: 1 },
            },
            action: "Promoted".to_owned(),
        }
    }

    fn record(years: Vec<RecordYear>) -> PermanentRecord {
        PermanentRecord {
            school: "Lyceum Academy".to_owned(),
            learner: RecordLearner {
                name: "DELA CRUZ, Juan Santos".to_owned(),
                lrn: Some("123456789012".to_owned()),
                sex: Some("M".to_owned()),
                birthdate: "2013-05-01".parse().unwrap(),
            },
            admission: Some("Transferred in from Rizal Elementary School (general average 88.5)".to_owned()),
            years,
        }
    }

    fn text_of(page: &[u8]) -> String {
        String::from_utf8_lossy(page).into_owned()
    }

    #[test]
    fn a_record_prints_the_learner_and_each_year() {
        let pages = pages(Paper::A4, &record(vec![year("2025-2026", 8), year("2026-2027", 8)]));
        assert_eq!(pages.len(), 1);
        let text = text_of(&pages[0]);
        for expected in [
            "Learner's Permanent Academic Record",
            "DELA CRUZ, Juan Santos",
            "123456789012",
            "Transferred in from Rizal Elementary School",
            "School Year 2025-2026",
            "School Year 2026-2027",
            "Subject 7",
            "Promoted",
            "Days present",
        ] {
            assert!(text.contains(expected), "{expected} is missing");
        }
    }

    #[test]
    fn a_year_that_does_not_fit_starts_the_next_page() {
        let years = (0..4).map(|at| year(&format!("202{at}-202{}", at + 1), 12)).collect();
        let pages = pages(Paper::A4, &record(years));
        assert!(pages.len() >= 2, "four years of twelve subjects fill more than a page");
        assert!(text_of(&pages[1]).contains("(continued)"));
        let years_printed: usize = pages.iter().map(|page| text_of(page).matches("School Year 202").count()).sum();
        assert_eq!(years_printed, 4);
    }

    #[test]
    fn a_section_document_has_each_learners_pages() {
        let bytes = render(Paper::Letter, "SF10", &[record(vec![year("2026-2027", 8)]), record(Vec::new())]);
        let text = String::from_utf8_lossy(&bytes);
        assert!(bytes.starts_with(b"%PDF"));
        assert!(text.contains("/Count 2"));
        assert!(text.contains("No school year at this school yet."));
    }
}
