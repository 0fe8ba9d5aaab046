//! JSON shapes of the class hierarchy (category, level, section, subject, schedule), in the
//! field names the API contract fixes.

use lyceum_persistence::classes::{Category, Level};
use lyceum_persistence::sections::{FileRef, SectionDetail, SectionSummary, StudentBrief, SubjectBrief};
use lyceum_persistence::subjects::{Schedule, SubjectDetail};
use lyceum_persistence::teaching::SubjectCard;
use serde::Serialize;
use ts_rs::TS;

use crate::views::full_name;

#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
struct LevelRef {
    levelID: String,
    level: String,
}

/// A category with its levels.
#[derive(Debug, Serialize, TS)]
pub struct CategoryView {
    _id: String,
    category: String,
    levels: Vec<LevelRef>,
}

impl From<Category> for CategoryView {
    fn from(c: Category) -> Self {
        CategoryView {
            _id: c.id,
            category: c.name,
            levels: c.levels.into_iter().map(|(id, level)| LevelRef { levelID: id, level }).collect(),
        }
    }
}

#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
struct SectionRef {
    sectionID: String,
    section: String,
}

/// A level with its sections.
#[derive(Debug, Serialize, TS)]
pub struct LevelView {
    _id: String,
    level: String,
    category: String,
    sections: Vec<SectionRef>,
}

impl From<Level> for LevelView {
    fn from(l: Level) -> Self {
        LevelView {
            _id: l.id,
            level: l.name,
            category: l.category_id,
            sections: l.sections.into_iter().map(|(id, section)| SectionRef { sectionID: id, section }).collect(),
        }
    }
}

/// A subject as a section lists it.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct SubjectRefView {
    _id: String,
    subjectID: String,
    subject: String,
    teacher: Option<String>,
    teacherName: Option<String>,
}

impl From<SubjectBrief> for SubjectRefView {
    fn from(s: SubjectBrief) -> Self {
        let (teacher, teacher_name) = s.teacher.map_or((None, None), |(id, name)| (Some(id), Some(name)));
        SubjectRefView { _id: s.id.clone(), subjectID: s.id, subject: s.name, teacher, teacherName: teacher_name }
    }
}

/// A section with adviser and subjects (the level screen's rows).
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct SectionView {
    _id: String,
    section: String,
    level: String,
    adviser: Option<String>,
    adviserName: Option<String>,
    subjects: Vec<SubjectRefView>,
}

impl From<SectionSummary> for SectionView {
    fn from(s: SectionSummary) -> Self {
        let (adviser, adviser_name) = s.adviser.map_or((None, None), |(id, name)| (Some(id), Some(name)));
        SectionView {
            _id: s.id,
            section: s.name,
            level: s.level_id,
            adviser,
            adviserName: adviser_name,
            subjects: s.subjects.into_iter().map(SubjectRefView::from).collect(),
        }
    }
}

#[derive(Debug, Serialize, TS)]
struct ParentNameView {
    first_name: String,
    last_name: String,
}

/// A student as a section lists them.
#[derive(Debug, Serialize, TS)]
pub struct SectionStudentView {
    _id: String,
    image: Option<String>,
    first_name: String,
    last_name: String,
    full_name: String,
    birthdate: String,
    email: String,
    parent_guardian: ParentNameView,
}

impl From<StudentBrief> for SectionStudentView {
    fn from(s: StudentBrief) -> Self {
        SectionStudentView {
            full_name: full_name(&s.first_name, None, &s.last_name),
            _id: s.id,
            image: s.image,
            first_name: s.first_name,
            last_name: s.last_name,
            birthdate: s.birthdate.to_string(),
            email: s.email,
            parent_guardian: ParentNameView { first_name: s.parent_first_name, last_name: s.parent_last_name },
        }
    }
}

/// A section's lesson guide: `name` is the stored path (clients download it from there),
/// `fileName` the original name.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct SectionFileView {
    _id: String,
    name: String,
    fileName: String,
}

/// A subject's file: `file` is the stored path (clients download it from there), `name` the
/// original name.
#[derive(Debug, Serialize, TS)]
pub struct SubjectFileView {
    _id: String,
    file: String,
    name: String,
}

/// A section with where it sits and its lesson guides, without its students (as its own
/// students see it).
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct SectionOverviewView {
    #[serde(flatten)]
    summary: SectionView,
    levelName: String,
    category: String,
    categoryName: String,
    files: Vec<SectionFileView>,
}

/// A section with its students and files.
#[derive(Debug, Serialize, TS)]
pub struct SectionDetailView {
    #[serde(flatten)]
    overview: SectionOverviewView,
    students: Vec<SectionStudentView>,
}

impl From<SectionDetail> for SectionOverviewView {
    fn from(d: SectionDetail) -> Self {
        SectionOverviewView {
            summary: d.summary.into(),
            levelName: d.level_name,
            category: d.category_id,
            categoryName: d.category_name,
            files: d
                .files
                .into_iter()
                .map(|f: FileRef| SectionFileView { _id: f.id, name: f.path, fileName: f.name })
                .collect(),
        }
    }
}

impl From<SectionDetail> for SectionDetailView {
    fn from(mut d: SectionDetail) -> Self {
        let students = std::mem::take(&mut d.students).into_iter().map(SectionStudentView::from).collect();
        SectionDetailView { overview: d.into(), students }
    }
}

/// A weekly slot.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct ScheduleView {
    _id: String,
    subject: String,
    day: String,
    startTime: String,
    endTime: String,
}

impl From<Schedule> for ScheduleView {
    fn from(s: Schedule) -> Self {
        ScheduleView { _id: s.id, subject: s.subject_id, day: s.day, startTime: s.start_time, endTime: s.end_time }
    }
}

/// A subject with its teacher, schedule and files.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct SubjectView {
    _id: String,
    subject: String,
    section: String,
    sectionName: String,
    teacher: Option<String>,
    teacherName: Option<String>,
    schedules: Vec<ScheduleView>,
    files: Vec<SubjectFileView>,
}

impl From<SubjectDetail> for SubjectView {
    fn from(s: SubjectDetail) -> Self {
        let (teacher, teacher_name) = s.teacher.map_or((None, None), |(id, name)| (Some(id), Some(name)));
        SubjectView {
            _id: s.id,
            subject: s.name,
            section: s.section_id,
            sectionName: s.section_name,
            teacher,
            teacherName: teacher_name,
            schedules: s.schedules.into_iter().map(ScheduleView::from).collect(),
            files: s.files.into_iter().map(|f| SubjectFileView { _id: f.id, file: f.path, name: f.name }).collect(),
        }
    }
}

/// A subject as its teacher sees it: with its level and how many students the section has.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct TeacherSubjectView {
    #[serde(flatten)]
    subject: SubjectView,
    level: String,
    levelName: String,
    studentCount: i64,
}

impl TeacherSubjectView {
    /// The subject with where it is taught.
    pub fn new(subject: SubjectDetail, card: SubjectCard) -> Self {
        TeacherSubjectView {
            subject: subject.into(),
            level: card.level_id,
            levelName: card.level_name,
            studentCount: card.student_count,
        }
    }
}

/// One card of the teacher's Classes screen.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct SubjectCardView {
    _id: String,
    subject: String,
    section: String,
    sectionName: String,
    level: String,
    levelName: String,
    studentCount: i64,
}

impl From<SubjectCard> for SubjectCardView {
    fn from(c: SubjectCard) -> Self {
        SubjectCardView {
            _id: c.id,
            subject: c.name,
            section: c.section_id,
            sectionName: c.section_name,
            level: c.level_id,
            levelName: c.level_name,
            studentCount: c.student_count,
        }
    }
}

/// A teacher named on a section: the adviser.
#[derive(Debug, Clone, Serialize, TS)]
pub struct TeacherRefView {
    _id: String,
    full_name: String,
}

/// `get-level`: a level with its sections and the teachers who may advise them.
#[derive(Debug, Serialize, TS)]
pub struct LevelOverviewView {
    pub level: LevelView,
    pub sections: Vec<SectionView>,
    pub teachers: Vec<crate::views::PersonView>,
}

/// `get-section`: a section with its students, subjects and files, its level and its adviser.
/// The admin's section screens read the adviser under two names, `teacher` where a section is
/// created and `adviser` where it is edited: both are answered, with the same value.
#[derive(Debug, Serialize, TS)]
pub struct SectionAnswerView {
    section: SectionDetailView,
    level: LevelView,
    teacher: Option<TeacherRefView>,
    adviser: Option<TeacherRefView>,
}

impl SectionAnswerView {
    pub fn of(detail: SectionDetail, level: Level) -> Self {
        let adviser = detail.summary.adviser.clone().map(|(id, name)| TeacherRefView { _id: id, full_name: name });
        SectionAnswerView {
            section: SectionDetailView::from(detail),
            level: LevelView::from(level),
            teacher: adviser.clone(),
            adviser,
        }
    }
}

/// A section the teacher teaches in, with its level's id and how many students it has.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct TaughtSectionView {
    _id: String,
    section: String,
    level: String,
    studentCount: i64,
}

/// A level the teacher teaches in.
#[derive(Debug, Serialize, TS)]
pub struct TaughtLevelView {
    _id: String,
    level: String,
}

/// `get-teacher-subjects`: the teacher's subjects, and their sections and levels once each.
#[derive(Debug, Serialize, TS)]
pub struct TeacherClassesView {
    subjects: Vec<SubjectCardView>,
    sections: Vec<TaughtSectionView>,
    levels: Vec<TaughtLevelView>,
}

impl From<Vec<SubjectCard>> for TeacherClassesView {
    fn from(cards: Vec<SubjectCard>) -> Self {
        let mut sections: Vec<TaughtSectionView> = Vec::new();
        let mut levels: Vec<TaughtLevelView> = Vec::new();
        for card in &cards {
            if !sections.iter().any(|s| s._id == card.section_id) {
                sections.push(TaughtSectionView {
                    _id: card.section_id.clone(),
                    section: card.section_name.clone(),
                    level: card.level_id.clone(),
                    studentCount: card.student_count,
                });
            }
            if !levels.iter().any(|l| l._id == card.level_id) {
                levels.push(TaughtLevelView { _id: card.level_id.clone(), level: card.level_name.clone() });
            }
        }
        TeacherClassesView { subjects: cards.into_iter().map(SubjectCardView::from).collect(), sections, levels }
    }
}

/// The student portal's `get-section`: the student's own section and its adviser.
#[derive(Debug, Serialize, TS)]
pub struct OwnSectionView {
    pub section: SectionOverviewView,
    pub adviser: Option<crate::views::TeacherCardView>,
}

/// `move-students`: how many students changed section.
#[derive(Debug, Serialize, TS)]
pub struct MovedView {
    pub message: String,
    pub moved: usize,
}
