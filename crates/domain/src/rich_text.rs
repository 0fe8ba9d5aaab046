//! News text: HTML from the editor, kept only in the form its toolbar can make.

use std::collections::{HashMap, HashSet};

use crate::error::ValidationError;

/// Most HTML a news item may hold.
pub const MAX_RICH_TEXT_BYTES: usize = 200 * 1024;

/// Sanitised HTML: headings, paragraphs, emphasis, lists, quotes, links, font family and size,
/// and indent classes. Scripts, event handlers, other styles and unsafe links are gone.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RichText(String);

impl RichText {
    /// Sanitises `html` for the field `field`; refuses it when nothing readable is left.
    pub fn parse_field(field: &'static str, html: &str) -> Result<RichText, ValidationError> {
        RichText::parse_text(field, html, "Write the news text.")
    }

    /// As [`RichText::parse_field`], saying `empty` when nothing readable is left.
    pub fn parse_text(field: &'static str, html: &str, empty: &'static str) -> Result<RichText, ValidationError> {
        if html.len() > MAX_RICH_TEXT_BYTES {
            return Err(ValidationError::new(field, "The text is too long (at most 200 KB)."));
        }
        let clean = sanitizer().clean(html).to_string();
        if visible_text(&clean).trim().is_empty() {
            return Err(ValidationError::new(field, empty));
        }
        Ok(RichText(clean))
    }

    /// The sanitised HTML.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The sanitised HTML, owned.
    pub fn into_string(self) -> String {
        self.0
    }
}

/// The allow-list: exactly what the news editor's toolbar produces.
fn sanitizer() -> ammonia::Builder<'static> {
    let tags: HashSet<&str> = [
        "p",
        "br",
        "h1",
        "h2",
        "h3",
        "strong",
        "b",
        "em",
        "i",
        "u",
        "s",
        "strike",
        "del",
        "blockquote",
        "ol",
        "ul",
        "li",
        "a",
        "span",
    ]
    .into();
    let indents: HashSet<&str> =
        ["indent-1", "indent-2", "indent-3", "indent-4", "indent-5", "indent-6", "indent-7", "indent-8"].into();
    let mut classes: HashMap<&str, HashSet<&str>> = HashMap::new();
    for tag in ["p", "h1", "h2", "h3", "li"] {
        classes.insert(tag, indents.clone());
    }
    let mut attributes: HashMap<&str, HashSet<&str>> = HashMap::new();
    attributes.insert("a", ["href"].into());
    attributes.insert("span", ["style"].into());
    attributes.insert("ol", ["start"].into());
    let mut builder = ammonia::Builder::empty();
    builder
        .tags(tags)
        .allowed_classes(classes)
        .tag_attributes(attributes)
        .filter_style_properties(["font-family", "font-size"].into())
        .url_schemes(["http", "https", "mailto"].into())
        .url_relative(ammonia::UrlRelative::Deny)
        .link_rel(Some("noopener noreferrer"))
        .strip_comments(true);
    builder
}

/// The text a reader would see, for the emptiness check.
fn visible_text(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&nbsp;", " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn clean(html: &str) -> String {
        RichText::parse_field("text", html).map(RichText::into_string).unwrap_or_default()
    }

    #[test]
    fn what_the_toolbar_makes_survives() {
        let html = concat!(
            "<h1>Enrolment</h1><h2 class=\"indent-1\">Dates</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s></p>",
            "<blockquote><p>Quote</p></blockquote><ol start=\"2\"><li>One</li></ol><ul><li class=\"indent-2\">Two</li></ul>",
            "<p><span style=\"font-family: serif; font-size: 20px\">Big serif</span></p>"
        );
        let out = clean(html);
        for kept in [
            "<h1>Enrolment</h1>",
            "class=\"indent-1\"",
            "<strong>Bold</strong>",
            "<u>u</u>",
            "<s>s</s>",
            "<blockquote>",
            "<ol start=\"2\">",
            "class=\"indent-2\"",
            "font-family:serif",
            "font-size:20px",
        ] {
            assert!(out.contains(kept), "lost {kept:?} in {out}");
        }
    }

    #[test]
    fn links_keep_safe_urls_and_gain_noopener() {
        let out = clean(
            "<p><a href=\"https://school.edu/x\" target=\"_blank\">site</a> <a href=\"mailto:a@b.c\">mail</a></p>",
        );
        assert!(out.contains("href=\"https://school.edu/x\""), "{out}");
        assert!(out.contains("rel=\"noopener noreferrer\""), "{out}");
        assert!(out.contains("href=\"mailto:a@b.c\""), "{out}");
    }

    #[test]
    fn known_xss_payloads_are_neutralised() {
        let payloads = [
            "<script>alert(1)</script><p>x</p>",
            "<img src=x onerror=alert(1)><p>x</p>",
            "<p onclick=\"alert(1)\">x</p>",
            "<a href=\"javascript:alert(1)\">x</a>",
            "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
            "<a href=\"&#106;avascript:alert(1)\">x</a>",
            "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
            "<a href=\"vbscript:msgbox(1)\">x</a>",
            "<iframe src=\"https://evil.example\"></iframe><p>x</p>",
            "<svg onload=alert(1)><p>x</p></svg>",
            "<p style=\"background:url(javascript:alert(1))\">x</p>",
            "<span style=\"position:fixed;top:0;background-image:url(x)\">x</span>",
            "<object data=\"x.swf\"></object><p>x</p>",
            "<embed src=\"x\"><p>x</p>",
            "<form action=\"https://evil.example\"><input name=a></form><p>x</p>",
            "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math><p>x</p>",
            "<p class=\"evil\">x</p>",
            "<base href=\"https://evil.example\"><p>x</p>",
            "<meta http-equiv=\"refresh\" content=\"0;url=https://evil.example\"><p>x</p>",
            "<p>x</p><!-- <script>alert(1)</script> -->",
            "<a href=\"/relative/path\">x</a>",
        ];
        for payload in payloads {
            let out = clean(payload).to_lowercase();
            for bad in [
                "<script",
                "onerror",
                "onclick",
                "onload",
                "javascript:",
                "vbscript:",
                "data:",
                "<iframe",
                "<svg",
                "<img",
                "<object",
                "<embed",
                "<form",
                "<input",
                "<style",
                "<base",
                "<meta",
                "background",
                "position",
                "class=\"evil\"",
                "<!--",
                "/relative/path",
                "<math",
            ] {
                assert!(!out.contains(bad), "{payload:?} left {bad:?}: {out}");
            }
        }
    }

    #[test]
    fn empty_or_only_markup_text_is_refused() {
        for html in ["", "   ", "<p></p>", "<p><br></p>", "<script>alert(1)</script>", "<p>&nbsp;</p>"] {
            assert_eq!(RichText::parse_field("text", html).unwrap_err().message, "Write the news text.", "{html:?}");
        }
    }

    #[test]
    fn oversized_text_is_refused() {
        let html = format!("<p>{}</p>", "a".repeat(MAX_RICH_TEXT_BYTES));
        assert!(RichText::parse_field("text", &html).is_err());
    }
}
