//! Uploads as the school keeps them: the type of a file is decided by its content, each kind has
//! its folder, form field and accepted types, files are stored under server-made names, and a
//! stored path is only ever one this module could have made. The web server receives the
//! upload (`lyceum-http`'s `storage`) and stores it through here.

use std::path::{Path, PathBuf};

use chrono::NaiveDateTime;
use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::{files, Conn, StoreError};

use crate::Refusal;

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
    /// Students' work on classwork: photos, PDFs and office documents.
    Work,
}

/// A file type recognised from its first bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileType {
    /// Its media type, as files are served with it.
    pub mime: &'static str,
    /// The extension stored files of it get.
    pub extension: &'static str,
}

const PDF: FileType = FileType { mime: "application/pdf", extension: "pdf" };
const PNG: FileType = FileType { mime: "image/png", extension: "png" };
const JPEG: FileType = FileType { mime: "image/jpeg", extension: "jpg" };
const WEBP: FileType = FileType { mime: "image/webp", extension: "webp" };
const GIF: FileType = FileType { mime: "image/gif", extension: "gif" };
const DOCX: FileType =
    FileType { mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" };
const XLSX: FileType =
    FileType { mime: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", extension: "xlsx" };
const PPTX: FileType =
    FileType { mime: "application/vnd.openxmlformats-officedocument.presentationml.presentation", extension: "pptx" };
const ALL_TYPES: [FileType; 8] = [PDF, PNG, JPEG, WEBP, GIF, DOCX, XLSX, PPTX];
/// What a student's work of another type is told.
const WORK_TYPE_REFUSED: &str = "Hand in a photo (JPEG, PNG or WebP), a PDF, or a Word, Excel or PowerPoint file.";
/// Bytes read from the start of a file to tell its type (office documents name their parts
/// within the first few kilobytes).
pub const SNIFF_BYTES: usize = 64 * 1024;

impl UploadKind {
    /// The folder under the uploads directory, also the second part of the served path.
    pub fn folder(self) -> &'static str {
        match self {
            UploadKind::Image => "images",
            UploadKind::Newsletter => "newsletters",
            UploadKind::Section => "sections",
            UploadKind::Subject => "subjects",
            UploadKind::Work => "work",
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
        [UploadKind::Image, UploadKind::Newsletter, UploadKind::Section, UploadKind::Subject, UploadKind::Work]
            .into_iter()
            .find(|kind| kind.folder() == folder)
    }

    /// The types an upload of this kind may be.
    pub fn accepted(self) -> &'static [FileType] {
        match self {
            UploadKind::Image => &[PNG, JPEG, WEBP, GIF],
            UploadKind::Work => &[PDF, JPEG, PNG, WEBP, DOCX, XLSX, PPTX],
            _ => &[PDF, JPEG, PNG],
        }
    }

    /// What an upload of another type is told.
    pub fn refused_message(self) -> &'static str {
        match self {
            UploadKind::Image => IMAGE_TYPE_REFUSED,
            UploadKind::Work => WORK_TYPE_REFUSED,
            _ => FILE_TYPE_REFUSED,
        }
    }
}

/// The type of `bytes` if it is one Lyceum stores, judged by content alone.
pub fn sniff(bytes: &[u8]) -> Option<FileType> {
    if let Some(office) = office_document(bytes) {
        return Some(office);
    }
    let detected = infer::get(bytes)?;
    ALL_TYPES.into_iter().find(|t| t.mime == detected.mime_type())
}

/// An office document: a zip archive with a `[Content_Types].xml` part, whose first folder of
/// parts says which (`word/`, `xl/`, `ppt/`). Office and LibreOffice order the parts
/// differently, so the names are looked for rather than read in place.
fn office_document(bytes: &[u8]) -> Option<FileType> {
    let find = |needle: &[u8]| bytes.windows(needle.len()).position(|window| window == needle);
    if !bytes.starts_with(b"PK\x03\x04") || find(b"[Content_Types].xml").is_none() {
        return None;
    }
    [(&b"word/"[..], DOCX), (&b"xl/"[..], XLSX), (&b"ppt/"[..], PPTX)]
        .into_iter()
        .filter_map(|(folder, file_type)| find(folder).map(|at| (at, file_type)))
        .min_by_key(|(at, _)| *at)
        .map(|(_, file_type)| file_type)
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
pub fn display_name(raw: Option<&str>, file_type: FileType) -> String {
    let base = raw.unwrap_or_default().rsplit(['/', '\\']).next().unwrap_or_default();
    let clean: String = base.chars().filter(|c| !c.is_control()).take(200).collect();
    let clean = clean.trim().trim_start_matches('.').trim();
    if clean.is_empty() {
        format!("file.{}", file_type.extension)
    } else {
        clean.to_owned()
    }
}

/// Bytes as megabytes for a message: whole from 10 up, else to one decimal ("0.8", "1").
pub fn megabytes(bytes: u64) -> String {
    let mb = bytes as f64 / (1024.0 * 1024.0);
    let shown = if mb >= 10.0 { format!("{mb:.0}") } else { format!("{mb:.1}") };
    shown.strip_suffix(".0").map(str::to_owned).unwrap_or(shown)
}

/// Writes `bytes` as `file_name` in `folder` (made when missing), aside first and then renamed,
/// so a half-written file never appears under its name.
pub async fn write_file(folder: PathBuf, file_name: String, bytes: Vec<u8>) -> std::io::Result<()> {
    let written = tokio::task::spawn_blocking(move || {
        std::fs::create_dir_all(&folder)?;
        let partial = folder.join(format!(".{file_name}.part"));
        std::fs::write(&partial, &bytes)?;
        std::fs::rename(&partial, folder.join(&file_name))
    });
    written.await.map_err(std::io::Error::other)?
}

/// Whether `user` (signed in as `role`) may read the stored file `path` of `kind`, uploaded by
/// `uploader`, at `now`: uploaders and administrators always; newsletters and images anyone
/// signed in; a section's files its adviser and students; a subject's files its teacher and the
/// students of its section (a classwork's once it has appeared), an announcement's those it went
/// to; a student's work the student, their guardians and the piece's teacher.
pub fn may_read(
    conn: &mut Conn,
    (role, user): (Role, &str),
    (kind, path, uploader): (UploadKind, &str, &str),
    now: NaiveDateTime,
) -> Result<bool, StoreError> {
    if uploader == user || role == Role::Admin {
        return Ok(true);
    }
    let allowed = match kind {
        UploadKind::Image | UploadKind::Newsletter => true,
        UploadKind::Work => files::work_file_readers(conn, path)?.is_some_and(|readers| match role {
            Role::Student => readers.student == user,
            Role::Teacher => readers.teacher.as_deref() == Some(user),
            Role::Guardian => readers.guardians.iter().any(|guardian| guardian == user),
            Role::Admin => true,
            Role::Cashier => false,
        }),
        UploadKind::Subject if announced(conn, (role, user), path)? => true,
        UploadKind::Section | UploadKind::Subject => {
            let owners = match kind {
                UploadKind::Section => files::section_file_owners(conn, path)?,
                _ => files::subject_file_owners(conn, path)?,
            };
            match role {
                Role::Teacher => owners.iter().any(|(_, teacher)| teacher.as_deref() == Some(user)),
                Role::Student => match files::section_of_student(conn, user)? {
                    Some(section) => {
                        owners.iter().any(|(owner, _)| *owner == section)
                            && (kind == UploadKind::Section || !files::unseen_classwork_file(conn, path, now)?)
                    }
                    None => false,
                },
                Role::Admin => true,
                // A child's section and subject files are not open to guardians yet; a cashier
                // sees only Fees.
                Role::Guardian | Role::Cashier => false,
            }
        }
    };
    Ok(allowed)
}

/// Whether a file attached to an announcement reaches `user`: its teacher, the section's students
/// when it went to them, a guardian of one of them when it went to guardians.
fn announced(conn: &mut Conn, (role, user): (Role, &str), path: &str) -> Result<bool, StoreError> {
    for place in files::announcement_file_places(conn, path)? {
        let reaches = match role {
            Role::Teacher => place.teacher == user,
            Role::Student => {
                place.to_students && files::section_of_student(conn, user)?.as_deref() == Some(&place.section)
            }
            Role::Guardian => place.to_guardians && files::guardian_has_child_in(conn, user, &place.section)?,
            Role::Admin | Role::Cashier => false,
        };
        if reaches {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Checks that an `image` field names a stored image (or is blank, meaning none).
pub fn uploaded_image(conn: &mut Conn, raw: Option<&str>) -> Result<Option<String>, Refusal> {
    let Some(path) = raw.map(str::trim).filter(|path| !path.is_empty()) else {
        return Ok(None);
    };
    let stored = matches!(parse_stored_path(path), Some((UploadKind::Image, _))) && files::find(conn, path)?.is_some();
    if stored {
        Ok(Some(path.to_owned()))
    } else {
        Err(ValidationError::new("image", "Upload the image again: this one is not available.").into())
    }
}

/// The stored path of a file the caller uploaded as `kind` and has not attached anywhere yet;
/// otherwise refused on `field`.
pub fn attachable_file(
    conn: &mut Conn,
    field: &'static str,
    raw: &str,
    kind: UploadKind,
    uploader_id: &str,
) -> Result<String, Refusal> {
    let path = raw.trim();
    if path.is_empty() {
        return Err(ValidationError::new(field, "Choose a file to attach.").into());
    }
    let uploaded = matches!(parse_stored_path(path), Some((k, _)) if k == kind)
        && files::find(conn, path)?.is_some_and(|upload| upload.uploader_id == uploader_id)
        && !lyceum_persistence::attachments::is_attached(conn, path)?;
    if uploaded {
        Ok(path.to_owned())
    } else {
        Err(ValidationError::new(field, "Upload the file again: this one is not available.").into())
    }
}

/// Removes stored files from disk after their records are gone; a failure is logged only,
/// since a file without a record can no longer be reached.
pub async fn remove_from_disk(uploads_dir: PathBuf, paths: Vec<String>) {
    let _ = tokio::task::spawn_blocking(move || {
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

    /// A zip archive's local headers naming `parts` (contents left out).
    fn zip_naming(parts: &[&str]) -> Vec<u8> {
        let mut bytes = Vec::new();
        for part in parts {
            bytes.extend_from_slice(b"PK\x03\x04");
            bytes.extend_from_slice(&[0; 22]);
            bytes.extend_from_slice(&u16::try_from(part.len()).unwrap().to_le_bytes());
            bytes.extend_from_slice(&[0, 0]);
            bytes.extend_from_slice(part.as_bytes());
        }
        bytes
    }

    #[test]
    fn office_documents_are_told_by_the_parts_they_name_in_either_order() {
        let word = zip_naming(&["[Content_Types].xml", "_rels/.rels", "word/document.xml", "docProps/app.xml"]);
        assert_eq!(sniff(&word), Some(DOCX));
        let sheet = zip_naming(&["mimetype", "xl/workbook.xml", "[Content_Types].xml"]);
        assert_eq!(sniff(&sheet), Some(XLSX));
        let slides = zip_naming(&["[Content_Types].xml", "ppt/presentation.xml"]);
        assert_eq!(sniff(&slides), Some(PPTX));
        // A zip that is no office document is no accepted type.
        assert_eq!(sniff(&zip_naming(&["notes/week1.txt", "readme.txt"])), None);
        assert!(!UploadKind::Subject.accepted().contains(&DOCX));
        assert!(UploadKind::Work.accepted().contains(&DOCX));
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
