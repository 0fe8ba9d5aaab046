//! `lyceum backup` and `lyceum restore`: the database and the uploads folder in one `.tar`
//! archive, taken while the server runs and brought back into an empty data folder.
//!
//! The archive holds `lyceum-backup.json` (the manifest, always first), `database.sqlite` (for
//! SQLite; PostgreSQL is dumped with `pg_dump`) and `uploads/...`.

use std::fs::{self, File};
use std::io::{BufWriter, Read, Write};
use std::path::{Component, Path, PathBuf};

use lyceum_persistence::{backup::snapshot_sqlite, DatabaseUrl};
use serde::{Deserialize, Serialize};

/// Name of the manifest entry, the first entry of every Lyceum backup.
const MANIFEST: &str = "lyceum-backup.json";
/// Name of the SQLite copy inside the archive.
const DATABASE_ENTRY: &str = "database.sqlite";
/// Folder of the uploaded files inside the archive.
const UPLOADS_ENTRY: &str = "uploads";
/// Marks a Lyceum backup in the manifest.
const FORMAT: &str = "lyceum-backup";

/// What the archive holds and where it comes from.
#[derive(Debug, Serialize, Deserialize)]
struct Manifest {
    format: String,
    /// Version of the archive layout.
    version: u32,
    /// Version of Lyceum that wrote it.
    lyceum: String,
    /// When the backup was taken (RFC 3339, UTC).
    created: String,
    /// `sqlite` (the database is inside) or `postgres` (dump it with `pg_dump`).
    database: String,
}

/// Writes a backup of the database at `url` and of `uploads` into `file`, while the server may
/// keep running. Returns a summary for the operator.
pub fn backup(url: &DatabaseUrl, uploads: &Path, file: &Path) -> Result<String, String> {
    let partial = sibling(file, "partial");
    let result = write_archive(url, uploads, &partial);
    if let Err(error) = result {
        let _ = fs::remove_file(&partial);
        return Err(error);
    }
    fs::rename(&partial, file).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(match url {
        DatabaseUrl::Sqlite(_) => format!("Backup written to {} (database and uploads).", file.display()),
        DatabaseUrl::Postgres(_) => format!(
            "Backup of the uploads written to {}. The PostgreSQL database is not in it: dump it with \
             `pg_dump --format=custom --no-owner --file=lyceum.dump DATABASE_URL`.",
            file.display()
        ),
    })
}

fn write_archive(url: &DatabaseUrl, uploads: &Path, target: &Path) -> Result<(), String> {
    let out = File::create(target).map_err(|e| format!("cannot create {}: {e}", target.display()))?;
    let mut tar = tar::Builder::new(BufWriter::new(out));
    tar.follow_symlinks(false);
    let manifest = Manifest {
        format: FORMAT.into(),
        version: 1,
        lyceum: env!("CARGO_PKG_VERSION").into(),
        created: chrono::Utc::now().to_rfc3339(),
        database: match url {
            DatabaseUrl::Sqlite(_) => "sqlite".into(),
            DatabaseUrl::Postgres(_) => "postgres".into(),
        },
    };
    let json = serde_json::to_vec_pretty(&manifest).map_err(|e| e.to_string())?;
    let mut header = tar::Header::new_gnu();
    header.set_size(json.len() as u64);
    header.set_mode(0o644);
    header.set_mtime(chrono::Utc::now().timestamp().max(0) as u64);
    tar.append_data(&mut header, MANIFEST, json.as_slice()).map_err(io_error)?;
    // The database first, then the uploads: a file a copied row points to was written before
    // that row, so it is in the folder by the time the folder is read.
    if let DatabaseUrl::Sqlite(path) = url {
        let copy = sibling(target, "db");
        let snapshot = snapshot_sqlite(path, &copy).map_err(|e| e.to_string());
        let appended = snapshot.and_then(|()| tar.append_path_with_name(&copy, DATABASE_ENTRY).map_err(io_error));
        let _ = fs::remove_file(&copy);
        appended?;
    }
    if uploads.is_dir() {
        append_uploads(&mut tar, uploads, Path::new(UPLOADS_ENTRY)).map_err(io_error)?;
    }
    let mut writer = tar.into_inner().map_err(io_error)?;
    writer.flush().map_err(io_error)?;
    writer.get_ref().sync_all().map_err(io_error)
}

/// Adds the folder `dir` to the archive as `name`, with everything under it as it stands. The
/// server keeps writing meanwhile: a file being written (`.<name>.part`, renamed once whole) is
/// left out, as is one gone between the folder's listing and its reading (renamed or deleted).
fn append_uploads<W: Write>(tar: &mut tar::Builder<W>, dir: &Path, name: &Path) -> std::io::Result<()> {
    tar.append_dir(name, dir)?;
    let gone = |error: &std::io::Error| error.kind() == std::io::ErrorKind::NotFound;
    for entry in fs::read_dir(dir)? {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error) if gone(&error) => continue,
            Err(error) => return Err(error),
        };
        let file_name = entry.file_name();
        if file_name.to_string_lossy().ends_with(".part") {
            continue;
        }
        let (path, entry_name) = (entry.path(), name.join(&file_name));
        let kind = match entry.file_type() {
            Ok(kind) => kind,
            Err(error) if gone(&error) => continue,
            Err(error) => return Err(error),
        };
        let added = if kind.is_dir() {
            append_uploads(tar, &path, &entry_name)
        } else {
            tar.append_path_with_name(&path, &entry_name)
        };
        match added {
            Err(error) if gone(&error) => continue,
            other => other?,
        }
    }
    Ok(())
}

/// Restores the backup `file` into the database at `url` and the folder `uploads`, which must
/// be empty unless `force`. Nothing is changed when the archive is not a sound Lyceum backup.
pub fn restore(url: &DatabaseUrl, uploads: &Path, file: &Path, force: bool) -> Result<String, String> {
    if let DatabaseUrl::Sqlite(path) = url {
        if path.exists() && !force {
            return Err(format!("a database already exists at {}; pass --force to replace it", path.display()));
        }
    }
    if !force && fs::read_dir(uploads).map(|mut d| d.next().is_some()).unwrap_or(false) {
        return Err(format!("the uploads folder {} is not empty; pass --force to replace it", uploads.display()));
    }
    let staging_uploads = sibling(uploads, "restoring");
    let staging_db = match url {
        DatabaseUrl::Sqlite(path) => Some(sibling(path, "restoring")),
        DatabaseUrl::Postgres(_) => None,
    };
    let cleanup = |staging_db: &Option<PathBuf>| {
        let _ = fs::remove_dir_all(&staging_uploads);
        if let Some(db) = staging_db {
            let _ = fs::remove_file(db);
        }
    };
    cleanup(&staging_db);
    let manifest = match unpack(file, &staging_uploads, staging_db.as_deref()) {
        Ok(manifest) => manifest,
        Err(error) => {
            cleanup(&staging_db);
            return Err(error);
        }
    };
    // Everything is unpacked and checked: only now is the old data replaced.
    if let (DatabaseUrl::Sqlite(path), Some(staged)) = (url, &staging_db) {
        for stale in ["-wal", "-shm"] {
            let _ = fs::remove_file(with_suffix(path, stale));
        }
        fs::rename(staged, path).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    if uploads.exists() {
        fs::remove_dir_all(uploads).map_err(|e| format!("cannot replace {}: {e}", uploads.display()))?;
    }
    fs::rename(&staging_uploads, uploads).map_err(|e| format!("cannot write {}: {e}", uploads.display()))?;
    Ok(match url {
        DatabaseUrl::Sqlite(path) => {
            format!("Restored the backup of {} into {} and {}.", manifest.created, path.display(), uploads.display())
        }
        DatabaseUrl::Postgres(_) => format!(
            "Restored the uploads of the backup of {} into {}. Restore the database with \
             `pg_restore --no-owner --dbname=DATABASE_URL lyceum.dump`.",
            manifest.created,
            uploads.display()
        ),
    })
}

/// Unpacks into the staging places, refusing anything but a Lyceum backup's own entries.
fn unpack(file: &Path, uploads: &Path, database: Option<&Path>) -> Result<Manifest, String> {
    let not_backup = || format!("{} is not a Lyceum backup", file.display());
    let input = File::open(file).map_err(|e| format!("cannot open {}: {e}", file.display()))?;
    let mut archive = tar::Archive::new(input);
    let mut entries = archive.entries().map_err(|_| not_backup())?;
    let mut first = entries.next().ok_or_else(not_backup)?.map_err(|_| not_backup())?;
    if first.path().map_err(|_| not_backup())?.as_ref() != Path::new(MANIFEST) {
        return Err(not_backup());
    }
    let mut json = String::new();
    first.by_ref().take(64 * 1024).read_to_string(&mut json).map_err(|_| not_backup())?;
    let manifest: Manifest = serde_json::from_str(&json).map_err(|_| not_backup())?;
    if manifest.format != FORMAT || manifest.version != 1 {
        return Err(not_backup());
    }
    let wants_database = manifest.database == "sqlite";
    if wants_database != database.is_some() {
        return Err(format!(
            "this backup holds a {} database, but the target database is not of that kind",
            manifest.database
        ));
    }
    fs::create_dir_all(uploads).map_err(|e| format!("cannot create {}: {e}", uploads.display()))?;
    let mut found_database = false;
    for entry in entries {
        let mut entry = entry.map_err(|e| format!("{}: damaged archive: {e}", file.display()))?;
        let path = entry.path().map_err(|_| not_backup())?.into_owned();
        let kind = entry.header().entry_type();
        let target = if path == Path::new(DATABASE_ENTRY) && kind.is_file() {
            found_database = true;
            database.ok_or_else(not_backup)?.to_path_buf()
        } else {
            let relative = path.strip_prefix(UPLOADS_ENTRY).map_err(|_| unsafe_entry(&path))?;
            if !relative.components().all(|c| matches!(c, Component::Normal(_))) {
                return Err(unsafe_entry(&path));
            }
            uploads.join(relative)
        };
        if kind.is_dir() {
            fs::create_dir_all(&target).map_err(io_error)?;
        } else if kind.is_file() {
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent).map_err(io_error)?;
            }
            let mut out = File::create(&target).map_err(io_error)?;
            std::io::copy(&mut entry, &mut out).map_err(io_error)?;
            out.sync_all().map_err(io_error)?;
        } else {
            return Err(unsafe_entry(&path));
        }
    }
    if wants_database && !found_database {
        return Err(format!("{} holds no database", file.display()));
    }
    Ok(manifest)
}

fn unsafe_entry(path: &Path) -> String {
    format!("the archive holds an entry outside the data folder or of an unexpected kind: {}", path.display())
}

fn io_error(error: std::io::Error) -> String {
    error.to_string()
}

/// `path` with `.suffix` appended to its file name, in the same folder (so a rename stays on
/// one file system).
fn sibling(path: &Path, suffix: &str) -> PathBuf {
    with_suffix(path, &format!(".{suffix}-{}", std::process::id()))
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().map(|n| n.to_os_string()).unwrap_or_default();
    name.push(suffix);
    path.with_file_name(name)
}
