//! The statements behind the admin lists of students and teachers: counts kept by triggers,
//! page boundaries, full-text matches, and a page of ids. `listing` decides which to send.

use crate::like::like_pattern;
use crate::raw_sql::prepared::Statement;

/// A list's row count and version (`total`, `version`) by its row in `list_stats`.
/// Hand-written: `list_stats` is written only by the migrations' triggers, so the diesel schema
/// leaves it out.
pub(crate) fn stats(list: &str) -> Statement {
    let mut statement = Statement::new("SELECT total, version FROM list_stats WHERE list = ");
    statement.text(list);
    statement
}

/// Every `every`th sort key (`a`, `b`, `c`) of the rows `query` reads, in list order, starting
/// with the first row's. Hand-written: diesel's query builder has no window functions.
pub(crate) fn anchors(query: &IdQuery, every: i64) -> Statement {
    let [a, b, c] = query.order;
    let columns = query.order.join(", ");
    let table = query.table;
    let unplaced = if query.unplaced_only { " WHERE section_id IS NULL" } else { "" };
    Statement::new(&format!(
        "SELECT a, b, c FROM (SELECT {a} AS a, {b} AS b, {c} AS c, \
         row_number() OVER (ORDER BY {columns}) AS n FROM {table}{unplaced}) AS ranked \
         WHERE (n - 1) % {every} = 0 ORDER BY n"
    ))
}

/// How many rows (`n`) of the full-text index `index` hold every word of `fts_query`.
/// Hand-written: FTS5's `MATCH` on a virtual table the diesel schema does not describe.
pub(crate) fn fts_count(index: &str, fts_query: &str) -> Statement {
    let mut statement = Statement::new(&format!("SELECT count(*) AS n FROM {index} WHERE {index} MATCH "));
    statement.text(fts_query);
    statement
}

/// How a page of ids is read: which rows, in which order, from where.
#[derive(Debug, Clone)]
pub(crate) struct IdQuery {
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

impl IdQuery {
    /// The ids (`id`) the query finds, in list order: one page, or every row with `whole_list`.
    /// Hand-written: it starts at a remembered boundary with a row-value comparison
    /// (`(a, b, c) >= (?, ?, ?)`), names SQLite's index (`INDEXED BY`), filters by the full-text
    /// index (`MATCH`) and by `LIKE ... ESCAPE`; each shape is prepared once and kept.
    pub fn statement(&self, sqlite: bool, whole_list: bool) -> Statement {
        let mut statement = Statement::new("SELECT id");
        self.filter(&mut statement, sqlite);
        statement.sql(" ORDER BY ").sql(&self.order.join(", "));
        if !whole_list {
            statement.sql(" LIMIT ").int(self.limit.max(0)).sql(" OFFSET ").int(self.offset.max(0));
        }
        statement
    }

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
}
