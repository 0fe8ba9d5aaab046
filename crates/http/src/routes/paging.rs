//! One page of a list, as every paged call answers it: `page` and `pageSize` checked, the rows
//! under their own key with `total`, `page` and `pageSize` beside them; and [`Listing`], for the
//! account lists that answer everyone unless a page is asked.

use actix_web::HttpResponse;
use lyceum_persistence::{Conn, Database};
use serde::Serialize;

use crate::db;
use crate::error::ApiError;

/// One page of a list: `page` from 1 (default 1), `pageSize` from 1 to 200 (default 20).
pub(crate) struct Window {
    /// The page, from 1.
    pub page: i64,
    /// Rows per page.
    pub page_size: i64,
}

impl Window {
    /// Checks the asked page; 400 when it is out of range.
    pub fn new(page: Option<i64>, page_size: Option<i64>) -> Result<Window, ApiError> {
        let window = Window { page: page.unwrap_or(1), page_size: page_size.unwrap_or(20) };
        if window.page < 1 || !(1..=200).contains(&window.page_size) {
            return Err(ApiError::BadRequest("Use a page from 1 and a pageSize from 1 to 200.".into()));
        }
        Ok(window)
    }

    /// Rows before this page.
    pub fn offset(&self) -> i64 {
        (self.page - 1) * self.page_size
    }

    /// This page of `rows_key` as the API answers it: `{<rows_key>: [...], total, page, pageSize}`.
    pub fn answer<T: Serialize>(&self, rows_key: &'static str, rows: Vec<T>, total: i64) -> Paged<T> {
        Paged { rows_key, rows, total, page: self.page, page_size: self.page_size }
    }
}

/// [`Paged`] in TypeScript, for the wire contract: the rows under their key `K`, and the counts.
pub const PAGED_TYPESCRIPT: &str = "/**\n * One page of a list: the rows under their own key `K`, with the rows in all, the page (from 1)\n * and its size.\n */\nexport type Paged<K extends string, Row> = { [key in K]: Array<Row> } & {\n  total: number,\n  page: number,\n  pageSize: number,\n};\n";

/// One page of a list, written straight to JSON (no intermediate `serde_json::Value`).
pub(crate) struct Paged<T> {
    rows_key: &'static str,
    rows: Vec<T>,
    total: i64,
    page: i64,
    page_size: i64,
}

impl<T: Serialize> Serialize for Paged<T> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        let mut map = serializer.serialize_map(Some(4))?;
        map.serialize_entry(self.rows_key, &self.rows)?;
        map.serialize_entry("total", &self.total)?;
        map.serialize_entry("page", &self.page)?;
        map.serialize_entry("pageSize", &self.page_size)?;
        map.end()
    }
}

/// How a list call that pages only when asked is answered: the whole list when the call names
/// no page, size or search (as the first clients ask for it), otherwise one page.
pub(crate) enum Listing {
    /// Every row, answered as a plain JSON array.
    Whole,
    /// One page, answered as `{<rows>: [...], total, page, pageSize}`.
    Page(Window),
}

impl Listing {
    /// The whole list unless `paged`; otherwise the page asked, or 400 when it is out of range.
    pub fn new(paged: bool, page: Option<i64>, page_size: Option<i64>) -> Result<Listing, ApiError> {
        Ok(if paged { Listing::Page(Window::new(page, page_size)?) } else { Listing::Whole })
    }

    /// Rows to skip before the first one answered.
    pub fn offset(&self) -> i64 {
        match self {
            Listing::Whole => 0,
            Listing::Page(window) => window.offset(),
        }
    }

    /// Most rows answered.
    pub fn limit(&self) -> i64 {
        match self {
            Listing::Whole => i64::MAX,
            Listing::Page(window) => window.page_size,
        }
    }

    /// Reads the rows with `work`: a page is a short read (see [`db::read`]); the whole list
    /// grows with the school, so it is read off the async workers.
    pub async fn read<T, E, F>(&self, db: &Database, work: F) -> Result<T, ApiError>
    where
        T: Send + 'static,
        ApiError: From<E>,
        F: FnOnce(&mut Conn) -> Result<T, E> + Send + 'static,
    {
        match self {
            Listing::Whole => db::run(db, move |conn| work(conn).map_err(ApiError::from)).await,
            Listing::Page(_) => db::read(db, work).await,
        }
    }

    /// The answer: the rows alone, or this page of them under `rows_key` with the `total`.
    pub fn answer<T: Serialize>(&self, rows_key: &'static str, rows: Vec<T>, total: i64) -> HttpResponse {
        match self {
            Listing::Whole => HttpResponse::Ok().json(rows),
            Listing::Page(window) => HttpResponse::Ok().json(window.answer(rows_key, rows, total)),
        }
    }
}
