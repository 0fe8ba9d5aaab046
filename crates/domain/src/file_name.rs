//! Parts of the names of the files the product hands out (class lists, attendance exports,
//! report cards), safe on every system and in a `Content-Disposition` header.

/// `text` as a part of a file name: ASCII letters and digits in lower case, every other run as
/// one `-`; `fallback` when nothing of it is left.
pub fn file_name_part(text: &str, fallback: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let trimmed = out.trim_end_matches('-');
    if trimmed.is_empty() {
        fallback.to_owned()
    } else {
        trimmed.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::file_name_part;

    #[test]
    fn file_names_keep_letters_and_digits_only() {
        assert_eq!(file_name_part("Grade 7 Rizal", "section"), "grade-7-rizal");
        assert_eq!(file_name_part("  Niño / \"A\"; rm  ", "section"), "ni-o-a-rm");
        assert_eq!(file_name_part("../../etc/passwd", "x"), "etc-passwd");
        assert_eq!(file_name_part("ñ", "section"), "section");
        assert_eq!(file_name_part("", "x"), "x");
    }
}
