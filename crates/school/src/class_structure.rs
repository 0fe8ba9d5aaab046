//! The class structure carried between schools as one document: read, merged in one
//! transaction, and the merge logged, for `POST /api/admins/import-classes` and
//! `lyceum import-classes` alike.

use lyceum_domain::class_structure::ClassDocument;
use lyceum_persistence::class_structure::{self as store, Outcome, Tally};
use lyceum_persistence::{transaction, Conn, StoreError};

use serde::Serialize;
use ts_rs::TS;

use crate::audit::{self, Actor, Entry};

/// Reads a document (a byte-order mark allowed); a file that is not one is one problem.
pub fn parse(bytes: &[u8]) -> Result<ClassDocument, Vec<String>> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(vec!["The file is empty.".into()]);
    }
    serde_json::from_slice(bytes)
        .map_err(|error| vec![format!("The file is not a class-structure document (JSON): {error}.")])
}

/// Merges a checked `document` into the school. With `write` false, or when lessons clash,
/// nothing stays written and the outcome says what would have happened; otherwise the merge is
/// logged as `actor`'s import, its detail ending in `source` (where the file came from), in the
/// merge's transaction.
pub fn import(
    conn: &mut Conn,
    actor: &Actor,
    document: &ClassDocument,
    write: bool,
    source: &str,
) -> Result<Outcome, StoreError> {
    transaction(conn, |conn| {
        let outcome = store::merge(conn, document, write)?;
        if write && outcome.clashes.is_empty() {
            let detail = format!("{}{source}", summary(&outcome));
            audit::write(conn, vec![Entry::by(actor.clone(), "import").on_kind("class structure").detail(detail)])?;
        }
        Ok(outcome)
    })
}

/// "create 2 categories, 3 levels; reuse nothing; 1 warning(s)": what an import did or would do.
pub fn summary(outcome: &Outcome) -> String {
    let list = |t: &Tally| {
        let parts: Vec<String> = [
            (t.categories, "category", "categories"),
            (t.levels, "level", "levels"),
            (t.sections, "section", "sections"),
            (t.subjects, "subject", "subjects"),
            (t.schedules, "schedule", "schedules"),
        ]
        .iter()
        .filter(|(n, _, _)| *n > 0)
        .map(|(n, one, many)| format!("{n} {}", if *n == 1 { one } else { many }))
        .collect();
        if parts.is_empty() {
            "nothing".to_owned()
        } else {
            parts.join(", ")
        }
    };
    let mut text = format!("create {}; reuse {}", list(&outcome.created), list(&outcome.reused));
    if !outcome.warnings.is_empty() {
        text.push_str(&format!("; {} warning(s)", outcome.warnings.len()));
    }
    text
}

/// How many rows of each kind an import creates, or finds already there.
#[derive(Debug, Serialize, TS)]
#[ts(rename = "StructureTally")]
pub struct TallyView {
    categories: usize,
    levels: usize,
    sections: usize,
    subjects: usize,
    schedules: usize,
}

impl From<&Tally> for TallyView {
    fn from(t: &Tally) -> Self {
        TallyView {
            categories: t.categories,
            levels: t.levels,
            sections: t.sections,
            subjects: t.subjects,
            schedules: t.schedules,
        }
    }
}

/// `import-classes` of a good file: what was (or, on a check, would be) created and reused, and
/// the advisers and teachers left unassigned.
#[derive(Debug, Serialize, TS)]
pub struct StructureImportView {
    message: String,
    check: bool,
    created: TallyView,
    reused: TallyView,
    warnings: Vec<String>,
}

impl StructureImportView {
    pub fn of(outcome: &Outcome, message: String, check: bool) -> Self {
        StructureImportView {
            message,
            check,
            created: TallyView::from(&outcome.created),
            reused: TallyView::from(&outcome.reused),
            warnings: outcome.warnings.clone(),
        }
    }
}

/// A refused class-structure file's body (400): every problem found, each saying where it is.
#[derive(Debug, Serialize, TS)]
pub struct ProblemsView {
    pub message: String,
    pub problems: Vec<String>,
}
