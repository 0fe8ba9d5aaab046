//! Student files: the create form's fields, with the category, level and section by name.

use std::collections::HashMap;

use chrono::NaiveDate;
use lyceum_domain::learner::{LearnerFields, LearnerInput, Lrn};
use lyceum_domain::{StudentFields, StudentForm, StudentInput};
use lyceum_persistence::imports::{self, PlacementKey};
use lyceum_persistence::learners;
use lyceum_persistence::students::{self, Placement, StudentFilter, StudentWriteError};
use lyceum_persistence::{account_imports, Conn, StoreError};

use super::sheet::{self, Column, Row};
use super::{Commit, ImportError, Imported, RowError};

const fn column(name: &'static str, required: bool) -> Column {
    Column { name, required }
}

/// The columns of a student file, in the order the template and the export write them.
pub const COLUMNS: &[Column] = &[
    column("first_name", true),
    column("middle_name", false),
    column("last_name", true),
    column("email", true),
    column("address", true),
    column("birthdate", true),
    column("parent_fName", true),
    column("parent_mName", false),
    column("parent_lName", true),
    column("parent_email", false),
    column("phone", false),
    column("relationship", true),
    column("category", false),
    column("level", false),
    column("section", false),
    column("lrn", false),
    column("sex", false),
    column("mother_tongue", false),
    column("religion", false),
    column("ip_group", false),
    column("father_name", false),
    column("mother_name", false),
    column("remarks", false),
];

/// The learner's columns of a row (blank cells are none).
fn learner(row: &Row) -> LearnerInput {
    LearnerInput {
        lrn: row.optional("lrn"),
        sex: row.optional("sex"),
        mother_tongue: row.optional("mother_tongue"),
        religion: row.optional("religion"),
        ip_group: row.optional("ip_group"),
        father_name: row.optional("father_name"),
        mother_name: row.optional("mother_name"),
        remarks: row.optional("remarks"),
    }
}

/// Finds LRNs used twice in a file or already another learner's (current or archived).
struct LrnCheck {
    first_line: HashMap<Lrn, u64>,
}

impl LrnCheck {
    /// Adds a row error when `fields`' LRN was already seen or is taken.
    fn check(
        &mut self,
        conn: &mut Conn,
        line: u64,
        fields: &LearnerFields,
        errors: &mut Vec<RowError>,
    ) -> Result<(), StoreError> {
        let Some(lrn) = &fields.lrn else { return Ok(()) };
        let message = if let Some(first) = self.first_line.get(lrn) {
            format!("This LRN is also on line {first}.")
        } else if let Some(holder) = learners::holder_of_lrn(conn, lrn, None)? {
            format!("This LRN is already used by {holder}.")
        } else {
            self.first_line.insert(lrn.clone(), line);
            return Ok(());
        };
        errors.push(RowError { line, column: "lrn".into(), message });
        Ok(())
    }
}

fn input(row: &Row) -> StudentInput {
    StudentInput {
        first_name: row.get("first_name").to_owned(),
        middle_name: row.optional("middle_name"),
        last_name: row.get("last_name").to_owned(),
        email: row.get("email").to_owned(),
        address: row.joined("address"),
        birthdate: row.get("birthdate").to_owned(),
        parent_first_name: row.get("parent_fName").to_owned(),
        parent_middle_name: row.optional("parent_mName"),
        parent_last_name: row.get("parent_lName").to_owned(),
        parent_email: row.optional("parent_email"),
        parent_phone: row.optional("phone"),
        relationship: row.get("relationship").to_owned(),
    }
}

/// The row's section by name; none when the three placement cells are blank.
fn placement(row: &Row, places: &HashMap<PlacementKey, Placement>) -> Result<Option<Placement>, String> {
    let names = [row.optional("category"), row.optional("level"), row.optional("section")];
    match names {
        [None, None, None] => Ok(None),
        [Some(category), Some(level), Some(section)] => {
            let key = (category.to_lowercase(), level.to_lowercase(), section.to_lowercase());
            places.get(&key).cloned().map(Some).ok_or_else(|| {
                format!("There is no section \"{section}\" in the level \"{level}\" of the category \"{category}\".")
            })
        }
        _ => Err("Give the category, level and section together, or none of them.".into()),
    }
}

/// Checks every row of a student file against the rules of the create form, the accounts
/// already stored and the rest of the file, and writes them all as `write` says (none on a
/// dry run), with the record that lets the import be undone, in one transaction.
pub fn run(
    conn: &mut Conn,
    bytes: &[u8],
    today: NaiveDate,
    write: Option<Commit<'_>>,
) -> Result<Imported, ImportError> {
    let sheet::Sheet { rows, mut errors, warnings } = sheet::read(bytes, COLUMNS)?;
    lyceum_persistence::transaction(conn, |conn| {
        let taken = imports::all_emails(conn)?;
        let places = imports::placements_by_name(conn)?;
        let mut emails = super::EmailCheck::new(&taken);
        let mut lrns = LrnCheck { first_line: HashMap::new() };
        let mut good: Vec<(StudentFields, Option<Placement>)> = Vec::with_capacity(rows.len());
        let mut records: Vec<LearnerFields> = Vec::with_capacity(rows.len());
        for row in &rows {
            let before = errors.len();
            let fields = super::checked(row.line, input(row).validate(StudentForm::Create, today), &mut errors);
            let record = super::checked(row.line, learner(row).validate(), &mut errors);
            if let Some(record) = &record {
                lrns.check(conn, row.line, record, &mut errors)?;
            }
            let place = placement(row, &places)
                .map_err(|message| errors.push(RowError { line: row.line, column: "section".into(), message }))
                .ok();
            if let Some(fields) = &fields {
                emails.check(row.line, fields.email.as_str(), &mut errors);
            }
            if let (Some(fields), Some(place), Some(record), true) = (fields, place, record, errors.len() == before) {
                good.push((fields, place));
                records.push(record);
            }
        }
        super::refuse_errors(errors)?;
        let Some(write) = write else {
            return Ok(Imported { count: good.len(), dry_run: true, warnings, import_id: None });
        };
        let refused = |error| match error {
            StudentWriteError::Store(store) => ImportError::Store(store),
            StudentWriteError::EmailTaken => super::taken_meanwhile(),
            StudentWriteError::LrnTaken(_) => ImportError::File(
                "An LRN of this file was just given to another learner; nothing was imported. Try again.".into(),
            ),
            other => ImportError::File(other.to_string()),
        };
        let ids = students::insert_many(conn, &good, write.password_hash).map_err(refused)?;
        for (id, record) in ids.iter().zip(&records) {
            learners::save(conn, id, record).map_err(|error| refused(error.into()))?;
        }
        let import_id = account_imports::record(conn, "student", write.file_name, &ids)?;
        Ok(Imported { count: ids.len(), dry_run: false, warnings, import_id: Some(import_id) })
    })
}

/// Every student as a file of [`COLUMNS`], by last then first name.
pub fn export(conn: &mut Conn) -> Result<Vec<Vec<String>>, StoreError> {
    let all = students::list(conn, &StudentFilter { limit: i64::MAX, ..StudentFilter::default() })?.students;
    let mut records = learners::of_all(conn)?;
    Ok(all
        .into_iter()
        .map(|s| {
            let record = records.remove(&s.id).unwrap_or_default();
            let mut row = vec![
                s.first_name,
                s.middle_name.unwrap_or_default(),
                s.last_name,
                s.email,
                s.address,
                s.birthdate.format("%Y-%m-%d").to_string(),
                s.parent_first_name,
                s.parent_middle_name.unwrap_or_default(),
                s.parent_last_name,
                s.parent_email.unwrap_or_default(),
                s.parent_phone.unwrap_or_default(),
                s.parent_relationship,
                s.category.unwrap_or_default(),
                s.level.unwrap_or_default(),
                s.section.unwrap_or_default(),
            ];
            row.extend(
                [
                    record.lrn,
                    record.sex,
                    record.mother_tongue,
                    record.religion,
                    record.ip_group,
                    record.father_name,
                    record.mother_name,
                    record.remarks,
                ]
                .map(Option::unwrap_or_default),
            );
            row
        })
        .collect())
}
