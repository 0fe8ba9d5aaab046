//! An id read from a row without a heap allocation: a gradebook reads two ids with each of its
//! thousand scores, only to find the assessment and the student they belong to.

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::pg::{Pg, PgValue};
use diesel::sql_types::Text;
use diesel::sqlite::{Sqlite, SqliteValue};

/// The text of an id column. The ids the server makes (UUIDs, 36 characters) are held inline;
/// a longer one (none is made so) on the heap.
#[derive(Debug, Clone, PartialEq, Eq, FromSqlRow)]
pub(crate) enum IdText {
    /// An id of at most [`IdText::INLINE`] bytes: its bytes, then zeros.
    Inline { bytes: [u8; IdText::INLINE], len: u8 },
    /// A longer one.
    Long(String),
}

impl IdText {
    /// The length of a UUID's text.
    const INLINE: usize = 36;

    /// `text` as an [`IdText`].
    pub(crate) fn new(text: &str) -> IdText {
        let len = text.len();
        match u8::try_from(len) {
            Ok(short) if len <= IdText::INLINE => {
                let mut bytes = [0; IdText::INLINE];
                bytes[..len].copy_from_slice(text.as_bytes());
                IdText::Inline { bytes, len: short }
            }
            _ => IdText::Long(text.to_owned()),
        }
    }

    /// The id's bytes: what ids are compared by, without checking the text again.
    pub(crate) fn as_bytes(&self) -> &[u8] {
        match self {
            IdText::Inline { bytes, len } => &bytes[..usize::from(*len)],
            IdText::Long(text) => text.as_bytes(),
        }
    }

    /// The id.
    pub(crate) fn as_str(&self) -> &str {
        match self {
            // Whole text copied in by `new`, so always UTF-8.
            IdText::Inline { bytes, len } => std::str::from_utf8(&bytes[..usize::from(*len)]).unwrap_or_default(),
            IdText::Long(text) => text,
        }
    }
}

impl FromSql<Text, Sqlite> for IdText {
    fn from_sql(mut value: SqliteValue<'_, '_, '_>) -> deserialize::Result<IdText> {
        Ok(IdText::new(value.read_text()))
    }
}

impl FromSql<Text, Pg> for IdText {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<IdText> {
        Ok(IdText::new(std::str::from_utf8(value.as_bytes())?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_up_to_a_uuid_are_held_inline_and_read_back_whole() {
        let uuid = "81bd8919-5c76-8a3e-9f1c-2b7d4e6a0c11";
        assert!(matches!(IdText::new(uuid), IdText::Inline { len: 36, .. }));
        assert_eq!(IdText::new(uuid).as_str(), uuid);
        assert_eq!(IdText::new(uuid).as_bytes(), uuid.as_bytes());
        assert_eq!(IdText::new("").as_str(), "");
        assert_eq!(IdText::new("é-42").as_str(), "é-42");
        let long = format!("{uuid}-and-more");
        assert_eq!(IdText::new(&long), IdText::Long(long.clone()));
        assert_eq!(IdText::new(&long).as_str(), long);
        assert_eq!(IdText::new(&long).as_bytes(), long.as_bytes());
    }
}
