//! `lyceum export-classes` and `lyceum import-classes`: the class structure as one JSON file,
//! written and read as the API's `export-classes` and `import-classes` do.

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use lyceum_domain::class_structure;
use lyceum_persistence::class_structure as store;

use super::database::{open_database, DatabaseArgs};
use lyceum_school::audit::Actor;
use lyceum_school::class_structure::{import as merge, parse, summary};

/// The options of `export-classes`.
#[derive(Debug, Args)]
pub(super) struct ExportClassesArgs {
    /// Where to write the JSON file; `-` writes to standard output.
    file: PathBuf,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// The options of `import-classes`.
#[derive(Debug, Args)]
pub(super) struct ImportClassesArgs {
    /// The JSON file written by `export-classes` (or the admin screen's export).
    file: PathBuf,
    /// Check the whole file and say what would be created and reused, writing nothing.
    #[arg(long)]
    dry_run: bool,
    /// Largest file accepted, in megabytes (as the server's upload limit).
    #[arg(long, env = "LYCEUM_MAX_FILE_MB", default_value_t = 20)]
    max_file_mb: usize,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// Writes the whole class structure to a file (or standard output).
pub(super) fn export(args: ExportClassesArgs) -> Result<(), String> {
    let db = open_database(&args.database)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    let document = store::read(&mut conn).map_err(|e| e.to_string())?;
    let mut text = serde_json::to_string_pretty(&document).map_err(|e| e.to_string())?;
    text.push('\n');
    if args.file.as_os_str() == "-" {
        std::io::stdout().lock().write_all(text.as_bytes()).map_err(|e| e.to_string())?;
        return Ok(());
    }
    std::fs::write(&args.file, text).map_err(|e| format!("cannot write {}: {e}", args.file.display()))?;
    let sections: usize = document.categories.iter().flat_map(|c| &c.levels).map(|l| l.sections.len()).sum();
    eprintln!("Wrote {} categories and {sections} sections to {}.", document.categories.len(), args.file.display());
    Ok(())
}

/// Imports a class-structure file as the API does: the whole file checked first, every problem
/// printed with where it is, then merged in one transaction.
pub(super) fn import(args: ImportClassesArgs) -> Result<(), String> {
    let limit = args.max_file_mb.saturating_mul(1024 * 1024);
    let size = std::fs::metadata(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file.display()))?.len();
    if size > limit as u64 {
        return Err(format!("the file is larger than {} MB", args.max_file_mb));
    }
    let bytes = std::fs::read(&args.file).map_err(|e| format!("cannot read {}: {e}", args.file.display()))?;
    let document = match parse(&bytes).and_then(|document| class_structure::check(&document)) {
        Ok(document) => document,
        Err(problems) => {
            let mut stderr = std::io::stderr().lock();
            for problem in &problems {
                let _ = writeln!(stderr, "{problem}");
            }
            return Err(format!("{} problem(s) in the file; nothing was imported", problems.len()));
        }
    };
    let db = open_database(&args.database)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    let source = format!(" (from the command line, {})", args.file.display());
    let outcome =
        merge(&mut conn, &Actor::CommandLine, &document, !args.dry_run, &source).map_err(|e| e.to_string())?;
    if !outcome.clashes.is_empty() {
        let mut stderr = std::io::stderr().lock();
        for clash in &outcome.clashes {
            let _ = writeln!(stderr, "{clash}");
        }
        return Err(format!("{} lesson(s) in the file overlap others; nothing was imported", outcome.clashes.len()));
    }
    for warning in &outcome.warnings {
        eprintln!("warning: {warning}");
    }
    let counts = summary(&outcome);
    if args.dry_run {
        println!("The file is good. It would {counts}. Nothing was imported (dry run).");
        return Ok(());
    }
    println!("Imported the class structure: {counts}.");
    Ok(())
}
