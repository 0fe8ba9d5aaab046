//! What keeps the admin lists fast at a whole school's size: row counts kept by triggers
//! (`list_stats`), page boundaries remembered per list and checked against the list's version
//! before use, and the words of a search split into those a trigram index can find (three
//! characters or more) and those only a scan can.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use diesel::sql_types::{BigInt, Text};
use diesel::{sql_query, QueryableByName, RunQueryDsl};

use crate::sql::like_pattern;
use crate::{Conn, DbConnection, StoreError};

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

    /// The sort columns, most significant first.
    pub fn order(self) -> [&'static str; 3] {
        match self {
            List::TeachersByFirstName => ["first_name", "last_name", "id"],
            _ => ["last_name", "first_name", "id"],
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
    // The list's name is one of ours, never the caller's text.
    let sql = format!("SELECT total, version FROM list_stats WHERE list = '{}'", list.stats_row());
    Ok(crate::on_backend!(conn, |c| sql_query(sql.as_str()).get_result::<ListStats>(c))?)
}

/// Where a page of an unsearched list starts: after `skip` rows from the `from` key (or from
/// the start of the list).
#[derive(Debug, Clone, Default)]
pub(crate) struct Seek {
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

/// Where the row `offset` rows into `list` is, from the nearest remembered boundary before it.
pub(crate) fn seek(conn: &mut Conn, list: List, stats: ListStats, offset: i64) -> Result<Seek, StoreError> {
    if offset < ANCHOR_EVERY || offset >= stats.total {
        return Ok(Seek { from: None, skip: offset });
    }
    let anchors = {
        let mut cache = remembered().lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match cache.get(&list) {
            Some(anchors) if anchors.version == stats.version => Arc::clone(anchors),
            _ => {
                let sql = list.anchors_sql();
                let keys: Vec<Key> = crate::on_backend!(conn, |c| sql_query(sql.clone()).load::<Key>(c))?;
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
pub(crate) struct SearchWords {
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

/// Whether the connection is to SQLite, whose full-text index answers searches.
pub(crate) fn is_sqlite(conn: &mut Conn) -> bool {
    matches!(&mut **conn, DbConnection::Sqlite(_))
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

/// How many rows of `index` (`students_search` or `teachers_search`) hold every word of
/// `fts_query`. SQLite only.
pub(crate) fn fts_count(conn: &mut Conn, index: &'static str, fts_query: &str) -> Result<i64, StoreError> {
    let DbConnection::Sqlite(c) = &mut **conn else { return Err(StoreError::Setup("no full-text index".into())) };
    let count: Count = sql_query(format!("SELECT count(*) AS n FROM {index} WHERE {index} MATCH ?"))
        .bind::<Text, _>(fts_query)
        .get_result(c)?;
    Ok(count.n)
}

/// How a page of ids is read: which rows, in which order, from where.
#[derive(Debug, Clone)]
pub(crate) struct IdQuery {
    /// `students` or `teachers`.
    pub table: &'static str,
    /// The sort columns, most significant first.
    pub order: [&'static str; 3],
    /// Z to A.
    pub descending: bool,
    /// Only students without a section.
    pub unplaced_only: bool,
    /// Start at this sort key (ascending lists only).
    pub from: Option<(String, String, String)>,
    /// Only rows the trigram index (`students_search` or `teachers_search`) finds for this
    /// FTS5 query (SQLite).
    pub fts: Option<(&'static str, String)>,
    /// Read the list in order and keep the rows the index found, rather than look each found
    /// row up and sort them: cheaper when many rows match and the page is near the start.
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
    /// The statement's `FROM ... WHERE ...` and its bound values; `placeholder(n)` writes the
    /// nth (1-based) parameter as the backend spells it (`?n` on SQLite, `$n` on PostgreSQL:
    /// both may repeat a parameter).
    fn filter_sql(&self, placeholder: impl Fn(usize) -> String) -> (String, Vec<String>) {
        let sqlite = placeholder(1).starts_with('?');
        let mut binds = Vec::new();
        let next = |value: String, binds: &mut Vec<String>| {
            binds.push(value);
            placeholder(binds.len())
        };
        let mut conditions = Vec::new();
        if self.unplaced_only {
            conditions.push("section_id IS NULL".to_owned());
        }
        if let Some((a, b, c)) = &self.from {
            let [x, y, z] = self.order;
            let (pa, pb, pc) = (next(a.clone(), &mut binds), next(b.clone(), &mut binds), next(c.clone(), &mut binds));
            conditions.push(format!("({x}, {y}, {z}) >= ({pa}, {pb}, {pc})"));
        }
        if let Some((index, query)) = &self.fts {
            // A unary plus keeps SQLite from driving the query by the found rowids.
            let rowid = if self.walk_in_order { "+rowid" } else { "rowid" };
            let p = next(query.clone(), &mut binds);
            conditions.push(format!("{rowid} IN (SELECT rowid FROM {index} WHERE {index} MATCH {p})"));
        }
        for word in &self.like_words {
            let p = next(like_pattern(word), &mut binds);
            conditions.push(format!(
                "(lower(first_name) LIKE {p} ESCAPE '\\' OR lower(last_name) LIKE {p} ESCAPE '\\' \
                 OR email LIKE {p} ESCAPE '\\')"
            ));
        }
        let index = match self.sqlite_index {
            Some(index) if sqlite && (self.fts.is_none() || self.walk_in_order) => format!(" INDEXED BY {index}"),
            _ => String::new(),
        };
        let filter = if conditions.is_empty() { String::new() } else { format!(" WHERE {}", conditions.join(" AND ")) };
        (format!("FROM {}{index}{filter}", self.table), binds)
    }

    fn order_by(&self) -> String {
        let direction = if self.descending { " DESC" } else { "" };
        self.order.iter().map(|column| format!("{column}{direction}")).collect::<Vec<_>>().join(", ")
    }
}

/// The ids of one page, in list order.
pub(crate) fn ids(conn: &mut Conn, query: &IdQuery) -> Result<Vec<String>, StoreError> {
    let statement = |placeholder: &dyn Fn(usize) -> String| {
        let (from_where, binds) = query.filter_sql(placeholder);
        let sql = format!(
            "SELECT id {from_where} ORDER BY {} LIMIT {} OFFSET {}",
            query.order_by(),
            query.limit.max(0),
            query.offset.max(0)
        );
        (sql, binds)
    };
    let rows: Vec<Id> = match &mut **conn {
        DbConnection::Sqlite(c) => {
            let (sql, binds) = statement(&|n| format!("?{n}"));
            let mut q = sql_query(sql).into_boxed::<diesel::sqlite::Sqlite>();
            for value in binds {
                q = q.bind::<Text, _>(value);
            }
            q.load(c)?
        }
        DbConnection::Postgresql(c) => {
            let (sql, binds) = statement(&|n| format!("${n}"));
            let mut q = sql_query(sql).into_boxed::<diesel::pg::Pg>();
            for value in binds {
                q = q.bind::<Text, _>(value);
            }
            q.load(c)?
        }
    };
    Ok(rows.into_iter().map(|row| row.id).collect())
}

/// How many rows the query's filter leaves, on every page: counted by reading the whole list
/// in order (`walk_in_order`, cheaper when the list is shorter than the rows the index found)
/// or by looking up each found row.
pub(crate) fn count(conn: &mut Conn, query: &IdQuery, walk_in_order: bool) -> Result<i64, StoreError> {
    let sqlite_index = query.sqlite_index.filter(|_| walk_in_order);
    let query = IdQuery { from: None, walk_in_order, sqlite_index, ..query.clone() };
    let found: Count = match &mut **conn {
        DbConnection::Sqlite(c) => {
            let (from_where, binds) = query.filter_sql(|n| format!("?{n}"));
            let mut q = sql_query(format!("SELECT count(*) AS n {from_where}")).into_boxed::<diesel::sqlite::Sqlite>();
            for value in binds {
                q = q.bind::<Text, _>(value);
            }
            q.get_result(c)?
        }
        DbConnection::Postgresql(c) => {
            let (from_where, binds) = query.filter_sql(|n| format!("${n}"));
            let mut q = sql_query(format!("SELECT count(*) AS n {from_where}")).into_boxed::<diesel::pg::Pg>();
            for value in binds {
                q = q.bind::<Text, _>(value);
            }
            q.get_result(c)?
        }
    };
    Ok(found.n)
}

/// Whether reading the list in order beats looking up every found row: reading in order
/// passes about `wanted * rows / found` rows, the lookups touch `found` rows and sort them.
pub(crate) fn walk_in_order(wanted: i64, rows_in_list: i64, found: i64) -> bool {
    found > 0 && wanted.saturating_mul(rows_in_list) / found < found.saturating_mul(4)
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
    fn blank_searches_search_nothing() {
        assert!(SearchWords::parse(Some("   ")).is_none());
        assert!(SearchWords::parse(None).is_none());
        assert!(SearchWords::parse(Some("ab")).unwrap().fts_query().is_none());
    }
}
