//! How much memory SQLite may keep for pages of the database file: the one setting that decides
//! most of a SQLite server's memory beyond its program and its open sockets.

use std::fmt;

/// The page cache of the whole SQLite pool, in megabytes: a quarter for the writers' connection,
/// the rest shared equally by the others.
/// Each connection fills its share only as it reads pages, so a small school never reaches it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SqliteCache {
    megabytes: u32,
}

impl SqliteCache {
    /// The budget unless the server is told otherwise: 16 MB for the pool (4 MB for the writers'
    /// connection, about 1.7 MB for each other one; SQLite's own default is 2 MB a connection). A 5,000-student school's server stayed under 60 MB through a
    /// 30-minute soak, and four times as much cache did not make its reads faster (docs/memory.md).
    pub const DEFAULT_MB: u32 = 16;
    /// The largest budget accepted; more is almost surely a typo (gigabytes for megabytes).
    pub const MAX_MB: u32 = 16 * 1024;

    /// A budget of `megabytes` for the pool, from 1 to [`SqliteCache::MAX_MB`].
    pub fn megabytes(megabytes: u32) -> Result<SqliteCache, String> {
        if megabytes == 0 || megabytes > SqliteCache::MAX_MB {
            return Err(format!(
                "the SQLite cache is a whole number of megabytes from 1 to {}, not {megabytes}",
                SqliteCache::MAX_MB
            ));
        }
        Ok(SqliteCache { megabytes })
    }

    /// Reads a budget written as a whole number of megabytes (a flag's or variable's value).
    pub fn parse(raw: &str) -> Result<SqliteCache, String> {
        let raw = raw.trim();
        let megabytes = raw.parse::<u64>().map_err(|_| {
            format!("the SQLite cache is a whole number of megabytes from 1 to {}, not '{raw}'", SqliteCache::MAX_MB)
        })?;
        SqliteCache::megabytes(u32::try_from(megabytes).unwrap_or(u32::MAX))
    }

    /// The budget of the whole pool, in megabytes.
    pub fn total_mb(self) -> u32 {
        self.megabytes
    }

    /// The writers' connection's share, in KiB: a quarter of the budget. Its pages stay cached
    /// across its own commits, where every other connection drops its own at each commit, so
    /// the cache is worth most there (32 teachers saving registers at once: about 12 % more
    /// saves a second than with an eighth).
    pub fn writer_kib(self) -> u32 {
        (self.megabytes * 1024 / 4).max(128)
    }

    /// Each of `readers` connections' share of what the writers' connection leaves, in KiB
    /// (SQLite's `cache_size` takes a negative count of KiB); never under 128 KiB, below which
    /// every query reads its index pages again.
    pub fn reader_kib(self, readers: u32) -> u32 {
        (self.megabytes * 1024 * 3 / 4 / readers.max(1)).max(128)
    }
}

impl Default for SqliteCache {
    fn default() -> Self {
        SqliteCache { megabytes: SqliteCache::DEFAULT_MB }
    }
}

/// The megabytes alone, as a flag takes them (`--sqlite-cache-mb 32`).
impl fmt::Display for SqliteCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.megabytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_megabytes_within_bounds_are_accepted() {
        assert_eq!(SqliteCache::parse("32").unwrap().total_mb(), 32);
        assert_eq!(SqliteCache::parse(" 1 ").unwrap().total_mb(), 1);
        assert_eq!(SqliteCache::parse(&SqliteCache::MAX_MB.to_string()).unwrap().total_mb(), SqliteCache::MAX_MB);
    }

    #[test]
    fn zero_negative_fractions_words_and_absurd_sizes_are_refused_with_the_reason() {
        for raw in ["0", "-5", "1.5", "lots", "", "16385", "99999999999999999999"] {
            let error = SqliteCache::parse(raw).unwrap_err();
            assert!(error.contains("from 1 to 16384"), "{raw}: {error}");
        }
        assert!(SqliteCache::parse("-5").unwrap_err().contains("'-5'"));
    }

    #[test]
    fn a_quarter_goes_to_the_writer_and_the_rest_is_shared_by_the_readers_with_a_floor() {
        assert_eq!(SqliteCache::default().writer_kib(), 4096);
        assert_eq!(SqliteCache::default().reader_kib(7), 1755);
        assert_eq!(SqliteCache::megabytes(64).unwrap().writer_kib(), 16384);
        assert_eq!(SqliteCache::megabytes(64).unwrap().reader_kib(6), 8192);
        assert_eq!(SqliteCache::megabytes(1).unwrap().writer_kib(), 256);
        assert_eq!(SqliteCache::megabytes(1).unwrap().reader_kib(7), 128);
        assert_eq!(SqliteCache::megabytes(1).unwrap().reader_kib(0), 768);
    }
}
