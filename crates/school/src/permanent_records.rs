//! The Learner's Permanent Academic Record (SF10) of one learner, current or archived, or of a
//! section's learners of a school year in one PDF: every school year the learner spent at the
//! school, from their enrolments, each with the year's report card (the grades, the general
//! average and the days per month, as SF9 counts them) and the action taken.

use std::collections::HashMap;

use lyceum_documents::permanent_record::{render, PermanentRecord, RecordLearner, RecordYear};
use lyceum_documents::report_card::card::Paper;
use lyceum_domain::enrolment::EnrolmentStatus;
use lyceum_domain::file_name::file_name_part;
use lyceum_persistence::learners::enrolments::{self, NamedEnrolment};
use lyceum_persistence::learners::forms::{self, FormLearner};
use lyceum_persistence::report_cards::{self, settings::CardSettings};
use lyceum_persistence::school_years::{self, SchoolYear};
use lyceum_persistence::Conn;

use crate::report_cards::build::{card, Common};
use crate::school_forms::{action_of, head_of, listed_name, FormFile};
use crate::Refusal;

/// The school years read so far, by id.
type Years = HashMap<String, Option<SchoolYear>>;

/// `student_id`'s permanent record; 404 for an id that names no current or archived learner.
pub fn of_learner(conn: &mut Conn, student_id: &str) -> Result<FormFile, Refusal> {
    let learner = forms::learners(conn, &[student_id.to_owned()])?
        .pop()
        .ok_or_else(|| Refusal::NotFound("This student does not exist.".into()))?;
    let settings = report_cards::settings::read(conn)?;
    let record = record_of(conn, &settings, &learner, &mut Years::new())?;
    let name = file_name_part(&format!("sf10 {} {}", learner.last_name, learner.first_name), "sf10");
    let bytes = render(Paper::parse(&settings.paper), "Learner's Permanent Academic Record (SF10)", &[record]);
    Ok(FormFile { file_name: format!("{name}.pdf"), bytes, learners: 1 })
}

/// The permanent records of `section_id`'s learners of `year`, by name, in one document.
pub fn of_section(conn: &mut Conn, section_id: &str, year: &SchoolYear) -> Result<FormFile, Refusal> {
    let head = head_of(conn, section_id, year)?;
    let ids: Vec<String> =
        enrolments::in_section(conn, section_id, &year.year.id)?.into_iter().map(|e| e.student_id).collect();
    let mut learners = forms::learners(conn, &ids)?;
    learners.sort_by_key(|learner| listed_name(learner).to_lowercase());
    let settings = report_cards::settings::read(conn)?;
    let mut years = Years::new();
    let mut records = Vec::with_capacity(learners.len());
    for learner in &learners {
        records.push(record_of(conn, &settings, learner, &mut years)?);
    }
    let name = file_name_part(&format!("sf10 {} {} {}", head.level, head.section, head.school_year), "sf10");
    let bytes = render(Paper::parse(&settings.paper), "Learner's Permanent Academic Records (SF10)", &records);
    Ok(FormFile { file_name: format!("{name}.pdf"), bytes, learners: records.len() })
}

/// One learner's record: each of their enrolments, earliest year first.
fn record_of(
    conn: &mut Conn,
    settings: &CardSettings,
    learner: &FormLearner,
    years: &mut Years,
) -> Result<PermanentRecord, Refusal> {
    let enrolled = enrolments::of_student(conn, &learner.id)?;
    let admission = enrolled.iter().find_map(|named| {
        let enrolment = &named.enrolment;
        let school =
            enrolment.other_school.as_deref().filter(|_| enrolment.status() == EnrolmentStatus::TransferredIn)?;
        let average = enrolment.previous_average.map(|average| format!(" (general average {average})"));
        Some(format!("Transferred in from {school}{}", average.unwrap_or_default()))
    });
    let mut record_years = Vec::with_capacity(enrolled.len());
    for named in &enrolled {
        let id = named.enrolment.school_year_id.clone();
        if !years.contains_key(&id) {
            let year = school_years::find(conn, &id)?;
            years.insert(id.clone(), year);
        }
        let Some(Some(year)) = years.get(&id) else { continue };
        record_years.push(year_of(conn, settings, year, learner, named)?);
    }
    Ok(PermanentRecord {
        school: settings.school_name.clone(),
        learner: RecordLearner {
            name: listed_name(learner),
            lrn: learner.record.lrn.clone(),
            sex: learner.record.sex.clone(),
            birthdate: learner.birthdate,
        },
        admission,
        years: record_years,
    })
}

/// One school year of the record, from the year's report card of the learner.
fn year_of(
    conn: &mut Conn,
    settings: &CardSettings,
    year: &SchoolYear,
    learner: &FormLearner,
    named: &NamedEnrolment,
) -> Result<RecordYear, Refusal> {
    let facts = report_cards::of_student(conn, year, &learner.id)?;
    let card = facts
        .as_ref()
        .and_then(|facts| facts.students.first().map(|student| card(&Common::new(settings, facts), facts, student)));
    let enrolment = &named.enrolment;
    let status = enrolment.status();
    let (average, not_passed) = card.as_ref().map_or((None, 0), |card| {
        (card.general_average, card.subjects.iter().filter(|subject| subject.passed == Some(false)).count())
    });
    let action = match status {
        EnrolmentStatus::TransferredOut => {
            let on = enrolment.status_on.map(|day| format!(" on {day}")).unwrap_or_default();
            let to = enrolment.other_school.as_deref().map(|school| format!(" to {school}")).unwrap_or_default();
            format!("Transferred out{on}{to}")
        }
        EnrolmentStatus::Dropped => {
            let on = enrolment.status_on.map(|day| format!(" on {day}")).unwrap_or_default();
            format!("Dropped{on}")
        }
        _ => action_of(Some(status), average, not_passed).map(|action| action.label().to_owned()).unwrap_or_default(),
    };
    Ok(RecordYear {
        school_year: year.year.name.clone(),
        level: named.level.clone().unwrap_or_default(),
        section: named.section.clone().unwrap_or_default(),
        adviser: card.as_ref().and_then(|card| card.student.adviser.clone()).unwrap_or_default(),
        terms: year.terms.iter().map(|term| term.name.clone()).collect(),
        general_average: average,
        attendance: card.as_ref().map(|card| card.attendance.clone()).unwrap_or_default(),
        subjects: card.map(|card| card.subjects).unwrap_or_default(),
        action,
    })
}
