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

/// Reads the rows of a file with `columns`, refusing a file that cannot be read as a whole.
/// Answers the rows and the errors already found in them (formula cells, wrong cell counts).
pub fn read(bytes: &[u8], columns: &[Column]) -> Result<(Vec<Row>, Vec<RowError>), ImportError> {
    let text = decode(bytes)?;
    let mut reader = csv::ReaderBuilder::new().flexible(true).from_reader(text.as_bytes());
    let header = reader.headers().map_err(|e| ImportError::File(format!("The header line cannot be read: {e}")))?;
    let positions = header_positions(header, columns)?;
    let width = header.len();
    let mut rows = Vec::new();
    let mut errors = Vec::new();
    for record in reader.records() {
        let record = record.map_err(|e| ImportError::File(format!("The file cannot be read as CSV: {e}")))?;
        let line = record.position().map_or(0, csv::Position::line);
        if record.iter().all(|cell| cell.trim().is_empty()) {
            continue;
        }
        if record.len() != width {
            errors.push(RowError {
                line,
                column: String::new(),
                message: format!("This row has {} cells; the header has {width}.", record.len()),
            });
            continue;
        }
        let mut cells = HashMap::new();
        for (name, index) in &positions {
            let raw = record.get(*index).unwrap_or_default();
            match unescape(raw) {
                Some(value) => {
                    cells.insert(*name, value.to_owned());
                }
                None => errors.push(RowError {
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
        rows.push(Row { line, cells });
    }
    if rows.is_empty() && errors.is_empty() {
        return Err(ImportError::File("The file has no rows to import under its header.".into()));
    }
    Ok((rows, errors))
}

/// Where each known column sits in the header; unknown, repeated or missing columns refuse the file.
fn header_positions(header: &csv::StringRecord, columns: &[Column]) -> Result<Vec<(&'static str, usize)>, ImportError> {
    let names = || columns.iter().map(|c| c.name).collect::<Vec<_>>().join(", ");
    let mut positions: Vec<(&'static str, usize)> = Vec::new();
    for (index, raw) in header.iter().enumerate() {
        let title = raw.trim();
        let Some(column) = columns.iter().find(|c| c.name.eq_ignore_ascii_case(title)) else {
            return Err(ImportError::File(format!(
                "Unknown column \"{}\" in the header. The columns are: {}.",
                shorten(title),
                names()
            )));
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
    Ok(positions)
}

/// True when `cell`, past any leading `'`, starts like a formula: such a cell is escaped with
/// one more `'` (so a value that itself starts with `'=` also survives the round trip).
fn needs_escape(cell: &str) -> bool {
    cell.trim_start_matches('\'').starts_with(ESCAPED_STARTS)
}

/// A cell's value: an escaped cell loses its `'`; an unescaped formula start is refused (`None`).
fn unescape(raw: &str) -> Option<&str> {
    if let Some(rest) = raw.strip_prefix('\'') {
        if needs_escape(rest) {
            return Some(rest);
        }
    }
    (!raw.starts_with(FORMULA_STARTS)).then_some(raw)
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
    let mut writer = csv::Writer::from_writer(vec![0xEF, 0xBB, 0xBF]);
    writer.write_record(columns.iter().map(|c| c.name))?;
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

    const COLUMNS: &[Column] = &[Column { name: "name", required: true }, Column { name: "note", required: false }];

    #[test]
    fn a_byte_order_mark_is_accepted_and_utf16_refused() {
        let (rows, errors) = read(b"\xEF\xBB\xBFname\nJos\xC3\xA9\n", COLUMNS).unwrap();
        assert!(errors.is_empty());
        assert_eq!((rows[0].line, rows[0].get("name"), rows[0].get("note")), (2, "José", ""));
        assert!(matches!(read(b"\xFF\xFEn\x00", COLUMNS), Err(ImportError::File(m)) if m.contains("UTF-16")));
        assert!(matches!(read(b"name\nJos\xE9\n", COLUMNS), Err(ImportError::File(m)) if m.contains("line 2")));
    }

    #[test]
    fn formula_cells_are_refused_unless_escaped_and_the_export_escapes_them() {
        let (rows, errors) = read(b"name,note\n=HYPERLINK(1),ok\n'=1+1,'-3\n", COLUMNS).unwrap();
        assert_eq!(errors.len(), 1);
        assert_eq!((errors[0].line, errors[0].column.as_str()), (2, "name"));
        assert_eq!((rows[1].get("name"), rows[1].get("note")), ("=1+1", "-3"));
        assert_eq!(rows[0].get("note"), "ok");
        for cell in ["=1", "+1", "-1", "@a", "\tx", "\rx", "plain", "'quoted", "'=1", "''-1"] {
            assert_eq!(unescape(&escape(cell)), Some(cell), "{cell:?}");
        }
    }

    #[test]
    fn unknown_missing_and_repeated_columns_refuse_the_file() {
        assert!(matches!(read(b"name,age\nA,1\n", COLUMNS), Err(ImportError::File(m)) if m.contains("\"age\"")));
        assert!(matches!(read(b"note\nA\n", COLUMNS), Err(ImportError::File(m)) if m.contains("lacks")));
        assert!(matches!(read(b"name,Name\nA,B\n", COLUMNS), Err(ImportError::File(m)) if m.contains("twice")));
        assert!(matches!(read(b"name\n\n", COLUMNS), Err(ImportError::File(m)) if m.contains("no rows")));
    }

    #[test]
    fn rows_keep_their_starting_line_and_wrong_widths_are_row_errors() {
        let (rows, errors) = read(b"name,note\n\"two\nlines\",x\nA\nB,y\n", COLUMNS).unwrap();
        assert_eq!(rows.iter().map(|r| r.line).collect::<Vec<_>>(), vec![2, 5]);
        assert_eq!(errors[0].line, 4);
    }
}
