//! DepEd's School Forms built from the learners' records and their enrolments: who a section
//! had in a school year comes from the enrolments of that year, so a past year's form lists the
//! learners of that year, those who have left since included.

use std::collections::HashMap;

use chrono::{Datelike, NaiveDate};
use lyceum_documents::school_forms::{
    promotion_report, school_register, FormHead, FormSex, PromotionLearner, RegisterLearner,
};
use lyceum_domain::enrolment::{action_taken, EnrolmentStatus};
use lyceum_domain::file_name::file_name_part;
use lyceum_domain::learner::Sex;
use lyceum_persistence::grades::settings as report_card_settings;
use lyceum_persistence::learners::forms::FormLearner;
use lyceum_persistence::learners::{enrolments, forms};
use lyceum_persistence::report_cards;
use lyceum_persistence::school_years::{self, SchoolYear};
use lyceum_persistence::Conn;

use crate::report_cards::build::{cards, Common};
use crate::Refusal;

/// A form ready to download.
#[derive(Debug)]
pub struct FormFile {
    /// `sf1-grade-7-rizal-2026-2027.xlsx`.
    pub file_name: String,
    /// The spreadsheet.
    pub bytes: Vec<u8>,
    /// How many learners it lists.
    pub learners: usize,
}

/// The school year asked for, else the current one; 404 for an unknown one, 400 when there is
/// none at all.
pub fn year_of(conn: &mut Conn, asked: Option<&str>) -> Result<SchoolYear, Refusal> {
    match asked {
        Some(id) => {
            school_years::find(conn, id)?.ok_or_else(|| Refusal::NotFound("This school year does not exist.".into()))
        }
        None => school_years::current(conn)?
            .ok_or_else(|| Refusal::BadRequest("There is no school year yet: add one under School year first.".into())),
    }
}

/// The head of `section_id`'s forms of `year`; 404 for an unknown section.
pub(crate) fn head_of(conn: &mut Conn, section_id: &str, year: &SchoolYear) -> Result<FormHead, Refusal> {
    let (level, section, adviser) = forms::section_head(conn, section_id)?
        .ok_or_else(|| Refusal::NotFound("This section does not exist.".into()))?;
    let settings = report_card_settings::read(conn)?;
    Ok(FormHead {
        school: settings.school_name,
        school_id: settings.school_id,
        region: settings.region,
        division: settings.division,
        school_year: year.year.name.clone(),
        level,
        section,
        adviser,
    })
}

/// `sf1-grade-7-rizal-2026-2027.xlsx`: the form's file name.
fn file_name(form: &str, head: &FormHead) -> String {
    let name = file_name_part(&format!("{form} {} {} {}", head.level, head.section, head.school_year), form);
    format!("{name}.xlsx")
}

/// The recorded sex letter as the forms count it.
pub(crate) fn form_sex(letter: Option<&str>) -> Option<FormSex> {
    letter.and_then(Sex::from_letter).map(|sex| match sex {
        Sex::Male => FormSex::Male,
        Sex::Female => FormSex::Female,
    })
}

/// Relationships that make the guardian a parent (the register's guardian columns are for others).
const PARENTS: [&str; 4] = ["mother", "father", "parent", "parents"];

/// The School Register (SF1) of `section_id` in `year`.
pub fn sf1(conn: &mut Conn, section_id: &str, year: &SchoolYear) -> Result<FormFile, Refusal> {
    let head = head_of(conn, section_id, year)?;
    let ids: Vec<String> =
        enrolments::in_section(conn, section_id, &year.year.id)?.into_iter().map(|e| e.student_id).collect();
    let learners = forms::learners(conn, &ids)?;
    let age_on = NaiveDate::from_ymd_opt(year.year.first_day.year(), 10, 31).unwrap_or(year.year.first_day);
    let rows: Vec<RegisterLearner> = learners
        .into_iter()
        .map(|learner| {
            let record = learner.record;
            let parent = PARENTS.contains(&learner.relationship.trim().to_lowercase().as_str());
            RegisterLearner {
                lrn: record.lrn,
                last_name: learner.last_name,
                first_name: learner.first_name,
                middle_name: learner.middle_name,
                sex: form_sex(record.sex.as_deref()),
                birthdate: learner.birthdate,
                mother_tongue: record.mother_tongue,
                ip_group: record.ip_group,
                religion: record.religion,
                address: learner.address,
                father: record.father_name,
                mother: record.mother_name,
                guardian: (!parent).then(|| (learner.parent.clone(), learner.relationship.clone())),
                contact: learner.phone,
                remarks: record.remarks,
            }
        })
        .collect();
    let bytes = school_register(&head, age_on, &rows).map_err(|error| Refusal::BadRequest(error.to_string()))?;
    Ok(FormFile { file_name: file_name("sf1", &head), bytes, learners: rows.len() })
}

/// A learner's standing in a year: the general average (none while a final grade is missing)
/// and the learning areas not passed.
pub(crate) type Standing = (Option<u8>, Vec<String>);

/// Each learner's general average and the learning areas not passed in `section_id` of `year`,
/// from the year's published grades as the report cards count them, read for the whole
/// section at once; by learner id.
pub(crate) fn standings(
    conn: &mut Conn,
    section_id: &str,
    year: &SchoolYear,
) -> Result<HashMap<String, Standing>, Refusal> {
    let Some(facts) = report_cards::of_section(conn, year, section_id)? else { return Ok(HashMap::new()) };
    let settings = report_cards::settings::read(conn)?;
    let common = Common::new(&settings, &facts);
    Ok(cards(&common, &facts)
        .into_iter()
        .map(|card| {
            let not_passed =
                card.subjects.iter().filter(|subject| subject.passed == Some(false)).map(|s| s.name.clone()).collect();
            (card.student.id, (card.general_average, not_passed))
        })
        .collect())
}

/// The action taken for a learner of `status`: how the year ended or the learner left, once
/// recorded; else DepEd's rule from the grades (none while a final grade is missing).
pub(crate) fn action_of(
    status: Option<EnrolmentStatus>,
    general_average: Option<u8>,
    not_passed: usize,
) -> Option<EnrolmentStatus> {
    match status {
        Some(status) if !matches!(status, EnrolmentStatus::Enrolled | EnrolmentStatus::TransferredIn) => Some(status),
        _ => action_taken(general_average, not_passed),
    }
}

/// "DELA CRUZ, Juan Santos": a learner as the forms list them.
pub(crate) fn listed_name(learner: &FormLearner) -> String {
    let middle = learner.middle_name.as_deref().map(|m| format!(" {m}")).unwrap_or_default();
    format!("{}, {}{middle}", learner.last_name.to_uppercase(), learner.first_name)
}

/// The Report on Promotion and Level of Proficiency (SF5) of `section_id` in `year`: each
/// learner's general average from the year's published grades, the action taken (as the year
/// end recorded it, else by DepEd's rule from the learning areas not passed; how the learner
/// left when they did) and the learning areas not passed.
pub fn sf5(conn: &mut Conn, section_id: &str, year: &SchoolYear) -> Result<FormFile, Refusal> {
    let head = head_of(conn, section_id, year)?;
    let enrolled = enrolments::in_section(conn, section_id, &year.year.id)?;
    let ids: Vec<String> = enrolled.iter().map(|e| e.student_id.clone()).collect();
    let learners = forms::learners(conn, &ids)?;
    let mut standings = standings(conn, section_id, year)?;
    let rows: Vec<PromotionLearner> = learners
        .into_iter()
        .map(|learner| {
            let status = enrolled.iter().find(|e| e.student_id == learner.id).map(|e| e.status());
            let (general_average, not_passed) = standings.remove(&learner.id).unwrap_or_default();
            let action = action_of(status, general_average, not_passed.len());
            PromotionLearner {
                lrn: learner.record.lrn.clone(),
                name: listed_name(&learner),
                sex: form_sex(learner.record.sex.as_deref()),
                general_average,
                action: action.map(|action| action.label().to_uppercase()).unwrap_or_default(),
                not_passed,
            }
        })
        .collect();
    let bytes = promotion_report(&head, &rows).map_err(|error| Refusal::BadRequest(error.to_string()))?;
    Ok(FormFile { file_name: file_name("sf5", &head), bytes, learners: rows.len() })
}
