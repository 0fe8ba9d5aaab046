//! Reading and writing the CSV files themselves: encoding, columns, the formula escape.

use std::collections::HashMap;

use super::{ImportError, RowError};

/// A column of an import file.
#[derive(Debug, Clone, Copy)]
pub struct Column {
    /// Its header, the create form's field name.
    pub name: &'static str,
    /// True when the header must have it; a missing optional column reads as blank cells.
    pub required: bool,
}

/// One data row: its line and its cells by column name, the formula escape removed.
#[derive(Debug, Clone)]
pub struct Row {
    /// The line the row starts on.
    pub line: u64,
    cells: HashMap<&'static str, String>,
}

impl Row {
    /// The cell of `column`, blank when the file has no such column.
    pub fn get(&self, column: &str) -> &str {
        self.cells.get(column).map_or("", String::as_str)
    }

    /// The cell of `column` with the line breaks a spreadsheet keeps inside a cell (Alt+Enter
    /// in an address) turned into `, `, since every field is a single line.
    pub fn joined(&self, column: &str) -> String {
        let mut joined = String::new();
        for part in self.get(column).lines().map(str::trim).filter(|part| !part.is_empty()) {
            if !joined.is_empty() {
                joined.push_str(if joined.ends_with(',') { " " } else { ", " });
            }
            joined.push_str(part);
        }
        joined
    }

    /// The cell of `column`, or `None` when blank.
    pub fn optional(&self, column: &str) -> Option<String> {
        Some(self.get(column).trim()).filter(|v| !v.is_empty()).map(str::to_owned)
    }
}

/// Characters a spreadsheet reads as the start of a formula.
const FORMULA_STARTS: [char; 4] = ['=', '+', '-', '@'];
/// What the export escapes with a leading `'`: formula starts, and tab and carriage return,
/// which some spreadsheets drop before reading a formula.
const ESCAPED_STARTS: [char; 6] = ['=', '+', '-', '@', '\t', '\r'];

const SAVE_AS_UTF8: &str = "Save it from your spreadsheet as \"CSV UTF-8 (comma delimited)\" and try again.";

/// The file's text: UTF-8 with or without a byte-order mark; any other encoding is refused.
fn decode(bytes: &[u8]) -> Result<&str, ImportError> {
    if bytes.starts_with(&[0xFF, 0xFE]) || bytes.starts_with(&[0xFE, 0xFF]) {
        return Err(ImportError::File(format!("This file is in UTF-16, not UTF-8. {SAVE_AS_UTF8}")));
    }
    let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    std::str::from_utf8(bytes).map_err(|error| {
        let line = 1 + bytes[..error.valid_up_to()].iter().filter(|b| **b == b'\n').count();
        ImportError::File(format!(
            "This file is not UTF-8 text (the first bad character is on line {line}). {SAVE_AS_UTF8}"
        ))
    })
}

/// A file read with the columns of one kind of account.
#[derive(Debug, Default)]
pub struct Sheet {
    /// The rows whose cells could be read.
    pub rows: Vec<Row>,
    /// Errors already found in rows (formula cells, wrong cell counts).
    pub errors: Vec<RowError>,
    /// What was read but not used, such as extra columns, in words for the person who made the file.
    pub warnings: Vec<String>,
}

/// The separator of the file's cells, guessed from its header line: a spreadsheet set to a
/// language that writes decimal commas saves "CSV" with semicolons, and a header holds no
/// commas or semicolons of its own.
fn delimiter(text: &str) -> u8 {
    let header = text.lines().next().unwrap_or_default();
    let (mut commas, mut semicolons, mut tabs, mut quoted) = (0, 0, 0, false);
    for c in header.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => commas += 1,
            ';' if !quoted => semicolons += 1,
            '\t' if !quoted => tabs += 1,
            _ => {}
        }
    }
    if semicolons > commas && semicolons >= tabs {
        b';'
    } else if tabs > commas && tabs > semicolons {
        b'\t'
    } else {
        b','
    }
}

/// The line of `text` that byte `offset` is on, counting from 1. Counted from the bytes, not
/// taken from the CSV reader's line count, which falls behind on `\r\n` endings.
fn line_at(text: &str, offset: u64) -> u64 {
    let bytes = text.as_bytes();
    let mut start = usize::try_from(offset).unwrap_or(usize::MAX).min(bytes.len());
    // The reader's offset can sit before blank lines it skipped on the way to the record.
    while start < bytes.len() && matches!(bytes[start], b'\r' | b'\n') {
        start += 1;
    }
    1 + bytes[..start].iter().filter(|b| **b == b'\n').count() as u64
}

/// Reads the rows of a file with `columns`, refusing a file that cannot be read as a whole.
pub fn read(bytes: &[u8], columns: &[Column]) -> Result<Sheet, ImportError> {
    let text = decode(bytes)?;
    let mut reader = csv::ReaderBuilder::new().flexible(true).delimiter(delimiter(text)).from_reader(text.as_bytes());
    let header = reader.headers().map_err(|e| ImportError::File(format!("The header line cannot be read: {e}")))?;
    let (positions, warnings) = header_positions(header, columns)?;
    let width = header.len();
    let mut sheet = Sheet { warnings, ..Sheet::default() };
    for record in reader.records() {
        let record = record.map_err(|e| ImportError::File(format!("The file cannot be read as CSV: {e}")))?;
        let line = record.position().map_or(0, |at| line_at(text, at.byte()));
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        if record.len() != width {
            sheet.errors.push(RowError {
                line,
                column: String::new(),
                message: format!("This row has {} cells; the header has {width}.", record.len()),
            });
            continue;
        }
        let mut cells = HashMap::new();
        for (name, index) in &positions {
            let raw = record.get(*index).unwrap_or_default();
            match unescape(raw, name.ends_with("phone")) {
                Some(value) => {
                    cells.insert(*name, value.to_owned());
                }
                None => sheet.errors.push(RowError {
                    line,
                    column: (*name).to_owned(),
                    message: format!(
                        "\"{}\" starts with {}, which a spreadsheet runs as a formula. Put ' before it to keep it as text.",
                        shorten(raw),
                        raw.chars().next().unwrap_or_default()
                    ),
                }),
            }
        }
        sheet.rows.push(Row { line, cells });
    }
    if sheet.rows.is_empty() && sheet.errors.is_empty() {
        return Err(ImportError::File("The file has no rows to import under its header.".into()));
    }
    Ok(sheet)
}

/// Each known column of a header with its index.
type Positions = Vec<(&'static str, usize)>;

/// Where each known column sits in the header, and a warning for each column that is not
/// used (a school's own student number, say), which is ignored; repeated or missing columns
/// refuse the file.
fn header_positions(header: &csv::StringRecord, columns: &[Column]) -> Result<(Positions, Vec<String>), ImportError> {
    let names = || columns.iter().map(|c| c.name).collect::<Vec<_>>().join(", ");
    let mut positions: Vec<(&'static str, usize)> = Vec::new();
    let mut warnings = Vec::new();
    for (index, raw) in header.iter().enumerate() {
        let title = raw.trim();
        let Some(column) = columns.iter().find(|c| c.name.eq_ignore_ascii_case(title)) else {
            warnings.push(if title.is_empty() {
                format!("Column {} has no name in the header and was ignored.", index + 1)
            } else {
                format!("Column '{}' is not used and was ignored.", shorten(title))
            });
            continue;
        };
        if positions.iter().any(|(name, _)| *name == column.name) {
            return Err(ImportError::File(format!("The column \"{}\" appears twice in the header.", column.name)));
        }
        positions.push((column.name, index));
    }
    let missing: Vec<&str> =
        columns.iter().filter(|c| c.required && positions.iter().all(|(n, _)| *n != c.name)).map(|c| c.name).collect();
    if !missing.is_empty() {
        return Err(ImportError::File(format!(
            "The header lacks the column(s) {}. The columns are: {}.",
            missing.join(", "),
            names()
        )));
    }
    Ok((positions, warnings))
}

/// True when `cell`, past any leading `'`, starts like a formula: such a cell is escaped with
/// one more `'` (so a value that itself starts with `'=` also survives the round trip).
fn needs_escape(cell: &str) -> bool {
    cell.trim_start_matches('\'').starts_with(ESCAPED_STARTS)
}

/// A cell's value: an escaped cell loses its `'`; an unescaped formula start is refused
/// (`None`), except, in a phone column, an international number (`+`, then digits, spaces and
/// dashes), which a spreadsheet saves without the `'` and which cannot call anything.
fn unescape(raw: &str, phone_column: bool) -> Option<&str> {
    if let Some(rest) = raw.strip_prefix('\'') {
        if needs_escape(rest) {
            return Some(rest);
        }
    }
    let phone = phone_column
        && raw.strip_prefix('+').is_some_and(|rest| {
            rest.starts_with(|c: char| c.is_ascii_digit())
                && rest.chars().all(|c| c.is_ascii_digit() || c == ' ' || c == '-')
        });
    (phone || !raw.starts_with(FORMULA_STARTS)).then_some(raw)
}

/// A cell as the export writes it: with a leading `'` when a spreadsheet would run it.
pub fn escape(cell: &str) -> String {
    if needs_escape(cell) {
        format!("'{cell}")
    } else {
        cell.to_owned()
    }
}

/// A CSV file of `columns` and `rows`, every cell escaped, with a UTF-8 byte-order mark so
/// spreadsheets read the accents right.
pub fn write(columns: &[Column], rows: impl IntoIterator<Item = Vec<String>>) -> Result<Vec<u8>, csv::Error> {
    write_table(columns.iter().map(|c| c.name), rows)
}

/// Like [`write`], with a header known only when the file is written (a month's days as columns).
pub fn write_table<H: AsRef<[u8]>>(
    header: impl IntoIterator<Item = H>,
    rows: impl IntoIterator<Item = Vec<String>>,
) -> Result<Vec<u8>, csv::Error> {
    let mut writer = csv::Writer::from_writer(vec![0xEF, 0xBB, 0xBF]);
    writer.write_record(header)?;
    for row in rows {
        writer.write_record(row.iter().map(|cell| escape(cell)))?;
    }
    writer.into_inner().map_err(|e| csv::Error::from(e.into_error()))
}

/// At most 40 characters of `text`, for messages.
fn shorten(text: &str) -> String {
    let mut short: String = text.chars().take(40).collect();
    if short.len() < text.len() {
        short.push('…');
    }
    short
}

#[cfg(test)]
mod tests {
    use super::*;

    const COLUMNS: &[Column] = &[
        Column { name: "name", required: true },
        Column { name: "note", required: false },
        Column { name: "phone", required: false },
    ];

    fn lines(sheet: &Sheet) -> Vec<u64> {
        sheet.rows.iter().map(|r| r.line).collect()
    }

    #[test]
    fn a_byte_order_mark_is_accepted_and_utf16_refused() {
        let sheet = read(b"\xEF\xBB\xBFname\nJos\xC3\xA9\n", COLUMNS).unwrap();
        assert!(sheet.errors.is_empty());
        assert_eq!((sheet.rows[0].line, sheet.rows[0].get("name"), sheet.rows[0].get("note")), (2, "José", ""));
        assert!(matches!(read(b"\xFF\xFEn\x00", COLUMNS), Err(ImportError::File(m)) if m.contains("UTF-16")));
        assert!(matches!(read(b"name\nJos\xE9\n", COLUMNS), Err(ImportError::File(m)) if m.contains("line 2")));
    }

    #[test]
    fn formula_cells_are_refused_unless_escaped_and_the_export_escapes_them() {
        let file = b"name,note,phone\n=HYPERLINK(1),ok,\n'=1+1,'-3,\n+1+2,x,+63 917 555 0101\nA,+63 917,+1+1\n";
        let sheet = read(file, COLUMNS).unwrap();
        let errors = &sheet.errors;
        let at = errors.iter().map(|e| (e.line, e.column.as_str())).collect::<Vec<_>>();
        assert_eq!(at, [(2, "name"), (4, "name"), (5, "note"), (5, "phone")]);
        assert_eq!((sheet.rows[1].get("name"), sheet.rows[1].get("note")), ("=1+1", "-3"));
        assert_eq!(sheet.rows[0].get("note"), "ok");
        assert_eq!(sheet.rows[2].get("phone"), "+63 917 555 0101", "a phone number is no formula");
        for cell in ["=1", "+1", "-1", "@a", "\tx", "\rx", "plain", "'quoted", "'=1", "''-1", "+63 917"] {
            assert_eq!(unescape(&escape(cell), false), Some(cell), "{cell:?}");
            assert_eq!(unescape(&escape(cell), true), Some(cell), "{cell:?}");
        }
    }

    #[test]
    fn unknown_columns_are_ignored_with_a_warning_and_missing_or_repeated_ones_refuse_the_file() {
        let sheet = read(b"Student No,name,,note\n7,A,x,n\n", &COLUMNS[..2]).unwrap();
        assert_eq!((sheet.rows[0].get("name"), sheet.rows[0].get("note")), ("A", "n"));
        assert_eq!(
            sheet.warnings,
            ["Column 'Student No' is not used and was ignored.", "Column 3 has no name in the header and was ignored."]
        );
        assert!(matches!(read(b"note\nA\n", COLUMNS), Err(ImportError::File(m)) if m.contains("lacks")));
        assert!(matches!(read(b"name,Name\nA,B\n", COLUMNS), Err(ImportError::File(m)) if m.contains("twice")));
        assert!(matches!(read(b"name\n\n", COLUMNS), Err(ImportError::File(m)) if m.contains("no rows")));
    }

    #[test]
    fn rows_keep_their_starting_line_with_lf_or_crlf_endings_and_wrong_widths_are_row_errors() {
        for ending in ["\n", "\r\n"] {
            let text = ["name,note", "\"two", "lines\",x", "A", "B,y", "", "C,\"z\""].join(ending) + ending;
            let sheet = read(text.as_bytes(), COLUMNS).unwrap();
            assert_eq!(lines(&sheet), [2, 5, 7], "{ending:?}");
            assert_eq!(sheet.errors.iter().map(|e| e.line).collect::<Vec<_>>(), [4], "{ending:?}");
            assert_eq!(sheet.rows[0].joined("name"), "two, lines");
        }
        let sheet = read(b"\xEF\xBB\xBFname\r\nA\r\nB", COLUMNS).unwrap();
        assert_eq!(lines(&sheet), [2, 3], "a byte-order mark and a last line without an ending");
    }

    #[test]
    fn semicolon_and_tab_separated_files_are_read() {
        let sheet = read(b"name;note\r\n\"Reyes; Ana\";\"1,5\"\r\n", COLUMNS).unwrap();
        assert_eq!((sheet.rows[0].get("name"), sheet.rows[0].get("note")), ("Reyes; Ana", "1,5"));
        let sheet = read(b"name\tnote\nAna\t1,5\n", COLUMNS).unwrap();
        assert_eq!((sheet.rows[0].get("name"), sheet.rows[0].get("note")), ("Ana", "1,5"));
        assert_eq!(delimiter("\"a;b\",c\n"), b',', "separators inside quotes do not count");
    }

    #[test]
    fn line_breaks_inside_a_cell_join_as_one_line() {
        let sheet = read(b"name,note\n\"12 Mabini St,\r\nQuezon City\n\nManila \",x\n", COLUMNS).unwrap();
        assert_eq!(sheet.rows[0].joined("name"), "12 Mabini St, Quezon City, Manila");
        assert_eq!(sheet.rows[0].joined("note"), "x");
    }
}
