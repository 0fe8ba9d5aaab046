//! One page of a list, as every paged call answers it: `page` and `pageSize` checked, the rows
//! under their own key with `total`, `page` and `pageSize` beside them.

use crate::error::ApiError;

/// One page of a list: `page` from 1 (default 1), `pageSize` from 1 to 200 (default 20).
pub(crate) struct Window {
    pub page: i64,
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
    pub fn answer<T: serde::Serialize>(&self, rows_key: &'static str, rows: Vec<T>, total: i64) -> Paged<T> {
        Paged { rows_key, rows, total, page: self.page, page_size: self.page_size }
    }
}

/// One page of a list, written straight to JSON (no intermediate `serde_json::Value`).
pub(crate) struct Paged<T> {
    rows_key: &'static str,
    rows: Vec<T>,
    total: i64,
    page: i64,
    page_size: i64,
}

impl<T: serde::Serialize> serde::Serialize for Paged<T> {
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
