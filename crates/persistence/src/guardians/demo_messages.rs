//! The demo school's messages between guardians and teachers: a few conversations of the first
//! demo guardians (`parent1`, `parent2`, `parent3@demo.lyceum.test`) with their child's adviser
//! or a subject teacher of the child's section, the teachers they may message (`contacts`).
//! Dated over the days before today, on the server's clock; the latest message of some is still
//! unread, so each side has an unread count to see.

use chrono::{Days, Duration, NaiveDate, NaiveTime};
use diesel::prelude::*;

use crate::attendance::demo;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::messages::{self, Message};
use crate::schema::{guardian_students, guardians, sections, students, subjects};
use crate::seed::DEMO_DOMAIN;
use crate::values::new_id;

/// Who the guardian talks with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Teacher {
    /// Their child's adviser.
    Adviser,
    /// The teacher of a subject of their child's section (the first by name not taught by the
    /// adviser).
    OfASubject,
}

/// Who wrote a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Writer {
    Guardian,
    Teacher,
}

/// A message of a demo conversation: who wrote it, how many days before today and at what
/// time (hour, minute), whether it was read, and its text (`{child}` the child's first name,
/// `{subject}` the subject's name).
struct Line(Writer, u64, (u32, u32), bool, &'static str);

/// The demo conversations: the guardian's number, with whom, and the messages, oldest first.
const CONVERSATIONS: &[(usize, Teacher, &[Line])] = &[
    (
        1,
        Teacher::Adviser,
        &[
            Line(
                Writer::Guardian,
                3,
                (19, 40),
                true,
                "Good evening! {child} has a dental check-up on Friday morning and will come in after lunch. \
                 Is there anything to catch up on?",
            ),
            Line(
                Writer::Teacher,
                2,
                (6, 50),
                true,
                "Thank you for letting me know. I will keep the morning's worksheets for {child}; please send \
                 the clinic's note to school.",
            ),
            Line(Writer::Guardian, 2, (7, 5), true, "Thank you, we will."),
            Line(Writer::Teacher, 1, (16, 5), false, "{child} caught up on the worksheets in class today. Well done!"),
        ],
    ),
    (
        1,
        Teacher::OfASubject,
        &[
            Line(
                Writer::Teacher,
                5,
                (15, 20),
                true,
                "Good afternoon! The class has a long quiz in {subject} next week. Going over the notes at home \
                 would help {child}.",
            ),
            Line(Writer::Guardian, 5, (16, 45), true, "Thank you for the heads-up; we will review together."),
        ],
    ),
    (
        2,
        Teacher::Adviser,
        &[Line(
            Writer::Guardian,
            1,
            (19, 10),
            false,
            "Hello! How is {child} doing in class lately? We would be glad of any advice for home.",
        )],
    ),
    (
        3,
        Teacher::OfASubject,
        &[
            Line(
                Writer::Guardian,
                4,
                (8, 5),
                true,
                "Good morning! {child} found the last {subject} homework hard. What would you suggest practising?",
            ),
            Line(
                Writer::Teacher,
                4,
                (12, 30),
                true,
                "The exercises at the end of the chapter are a good start, and {child} is welcome to ask me after \
                 class.",
            ),
            Line(Writer::Guardian, 4, (12, 40), false, "Thank you very much!"),
        ],
    ),
];

/// Minutes after it was sent that a read message was read.
const READ_AFTER: i64 = 5;

/// What the demo messages came to.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct DemoMessages {
    /// Conversations between a guardian and a teacher.
    pub conversations: usize,
    /// Messages in them.
    pub messages: usize,
}

/// A demo guardian's child: the guardian's id, the child's first name and section.
fn child_of(conn: &mut Conn, n: usize) -> Result<Option<(String, String, Option<String>)>, StoreError> {
    Ok(guardians::table
        .inner_join(guardian_students::table.inner_join(students::table))
        .filter(guardians::email.eq(format!("parent{n}@{DEMO_DOMAIN}")))
        .order(guardian_students::student_id)
        .select((guardians::id, students::first_name, students::section_id))
        .first(conn)
        .optional()?)
}

/// The teacher `who` of the section `section_id`, with the subject they teach there (none for
/// the adviser).
fn teacher_of(conn: &mut Conn, section_id: &str, who: Teacher) -> Result<Option<(String, Option<String>)>, StoreError> {
    let adviser: Option<String> =
        sections::table.find(section_id).select(sections::adviser_id).first(conn).optional()?.flatten();
    if who == Teacher::Adviser {
        return Ok(adviser.map(|id| (id, None)));
    }
    let taught: Vec<(String, String)> = subjects::table
        .filter(subjects::section_id.eq(section_id))
        .filter(subjects::teacher_id.is_not_null())
        .order((subjects::name, subjects::id))
        .select((subjects::name, subjects::teacher_id.assume_not_null()))
        .load(conn)?;
    Ok(taught
        .into_iter()
        .find(|(_, teacher)| Some(teacher) != adviser.as_ref())
        .map(|(subject, teacher)| (teacher, Some(subject))))
}

/// Writes the demo conversations before `today`, in one transaction; a guardian missing, or
/// whose child has no section or no such teacher, has none.
pub fn seed_demo_messages(conn: &mut Conn, today: NaiveDate) -> Result<DemoMessages, StoreError> {
    transaction(conn, |conn| {
        let mut written: Vec<Message> = Vec::new();
        let mut summary = DemoMessages::default();
        for (n, who, lines) in CONVERSATIONS {
            let Some((guardian, child, Some(section))) = child_of(conn, *n)? else { continue };
            let Some((teacher, subject)) = teacher_of(conn, &section, *who)? else { continue };
            summary.conversations += 1;
            for Line(writer, days_ago, (hour, minute), read, text) in lines.iter() {
                let (sender, receiver) = match writer {
                    Writer::Guardian => (&guardian, &teacher),
                    Writer::Teacher => (&teacher, &guardian),
                };
                let time = NaiveTime::from_hms_opt(*hour, *minute, 0).unwrap_or_default();
                let created_at = demo::at(today - Days::new(*days_ago), time);
                written.push(Message {
                    id: new_id(),
                    sender_id: sender.clone(),
                    receiver_id: receiver.clone(),
                    message: text.replace("{child}", &child).replace("{subject}", subject.as_deref().unwrap_or("")),
                    created_at,
                    read_at: read.then(|| created_at + Duration::minutes(READ_AFTER)),
                });
            }
        }
        summary.messages = written.len();
        messages::store(conn, &written)?;
        Ok(summary)
    })
}
