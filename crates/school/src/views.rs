//! The JSON shapes the API answers with, in the field names the API contract fixes (`_id`,
//! `full_name`, `parent_fName`, ...). Password hashes never appear here.

use lyceum_domain::Role;
use lyceum_persistence::admins::Admin;
use lyceum_persistence::guardians::Guardian;
use lyceum_persistence::students::StudentProfile;
use lyceum_persistence::teachers::TeacherProfile;
use serde::Serialize;
use ts_rs::TS;

pub use lyceum_domain::person::full_name;

/// A signed-in administrator.
#[derive(Debug, Serialize, TS)]
pub struct AdminView {
    _id: String,
    email: String,
    full_name: &'static str,
    must_change_password: bool,
}

impl From<Admin> for AdminView {
    fn from(admin: Admin) -> Self {
        AdminView {
            _id: admin.id,
            email: admin.email,
            full_name: if admin.staff_role == Role::Cashier.as_str() { "Cashier" } else { "Administrator" },
            must_change_password: admin.must_change_password,
        }
    }
}

/// A section a teacher advises.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct AdvisoryClassView {
    sectionID: String,
    section: String,
    /// The section's level, to tell apart sections of one name (added to the spec's fields).
    level: String,
}

/// A subject a teacher teaches.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct TeacherClassView {
    subjectID: String,
    subject: String,
}

/// A teacher, in the field names the API contract fixes.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct TeacherView {
    _id: String,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    full_name: String,
    phone: String,
    email: String,
    image: Option<String>,
    birthdate: String,
    address: String,
    zoom_link: Option<String>,
    zoom_id: Option<String>,
    zoom_password: Option<String>,
    advisoryClass: Vec<AdvisoryClassView>,
    classes: Vec<TeacherClassView>,
    must_change_password: bool,
}

impl From<TeacherProfile> for TeacherView {
    fn from(profile: TeacherProfile) -> Self {
        let t = profile.teacher;
        TeacherView {
            full_name: full_name(&t.first_name, t.middle_name.as_deref(), &t.last_name),
            _id: t.id,
            first_name: t.first_name,
            middle_name: t.middle_name,
            last_name: t.last_name,
            phone: t.phone,
            email: t.email,
            image: t.image,
            birthdate: t.birthdate.to_string(),
            address: t.address,
            zoom_link: t.zoom_link,
            zoom_id: t.zoom_id,
            zoom_password: t.zoom_password,
            advisoryClass: profile
                .advisory
                .into_iter()
                .map(|(id, section, level)| AdvisoryClassView { sectionID: id, section, level })
                .collect(),
            classes: profile
                .classes
                .into_iter()
                .map(|(id, subject)| TeacherClassView { subjectID: id, subject })
                .collect(),
            must_change_password: t.must_change_password,
        }
    }
}

/// A teacher as a student of theirs sees them: name, photo, contact and video meeting.
#[derive(Debug, Serialize, TS)]
pub struct TeacherCardView {
    _id: String,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    full_name: String,
    image: Option<String>,
    email: String,
    phone: String,
    zoom_link: Option<String>,
    zoom_id: Option<String>,
    zoom_password: Option<String>,
}

impl From<lyceum_persistence::teachers::Teacher> for TeacherCardView {
    fn from(t: lyceum_persistence::teachers::Teacher) -> Self {
        TeacherCardView {
            full_name: full_name(&t.first_name, t.middle_name.as_deref(), &t.last_name),
            _id: t.id,
            first_name: t.first_name,
            middle_name: t.middle_name,
            last_name: t.last_name,
            image: t.image,
            email: t.email,
            phone: t.phone,
            zoom_link: t.zoom_link,
            zoom_id: t.zoom_id,
            zoom_password: t.zoom_password,
        }
    }
}

/// A student's parent or guardian.
#[derive(Debug, Serialize, TS)]
pub struct ParentGuardianView {
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    relationship: String,
    email: Option<String>,
    phone_number: Option<String>,
}

/// A student, in the field names the API contract fixes.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct StudentView {
    _id: String,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    full_name: String,
    email: String,
    address: String,
    image: Option<String>,
    birthdate: String,
    category: Option<String>,
    categoryID: Option<String>,
    level: Option<String>,
    levelID: Option<String>,
    section: Option<String>,
    sectionID: Option<String>,
    parent_guardian: ParentGuardianView,
    must_change_password: bool,
}

impl From<StudentProfile> for StudentView {
    fn from(s: StudentProfile) -> Self {
        StudentView {
            full_name: full_name(&s.first_name, s.middle_name.as_deref(), &s.last_name),
            _id: s.id,
            first_name: s.first_name,
            middle_name: s.middle_name,
            last_name: s.last_name,
            email: s.email,
            address: s.address,
            image: s.image,
            birthdate: s.birthdate.to_string(),
            category: s.category,
            categoryID: s.category_id,
            level: s.level,
            levelID: s.level_id,
            section: s.section,
            sectionID: s.section_id,
            parent_guardian: ParentGuardianView {
                first_name: s.parent_first_name,
                middle_name: s.parent_middle_name,
                last_name: s.parent_last_name,
                relationship: s.parent_relationship,
                email: s.parent_email,
                phone_number: s.parent_phone,
            },
            must_change_password: s.must_change_password,
        }
    }
}

/// Any signed-in user.
#[derive(Debug, Serialize, TS)]
#[serde(untagged)]
pub enum UserView {
    /// An administrator.
    Admin(AdminView),
    /// A teacher.
    Teacher(Box<TeacherView>),
    /// A student.
    Student(Box<StudentView>),
    /// A guardian.
    Guardian(Box<GuardianView>),
}

/// A guardian account, as the guardian and the administrators see it (docs/guardians.md).
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct GuardianView {
    _id: String,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    full_name: String,
    email: String,
    phone: Option<String>,
    relationship: String,
    image: Option<String>,
    must_change_password: bool,
    createdAt: String,
    email_alerts: bool,
}

impl From<Guardian> for GuardianView {
    fn from(g: Guardian) -> Self {
        GuardianView {
            full_name: full_name(&g.first_name, g.middle_name.as_deref(), &g.last_name),
            _id: g.id,
            first_name: g.first_name,
            middle_name: g.middle_name,
            last_name: g.last_name,
            email: g.email,
            phone: g.phone,
            relationship: g.relationship,
            image: g.image,
            must_change_password: g.must_change_password,
            createdAt: g.created_at.and_utc().format("%Y-%m-%dT%H:%M:%SZ").to_string(),
            email_alerts: g.email_alerts,
        }
    }
}

/// Someone to message: a conversation partner, with only their name and photo.
#[derive(Debug, Serialize, TS)]
pub struct PersonView {
    _id: String,
    first_name: String,
    last_name: String,
    full_name: String,
    image: Option<String>,
}

impl From<lyceum_persistence::people::Person> for PersonView {
    fn from(p: lyceum_persistence::people::Person) -> Self {
        PersonView {
            full_name: full_name(&p.first_name, p.middle_name.as_deref(), &p.last_name),
            _id: p.id,
            first_name: p.first_name,
            last_name: p.last_name,
            image: p.image,
        }
    }
}

impl From<lyceum_persistence::students::StudentProfile> for PersonView {
    fn from(s: lyceum_persistence::students::StudentProfile) -> Self {
        PersonView {
            full_name: full_name(&s.first_name, s.middle_name.as_deref(), &s.last_name),
            _id: s.id,
            first_name: s.first_name,
            last_name: s.last_name,
            image: s.image,
        }
    }
}

/// A stored time as the API shows it (RFC 3339, UTC).
pub fn timestamp(at: chrono::NaiveDateTime) -> String {
    at.and_utc().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}

/// A news item.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct NewsView {
    _id: String,
    image: Option<String>,
    text: String,
    createdAt: String,
}

impl From<lyceum_persistence::news::NewsItem> for NewsView {
    fn from(item: lyceum_persistence::news::NewsItem) -> Self {
        NewsView { _id: item.id, image: item.image, text: item.text, createdAt: timestamp(item.created_at) }
    }
}

/// A newsletter or memo, with a name to show: the file's original name or the link.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct NewsletterView {
    _id: String,
    file: Option<String>,
    link: Option<String>,
    name: String,
    createdAt: String,
}

impl From<lyceum_persistence::newsletters::Newsletter> for NewsletterView {
    fn from(item: lyceum_persistence::newsletters::Newsletter) -> Self {
        let name = item.file_name.or_else(|| item.link.clone()).unwrap_or_default();
        NewsletterView { _id: item.id, file: item.file, link: item.link, name, createdAt: timestamp(item.created_at) }
    }
}

/// A chat message, as answered and as pushed live.
#[derive(Debug, Clone, Serialize, TS)]
#[allow(non_snake_case)]
pub struct MessageView {
    _id: String,
    senderId: String,
    receiverId: String,
    message: String,
    createdAt: String,
    readAt: Option<String>,
}

impl From<lyceum_persistence::messages::Message> for MessageView {
    fn from(m: lyceum_persistence::messages::Message) -> Self {
        MessageView {
            _id: m.id,
            senderId: m.sender_id,
            receiverId: m.receiver_id,
            message: m.message,
            createdAt: timestamp(m.created_at),
            readAt: m.read_at.map(timestamp),
        }
    }
}

/// A conversation partner (a [`PersonView`], or a guardian's card) with the latest message and
/// the unread count.
#[derive(Debug, Serialize, TS)]
#[ts(concrete(P = PersonView))]
#[allow(non_snake_case)]
pub struct ConversationView<P: Serialize = PersonView> {
    #[serde(flatten)]
    person: P,
    lastMessage: MessageView,
    unread: i64,
}

impl<P: Serialize> ConversationView<P> {
    /// The partner's card with their conversation's summary.
    pub fn new(person: P, conversation: lyceum_persistence::messages::Conversation) -> Self {
        ConversationView { person, lastMessage: conversation.last_message.into(), unread: conversation.unread }
    }
}

/// An answer that is only a sentence for the person who acted: `{"message": ...}`.
#[derive(Debug, Serialize, TS)]
pub struct NoticeView {
    pub message: String,
}

impl NoticeView {
    pub fn new(message: impl Into<String>) -> Self {
        NoticeView { message: message.into() }
    }
}
