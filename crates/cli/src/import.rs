//! `lyceum import-students` and `lyceum import-teachers`: accounts from a CSV file, checked and
//! written as the API's import does.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use lyceum_domain::NewPassword;

use super::database::{open_database, DatabaseArgs};
use super::passwords::BcryptArgs;
use lyceum_http::settings;
use lyceum_school::audit::Actor;
use lyceum_school::imports::write::{self, Importer};
use lyceum_school::imports::{Commit, ImportError};
use lyceum_school::passwords;

/// The options of `import-students` and `import-teachers`.
#[derive(Debug, Args)]
pub(super) struct ImportArgs {
    /// The CSV file (UTF-8), with the columns of the import template.
    file: PathBuf,
    /// Check every row and report errors without writing anything.
    #[arg(long)]
    dry_run: bool,
    /// The password the new accounts start with (they must change it at first sign-in).
    #[arg(long, env = "LYCEUM_DEFAULT_PASSWORD", default_value = settings::DEFAULT_ACCOUNT_PASSWORD, hide_default_value = true)]
    default_password: String,
    /// Largest file accepted, in megabytes (as the server's upload limit).
    #[arg(long, env = "LYCEUM_MAX_FILE_MB", default_value_t = 20)]
    max_file_mb: usize,
    #[command(flatten)]
    bcrypt: BcryptArgs,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// Imports a CSV file as the API does: every row checked first, the starting password hashed
/// once, all accounts written in one transaction; bad rows are printed with their line.
pub(super) fn import(args: ImportArgs, run: Importer, noun: &str) -> Result<(), String> {
    let limit = args.max_file_mb.saturating_mul(1024 * 1024);
    let size = std::fs::metadata(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file.display()))?.len();
    if size > limit as u64 {
        return Err(format!("the file is larger than {} MB", args.max_file_mb));
    }
    let bytes = std::fs::read(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    if bytes.is_empty() {
        return Err("the file is empty".into());
    }
    let password = NewPassword::parse_field("password", &args.default_password)
        .map_err(|e| format!("default password: {}", e.message))?;
    let db = open_database(&args.database)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    let today = chrono::Utc::now().date_naive();
    let report = |error: ImportError| match error {
        ImportError::Rows(rows) => {
            let mut stderr = std::io::stderr().lock();
            for row in &rows {
                let column = if row.column.is_empty() { String::new() } else { format!(" {}", row.column) };
                let _ = writeln!(stderr, "line {}{column}: {}", row.line, row.message);
            }
            format!("{} row error(s); nothing was imported", rows.len())
        }
        other => other.to_string(),
    };
    let checked = run(&mut conn, &bytes, today, None).map_err(report)?;
    for warning in &checked.warnings {
        eprintln!("warning: {warning}");
    }
    if args.dry_run {
        println!("All {} row(s) are good; nothing was imported (dry run).", checked.count);
        return Ok(());
    }
    let hash = passwords::hash(password.expose(), args.bcrypt.cost).map_err(|e| e.to_string())?;
    let file_name =
        args.file.file_name().map_or_else(|| args.file.display().to_string(), |n| n.to_string_lossy().into());
    let commit = Commit { password_hash: &hash, file_name: &file_name };
    let done = write::accounts(&mut conn, &Actor::CommandLine, (run, noun), &bytes, today, commit).map_err(report)?;
    println!("Imported {} {noun}(s). They sign in with the starting password and must change it.", done.count);
    if let Some(id) = &done.import_id {
        println!("Import id {id}: POST /api/admins/undo-import {{\"importId\": \"{id}\"}} removes these accounts while unused.");
    }
    Ok(())
}
