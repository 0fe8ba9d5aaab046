//! Newsletters and memos: an uploaded file or a link, added by an administrator.

use lyceum_domain::{ValidationError, WebLink};
use lyceum_persistence::newsletters::{self, Newsletter};
use lyceum_persistence::{files, Conn, StoreError};

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// What a newsletter is: a stored upload (its path) or a link.
pub enum Item {
    /// The path of a newsletter file uploaded beforehand.
    File(String),
    /// A web address.
    Link(WebLink),
}

/// The message beside `file` when the upload it names is not stored.
pub const NOT_UPLOADED: &str = "Upload the file again: this one is not available.";

/// Adds `item` as a newsletter and logs who added it, in one transaction. 400 on `file` when
/// the upload is not stored, 409 when it already is a newsletter.
pub fn add(conn: &mut Conn, actor: &Actor, item: &Item) -> Result<Newsletter, Refusal> {
    audited(conn, |conn| {
        let id = match item {
            Item::Link(link) => newsletters::create(conn, None, Some(link.as_str()))?,
            Item::File(file) => {
                if files::find(conn, file)?.is_none() {
                    return Err(ValidationError::new("file", NOT_UPLOADED).into());
                }
                if files::newsletter_file_in_use(conn, file)? {
                    return Err(Refusal::conflict("file", "This file is already a newsletter."));
                }
                newsletters::create(conn, Some(file), None)?
            }
        };
        let added = find(conn, &id)?;
        Ok((added, vec![Entry::by(actor.clone(), "create").on("newsletter", id)]))
    })
}

fn find(conn: &mut Conn, id: &str) -> Result<Newsletter, StoreError> {
    newsletters::list(conn)?.into_iter().find(|item| item.id == id).ok_or(StoreError::NotFound)
}

/// Deletes the newsletter `id`; answers its file's stored path, when it had one, to remove from
/// disk. `StoreError::NotFound` when there is no such newsletter.
pub fn delete(conn: &mut Conn, actor: &Actor, id: &str) -> Result<Option<String>, StoreError> {
    audited(conn, |conn| {
        let file = newsletters::delete(conn, id)?;
        Ok((file, vec![Entry::by(actor.clone(), "delete").on("newsletter", id)]))
    })
}
