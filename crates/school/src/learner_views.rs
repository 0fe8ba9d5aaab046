//! A learner's record as the API answers it, a student's record with it (what `get-student`,
//! `create-student` and `update-student` answer), and their enrolment in each school year.

use lyceum_persistence::learners::enrolments::NamedEnrolment;
use lyceum_persistence::learners::forms::Incomplete;
use lyceum_persistence::learners::LearnerRecord;
use lyceum_persistence::students::StudentProfile;
use serde::Serialize;
use ts_rs::TS;

use crate::views::StudentView;

/// A learner's LRN, sex and School Register (SF1) fields; null where nothing is recorded.
#[derive(Debug, Serialize, TS)]
pub struct LearnerView {
    /// The Learner Reference Number, 12 digits.
    lrn: Option<String>,
    #[ts(type = "'M' | 'F' | null")]
    sex: Option<String>,
    mother_tongue: Option<String>,
    religion: Option<String>,
    /// The indigenous people's group, for a learner who belongs to one.
    ip_group: Option<String>,
    father_name: Option<String>,
    /// The mother's maiden name.
    mother_name: Option<String>,
    remarks: Option<String>,
}

impl From<LearnerRecord> for LearnerView {
    fn from(record: LearnerRecord) -> Self {
        LearnerView {
            lrn: record.lrn,
            sex: record.sex,
            mother_tongue: record.mother_tongue,
            religion: record.religion,
            ip_group: record.ip_group,
            father_name: record.father_name,
            mother_name: record.mother_name,
            remarks: record.remarks,
        }
    }
}

/// A student as the list shows them, with their learner's record.
#[derive(Debug, Serialize, TS)]
pub struct StudentRecordView {
    #[serde(flatten)]
    student: StudentView,
    learner: LearnerView,
}

impl StudentRecordView {
    /// `profile` with `record`.
    pub fn new(profile: StudentProfile, record: LearnerRecord) -> Self {
        StudentRecordView { student: StudentView::from(profile), learner: LearnerView::from(record) }
    }
}

/// A learner's enrolment in one school year (`get-enrolments`).
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct EnrolmentView {
    schoolYearID: String,
    schoolYear: String,
    levelID: Option<String>,
    level: Option<String>,
    /// Null once taken out of a section, or when the section was deleted.
    sectionID: Option<String>,
    section: Option<String>,
    /// `YYYY-MM-DD`.
    enrolledOn: String,
    #[ts(
        type = "'enrolled' | 'transferred_in' | 'transferred_out' | 'dropped' | 'promoted' | 'conditionally_promoted' | 'retained'"
    )]
    status: String,
    /// "Transferred out", "Promoted", ... as the forms write it.
    statusLabel: String,
    /// `YYYY-MM-DD`: when a transfer out or a drop took effect.
    statusOn: Option<String>,
    /// The previous school (transferred in) or the receiving school (transferred out).
    otherSchool: Option<String>,
    /// DepEd's reason code for dropping out (`b.1`, ...).
    dropReason: Option<String>,
    /// The general average brought from the previous school.
    previousAverage: Option<f64>,
}

impl From<NamedEnrolment> for EnrolmentView {
    fn from(named: NamedEnrolment) -> Self {
        let enrolment = named.enrolment;
        EnrolmentView {
            statusLabel: enrolment.status().label().to_owned(),
            schoolYearID: enrolment.school_year_id,
            schoolYear: named.year,
            levelID: enrolment.level_id,
            level: named.level,
            sectionID: enrolment.section_id,
            section: named.section,
            enrolledOn: enrolment.enrolled_on.to_string(),
            status: enrolment.status,
            statusOn: enrolment.status_on.map(|day| day.to_string()),
            otherSchool: enrolment.other_school,
            dropReason: enrolment.drop_reason,
            previousAverage: enrolment.previous_average,
        }
    }
}

/// What `transfer-out`, `drop-learner` and `transfer-in` answer: the learner's enrolment of the
/// year as it now stands, and whether they went to the archive at once.
#[derive(Debug, Serialize, TS)]
pub struct TransferAnswer {
    enrolment: EnrolmentView,
    /// True when the day they left was already over.
    archived: bool,
}

impl TransferAnswer {
    /// `enrolment`, and whether the learner was archived.
    pub fn new(enrolment: NamedEnrolment, archived: bool) -> Self {
        TransferAnswer { enrolment: enrolment.into(), archived }
    }
}

/// A current learner whose record lacks an LRN or sex.
#[derive(Debug, Serialize, TS)]
#[allow(non_snake_case)]
pub struct IncompleteLearnerView {
    studentID: String,
    name: String,
    /// "Grade 7 - Rizal"; null when not placed.
    section: Option<String>,
    /// What is missing: `lrn`, `sex` or both.
    #[ts(type = "Array<'lrn' | 'sex'>")]
    missing: Vec<&'static str>,
}

/// What `GET /api/records/incomplete` answers: the first learners by name, and how many in all.
#[derive(Debug, Serialize, TS)]
pub struct IncompleteView {
    learners: Vec<IncompleteLearnerView>,
    total: i64,
}

impl IncompleteView {
    /// `listed` of `total`.
    pub fn new(listed: Vec<Incomplete>, total: i64) -> Self {
        let learners = listed
            .into_iter()
            .map(|learner| IncompleteLearnerView {
                name: format!("{} {}", learner.first_name, learner.last_name),
                studentID: learner.id,
                section: learner.section,
                missing: [(learner.no_lrn, "lrn"), (learner.no_sex, "sex")]
                    .into_iter()
                    .filter_map(|(missing, field)| missing.then_some(field))
                    .collect(),
            })
            .collect();
        IncompleteView { learners, total }
    }
}
