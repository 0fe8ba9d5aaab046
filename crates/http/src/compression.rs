//! Compresses JSON answers for browsers that accept gzip. Small answers go as they are (the
//! gzip framing would outweigh the saving); files, pictures, live sockets and the front end's
//! precompressed assets are never touched.

use std::io::Write;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::middleware::Next;
use flate2::write::GzEncoder;
use flate2::Compression;

/// Answers shorter than this go uncompressed.
pub const MIN_COMPRESSED_BYTES: usize = 1024;

/// Middleware: gzip for JSON answers of at least [`MIN_COMPRESSED_BYTES`].
pub async fn compress_json(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let gzip_accepted = crate::spa::accepts(req.headers().get(header::ACCEPT_ENCODING), "gzip");
    let res = next.call(req).await?;
    let json = res
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|kind| kind.starts_with("application/json"));
    if !json || res.headers().contains_key(header::CONTENT_ENCODING) {
        return Ok(res.map_into_boxed_body());
    }
    let (req, res) = res.into_parts();
    let (mut head, body) = res.into_parts();
    let bytes = match body.try_into_bytes() {
        Ok(bytes) => bytes,
        Err(body) => return Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(body)))),
    };
    if bytes.len() < MIN_COMPRESSED_BYTES {
        return Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(bytes))));
    }
    head.headers_mut().insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if !gzip_accepted {
        return Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(bytes))));
    }
    let mut encoder = GzEncoder::new(Vec::with_capacity(bytes.len() / 4), Compression::fast());
    let compressed = encoder.write_all(&bytes).and_then(|()| encoder.finish());
    match compressed {
        Ok(compressed) => {
            head.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
            Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(compressed))))
        }
        Err(_) => Ok(ServiceResponse::new(req, head.set_body(BoxBody::new(bytes)))),
    }
}
