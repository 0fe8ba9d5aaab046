//! One report card on one page, laid out after School Form 9: the school and the student at the
//! top, the grades table (subjects × terms, final grade, remarks) with the general average, the
//! attendance table (months across), the adviser's comments and the descriptors' legend. All
//! text is real text in the standard fonts (see `fonts`), drawn top-down from the margin.

use pdf_writer::{Content, Name, Str};

use super::card::{CardSubject, ReportCard};
use super::fonts::{encode, Font};

/// The white space around the page's content, in points.
pub(crate) const MARGIN: f32 = 40.0;
/// The height of a table row.
const ROW: f32 = 15.0;
/// The size of the tables' text.
const SMALL: f32 = 8.5;
/// The lowest a table row goes when a card has many subjects: its rows shrink to keep the card
/// on one page.
const LOWEST_ROW: f32 = 9.0;
/// The lines a term's comment may take.
const COMMENT_LINES: usize = 3;

/// A page being drawn: the content stream, the page's width, where the next line goes, and the
/// height of the tables' rows.
pub struct Canvas {
    content: Content,
    pub(crate) width: f32,
    pub(crate) y: f32,
    row: f32,
}

impl Canvas {
    /// A blank page of `width` × `height` points.
    pub fn new(width: f32, height: f32) -> Canvas {
        Canvas::with_rows(width, height, ROW)
    }

    pub(crate) fn with_rows(width: f32, height: f32, row: f32) -> Canvas {
        let mut content = Content::new();
        content.set_line_width(0.5);
        Canvas { content, width, y: height - MARGIN, row }
    }

    /// `card` drawn on a page of `width` × `height` points: when its tables do not fit above
    /// the bottom margin (many subjects), drawn again with lower rows and smaller table text.
    pub fn card(width: f32, height: f32, card: &ReportCard) -> Canvas {
        let mut canvas = Canvas::new(width, height);
        draw(&mut canvas, card);
        if canvas.y >= MARGIN {
            return canvas;
        }
        let rows = (card.subjects.len() + 1 + 4 + card.scale.len() + 1) as f32;
        let row = (ROW - (MARGIN - canvas.y) / rows).max(LOWEST_ROW);
        let mut fitted = Canvas::with_rows(width, height, row);
        draw(&mut fitted, card);
        fitted
    }

    /// The size of the tables' text, in proportion to their rows.
    fn small(&self) -> f32 {
        SMALL * self.row / ROW
    }

    /// The content stream's bytes (uncompressed, so its text can be searched as written).
    pub fn finish(self) -> Vec<u8> {
        self.content.finish().into_vec()
    }

    /// Writes `text` with its left end at `x`, its baseline at `y`.
    pub(crate) fn text(&mut self, font: Font, size: f32, x: f32, y: f32, text: &str) {
        self.content
            .begin_text()
            .set_font(Name(font.resource_name()), size)
            .next_line(x, y)
            .show(Str(&encode(text)))
            .end_text();
    }

    /// Writes `text` centred on `x`.
    fn centred(&mut self, font: Font, size: f32, x: f32, y: f32, text: &str) {
        let x = x - font.width(text, size) / 2.0;
        self.text(font, size, x, y, text);
    }

    /// Writes `text` centred across the page on the next line, `gap` points below.
    pub(crate) fn heading(&mut self, font: Font, size: f32, gap: f32, text: &str) {
        self.y -= gap;
        let fitted = font.fit(text, size, self.width - 2.0 * MARGIN);
        let centre = self.width / 2.0;
        self.centred(font, size, centre, self.y, &fitted);
    }

    /// A table's rows from the current line down: `columns` are the widths, each row's cells
    /// are written in them (the first left-aligned, the others centred), the first row bold.
    pub(crate) fn table(&mut self, columns: &[f32], rows: &[Vec<String>]) {
        let left = MARGIN;
        let total: f32 = columns.iter().sum();
        let top = self.y;
        let small = self.small();
        for (index, row) in rows.iter().enumerate() {
            let font = if index == 0 { Font::Bold } else { Font::Regular };
            let baseline = self.y - self.row + 4.5 * self.row / ROW;
            let mut x = left;
            for (column, (width, cell)) in columns.iter().zip(row).enumerate() {
                let fitted = font.fit(cell, small, width - 6.0);
                if column == 0 {
                    self.text(font, small, x + 3.0, baseline, &fitted);
                } else {
                    self.centred(font, small, x + width / 2.0, baseline, &fitted);
                }
                x += width;
            }
            self.y -= self.row;
            self.content.move_to(left, self.y).line_to(left + total, self.y);
        }
        // The frame and the columns' lines.
        self.content.move_to(left, top).line_to(left + total, top);
        let mut x = left;
        for width in std::iter::once(&0.0).chain(columns) {
            x += width;
            self.content.move_to(x, top).line_to(x, self.y);
        }
        self.content.stroke();
    }
}

/// Draws `card` on `canvas`.
pub fn draw(canvas: &mut Canvas, card: &ReportCard) {
    let inner = canvas.width - 2.0 * MARGIN;
    canvas.heading(Font::Bold, 16.0, 14.0, &card.school);
    canvas.heading(Font::Bold, 12.0, 18.0, "Report Card");
    canvas.heading(Font::Regular, 9.0, 13.0, &format!("School Form 9 · School Year {}", card.year.name));

    let student = &card.student;
    canvas.y -= 24.0;
    let line = canvas.y;
    canvas.text(Font::Bold, 10.0, MARGIN, line, "Name:");
    let name = Font::Regular.fit(&student.full_name, 10.0, inner * 0.6 - 40.0);
    canvas.text(Font::Regular, 10.0, MARGIN + 38.0, line, &name);
    let level =
        format!("{} {}", student.level.as_deref().unwrap_or(""), student.section.as_deref().unwrap_or("No section"));
    let level = Font::Regular.fit(level.trim(), 10.0, inner * 0.4 - 50.0);
    canvas.text(Font::Bold, 10.0, MARGIN + inner * 0.6, line, "Section:");
    canvas.text(Font::Regular, 10.0, MARGIN + inner * 0.6 + 45.0, line, &level);
    canvas.y -= 14.0;
    let line = canvas.y;
    canvas.text(Font::Bold, 10.0, MARGIN, line, "Adviser:");
    let adviser = Font::Regular.fit(student.adviser.as_deref().unwrap_or("-"), 10.0, inner * 0.6 - 50.0);
    canvas.text(Font::Regular, 10.0, MARGIN + 45.0, line, &adviser);
    canvas.text(Font::Bold, 10.0, MARGIN + inner * 0.6, line, "LRN:");
    canvas.text(Font::Regular, 10.0, MARGIN + inner * 0.6 + 45.0, line, student.lrn.as_deref().unwrap_or("-"));

    grades(canvas, card, inner);
    attendance(canvas, card, inner);
    comments(canvas, card, inner);
    legend(canvas, card);
}

/// A grade as printed: the number, or blank.
fn shown(grade: Option<u8>) -> String {
    grade.map(|grade| grade.to_string()).unwrap_or_default()
}

/// The grades table and the general average.
fn grades(canvas: &mut Canvas, card: &ReportCard, inner: f32) {
    canvas.y -= 20.0;
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "Report on Learning Progress and Achievement");
    canvas.y -= 6.0;
    let terms: Vec<String> = card.terms.iter().map(|term| term.name.clone()).collect();
    let (columns, rows) = grades_table(inner, &terms, &card.subjects, "Final Grade");
    canvas.table(&columns, &rows);
    canvas.y -= 14.0;
    let average = match (card.general_average, card.descriptor.as_deref()) {
        (Some(average), Some(descriptor)) => format!("{average} ({descriptor})"),
        (Some(average), None) => average.to_string(),
        _ => "-".to_owned(),
    };
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "General Average:");
    canvas.text(Font::Regular, 10.0, MARGIN + 92.0, canvas.y, &average);
}

/// The grades table of `subjects` over `terms`, `inner` points wide: its columns' widths and
/// its rows, the heading first (learning area, each term, `final_label`, remarks).
pub(crate) fn grades_table(
    inner: f32,
    terms: &[String],
    subjects: &[CardSubject],
    final_label: &str,
) -> (Vec<f32>, Vec<Vec<String>>) {
    let count = terms.len().max(1) as f32;
    let term_width = (inner * 0.4 / count).min(60.0);
    let (final_width, remarks_width) = (55.0, 60.0);
    let mut columns = vec![inner - term_width * count - final_width - remarks_width];
    columns.extend(terms.iter().map(|_| term_width));
    columns.extend([final_width, remarks_width]);
    let mut rows = Vec::with_capacity(subjects.len() + 1);
    let mut header = vec!["Learning Areas".to_owned()];
    header.extend(terms.iter().cloned());
    header.extend([final_label.to_owned(), "Remarks".to_owned()]);
    rows.push(header);
    for subject in subjects {
        let mut row = vec![subject.name.clone()];
        row.extend(subject.grades.iter().map(|grade| shown(*grade)));
        row.push(shown(subject.final_grade));
        row.push(match subject.passed {
            Some(true) => "Passed".to_owned(),
            Some(false) => "Failed".to_owned(),
            None => String::new(),
        });
        rows.push(row);
    }
    (columns, rows)
}

/// The attendance table: the months across, school days, present and absent down.
fn attendance(canvas: &mut Canvas, card: &ReportCard, inner: f32) {
    canvas.y -= 22.0;
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "Attendance Record");
    canvas.y -= 6.0;
    let months = &card.attendance.months;
    let label_width = 95.0;
    let cell = ((inner - label_width) / (months.len() + 1) as f32).min(40.0);
    let mut columns = vec![label_width];
    columns.extend(std::iter::repeat_n(cell, months.len() + 1));
    let mut header = vec![String::new()];
    header.extend(months.iter().map(|month| month.label.clone()));
    header.push("Total".to_owned());
    let line = |label: &str, pick: fn(&super::card::Days) -> u32| {
        let mut row = vec![label.to_owned()];
        row.extend(months.iter().map(|month| pick(&month.days).to_string()));
        row.push(pick(&card.attendance.totals).to_string());
        row
    };
    let rows = vec![
        header,
        line("School days", |days| days.school_days),
        line("Days present", |days| days.present),
        line("Days absent", |days| days.absent),
    ];
    canvas.table(&columns, &rows);
}

/// The adviser's comment of each term, a few lines each.
fn comments(canvas: &mut Canvas, card: &ReportCard, inner: f32) {
    canvas.y -= 22.0;
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "Adviser's Comments");
    if card.comments.is_empty() {
        canvas.y -= 13.0;
        canvas.text(Font::Regular, 9.0, MARGIN, canvas.y, "-");
    }
    for comment in &card.comments {
        canvas.y -= 13.0;
        let label = format!("{}:", comment.term);
        canvas.text(Font::Bold, 9.0, MARGIN, canvas.y, &label);
        let indent = 100.0;
        let mut lines = Font::Regular.wrap(&comment.comment, 9.0, inner - indent);
        if lines.len() > COMMENT_LINES {
            lines.truncate(COMMENT_LINES);
            let last = format!("{} …", lines[COMMENT_LINES - 1]);
            lines[COMMENT_LINES - 1] = Font::Regular.fit(&last, 9.0, inner - indent);
        }
        for (index, line) in lines.iter().enumerate() {
            if index > 0 {
                canvas.y -= 11.0;
            }
            canvas.text(Font::Regular, 9.0, MARGIN + indent, canvas.y, line);
        }
    }
}

/// The descriptors' legend.
fn legend(canvas: &mut Canvas, card: &ReportCard) {
    canvas.y -= 22.0;
    canvas.text(Font::Bold, 10.0, MARGIN, canvas.y, "Descriptors");
    canvas.y -= 6.0;
    let mut rows = vec![vec!["Descriptor".to_owned(), "Grading Scale".to_owned(), "Remarks".to_owned()]];
    let passing = card.scale.len().saturating_sub(1);
    for (index, row) in card.scale.iter().enumerate() {
        let remarks = if index < passing { "Passed" } else { "Failed" };
        rows.push(vec![row.label.clone(), row.range.clone(), remarks.to_owned()]);
    }
    canvas.table(&[170.0, 90.0, 70.0], &rows);
}
