//! Web links attached as newsletters or memos.

use crate::error::ValidationError;

/// Longest link accepted.
const MAX_LINK_LEN: usize = 2000;

/// An absolute `http` or `https` URL with a host.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebLink(String);

impl WebLink {
    /// Validates `raw` for the input field `field`.
    pub fn parse_field(field: &'static str, raw: &str) -> Result<WebLink, ValidationError> {
        let raw = raw.trim();
        if raw.is_empty() {
            return Err(ValidationError::new(field, "Enter a link."));
        }
        let invalid = || ValidationError::new(field, "Enter a valid link starting with http:// or https://.");
        if raw.len() > MAX_LINK_LEN {
            return Err(invalid());
        }
        let url = url::Url::parse(raw).map_err(|_| invalid())?;
        if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none_or(str::is_empty) {
            return Err(invalid());
        }
        Ok(WebLink(url.to_string()))
    }

    /// The normalised link.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn http_and_https_links_are_accepted() {
        assert_eq!(
            WebLink::parse_field("link", " https://example.org/memo ").unwrap().as_str(),
            "https://example.org/memo"
        );
        assert!(WebLink::parse_field("link", "http://school.edu").is_ok());
    }

    #[test]
    fn other_schemes_and_non_links_are_refused() {
        for raw in [
            "",
            "javascript:alert(1)",
            "JAVASCRIPT:alert(1)",
            "data:text/html,x",
            "ftp://x.org/a",
            "file:///etc/passwd",
            "example.org",
            "https://",
            "mailto:a@b.c",
        ] {
            let error = WebLink::parse_field("link", raw).unwrap_err();
            assert_eq!(error.field, "link", "{raw:?}");
        }
    }
}
