//! Chat messages between a student and a teacher, or a guardian and a teacher, and each user's
//! conversations.

use std::collections::HashMap;

use chrono::{NaiveDateTime, SubsecRound};
use diesel::dsl::{count_star, exists, select};
use diesel::prelude::*;
use lyceum_domain::Role;

use crate::db::{on_backend, Conn, DbConnection};
use crate::error::StoreError;
use crate::raw_sql::messages::LATEST_PER_PARTNER;
use crate::schema::{admins, guardians, messages, students, teachers};
use crate::values::{new_id, now};

type Backend = <DbConnection as diesel::Connection>::Backend;

/// A stored message.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, QueryableByName, Selectable)]
#[diesel(table_name = messages)]
pub struct Message {
    /// The message's id.
    pub id: String,
    /// Who wrote it.
    pub sender_id: String,
    /// Who it is for.
    pub receiver_id: String,
    /// Its text.
    pub message: String,
    /// When it was sent (UTC).
    pub created_at: NaiveDateTime,
    /// When the receiver read it (UTC), if they have.
    pub read_at: Option<NaiveDateTime>,
}

/// The role of the account with this id, if any account has it.
pub fn role_of(conn: &mut Conn, id: &str) -> Result<Option<Role>, StoreError> {
    if select(exists(students::table.find(id))).get_result::<bool>(conn)? {
        return Ok(Some(Role::Student));
    }
    if select(exists(teachers::table.find(id))).get_result::<bool>(conn)? {
        return Ok(Some(Role::Teacher));
    }
    if select(exists(guardians::table.find(id))).get_result::<bool>(conn)? {
        return Ok(Some(Role::Guardian));
    }
    if select(exists(admins::table.find(id))).get_result::<bool>(conn)? {
        return Ok(Some(Role::Admin));
    }
    Ok(None)
}

/// Stores a message from `sender_id` to `receiver_id`.
pub fn send(conn: &mut Conn, sender_id: &str, receiver_id: &str, text: &str) -> Result<Message, StoreError> {
    // Both backends keep microseconds; the answer must equal what a later read returns.
    let message = Message {
        id: new_id(),
        sender_id: sender_id.to_owned(),
        receiver_id: receiver_id.to_owned(),
        message: text.to_owned(),
        created_at: now().trunc_subsecs(6),
        read_at: None,
    };
    store(conn, std::slice::from_ref(&message))?;
    Ok(message)
}

/// Stores `rows` as they are, in one statement: the one place a message is written.
pub(crate) fn store(conn: &mut Conn, rows: &[Message]) -> Result<(), StoreError> {
    if rows.is_empty() {
        return Ok(());
    }
    let values: Vec<_> = rows
        .iter()
        .map(|row| {
            (
                messages::id.eq(&row.id),
                messages::sender_id.eq(&row.sender_id),
                messages::receiver_id.eq(&row.receiver_id),
                messages::message.eq(&row.message),
                messages::created_at.eq(row.created_at),
                messages::read_at.eq(row.read_at),
            )
        })
        .collect();
    on_backend!(conn, |c| diesel::insert_into(messages::table).values(values).execute(c))?;
    Ok(())
}

/// Messages between `me` and `other` in either direction.
fn conversation(me: &str, other: &str) -> messages::BoxedQuery<'static, Backend> {
    let (me, other) = (me.to_owned(), other.to_owned());
    messages::table
        .filter(
            (messages::sender_id.eq(me.clone()).and(messages::receiver_id.eq(other.clone())))
                .or(messages::sender_id.eq(other).and(messages::receiver_id.eq(me))),
        )
        .into_boxed()
}

/// The latest `limit` messages between `me` and `other`, oldest first; with `before`, the latest
/// ones older than that message. `None` when `before` is not a message of this conversation.
pub fn between(
    conn: &mut Conn,
    me: &str,
    other: &str,
    before: Option<&str>,
    limit: i64,
) -> Result<Option<Vec<Message>>, StoreError> {
    let mut query = conversation(me, other);
    if let Some(before) = before {
        let cursor: Option<NaiveDateTime> = conversation(me, other)
            .filter(messages::id.eq(before.to_owned()))
            .select(messages::created_at)
            .first(conn)
            .optional()?;
        let Some(at) = cursor else { return Ok(None) };
        query = query.filter(
            messages::created_at.lt(at).or(messages::created_at.eq(at).and(messages::id.lt(before.to_owned()))),
        );
    }
    let mut page: Vec<Message> = query
        .order((messages::created_at.desc(), messages::id.desc()))
        .limit(limit)
        .select(Message::as_select())
        .load(conn)?;
    page.reverse();
    Ok(Some(page))
}

/// Marks every unread message from `sender_id` to `reader_id` as read; answers how many. Writes
/// only when there is something to mark, so opening a read conversation stays a pure read.
pub fn mark_read(conn: &mut Conn, reader_id: &str, sender_id: &str) -> Result<usize, StoreError> {
    let unread = || {
        messages::table
            .filter(messages::receiver_id.eq(reader_id))
            .filter(messages::read_at.is_null())
            .filter(messages::sender_id.eq(sender_id))
    };
    if !select(exists(unread())).get_result::<bool>(conn)? {
        return Ok(0);
    }
    Ok(diesel::update(unread()).set(messages::read_at.eq(now().trunc_subsecs(6))).execute(conn)?)
}

/// Someone `me` has exchanged messages with: the latest message and how many of theirs are unread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conversation {
    /// The other person's id.
    pub partner_id: String,
    /// The latest message either way.
    pub last_message: Message,
    /// Messages from them that `me` has not read.
    pub unread: i64,
}

/// Everyone `me` has exchanged messages with, most recent conversation first. Two queries,
/// however many people that is.
pub fn conversations(conn: &mut Conn, me: &str) -> Result<Vec<Conversation>, StoreError> {
    let latest: Vec<Message> =
        on_backend!(conn, |c| diesel::sql_query(LATEST_PER_PARTNER).bind::<diesel::sql_types::Text, _>(me).load(c))?;
    let unread: HashMap<String, i64> = messages::table
        .filter(messages::receiver_id.eq(me))
        .filter(messages::read_at.is_null())
        .group_by(messages::sender_id)
        .select((messages::sender_id, count_star()))
        .load::<(String, i64)>(conn)?
        .into_iter()
        .collect();
    let mut list: Vec<Conversation> = latest
        .into_iter()
        .map(|last_message| {
            let partner_id =
                if last_message.sender_id == me { &last_message.receiver_id } else { &last_message.sender_id }.clone();
            let unread = unread.get(&partner_id).copied().unwrap_or(0);
            Conversation { partner_id, last_message, unread }
        })
        .collect();
    list.sort_by(|a, b| {
        b.last_message.created_at.cmp(&a.last_message.created_at).then_with(|| a.partner_id.cmp(&b.partner_id))
    });
    Ok(list)
}
