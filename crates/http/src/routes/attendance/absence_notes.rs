//! A guardian's absence notes: excuses on file written for a linked child, under
//! `/api/guardians/`: `POST absence-notes` writes one (the adviser of the child's section is
//! told), `GET absence-notes?studentID=` lists the caller's notes for the child, and
//! `POST withdraw-absence-note` withdraws one while no register of its days has been taken.
//! Every call passes the guardian–student link check; both writes are audited.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::parse_reason;
use lyceum_domain::{DayRange, FieldErrors, ValidationError};
use lyceum_persistence::attendance::absence_notes::{self, Withdrawal};
use lyceum_persistence::attendance::excuses::{self, adviser_of_student};
use lyceum_persistence::Conn;
use lyceum_school::attendance_views::AbsenceNotesView;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{CurrentSession, GuardianOnly, Signed};
use crate::error::ApiError;
use crate::routes::forms::{id_or, IdBody};
use crate::routes::guardian_access::check_linked;
use crate::state::AppState;
use crate::{db, storage};
use lyceum_school::attendance_changes;
use lyceum_school::attendance_views::ExcuseView;
use lyceum_school::events::absence_note_written;
use lyceum_school::views::NoticeView;

/// Registers the guardian's absence-note calls (guardians only, each checked against the link).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/absence-notes").get(list).post(write))
        .service(web::resource("/withdraw-absence-note").post(withdraw));
}

fn no_student() -> ApiError {
    ApiError::NotFound("This student does not exist.".into())
}

fn no_note() -> ApiError {
    ApiError::NotFound("This absence note does not exist.".into())
}

/// The child `raw` names, once it exists (404) and is linked to the caller (403).
fn linked_child(conn: &mut Conn, session: &CurrentSession, raw: &str) -> Result<String, ApiError> {
    let student = id_or(raw.trim(), no_student)?;
    adviser_of_student(conn, &student)?.ok_or_else(no_student)?;
    check_linked(conn, (session.role, &session.user_id), &student)?;
    Ok(student)
}

/// The query of `GET absence-notes`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct NotesQuery {
    #[serde(default)]
    studentID: String,
}

/// `GET absence-notes?studentID=`: `{"notes": [Excuse]}`, the caller's notes for the child,
/// latest first.
async fn list(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    query: web::Query<NotesQuery>,
) -> Result<HttpResponse, ApiError> {
    if query.studentID.trim().is_empty() {
        return Err(ValidationError::new("studentID", "Choose a child.").into());
    }
    let (raw, session) = (query.into_inner().studentID, caller.session.clone());
    let notes = db::run(&state.db, move |conn| {
        let student = linked_child(conn, &session, &raw)?;
        Ok(absence_notes::guardian_notes(conn, &session.user_id, &student)?)
    })
    .await?;
    let notes: Vec<ExcuseView> = notes.into_iter().map(ExcuseView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(AbsenceNotesView { notes }))
}

/// The body of `POST absence-notes`; a blank or missing `to` is the `from` day only.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct NoteBody {
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    from: String,
    #[serde(default)]
    to: String,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    image: Option<String>,
}

/// The days of a note, by the excuses' rules, with their refusals named `from` and `to`.
fn note_days(errors: &mut FieldErrors, from: &str, to: &str) -> Option<DayRange> {
    match DayRange::parse(from, to, true) {
        Ok(days) => Some(days),
        Err(found) => {
            for (field, message) in found.fields() {
                let field = if *field == "firstDay" { "from" } else { "to" };
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
    }
}

/// `POST absence-notes {studentID, from, to, reason, image}`: 201 with the note (an excuse on
/// file written by the guardian); the adviser is told once it committed.
async fn write(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<NoteBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let mut errors = FieldErrors::new();
    if body.studentID.trim().is_empty() {
        errors.add(ValidationError::new("studentID", "Choose a child."));
    }
    let days = note_days(&mut errors, &body.from, &body.to);
    let reason = errors.check(parse_reason(&body.reason));
    errors.into_result()?;
    let (Some(days), Some(reason)) = (days, reason) else {
        return Err(ApiError::BadRequest("Invalid absence note.".into()));
    };
    let (raw, image, session) = (body.studentID, body.image, caller.session.clone());
    let actor = Actor::from(&caller);
    let note = db::write(&state.db, move |conn| {
        attendance_changes::noted(conn, &actor, "absence note written", |conn| {
            let student = linked_child(conn, &session, &raw)?;
            let image = storage::uploaded_image(conn, image.as_deref())?;
            let guardian = &session.user_id;
            absence_notes::create_guardian_note(conn, &student, guardian, days, &reason, image.as_deref())?
                .ok_or_else(no_student)
        })
    })
    .await?;
    absence_note_written(&state.outlets(), &note);
    Ok(HttpResponse::Created().json(ExcuseView::from(note)))
}

/// `POST withdraw-absence-note {id}`: `{"message": "Absence note withdrawn."}`; 409 once a
/// register of a day it covers has been taken.
async fn withdraw(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    if body.id.trim().is_empty() {
        return Err(ValidationError::new("id", "Choose an absence note.").into());
    }
    let id = id_or(body.id.trim(), no_note)?;
    let (session, actor) = (caller.session.clone(), Actor::from(&caller));
    db::write(&state.db, move |conn| {
        attendance_changes::noted(conn, &actor, "absence note withdrawn", |conn| {
            // Only the guardian who wrote it, and while the child is still theirs.
            let mine = excuses::find(conn, &id)?.filter(|note| note.guardian_id.as_deref() == Some(&session.user_id));
            check_linked(conn, (session.role, &session.user_id), &mine.ok_or_else(no_note)?.student_id)?;
            match absence_notes::withdraw_guardian_note(conn, &session.user_id, &id)? {
                Withdrawal::Withdrawn(note) => Ok(*note),
                Withdrawal::NotFound => Err(no_note()),
                Withdrawal::Used => Err(ApiError::conflict(
                    "id",
                    "The school has already taken the register of this day; ask the adviser to change it.",
                )),
            }
        })
    })
    .await?;
    Ok(HttpResponse::Ok().json(NoticeView::new("Absence note withdrawn.")))
}
