//! One register: `GET /api/attendance/register?scheduleID=|sectionID=&date=` reads it with its
//! students, `POST /api/attendance/register` saves it whole. A save that changes nothing writes
//! nothing; the first save is audited as `register taken`, a later one that changes marks as
//! `register changed` with each change, and the students newly absent or late without an excuse
//! on file are announced through `lyceum_school::events::attendance_marked`.

use actix_web::{web, HttpResponse};
use lyceum_domain::attendance::{parse_marks, Mark, MarkInput, MARKS};
use lyceum_domain::ValidationError;
use lyceum_persistence::attendance::roll;
use lyceum_persistence::attendance::save::{save, Change, SaveError, Saved};
use serde::Deserialize;
use serde_json::Value;

use super::target::{resolve, Naming, Target};
use crate::audit::Entry;
use crate::auth::caller::{AdminOrTeacher, Signed};
use crate::db;
use crate::error::ApiError;
use crate::routes::forms::number;
use crate::state::AppState;
use lyceum_school::attendance_views::RollView;
use lyceum_school::events::{attendance_marked, Marked};

/// The query of `GET register`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct RegisterQuery {
    scheduleID: Option<String>,
    sectionID: Option<String>,
    #[serde(default)]
    date: String,
}

/// `GET register`: the register with its students (everyone present, or excused when an excuse
/// is on file, until it is taken).
pub(crate) async fn read(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    query: web::Query<RegisterQuery>,
) -> Result<HttpResponse, ApiError> {
    let naming =
        Naming { schedule: query.scheduleID.as_deref(), section: query.sectionID.as_deref(), date: &query.date };
    let target = resolve(&state, &caller, naming).await?;
    let (place, day) = (target.place.clone(), target.day);
    let roll = db::read(&state.db, move |conn| roll::read(conn, &place, day)).await?;
    let view = RollView::new(&target.place, target.day, &roll, target.window(caller.role()));
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// One mark of the body of `POST register`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct MarkBody {
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    code: String,
    #[serde(default)]
    minutesLate: Option<Value>,
    #[serde(default)]
    note: Option<String>,
}

/// The body of `POST register`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct RegisterBody {
    scheduleID: Option<String>,
    sectionID: Option<String>,
    #[serde(default)]
    date: String,
    marks: Option<Vec<MarkBody>>,
}

/// `POST register`: saves the whole register (students not in `marks` are present) and answers
/// it as `GET register` does.
pub(crate) async fn write(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<RegisterBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let naming = Naming { schedule: body.scheduleID.as_deref(), section: body.sectionID.as_deref(), date: &body.date };
    let target = resolve(&state, &caller, naming).await?;
    let window = target.window(caller.role());
    if !window.can_edit {
        return Err(ApiError::Forbidden("This register can no longer be changed; ask an administrator.".into()));
    }
    let sent = body.marks.ok_or_else(|| ValidationError::new(MARKS, "Send the marks as a list."))?;
    let marks = parse_marks(
        sent.into_iter()
            .map(|mark| MarkInput {
                student_id: mark.studentID,
                code: mark.code,
                minutes_late: number(mark.minutesLate.as_ref()),
                note: mark.note,
            })
            .collect(),
    )?;
    let (place, day, role, by) = (target.place.clone(), target.day, caller.role(), caller.user_id().to_owned());
    let saved = db::write(&state.db, move |conn| save(conn, &place, day, marks, (role, &by)).map_err(refused)).await?;
    announce(&state, &caller, &target, &saved);
    let view = RollView::new(&target.place, target.day, &saved.roll, window);
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// A refused save as the API answers it.
fn refused(error: SaveError) -> ApiError {
    match error {
        SaveError::NotInSection => ValidationError::new(MARKS, "This student is not in this section.").into(),
        SaveError::ReasonNeeded => ValidationError::new(MARKS, "Give the reason for the excused absence.").into(),
        SaveError::Store(store) => store.into(),
    }
}

/// After the save committed: the audit entry, and the students newly absent or late without an
/// excuse on file.
fn announce(state: &AppState, caller: &Signed<AdminOrTeacher>, target: &Target, saved: &Saved) {
    let title = target.place.title();
    let Some(register) = &saved.roll.taken else { return };
    if saved.first {
        let detail = format!("{title}, {}: {}", target.day, register.counts);
        state.audit.record(Entry::by(caller, "register taken").on("register", register.id.clone()).detail(detail));
    } else if !saved.changes.is_empty() {
        let changes: Vec<String> = saved.changes.iter().map(describe).collect();
        let detail = format!("{title}, {}: {}", target.day, changes.join("; "));
        state.audit.record(Entry::by(caller, "register changed").on("register", register.id.clone()).detail(detail));
    }
    let marked: Vec<Marked> = saved
        .changes
        .iter()
        .filter_map(|change| {
            let after = change.after.as_ref().filter(|after| after.code.is_missed())?;
            if change.before.as_ref().is_some_and(|before| before.code == after.code) {
                return None;
            }
            let excused = saved.roll.students.iter().any(|s| s.id == change.student_id && s.excuse.is_some());
            (!excused).then(|| Marked {
                student_id: change.student_id.clone(),
                code: after.code,
                minutes_late: after.minutes_late,
            })
        })
        .collect();
    if !marked.is_empty() {
        attendance_marked(&state.outlets(), &target.place, target.day, &marked);
    }
}

/// `Juan Cruz: present -> absent`; when only the minutes or the note changed,
/// `Juan Cruz: late (minutes late changed)` or `(note changed)`.
fn describe(change: &Change) -> String {
    let code = |mark: &Option<Mark>| mark.as_ref().map_or("present", |mark| mark.code.as_str());
    let (before, after) = (code(&change.before), code(&change.after));
    if before != after {
        return format!("{}: {before} -> {after}", change.name);
    }
    let minutes = |mark: &Option<Mark>| mark.as_ref().and_then(|mark| mark.minutes_late);
    let what = if minutes(&change.before) != minutes(&change.after) { "minutes late" } else { "note" };
    format!("{}: {after} ({what} changed)", change.name)
}
