//! What protects the pages and the API from other sites: security headers on every answer (what
//! the page may load and run, that no other site may frame it, how much of its address travels
//! with links), and the guard that refuses requests sent from another site's page.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, Method};
use actix_web::middleware::{DefaultHeaders, Next};
use actix_web::HttpRequest;

use actix_web::web;

use crate::error::ApiError;
use crate::settings::Settings;
use crate::state::AppState;

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

/// A student's work may be framed by this site's own pages (the teacher's review shows a PDF in
/// the page), by no one else.
pub const WORK_FILE_CONTENT_SECURITY_POLICY: &str = "frame-ancestors 'self'";

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

/// Refuses state-changing requests sent from another site's page (cross-site request forgery):
/// when a browser says where the request comes from, it must be this server.
pub async fn refuse_cross_site(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) && from_another_site(req.request()) {
        return Err(ApiError::Forbidden("Requests from other sites are not accepted.".into()).into());
    }
    next.call(req).await
}

/// True when a browser says the request comes from another site's page: a cross-site fetch, or
/// an `Origin` that is not this server. Requests without either (other programs) pass.
pub fn from_another_site(req: &HttpRequest) -> bool {
    let headers = req.headers();
    let cross_site =
        headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()).is_some_and(|site| site == "cross-site");
    let origin_host = headers
        .get(header::ORIGIN)
        .map(|v| v.to_str().ok().and_then(|o| o.split_once("://")).map(|(_, host)| host.to_owned()));
    let host = request_host(req);
    let foreign_origin = match origin_host {
        None => false,
        Some(Some(origin)) => !origin.eq_ignore_ascii_case(&host),
        Some(None) => true,
    };
    cross_site || foreign_origin
}

/// The host the browser addressed: the `Host` header (or the request line's authority), and
/// only with `--trust-proxy-headers` the `X-Forwarded-Host` or `Forwarded` a reverse proxy
/// sets, since any client can send those and would otherwise pass its own site as this one.
fn request_host(req: &HttpRequest) -> String {
    let trust_proxy = req.app_data::<web::Data<AppState>>().is_some_and(|state| state.settings.trust_proxy_headers);
    if trust_proxy {
        return req.connection_info().host().to_owned();
    }
    req.headers()
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .map(str::to_owned)
        .or_else(|| req.uri().authority().map(|a| a.as_str().to_owned()))
        .unwrap_or_default()
}
