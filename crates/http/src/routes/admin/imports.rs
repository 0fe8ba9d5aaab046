//! CSV import and export of accounts, under `/api/admins`: `import-students`,
//! `import-teachers` (multipart field `file`, `?dryRun=true` to check only), `undo-import`,
//! `export-students.csv` and `export-teachers.csv`.

use actix_multipart::Multipart;
use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{web, HttpResponse};
use lyceum_persistence::account_imports::{ImportedAccount, UndoError};
use serde::Deserialize;

use crate::audit::Entry;
use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::forms::today;
use crate::state::AppState;
use crate::{db, live, storage};
use lyceum_school::audit::Actor;
use lyceum_school::imports::write::{self, Importer};
use lyceum_school::imports::{self, sheet, undo, Commit, ImportError, ImportView, RowsRefusedView, UndoneView};

/// `?dryRun=true`: check the file and write nothing.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ImportQuery {
    #[serde(default)]
    dryRun: bool,
}

impl ImportQuery {
    /// True when the file is only to be checked.
    pub(crate) fn dry_run(&self) -> bool {
        self.dryRun
    }
}

/// `import-students`: student accounts from a CSV file, all rows or none.
pub(crate) async fn import_students(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ImportQuery>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    import(state, &caller, query.dryRun, form, imports::students::run, "student").await
}

/// `import-teachers`: teacher accounts from a CSV file, all rows or none.
pub(crate) async fn import_teachers(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ImportQuery>,
    form: Multipart,
) -> Result<HttpResponse, ApiError> {
    import(state, &caller, query.dryRun, form, imports::teachers::run, "teacher").await
}

/// Checks the whole file first, then hashes the starting password once and writes every row
/// with that hash: each account must choose its own password at first sign-in, so one full-cost
/// hash per import replaces a full-cost hash per row (minutes for a school's intake).
async fn import(
    state: web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    dry_run: bool,
    form: Multipart,
    run: Importer,
    noun: &str,
) -> Result<HttpResponse, ApiError> {
    let (file_name, bytes) = storage::receive(form, "file", state.settings.file_limit_bytes).await?;
    if bytes.is_empty() {
        return Err(ApiError::BadRequest("The file is empty.".into()));
    }
    let file_name = file_name.filter(|name| !name.trim().is_empty()).unwrap_or_else(|| "the uploaded file".into());
    let bytes = std::sync::Arc::new(bytes);
    let day = today();
    let checked = {
        let bytes = bytes.clone();
        db::run(&state.db, move |conn| Ok(run(conn, &bytes, day, None))).await?
    };
    let checked = match checked {
        Ok(checked) => checked,
        Err(error) => return refusal(error),
    };
    if dry_run {
        return Ok(HttpResponse::Ok().json(ImportView {
            message: format!("All {} row(s) are good; nothing was imported (dry run).", checked.count),
            count: checked.count,
            links: None,
            dryRun: true,
            warnings: checked.warnings,
            importId: None,
        }));
    }
    let hash = passwords::starting_password_hash(&state.settings, None).await?;
    let actor = Actor::from(caller);
    let noun_kept = noun.to_owned();
    let written = db::run(&state.db, move |conn| {
        let commit = Commit { password_hash: &hash, file_name: &file_name };
        Ok(write::accounts(conn, &actor, (run, &noun_kept), &bytes, day, commit))
    })
    .await?;
    match written {
        Ok(done) => Ok(HttpResponse::Created().json(ImportView {
            message: format!("Imported {} {noun}(s).", done.count),
            count: done.count,
            links: None,
            dryRun: false,
            warnings: done.warnings,
            importId: Some(done.import_id.unwrap_or_default()),
        })),
        Err(error) => refusal(error),
    }
}

/// A refused file: a whole-file problem as a message, bad rows listed by line.
pub(crate) fn refusal(error: ImportError) -> Result<HttpResponse, ApiError> {
    match error {
        ImportError::File(message) => Err(ApiError::BadRequest(message)),
        ImportError::Store(store) => Err(store.into()),
        ImportError::Rows(rows) => {
            let lines = rows.iter().map(|r| r.line).collect::<std::collections::BTreeSet<_>>().len();
            Ok(HttpResponse::BadRequest()
                .json(RowsRefusedView { message: format!("{lines} row(s) have errors; nothing was imported."), rows }))
        }
    }
}

/// `export-students.csv`: every student, in the columns the import reads.
pub(crate) async fn export_students(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let rows = db::query(&state.db, imports::students::export).await?;
    state.audit.record(Entry::by(&caller, "export").on_kind("student").detail(format!("{} student(s)", rows.len())));
    csv_file("students", imports::students::COLUMNS, rows)
}

/// `export-teachers.csv`: every teacher, in the columns the import reads.
pub(crate) async fn export_teachers(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
) -> Result<HttpResponse, ApiError> {
    let rows = db::query(&state.db, imports::teachers::export).await?;
    state.audit.record(Entry::by(&caller, "export").on_kind("teacher").detail(format!("{} teacher(s)", rows.len())));
    csv_file("teachers", imports::teachers::COLUMNS, rows)
}

/// A CSV download named after `what` and today's date.
pub(super) fn csv_file(
    what: &str,
    columns: &[sheet::Column],
    rows: Vec<Vec<String>>,
) -> Result<HttpResponse, ApiError> {
    let body = sheet::write(columns, rows).map_err(ApiError::internal)?;
    let disposition = ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(format!("{what}-{}.csv", today().format("%Y-%m-%d")))],
    };
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(disposition)
        .insert_header(("Cache-Control", "no-store"))
        .body(body))
}

/// The body of `undo-import`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct UndoBody {
    #[serde(default)]
    importId: String,
}

/// `undo-import`: removes the accounts an import created, in one transaction, unless any of
/// them is in use already (409 naming who and why).
pub(crate) async fn undo_import(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<UndoBody>,
) -> Result<HttpResponse, ApiError> {
    let raw = body.into_inner().importId;
    if raw.trim().is_empty() {
        return Err(lyceum_domain::ValidationError::new("importId", "Give the id of the import to undo.").into());
    }
    // Import ids are UUIDs: anything else names no import, and never reaches the database.
    let Ok(id) = uuid::Uuid::parse_str(raw.trim()).map(|id| id.to_string()) else {
        return Err(ApiError::NotFound("There is no such import.".into()));
    };
    let actor = Actor::from(&caller);
    let undone = db::run(&state.db, move |conn| Ok(undo::undo(conn, &actor, &id))).await?;
    let undone = match undone {
        Ok(undone) => undone,
        Err(UndoError::Missing) => return Err(ApiError::NotFound("There is no such import.".into())),
        Err(UndoError::AlreadyUndone) => {
            return Err(ApiError::Conflict { message: "This import was already undone.".into(), field: None })
        }
        Err(UndoError::InUse(accounts)) => return Err(in_use(&accounts)),
        Err(UndoError::Store(store)) => return Err(store.into()),
    };
    let ids: Vec<String> = undone.removed.iter().map(|account| account.id.clone()).collect();
    live::sessions_ended(&state, &undone.ended_sessions, &ids);
    let noun = undone.role.as_str();
    let count = undone.removed.len();
    Ok(HttpResponse::Ok().json(UndoneView { message: format!("Import undone: {count} {noun}(s) removed."), count }))
}

/// 409 naming the first accounts in use and why; more are counted.
fn in_use(accounts: &[(ImportedAccount, &'static str)]) -> ApiError {
    const NAMED: usize = 3;
    let named: Vec<String> = accounts
        .iter()
        .take(NAMED)
        .map(|(account, why)| format!("{} ({}) {why}", account.name, account.email))
        .collect();
    let more = accounts.len().saturating_sub(NAMED);
    let tail = if more > 0 { format!(" and {more} more") } else { String::new() };
    ApiError::Conflict {
        message: format!(
            "This import cannot be undone: {}{tail}. Nothing was removed; delete those accounts one by one if needed.",
            named.join("; ")
        ),
        field: None,
    }
}
