//! What the portals show of their classes: the subjects a teacher teaches and the sections they
//! advise, each refused to anyone else; the subjects of a student's section.

use lyceum_domain::Id;
use lyceum_persistence::attachments::Owner;
use lyceum_persistence::{sections, subjects, teaching, Conn};

use crate::attachments::ensure_in_charge;
use crate::class_changes::{refused, Naming};
use crate::class_views::{SectionDetailView, SubjectView, TeacherClassesView, TeacherSubjectView};
use crate::classwork::NOT_YOURS;
use crate::Refusal;

/// The subjects `teacher` teaches with their sections and levels: all when `asked` is empty,
/// else those asked, refused when one of them is not theirs.
pub fn taught_subjects(conn: &mut Conn, teacher: &str, asked: &[String]) -> Result<TeacherClassesView, Refusal> {
    let not_yours = || Refusal::Forbidden(NOT_YOURS.into());
    let asked: Vec<String> = asked.iter().map(|id| id.trim().to_owned()).collect();
    // None of the teacher's subjects has an id that is not one: refused as any other.
    let asked: Vec<String> = Id::parse_all(&asked).ok_or_else(not_yours)?.into_iter().map(Id::into_string).collect();
    let mut cards = teaching::subjects_taught_by(conn, teacher)?;
    if !asked.is_empty() {
        if asked.iter().any(|id| !cards.iter().any(|card| &card.id == id)) {
            return Err(not_yours());
        }
        cards.retain(|card| asked.contains(&card.id));
    }
    Ok(TeacherClassesView::from(cards))
}

/// One of the teacher's subjects with its schedule, files, level and student count.
pub fn subject_of_teacher(conn: &mut Conn, subject_id: &str, teacher: &str) -> Result<TeacherSubjectView, Refusal> {
    ensure_in_charge(conn, Owner::Subject, subject_id, teacher)?;
    let card = teaching::subjects_taught_by(conn, teacher)?
        .into_iter()
        .find(|card| card.id == subject_id)
        .ok_or_else(|| Refusal::Forbidden(NOT_YOURS.into()))?;
    Ok(TeacherSubjectView::new(subjects::find_subject(conn, subject_id).map_err(refused(Naming::None))?, card))
}

/// One of the teacher's advisory sections with its students, subjects and files.
pub fn section_of_adviser(conn: &mut Conn, section_id: &str, teacher: &str) -> Result<SectionDetailView, Refusal> {
    ensure_in_charge(conn, Owner::Section, section_id, teacher)?;
    Ok(sections::find_section(conn, section_id).map_err(refused(Naming::None))?.into())
}

/// The subjects of the section `section_id`, with their teacher, weekly schedule and files.
pub fn section_subjects(conn: &mut Conn, section_id: &str) -> Result<Vec<SubjectView>, Refusal> {
    let ids = teaching::subject_ids_of_section(conn, section_id)?;
    ids.iter()
        .map(|id| Ok(SubjectView::from(subjects::find_subject(conn, id).map_err(refused(Naming::None))?)))
        .collect()
}
