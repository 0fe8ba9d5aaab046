//! The words of an admin's search, split by what can find them: the trigram index finds words
//! of three characters or more, a scan with `LIKE` the shorter ones.

/// The words of a search: each must appear, as typed, in a first name, last name or email.
#[derive(Debug, Clone, Default)]
pub(super) struct SearchWords {
    /// Words of three characters or more: the trigram index finds them.
    pub indexed: Vec<String>,
    /// Shorter words, matched with `LIKE` on the rows the rest of the filter leaves.
    pub short: Vec<String>,
    /// A word holds a NUL character, which no stored name or email does (and PostgreSQL
    /// cannot take in text): nothing matches.
    pub matches_nothing: bool,
}

impl SearchWords {
    /// Splits a search on whitespace; `None` when there is nothing to search for.
    pub fn parse(search: Option<&str>) -> Option<SearchWords> {
        let term = search.map(str::trim).filter(|t| !t.is_empty())?;
        let mut words = SearchWords { matches_nothing: term.contains('\0'), ..SearchWords::default() };
        for word in term.split_whitespace() {
            if word.chars().count() >= 3 {
                words.indexed.push(word.to_owned());
            } else {
                words.short.push(word.to_owned());
            }
        }
        Some(words)
    }

    /// The search as its matches depend on it: letter case matches either way.
    pub fn key(&self) -> String {
        self.indexed.iter().chain(&self.short).map(|word| word.to_lowercase()).collect::<Vec<_>>().join(" ")
    }

    /// Every word, for backends that match them all with `LIKE`.
    pub fn all(&self) -> Vec<String> {
        self.indexed.iter().chain(&self.short).cloned().collect()
    }

    /// An FTS5 query that finds rows holding every indexed word: each word is a quoted string
    /// (inner quotes doubled), so operators typed into the search box stay plain text.
    pub fn fts_query(&self) -> Option<String> {
        if self.indexed.is_empty() {
            return None;
        }
        Some(self.indexed.iter().map(|word| format!("\"{}\"", word.replace('"', "\"\""))).collect::<Vec<_>>().join(" "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_words_are_quoted_so_operators_stay_text() {
        let words = SearchWords::parse(Some(r#" say"hi NEAR( OR a* ab "#)).unwrap();
        assert_eq!(words.indexed, vec![r#"say"hi"#, "NEAR("]);
        assert_eq!(words.fts_query().unwrap(), r#""say""hi" "NEAR(""#);
        assert_eq!(words.short, vec!["OR", "a*", "ab"]);
    }

    #[test]
    fn searches_differing_only_in_letter_case_are_one() {
        let a = SearchWords::parse(Some("MARÍA de")).unwrap();
        let b = SearchWords::parse(Some("maría DE")).unwrap();
        assert_eq!(a.key(), b.key());
    }

    #[test]
    fn blank_searches_search_nothing() {
        assert!(SearchWords::parse(Some("   ")).is_none());
        assert!(SearchWords::parse(None).is_none());
        assert!(SearchWords::parse(Some("ab")).unwrap().fts_query().is_none());
    }
}
