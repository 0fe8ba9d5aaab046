//! Guardian accounts made by an administrator: from a form with the children to link, or from
//! the guardian block of a student's record.

use lyceum_domain::{Email, GuardianFields, GuardianInput};
use lyceum_persistence::guardians::bulk::{self, BulkError, Plan};
use lyceum_persistence::guardians::write::{self as guardian_write, GuardianWriteError, NewGuardian};
use lyceum_persistence::guardians::{self, GuardianWithChildren};
use lyceum_persistence::students::{self, StudentProfile};
use lyceum_persistence::{audit_names, transaction, Conn, DieselError, StoreError};

use crate::audit::{self, audited, Actor, Entry};
use crate::uploads::uploaded_image;
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

/// `Teresa Cruz -> Juan Cruz`: a link as the log names it.
fn pair(conn: &mut Conn, guardian_id: &str, student_id: &str) -> Result<String, StoreError> {
    let names = audit_names::describe(conn, &[guardian_id.to_owned(), student_id.to_owned()])?;
    let name = |id: &str| names.get(id).cloned().unwrap_or_else(|| id.to_owned());
    Ok(format!("{} -> {}", name(guardian_id), name(student_id)))
}

/// Links the student to the guardian, as their `relationship` when given.
pub fn link(
    conn: &mut Conn,
    actor: &Actor,
    guardian_id: &str,
    student_id: &str,
    relationship: Option<&str>,
) -> Result<(), Refusal> {
    audited(conn, |conn| {
        guardian_write::link(conn, guardian_id, student_id, relationship)?;
        let names = pair(conn, guardian_id, student_id)?;
        Ok(((), vec![Entry::by(actor.clone(), "link").on(GUARDIAN, guardian_id).detail(names)]))
    })
}

/// Removes the student's link to the guardian.
pub fn unlink(conn: &mut Conn, actor: &Actor, guardian_id: &str, student_id: &str) -> Result<(), Refusal> {
    audited(conn, |conn| {
        let names = pair(conn, guardian_id, student_id)?;
        guardian_write::unlink(conn, guardian_id, student_id)?;
        Ok(((), vec![Entry::by(actor.clone(), "unlink").on(GUARDIAN, guardian_id).detail(names)]))
    })
}

/// One guardian account per distinct guardian email of the students of `section_id` (or of the
/// school), each linked to every student naming it, the password's hash `password_hash`; logged
/// with the counts. `refused` says how a refused plan is answered.
pub fn create_for_students<E>(
    conn: &mut Conn,
    actor: &Actor,
    section_id: Option<&str>,
    password_hash: &str,
    refused: fn(BulkError) -> E,
) -> Result<Plan, E>
where
    E: From<DieselError> + From<StoreError>,
{
    audited(conn, |conn| {
        let done = bulk::apply(conn, section_id, password_hash).map_err(refused)?;
        let counts = &done.counts;
        let scope = match &done.scope {
            Some((_, section, level)) => format!("{section} ({level})"),
            None => "the whole school".to_owned(),
        };
        let detail = format!(
            "{scope}: {} account(s) created, {} existing, {} student(s) linked, {} without a guardian email, {} with two guardians already",
            counts.accounts_to_create,
            counts.accounts_existing,
            counts.students_to_link,
            counts.students_without_email,
            counts.students_at_limit
        );
        let entry = Entry::by(actor.clone(), "create guardian accounts").on_kind(GUARDIAN).detail(detail);
        Ok((done, vec![entry]))
    })
}

/// The guardian `id` sets (or, with a blank `raw_image`, removes) their own photo; answers the
/// account and the photo it no longer uses, to remove from disk.
pub fn set_own_photo(
    conn: &mut Conn,
    actor: &Actor,
    id: &str,
    raw_image: Option<&str>,
) -> Result<(guardians::Guardian, Option<String>), Refusal> {
    audited(conn, |conn| {
        let image = uploaded_image(conn, raw_image)?;
        let released = guardian_write::set_image(conn, id, image.as_deref())?;
        let guardian =
            guardians::find(conn, id)?.ok_or_else(|| Refusal::NotFound("This guardian does not exist.".into()))?;
        let entry = Entry::by(actor.clone(), "update").on("guardian", guardian.id.clone()).detail("photo");
        Ok(((guardian, released), vec![entry]))
    })
}
