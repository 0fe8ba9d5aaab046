//! Every upload of the product goes through here: the type is decided by the content, the
//! size is limited, the file is stored under a server-made name in its kind's folder, and
//! clients only ever name files by the path this module gave them.

use std::path::{Path, PathBuf};

use actix_multipart::{Multipart, MultipartError};
use actix_web::web;
use futures_util::StreamExt;
use lyceum_persistence::files::{self, Upload};
use lyceum_persistence::unreferenced_uploads;

use crate::auth::caller::CurrentSession;
use crate::db;
use crate::error::ApiError;
use crate::state::AppState;

/// Prefix of every stored file's path; downloads are served under it.
pub const FILES_PREFIX: &str = "/api/files/";

/// The message the UI shows for a refused file type; clients match this text, so it stays as is.
pub const FILE_TYPE_REFUSED: &str = "File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.";
const IMAGE_TYPE_REFUSED: &str = "Only PNG, JPEG, WebP or GIF images can be used.";

/// What an upload is for; each kind has its own folder, form field and accepted types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UploadKind {
    /// Photos and news images.
    Image,
    /// General newsletters and memos.
    Newsletter,
    /// Weekly lesson guides of a section.
    Section,
    /// Files of a subject.
    Subject,
}

/// A file type recognised from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct FileType {
    mime: &'static str,
    extension: &'static str,
}

const PDF: FileType = FileType { mime: "application/pdf", extension: "pdf" };
const PNG: FileType = FileType { mime: "image/png", extension: "png" };
const JPEG: FileType = FileType { mime: "image/jpeg", extension: "jpg" };
const WEBP: FileType = FileType { mime: "image/webp", extension: "webp" };
const GIF: FileType = FileType { mime: "image/gif", extension: "gif" };
const ALL_TYPES: [FileType; 5] = [PDF, PNG, JPEG, WEBP, GIF];

impl UploadKind {
    /// The folder under the uploads directory, also the second part of the served path.
    pub fn folder(self) -> &'static str {
        match self {
            UploadKind::Image => "images",
            UploadKind::Newsletter => "newsletters",
            UploadKind::Section => "sections",
            UploadKind::Subject => "subjects",
        }
    }

    /// The multipart field the file comes in: `image` for photos, `file` for the rest, as the
    /// API contract names them.
    pub fn field(self) -> &'static str {
        match self {
            UploadKind::Image => "image",
            _ => "file",
        }
    }

    /// The kind stored in `folder`.
    pub fn from_folder(folder: &str) -> Option<UploadKind> {
        [UploadKind::Image, UploadKind::Newsletter, UploadKind::Section, UploadKind::Subject]
            .into_iter()
            .find(|kind| kind.folder() == folder)
    }

    fn accepted(self) -> &'static [FileType] {
        match self {
            UploadKind::Image => &[PNG, JPEG, WEBP, GIF],
            _ => &[PDF, JPEG, PNG],
        }
    }

    fn refused_message(self) -> &'static str {
        match self {
            UploadKind::Image => IMAGE_TYPE_REFUSED,
            _ => FILE_TYPE_REFUSED,
        }
    }

    fn limit(self, state: &AppState) -> usize {
        match self {
            UploadKind::Image => state.settings.image_limit_bytes,
            _ => state.settings.file_limit_bytes,
        }
    }
}

/// The type of `bytes` if it is one Lyceum stores, judged by content alone.
fn sniff(bytes: &[u8]) -> Option<FileType> {
    let detected = infer::get(bytes)?;
    ALL_TYPES.into_iter().find(|t| t.mime == detected.mime_type())
}

/// A stored path split into its kind and file name, if it is one this module could have made.
pub fn parse_stored_path(path: &str) -> Option<(UploadKind, &str)> {
    let (folder, name) = path.strip_prefix(FILES_PREFIX)?.split_once('/')?;
    let kind = UploadKind::from_folder(folder)?;
    let (stem, extension) = name.split_once('.')?;
    let stem_ok = uuid::Uuid::parse_str(stem).is_ok_and(|id| id.hyphenated().to_string() == stem);
    let extension_ok = ALL_TYPES.iter().any(|t| t.extension == extension);
    (stem_ok && extension_ok).then_some((kind, name))
}

/// Where a stored path lives on disk.
pub fn disk_path(uploads_dir: &Path, path: &str) -> Option<PathBuf> {
    let (kind, name) = parse_stored_path(path)?;
    Some(uploads_dir.join(kind.folder()).join(name))
}

/// The file name a person gave, without folders or control characters, for display only.
fn display_name(raw: Option<&str>, file_type: FileType) -> String {
    let base = raw.unwrap_or_default().rsplit(['/', '\\']).next().unwrap_or_default();
    let clean: String = base.chars().filter(|c| !c.is_control()).take(200).collect();
    let clean = clean.trim().trim_start_matches('.').trim();
    if clean.is_empty() {
        format!("file.{}", file_type.extension)
    } else {
        clean.to_owned()
    }
}

fn read_error(error: MultipartError) -> ApiError {
    match error {
        MultipartError::ContentTypeMissing
        | MultipartError::ContentTypeParse
        | MultipartError::ContentTypeIncompatible => {
            ApiError::UnsupportedMediaType("Send the file as multipart/form-data.".into())
        }
        _ => ApiError::BadRequest("The upload could not be read.".into()),
    }
}

/// Reads the file of the form's `field` (its name and bytes), refusing more than `limit` bytes.
/// Most bytes read and dropped from a refused upload before answering anyway.
const DRAIN_LIMIT: usize = 64 * 1024 * 1024;

/// Reads the multipart field `field_name` (a file of at most `limit` bytes). A refused upload
/// is still read to its end (within [`DRAIN_LIMIT`]) before the refusal goes out, so the client
/// finishes sending and reads the answer instead of a broken connection.
pub async fn receive(
    mut form: Multipart,
    field_name: &str,
    limit: usize,
) -> Result<(Option<String>, Vec<u8>), ApiError> {
    let too_large = || ApiError::PayloadTooLarge(format!("The file is larger than {} MB.", limit / (1024 * 1024)));
    let mut received = None;
    let mut other_bytes = 0usize;
    let mut refused = false;
    let mut drained = 0usize;
    while let Some(field) = form.next().await {
        let mut field = field.map_err(read_error)?;
        let wanted = !refused && field.name() == Some(field_name) && received.is_none();
        let name = field.content_disposition().and_then(|cd| cd.get_filename()).map(str::to_owned);
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(read_error)?;
            if refused {
                drained += chunk.len();
                if drained > DRAIN_LIMIT {
                    return Err(too_large());
                }
            } else if !wanted {
                // Other fields are read and dropped, within a bound.
                other_bytes += chunk.len();
                refused = other_bytes > 64 * 1024;
            } else if bytes.len() + chunk.len() > limit {
                refused = true;
                bytes = Vec::new();
            } else {
                bytes.extend_from_slice(&chunk);
            }
        }
        if wanted && !refused {
            received = Some((name, bytes));
        }
    }
    if refused {
        return Err(too_large());
    }
    received.ok_or_else(|| ApiError::BadRequest(format!("Choose a file to upload (form field `{field_name}`).")))
}

/// Stores an upload of `kind` from `uploader` and answers the path it is served at.
pub async fn store(
    state: &web::Data<AppState>,
    form: Multipart,
    kind: UploadKind,
    uploader: &CurrentSession,
) -> Result<String, ApiError> {
    let (name, bytes) = receive(form, kind.field(), kind.limit(state)).await?;
    if bytes.is_empty() {
        return Err(ApiError::BadRequest("The file is empty.".into()));
    }
    let file_type = sniff(&bytes)
        .filter(|t| kind.accepted().contains(t))
        .ok_or_else(|| ApiError::UnsupportedMediaType(kind.refused_message().into()))?;
    within_hourly_cap(state, uploader, bytes.len()).await?;
    let file_name = format!("{}.{}", uuid::Uuid::new_v4().hyphenated(), file_type.extension);
    let path = format!("{FILES_PREFIX}{}/{file_name}", kind.folder());
    let folder = state.settings.uploads_dir.join(kind.folder());
    let target = folder.join(&file_name);
    let size = bytes.len();
    web::block({
        let target = target.clone();
        move || -> std::io::Result<()> {
            std::fs::create_dir_all(&folder)?;
            // Written aside, then renamed: a half-written file never appears under its name.
            let partial = folder.join(format!(".{file_name}.part"));
            std::fs::write(&partial, &bytes)?;
            std::fs::rename(&partial, &target)
        }
    })
    .await?
    .map_err(ApiError::internal)?;
    let upload = Upload {
        path: path.clone(),
        kind: kind.folder().to_owned(),
        original_name: display_name(name.as_deref(), file_type),
        content_type: file_type.mime.to_owned(),
        size_bytes: i64::try_from(size).unwrap_or(i64::MAX),
        uploader_role: uploader.role.as_str().to_owned(),
        uploader_id: uploader.user_id.clone(),
        created_at: lyceum_persistence::now(),
    };
    if let Err(error) = db::query(&state.db, move |conn| files::insert(conn, &upload)).await {
        let _ = std::fs::remove_file(&target);
        return Err(error);
    }
    Ok(path)
}

/// 429 when `uploader` (a teacher or student; administrators are not capped) would pass
/// `--upload-mb-per-hour` with `size` more bytes: uploads are stored before anything refers to
/// them, so without a cap any account could fill the disk within the sweep's grace period.
async fn within_hourly_cap(state: &AppState, uploader: &CurrentSession, size: usize) -> Result<(), ApiError> {
    let Some(cap) = state.settings.upload_bytes_per_hour.filter(|_| uploader.role != lyceum_domain::Role::Admin) else {
        return Ok(());
    };
    let uploader_id = uploader.user_id.clone();
    let since = lyceum_persistence::now() - chrono::Duration::hours(1);
    let used =
        db::query(&state.db, move |conn| unreferenced_uploads::uploaded_since(conn, &uploader_id, since)).await?;
    let used = u64::try_from(used).unwrap_or(0);
    if used.saturating_add(size as u64) <= cap {
        return Ok(());
    }
    Err(ApiError::TooManyRequests(format!(
        "You have uploaded {} MB in the last hour; the limit is {} MB. Try again later.",
        megabytes(used),
        megabytes(cap)
    )))
}

/// Bytes as megabytes for a message: whole from 10 up, else to one decimal ("0.8", "1").
fn megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / (1024.0 * 1024.0);
    let shown = if mb >= 10.0 { format!("{mb:.0}") } else { format!("{mb:.1}") };
    shown.strip_suffix(".0").map(str::to_owned).unwrap_or(shown)
}

/// Checks that an `image` field names a stored image (or is blank, meaning none).
pub fn uploaded_image(conn: &mut lyceum_persistence::Conn, raw: Option<&str>) -> Result<Option<String>, ApiError> {
    let Some(path) = raw.map(str::trim).filter(|path| !path.is_empty()) else {
        return Ok(None);
    };
    let stored = matches!(parse_stored_path(path), Some((UploadKind::Image, _))) && files::find(conn, path)?.is_some();
    if stored {
        Ok(Some(path.to_owned()))
    } else {
        Err(lyceum_domain::ValidationError::new("image", "Upload the image again: this one is not available.").into())
    }
}

/// The stored path of a file the caller uploaded as `kind` and has not attached anywhere yet;
/// otherwise a 400 on `field`.
pub fn attachable_file(
    conn: &mut lyceum_persistence::Conn,
    field: &'static str,
    raw: &str,
    kind: UploadKind,
    uploader_id: &str,
) -> Result<String, ApiError> {
    let path = raw.trim();
    if path.is_empty() {
        return Err(lyceum_domain::ValidationError::new(field, "Choose a file to attach.").into());
    }
    let uploaded = matches!(parse_stored_path(path), Some((k, _)) if k == kind)
        && files::find(conn, path)?.is_some_and(|upload| upload.uploader_id == uploader_id)
        && !lyceum_persistence::attachments::is_attached(conn, path)?;
    if uploaded {
        Ok(path.to_owned())
    } else {
        Err(lyceum_domain::ValidationError::new(field, "Upload the file again: this one is not available.").into())
    }
}

/// Removes stored files from disk after their records are gone; a failure is logged only,
/// since a file without a record can no longer be reached.
pub async fn remove_from_disk(uploads_dir: PathBuf, paths: Vec<String>) {
    let _ = web::block(move || {
        for path in paths {
            if let Some(file) = disk_path(&uploads_dir, &path) {
                if let Err(error) = std::fs::remove_file(&file) {
                    if error.kind() != std::io::ErrorKind::NotFound {
                        tracing::warn!(%path, %error, "could not remove a deleted file");
                    }
                }
            }
        }
    })
    .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_paths_this_module_makes_are_accepted() {
        let id = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
        assert_eq!(
            parse_stored_path(&format!("/api/files/newsletters/{id}.pdf")),
            Some((UploadKind::Newsletter, format!("{id}.pdf").as_str()))
        );
        for bad in [
            format!("/api/files/newsletters/../{id}.pdf"),
            format!("/api/files/../../etc/{id}.pdf"),
            format!("/api/files/other/{id}.pdf"),
            format!("/api/files/images/{id}.exe"),
            format!("/api/files/images/{id}.png/x"),
            "/api/files/images/passwd.png".to_owned(),
            format!("/api/files/images/{}.png", id.to_uppercase()),
            format!("/uploads/images/{id}.png"),
        ] {
            assert_eq!(parse_stored_path(&bad), None, "{bad}");
        }
    }

    #[test]
    fn types_are_recognised_by_content_not_name() {
        assert_eq!(sniff(b"%PDF-1.4\n1 0 obj<<>>endobj\n"), Some(PDF));
        assert_eq!(sniff(&[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0]), Some(PNG));
        assert_eq!(sniff(&[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F', b'I', b'F']), Some(JPEG));
        assert_eq!(sniff(b"<html><script>alert(1)</script></html>"), None);
        assert_eq!(sniff(b"<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>"), None);
        assert_eq!(sniff(&[0x7F, b'E', b'L', b'F', 2, 1, 1, 0]), None);
        assert_eq!(sniff(b"MZ\x90\x00\x03\x00\x00\x00"), None);
    }

    #[test]
    fn display_names_lose_folders_and_control_characters() {
        assert_eq!(display_name(Some("../../etc/passwd"), PDF), "passwd");
        assert_eq!(display_name(Some("C:\\Users\\x\\memo.pdf"), PDF), "memo.pdf");
        assert_eq!(display_name(Some("me\u{0}mo\n.pdf"), PDF), "memo.pdf");
        assert_eq!(display_name(Some(".."), PDF), "file.pdf");
        assert_eq!(display_name(None, PNG), "file.png");
    }
}
