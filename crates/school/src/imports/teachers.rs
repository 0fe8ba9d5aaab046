//! Teacher files: the create form's fields.

use chrono::NaiveDate;
use lyceum_domain::{TeacherFields, TeacherInput};
use lyceum_persistence::teachers::{self, TeacherWriteError};
use lyceum_persistence::{account_imports, imports, Conn, StoreError};

use super::sheet::{self, Column, Row};
use super::{Commit, ImportError, Imported};

const fn column(name: &'static str, required: bool) -> Column {
    Column { name, required }
}

/// The columns of a teacher file, in the order the template and the export write them.
pub const COLUMNS: &[Column] = &[
    column("first_name", true),
    column("middle_name", false),
    column("last_name", true),
    column("phone", true),
    column("email", true),
    column("birthdate", true),
    column("address", true),
    column("zoom_link", false),
    column("zoom_id", false),
    column("zoom_password", false),
];

fn input(row: &Row) -> TeacherInput {
    TeacherInput {
        first_name: row.get("first_name").to_owned(),
        middle_name: row.optional("middle_name"),
        last_name: row.get("last_name").to_owned(),
        phone: row.get("phone").to_owned(),
        email: row.get("email").to_owned(),
        birthdate: row.get("birthdate").to_owned(),
        address: row.joined("address"),
        zoom_link: row.optional("zoom_link"),
        zoom_id: row.optional("zoom_id"),
        zoom_password: row.optional("zoom_password"),
    }
}

/// Checks every row of a teacher file against the rules of the create form, the accounts
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
        let mut emails = super::EmailCheck::new(&taken);
        let mut good: Vec<TeacherFields> = Vec::with_capacity(rows.len());
        for row in &rows {
            let before = errors.len();
            if let Some(fields) = super::checked(row.line, input(row).validate(today), &mut errors) {
                emails.check(row.line, fields.email.as_str(), &mut errors);
                if errors.len() == before {
                    good.push(fields);
                }
            }
        }
        super::refuse_errors(errors)?;
        let Some(write) = write else {
            return Ok(Imported { count: good.len(), dry_run: true, warnings, import_id: None });
        };
        let ids = teachers::insert_many(conn, &good, write.password_hash).map_err(|error| match error {
            TeacherWriteError::Store(store) => ImportError::Store(store),
            TeacherWriteError::EmailTaken => super::taken_meanwhile(),
        })?;
        let import_id = account_imports::record(conn, "teacher", write.file_name, &ids)?;
        Ok(Imported { count: ids.len(), dry_run: false, warnings, import_id: Some(import_id) })
    })
}

/// Every teacher as a file of [`COLUMNS`], by last then first name.
pub fn export(conn: &mut Conn) -> Result<Vec<Vec<String>>, StoreError> {
    Ok(teachers::list_profiles(conn)?
        .into_iter()
        .map(|profile| {
            let t = profile.teacher;
            vec![
                t.first_name,
                t.middle_name.unwrap_or_default(),
                t.last_name,
                t.phone,
                t.email,
                t.birthdate.format("%Y-%m-%d").to_string(),
                t.address,
                t.zoom_link.unwrap_or_default(),
                t.zoom_id.unwrap_or_default(),
                t.zoom_password.unwrap_or_default(),
            ]
        })
        .collect())
}
