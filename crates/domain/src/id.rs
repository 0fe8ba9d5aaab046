//! Record ids: every record is named by a UUID (`8-4-4-4-12` hex digits). Requests name records
//! by id in bodies, paths and queries; each is parsed here at the edge, so a value that cannot
//! be an id (empty, too long, holding a NUL or any other stray character) is answered without a
//! query instead of reaching the database, which may refuse it outright.

use std::fmt;

/// A well-formed record id, in the lowercase hyphenated form ids are stored in.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Id(String);

impl Id {
    /// The id `raw` names (surrounding spaces ignored, hex digits in either case), or none when
    /// it is not a UUID.
    pub fn parse(raw: &str) -> Option<Id> {
        let raw = raw.trim();
        let bytes = raw.as_bytes();
        if bytes.len() != 36 {
            return None;
        }
        let well_formed = bytes.iter().enumerate().all(|(at, byte)| match at {
            8 | 13 | 18 | 23 => *byte == b'-',
            _ => byte.is_ascii_hexdigit(),
        });
        well_formed.then(|| Id(raw.to_ascii_lowercase()))
    }

    /// Every id of `raw`, or none when any of them is not a UUID.
    pub fn parse_all<S: AsRef<str>>(raw: &[S]) -> Option<Vec<Id>> {
        raw.iter().map(|one| Id::parse(one.as_ref())).collect()
    }

    /// The id as stored.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The id as an owned string, for the queries that take one.
    pub fn into_string(self) -> String {
        self.0
    }
}

impl fmt::Display for Id {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for Id {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::Id;

    #[test]
    fn only_uuids_parse() {
        let id = Id::parse(" 452D36D5-1c2b-4e0f-9a3b-0123456789ab ").unwrap();
        assert_eq!(id.as_str(), "452d36d5-1c2b-4e0f-9a3b-0123456789ab");
        for bad in [
            "",
            "x",
            "no-such-section",
            "\u{0}",
            "452d36d5-1c2b-4e0f-9a3b-0123456789a\u{0}",
            "452d36d5x1c2b-4e0f-9a3b-0123456789ab",
        ] {
            assert!(Id::parse(bad).is_none(), "{bad:?}");
        }
        assert!(Id::parse_all(&["452d36d5-1c2b-4e0f-9a3b-0123456789ab", "x"]).is_none());
    }
}
