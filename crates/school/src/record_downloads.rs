//! Every download of the Records area, by its file name under `/api/records/`: a section's
//! forms (`sf1.xlsx`, `sf5.xlsx`, `sf10.pdf?sectionID=`) for administrators and the section's
//! adviser; a learner's permanent record (`sf10.pdf?studentID=`) and the school's forms
//! (`sf4.xlsx`, `sf6.xlsx`, `lis-enrolment.csv`, `lis-status.csv`) for administrators. What is
//! asked is checked before who asks, so a malformed request is told what is wrong with it.

use lyceum_domain::{Id, Role, ValidationError};
use lyceum_persistence::attendance::places::{self, Asked as Place};
use lyceum_persistence::school_years::SchoolYear;
use lyceum_persistence::Conn;

use crate::school_forms::{sf1, sf5, year_of, FormFile};
use crate::{lis_exports, permanent_records, school_reports, Refusal};

/// What a download asks for: the file's name and the query's values, as sent.
#[derive(Debug, Default, Clone)]
pub struct Asked {
    /// `sf1.xlsx`, `sf10.pdf`, `lis-status.csv`, ...
    pub file: String,
    /// `sectionID`.
    pub section: Option<String>,
    /// `studentID`.
    pub student: Option<String>,
    /// `schoolYearID`; the current year when left out.
    pub year: Option<String>,
    /// `month`, `YYYY-MM` (SF4).
    pub month: Option<String>,
}

/// A download ready to send, with what the audit log says of it.
#[derive(Debug)]
pub struct Download {
    /// The file.
    pub file: FormFile,
    /// The kind of record it is of (`section`, `student`, `school`).
    pub record_type: &'static str,
    /// The record's id, for a section's or a learner's.
    pub record_id: Option<String>,
    /// "SF1 of Grade 7 - Rizal, 30 learner(s)".
    pub detail: String,
}

impl FormFile {
    /// The media type of the file, by its extension.
    pub fn content_type(&self) -> &'static str {
        match self.file_name.rsplit('.').next() {
            Some("pdf") => "application/pdf",
            Some("csv") => "text/csv; charset=utf-8",
            _ => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        }
    }
}

/// How a section's form is built.
type Build = fn(&mut Conn, &str, &SchoolYear) -> Result<FormFile, Refusal>;

/// The section form named by a file name: its name in the audit log and its builder.
fn section_form(file: &str) -> Option<(&'static str, Build)> {
    match file {
        "sf1.xlsx" => Some(("SF1", sf1)),
        "sf5.xlsx" => Some(("SF5", sf5)),
        "sf10.pdf" => Some(("SF10", permanent_records::of_section)),
        _ => None,
    }
}

const NO_SECTION: &str = "This section does not exist.";
const NO_YEAR: &str = "This school year does not exist.";

/// A query value, trimmed; none when missing or blank.
fn given(raw: &Option<String>) -> Option<&str> {
    raw.as_deref().map(str::trim).filter(|raw| !raw.is_empty())
}

/// The id `raw` names, or 404 `missing` when it cannot be an id.
fn id_of(raw: &str, missing: &str) -> Result<String, Refusal> {
    Id::parse(raw).map(Id::into_string).ok_or_else(|| Refusal::NotFound(missing.to_owned()))
}

/// The download `asked` for the caller `(role, id)`, built; refused as the module says.
pub fn download(conn: &mut Conn, (role, caller): (Role, &str), asked: &Asked) -> Result<Download, Refusal> {
    let year = given(&asked.year).map(|raw| id_of(raw, NO_YEAR)).transpose()?;
    let admins_only = || {
        if role == Role::Admin {
            Ok(())
        } else {
            Err(Refusal::Forbidden("Only administrators get the school's forms and learners' records.".into()))
        }
    };
    let file = asked.file.as_str();
    if file == "sf10.pdf" && given(&asked.student).is_some() {
        let student = id_of(given(&asked.student).unwrap_or_default(), "This student does not exist.")?;
        admins_only()?;
        let file = permanent_records::of_learner(conn, &student)?;
        let detail = format!("SF10 of {}", file.file_name);
        return Ok(Download { file, record_type: "student", record_id: Some(student), detail });
    }
    if let Some((name, build)) = section_form(file) {
        return section_download(conn, (role, caller), asked, year.as_deref(), (name, build));
    }
    let school: fn(&mut Conn, &SchoolYear, &Asked) -> Result<FormFile, Refusal> = match file {
        "sf4.xlsx" => |conn, year, asked| {
            let month =
                given(&asked.month).ok_or_else(|| ValidationError::new("month", "Choose a month, as YYYY-MM."))?;
            school_reports::sf4(conn, year, month)
        },
        "sf6.xlsx" => |conn, year, _| school_reports::sf6(conn, year),
        "lis-enrolment.csv" => |conn, year, _| lis_exports::enrolment_list(conn, year),
        "lis-status.csv" => |conn, year, _| lis_exports::status_list(conn, year),
        _ => return Err(Refusal::NotFound("There is no such form.".into())),
    };
    admins_only()?;
    let year = year_of(conn, year.as_deref())?;
    let built = school(conn, &year, asked)?;
    let detail = format!("{} of {}, {} learner(s)", built.file_name, year.year.name, built.learners);
    Ok(Download { file: built, record_type: "school", record_id: None, detail })
}

/// A section's form, for an administrator or the section's adviser.
fn section_download(
    conn: &mut Conn,
    (role, caller): (Role, &str),
    asked: &Asked,
    year: Option<&str>,
    (name, build): (&str, Build),
) -> Result<Download, Refusal> {
    let section = given(&asked.section).ok_or_else(|| ValidationError::new("sectionID", "Choose a section."))?;
    let section = id_of(section, NO_SECTION)?;
    let place = places::find(conn, Place::Daily(&section))?.ok_or_else(|| Refusal::NotFound(NO_SECTION.into()))?;
    if role != Role::Admin && place.adviser_id.as_deref() != Some(caller) {
        return Err(Refusal::Forbidden("Only administrators and the section's adviser get its school forms.".into()));
    }
    let year = year_of(conn, year)?;
    let file = build(conn, &section, &year)?;
    let detail = format!("{name} of {} - {}, {} learner(s)", place.section.level, place.section.section, file.learners);
    Ok(Download { file, record_type: "section", record_id: Some(section), detail })
}
