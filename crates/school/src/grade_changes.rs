//! Grades changed: a gradebook's assessments added, changed and deleted; a subject's term
//! submitted and withdrawn; a term published and unlocked; an adviser's comment; the grading
//! schemes and the report cards' settings. Each change checks the locks inside its write and
//! writes its audit entry, with what was and what is, in the same transaction. (A score, the
//! busiest write of all, is logged through the server's audit queue.)

use lyceum_domain::grading::{Decimal, Scheme, SubjectGroup};
use lyceum_domain::learner::school_id;
use lyceum_domain::person::{optional_text, required_text};
use lyceum_domain::{FieldErrors, Role, ValidationError};
use lyceum_persistence::grades::assessments::{self, AssessmentFields};
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{SectionPlace, Status, SubjectPlace, TermPlace};
use lyceum_persistence::grades::publish::{self, Published};
use lyceum_persistence::grades::schemes::{self, GroupScheme};
use lyceum_persistence::grades::settings::{self, ReportCardSettings};
use lyceum_persistence::grades::{review, GradeError};
use lyceum_persistence::Conn;

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// What a change to published grades is told.
pub const PUBLISHED: &str = "These grades are published; ask an administrator to unlock them.";
/// What a teacher's change to a submitted gradebook is told.
pub const SUBMITTED: &str = "These grades are submitted; withdraw them to make changes.";

/// What a score outside 0 to `highest` is told.
pub fn score_range(highest: Decimal) -> Refusal {
    ValidationError::new("score", format!("Enter a score from 0 to {highest}.")).into()
}

/// A refusal of grades' storage in the screens' words.
pub fn refused(error: GradeError) -> Refusal {
    match error {
        GradeError::Published => Refusal::Conflict { message: PUBLISHED.into(), field: None },
        GradeError::Submitted => Refusal::Conflict { message: SUBMITTED.into(), field: None },
        GradeError::NotInSubject => ValidationError::new("studentID", "This student is not in this subject.").into(),
        GradeError::NoStudent => Refusal::NotFound("This student does not exist.".into()),
        GradeError::NoAssessment => Refusal::NotFound("This assessment does not exist.".into()),
        GradeError::ScoreAbove(score) => {
            ValidationError::new("highest", format!("A score of {score} is above this; lower it first.")).into()
        }
        GradeError::OutOfRange(highest) => score_range(highest),
        GradeError::NothingToSubmit => Refusal::BadRequest("Add an assessment before submitting.".into()),
        GradeError::Store(store) => store.into(),
    }
}

/// Makes `change` and writes the entries `entries` makes of its outcome, in one transaction.
fn change<T>(
    conn: &mut Conn,
    change: impl FnOnce(&mut Conn) -> Result<T, GradeError>,
    entries: impl FnOnce(&T) -> Vec<Entry>,
) -> Result<T, Refusal> {
    audited(conn, |conn| {
        let done = change(conn).map_err(refused)?;
        let written = entries(&done);
        Ok((done, written))
    })
}

/// `Quiz 1 (Mathematics, Grade 7 Rizal, First Quarter)`.
fn named(row: &AssessmentRow, subject: &SubjectPlace, term: &TermPlace) -> String {
    format!("{} ({}, {})", row.title, subject.title(), term.name)
}

/// The gradebook a change is of, and whether a teacher makes it (a submission holds them).
pub struct Gradebook<'a> {
    /// The subject.
    pub subject: &'a SubjectPlace,
    /// The term.
    pub term: &'a TermPlace,
    /// True for a teacher, whom a submitted gradebook holds; false for an administrator.
    pub held: bool,
}

/// Adds an assessment with `fields` to the gradebook.
pub fn add_assessment(
    conn: &mut Conn,
    actor: &Actor,
    book: &Gradebook,
    fields: AssessmentFields,
) -> Result<AssessmentRow, Refusal> {
    change(
        conn,
        |conn| assessments::create(conn, book.subject, &book.term.id, fields, book.held),
        |row| {
            let detail = format!(
                "{}: {} {}, highest {}, {}",
                named(row, book.subject, book.term),
                row.category,
                row.title,
                row.highest,
                row.day
            );
            vec![Entry::by(actor.clone(), "assessment added").on("assessment", row.id.clone()).detail(detail)]
        },
    )
}

/// Changes the assessment `id` of the gradebook to `fields`; logged only when something changed.
pub fn update_assessment(
    conn: &mut Conn,
    actor: &Actor,
    book: &Gradebook,
    id: &str,
    fields: AssessmentFields,
) -> Result<AssessmentRow, Refusal> {
    let (_, after) = change(
        conn,
        |conn| assessments::update(conn, book.subject, id, fields, book.held),
        |(before, after)| {
            let mut changes = Vec::new();
            if before.title != after.title {
                changes.push(format!("title {} -> {}", before.title, after.title));
            }
            if before.category != after.category {
                changes.push(format!("category {} -> {}", before.category, after.category));
            }
            if before.highest != after.highest {
                changes.push(format!("highest {} -> {}", before.highest, after.highest));
            }
            if before.day != after.day {
                changes.push(format!("date {} -> {}", before.day, after.day));
            }
            if changes.is_empty() {
                return Vec::new();
            }
            let detail = format!("{}: {}", named(before, book.subject, book.term), changes.join("; "));
            vec![Entry::by(actor.clone(), "assessment changed").on("assessment", after.id.clone()).detail(detail)]
        },
    )?;
    Ok(after)
}

/// Deletes the assessment `id` of the gradebook with its scores.
pub fn delete_assessment(conn: &mut Conn, actor: &Actor, book: &Gradebook, id: &str) -> Result<(), Refusal> {
    change(
        conn,
        |conn| assessments::delete(conn, book.subject, id, book.held),
        |(row, count)| {
            let detail = format!("{}: {count} scores deleted with it", named(row, book.subject, book.term));
            vec![Entry::by(actor.clone(), "assessment deleted").on("assessment", row.id.clone()).detail(detail)]
        },
    )
    .map(|_| ())
}

fn gradebook_entry(actor: &Actor, action: &str, book: &Gradebook) -> Vec<Entry> {
    let detail = format!("{}, {}", book.subject.title(), book.term.name);
    vec![Entry::by(actor.clone(), action).on("subject", book.subject.id.clone()).detail(detail)]
}

/// Submits the gradebook's term, `by` its teacher or an administrator.
pub fn submit(conn: &mut Conn, actor: &Actor, book: &Gradebook, by: (Role, &str)) -> Result<Status, Refusal> {
    change(
        conn,
        |conn| review::submit(conn, book.subject, &book.term.id, by),
        |_| gradebook_entry(actor, "grades submitted", book),
    )
}

/// Withdraws the gradebook's submission, before publication.
pub fn withdraw(conn: &mut Conn, actor: &Actor, book: &Gradebook) -> Result<Status, Refusal> {
    change(
        conn,
        |conn| review::withdraw(conn, book.subject, &book.term.id),
        |_| gradebook_entry(actor, "grades withdrawn", book),
    )
}

/// Publishes `term` for `section`, or for every section with subjects, `by` an administrator.
pub fn publish(
    conn: &mut Conn,
    actor: &Actor,
    term: &TermPlace,
    section: Option<&SectionPlace>,
    by: &str,
) -> Result<Published, Refusal> {
    audited(conn, |conn| {
        let published = publish::publish(conn, term, section.map(|s| s.id.as_str()), by)?;
        let place = section.map_or("the whole school".to_owned(), |s| format!("{} {}", s.level, s.name));
        let detail =
            format!("{}, {place}: {} sections, {} students", term.name, published.sections, published.students.len());
        let entry = Entry::by(actor.clone(), "grades published").on("term", term.id.clone()).detail(detail);
        Ok((published, vec![entry]))
    })
}

/// Unlocks the section's published term, for `reason`; refused when it is not published.
pub fn unlock(
    conn: &mut Conn,
    actor: &Actor,
    term: &TermPlace,
    section: &SectionPlace,
    reason: &str,
) -> Result<(), Refusal> {
    audited(conn, |conn| {
        if !publish::unlock(conn, &term.id, &section.id)? {
            return Err(Refusal::NotFound("These grades are not published.".into()));
        }
        let detail = format!("{} {}, {}: {reason}", section.level, section.name, term.name);
        Ok(((), vec![Entry::by(actor.clone(), "grades unlocked").on("section", section.id.clone()).detail(detail)]))
    })
}

/// The student an adviser's comment is of: their id and name.
pub struct Commented<'a> {
    /// The student's id.
    pub id: &'a str,
    /// The student's name, for the log.
    pub name: &'a str,
    /// Their section.
    pub section_id: &'a str,
}

/// Sets (or, with `None`, clears) the comment on the student in `term`, `by` the adviser or an
/// administrator; answers the comment before. Logged only when it changed.
pub fn comment(
    conn: &mut Conn,
    actor: &Actor,
    student: &Commented,
    term: &TermPlace,
    text: Option<&str>,
    by: (Role, &str),
) -> Result<Option<String>, Refusal> {
    change(
        conn,
        |conn| review::comment(conn, student.id, student.section_id, &term.id, text, by),
        |before| {
            if before.as_deref() == text {
                return Vec::new();
            }
            let shown = |c: Option<&str>| c.map_or("none".to_owned(), |c| format!("\"{c}\""));
            let detail = format!("{}, {}: {} -> {}", student.name, term.name, shown(before.as_deref()), shown(text));
            vec![Entry::by(actor.clone(), "grade comment changed").on("student", student.id).detail(detail)]
        },
    )
}

/// `Languages: ww 30, pt 50, qa 20`: a group's scheme as the log names it.
fn described(group: SubjectGroup, scheme: &Scheme) -> String {
    let weights: Vec<String> =
        scheme.categories.iter().map(|category| format!("{} {}", category.key, category.weight_percent)).collect();
    format!("{}: {}", group.label(), weights.join(", "))
}

/// Saves `scheme` as the group's, its rules already checked.
pub fn save_scheme(
    conn: &mut Conn,
    actor: &Actor,
    group: SubjectGroup,
    scheme: &Scheme,
) -> Result<GroupScheme, Refusal> {
    audited(conn, |conn| {
        let saved = schemes::save(conn, group, scheme)?;
        let entry = Entry::by(actor.clone(), "grading scheme changed")
            .on("grading scheme", group.as_str())
            .detail(described(group, scheme));
        Ok((saved, vec![entry]))
    })
}

/// Puts the group back on DepEd's scheme.
pub fn reset_scheme(conn: &mut Conn, actor: &Actor, group: SubjectGroup) -> Result<GroupScheme, Refusal> {
    audited(conn, |conn| {
        let saved = schemes::reset(conn, group)?;
        let detail = format!("{} (DepEd's)", described(group, &saved.scheme));
        let entry =
            Entry::by(actor.clone(), "grading scheme reset").on("grading scheme", group.as_str()).detail(detail);
        Ok((saved, vec![entry]))
    })
}

/// What `POST /api/grades/settings` sends, as sent: each field checked by
/// [`save_card_settings`].
#[derive(Debug, Default, serde::Deserialize)]
#[allow(non_snake_case)]
pub struct CardSettingsAsked {
    /// `a4` or `letter`.
    #[serde(default)]
    pub paper: Option<serde_json::Value>,
    /// The school's name.
    #[serde(default)]
    pub schoolName: Option<serde_json::Value>,
    /// DepEd's school ID (6 digits, or blank).
    #[serde(default)]
    pub schoolID: Option<serde_json::Value>,
    /// The region.
    #[serde(default)]
    pub region: Option<serde_json::Value>,
    /// The schools division.
    #[serde(default)]
    pub division: Option<serde_json::Value>,
}

/// The longest school name the settings keep.
const MAX_SCHOOL_NAME: usize = 120;
/// The longest region or division the settings keep.
const MAX_PLACE: usize = 100;

/// Checks `asked` field by field (every broken rule beside its field) and saves the report
/// cards' and School Forms' settings, logged by `actor`; answers what was saved.
pub fn save_card_settings(
    conn: &mut Conn,
    actor: &Actor,
    asked: &CardSettingsAsked,
) -> Result<ReportCardSettings, Refusal> {
    let text =
        |value: &Option<serde_json::Value>| value.as_ref().and_then(|v| v.as_str()).unwrap_or_default().to_owned();
    let mut errors = FieldErrors::new();
    let paper = text(&asked.paper).to_lowercase();
    if !matches!(paper.as_str(), "a4" | "letter") {
        errors.add(ValidationError::new("paper", "Choose A4 or Letter."));
    }
    let mut checked =
        |result: Result<String, ValidationError>| result.map_err(|problem| errors.add(problem)).unwrap_or_default();
    let school_name = checked(required_text("schoolName", "school's name", &text(&asked.schoolName), MAX_SCHOOL_NAME));
    let school_id = checked(school_id("schoolID", &text(&asked.schoolID)));
    let place = |field, raw: String| optional_text(field, Some(&raw), MAX_PLACE).map(Option::unwrap_or_default);
    let region = checked(place("region", text(&asked.region)));
    let division = checked(place("division", text(&asked.division)));
    errors.into_result()?;
    let wanted = ReportCardSettings { paper, school_name, school_id, region, division };
    audited(conn, |conn| {
        settings::save(conn, &wanted)?;
        let detail = format!("{}, {}", wanted.paper, wanted.school_name);
        let entry =
            Entry::by(actor.clone(), "report card settings changed").on_kind("report card settings").detail(detail);
        Ok((wanted.clone(), vec![entry]))
    })
}
