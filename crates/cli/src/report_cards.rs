//! `lyceum report-cards --year Y [--section S] --out DIR`: a school year's report cards, one PDF
//! per section written into DIR, by the same code as the background job (one section at a
//! time), with progress on standard error and a summary at the end.

use std::path::PathBuf;
use std::time::Instant;

use clap::Args;
use lyceum_persistence::report_cards::{self as facts};

use super::database::{open_database, DatabaseArgs};
use lyceum_school::report_cards::files::{card_settings, find_year, section_file};
use lyceum_school::report_cards::jobs::write_atomically;

/// The options of `report-cards`.
#[derive(Debug, Args)]
pub(super) struct ReportCardsArgs {
    /// The school year: its name (`2026-2027`) or id.
    #[arg(long)]
    year: String,
    /// Only this section: its id, its name, or its level and name (`"Grade 7 Rizal"`).
    #[arg(long)]
    section: Option<String>,
    /// The folder to write the PDFs into (made when missing).
    #[arg(long)]
    out: PathBuf,
    #[command(flatten)]
    database: DatabaseArgs,
}

/// Writes the report cards of the year (or of one section) into the folder.
pub(super) fn run(args: ReportCardsArgs) -> Result<(), String> {
    let started = Instant::now();
    let db = open_database(&args.database)?;
    let mut conn = db.conn().map_err(|e| e.to_string())?;
    let fail = |e: lyceum_persistence::StoreError| e.to_string();
    let year = find_year(&mut conn, &args.year)
        .map_err(fail)?
        .ok_or_else(|| format!("no school year is named {:?}", args.year))?;
    let sections: Vec<(String, i64)> = match &args.section {
        Some(raw) => {
            let named = facts::sections_named(&mut conn, raw).map_err(fail)?;
            match named.as_slice() {
                [one] => vec![(one.clone(), 0)],
                [] => return Err(format!("no section is named {raw:?}")),
                _ => return Err(format!("several sections are named {raw:?}: give its level too, or its id")),
            }
        }
        None => facts::sections_with_students(&mut conn).map_err(fail)?,
    };
    let settings = card_settings(&mut conn).map_err(fail)?;
    std::fs::create_dir_all(&args.out).map_err(|e| format!("cannot make {}: {e}", args.out.display()))?;
    let (mut files, mut students, mut bytes) = (0usize, 0usize, 0usize);
    for (index, (section_id, _)) in sections.iter().enumerate() {
        let Some(file) = section_file(&mut conn, &settings, &year, section_id).map_err(fail)? else { continue };
        let path = args.out.join(&file.name);
        write_atomically(&path, &file.bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        files += 1;
        students += file.students;
        bytes += file.bytes.len();
        eprintln!("[{}/{}] {} ({} students)", index + 1, sections.len(), file.name, file.students);
    }
    eprintln!(
        "Wrote {files} files ({students} report cards, {} KB) for {} into {} in {:.1} s.",
        bytes / 1024,
        year.year.name,
        args.out.display(),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}
