//! Classwork a teacher posts to the subjects they teach: posted to one or more sections at once,
//! changed and deleted, each in one transaction with its audit entries. Graded classwork (Written
//! Works or Performance Tasks) is an assessment of the subject's gradebook for the term of its
//! due day: posting adds the assessment, a change changes it, and deleting the classwork deletes
//! it with its scores, each under the gradebook's own locks.

use chrono::{DateTime, Local, NaiveDate, NaiveDateTime, Utc};
use lyceum_domain::grading::{Decimal, HIGHEST_MAX};
use lyceum_domain::person::required_text;
use lyceum_domain::{FieldErrors, Id, RichText, ValidationError};
use lyceum_persistence::attachments::{self, Owner};
use lyceum_persistence::classwork::{self, Assignment, AssignmentFields};
use lyceum_persistence::grades::assessments::AssessmentFields;
use lyceum_persistence::grades::places::{self, SubjectPlace, TermPlace};
use lyceum_persistence::grades::schemes;
use lyceum_persistence::{school_years, submissions, Conn};
use serde::Deserialize;
use serde_json::Value;

use crate::audit::{audited, Actor, Entry};
use crate::class_changes::{refused, Naming};
use crate::classwork_views::{self, AssignmentView, TeacherClassworkView};
use crate::grade_changes::{self, Gradebook};
use crate::Refusal;

/// The longest a title may be.
const MAX_TITLE: usize = 100;
/// The gradebook categories classwork may count as.
pub const GRADED_CATEGORIES: [&str; 2] = ["WW", "PT"];
/// What a piece of classwork that is gone is told.
pub const GONE: &str = "This classwork no longer exists.";
/// What a subject the teacher does not teach is told.
pub const NOT_YOURS: &str = "This is not one of your subjects.";

/// The form of a piece of classwork as the teacher sends it (any JSON, each field checked).
#[derive(Deserialize, Default)]
#[allow(non_snake_case)]
pub struct ClassworkForm {
    #[serde(default)]
    title: Option<Value>,
    #[serde(default)]
    instructions: Option<Value>,
    #[serde(default)]
    points: Option<Value>,
    #[serde(default)]
    dueAt: Option<Value>,
    #[serde(default)]
    lateAccepted: Option<Value>,
    #[serde(default)]
    category: Option<Value>,
    #[serde(default)]
    appearsAt: Option<Value>,
}

/// `POST /api/teachers/classwork`: the classes to post to and the classwork.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub struct PostForm {
    #[serde(default)]
    subjectIDs: Vec<String>,
    #[serde(flatten)]
    form: ClassworkForm,
}

/// `POST /api/teachers/update-classwork`: which classwork, and the classwork as changed.
#[derive(Deserialize)]
pub struct ChangeForm {
    #[serde(default)]
    id: String,
    #[serde(flatten)]
    form: ClassworkForm,
}

/// The checked form: the classwork's fields and the gradebook category it counts in, if any.
#[derive(Debug, Clone)]
pub struct Checked {
    fields: AssignmentFields,
    category: Option<String>,
}

/// An instant sent as RFC 3339 (`2026-12-10T17:00:00+08:00`), as stored (UTC).
fn instant(value: Option<&Value>) -> Option<NaiveDateTime> {
    let text = value?.as_str()?.trim();
    DateTime::parse_from_rfc3339(text).ok().map(|at| at.with_timezone(&Utc).naive_utc())
}

/// The school's day of a stored instant (the server's local time, as the rest of the school day).
fn school_day(at: NaiveDateTime) -> NaiveDate {
    at.and_utc().with_timezone(&Local).date_naive()
}

/// Checks the form, every broken rule named beside its field; `now` is when it is posted.
pub fn checked(form: &ClassworkForm, now: NaiveDateTime) -> Result<Checked, Refusal> {
    let mut errors = FieldErrors::new();
    let title = form.title.as_ref().and_then(Value::as_str).unwrap_or_default();
    let title = required_text("title", "title", title, MAX_TITLE).map_err(|e| errors.add(e)).unwrap_or_default();
    let html = form.instructions.as_ref().and_then(Value::as_str).unwrap_or_default();
    let instructions =
        RichText::parse_text("instructions", html, "Write the instructions.").map_err(|e| errors.add(e)).ok();
    let points = match form.points.as_ref() {
        Some(Value::Number(number)) => number.as_i64(),
        Some(Value::String(text)) => text.trim().parse::<i64>().ok(),
        _ => None,
    };
    let highest = i64::try_from(HIGHEST_MAX.hundredths() / 100).unwrap_or(1000);
    let points = points.filter(|points| (1..=highest).contains(points)).and_then(|p| i32::try_from(p).ok());
    if points.is_none() {
        errors.add(ValidationError::new("points", format!("Enter whole points from 1 to {highest}.")));
    }
    let appears_at = match form.appearsAt.as_ref() {
        None | Some(Value::Null) => Some(now),
        Some(Value::String(text)) if text.trim().is_empty() => Some(now),
        value => instant(value),
    };
    if appears_at.is_none() {
        errors.add(ValidationError::new("appearsAt", "Choose when the students first see it, or leave it empty."));
    }
    let due_at = instant(form.dueAt.as_ref());
    match (due_at, appears_at) {
        (None, _) => errors.add(ValidationError::new("dueAt", "Choose a due date and time.")),
        (Some(due), Some(posted)) if due <= posted => {
            errors.add(ValidationError::new("dueAt", "Choose a due time after the classwork is posted."))
        }
        _ => {}
    }
    let late_accepted = match form.lateAccepted.as_ref() {
        None | Some(Value::Null) => Some(true),
        Some(Value::Bool(late)) => Some(*late),
        _ => None,
    };
    if late_accepted.is_none() {
        errors.add(ValidationError::new("lateAccepted", "Say whether late work is accepted."));
    }
    let category = match form.category.as_ref() {
        None | Some(Value::Null) => Some(None),
        Some(Value::String(text)) if text.trim().is_empty() => Some(None),
        Some(Value::String(text)) => {
            GRADED_CATEGORIES.iter().find(|key| **key == text.trim()).map(|key| Some((*key).to_owned()))
        }
        _ => None,
    };
    if category.is_none() {
        errors.add(ValidationError::new("category", "Choose Written Works, Performance Tasks or not graded."));
    }
    errors.into_result().map_err(Refusal::Invalid)?;
    match (instructions, points, due_at, appears_at, late_accepted, category) {
        (Some(instructions), Some(points), Some(due_at), Some(appears_at), Some(late_accepted), Some(category)) => {
            let instructions = instructions.into_string();
            Ok(Checked {
                fields: AssignmentFields { title, instructions, points, due_at, late_accepted, appears_at },
                category,
            })
        }
        _ => Err(Refusal::BadRequest("Check the classwork's fields.".into())),
    }
}

/// The subject `id` when `teacher` teaches it.
fn taught(conn: &mut Conn, id: &str, teacher: &str) -> Result<SubjectPlace, Refusal> {
    match places::subject(conn, id)? {
        Some(subject) if subject.teacher_id.as_deref() == Some(teacher) => Ok(subject),
        _ => Err(Refusal::Forbidden(NOT_YOURS.into())),
    }
}

/// The term of the current school year that holds `day`.
fn term_of(conn: &mut Conn, day: NaiveDate) -> Result<TermPlace, Refusal> {
    let outside = || ValidationError::new("dueAt", "Graded classwork is due within a term of the school year.");
    let year = school_years::current(conn)?.ok_or_else(outside)?;
    let term = year.terms.into_iter().find(|term| term.first_day <= day && day <= term.last_day).ok_or_else(outside)?;
    Ok(TermPlace {
        id: term.id,
        name: term.name,
        first_day: term.first_day,
        last_day: term.last_day,
        year_id: year.year.id,
    })
}

/// The assessment graded classwork is in the gradebook.
fn assessment_fields(fields: &AssignmentFields, category: &str) -> AssessmentFields {
    AssessmentFields {
        title: fields.title.clone(),
        category: category.to_owned(),
        highest: Decimal::from_hundredths(u64::try_from(fields.points).unwrap_or(1) * 100),
        day: school_day(fields.due_at),
    }
}

/// Refused when the subject's grading scheme has no such category.
fn ensure_in_scheme(conn: &mut Conn, subject: &SubjectPlace, category: &str) -> Result<(), Refusal> {
    if schemes::of_group(conn, subject.group)?.categories.iter().any(|c| c.key == category) {
        return Ok(());
    }
    Err(ValidationError::new("category", format!("{} has no such category in its grading scheme.", subject.name))
        .into())
}

/// What the audit log says of a piece: `Essay 1 (Mathematics, Grade 7 Rizal), due …, 20 points, WW`.
fn described(subject: &SubjectPlace, checked: &Checked) -> String {
    let graded = checked.category.as_deref().unwrap_or("not graded");
    let due = checked.fields.due_at.format("%Y-%m-%d %H:%M UTC");
    format!("{} ({}), due {due}, {} points, {graded}", checked.fields.title, subject.title(), checked.fields.points)
}

/// Posts the classwork to each of the subjects `subject_ids` the teacher teaches; answers the
/// ids of the pieces posted, one per subject.
pub fn post(
    conn: &mut Conn,
    actor: &Actor,
    teacher: &str,
    subject_ids: &[String],
    checked: &Checked,
) -> Result<Vec<String>, Refusal> {
    if subject_ids.is_empty() {
        return Err(ValidationError::new("subjectIDs", "Choose at least one class.").into());
    }
    audited(conn, |conn| {
        let mut posted = Vec::new();
        let mut entries = Vec::new();
        for id in subject_ids {
            let subject = taught(conn, id, teacher)?;
            let assessment = match checked.category.as_deref() {
                Some(category) => {
                    ensure_in_scheme(conn, &subject, category)?;
                    let term = term_of(conn, school_day(checked.fields.due_at))?;
                    let book = Gradebook { subject: &subject, term: &term, held: true };
                    let fields = assessment_fields(&checked.fields, category);
                    Some(grade_changes::add_assessment(conn, actor, &book, fields)?.id)
                }
                None => None,
            };
            let id = classwork::create(conn, &subject.id, &checked.fields, assessment.as_deref())?;
            entries.push(
                Entry::by(actor.clone(), "classwork posted")
                    .on("classwork", id.clone())
                    .detail(described(&subject, checked)),
            );
            posted.push(id);
        }
        Ok((posted, entries))
    })
}

/// The piece of classwork `id` and its subject, when `teacher` teaches it.
pub fn of_teacher(conn: &mut Conn, id: &str, teacher: &str) -> Result<(Assignment, SubjectPlace), Refusal> {
    let assignment = classwork::find(conn, id)?.ok_or_else(|| Refusal::NotFound(GONE.into()))?;
    let subject = taught(conn, &assignment.subject_id, teacher)?;
    Ok((assignment, subject))
}

/// Changes the classwork `id` of a subject `teacher` teaches, and its assessment with it: graded
/// from now on adds one, ungraded deletes it (only while it has no scores), graded still
/// changes it (its due day staying in its term).
pub fn change(conn: &mut Conn, actor: &Actor, teacher: &str, id: &str, checked: &Checked) -> Result<(), Refusal> {
    audited(conn, |conn| {
        let (before, subject) = of_teacher(conn, id, teacher)?;
        let term = match checked.category.as_deref() {
            Some(category) => {
                ensure_in_scheme(conn, &subject, category)?;
                Some(term_of(conn, school_day(checked.fields.due_at))?)
            }
            None => None,
        };
        let assessment = match (before.assessment_id.as_deref(), checked.category.as_deref(), term) {
            (None, Some(category), Some(term)) => {
                let book = Gradebook { subject: &subject, term: &term, held: true };
                let fields = assessment_fields(&checked.fields, category);
                Some(grade_changes::add_assessment(conn, actor, &book, fields)?.id)
            }
            (Some(assessment), Some(category), Some(term)) => {
                if classwork::term_of_assessment(conn, assessment)?.as_deref() != Some(term.id.as_str()) {
                    return Err(ValidationError::new(
                        "dueAt",
                        format!("Keep the due date within {}, the term of its grades.", term_name(conn, assessment)?),
                    )
                    .into());
                }
                let fields = assessment_fields(&checked.fields, category);
                if let Some(top) = classwork::top_score(conn, assessment)?.filter(|top| *top > fields.highest) {
                    return Err(ValidationError::new(
                        "points",
                        format!("A score of {top} is above this; lower it first."),
                    )
                    .into());
                }
                let book = Gradebook { subject: &subject, term: &term, held: true };
                grade_changes::update_assessment(conn, actor, &book, assessment, fields)?;
                Some(assessment.to_owned())
            }
            (Some(assessment), None, _) => {
                if classwork::scored(conn, assessment)? {
                    return Err(
                        ValidationError::new("category", "It has scores in the gradebook; it stays graded.").into()
                    );
                }
                let term_id = classwork::term_of_assessment(conn, assessment)?.unwrap_or_default();
                let term = places::term(conn, &term_id)?.ok_or_else(|| Refusal::NotFound(GONE.into()))?;
                let book = Gradebook { subject: &subject, term: &term, held: true };
                grade_changes::delete_assessment(conn, actor, &book, assessment)?;
                None
            }
            _ => None,
        };
        classwork::update(conn, id, &checked.fields, assessment.as_deref())?;
        let entry =
            Entry::by(actor.clone(), "classwork changed").on("classwork", id).detail(described(&subject, checked));
        Ok(((), vec![entry]))
    })
}

/// The name of the term the assessment is of.
fn term_name(conn: &mut Conn, assessment: &str) -> Result<String, Refusal> {
    let term_id = classwork::term_of_assessment(conn, assessment)?.unwrap_or_default();
    Ok(places::term(conn, &term_id)?.map(|term| term.name).unwrap_or_else(|| "its term".into()))
}

/// Deletes the classwork `id` of a subject `teacher` teaches, its files, the students' work and,
/// when graded, its assessment with its scores; answers the stored paths to remove from disk.
pub fn delete(conn: &mut Conn, actor: &Actor, teacher: &str, id: &str) -> Result<Vec<String>, Refusal> {
    audited(conn, |conn| {
        let (assignment, subject) = of_teacher(conn, id, teacher)?;
        let mut released = submissions::forget_files_of_assignment(conn, id)?;
        for file in classwork::files_of(conn, &[id.to_owned()])? {
            released.push(attachments::detach(conn, Owner::Assignment, &file.1.id).map_err(refused(Naming::None))?);
        }
        classwork::delete(conn, id)?;
        if let Some(assessment) = assignment.assessment_id.as_deref() {
            let term_id = classwork::term_of_assessment(conn, assessment)?.unwrap_or_default();
            if let Some(term) = places::term(conn, &term_id)? {
                let book = Gradebook { subject: &subject, term: &term, held: true };
                grade_changes::delete_assessment(conn, actor, &book, assessment)?;
            }
        }
        let detail = format!("{} ({})", assignment.fields.title, subject.title());
        Ok((released, vec![Entry::by(actor.clone(), "classwork deleted").on("classwork", id).detail(detail)]))
    })
}

/// Posts the form's classwork as [`post`] does (its posting time `now`); answers the pieces posted.
pub fn post_form(
    conn: &mut Conn,
    actor: &Actor,
    teacher: &str,
    form: &PostForm,
    now: NaiveDateTime,
) -> Result<TeacherClassworkView, Refusal> {
    let checked = checked(&form.form, now)?;
    // A class named twice is posted to once.
    let mut subjects: Vec<String> = Vec::new();
    for id in form.subjectIDs.iter().map(|id| id.trim().to_owned()) {
        if !subjects.contains(&id) {
            subjects.push(id);
        }
    }
    let mut posted = Vec::new();
    for id in post(conn, actor, teacher, &subjects, &checked)? {
        posted.extend(classwork_views::one(conn, &id)?);
    }
    Ok(TeacherClassworkView { classwork: posted })
}

/// Changes the form's classwork as [`change`] does; answers it as changed.
pub fn change_form(
    conn: &mut Conn,
    actor: &Actor,
    teacher: &str,
    form: &ChangeForm,
    now: NaiveDateTime,
) -> Result<AssignmentView, Refusal> {
    let id = id_of(&form.id)?;
    change(conn, actor, teacher, &id, &checked(&form.form, now)?)?;
    classwork_views::one(conn, &id)?.ok_or_else(|| Refusal::NotFound(GONE.into()))
}

/// `POST /api/teachers/delete-classwork`: which classwork.
#[derive(Deserialize)]
pub struct DeleteForm {
    #[serde(default)]
    id: String,
}

/// Deletes the form's classwork as [`delete`] does.
pub fn delete_form(conn: &mut Conn, actor: &Actor, teacher: &str, form: &DeleteForm) -> Result<Vec<String>, Refusal> {
    delete(conn, actor, teacher, &id_of(&form.id)?)
}

/// The classwork id a form names: required, and gone when it cannot be one.
fn id_of(raw: &str) -> Result<String, Refusal> {
    if raw.trim().is_empty() {
        return Err(ValidationError::new("id", "This field is required.").into());
    }
    Id::parse(raw.trim()).map(Id::into_string).ok_or_else(|| Refusal::NotFound(GONE.into()))
}

/// The classwork `id` of a subject `teacher` teaches, as shown (after a file is attached).
pub fn shown_to_teacher(conn: &mut Conn, id: &str, teacher: &str) -> Result<AssignmentView, Refusal> {
    of_teacher(conn, id, teacher)?;
    classwork_views::one(conn, id)?.ok_or_else(|| Refusal::NotFound(GONE.into()))
}
