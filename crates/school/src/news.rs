//! News and updates, written by administrators. Each write returns the images it released,
//! which the caller then removes from the disk.

use lyceum_domain::RichText;
use lyceum_persistence::news::{self, NewsItem};
use lyceum_persistence::{files, Conn, StoreError};

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// The message when the news item named is not there.
pub const GONE: &str = "This news item no longer exists.";

/// A new news item, logged as made by `actor`.
pub fn create(conn: &mut Conn, actor: &Actor, image: Option<&str>, text: &RichText) -> Result<NewsItem, Refusal> {
    audited(conn, |conn| {
        let item = news::create(conn, image, text.as_str())?;
        let entry = Entry::by(actor.clone(), "create").on("news", item.id.clone());
        Ok((item, vec![entry]))
    })
}

/// Changes the item `id`; answers it with the image it no longer uses, when nothing else does.
pub fn edit(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    image: Option<&str>,
    text: &RichText,
) -> Result<(NewsItem, Vec<String>), Refusal> {
    audited(conn, |conn| {
        let old = news::find(conn, id)?.ok_or_else(gone)?;
        let item = news::update(conn, id, image, text.as_str())?;
        let replaced = old.image.filter(|old| Some(old.as_str()) != image);
        let released = files::release_image(conn, replaced)?.into_iter().collect();
        let entry = Entry::by(actor.clone(), "update").on("news", item.id.clone());
        Ok(((item, released), vec![entry]))
    })
}

/// Deletes the item `id`; answers the image only it used.
pub fn delete(conn: &mut Conn, actor: &Actor, id: &str) -> Result<Vec<String>, Refusal> {
    audited(conn, |conn| {
        let old = news::find(conn, id)?.ok_or_else(gone)?;
        news::delete(conn, id).map_err(|error| match error {
            StoreError::NotFound => gone(),
            other => other.into(),
        })?;
        let released = files::release_image(conn, old.image)?.into_iter().collect();
        Ok((released, vec![Entry::by(actor.clone(), "delete").on("news", id)]))
    })
}

fn gone() -> Refusal {
    Refusal::NotFound(GONE.into())
}
