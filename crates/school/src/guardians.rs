//! Guardian accounts made by an administrator: from a form with the children to link, or from
//! the guardian block of a student's record.

use lyceum_domain::{Email, GuardianFields, GuardianInput};
use lyceum_persistence::guardians::write::{self as guardian_write, GuardianWriteError, NewGuardian};
use lyceum_persistence::guardians::{self, GuardianWithChildren};
use lyceum_persistence::students::{self, StudentProfile};
use lyceum_persistence::{transaction, Conn};

use crate::audit::{self, Actor, Entry};
use crate::Refusal;

/// The kind of record the audit log says a guardian is.
pub const GUARDIAN: &str = "guardian";

impl From<GuardianWriteError> for Refusal {
    fn from(error: GuardianWriteError) -> Self {
        match error {
            GuardianWriteError::EmailTaken => {
                Refusal::conflict("email", "A guardian account with this email already exists; link it instead.")
            }
            GuardianWriteError::NoSuchGuardian => Refusal::NotFound("This guardian does not exist.".into()),
            GuardianWriteError::NoSuchStudent(_) => no_student(),
            GuardianWriteError::StudentAtLimit(_) => {
                Refusal::conflict("studentID", "This student already has two guardian accounts.")
            }
            GuardianWriteError::AlreadyLinked => {
                Refusal::conflict("studentID", "This student is already linked to this guardian.")
            }
            GuardianWriteError::NotLinked => Refusal::NotFound("This student is not linked to this guardian.".into()),
            GuardianWriteError::Store(store) => store.into(),
        }
    }
}

fn no_student() -> Refusal {
    Refusal::NotFound("This student does not exist.".into())
}

/// A new guardian account (`image` an uploaded photo's stored path) linked to the students
/// `children`, logged as made by `actor`, in one transaction.
pub fn create(
    conn: &mut Conn,
    actor: &Actor,
    new: &NewGuardian<'_>,
    children: &[String],
) -> Result<GuardianWithChildren, Refusal> {
    transaction(conn, |conn| {
        let links: Vec<(String, Option<String>)> = children.iter().map(|id| (id.clone(), None)).collect();
        let id = guardian_write::insert(conn, new, &links).map_err(|error| match error {
            GuardianWriteError::StudentAtLimit(_) => {
                Refusal::conflict("studentIDs", "One of these students already has two guardian accounts.")
            }
            other => other.into(),
        })?;
        created(conn, actor, &id)
    })
}

/// The account of the guardian block of the student `student`, linked to the student, logged
/// as made by `actor`, in one transaction.
pub fn create_from_student(
    conn: &mut Conn,
    actor: &Actor,
    student: &str,
    password_hash: &str,
) -> Result<GuardianWithChildren, Refusal> {
    transaction(conn, |conn| {
        let profile = students::find(conn, student)?.ok_or_else(no_student)?;
        let fields = block_fields(&profile)?;
        let new = NewGuardian { fields: &fields, image: None, password_hash };
        let relationship = Some(fields.relationship.clone());
        let id = guardian_write::insert(conn, &new, &[(student.to_owned(), relationship)])?;
        created(conn, actor, &id)
    })
}

/// The account `id` just made, with the audit entry that names it and its children.
fn created(conn: &mut Conn, actor: &Actor, id: &str) -> Result<GuardianWithChildren, Refusal> {
    let made = guardians::find_with_children(conn, id)?
        .ok_or_else(|| Refusal::NotFound("This guardian does not exist.".into()))?;
    let children: Vec<String> =
        made.children.iter().map(|child| format!("{} {}", child.first_name, child.last_name)).collect();
    let mut detail = made.guardian.email.clone();
    if !children.is_empty() {
        detail = format!("{detail}, linked to {}", children.join(", "));
    }
    audit::write(conn, vec![Entry::by(actor.clone(), "create").on(GUARDIAN, made.guardian.id.clone()).detail(detail)])?;
    Ok(made)
}

/// The fields of the student's guardian block as an account's: 400 on `parent_email` when the
/// block has no valid email; a phone or relationship the account cannot hold is left out.
fn block_fields(profile: &StudentProfile) -> Result<GuardianFields, Refusal> {
    let email = profile.parent_email.clone().unwrap_or_default();
    if Email::parse(&email).is_err() {
        let message = "This student's guardian block has no valid email.";
        return Err(lyceum_domain::ValidationError::new("parent_email", message).into());
    }
    let input = |phone: Option<String>, relationship: Option<String>| GuardianInput {
        first_name: profile.parent_first_name.clone(),
        middle_name: profile.parent_middle_name.clone(),
        last_name: profile.parent_last_name.clone(),
        email: email.clone(),
        phone,
        relationship,
    };
    let relationship = Some(profile.parent_relationship.clone());
    input(profile.parent_phone.clone(), relationship.clone())
        .validate()
        .or_else(|_| input(None, relationship).validate())
        .or_else(|_| input(None, None).validate())
        .map_err(|errors| {
            Refusal::BadRequest(format!("This student's guardian block cannot make an account: {}", errors.summary()))
        })
}
