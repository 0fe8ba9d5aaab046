//! How the server's memory allocator gives memory back. glibc's allocator keeps what was freed
//! for reuse: it gives every thread that allocates an arena of its own (up to eight per core)
//! and returns a freed page to the system only from the top of an arena. A server whose runtime
//! threads take turns under load therefore holds more and more heap it is not using. A 30-minute
//! soak (docs/memory.md) grew by 28 % from minute 10 with glibc's defaults and by 16 % with two
//! arenas, where the allocator held 28 MB of which 11 to 15 MB were in use. So the server runs
//! with two arenas and hands freed pages back every [`TRIM_EVERY`].
//!
//! SQLite's page cache churns more than anything else in the server: every commit makes the
//! other connections drop the pages they cached, and they read them again into new allocations.
//! So SQLite gets one block of its own for the pages ([`reserve_sqlite_page_cache`]), reused line
//! by line, and the pages never go through the allocator's arenas.
//!
//! The only `unsafe` code of the workspace is here: three calls into the C library.

use std::time::Duration;

/// How often the freed pages go back to the system.
pub const TRIM_EVERY: Duration = Duration::from_secs(30);

/// Two allocator arenas, unless `MALLOC_ARENA_MAX` (which glibc reads itself) says otherwise.
/// Called first in `main`, before any other thread exists.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn bound_arenas() {
    if std::env::var_os("MALLOC_ARENA_MAX").is_none() {
        // SAFETY: mallopt only sets one of the allocator's parameters, before any other thread
        // exists.
        unsafe {
            libc::mallopt(libc::M_ARENA_MAX, 2);
        }
    }
}

/// Hands every whole free page of every arena back to the system (the memory stays usable: the
/// allocator maps it in again on use).
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[allow(unsafe_code)]
pub fn give_back_freed() {
    // SAFETY: malloc_trim takes each arena's own lock while it walks it; it is safe to call
    // from any thread at any time.
    unsafe {
        libc::malloc_trim(0);
    }
}

/// Other allocators need neither.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn bound_arenas() {}

/// Other allocators need neither.
#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
pub fn give_back_freed() {}

/// Gives SQLite one block of memory, of `megabytes` (the pool's page cache budget) plus the
/// lines' headers, for the pages it caches, before the first database connection opens. The block
/// is reserved, not touched: the system maps its pages in as SQLite fills them, so a small school
/// never holds all of it. Pages beyond the block (a larger page size, a bigger budget for one
/// connection) still come from the allocator. Returns false when SQLite was already in use in this
/// process (it then keeps its own way).
#[allow(unsafe_code)]
pub fn reserve_sqlite_page_cache(megabytes: u32) -> bool {
    use libsqlite3_sys::{sqlite3_config, SQLITE_CONFIG_PAGECACHE, SQLITE_CONFIG_PCACHE_HDRSZ, SQLITE_OK};
    /// SQLite's page size, which the server never changes.
    const PAGE: usize = 4096;
    let mut header: std::ffi::c_int = 0;
    // SAFETY: SQLITE_CONFIG_PCACHE_HDRSZ writes one int through the pointer, which lives across
    // the call; it is allowed before and after SQLite's initialisation.
    if unsafe { sqlite3_config(SQLITE_CONFIG_PCACHE_HDRSZ, &mut header as *mut std::ffi::c_int) } != SQLITE_OK {
        return false;
    }
    // Each line is a page and its header, kept 8-byte aligned as SQLite requires.
    let line = (PAGE + usize::try_from(header).unwrap_or(0)).next_multiple_of(8);
    let lines = (megabytes as usize * 1024 * 1024).div_ceil(PAGE);
    // Zeroed memory of this size is mapped, not written: it costs nothing until SQLite uses it.
    let block: &'static mut [u64] = vec![0u64; line / 8 * lines].leak();
    let (Ok(line_c), Ok(lines_c)) = (std::ffi::c_int::try_from(line), std::ffi::c_int::try_from(lines)) else {
        return false;
    };
    // SAFETY: the block is 8-byte aligned, holds `lines` lines of `line` bytes, and is leaked, so
    // it outlives every connection. SQLite refuses (SQLITE_MISUSE) once it is initialised.
    let answer = unsafe {
        sqlite3_config(SQLITE_CONFIG_PAGECACHE, block.as_mut_ptr().cast::<std::ffi::c_void>(), line_c, lines_c)
    };
    answer == SQLITE_OK
}

/// Runs as long as the server; never returns.
pub async fn give_back_freed_regularly() {
    let mut ticks = actix_web::rt::time::interval(TRIM_EVERY);
    loop {
        ticks.tick().await;
        give_back_freed();
    }
}
