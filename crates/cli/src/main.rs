//! The `lyceum` command: `serve` (the default), `create-admin`, `seed-demo`,
//! `import-students` / `import-teachers`, `export-classes` / `import-classes`, `backup`,
//! `restore` and `report-cards`. This file sets up the allocator, parses the command line and
//! hands each command to its own file; the commands call the same use cases (`lyceum-school`)
//! as the web server (`lyceum-http`), which `serve` runs.

mod accounts;
mod backup;
mod classes;
mod database;
mod demo_fees;
mod demo_second_step;
mod import;
mod passwords;
mod report_cards;
mod serve;

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use accounts::{CreateAdminArgs, SeedDemoArgs};
use backup::{BackupArgs, RestoreArgs};
use classes::{ExportClassesArgs, ImportClassesArgs};
use import::ImportArgs;
use report_cards::ReportCardsArgs;
use serve::ServeArgs;

/// Lyceum: school administration and portals for a private academy.
#[derive(Debug, Parser)]
#[command(name = "lyceum", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

/// The commands, with what `lyceum --help` says of each.
#[derive(Debug, Subcommand)]
enum Command {
    /// Run the web server (the default when no command is given).
    Serve(Box<ServeArgs>),
    /// Create an administrator account.
    CreateAdmin(CreateAdminArgs),
    /// Fill an empty database with a demo school (teachers, classes, students).
    SeedDemo(SeedDemoArgs),
    /// Import student accounts from a CSV file (all rows or none).
    ImportStudents(ImportArgs),
    /// Import teacher accounts from a CSV file (all rows or none).
    ImportTeachers(ImportArgs),
    /// Write the class structure (categories to weekly schedules) to a JSON file.
    ExportClasses(ExportClassesArgs),
    /// Merge a class-structure JSON file into this school (all or nothing).
    ImportClasses(ImportClassesArgs),
    /// Write the database and the uploads into one archive, while the server keeps running.
    Backup(BackupArgs),
    /// Bring a backup archive back into an empty data folder.
    Restore(RestoreArgs),
    /// Write a school year's report cards, one PDF per section, into a folder.
    ReportCards(ReportCardsArgs),
}

fn main() -> ExitCode {
    lyceum_http::allocator::bound_arenas();
    run()
}

/// Parses the command line and runs the command; the exit code tells success.
fn run() -> ExitCode {
    init_logging();
    let cli = Cli::parse();
    let result = match cli.command {
        None => serve::run(ServeArgs::parse_defaults()),
        Some(Command::Serve(args)) => serve::run(*args),
        Some(Command::CreateAdmin(args)) => accounts::create_admin(args),
        Some(Command::SeedDemo(args)) => accounts::seed_demo(args),
        Some(Command::ImportStudents(args)) => import::import(args, lyceum_school::imports::students::run, "student"),
        Some(Command::ImportTeachers(args)) => import::import(args, lyceum_school::imports::teachers::run, "teacher"),
        Some(Command::ExportClasses(args)) => classes::export(args),
        Some(Command::ImportClasses(args)) => classes::import(args),
        Some(Command::Backup(args)) => backup::backup(args),
        Some(Command::Restore(args)) => backup::restore(args),
        Some(Command::ReportCards(args)) => report_cards::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Logs to stderr, filtered by `LYCEUM_LOG` (default `info`), as text or as JSON lines.
fn init_logging() {
    use tracing_subscriber::EnvFilter;
    let filter = EnvFilter::try_from_env("LYCEUM_LOG").unwrap_or_else(|_| EnvFilter::new("info"));
    let logs = tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr);
    // `LYCEUM_LOG_FORMAT=json`: one JSON object per line, for log collectors.
    if std::env::var("LYCEUM_LOG_FORMAT").is_ok_and(|format| format.eq_ignore_ascii_case("json")) {
        logs.json().flatten_event(true).init();
    } else {
        logs.init();
    }
}
