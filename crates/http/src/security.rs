//! Security headers on every answer: what the page may load and run, that no other site may
//! frame it, and how much of its address travels with links.

use actix_web::middleware::DefaultHeaders;

use crate::Settings;

/// The pages' policy: scripts only from this server (the built bundle has no inline script),
/// styles from this server plus the inline styles Mantine writes for its theme and components,
/// images and media from this server or made in the page (previews of a chosen photo), live
/// connections to this server only, and no framing by anyone.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; \
    media-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'self'; \
    form-action 'self'; frame-ancestors 'none'";

/// Stored files (PDFs, photos) may be shown by the browser's own viewers, but never framed.
pub const FILE_CONTENT_SECURITY_POLICY: &str = "frame-ancestors 'none'";

/// The headers every answer carries unless its handler set its own: the content security
/// policy, no framing, no type sniffing, the referrer only to this site, and, when the site is
/// served over HTTPS (`--secure-cookies`), HSTS.
pub fn headers(settings: &Settings) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add(("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .add(("X-Frame-Options", "DENY"))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("Referrer-Policy", "same-origin"));
    if settings.secure_cookies {
        headers.add(("Strict-Transport-Security", "max-age=31536000; includeSubDomains"))
    } else {
        headers
    }
}
