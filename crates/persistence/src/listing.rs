//! What keeps the admin lists fast at a whole school's size: row counts kept by triggers
//! (`list_stats`), page boundaries remembered per list and checked against the list's version
//! before use, the words of a search split into those a trigram index can find (three
//! characters or more) and those only a scan can, and the matches of recent searches kept in
//! list order while the list's version stays the same.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock, PoisonError};

use diesel::sql_types::{BigInt, Text};
use diesel::{QueryableByName, RunQueryDsl};

use crate::db::{is_sqlite, on_backend, Conn, DbConnection};
use crate::error::StoreError;
use crate::like::like_pattern;
use crate::raw_sql::prepared::Statement;

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

    /// Every `ANCHOR_EVERY`th sort key of the list, in order, starting with the first row's.
    fn anchors_sql(self) -> String {
        let (columns, from) = match self {
            List::Students => ("last_name, first_name, id", "students"),
            List::UnplacedStudents => ("last_name, first_name, id", "students WHERE section_id IS NULL"),
            List::TeachersByLastName => ("last_name, first_name, id", "teachers"),
            List::TeachersByFirstName => ("first_name, last_name, id", "teachers"),
        };
        let [a, b, c] = self.order();
        format!(
            "SELECT a, b, c FROM (SELECT {a} AS a, {b} AS b, {c} AS c, \
             row_number() OVER (ORDER BY {columns}) AS n FROM {from}) AS ranked \
             WHERE (n - 1) % {ANCHOR_EVERY} = 0 ORDER BY n"
        )
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
    let mut statement = Statement::new("SELECT total, version FROM list_stats WHERE list = ");
    statement.text(list.stats_row());
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
    let mut ids = query.load(conn, false)?;
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
                let statement = Statement::new(&list.anchors_sql());
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

/// The words of a search: each must appear, as typed, in a first name, last name or email.
#[derive(Debug, Clone, Default)]
struct SearchWords {
    /// Words of three characters or more: the trigram index finds them.
    pub indexed: Vec<String>,
    /// Shorter words, matched with `LIKE` on the rows the rest of the filter leaves.
    pub short: Vec<String>,
    /// A word holds a NUL character, which no stored name or email does (and PostgreSQL
    /// cannot take in text): nothing matches.
    pub matches_nothing: bool,
}

impl SearchWords {
    /// Splits a search on whitespace; `None` when there is nothing to search for.
    pub fn parse(search: Option<&str>) -> Option<SearchWords> {
        let term = search.map(str::trim).filter(|t| !t.is_empty())?;
        let mut words = SearchWords { matches_nothing: term.contains('\0'), ..SearchWords::default() };
        for word in term.split_whitespace() {
            if word.chars().count() >= 3 {
                words.indexed.push(word.to_owned());
            } else {
                words.short.push(word.to_owned());
            }
        }
        Some(words)
    }

    /// The search as its matches depend on it: letter case matches either way.
    fn key(&self) -> String {
        self.indexed.iter().chain(&self.short).map(|word| word.to_lowercase()).collect::<Vec<_>>().join(" ")
    }

    /// Every word, for backends that match them all with `LIKE`.
    pub fn all(&self) -> Vec<String> {
        self.indexed.iter().chain(&self.short).cloned().collect()
    }

    /// An FTS5 query that finds rows holding every indexed word: each word is a quoted string
    /// (inner quotes doubled), so operators typed into the search box stay plain text.
    pub fn fts_query(&self) -> Option<String> {
        if self.indexed.is_empty() {
            return None;
        }
        Some(self.indexed.iter().map(|word| format!("\"{}\"", word.replace('"', "\"\""))).collect::<Vec<_>>().join(" "))
    }
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
    let mut statement = Statement::new(&format!("SELECT count(*) AS n FROM {index} WHERE {index} MATCH "));
    statement.text(fts_query);
    Ok(statement.get_result::<Count>(c)?.n)
}

/// How a page of ids is read: which rows, in which order, from where.
#[derive(Debug, Clone)]
struct IdQuery {
    /// `students` or `teachers`.
    pub table: &'static str,
    /// The sort columns, most significant first.
    pub order: [&'static str; 3],
    /// Only students without a section.
    pub unplaced_only: bool,
    /// Start at this sort key.
    pub from: Option<(String, String, String)>,
    /// Only rows the trigram index (`students_search` or `teachers_search`) finds for this
    /// FTS5 query (SQLite).
    pub fts: Option<(&'static str, String)>,
    /// Read the list in order and keep the rows the index found, rather than look each found
    /// row up and sort them: cheaper when the matches are a large share of the list.
    pub walk_in_order: bool,
    /// Words matched with `LIKE` in the first name, last name or email.
    pub like_words: Vec<String>,
    /// A SQLite index to read the rows through, when its planner would choose worse.
    pub sqlite_index: Option<&'static str>,
    /// Rows to skip.
    pub offset: i64,
    /// Most rows to answer.
    pub limit: i64,
}

#[derive(QueryableByName)]
struct Id {
    #[diesel(sql_type = Text)]
    id: String,
}

impl IdQuery {
    /// Appends the statement's `FROM ... WHERE ...`, its values bound.
    fn filter(&self, statement: &mut Statement, sqlite: bool) {
        statement.sql(" FROM ").sql(self.table);
        match self.sqlite_index {
            Some(index) if sqlite && (self.fts.is_none() || self.walk_in_order) => {
                statement.sql(" INDEXED BY ").sql(index);
            }
            _ => {}
        }
        let mut joiner = " WHERE ";
        let mut next = |statement: &mut Statement| {
            statement.sql(joiner);
            joiner = " AND ";
        };
        if self.unplaced_only {
            next(statement);
            statement.sql("section_id IS NULL");
        }
        if let Some((a, b, c)) = &self.from {
            let [x, y, z] = self.order;
            next(statement);
            statement.sql(&format!("({x}, {y}, {z}) >= ("));
            statement.text(a.as_str()).sql(", ").text(b.as_str()).sql(", ").text(c.as_str()).sql(")");
        }
        if let Some((index, query)) = &self.fts {
            // A unary plus keeps SQLite from driving the query by the found rowids.
            let rowid = if self.walk_in_order { "+rowid" } else { "rowid" };
            next(statement);
            statement.sql(&format!("{rowid} IN (SELECT rowid FROM {index} WHERE {index} MATCH "));
            statement.text(query.as_str()).sql(")");
        }
        for word in &self.like_words {
            let pattern = like_pattern(word);
            next(statement);
            statement.sql("(lower(first_name) LIKE ").text(pattern.as_str()).sql(" ESCAPE '\\'");
            statement.sql(" OR lower(last_name) LIKE ").text(pattern.as_str()).sql(" ESCAPE '\\'");
            statement.sql(" OR email LIKE ").text(pattern).sql(" ESCAPE '\\')");
        }
    }

    /// The ids the query finds, in list order: one page, or every row with `whole_list`.
    fn load(&self, conn: &mut Conn, whole_list: bool) -> Result<Vec<String>, StoreError> {
        let sqlite = is_sqlite(conn);
        let mut statement = Statement::new("SELECT id");
        self.filter(&mut statement, sqlite);
        statement.sql(" ORDER BY ").sql(&self.order.join(", "));
        if !whole_list {
            statement.sql(" LIMIT ").int(self.limit.max(0)).sql(" OFFSET ").int(self.offset.max(0));
        }
        let rows: Vec<Id> = on_backend!(conn, |c| statement.load(c))?;
        Ok(rows.into_iter().map(|row| row.id).collect())
    }
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
    let ids: Arc<[String]> = Arc::from(query.load(conn, true)?);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_words_are_quoted_so_operators_stay_text() {
        let words = SearchWords::parse(Some(r#" say"hi NEAR( OR a* ab "#)).unwrap();
        assert_eq!(words.indexed, vec![r#"say"hi"#, "NEAR("]);
        assert_eq!(words.fts_query().unwrap(), r#""say""hi" "NEAR(""#);
        assert_eq!(words.short, vec!["OR", "a*", "ab"]);
    }

    #[test]
    fn pages_of_kept_matches_count_from_either_end() {
        let ids: Vec<String> = (1..=5).map(|n| n.to_string()).collect();
        assert_eq!(page_of(&ids, 0, 2, false), ["1", "2"]);
        assert_eq!(page_of(&ids, 4, 2, false), ["5"]);
        assert_eq!(page_of(&ids, 0, 2, true), ["5", "4"]);
        assert_eq!(page_of(&ids, 4, 2, true), ["1"]);
        assert!(page_of(&ids, 5, 2, true).is_empty());
        assert!(page_of(&ids, 9, 2, false).is_empty());
    }

    #[test]
    fn kept_searches_stay_within_their_bounds_and_follow_the_version() {
        let mut searches = Searches::default();
        let ids = |n: usize| -> Arc<[String]> { (0..n).map(|i| i.to_string()).collect::<Vec<_>>().into() };
        let key = |word: &str| (List::Students, word.to_owned());
        searches.keep(key("a"), 1, ids(3));
        assert_eq!(searches.get(&key("a"), 1).unwrap().len(), 3);
        assert!(searches.get(&key("a"), 2).is_none(), "another version reads again");
        for n in 0..SEARCHES_KEPT + 5 {
            searches.keep(key(&format!("w{n}")), 1, ids(1));
            assert!(searches.by_search.len() <= SEARCHES_KEPT);
        }
        searches.keep(key("big"), 1, ids(IDS_KEPT - 10));
        assert!(searches.ids_held <= IDS_KEPT);
        assert_eq!(searches.ids_held, searches.by_search.values().map(|f| f.ids.len()).sum::<usize>());
        searches.keep(key("huge"), 1, ids(IDS_KEPT + 1));
        assert!(searches.get(&key("huge"), 1).is_none(), "too many to keep");
    }

    #[test]
    fn rows_read_by_id_come_back_in_the_order_asked() {
        let ids: Vec<String> = ["c", "a", "b"].map(String::from).to_vec();
        let rows = vec![("a", 1), ("b", 2), ("c", 3)].into_iter().map(|(id, n)| (id.to_owned(), n)).collect();
        let ordered = in_order_of(&ids, rows, |row: &(String, i32)| &row.0);
        assert_eq!(ordered.iter().map(|row| row.1).collect::<Vec<_>>(), [3, 1, 2]);
    }

    #[test]
    fn searches_differing_only_in_letter_case_are_one() {
        let a = SearchWords::parse(Some("MARÍA de")).unwrap();
        let b = SearchWords::parse(Some("maría DE")).unwrap();
        assert_eq!(a.key(), b.key());
    }

    #[test]
    fn blank_searches_search_nothing() {
        assert!(SearchWords::parse(Some("   ")).is_none());
        assert!(SearchWords::parse(None).is_none());
        assert!(SearchWords::parse(Some("ab")).unwrap().fts_query().is_none());
    }
}
