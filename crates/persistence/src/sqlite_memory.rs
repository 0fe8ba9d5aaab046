//! Where SQLite's memory comes from in the server: its cached pages in lines of their own, taken
//! as SQLite first needs them and reused one by one, and everything else from the C library.
//!
//! SQLite's page cache churns more than anything else in the server: every commit makes the
//! other connections drop the pages they cached, and they read them again into new allocations.
//! Through the allocator's arenas that churn left more and more heap held and unused
//! (docs/memory.md). So each page goes to a line of its own: lines come from chunks mapped as
//! they are needed, a freed line is the next one taken, and the lines are never handed back. The
//! memory therefore levels off at the most pages ever cached at once, within the pool's budget,
//! and a server holds only the lines it has used: SQLite's own block for this
//! (`SQLITE_CONFIG_PAGECACHE`) links its free lines through the whole block as SQLite starts, so
//! all 16 MB of it were resident before the first request. Pages beyond the budget still come
//! from the C library.
//!
//! Every allocation carries its size in the 8 bytes before it, as SQLite's own allocator does
//! where the C library cannot tell a block's size; a line's size is marked as a line's.

use std::ffi::{c_int, c_void};
use std::ptr::null_mut;
use std::sync::{Mutex, PoisonError};

use libsqlite3_sys::{sqlite3_config, sqlite3_mem_methods, SQLITE_CONFIG_MALLOC, SQLITE_CONFIG_PAGECACHE, SQLITE_OK};

/// SQLite's page size, which the server never changes.
const PAGE: usize = 4096;

/// The size word before each allocation.
const HEADER: usize = 8;

/// A line: a page, SQLite's headers for it, and the size word. Requests of more than a page and
/// at most a line less its size word are pages.
const LINE: usize = PAGE + 512;

/// Lines mapped at once, as the lines mapped before are all in use (1.1 MB).
const CHUNK: usize = 256;

/// Marks a line's size word.
const IN_A_LINE: u64 = 1 << 63;

/// The lines: those freed, in the order they were freed, and those never used yet.
struct Lines {
    /// The address of the line freed last, whose first word holds the one freed before it; 0
    /// when none is free.
    freed: usize,
    /// The next line never used, and the end of its chunk.
    fresh: usize,
    fresh_end: usize,
    /// How many more lines may be mapped.
    left: usize,
}

static LINES: Mutex<Lines> = Mutex::new(Lines { freed: 0, fresh: 0, fresh_end: 0, left: 0 });

/// Gives SQLite its memory this way, with lines for `megabytes` of pages (the pool's page cache
/// budget), before the first database connection opens. Returns false when SQLite was already
/// in use in this process (it then keeps its own way).
#[allow(unsafe_code)]
pub fn take_pages_as_used(megabytes: u32) -> bool {
    LINES.lock().unwrap_or_else(PoisonError::into_inner).left = (megabytes as usize * 1024 * 1024).div_ceil(PAGE);
    let methods = sqlite3_mem_methods {
        xMalloc: Some(allocate),
        xFree: Some(free),
        xRealloc: Some(reallocate),
        xSize: Some(size),
        xRoundup: Some(round_up),
        xInit: Some(init),
        xShutdown: Some(shutdown),
        pAppData: null_mut(),
    };
    // SAFETY: SQLite copies the methods before the call returns; it refuses (SQLITE_MISUSE) once
    // it is initialised.
    if unsafe { sqlite3_config(SQLITE_CONFIG_MALLOC, &methods as *const sqlite3_mem_methods) } != SQLITE_OK {
        return false;
    }
    // No first bulk of pages per connection (which SQLite would link through as it is made):
    // every page is a line of its own from the start.
    // SAFETY: a null block of no lines is how SQLite is told to have none.
    unsafe { sqlite3_config(SQLITE_CONFIG_PAGECACHE, null_mut::<c_void>(), 0, 0) == SQLITE_OK }
}

/// A line, freed or new; none when the budget's lines are all in use or no memory is left.
#[allow(unsafe_code)]
fn take_line() -> Option<*mut u8> {
    let mut lines = LINES.lock().unwrap_or_else(PoisonError::into_inner);
    if lines.freed != 0 {
        let line = lines.freed;
        // SAFETY: a freed line's first word holds the address of the one freed before it.
        lines.freed = unsafe { *(line as *const usize) };
        return Some(line as *mut u8);
    }
    if lines.fresh == lines.fresh_end {
        let count = lines.left.min(CHUNK);
        if count == 0 {
            return None;
        }
        let bytes = count * LINE;
        // SAFETY: an anonymous private mapping of `bytes`, touched only as lines are used.
        let chunk = unsafe {
            libc::mmap(
                null_mut(),
                bytes,
                libc::PROT_READ | libc::PROT_WRITE,
                libc::MAP_PRIVATE | libc::MAP_ANONYMOUS,
                -1,
                0,
            )
        };
        if chunk == libc::MAP_FAILED {
            return None;
        }
        lines.left -= count;
        lines.fresh = chunk as usize;
        lines.fresh_end = chunk as usize + bytes;
    }
    let line = lines.fresh;
    lines.fresh += LINE;
    Some(line as *mut u8)
}

/// Puts a line back, to be the next one taken.
#[allow(unsafe_code)]
fn put_line(line: *mut u8) {
    let mut lines = LINES.lock().unwrap_or_else(PoisonError::into_inner);
    // SAFETY: the line is LINE bytes, 8-byte aligned, and no longer in use.
    unsafe { *(line as *mut usize) = lines.freed };
    lines.freed = line as usize;
}

/// `bytes` rounded up to a multiple of 8, as SQLite expects of every allocation.
fn rounded(bytes: c_int) -> Option<usize> {
    usize::try_from(bytes).ok().map(|bytes| bytes.next_multiple_of(8))
}

fn is_a_page(bytes: usize) -> bool {
    bytes > PAGE && bytes <= LINE - HEADER
}

#[allow(unsafe_code)]
unsafe extern "C" fn allocate(bytes: c_int) -> *mut c_void {
    let Some(bytes) = rounded(bytes) else { return null_mut() };
    if is_a_page(bytes) {
        if let Some(line) = take_line() {
            // SAFETY: the line holds its size word and `bytes` after it.
            unsafe {
                *(line as *mut u64) = bytes as u64 | IN_A_LINE;
                return line.add(HEADER).cast();
            }
        }
    }
    // SAFETY: malloc's blocks are aligned for any type; the size word is written into the block.
    unsafe {
        let block = libc::malloc(bytes + HEADER).cast::<u64>();
        if block.is_null() {
            return null_mut();
        }
        *block = bytes as u64;
        block.add(1).cast()
    }
}

#[allow(unsafe_code)]
unsafe extern "C" fn free(memory: *mut c_void) {
    if memory.is_null() {
        return;
    }
    // SAFETY: `memory` came from `allocate`, with its size word before it.
    unsafe {
        let start = memory.cast::<u64>().sub(1);
        if *start & IN_A_LINE != 0 {
            put_line(start.cast());
        } else {
            libc::free(start.cast());
        }
    }
}

#[allow(unsafe_code)]
unsafe extern "C" fn size(memory: *mut c_void) -> c_int {
    if memory.is_null() {
        return 0;
    }
    // SAFETY: `memory` came from `allocate`, with its size word before it.
    let bytes = unsafe { *memory.cast::<u64>().sub(1) } & !IN_A_LINE;
    c_int::try_from(bytes).unwrap_or(c_int::MAX)
}

#[allow(unsafe_code)]
unsafe extern "C" fn reallocate(memory: *mut c_void, bytes: c_int) -> *mut c_void {
    let Some(wanted) = rounded(bytes) else { return null_mut() };
    // SAFETY: `memory` came from `allocate`, with its size word before it; on failure the old
    // block is left as it was, as SQLite expects.
    unsafe {
        let start = memory.cast::<u64>().sub(1);
        let word = *start;
        if word & IN_A_LINE == 0 && !is_a_page(wanted) {
            let block = libc::realloc(start.cast(), wanted + HEADER).cast::<u64>();
            if block.is_null() {
                return null_mut();
            }
            *block = wanted as u64;
            return block.add(1).cast();
        }
        let moved = allocate(bytes);
        if moved.is_null() {
            return null_mut();
        }
        let kept = ((word & !IN_A_LINE) as usize).min(wanted);
        std::ptr::copy_nonoverlapping(memory.cast::<u8>(), moved.cast::<u8>(), kept);
        free(memory);
        moved
    }
}

#[allow(unsafe_code)]
unsafe extern "C" fn round_up(bytes: c_int) -> c_int {
    rounded(bytes).and_then(|bytes| c_int::try_from(bytes).ok()).unwrap_or(bytes)
}

#[allow(unsafe_code)]
unsafe extern "C" fn init(_: *mut c_void) -> c_int {
    SQLITE_OK
}

#[allow(unsafe_code)]
unsafe extern "C" fn shutdown(_: *mut c_void) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    #[allow(unsafe_code)]
    fn pages_take_lines_reused_in_turn_and_other_sizes_come_from_the_c_library() {
        LINES.lock().unwrap().left = 3;
        // SAFETY: each block is used within its size and freed once.
        unsafe {
            let page = allocate(4400);
            assert_eq!(size(page), 4400);
            assert!(*page.cast::<u64>().sub(1) & IN_A_LINE != 0, "a page takes a line");
            page.cast::<u8>().write_bytes(7, 4400);
            let small = allocate(100);
            assert_eq!(size(small), 104, "sizes are rounded up to 8");
            assert_eq!(*small.cast::<u64>().sub(1) & IN_A_LINE, 0);
            free(page);
            let again = allocate(4300);
            assert_eq!(again, page, "the line freed last is the next one taken");
            let grown = reallocate(small, 4200);
            assert!(*grown.cast::<u64>().sub(1) & IN_A_LINE != 0, "grown into a page, it moves to a line");
            let second = allocate(4400);
            let beyond = allocate(4400);
            assert_eq!(*beyond.cast::<u64>().sub(1) & IN_A_LINE, 0, "past the budget, pages come from the C library");
            let shrunk = reallocate(again, 16);
            assert_eq!(size(shrunk), 16);
            assert_eq!(*shrunk.cast::<u8>(), 7, "what fits is kept");
            for block in [shrunk, grown, second, beyond] {
                free(block);
            }
        }
    }
}
