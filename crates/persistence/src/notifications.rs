//! Notifications: what a person is told (a student marked absent or late, ...), kept with its
//! read state so their list and unread count survive a reload. A recipient is a role and an
//! account id; each sees only their own. Deleting an account deletes theirs
//! ([`forget_recipients`]).

use chrono::{NaiveDateTime, SubsecRound};
use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::{on_backend, transaction, Conn, DbConnection};
use crate::error::StoreError;
use crate::schema::notifications;
use crate::values::{new_id_in_order, now};

type Backend = <DbConnection as diesel::Connection>::Backend;

/// Who a notification is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Recipient {
    /// Their role.
    pub role: Role,
    /// Their account's id.
    pub id: String,
}

/// A notification to store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewNotification {
    /// Who it is for.
    pub recipient: Recipient,
    /// What it is about (`attendance`), for the screens to pick an icon or a filter.
    pub kind: &'static str,
    /// Its heading: `Marked absent`.
    pub title: String,
    /// Its text: `Mathematics, Monday 24 November 2026`.
    pub body: String,
    /// Where in the app it leads, if anywhere.
    pub link: Option<String>,
}

/// A stored notification.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = notifications)]
pub struct Notification {
    /// Its id.
    pub id: String,
    /// The recipient's role, as stored (`student`).
    pub recipient_role: String,
    /// The recipient's account id.
    pub recipient_id: String,
    /// What it is about.
    pub kind: String,
    /// Its heading.
    pub title: String,
    /// Its text.
    pub body: String,
    /// Where in the app it leads.
    pub link: Option<String>,
    /// When it was made (UTC).
    pub created_at: NaiveDateTime,
    /// When the recipient read it (UTC), if they have.
    pub read_at: Option<NaiveDateTime>,
}

/// Stores `new`, made now, all or none; answers them as stored, in the same order.
pub fn create(conn: &mut Conn, new: &[NewNotification]) -> Result<Vec<Notification>, StoreError> {
    create_at(conn, new, now())
}

/// Stores `new` as made at `at` (UTC), all or none; answers them as stored, in the same order.
pub fn create_at(conn: &mut Conn, new: &[NewNotification], at: NaiveDateTime) -> Result<Vec<Notification>, StoreError> {
    // Both backends keep microseconds; what is pushed must equal what a later read returns.
    let at = at.trunc_subsecs(6);
    let stored: Vec<Notification> = new
        .iter()
        .map(|new| Notification {
            id: new_id_in_order(),
            recipient_role: new.recipient.role.as_str().to_owned(),
            recipient_id: new.recipient.id.clone(),
            kind: new.kind.to_owned(),
            title: new.title.clone(),
            body: new.body.clone(),
            link: new.link.clone(),
            created_at: at,
            read_at: None,
        })
        .collect();
    transaction(conn, |conn| {
        for row in &stored {
            let insert = diesel::insert_into(notifications::table).values((
                notifications::id.eq(&row.id),
                notifications::recipient_role.eq(&row.recipient_role),
                notifications::recipient_id.eq(&row.recipient_id),
                notifications::kind.eq(&row.kind),
                notifications::title.eq(&row.title),
                notifications::body.eq(&row.body),
                notifications::link.eq(&row.link),
                notifications::created_at.eq(row.created_at),
            ));
            on_backend!(conn, |c| insert.execute(c))?;
        }
        Ok::<_, StoreError>(())
    })?;
    Ok(stored)
}

/// Every notification of `recipient`.
fn of(recipient: &Recipient) -> notifications::BoxedQuery<'static, Backend> {
    notifications::table
        .filter(notifications::recipient_role.eq(recipient.role.as_str().to_owned()))
        .filter(notifications::recipient_id.eq(recipient.id.clone()))
        .into_boxed()
}

/// The latest `limit` notifications of `recipient`, latest first; with `before`, the latest ones
/// older than that one. `None` when `before` is not one of theirs.
pub fn page(
    conn: &mut Conn,
    recipient: &Recipient,
    before: Option<&str>,
    limit: i64,
) -> Result<Option<Vec<Notification>>, StoreError> {
    let mut query = of(recipient);
    if let Some(before) = before {
        let cursor: Option<NaiveDateTime> = of(recipient)
            .filter(notifications::id.eq(before.to_owned()))
            .select(notifications::created_at)
            .first(conn)
            .optional()?;
        let Some(at) = cursor else { return Ok(None) };
        query = query.filter(
            notifications::created_at
                .lt(at)
                .or(notifications::created_at.eq(at).and(notifications::id.lt(before.to_owned()))),
        );
    }
    let page = query
        .order((notifications::created_at.desc(), notifications::id.desc()))
        .limit(limit)
        .select(Notification::as_select())
        .load(conn)?;
    Ok(Some(page))
}

/// How many notifications of `recipient` are unread.
pub fn unread(conn: &mut Conn, recipient: &Recipient) -> Result<i64, StoreError> {
    Ok(of(recipient).filter(notifications::read_at.is_null()).count().get_result(conn)?)
}

/// Marks one notification of `recipient` read (one already read keeps when it was read); false
/// when they have none with this id.
pub fn mark_read(conn: &mut Conn, recipient: &Recipient, id: &str) -> Result<bool, StoreError> {
    let theirs: Option<String> =
        of(recipient).filter(notifications::id.eq(id.to_owned())).select(notifications::id).first(conn).optional()?;
    if theirs.is_none() {
        return Ok(false);
    }
    diesel::update(notifications::table.find(id).filter(notifications::read_at.is_null()))
        .set(notifications::read_at.eq(now().trunc_subsecs(6)))
        .execute(conn)?;
    Ok(true)
}

/// Marks every unread notification of `recipient` read; answers how many.
pub fn mark_all_read(conn: &mut Conn, recipient: &Recipient) -> Result<usize, StoreError> {
    let unread = notifications::table
        .filter(notifications::recipient_role.eq(recipient.role.as_str()))
        .filter(notifications::recipient_id.eq(&recipient.id))
        .filter(notifications::read_at.is_null());
    Ok(diesel::update(unread).set(notifications::read_at.eq(now().trunc_subsecs(6))).execute(conn)?)
}

/// Deletes every notification of these accounts, in the caller's transaction: what deleting an
/// account takes along.
pub(crate) fn forget_recipients(conn: &mut Conn, ids: &[String]) -> Result<(), diesel::result::Error> {
    diesel::delete(notifications::table.filter(notifications::recipient_id.eq_any(ids))).execute(conn)?;
    Ok(())
}
