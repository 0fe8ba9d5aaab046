//! The mail server, from `--smtp-url` and `--smtp-from`, checked at start-up:
//!
//! - `smtp://[user:password@]host[:port]`: STARTTLS, required (port 587 by default);
//! - `smtps://[user:password@]host[:port]`: TLS from the first byte (port 465 by default);
//! - `smtp://host:port?tls=opportunistic`: STARTTLS when the server offers it;
//! - `smtp://host:port?tls=none`: no encryption, for a relay on the same machine (and tests).
//!
//! A path names the server this one greets as (`smtp://host/school.example`, else `localhost`).

use std::fmt;
use std::time::Duration;

use lettre::message::Mailbox;
use lettre::{AsyncSmtpTransport, Tokio1Executor};

/// The sender address unless `--smtp-from` says otherwise.
pub const DEFAULT_FROM: &str = "Lyceum <lyceum@localhost>";

/// How long one e-mail may take to send before it is given up.
pub const SEND_TIMEOUT: Duration = Duration::from_secs(15);

/// Where e-mail goes and whom it is from.
#[derive(Clone)]
pub struct SmtpSettings {
    /// The URL as the mail library reads it.
    url: String,
    /// The sender of every message.
    pub from: Mailbox,
    /// How long one message may take.
    pub timeout: Duration,
}

impl fmt::Debug for SmtpSettings {
    // The URL may hold a password: never in a log.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SmtpSettings").field("from", &self.from.to_string()).field("timeout", &self.timeout).finish()
    }
}

impl SmtpSettings {
    /// Checks the URL and the sender: an error names what is wrong, for the start-up message.
    pub fn parse(url: &str, from: &str) -> Result<SmtpSettings, String> {
        let url = library_url(url.trim())?;
        AsyncSmtpTransport::<Tokio1Executor>::from_url(&url)
            .map_err(|error| format!("the SMTP URL is not valid: {error}"))?;
        let from: Mailbox =
            from.trim().parse().map_err(|error| format!("the sender address (--smtp-from) is not valid: {error}"))?;
        Ok(SmtpSettings { url, from, timeout: SEND_TIMEOUT })
    }

    /// The transport: a new connection per message, each step within the time limit.
    pub fn transport(&self) -> AsyncSmtpTransport<Tokio1Executor> {
        match AsyncSmtpTransport::<Tokio1Executor>::from_url(&self.url) {
            Ok(builder) => builder.timeout(Some(self.timeout)).build(),
            // Checked by `parse`; a transport to nowhere fails each send, logged.
            Err(_) => AsyncSmtpTransport::<Tokio1Executor>::unencrypted_localhost(),
        }
    }
}

/// The URL in the mail library's words: `smtp://` without `tls` requires STARTTLS, and
/// `tls=none` is the library's plain `smtp://`.
fn library_url(url: &str) -> Result<String, String> {
    let Some((scheme, rest)) = url.split_once("://") else {
        return Err("the SMTP URL must start with smtp:// or smtps://".into());
    };
    let scheme = scheme.to_ascii_lowercase();
    let (address, query) = rest.split_once('?').unwrap_or((rest, ""));
    if address.is_empty() || address.starts_with('/') {
        return Err("the SMTP URL names no mail server".into());
    }
    let mut tls = None;
    let mut others = Vec::new();
    for pair in query.split('&').filter(|pair| !pair.is_empty()) {
        match pair.split_once('=') {
            Some(("tls", value)) => tls = Some(value.to_ascii_lowercase()),
            _ => others.push(pair.to_owned()),
        }
    }
    let tls = match (scheme.as_str(), tls.as_deref()) {
        ("smtp", None | Some("required")) => Some("required"),
        ("smtp", Some("opportunistic")) => Some("opportunistic"),
        ("smtp", Some("none")) => None,
        ("smtps", None) => None,
        ("smtp", Some(other)) => {
            return Err(format!("the SMTP URL's tls must be required, opportunistic or none, not {other:?}"))
        }
        ("smtps", Some(_)) => return Err("an smtps:// URL takes no tls parameter".into()),
        _ => return Err("the SMTP URL must start with smtp:// or smtps://".into()),
    };
    others.extend(tls.map(|tls| format!("tls={tls}")));
    let query = if others.is_empty() { String::new() } else { format!("?{}", others.join("&")) };
    Ok(format!("{scheme}://{address}{query}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smtp_urls_require_starttls_unless_they_say_otherwise() {
        assert_eq!(library_url("smtp://mail.example.org").unwrap(), "smtp://mail.example.org?tls=required");
        assert_eq!(
            library_url("smtp://u:p@mail.example.org:2525?tls=opportunistic").unwrap(),
            "smtp://u:p@mail.example.org:2525?tls=opportunistic"
        );
        assert_eq!(library_url("smtp://127.0.0.1:2525?tls=none").unwrap(), "smtp://127.0.0.1:2525");
        assert_eq!(library_url("smtps://mail.example.org").unwrap(), "smtps://mail.example.org");
        assert!(library_url("mail.example.org").is_err());
        assert!(library_url("http://mail.example.org").is_err());
        assert!(library_url("smtp://").is_err());
        assert!(library_url("smtp://mail.example.org?tls=maybe").is_err());
    }

    #[test]
    fn the_settings_check_the_url_and_the_sender() {
        assert!(SmtpSettings::parse("smtp://mail.example.org", DEFAULT_FROM).is_ok());
        assert!(SmtpSettings::parse("smtp://mail.example.org:notaport", DEFAULT_FROM).is_err());
        assert!(SmtpSettings::parse("smtp://mail.example.org", "not an address").is_err());
        let settings = SmtpSettings::parse("smtp://user:secret@mail.example.org", DEFAULT_FROM).unwrap();
        assert!(!format!("{settings:?}").contains("secret"));
    }
}
