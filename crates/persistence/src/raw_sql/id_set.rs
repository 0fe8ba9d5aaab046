//! `column IN (ids)` with every id bound as one JSON array, unpacked by the database
//! (`json_each` on SQLite, `json_array_elements_text` on PostgreSQL).
//!
//! Hand-written because diesel's `eq_any` writes one `?` per id on SQLite and marks such a
//! statement as not worth keeping: reading a page of rows by id would be prepared afresh on
//! every request. Bound as one value, it is one statement for every page, prepared once per
//! connection. The SQL depends only on the column, so the statement's cache key is its type.

use diesel::expression::{AppearsOnTable, Expression, ValidGrouping};
use diesel::pg::Pg;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::sql_types::{Bool, Text};
use diesel::sqlite::Sqlite;
use diesel::QueryResult;

/// A set of ids bound as one JSON array, to filter rows by with [`IdSet::contains`].
#[derive(Debug, Clone)]
pub(crate) struct IdSet {
    json: String,
}

impl IdSet {
    /// The set of `ids`.
    pub fn new<S: AsRef<str>>(ids: &[S]) -> IdSet {
        IdSet { json: json_ids(ids) }
    }

    /// `column IN (this set)`, a filter for any query.
    pub fn contains<C>(&self, column: C) -> InIdSet<'_, C> {
        InIdSet { column, json: &self.json }
    }
}

/// The filter `column IN (ids)`, made by [`IdSet::contains`].
#[derive(Debug, Clone, Copy)]
pub(crate) struct InIdSet<'a, C> {
    column: C,
    json: &'a str,
}

impl<C: Expression> Expression for InIdSet<'_, C> {
    type SqlType = Bool;
}

impl<C: AppearsOnTable<QS>, QS> AppearsOnTable<QS> for InIdSet<'_, C> {}

impl<C: ValidGrouping<GB>, GB> ValidGrouping<GB> for InIdSet<'_, C> {
    type IsAggregate = C::IsAggregate;
}

/// Marks the set's part of a statement's cache key.
#[derive(Debug)]
pub(crate) struct IdSetQueryId;

impl<C: QueryId> QueryId for InIdSet<'_, C> {
    type QueryId = (IdSetQueryId, C::QueryId);
    const HAS_STATIC_QUERY_ID: bool = C::HAS_STATIC_QUERY_ID;
}

impl<C: QueryFragment<Sqlite>> QueryFragment<Sqlite> for InIdSet<'_, C> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Sqlite>) -> QueryResult<()> {
        self.column.walk_ast(out.reborrow())?;
        out.push_sql(" IN (SELECT value FROM json_each(");
        out.push_bind_param::<Text, _>(self.json)?;
        out.push_sql("))");
        Ok(())
    }
}

impl<C: QueryFragment<Pg>> QueryFragment<Pg> for InIdSet<'_, C> {
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        self.column.walk_ast(out.reborrow())?;
        out.push_sql(" IN (SELECT json_array_elements_text(CAST(");
        out.push_bind_param::<Text, _>(self.json)?;
        out.push_sql(" AS json)))");
        Ok(())
    }
}

/// `ids` as a JSON array of strings.
fn json_ids<S: AsRef<str>>(ids: &[S]) -> String {
    let mut json = String::with_capacity(ids.len() * 40 + 2);
    json.push('[');
    for (n, id) in ids.iter().enumerate() {
        if n > 0 {
            json.push(',');
        }
        json.push('"');
        for c in id.as_ref().chars() {
            match c {
                '"' => json.push_str("\\\""),
                '\\' => json.push_str("\\\\"),
                c if u32::from(c) < 0x20 => json.push_str(&format!("\\u{:04x}", u32::from(c))),
                c => json.push(c),
            }
        }
        json.push('"');
    }
    json.push(']');
    json
}

#[cfg(test)]
mod tests {
    use diesel::prelude::*;

    use super::*;
    use crate::schema::teachers;

    #[test]
    fn ids_are_written_as_a_json_array_with_quotes_escaped() {
        assert_eq!(json_ids::<&str>(&[]), "[]");
        assert_eq!(json_ids(&["a", "b\"c", "d\\e", "f\u{1}"]), r#"["a","b\"c","d\\e","f\u0001"]"#);
    }

    #[test]
    fn a_read_by_id_set_is_one_kept_statement_for_every_page() {
        let few = IdSet::new(&["a"]);
        let many = IdSet::new(&(0..500).map(|n| n.to_string()).collect::<Vec<_>>());
        type Query<'a> =
            diesel::dsl::Select<diesel::dsl::Filter<teachers::table, InIdSet<'a, teachers::id>>, teachers::id>;
        fn query(set: &IdSet) -> Query<'_> {
            teachers::table.filter(set.contains(teachers::id)).select(teachers::id)
        }
        for set in [&few, &many] {
            assert!(QueryFragment::<Sqlite>::is_safe_to_cache_prepared(&query(set), &Sqlite).unwrap());
            assert!(QueryFragment::<Pg>::is_safe_to_cache_prepared(&query(set), &Pg).unwrap());
        }
        let sqlite = diesel::debug_query::<Sqlite, _>(&query(&few)).to_string();
        assert!(sqlite.contains("`teachers`.`id` IN (SELECT value FROM json_each(?))"), "{sqlite}");
        let pg = diesel::debug_query::<Pg, _>(&query(&many)).to_string();
        assert!(pg.contains(r#""teachers"."id" IN (SELECT json_array_elements_text(CAST($1 AS json)))"#), "{pg}");
        fn query_id<T: QueryId>(_: &T) -> Option<std::any::TypeId> {
            T::query_id()
        }
        assert!(query_id(&query(&few)).is_some(), "kept under its type, whatever the ids");
    }
}
