//! Report cards (School Form 9): the card's content (`card`, the JSON of
//! `GET /api/grades/report-card`), built from what persistence reads (`build`), and printed as
//! PDF (`pdf`, laid out by `layout` in the fonts of `fonts`). The same code serves the calls,
//! the background job (`jobs`) and the `lyceum report-cards` command.

pub mod build;
pub mod card;
pub mod files;
pub mod fonts;
pub mod jobs;
pub mod layout;
pub mod pdf;

#[cfg(test)]
mod tests;
