//! Statements written as SQL that each connection prepares once and keeps.
//!
//! diesel's `sql_query` prepares its text again on every run, and on SQLite preparing a
//! statement over a join or the full-text index costs more than running it. A [`Statement`]
//! is kept in the connection's statement cache under its SQL, so its text must not embed
//! values: they are bound (`?` on SQLite, `$n` on PostgreSQL, written by diesel in order).

use diesel::backend::Backend;
use diesel::query_builder::{AstPass, Query, QueryFragment, QueryId};
use diesel::serialize::ToSql;
use diesel::sql_types::{BigInt, HasSqlType, Text, Untyped};
use diesel::{QueryResult, RunQueryDsl};

/// Most bound parameters of a statement that is kept; longer ones (a search of many short
/// words) are prepared for the one run, so odd inputs cannot fill the cache.
const KEPT_BINDS: usize = 12;

#[derive(Debug, Clone)]
enum Piece {
    Sql(String),
    Text(String),
    Int(i64),
}

/// SQL with its values bound in place, loaded into `QueryableByName` rows.
#[derive(Debug, Clone, Default)]
pub(crate) struct Statement {
    pieces: Vec<Piece>,
}

impl Statement {
    /// A statement starting with `sql`.
    pub fn new(sql: &str) -> Statement {
        let mut statement = Statement::default();
        statement.sql(sql);
        statement
    }

    /// Appends SQL text, which must hold no value from outside.
    pub fn sql(&mut self, sql: &str) -> &mut Statement {
        match self.pieces.last_mut() {
            Some(Piece::Sql(text)) => text.push_str(sql),
            _ => self.pieces.push(Piece::Sql(sql.to_owned())),
        }
        self
    }

    /// Appends a bound text value.
    pub fn text(&mut self, value: impl Into<String>) -> &mut Statement {
        self.pieces.push(Piece::Text(value.into()));
        self
    }

    /// Appends a bound integer.
    pub fn int(&mut self, value: i64) -> &mut Statement {
        self.pieces.push(Piece::Int(value));
        self
    }

    fn binds(&self) -> usize {
        self.pieces.iter().filter(|piece| !matches!(piece, Piece::Sql(_))).count()
    }
}

impl QueryId for Statement {
    type QueryId = ();
    // Not a static type: diesel keys the prepared statement by its SQL and bind types.
    const HAS_STATIC_QUERY_ID: bool = false;
}

impl Query for Statement {
    type SqlType = Untyped;
}

impl<Conn> RunQueryDsl<Conn> for Statement {}

impl<DB> QueryFragment<DB> for Statement
where
    DB: Backend + HasSqlType<Text> + HasSqlType<BigInt>,
    String: ToSql<Text, DB>,
    i64: ToSql<BigInt, DB>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, DB>) -> QueryResult<()> {
        if self.binds() > KEPT_BINDS {
            out.unsafe_to_cache_prepared();
        }
        for piece in &self.pieces {
            match piece {
                Piece::Sql(sql) => out.push_sql(sql),
                Piece::Text(value) => out.push_bind_param::<Text, _>(value)?,
                Piece::Int(value) => out.push_bind_param::<BigInt, _>(value)?,
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statements_are_kept_unless_they_bind_many_values() {
        use diesel::sqlite::Sqlite;
        let mut statement = Statement::new("SELECT 1");
        statement.sql(" WHERE a = ").text("x").sql(" AND b = ").int(2);
        assert_eq!(statement.pieces.len(), 4, "adjacent SQL joins into one piece");
        assert!(QueryFragment::<Sqlite>::is_safe_to_cache_prepared(&statement, &Sqlite).unwrap());
        for n in 0..KEPT_BINDS {
            statement.sql(" OR c = ").int(i64::try_from(n).unwrap());
        }
        assert!(!QueryFragment::<Sqlite>::is_safe_to_cache_prepared(&statement, &Sqlite).unwrap());
    }
}
