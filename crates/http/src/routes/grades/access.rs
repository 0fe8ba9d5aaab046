//! Who may open what: the subject and term a gradebook call names (administrators, or the
//! subject's teacher), an assessment's subject, and a section's term (administrators, or the
//! section's adviser). Each check reads what it needs once and answers 400, 404 or 403 before
//! anything is written.

use lyceum_domain::{Role, ValidationError};
use lyceum_persistence::grades::assessments;
use lyceum_persistence::grades::compute::AssessmentRow;
use lyceum_persistence::grades::places::{self, SectionPlace, SubjectPlace, TermPlace};

use crate::auth::caller::{RoleSet, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::id_or;
use crate::state::AppState;

/// What a caller who may not see a gradebook or grid is told.
pub(crate) const NOT_YOURS: &str = "You cannot see these grades.";

/// A required id of a query or body: 400 on `field` saying `missing` when blank, else the id
/// (or `not_found` when it cannot be one).
pub(crate) fn named(
    raw: Option<&str>,
    field: &'static str,
    missing: &str,
    not_found: impl FnOnce() -> ApiError,
) -> Result<String, ApiError> {
    let raw = raw.map(str::trim).filter(|raw| !raw.is_empty());
    let raw = raw.ok_or_else(|| ApiError::from(ValidationError::new(field, missing)))?;
    id_or(raw, not_found)
}

fn no_subject() -> ApiError {
    ApiError::NotFound("This subject does not exist.".into())
}

pub(crate) fn no_term() -> ApiError {
    ApiError::NotFound("This term does not exist.".into())
}

pub(crate) fn no_section() -> ApiError {
    ApiError::NotFound("This section does not exist.".into())
}

/// True when the caller is held by a submission (a teacher; administrators are not).
pub(crate) fn held<R: RoleSet>(caller: &Signed<R>) -> bool {
    caller.role() != Role::Admin
}

/// The term `raw` names (400 `Choose a term.` when blank, 404 when unknown).
pub(crate) async fn term(state: &AppState, raw: Option<&str>) -> Result<TermPlace, ApiError> {
    let id = named(raw, "termID", "Choose a term.", no_term)?;
    db::read(&state.db, move |conn| places::term(conn, &id)).await?.ok_or_else(no_term)
}

/// The subject and term a gradebook call names, once the caller may open them.
pub(crate) async fn gradebook<R: RoleSet>(
    state: &AppState,
    caller: &Signed<R>,
    subject: Option<&str>,
    term_raw: Option<&str>,
) -> Result<(SubjectPlace, TermPlace), ApiError> {
    let id = named(subject, "subjectID", "Choose a subject.", no_subject)?;
    let term_id = named(term_raw, "termID", "Choose a term.", no_term)?;
    let (subject, term) = db::read(&state.db, move |conn| {
        Ok::<_, ApiError>((places::subject(conn, &id)?, places::term(conn, &term_id)?))
    })
    .await?;
    let subject = subject.ok_or_else(no_subject)?;
    let term = term.ok_or_else(no_term)?;
    teaches(caller, &subject)?;
    Ok((subject, term))
}

/// 403 unless the caller is an administrator or the subject's teacher.
pub(crate) fn teaches<R: RoleSet>(caller: &Signed<R>, subject: &SubjectPlace) -> Result<(), ApiError> {
    if caller.role() == Role::Admin || subject.teacher_id.as_deref() == Some(caller.user_id()) {
        Ok(())
    } else {
        Err(ApiError::Forbidden(NOT_YOURS.into()))
    }
}

/// An assessment the caller may change, with its term's id and its subject.
pub(crate) async fn assessment<R: RoleSet>(
    state: &AppState,
    caller: &Signed<R>,
    field: &'static str,
    raw: Option<&str>,
) -> Result<(AssessmentRow, TermPlace, SubjectPlace), ApiError> {
    let missing = || ApiError::NotFound("This assessment does not exist.".into());
    let id = named(raw, field, "Choose an assessment.", missing)?;
    let found = db::read(&state.db, move |conn| {
        let Some((row, term_id)) = assessments::find(conn, &id)? else { return Ok::<_, ApiError>(None) };
        let subject = places::subject(conn, &row.subject_id)?;
        let term = places::term(conn, &term_id)?;
        Ok(subject.zip(term).map(|(subject, term)| (row, term, subject)))
    })
    .await?;
    let (row, term, subject) = found.ok_or_else(missing)?;
    teaches(caller, &subject)?;
    Ok((row, term, subject))
}

/// The section and term a grid call names, once the caller may open them (administrators, the
/// section's adviser).
pub(crate) async fn section<R: RoleSet>(
    state: &AppState,
    caller: &Signed<R>,
    section: Option<&str>,
    term_raw: Option<&str>,
) -> Result<(SectionPlace, TermPlace), ApiError> {
    let id = named(section, "sectionID", "Choose a section.", no_section)?;
    let term = term(state, term_raw).await?;
    let section = db::read(&state.db, move |conn| places::section(conn, &id)).await?.ok_or_else(no_section)?;
    if caller.role() != Role::Admin && section.adviser_id.as_deref() != Some(caller.user_id()) {
        return Err(ApiError::Forbidden(NOT_YOURS.into()));
    }
    Ok((section, term))
}
