//! The JSON shapes of guardian accounts' children, of the administrators' guardian rows and of
//! guardians as a teacher's people to message, in the field names docs/guardians.md fixes.

use lyceum_persistence::guardians::contacts::GuardianContact;
use lyceum_persistence::guardians::without::Unlinked;
use lyceum_persistence::guardians::{Child, GuardianWithChildren};
use lyceum_persistence::teachers::Teacher;
use serde::Serialize;
use ts_rs::TS;

use crate::views::{full_name, GuardianView, PersonView};

/// A child as the guardian's child switcher shows it.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct ChildView {
    _id: String,
    first_name: String,
    middle_name: Option<String>,
    last_name: String,
    full_name: String,
    image: Option<String>,
    relationship: String,
    categoryID: Option<String>,
    category: Option<String>,
    levelID: Option<String>,
    level: Option<String>,
    sectionID: Option<String>,
    section: Option<String>,
}

impl From<Child> for ChildView {
    fn from(c: Child) -> Self {
        let (category_id, category) = c.category.unzip();
        let (level_id, level) = c.level.unzip();
        let (section_id, section) = c.section.unzip();
        ChildView {
            full_name: full_name(&c.first_name, c.middle_name.as_deref(), &c.last_name),
            _id: c.id,
            first_name: c.first_name,
            middle_name: c.middle_name,
            last_name: c.last_name,
            image: c.image,
            relationship: c.relationship,
            categoryID: category_id,
            category,
            levelID: level_id,
            level,
            sectionID: section_id,
            section,
        }
    }
}

/// A child as an administrator's guardian row lists it.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct LinkedStudentView {
    _id: String,
    first_name: String,
    last_name: String,
    full_name: String,
    email: String,
    relationship: String,
    level: Option<String>,
    section: Option<String>,
    sectionID: Option<String>,
}

impl From<Child> for LinkedStudentView {
    fn from(c: Child) -> Self {
        let (section_id, section) = c.section.unzip();
        LinkedStudentView {
            full_name: full_name(&c.first_name, None, &c.last_name),
            _id: c.id,
            first_name: c.first_name,
            last_name: c.last_name,
            email: c.email,
            relationship: c.relationship,
            level: c.level.map(|(_, name)| name),
            section,
            sectionID: section_id,
        }
    }
}

/// A guardian with their children, as the administrators' list and writes answer it.
#[derive(Debug, Serialize, TS)]
pub struct AdminGuardianView {
    #[serde(flatten)]
    guardian: GuardianView,
    children: Vec<LinkedStudentView>,
}

impl From<GuardianWithChildren> for AdminGuardianView {
    fn from(row: GuardianWithChildren) -> Self {
        AdminGuardianView {
            guardian: row.guardian.into(),
            children: row.children.into_iter().map(LinkedStudentView::from).collect(),
        }
    }
}

/// A student without a guardian account, with their guardian block.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct UnlinkedStudentView {
    _id: String,
    first_name: String,
    last_name: String,
    full_name: String,
    email: String,
    sectionID: Option<String>,
    section: Option<String>,
    level: Option<String>,
    parent_name: String,
    parent_email: Option<String>,
    relationship: String,
}

impl From<Unlinked> for UnlinkedStudentView {
    fn from(s: Unlinked) -> Self {
        let (section_id, section, level) = match s.place {
            Some(place) => (Some(place.section.0), Some(place.section.1), Some(place.level.1)),
            None => (None, None, None),
        };
        UnlinkedStudentView {
            full_name: full_name(&s.first_name, None, &s.last_name),
            _id: s.id,
            first_name: s.first_name,
            last_name: s.last_name,
            email: s.email,
            sectionID: section_id,
            section,
            level,
            parent_name: s.parent_name,
            parent_email: s.parent_email,
            relationship: s.relationship,
        }
    }
}

/// A student named beside their guardian: `{_id, full_name}`.
#[derive(Debug, Serialize, TS)]
pub struct ChildNameView {
    _id: String,
    full_name: String,
}

/// A guardian as a teacher messages them: the person's card (`_id`, names, `image`) with
/// `role: "guardian"` and `guardianOf`, the teacher's students they are the guardian of.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct GuardianContactView {
    #[serde(flatten)]
    person: PersonView,
    #[ts(type = "'guardian'")]
    role: &'static str,
    guardianOf: Vec<ChildNameView>,
}

impl From<GuardianContact> for GuardianContactView {
    fn from(contact: GuardianContact) -> Self {
        let children = contact
            .children
            .into_iter()
            .map(|c| ChildNameView {
                full_name: full_name(&c.first_name, c.middle_name.as_deref(), &c.last_name),
                _id: c.id,
            })
            .collect();
        GuardianContactView { person: contact.guardian.into(), role: "guardian", guardianOf: children }
    }
}

/// Someone to message: a student or teacher as before, or a guardian with their children.
#[derive(Debug, Serialize, TS)]
#[serde(untagged)]
pub enum PartnerView {
    /// A student or a teacher.
    Person(PersonView),
    /// A guardian of the teacher's students.
    Guardian(GuardianContactView),
}

/// `GET children`: the guardian's children.
#[derive(Serialize, TS)]
pub struct ChildrenView {
    /// The children, by last then first name.
    pub children: Vec<ChildView>,
}

/// A teacher as the guardian portal names them.
#[derive(Serialize, TS)]
pub struct TeacherName {
    _id: String,
    full_name: String,
    image: Option<String>,
}

/// A subject of the child's section with its teacher.
#[derive(Serialize, TS)]
pub struct ChildSubjectView {
    _id: String,
    name: String,
    teacher: Option<TeacherName>,
}

/// `GET children/{studentID}/teachers`: the adviser of the child's section and each subject
/// with its teacher, subjects by name (both empty while the child has no section).
#[derive(Serialize, TS)]
pub struct ChildTeachersView {
    adviser: Option<TeacherName>,
    subjects: Vec<ChildSubjectView>,
}

impl ChildTeachersView {
    /// The `adviser`'s and the `subjects`' (id, name, teacher id) names among `people`.
    pub fn of(adviser: Option<&str>, subjects: Vec<(String, String, Option<String>)>, people: &[Teacher]) -> Self {
        let name = |id: Option<&str>| {
            let id = id?;
            people.iter().find(|t| t.id == id).map(|t| TeacherName {
                _id: t.id.clone(),
                full_name: full_name(&t.first_name, t.middle_name.as_deref(), &t.last_name),
                image: t.image.clone(),
            })
        };
        let subjects = subjects
            .into_iter()
            .map(|(id, subject, teacher)| ChildSubjectView {
                _id: id,
                name: subject,
                teacher: name(teacher.as_deref()),
            })
            .collect();
        ChildTeachersView { adviser: name(adviser), subjects }
    }
}
