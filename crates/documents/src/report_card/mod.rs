//! The report card (School Form 9): its content (`card`, also the JSON of
//! `GET /api/grades/report-card`) printed as PDF (`pdf`, laid out by `layout` in the fonts of
//! `fonts`).

pub mod card;
pub mod fonts;
pub mod layout;
pub mod pdf;

#[cfg(test)]
mod tests;
