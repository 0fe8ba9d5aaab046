//! Lyceum's storage: the diesel schema, one query code path for SQLite and PostgreSQL,
//! the connection pool and the embedded migrations.
//!
//! Each entity has its own module of plain functions taking a connection; multi-row changes
//! run in one transaction. No HTTP and no business rules here.

pub mod accounts;
pub mod attachments;
pub mod audit;
pub mod classes;
pub mod db;
pub mod error;
pub mod files;
pub mod hub;
pub mod imports;
mod listing;
pub mod messages;
pub mod news;
pub mod newsletters;
mod prepared;
pub mod schema;
pub mod sections;
pub mod seed;
pub mod sessions;
pub mod students;
pub mod subjects;
pub mod teachers;
pub mod teaching;
pub mod throttle;

/// SQL functions both backends share.
pub(crate) mod sql {
    diesel::define_sql_function!(
        /// SQL `lower()`, so searches ignore letter case on both backends.
        fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text
    );

    /// Escapes `%`, `_` and `\` so a search term matches literally.
    pub(crate) fn like_pattern(term: &str) -> String {
        let mut pattern = String::from("%");
        for c in term.trim().to_lowercase().chars() {
            if matches!(c, '%' | '_' | '\\') {
                pattern.push('\\');
            }
            pattern.push(c);
        }
        pattern.push('%');
        pattern
    }

    #[cfg(test)]
    mod tests {
        use super::like_pattern;

        #[test]
        fn search_terms_match_literally() {
            assert_eq!(like_pattern(" Ma_ria% "), "%ma\\_ria\\%%");
            assert_eq!(like_pattern("a\\b"), "%a\\\\b%");
        }
    }
}

pub use db::{Conn, Database, DatabaseUrl, DbConnection};
pub use error::StoreError;

/// A new random id, as stored and as the API shows it in `_id`.
pub fn new_id() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// The current time in UTC, as stored.
pub fn now() -> chrono::NaiveDateTime {
    chrono::Utc::now().naive_utc()
}

/// diesel's error, for callers that run several calls in one [`transaction`].
pub use diesel::result::Error as DieselError;

/// Runs `work` in one transaction: everything it wrote commits, or nothing does.
///
/// On SQLite the outermost transaction takes the write lock up front (`BEGIN IMMEDIATE`): a
/// transaction that began as a reader and then writes cannot wait for the lock (SQLite answers
/// "database is locked" at once), while one that asks for it first waits its turn through the
/// busy timeout. Nested calls become savepoints of the outer transaction.
pub fn transaction<T, E, F>(conn: &mut Conn, work: F) -> Result<T, E>
where
    F: FnOnce(&mut Conn) -> Result<T, E>,
    E: From<DieselError>,
{
    use diesel::connection::{AnsiTransactionManager, TransactionManager};
    use diesel::Connection;
    type Manager = <DbConnection as Connection>::TransactionManager;
    let DbConnection::Sqlite(sqlite) = &mut **conn else { return conn.transaction(work) };
    if AnsiTransactionManager::transaction_manager_status_mut(sqlite).transaction_depth()?.is_some() {
        return conn.transaction(work);
    }
    AnsiTransactionManager::begin_transaction_sql(sqlite, "BEGIN IMMEDIATE")?;
    match work(conn) {
        Ok(value) => {
            Manager::commit_transaction(&mut **conn)?;
            Ok(value)
        }
        Err(error) => {
            Manager::rollback_transaction(&mut **conn)?;
            Err(error)
        }
    }
}
