//! Lyceum's printed documents, each a plain value in and bytes out: the report card (School
//! Form 9) and the permanent record (School Form 10) laid out and written as PDF, and the School
//! Forms written as the spreadsheets DepEd's division offices use. Nothing here reads a
//! database or answers a request, so every document is tested on its own.

pub mod permanent_record;
pub mod receipt;
pub mod report_card;
pub mod school_forms;
pub mod statement;
