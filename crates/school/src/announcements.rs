//! A teacher's announcement to a section they advise or teach: to its students, their
//! guardians, or both; kept in the section's stream and told to each recipient live. Replies go
//! to the teacher as ordinary messages (messaging stays one to one).

use std::collections::HashMap;

use chrono::NaiveDateTime;
use lyceum_domain::{Id, RichText, Role, ValidationError};
use lyceum_persistence::announcements::{self, Announcement};
use lyceum_persistence::grades::places;
use lyceum_persistence::guardians::lookup;
use lyceum_persistence::notifications::{NewNotification, Recipient};
use lyceum_persistence::Conn;
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::attachments::{self as attaching, Owner};
use crate::audit::{audited, Actor, Entry};
use crate::classwork_views::ClassworkFileView;
use crate::views::timestamp;
use crate::Refusal;

/// How many announcements a stream shows.
const STREAM: i64 = 50;

/// How many files one announcement may carry.
const MOST_FILES: usize = 10;

/// The announcements as shown, each with its files (read in one statement).
fn shown(conn: &mut Conn, list: Vec<Announcement>) -> Result<AnnouncementsView, Refusal> {
    let ids: Vec<String> = list.iter().map(|a| a.id.clone()).collect();
    let mut files: HashMap<String, Vec<ClassworkFileView>> = HashMap::new();
    for (owner, file) in announcements::files_of(conn, &ids)? {
        files.entry(owner).or_default().push(ClassworkFileView::of(file));
    }
    let announcements = list
        .into_iter()
        .map(|a| {
            let own = files.remove(&a.id).unwrap_or_default();
            AnnouncementView::new(a, own)
        })
        .collect();
    Ok(AnnouncementsView { announcements })
}

/// `POST /api/teachers/announcements`: the section, who it goes to and the text.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct AnnouncementForm {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    audience: String,
    #[serde(default)]
    body: String,
    /// Stored paths of the teacher's own uploads (as a subject's files), attached in order.
    #[serde(default)]
    attachedFiles: Vec<String>,
}

/// The section a query names: `?sectionID=`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct SectionQuery {
    /// The section's id.
    #[serde(default)]
    pub sectionID: String,
}

/// An announcement in a stream.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct AnnouncementView {
    _id: String,
    sectionID: String,
    /// `Grade 7 Rizal`.
    section: String,
    teacherID: String,
    /// The teacher's name.
    teacher: String,
    /// `students`, `guardians` or `both`.
    audience: String,
    /// Sanitised HTML.
    body: String,
    /// When it was posted (RFC 3339, UTC).
    postedAt: String,
    /// The files attached, in the order they were.
    files: Vec<ClassworkFileView>,
}

/// A section's stream, newest first: `GET /api/teachers/announcements?sectionID=`,
/// `GET /api/students/announcements`, `GET /api/guardians/children/{id}/announcements`.
#[derive(Debug, Serialize, TS)]
pub struct AnnouncementsView {
    /// The announcements.
    pub announcements: Vec<AnnouncementView>,
}

impl AnnouncementView {
    fn new(a: Announcement, files: Vec<ClassworkFileView>) -> Self {
        let audience = match (a.to_students, a.to_guardians) {
            (true, true) => "both",
            (true, false) => "students",
            _ => "guardians",
        };
        AnnouncementView {
            _id: a.id,
            sectionID: a.section_id,
            section: a.section,
            teacherID: a.teacher_id,
            teacher: a.teacher,
            audience: audience.into(),
            body: a.body,
            postedAt: timestamp(a.created_at),
            files,
        }
    }
}

/// The section `raw` when `teacher` advises it or teaches one of its subjects.
fn section_of_teacher(conn: &mut Conn, raw: &str, teacher: &str) -> Result<String, Refusal> {
    if raw.trim().is_empty() {
        return Err(ValidationError::new("sectionID", "Choose a class.").into());
    }
    let not_yours = || Refusal::Forbidden("This is not one of your classes.".into());
    let id = Id::parse(raw.trim()).map(Id::into_string).ok_or_else(not_yours)?;
    let section = places::section(conn, &id)?.ok_or_else(not_yours)?;
    let teaches = places::subjects_of_section(conn, &id)?.iter().any(|s| s.teacher_id.as_deref() == Some(teacher));
    if section.adviser_id.as_deref() == Some(teacher) || teaches {
        Ok(id)
    } else {
        Err(not_yours())
    }
}

/// Posts the form's announcement at `at`; answers it with the notifications to send once it
/// has committed (one per student and guardian it goes to).
pub fn post(
    conn: &mut Conn,
    actor: &Actor,
    teacher: &str,
    form: &AnnouncementForm,
    at: NaiveDateTime,
) -> Result<(AnnouncementView, Vec<NewNotification>), Refusal> {
    let audience = match form.audience.trim() {
        "students" => (true, false),
        "guardians" => (false, true),
        "both" => (true, true),
        _ => return Err(ValidationError::new("audience", "Choose students, guardians or both.").into()),
    };
    let body = RichText::parse_text("body", &form.body, "Write the announcement.")?.into_string();
    if form.attachedFiles.len() > MOST_FILES {
        return Err(ValidationError::new("attachedFiles", format!("Attach at most {MOST_FILES} files.")).into());
    }
    audited(conn, |conn| {
        let section = section_of_teacher(conn, &form.sectionID, teacher)?;
        let id = announcements::create(conn, (&section, teacher), audience, &body, at)?;
        for file in &form.attachedFiles {
            attaching::attach_unaudited(conn, (Owner::Announcement, &id), teacher, ("attachedFiles", file))?;
        }
        let mine = announcements::find(conn, &id)?;
        let posted = shown(conn, mine.into_iter().collect())?
            .announcements
            .pop()
            .ok_or(Refusal::NotFound("This announcement no longer exists.".into()))?;
        let students = announcements::students_of(conn, &section)?;
        let (title, excerpt) = (format!("Announcement: {}", posted.section), excerpt(&body));
        // Each recipient with where the stream opens: a guardian's, at one of their children in the section.
        let mut told: Vec<(Recipient, String)> = Vec::new();
        if audience.0 {
            told.extend(
                students.iter().map(|id| (Recipient { role: Role::Student, id: id.clone() }, "/student/stream".into())),
            );
        }
        if audience.1 {
            let mut guardians: Vec<(String, String)> = lookup::guardians_of(conn, &students)?
                .into_iter()
                .flat_map(|(child, guardians)| guardians.into_iter().map(move |guardian| (guardian, child.clone())))
                .collect();
            guardians.sort();
            guardians.dedup_by(|a, b| a.0 == b.0);
            told.extend(guardians.into_iter().map(|(id, child)| {
                (Recipient { role: Role::Guardian, id }, format!("/guardian/stream?child={child}"))
            }));
        }
        let notices = told
            .into_iter()
            .map(|(recipient, link)| NewNotification {
                link: Some(link),
                recipient,
                kind: "announcement",
                title: title.clone(),
                body: excerpt.clone(),
            })
            .collect();
        let entry =
            Entry::by(actor.clone(), "announcement posted").on("section", section).detail(posted.section.clone());
        Ok(((posted, notices), vec![entry]))
    })
}

/// The announcement's text without its markup, its first 140 characters.
fn excerpt(html: &str) -> String {
    let mut text = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let joined = words.join(" ").replace("&amp;", "&").replace("&lt;", "<").replace("&gt;", ">").replace("&nbsp;", " ");
    match joined.char_indices().nth(140) {
        Some((at, _)) => format!("{}…", &joined[..at]),
        None => joined,
    }
}

/// The stream of a section the teacher advises or teaches.
pub fn of_teacher(conn: &mut Conn, teacher: &str, section: &str) -> Result<AnnouncementsView, Refusal> {
    let section = section_of_teacher(conn, section, teacher)?;
    let announcements = announcements::of_section(conn, &section, (false, false), STREAM)?;
    shown(conn, announcements)
}

/// The stream of a student's section as the student (`as_guardian` false) or their guardian
/// sees it: what went to them.
pub fn of_student(conn: &mut Conn, student: &str, as_guardian: bool) -> Result<AnnouncementsView, Refusal> {
    let Some(section) = lyceum_persistence::files::section_of_student(conn, student)? else {
        return Ok(AnnouncementsView { announcements: Vec::new() });
    };
    let announcements = announcements::of_section(conn, &section, (!as_guardian, as_guardian), STREAM)?;
    shown(conn, announcements)
}
