//! Messaging between the portals: who may message whom (a student and a teacher, or a guardian
//! and the adviser or a subject teacher of one of their children, checked against the links and
//! sections as they are at each call), sending, a conversation's pages, marking it read, and
//! each person's list of conversations.

use std::collections::HashMap;

use lyceum_domain::{MessageText, Role, ValidationError};
use lyceum_persistence::guardians::contacts::{self, Wanted};
use lyceum_persistence::{messages, people, Conn, StoreError};

use crate::guardian_views::PartnerView;
use crate::views::{ConversationView, MessageView, PersonView};
use crate::Refusal;

/// Most messages one page of a conversation answers, and the default.
const MAX_PAGE: i64 = 200;
const DEFAULT_PAGE: i64 = 50;

fn no_such_user() -> Refusal {
    Refusal::NotFound("There is no such user.".into())
}

/// Checks that `me`, signed in as `role`, may message `other`: not found when nobody has that
/// id; forbidden unless it is a student and a teacher, or a guardian and a teacher of one of
/// their children.
fn check_counterpart(conn: &mut Conn, role: Role, me: &str, other: &str) -> Result<(), Refusal> {
    let found = messages::role_of(conn, other)?.ok_or_else(no_such_user)?;
    let refusal = match (role, found) {
        (Role::Student, Role::Teacher) | (Role::Teacher, Role::Student) => return Ok(()),
        (Role::Guardian, Role::Teacher) if contacts::teaches_a_child_of(conn, me, other)? => return Ok(()),
        (Role::Teacher, Role::Guardian) if contacts::teaches_a_child_of(conn, other, me)? => return Ok(()),
        (Role::Guardian, Role::Teacher) => "This teacher does not teach your children.",
        (Role::Teacher, Role::Guardian) => "This guardian's children are not in your classes.",
        (Role::Guardian, _) => "Guardians can only message their children's teachers.",
        (Role::Student, _) => "Students can only message teachers.",
        _ => "Teachers can only message students.",
    };
    Err(Refusal::Forbidden(refusal.into()))
}

/// The message as sent: text (a missing one is empty, refused as such), anything else refused.
pub fn message_text(message: Option<&serde_json::Value>) -> Result<MessageText, Refusal> {
    let text = match message {
        Some(serde_json::Value::String(text)) => text.as_str(),
        Some(serde_json::Value::Null) | None => "",
        Some(_) => return Err(Refusal::Invalid(ValidationError::new("message", "Message must be text.").into())),
    };
    MessageText::parse(text).map_err(|error| Refusal::Invalid(error.into()))
}

/// `sender`, signed in as `role`, sends `text` to `receiver`; answers the stored message.
pub fn send(
    conn: &mut Conn,
    (role, sender): (Role, &str),
    receiver: &str,
    text: &MessageText,
) -> Result<MessageView, Refusal> {
    check_counterpart(conn, role, sender, receiver)?;
    Ok(MessageView::from(messages::send(conn, sender, receiver, text.as_str())?))
}

/// A page of the conversation of `me` (signed in as `role`) with `other`, oldest first: the
/// latest `limit` messages (50 when not asked), or those before the message `before`.
pub fn page(
    conn: &mut Conn,
    (role, me): (Role, &str),
    other: &str,
    before: Option<&str>,
    limit: Option<i64>,
) -> Result<Vec<MessageView>, Refusal> {
    let limit = limit.unwrap_or(DEFAULT_PAGE);
    if !(1..=MAX_PAGE).contains(&limit) {
        let error = ValidationError::new("limit", format!("limit must be between 1 and {MAX_PAGE}."));
        return Err(Refusal::Invalid(error.into()));
    }
    check_counterpart(conn, role, me, other)?;
    let page = messages::between(conn, me, other, before, limit)?
        .ok_or_else(|| Refusal::NotFound("There is no such message in this conversation.".into()))?;
    Ok(page.into_iter().map(MessageView::from).collect())
}

/// Marks the messages of `other` to `me` (signed in as `role`) read.
pub fn mark_read(conn: &mut Conn, (role, me): (Role, &str), other: &str) -> Result<(), Refusal> {
    check_counterpart(conn, role, me, other)?;
    messages::mark_read(conn, me, other)?;
    Ok(())
}

/// Everyone `me` (signed in as `role`) has exchanged messages with and may still message, most
/// recent first, with the last message and the unread count.
pub fn conversations(
    conn: &mut Conn,
    (role, me): (Role, &str),
) -> Result<Vec<ConversationView<PartnerView>>, StoreError> {
    let conversations = messages::conversations(conn, me)?;
    let ids: Vec<String> = conversations.iter().map(|c| c.partner_id.clone()).collect();
    let mut partners = partners(conn, role, me, &ids)?;
    // Partners of the wrong kind cannot exist (sending checks); skip any all the same.
    Ok(conversations
        .into_iter()
        .filter_map(|c| partners.remove(&c.partner_id).map(|p| ConversationView::new(p, c)))
        .collect())
}

/// Those among `ids` whom `me`, signed in as `role`, may message, each as their card.
fn partners(conn: &mut Conn, role: Role, me: &str, ids: &[String]) -> Result<HashMap<String, PartnerView>, StoreError> {
    let card = |p: people::Person| (p.id.clone(), PartnerView::Person(PersonView::from(p)));
    Ok(match role {
        Role::Student => people::by_ids(conn, Role::Teacher, ids)?.into_iter().map(card).collect(),
        Role::Teacher => {
            let mut found: HashMap<String, PartnerView> =
                people::by_ids(conn, Role::Student, ids)?.into_iter().map(card).collect();
            for contact in contacts::guardians_of_pupils(conn, me, Wanted::Among(ids))? {
                found.insert(contact.guardian.id.clone(), PartnerView::Guardian(contact.into()));
            }
            found
        }
        Role::Guardian => {
            let teachers = contacts::teachers_of_children(conn, me)?;
            let ids: Vec<String> = ids.iter().filter(|id| teachers.binary_search(id).is_ok()).cloned().collect();
            people::by_ids(conn, Role::Teacher, &ids)?.into_iter().map(card).collect()
        }
        Role::Admin | Role::Cashier => HashMap::new(),
    })
}
