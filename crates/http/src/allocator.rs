//! How the server's memory allocator gives memory back. glibc's allocator keeps what was freed
//! for reuse: it gives every thread that allocates an arena of its own (up to eight per core)
//! and returns a freed page to the system only from the top of an arena. A server whose runtime
//! threads take turns under load therefore holds more and more heap it is not using. A 30-minute
//! soak (docs/memory.md) grew by 28 % from minute 10 with glibc's defaults and by 16 % with two
//! arenas, where the allocator held 28 MB of which 11 to 15 MB were in use. So the server runs
//! with two arenas and hands freed pages back every [`TRIM_EVERY`].
//!
//! SQLite's pages never go through these arenas: they have lines of their own
//! (`lyceum_persistence::sqlite_memory`).
//!
//! The `unsafe` code of the web layer is here: two calls into the C library.

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

/// Runs as long as the server; never returns.
pub async fn give_back_freed_regularly() {
    let mut ticks = actix_web::rt::time::interval(TRIM_EVERY);
    loop {
        ticks.tick().await;
        give_back_freed();
    }
}
