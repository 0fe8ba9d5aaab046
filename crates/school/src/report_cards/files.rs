//! A section's report cards as one PDF file, read and rendered on the calling (blocking)
//! thread: the one code path of `GET /api/grades/report-cards`, the background job and the
//! `lyceum report-cards` command. One section is held at a time: its facts, then its pages.

use lyceum_domain::file_name::file_name_part;
use lyceum_persistence::report_cards::settings::{self, CardSettings};
use lyceum_persistence::report_cards::{self as facts, CardFacts};
use lyceum_persistence::school_years::{self, SchoolYear};
use lyceum_persistence::{Conn, StoreError};

use super::build::{self, Common};
use lyceum_documents::report_card::card::ReportCard;
use lyceum_documents::report_card::pdf::CardsPdf;

/// A section's PDF.
#[derive(Debug, Clone)]
pub struct SectionFile {
    /// The section's id.
    pub section_id: String,
    /// The file's name: `report-cards-<level>-<section>-<year>.pdf`.
    pub name: String,
    /// Students (pages) in it.
    pub students: usize,
    /// The document.
    pub bytes: Vec<u8>,
}

/// The school year `raw` names, by id or by name (`2026-2027` also finds `2026–2027`).
pub fn find_year(conn: &mut Conn, raw: &str) -> Result<Option<SchoolYear>, StoreError> {
    let raw = raw.trim();
    let plain = |name: &str| name.replace(['–', '—'], "-").to_lowercase();
    Ok(school_years::list(conn)?.into_iter().find(|year| year.year.id == raw || plain(&year.year.name) == plain(raw)))
}

/// The PDF of the section `section_id`'s report cards for `year`; `None` for no such section.
pub fn section_file(
    conn: &mut Conn,
    settings: &CardSettings,
    year: &SchoolYear,
    section_id: &str,
) -> Result<Option<SectionFile>, StoreError> {
    let Some(facts) = facts::of_section(conn, year, section_id)? else { return Ok(None) };
    Ok(Some(render_section(settings, &facts)))
}

/// Renders the cards of `facts` (a section's) as one document.
pub fn render_section(settings: &CardSettings, facts: &CardFacts) -> SectionFile {
    let common = Common::new(settings, facts);
    let (level, section, section_id) = match &facts.section {
        Some(section) => (section.level.as_str(), section.name.as_str(), section.id.clone()),
        None => ("", "", String::new()),
    };
    let title = format!("Report cards {level} {section} {}", facts.year.year.name);
    let mut pdf = CardsPdf::new(common.paper(), &title);
    for student in &facts.students {
        pdf.add(&build::card(&common, facts, student));
    }
    let students = pdf.pages();
    SectionFile {
        section_id,
        name: format!(
            "report-cards-{}-{}-{}.pdf",
            file_name_part(level, "x"),
            file_name_part(section, "x"),
            file_name_part(&facts.year.year.name, "x")
        ),
        students,
        bytes: pdf.finish(),
    }
}

/// The report card settings (paper, school name).
pub fn card_settings(conn: &mut Conn) -> Result<CardSettings, StoreError> {
    settings::read(conn)
}

/// The report card of `student_id` (current or archived) for the school year `year_id`, with
/// the adviser's id of the card's section (who else may see it); 404 for an unknown year or
/// student.
pub fn student_card(
    conn: &mut Conn,
    year_id: &str,
    student_id: &str,
) -> Result<(ReportCard, Option<String>), crate::Refusal> {
    let missing = |what: &str| crate::Refusal::NotFound(format!("This {what} does not exist."));
    let year = find_year(conn, year_id)?.ok_or_else(|| missing("school year"))?;
    let facts = facts::of_student(conn, &year, student_id)?.ok_or_else(|| missing("student"))?;
    let settings = settings::read(conn)?;
    let student = facts.students.first().ok_or_else(|| missing("student"))?;
    let card = build::card(&Common::new(&settings, &facts), &facts, student);
    Ok((card, facts.section.and_then(|section| section.adviser_id)))
}

/// `card` as a PDF: its file name (`report-card-<name>-<year>.pdf`) and bytes.
pub fn card_pdf(card: ReportCard) -> (String, Vec<u8>) {
    let name = format!(
        "report-card-{}-{}.pdf",
        file_name_part(&card.student.full_name, "x"),
        file_name_part(&card.year.name, "x")
    );
    let title = format!("Report card {}", card.student.full_name);
    (name, lyceum_documents::report_card::pdf::render(card.paper, &title, &[card]))
}

/// The PDF of the section `section_id`'s report cards for the school year `year_id`; 404 for an
/// unknown year or section.
pub fn section_pdf(conn: &mut Conn, year_id: &str, section_id: &str) -> Result<SectionFile, crate::Refusal> {
    let missing = |what: &str| crate::Refusal::NotFound(format!("This {what} does not exist."));
    let year = find_year(conn, year_id)?.ok_or_else(|| missing("school year"))?;
    let settings = settings::read(conn)?;
    section_file(conn, &settings, &year, section_id)?.ok_or_else(|| missing("section"))
}
