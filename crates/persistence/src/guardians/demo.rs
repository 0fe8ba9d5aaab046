//! The demo school's guardians: every demo student's mother (`parent<n>@demo.lyceum.test`, from
//! the student's guardian block), and for every fourth student a father
//! (`father<n>@demo.lyceum.test`) of two children, that student and the one before, who thus
//! have two guardian accounts each. All on the demo password, already chosen.

use diesel::prelude::*;

use crate::db::{on_backend, transaction, Conn};
use crate::error::StoreError;
use crate::schema::{guardian_students, guardians, students};
use crate::seed::DEMO_DOMAIN;
use crate::values::{new_id, now};

/// Rows written per statement.
const BATCH: usize = 500;

/// What the demo guardians came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DemoGuardians {
    /// Accounts made.
    pub guardians: usize,
    /// Links made.
    pub links: usize,
    /// Guardians with two children.
    pub with_two_children: usize,
}

/// A demo student's guardian block: id, email, the parent's first and last name, email, phone.
type Block = (String, String, String, String, Option<String>, Option<String>);
/// A demo student by number: id, the parent's first and last name, email, phone.
type Numbered = (usize, (String, String, String, Option<String>, Option<String>));

/// A demo guardian to write: id, first and last name, email, phone, relationship.
type Account = (String, String, String, String, Option<String>, &'static str);

/// Makes the demo students' guardians with `password_hash`, in one transaction.
pub fn seed_demo_guardians(conn: &mut Conn, password_hash: &str) -> Result<DemoGuardians, StoreError> {
    transaction(conn, |conn| {
        let rows: Vec<Block> = students::table
            .filter(students::email.like(format!("student%@{DEMO_DOMAIN}")))
            .select((
                students::id,
                students::email,
                students::parent_first_name,
                students::parent_last_name,
                students::parent_email,
                students::parent_phone,
            ))
            .load(conn)?;
        let mut by_number: Vec<Numbered> = rows
            .into_iter()
            .filter_map(|(id, email, first, last, parent_email, phone)| {
                let n = email.strip_prefix("student")?.split('@').next()?.parse::<usize>().ok()?;
                Some((n, (id, first, last, parent_email, phone)))
            })
            .collect();
        by_number.sort_by_key(|(n, _)| *n);
        let mut accounts: Vec<Account> = Vec::new();
        let mut links: Vec<(String, String, &'static str)> = Vec::new();
        let mut with_two_children = 0;
        for (i, (n, (student, first, last, parent_email, phone))) in by_number.iter().enumerate() {
            let Some(email) = parent_email else { continue };
            let mother = new_id();
            accounts.push((mother.clone(), first.clone(), last.clone(), email.clone(), phone.clone(), "Mother"));
            links.push((mother, student.clone(), "Mother"));
            if n % 4 == 0 && i > 0 {
                let father = new_id();
                let email = format!("father{n}@{DEMO_DOMAIN}");
                accounts.push((father.clone(), "Ramon".into(), last.clone(), email, None, "Father"));
                links.push((father.clone(), student.clone(), "Father"));
                links.push((father, by_number[i - 1].1 .0.clone(), "Father"));
                with_two_children += 1;
            }
        }
        let created = now();
        for chunk in accounts.chunks(BATCH) {
            let rows: Vec<_> = chunk
                .iter()
                .map(|(id, first, last, email, phone, relationship)| {
                    (
                        guardians::id.eq(id.clone()),
                        guardians::first_name.eq(first.clone()),
                        guardians::middle_name.eq(None::<String>),
                        guardians::last_name.eq(last.clone()),
                        guardians::email.eq(email.clone()),
                        guardians::phone.eq(phone.clone()),
                        guardians::relationship.eq(*relationship),
                        guardians::image.eq(None::<String>),
                        guardians::password_hash.eq(password_hash.to_owned()),
                        guardians::must_change_password.eq(false),
                        guardians::created_at.eq(created),
                    )
                })
                .collect();
            on_backend!(conn, |c| diesel::insert_into(guardians::table).values(rows).execute(c))?;
        }
        for chunk in links.chunks(BATCH) {
            let rows: Vec<_> = chunk
                .iter()
                .map(|(guardian, student, relationship)| {
                    (
                        guardian_students::guardian_id.eq(guardian.clone()),
                        guardian_students::student_id.eq(student.clone()),
                        guardian_students::relationship.eq(*relationship),
                        guardian_students::created_at.eq(created),
                    )
                })
                .collect();
            on_backend!(conn, |c| diesel::insert_into(guardian_students::table).values(rows).execute(c))?;
        }
        Ok(DemoGuardians { guardians: accounts.len(), links: links.len(), with_two_children })
    })
}
