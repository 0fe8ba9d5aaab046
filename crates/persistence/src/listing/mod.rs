//! What keeps the admin lists fast at a whole school's size: row counts kept by triggers
//! (`list_stats`), page boundaries remembered per list and checked against the list's version
//! before use, the words of a search split into those a trigram index can find (three
//! characters or more) and those only a scan can, and the matches of recent searches kept in
//! list order while the list's version stays the same.

mod search_words;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

use diesel::sql_types::{BigInt, Text};
use diesel::{QueryableByName, RunQueryDsl};

use crate::db::{is_sqlite, on_backend, Conn, DbConnection};
use crate::error::StoreError;
use crate::raw_sql::lists::{self, IdQuery};
use search_words::SearchWords;

/// Rows between two remembered page boundaries: a page at any depth reads at most this many
/// rows more than the first page does.
const ANCHOR_EVERY: i64 = 250;

/// A list whose size and order `list_stats` keeps track of.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum List {
    /// Every student, by last name, first name, id.
    Students,
    /// Students without a section (the add-student picker), in the same order.
    UnplacedStudents,
    /// Every teacher, by last name, first name, id.
    TeachersByLastName,
    /// Every teacher, by first name, last name, id.
    TeachersByFirstName,
}

impl List {
    fn stats_row(self) -> &'static str {
        match self {
            List::Students => "students",
            List::UnplacedStudents => "unplaced_students",
            List::TeachersByLastName | List::TeachersByFirstName => "teachers",
        }
    }

    /// The trigram index (SQLite) of the list's table.
    fn search_index(self) -> &'static str {
        match self {
            List::Students | List::UnplacedStudents => "students_search",
            List::TeachersByLastName | List::TeachersByFirstName => "teachers_search",
        }
    }

    /// The sort columns, most significant first.
    fn order(self) -> [&'static str; 3] {
        match self {
            List::TeachersByFirstName => ["first_name", "last_name", "id"],
            _ => ["last_name", "first_name", "id"],
        }
    }

    /// Rows `offset..offset + limit` of the list, unsearched, from its start.
    fn id_query(self, offset: i64, limit: i64) -> IdQuery {
        let (table, unplaced_only, sqlite_index) = match self {
            List::Students => ("students", false, None),
            List::UnplacedStudents => ("students", true, Some("students_unplaced_by_name")),
            List::TeachersByLastName | List::TeachersByFirstName => ("teachers", false, None),
        };
        IdQuery {
            table,
            order: self.order(),
            unplaced_only,
            from: None,
            fts: None,
            walk_in_order: false,
            like_words: Vec::new(),
            sqlite_index,
            offset,
            limit,
        }
    }
}

/// How many rows a list holds and the version of its order.
#[derive(Debug, Clone, Copy, QueryableByName)]
pub(crate) struct ListStats {
    /// Rows in the list.
    #[diesel(sql_type = BigInt)]
    pub total: i64,
    /// Changes whenever a row joins, leaves or moves in the list.
    #[diesel(sql_type = BigInt)]
    pub version: i64,
}

/// The list's row count and version, kept by triggers.
pub(crate) fn stats(conn: &mut Conn, list: List) -> Result<ListStats, StoreError> {
    let statement = lists::stats(list.stats_row());
    Ok(on_backend!(conn, |c| statement.get_result::<ListStats>(c))?)
}

/// How many rows of `list` match `search` and the ids of rows `offset..offset + limit`, counted
/// from the end when `descending`. Unsearched lists take their count from `list_stats` and start
/// from a remembered boundary near the page (a Z-to-A page is the matching slice of the A-to-Z
/// list); searches read every match in list order once per version of the list (the trigram
/// index finds the longer words on SQLite; PostgreSQL's trigram indexes serve the `LIKE`
/// filters).
pub(crate) fn page_ids(
    conn: &mut Conn,
    list: List,
    search_for: Option<&str>,
    offset: i64,
    limit: i64,
    descending: bool,
) -> Result<(i64, Vec<String>), StoreError> {
    let mut query = list.id_query(offset, limit);
    let stats = stats(conn, list)?;
    if let Some(words) = SearchWords::parse(search_for) {
        let found = search(conn, list, stats, &words, &query)?;
        let total = i64::try_from(found.len()).unwrap_or(i64::MAX);
        return Ok((total, page_of(&found, offset, limit, descending)));
    }
    if offset >= stats.total || limit <= 0 {
        return Ok((stats.total, Vec::new()));
    }
    if descending {
        // Rows `offset..offset + limit` from the end are these, read A to Z.
        let end = stats.total - offset;
        query.offset = end.saturating_sub(limit).max(0);
        query.limit = end - query.offset;
    }
    let seek = seek(conn, list, stats, query.offset)?;
    query.from = seek.from;
    query.offset = seek.skip;
    let mut ids = load(conn, &query, false)?;
    if descending {
        ids.reverse();
    }
    Ok((stats.total, ids))
}

/// Where a page of an unsearched list starts: after `skip` rows from the `from` key (or from
/// the start of the list).
#[derive(Debug, Clone, Default)]
struct Seek {
    /// The sort key (two names and an id) of the first row to read, if not the list's first.
    pub from: Option<(String, String, String)>,
    /// Rows to skip from there.
    pub skip: i64,
}

#[derive(QueryableByName)]
struct Key {
    #[diesel(sql_type = Text)]
    a: String,
    #[diesel(sql_type = Text)]
    b: String,
    #[diesel(sql_type = Text)]
    c: String,
}

/// Page boundaries of one list at one version.
struct Anchors {
    version: i64,
    keys: Vec<(String, String, String)>,
}

/// Page boundaries remembered by this process. Versions are random numbers, so boundaries of
/// one database never pass for another's; a write by any server changes the version in the
/// database, and the next page read here sees that and measures the boundaries again.
fn remembered() -> &'static Mutex<HashMap<List, Arc<Anchors>>> {
    static ANCHORS: OnceLock<Mutex<HashMap<List, Arc<Anchors>>>> = OnceLock::new();
    ANCHORS.get_or_init(Mutex::default)
}

/// Locks a map that stays consistent whatever panicked while holding it.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Where the row `offset` rows into `list` is, from the nearest remembered boundary before it.
fn seek(conn: &mut Conn, list: List, stats: ListStats, offset: i64) -> Result<Seek, StoreError> {
    if offset < ANCHOR_EVERY || offset >= stats.total {
        return Ok(Seek { from: None, skip: offset });
    }
    let anchors = {
        let mut cache = lock(remembered());
        match cache.get(&list) {
            Some(anchors) if anchors.version == stats.version => Arc::clone(anchors),
            _ => {
                let statement = lists::anchors(&list.id_query(0, 0), ANCHOR_EVERY);
                let keys: Vec<Key> = on_backend!(conn, |c| statement.load::<Key>(c))?;
                let anchors = Arc::new(Anchors {
                    version: stats.version,
                    keys: keys.into_iter().map(|k| (k.a, k.b, k.c)).collect(),
                });
                cache.insert(list, Arc::clone(&anchors));
                anchors
            }
        }
    };
    // keys[i] is the row `i * ANCHOR_EVERY` rows into the list.
    let index = usize::try_from(offset / ANCHOR_EVERY).unwrap_or(usize::MAX).min(anchors.keys.len().saturating_sub(1));
    if index == 0 {
        return Ok(Seek { from: None, skip: offset });
    }
    Ok(Seek { from: Some(anchors.keys[index].clone()), skip: offset - index as i64 * ANCHOR_EVERY })
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// How many rows of `index` (`students_search` or `teachers_search`) hold every word of
/// `fts_query`. SQLite only.
fn fts_count(conn: &mut Conn, index: &'static str, fts_query: &str) -> Result<i64, StoreError> {
    let DbConnection::Sqlite(c) = &mut **conn else { return Err(StoreError::Setup("no full-text index".into())) };
    let statement = lists::fts_count(index, fts_query);
    Ok(statement.get_result::<Count>(c)?.n)
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = Text)]
    id: String,
}

/// The ids `query` finds, in list order: one page, or every row with `whole_list`.
fn load(conn: &mut Conn, query: &IdQuery, whole_list: bool) -> Result<Vec<String>, StoreError> {
    let statement = query.statement(is_sqlite(conn), whole_list);
    let rows: Vec<Id> = on_backend!(conn, |c| statement.load(c))?;
    Ok(rows.into_iter().map(|row| row.id).collect())
}

/// Whether reading the whole list in order beats looking up every found row and sorting
/// them: a lookup costs about four rows read in order.
fn walk_in_order(rows_in_list: i64, found: i64) -> bool {
    rows_in_list < found.saturating_mul(4)
}

/// `rows` in the order of `ids` (rows read by id come back in no particular order).
pub(crate) fn in_order_of<T>(ids: &[String], rows: Vec<T>, id_of: impl Fn(&T) -> &String) -> Vec<T> {
    let position: HashMap<&str, usize> = ids.iter().enumerate().map(|(n, id)| (id.as_str(), n)).collect();
    let mut rows = rows;
    rows.sort_by_key(|row| position.get(id_of(row).as_str()).copied().unwrap_or(usize::MAX));
    rows
}

/// Most searches whose matches are kept, and most ids kept across them (about 60 bytes each).
const SEARCHES_KEPT: usize = 64;
const IDS_KEPT: usize = 250_000;

/// A search's matches in list order, as read at one version of the list.
struct Found {
    version: i64,
    ids: Arc<[String]>,
    used: u64,
}

/// Recent searches by list and words.
#[derive(Default)]
struct Searches {
    by_search: HashMap<(List, String), Found>,
    ids_held: usize,
    clock: u64,
}

impl Searches {
    fn get(&mut self, key: &(List, String), version: i64) -> Option<Arc<[String]>> {
        self.clock += 1;
        let clock = self.clock;
        let found = self.by_search.get_mut(key).filter(|found| found.version == version)?;
        found.used = clock;
        Some(Arc::clone(&found.ids))
    }

    /// Keeps `ids`, forgetting the least recently used searches to stay within the bounds.
    fn keep(&mut self, key: (List, String), version: i64, ids: Arc<[String]>) {
        if ids.len() > IDS_KEPT {
            return;
        }
        if let Some(old) = self.by_search.remove(&key) {
            self.ids_held -= old.ids.len();
        }
        while self.by_search.len() >= SEARCHES_KEPT || self.ids_held + ids.len() > IDS_KEPT {
            let Some(oldest) = self.by_search.iter().min_by_key(|(_, found)| found.used).map(|(key, _)| key.clone())
            else {
                break;
            };
            if let Some(old) = self.by_search.remove(&oldest) {
                self.ids_held -= old.ids.len();
            }
        }
        self.clock += 1;
        self.ids_held += ids.len();
        self.by_search.insert(key, Found { version, ids, used: self.clock });
    }
}

/// Searches answered by this process. Like page boundaries, they are kept with the list's
/// version: any write that adds, removes, renames or re-addresses a row of the list gives it a
/// new random version in the database (on whichever server it happens), and the next search
/// here then reads the matches again.
fn searches() -> &'static Mutex<Searches> {
    static SEARCHES: OnceLock<Mutex<Searches>> = OnceLock::new();
    SEARCHES.get_or_init(Mutex::default)
}

/// Every row of `list` that the search `words` finds, in list order, with `like`'s table,
/// order, placement filter and index: kept from an identical search at the list's current
/// version, or read now and kept. Paging through a search, the list screen's refreshes and a
/// school's admins looking up the same names then cost what an unsearched page does.
fn search(
    conn: &mut Conn,
    list: List,
    stats: ListStats,
    words: &SearchWords,
    like: &IdQuery,
) -> Result<Arc<[String]>, StoreError> {
    if words.matches_nothing {
        return Ok(Arc::from(Vec::new()));
    }
    let key = (list, words.key());
    if let Some(ids) = lock(searches()).get(&key, stats.version) {
        return Ok(ids);
    }
    let mut query = IdQuery { from: None, ..like.clone() };
    match words.fts_query().filter(|_| is_sqlite(conn)) {
        Some(fts) => {
            let index = list.search_index();
            let found = fts_count(conn, index, &fts)?;
            if found == 0 {
                return Ok(Arc::from(Vec::new()));
            }
            query.walk_in_order = walk_in_order(stats.total, found);
            query.fts = Some((index, fts));
            query.like_words = words.short.clone();
        }
        // PostgreSQL's trigram indexes serve the `LIKE` filters of longer words.
        None => query.like_words = words.all(),
    }
    let ids: Arc<[String]> = Arc::from(load(conn, &query, true)?);
    lock(searches()).keep(key, stats.version, Arc::clone(&ids));
    Ok(ids)
}

/// Rows `offset..offset + limit` of `ids`, or counted from the end (`descending`), in the
/// order they are shown.
fn page_of(ids: &[String], offset: i64, limit: i64, descending: bool) -> Vec<String> {
    let start = usize::try_from(offset.max(0)).unwrap_or(usize::MAX).min(ids.len());
    let take = usize::try_from(limit.max(0)).unwrap_or(usize::MAX).min(ids.len() - start);
    if descending {
        ids[ids.len() - start - take..ids.len() - start].iter().rev().cloned().collect()
    } else {
        ids[start..start + take].to_vec()
    }
}
