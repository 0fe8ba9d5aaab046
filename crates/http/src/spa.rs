//! Serves the built front end from memory: every file of `dist` is read once at start-up, with
//! the brotli and gzip copies the build made beside it, and answered in the encoding the browser
//! accepts. A file with a gzip copy is kept compressed only (2.2 MB less memory): the rare client
//! that accepts neither encoding gets it unpacked from that copy. Hashed assets are cached for a
//! year; `index.html` is revalidated on every visit. Paths of the browser's router (no file
//! extension) fall back to `index.html`; any other unknown path is a plain 404, so
//! `/robots.txt`-like requests never receive the page.

use std::collections::HashMap;
use std::io::Read;
use std::path::Path;
use std::sync::Arc;

use actix_web::http::header::{self, HeaderValue};
use actix_web::http::Method;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use lyceum_domain::fingerprint::fnv1a;

/// Hashed build output: the name changes whenever the content does.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Other files at the root (`robots.txt`, icons): kept a day, then checked again.
const SHORT_LIVED: &str = "public, max-age=86400";
/// The page shell: always asked for again, answered 304 while unchanged.
const REVALIDATE: &str = "no-cache";

/// One file of the built front end, in each encoding the build produced.
struct StaticFile {
    content_type: &'static str,
    cache_control: &'static str,
    etag: String,
    /// The file as built, unless its gzip copy holds it.
    identity: Option<Bytes>,
    gzip: Option<Bytes>,
    brotli: Option<Bytes>,
}

/// The built front end, read into memory.
pub struct Frontend {
    files: HashMap<String, StaticFile>,
}

impl Frontend {
    /// Reads every file under `dist` with its `.br` and `.gz` siblings; `None` when the front
    /// end has not been built there.
    pub fn load(dist: &Path) -> std::io::Result<Option<Frontend>> {
        if !dist.join("index.html").is_file() {
            return Ok(None);
        }
        let mut found = Vec::new();
        collect_files(dist, dist, &mut found)?;
        let mut files = HashMap::new();
        for relative in &found {
            if relative.ends_with(".br") || relative.ends_with(".gz") || relative.starts_with(".vite/") {
                continue;
            }
            let path = dist.join(relative);
            let identity = Bytes::from(std::fs::read(&path)?);
            let sibling = |suffix: &str| {
                let mut name = path.clone().into_os_string();
                name.push(suffix);
                std::fs::read(name).ok().map(Bytes::from)
            };
            let cache_control = if relative == "index.html" {
                REVALIDATE
            } else if relative.starts_with("assets/") {
                IMMUTABLE
            } else {
                SHORT_LIVED
            };
            let gzip = sibling(".gz");
            let held = gzip.as_ref().and_then(unpacked).is_some_and(|unpacked| unpacked == identity);
            let file = StaticFile {
                content_type: content_type(relative),
                cache_control,
                etag: format!("\"{:016x}\"", fnv1a(&identity)),
                identity: (!held).then_some(identity),
                gzip,
                brotli: sibling(".br"),
            };
            files.insert(format!("/{relative}"), file);
        }
        Ok(Some(Frontend { files }))
    }
}

/// Registers the front end: its files, and the page shell for the browser's routes.
pub fn configure(frontend: Option<Arc<Frontend>>) -> impl FnOnce(&mut web::ServiceConfig) {
    move |cfg| match frontend {
        Some(frontend) => {
            cfg.app_data(web::Data::from(frontend)).default_service(web::to(serve));
        }
        None => {
            cfg.default_service(web::to(|| async {
                HttpResponse::ServiceUnavailable()
                    .body("The front end has not been built. Run `cargo build` with Node.js installed.")
            }));
        }
    }
}

async fn serve(req: HttpRequest, frontend: web::Data<Frontend>) -> HttpResponse {
    if !matches!(*req.method(), Method::GET | Method::HEAD) {
        return HttpResponse::MethodNotAllowed().insert_header((header::ALLOW, "GET, HEAD")).finish();
    }
    let path = req.path();
    let file = match frontend.files.get(path) {
        Some(file) => file,
        // A path with a file extension names a file, and there is none by that name.
        None if path.rsplit('/').next().is_some_and(|last| last.contains('.')) => {
            return HttpResponse::NotFound().content_type("text/plain; charset=utf-8").body("Not found");
        }
        None => match frontend.files.get("/index.html") {
            Some(index) => index,
            None => return HttpResponse::NotFound().finish(),
        },
    };
    respond(&req, file)
}

/// Answers `file` in the best encoding the browser accepts, or 304 when it has it already.
fn respond(req: &HttpRequest, file: &StaticFile) -> HttpResponse {
    let unchanged = req
        .headers()
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|tags| tags.split(',').any(|tag| tag.trim() == file.etag || tag.trim() == "*"));
    let mut res = if unchanged { HttpResponse::NotModified() } else { HttpResponse::Ok() };
    res.insert_header((header::CACHE_CONTROL, file.cache_control)).insert_header((header::ETAG, file.etag.as_str()));
    if file.gzip.is_some() || file.brotli.is_some() {
        res.insert_header((header::VARY, "Accept-Encoding"));
    }
    if unchanged {
        return res.finish();
    }
    res.insert_header((header::CONTENT_TYPE, file.content_type));
    let accepted = req.headers().get(header::ACCEPT_ENCODING);
    let body = match (&file.brotli, &file.gzip) {
        (Some(brotli), _) if accepts(accepted, "br") => {
            res.insert_header((header::CONTENT_ENCODING, "br"));
            brotli.clone()
        }
        (_, Some(gzip)) if accepts(accepted, "gzip") => {
            res.insert_header((header::CONTENT_ENCODING, "gzip"));
            gzip.clone()
        }
        _ => match file.identity.clone().or_else(|| file.gzip.as_ref().and_then(unpacked)) {
            Some(identity) => identity,
            None => return HttpResponse::InternalServerError().finish(),
        },
    };
    res.body(body)
}

/// A gzip copy unpacked; none when it is not gzip.
fn unpacked(gzip: &Bytes) -> Option<Bytes> {
    let mut out = Vec::new();
    flate2::read::GzDecoder::new(gzip.as_ref()).read_to_end(&mut out).ok()?;
    Some(Bytes::from(out))
}

/// True when an `Accept-Encoding` header admits `coding` (listed, and not with `q=0`).
pub fn accepts(header: Option<&HeaderValue>, coding: &str) -> bool {
    let Some(value) = header.and_then(|v| v.to_str().ok()) else { return false };
    value.split(',').any(|entry| {
        let mut parts = entry.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let refused = parts
            .any(|param| param.strip_prefix("q=").and_then(|q| q.trim().parse::<f32>().ok()).is_some_and(|q| q <= 0.0));
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

fn collect_files(root: &Path, dir: &Path, found: &mut Vec<String>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            collect_files(root, &path, found)?;
        } else if let Ok(relative) = path.strip_prefix(root) {
            if let Some(relative) = relative.to_str() {
                found.push(relative.replace('\\', "/"));
            }
        }
    }
    Ok(())
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "webp" => "image/webp",
        "woff2" => "font/woff2",
        "json" | "map" => "application/json",
        "txt" => "text/plain; charset=utf-8",
        "webmanifest" => "application/manifest+json",
        "mp3" => "audio/mpeg",
        "ogg" => "audio/ogg",
        "wav" => "audio/wav",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        let header = |v: &'static str| HeaderValue::from_static(v);
        assert!(accepts(Some(&header("gzip, deflate, br, zstd")), "br"));
        assert!(accepts(Some(&header("gzip;q=0.5")), "gzip"));
        assert!(!accepts(Some(&header("br;q=0, gzip")), "br"));
        assert!(!accepts(Some(&header("gzip")), "br"));
        assert!(!accepts(None, "gzip"));
    }
}
