//! Case-insensitive `LIKE` matching shared by every search: the term is lower-cased and its
//! wildcard characters escaped, so what an admin types matches literally on both backends.

diesel::define_sql_function!(
    /// SQL `lower()`, so searches ignore letter case on both backends.
    fn lower(x: diesel::sql_types::Text) -> diesel::sql_types::Text
);

/// Escapes `%`, `_` and `\` so a search term matches literally (with `ESCAPE '\'`), wrapped
/// in `%` so it matches anywhere in the text.
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
