//! Report cards built from what persistence reads: each subject's grades by term, the final
//! grades and the general average by the domain's rules (`final` once every term has a grade,
//! the general average once every subject has a final), and the descriptors of DepEd's scale.

use std::collections::BTreeMap;

use lyceum_domain::grading::{final_grade, general_average, Grade, Scale};
use lyceum_persistence::report_cards::settings::CardSettings;
use lyceum_persistence::report_cards::{CardFacts, StudentFacts};

use lyceum_documents::report_card::card::{
    Attendance, CardComment, CardStudent, CardSubject, CardTerm, Days, MonthDays, Paper, ReportCard, ScaleRow, YearRef,
};
use lyceum_domain::person::full_name;

/// What every card of one run shares.
pub struct Common {
    school: String,
    paper: Paper,
    year: YearRef,
    terms: Vec<CardTerm>,
    scale: Scale,
    legend: Vec<ScaleRow>,
}

impl Common {
    /// The settings' and the year's part of the cards of `facts`.
    pub fn new(settings: &CardSettings, facts: &CardFacts) -> Common {
        let year = &facts.year;
        let terms = year
            .terms
            .iter()
            .map(|term| CardTerm {
                id: term.id.clone(),
                name: term.name.clone(),
                first_day: term.first_day,
                last_day: term.last_day,
            })
            .collect();
        let scale = Scale::deped();
        Common {
            school: settings.school_name.clone(),
            paper: Paper::parse(&settings.paper),
            year: YearRef { id: year.year.id.clone(), name: year.year.name.clone() },
            terms,
            legend: legend(&scale),
            scale,
        }
    }

    /// The paper of the run.
    pub fn paper(&self) -> Paper {
        self.paper
    }
}

/// The scale's rows for the legend: `90-100`, `85-89`, ... and `Below 75` for a band from 0.
fn legend(scale: &Scale) -> Vec<ScaleRow> {
    let mut rows = Vec::with_capacity(scale.bands.len());
    let mut top: u8 = 100;
    for band in &scale.bands {
        let minimum = band.minimum.value();
        let range = if minimum == 0 { format!("Below {}", u16::from(top) + 1) } else { format!("{minimum}-{top}") };
        rows.push(ScaleRow { range, label: band.label.clone() });
        top = minimum.saturating_sub(1);
    }
    rows
}

/// The cards of every student of `facts`, in their order.
pub fn cards(common: &Common, facts: &CardFacts) -> Vec<ReportCard> {
    facts.students.iter().map(|student| card(common, facts, student)).collect()
}

/// One student's card.
pub fn card(common: &Common, facts: &CardFacts, student: &StudentFacts) -> ReportCard {
    let terms = common.terms.len();
    let mut by_subject: BTreeMap<&str, Vec<Option<u8>>> =
        facts.subjects.iter().map(|name| (name.as_str(), vec![None; terms])).collect();
    for grade in &student.grades {
        let grades = by_subject.entry(grade.subject.as_str()).or_insert_with(|| vec![None; terms]);
        if let Some(slot) = grades.get_mut(grade.term) {
            *slot = Some(grade.quarterly);
        }
    }
    let subjects: Vec<CardSubject> = by_subject
        .into_iter()
        .map(|(name, grades)| {
            let quarters: Option<Vec<Grade>> = grades.iter().map(|grade| grade.and_then(Grade::new)).collect();
            let final_grade = quarters.filter(|quarters| !quarters.is_empty()).and_then(|q| final_grade(&q));
            CardSubject {
                name: name.to_owned(),
                descriptor: final_grade.and_then(|grade| common.scale.descriptor(grade)).map(str::to_owned),
                passed: final_grade.map(|grade| common.scale.passed(grade)),
                final_grade: final_grade.map(Grade::value),
                grades,
            }
        })
        .collect();
    let finals: Option<Vec<Grade>> = subjects.iter().map(|subject| subject.final_grade.and_then(Grade::new)).collect();
    let average = finals.filter(|finals| !finals.is_empty()).and_then(|finals| general_average(&finals));
    let section = facts.section.as_ref();
    ReportCard {
        school: common.school.clone(),
        paper: common.paper,
        year: common.year.clone(),
        student: CardStudent {
            id: student.id.clone(),
            full_name: full_name(&student.first_name, student.middle_name.as_deref(), &student.last_name),
            lrn: student.lrn.clone(),
            section: section.map(|section| section.name.clone()),
            level: section.map(|section| section.level.clone()),
            adviser: section.and_then(|section| section.adviser.clone()),
        },
        terms: common.terms.clone(),
        subjects,
        general_average: average.map(Grade::value),
        descriptor: average.and_then(|grade| common.scale.descriptor(grade)).map(str::to_owned),
        attendance: attendance(student),
        comments: student
            .comments
            .iter()
            .filter_map(|(term, comment)| {
                let term = common.terms.get(*term)?.name.clone();
                Some(CardComment { term, comment: comment.clone() })
            })
            .collect(),
        scale: common.legend.clone(),
    }
}

/// The attendance table of a student's months.
fn attendance(student: &StudentFacts) -> Attendance {
    let mut totals = Days::default();
    let months = student
        .months
        .iter()
        .map(|month| {
            let days = Days { school_days: month.school_days, present: month.present, absent: month.absent };
            totals.school_days += days.school_days;
            totals.present += days.present;
            totals.absent += days.absent;
            MonthDays {
                month: month.month.format("%Y-%m").to_string(),
                label: month.month.format("%b").to_string(),
                days,
            }
        })
        .collect();
    Attendance { months, totals }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_reads_as_school_form_9_does() {
        let rows = legend(&Scale::deped());
        let ranges: Vec<&str> = rows.iter().map(|row| row.range.as_str()).collect();
        assert_eq!(ranges, ["90-100", "85-89", "80-84", "75-79", "Below 75"]);
        assert_eq!(rows[4].label, "Did Not Meet Expectations");
    }
}
