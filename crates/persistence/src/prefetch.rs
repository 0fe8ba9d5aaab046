//! Reading a SQLite database file through once as a server starts, so that its pages sit in
//! the operating system's file cache before requests need them.
//!
//! A short read runs right on a web worker (it costs less than a hop to the blocking pool), so a
//! page that is not in the file cache stops that worker, and every request it holds, for as long
//! as the disk takes: on a 1.5 GB school with the file out of the cache, opening gradebooks went
//! from 1,800 a second to 28, each waiting about a second (docs/performance.md). Reading the file
//! once in the background at start takes a second or two per gigabyte and keeps no memory of its
//! own: the pages live in the file cache, which the system gives back when it needs the memory.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::thread::JoinHandle;
use std::time::Instant;

/// How much of the memory the system reports available a database file may fill; a larger file
/// is left to be read as it is used, so that the read does not push out what others keep.
const SHARE_OF_AVAILABLE: u64 = 2;

/// Starts reading `path` through on a background thread, when it fits in half the memory the
/// system reports available (Linux's `MemAvailable`; elsewhere nothing is read). Answers the
/// thread, which ends with the number of bytes read.
pub fn warm_file_cache(path: &Path) -> Option<JoinHandle<u64>> {
    let size = std::fs::metadata(path).ok()?.len();
    let available = std::fs::read_to_string("/proc/meminfo").ok().and_then(|text| available_bytes(&text))?;
    if !fits(size, available) {
        tracing::info!(size, available, "database file larger than half the available memory: not read ahead");
        return None;
    }
    let path: PathBuf = path.to_owned();
    std::thread::Builder::new().name("sqlite-prefetch".into()).spawn(move || read_through(&path)).ok()
}

/// Whether a file of `size` bytes may be read into the cache with `available` bytes free.
fn fits(size: u64, available: u64) -> bool {
    size <= available / SHARE_OF_AVAILABLE
}

/// `MemAvailable` of `/proc/meminfo`'s text, in bytes.
fn available_bytes(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|line| line.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Reads the file to its end in 1 MiB pieces (the kernel reads ahead of them); answers the bytes read.
///
/// The handle is never closed: on Linux a process's locks on a file (POSIX record locks, which
/// SQLite's connections hold on the database) are all released when *any* handle of that
/// process on the file is closed. Closing this one left the server's connections unlocked, and
/// the next other process to open and close the database (`lyceum backup`, a `sqlite3` shell)
/// took itself for the last one, checkpointed and deleted the write-ahead log the server was
/// still writing to, so what the server wrote after that was lost when it stopped.
fn read_through(path: &Path) -> u64 {
    let started = Instant::now();
    let Ok(mut file) = File::open(path) else { return 0 };
    let mut buffer = vec![0u8; 1 << 20];
    let mut total = 0u64;
    while let Ok(read) = file.read(&mut buffer) {
        if read == 0 {
            break;
        }
        total += read as u64;
    }
    std::mem::forget(file);
    tracing::info!(
        bytes = total,
        took_ms = started.elapsed().as_millis() as u64,
        "database file read into the file cache"
    );
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The handles of this process open on `path`, from `/proc/self/fd`.
    fn open_handles(path: &Path) -> usize {
        let wanted = path.canonicalize().unwrap();
        std::fs::read_dir("/proc/self/fd")
            .unwrap()
            .filter_map(|entry| std::fs::read_link(entry.ok()?.path()).ok())
            .filter(|target| *target == wanted)
            .count()
    }

    #[test]
    fn the_file_read_through_stays_open_so_the_connections_keep_their_locks() {
        let dir = std::env::temp_dir().join(format!("lyceum-prefetch-open-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("school.db");
        std::fs::write(&file, vec![7u8; 3 << 20]).unwrap();
        assert_eq!(open_handles(&file), 0);
        assert_eq!(read_through(&file), 3 << 20);
        // Closed, it would release every lock this process's SQLite connections hold on it.
        assert_eq!(open_handles(&file), 1, "the handle was closed");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn reads_the_available_memory_of_proc_meminfo() {
        let text = "MemTotal:       24683520 kB\nMemFree:        22683568 kB\nMemAvailable:   23402100 kB\n";
        assert_eq!(available_bytes(text), Some(23_402_100 * 1024));
        assert_eq!(available_bytes("MemTotal: 100 kB\n"), None);
    }

    #[test]
    fn a_file_is_read_ahead_only_when_it_fits_in_half_the_available_memory() {
        assert!(fits(1_500_000_000, 4_000_000_000));
        assert!(fits(2_000_000_000, 4_000_000_000));
        assert!(!fits(2_000_000_001, 4_000_000_000));
    }

    #[test]
    fn reads_the_whole_file() {
        let dir = std::env::temp_dir().join(format!("lyceum-prefetch-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("school.db");
        // Three and a half pieces, so the last read is a short one.
        std::fs::write(&path, vec![7u8; (7 << 20) / 2]).unwrap();
        assert_eq!(read_through(&path), (7 << 20) / 2);
        if let Some(thread) = warm_file_cache(&path) {
            assert_eq!(thread.join().unwrap(), (7 << 20) / 2);
        }
        assert_eq!(read_through(&dir.join("missing.db")), 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
