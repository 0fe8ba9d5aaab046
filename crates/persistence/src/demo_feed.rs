//! What a newcomer reads first in the demo school: the school's news, its newsletters and
//! memos, and a conversation of student 1 with a teacher of their section. Dated over the days
//! before today, on the server's clock; the conversation is read on both sides, so every
//! portal's unread counts start at what the guardians' demo gives them.

use chrono::{Days, NaiveDate, NaiveTime};
use diesel::prelude::*;

use crate::attendance::demo::at;
use crate::db::{transaction, Conn};
use crate::error::StoreError;
use crate::schema::{messages, news, newsletters, sections, students, subjects, teachers};
use crate::seed::DEMO_DOMAIN;
use crate::values::new_id;

/// The news, newest last: days before today and the post's rich text.
const NEWS: [(u64, &str); 4] = [
    (
        12,
        "<p><strong>Welcome back!</strong> Classes of the new quarter start on Monday at 7:30 AM. \
         Advisers will go over the class schedule and the school rules in the first period.</p>",
    ),
    (
        8,
        "<p>The <strong>Parents' and Guardians' Orientation</strong> is on Saturday at 9:00 AM in the \
         library: the guardians' portal, attendance alerts and how to send an absence note.</p>",
    ),
    (
        4,
        "<p><strong>Foundation Week</strong> runs all next week: class booths, the quiz bee on \
         Wednesday and the closing program on Friday at 2:00 PM in the gym.</p><ul><li>Wear the \
         class shirt on Friday.</li><li>Booth plans go to the advisers by Tuesday.</li></ul>",
    ),
    (
        1,
        "<p>The <strong>quarterly examinations</strong> are on the last week of the quarter. Review \
         schedules are posted by each subject teacher; report cards follow a week later.</p>",
    ),
];

/// The newsletters and memos, as links: days before today and the address.
const NEWSLETTERS: [(u64, &str); 2] =
    [(10, "https://www.deped.gov.ph/"), (3, "https://www.deped.gov.ph/alternative-learning-system/")];

/// Student 1's conversation with a subject teacher: who wrote it (the student or not), days
/// before today, the time and the text.
const CONVERSATION: [(bool, u64, (u32, u32), &str); 4] = [
    (true, 3, (16, 5), "Good afternoon po. May I submit the science worksheet on Monday? I was absent on Thursday."),
    (false, 3, (17, 20), "Good afternoon. Yes, bring it on Monday. Ask a classmate for the notes on page 42."),
    (true, 2, (7, 10), "Thank you po!"),
    (false, 2, (7, 45), "You're welcome. See you in class."),
];

/// What the feed made.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct DemoFeed {
    /// News posts made.
    pub news: usize,
    /// Newsletters and memos made.
    pub newsletters: usize,
    /// Messages of student 1's conversation.
    pub messages: usize,
}

/// Adds the demo's news, newsletters and student 1's conversation, dated before `today`.
pub fn seed_demo_feed(conn: &mut Conn, today: NaiveDate) -> Result<DemoFeed, StoreError> {
    transaction(conn, |conn| {
        let mut made = DemoFeed::default();
        let noon = NaiveTime::from_hms_opt(12, 0, 0).expect("valid time");
        for (days_ago, text) in NEWS {
            let when = at(today - Days::new(days_ago), noon);
            diesel::insert_into(news::table)
                .values((
                    news::id.eq(new_id()),
                    news::image.eq(None::<String>),
                    news::text.eq(text),
                    news::created_at.eq(when),
                    news::updated_at.eq(when),
                ))
                .execute(conn)?;
            made.news += 1;
        }
        for (days_ago, link) in NEWSLETTERS {
            diesel::insert_into(newsletters::table)
                .values((
                    newsletters::id.eq(new_id()),
                    newsletters::file.eq(None::<String>),
                    newsletters::link.eq(link),
                    newsletters::created_at.eq(at(today - Days::new(days_ago), noon)),
                ))
                .execute(conn)?;
            made.newsletters += 1;
        }
        let Some((student, teacher)) = student_one_and_a_teacher(conn)? else {
            return Ok(made);
        };
        for (by_student, days_ago, (hour, minute), text) in CONVERSATION {
            let sent = at(today - Days::new(days_ago), NaiveTime::from_hms_opt(hour, minute, 0).expect("valid time"));
            let (from, to) = if by_student { (&student, &teacher) } else { (&teacher, &student) };
            diesel::insert_into(messages::table)
                .values((
                    messages::id.eq(new_id()),
                    messages::sender_id.eq(from),
                    messages::receiver_id.eq(to),
                    messages::message.eq(text),
                    messages::created_at.eq(sent),
                    messages::read_at.eq(Some(sent)),
                ))
                .execute(conn)?;
            made.messages += 1;
        }
        Ok(made)
    })
}

/// Student 1 and the teacher of a subject of their section who is not its adviser (the adviser
/// when every subject is theirs); None when student 1 has no section or it has no teacher.
fn student_one_and_a_teacher(conn: &mut Conn) -> Result<Option<(String, String)>, StoreError> {
    let found: Option<(String, Option<String>)> = students::table
        .filter(students::email.eq(format!("student1@{DEMO_DOMAIN}")))
        .select((students::id, students::section_id))
        .first(conn)
        .optional()?;
    let Some((student, Some(section))) = found else { return Ok(None) };
    let adviser: Option<String> =
        sections::table.find(&section).select(sections::adviser_id).first::<Option<String>>(conn).optional()?.flatten();
    let taught: Vec<String> = subjects::table
        .inner_join(teachers::table.on(subjects::teacher_id.eq(teachers::id.nullable())))
        .filter(subjects::section_id.eq(&section))
        .order(subjects::name)
        .select(teachers::id)
        .load(conn)?;
    let teacher = taught.iter().find(|id| Some(*id) != adviser.as_ref()).or(taught.first()).cloned();
    Ok(teacher.map(|teacher| (student, teacher)))
}
