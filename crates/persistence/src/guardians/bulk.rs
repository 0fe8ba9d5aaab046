//! Guardian accounts made from the students' guardian blocks, for one section or the whole
//! school: one account per distinct guardian email, linked to every student naming it; an email
//! that already has an account gets its missing links. [`plan`] counts what [`apply`] does.

use std::collections::{HashMap, HashSet};

use diesel::prelude::*;
use lyceum_domain::{Email, GuardianFields, GuardianInput, MAX_GUARDIANS_PER_STUDENT};

use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::guardians::lookup::{guardians_by_email, guardians_of, relationship_of};
use crate::guardians::write::{add_link, insert, GuardianWriteError, NewGuardian};
use crate::schema::{levels, sections, students};

/// What creating the accounts does, or did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Counts {
    /// Students considered.
    pub students: usize,
    /// Guardian emails without an account that get one.
    pub accounts_to_create: usize,
    /// Guardian emails that already have an account.
    pub accounts_existing: usize,
    /// Students who get at least one new link.
    pub students_to_link: usize,
    /// Students whose guardian block has no valid email.
    pub students_without_email: usize,
    /// Students left out because they would get a third guardian account.
    pub students_at_limit: usize,
}

/// The section a plan covers, as `(id, name, level's name)`; `None` is the whole school.
pub type Scope = Option<(String, String, String)>;

/// An account to make, with the students to link to it as `(id, relationship)`.
struct NewAccount {
    fields: GuardianFields,
    students: Vec<(String, Option<String>)>,
}

/// What to write, and its counts.
pub struct Plan {
    /// The section covered.
    pub scope: Scope,
    /// The counts.
    pub counts: Counts,
    accounts: Vec<NewAccount>,
    links: Vec<(String, String, String)>,
}

/// Why nothing was planned.
#[derive(Debug, thiserror::Error)]
pub enum BulkError {
    /// No such section.
    #[error("no such section")]
    NoSuchSection,
    /// A write failed; nothing was written.
    #[error(transparent)]
    Write(#[from] GuardianWriteError),
    /// A storage failure.
    #[error(transparent)]
    Store(#[from] StoreError),
}

impl From<diesel::result::Error> for BulkError {
    fn from(error: diesel::result::Error) -> Self {
        BulkError::Store(error.into())
    }
}

/// A student's guardian block.
type Block = (String, String, Option<String>, String, String, Option<String>, Option<String>);

/// Counts, and lays out, the accounts and links for the students of `section_id` (or of the
/// whole school), reading only.
pub fn plan(conn: &mut Conn, section_id: Option<&str>) -> Result<Plan, BulkError> {
    let scope: Scope = match section_id {
        None => None,
        Some(id) => Some(
            sections::table
                .inner_join(levels::table)
                .filter(sections::id.eq(id))
                .select((sections::id, sections::name, levels::name))
                .first(conn)
                .optional()?
                .ok_or(BulkError::NoSuchSection)?,
        ),
    };
    let mut query = students::table
        .order((students::last_name, students::first_name, students::id))
        .select((
            students::id,
            students::parent_first_name,
            students::parent_middle_name,
            students::parent_last_name,
            students::parent_relationship,
            students::parent_email,
            students::parent_phone,
        ))
        .into_boxed();
    if let Some((id, _, _)) = &scope {
        query = query.filter(students::section_id.eq(id.clone()));
    }
    let blocks: Vec<Block> = query.load(conn)?;
    let mut counts = Counts { students: blocks.len(), ..Counts::default() };
    // By email, in the students' order, so the first student naming an email names the account.
    let mut by_email: HashMap<Email, Vec<&Block>> = HashMap::new();
    let mut order: Vec<Email> = Vec::new();
    for block in &blocks {
        match block.5.as_deref().map(Email::parse) {
            Some(Ok(email)) => {
                if !by_email.contains_key(&email) {
                    order.push(email.clone());
                }
                by_email.entry(email).or_default().push(block);
            }
            _ => counts.students_without_email += 1,
        }
    }
    let emails: Vec<String> = order.iter().map(|email| email.as_str().to_owned()).collect();
    let existing = guardians_by_email(conn, &emails)?;
    let ids: Vec<String> = blocks.iter().map(|block| block.0.clone()).collect();
    let linked = guardians_of(conn, &ids)?;
    let mut planned: HashMap<String, i64> = HashMap::new();
    let mut to_link: HashSet<String> = HashSet::new();
    let mut at_limit: HashSet<String> = HashSet::new();
    let (mut accounts, mut links) = (Vec::new(), Vec::new());
    for email in order {
        let named = &by_email[&email];
        let account = existing.get(email.as_str());
        let mut chosen = Vec::new();
        for block in named {
            let student = &block.0;
            let current = linked.get(student).map(Vec::as_slice).unwrap_or_default();
            if account.is_some_and(|account| current.contains(account)) {
                continue;
            }
            let count = current.len() as i64 + planned.get(student).copied().unwrap_or(0);
            if count >= MAX_GUARDIANS_PER_STUDENT {
                at_limit.insert(student.clone());
                continue;
            }
            *planned.entry(student.clone()).or_default() += 1;
            to_link.insert(student.clone());
            chosen.push((student.clone(), relationship(&block.4)));
        }
        match account {
            Some(account) => {
                counts.accounts_existing += 1;
                for (student, relationship) in chosen {
                    links.push((account.clone(), student, relationship.unwrap_or_default()));
                }
            }
            None if !chosen.is_empty() => {
                counts.accounts_to_create += 1;
                accounts.push(NewAccount { fields: fields(named[0], email.clone()), students: chosen });
            }
            None => {}
        }
    }
    at_limit.retain(|student| !to_link.contains(student));
    counts.students_to_link = to_link.len();
    counts.students_at_limit = at_limit.len();
    Ok(Plan { scope, counts, accounts, links })
}

/// Makes the accounts and links of [`plan`], in one transaction, every account on the starting
/// password `password_hash`: what was done.
pub fn apply(conn: &mut Conn, section_id: Option<&str>, password_hash: &str) -> Result<Plan, BulkError> {
    transaction(conn, |conn| {
        let plan = plan(conn, section_id)?;
        for account in &plan.accounts {
            let new = NewGuardian { fields: &account.fields, image: None, password_hash };
            insert(conn, &new, &account.students)?;
        }
        for (guardian, student, relationship) in &plan.links {
            let relationship = if relationship.is_empty() { None } else { Some(relationship.as_str()) };
            let default = relationship_of(conn, guardian)?;
            add_link(conn, guardian, student, relationship.unwrap_or(&default))?;
        }
        Ok(plan)
    })
}

/// The relationship a guardian block names, when it is one a guardian account may hold.
fn relationship(raw: &str) -> Option<String> {
    let raw = raw.trim();
    let fits = !raw.is_empty() && raw.chars().count() <= lyceum_domain::guardian::MAX_RELATIONSHIP_LEN;
    fits.then(|| raw.to_owned())
}

/// The account's fields from the guardian block of the first student naming `email`; a phone
/// or relationship that does not pass is left out rather than refusing the account.
fn fields(block: &Block, email: Email) -> GuardianFields {
    let input = |phone: Option<String>, relationship: Option<String>| GuardianInput {
        first_name: block.1.clone(),
        middle_name: block.2.clone(),
        last_name: block.3.clone(),
        email: email.as_str().to_owned(),
        phone,
        relationship,
    };
    input(block.6.clone(), relationship(&block.4)).validate().or_else(|_| input(None, None).validate()).unwrap_or_else(
        |_| GuardianFields {
            first_name: block.1.trim().to_owned(),
            middle_name: None,
            last_name: block.3.trim().to_owned(),
            email,
            phone: None,
            relationship: lyceum_domain::guardian::DEFAULT_RELATIONSHIP.to_owned(),
        },
    )
}
