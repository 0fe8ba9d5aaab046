//! `lyceum backup` writes the database and the uploads into one archive while the server keeps
//! running; `lyceum restore` brings one back into an empty data folder.

use std::path::PathBuf;

use clap::Args;
use lyceum_persistence::DatabaseUrl;

use super::database::DatabaseArgs;

/// The options of `backup`.
#[derive(Debug, Args)]
pub(super) struct BackupArgs {
    /// The archive to write (a `.tar` file).
    file: PathBuf,
    #[command(flatten)]
    database: DatabaseArgs,
    /// Folder for uploaded files.
    #[arg(long, env = "LYCEUM_UPLOADS_DIR", default_value = "uploads")]
    uploads: PathBuf,
}

/// The options of `restore`.
#[derive(Debug, Args)]
pub(super) struct RestoreArgs {
    /// The archive written by `lyceum backup`.
    file: PathBuf,
    #[command(flatten)]
    database: DatabaseArgs,
    /// Folder for uploaded files.
    #[arg(long, env = "LYCEUM_UPLOADS_DIR", default_value = "uploads")]
    uploads: PathBuf,
    /// Replace an existing database and uploads folder.
    #[arg(long)]
    force: bool,
}

/// Writes the archive `args` names.
pub(super) fn backup(args: BackupArgs) -> Result<(), String> {
    DatabaseUrl::parse(&args.database.url)
        .map_err(|e| e.to_string())
        .and_then(|url| lyceum_school::backup::backup(&url, &args.uploads, &args.file))
        .map(|summary| println!("{summary}"))
}

/// Restores the archive `args` names.
pub(super) fn restore(args: RestoreArgs) -> Result<(), String> {
    DatabaseUrl::parse(&args.database.url)
        .map_err(|e| e.to_string())
        .and_then(|url| lyceum_school::backup::restore(&url, &args.uploads, &args.file, args.force))
        .map(|summary| println!("{summary}"))
}
