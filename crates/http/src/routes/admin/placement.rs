//! A student's section, under `/api/admins`, admins only: `add-student-section` places a student
//! who has none, `remove-student` takes one out, and `move-students` moves many at once (the
//! year-end promotion), in one transaction or not at all. Each move is written to the audit log,
//! and the students' portals follow it live (`sectionChanged`).

use actix_web::{web, HttpResponse};
use lyceum_domain::ValidationError;
use lyceum_persistence::students::StudentWriteError;
use lyceum_school::class_views::MovedView;
use lyceum_school::placement;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::admin::students::write_error;
use crate::routes::forms::{id_or, ids_or};
use crate::state::AppState;
use lyceum_school::views::StudentView;

/// The student and the section of `add-student-section` and `remove-student`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct MembershipBody {
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    sectionID: String,
}

impl MembershipBody {
    fn ids(self) -> Result<(String, String), ApiError> {
        let mut errors = lyceum_domain::FieldErrors::new();
        if self.studentID.trim().is_empty() {
            errors.add(ValidationError::new("studentID", "Choose a student."));
        }
        if self.sectionID.trim().is_empty() {
            errors.add(ValidationError::new("sectionID", "Choose a section."));
        }
        errors.into_result()?;
        let student = id_or(&self.studentID, || write_error(StudentWriteError::Missing))?;
        let section = id_or(&self.sectionID, || write_error(StudentWriteError::UnknownSection))?;
        Ok((student, section))
    }
}

/// `add-student-section`: places a student who has no section.
pub(crate) async fn add_to_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<MembershipBody>,
) -> Result<HttpResponse, ApiError> {
    let (student, section) = body.into_inner().ids()?;
    let actor = Actor::from(&caller);
    let placed =
        db::run(&state.db, move |conn| placement::add_to_section(conn, &actor, &student, &section, write_error))
            .await?;
    live::students_placed(&state, std::slice::from_ref(&placed.id), placed.section_id.as_deref()).await;
    Ok(HttpResponse::Ok().json(StudentView::from(placed)))
}

/// `remove-student`: takes a student out of the section, clearing category, level and section.
pub(crate) async fn remove_from_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<MembershipBody>,
) -> Result<HttpResponse, ApiError> {
    let (student, section) = body.into_inner().ids()?;
    let actor = Actor::from(&caller);
    let removed =
        db::run(&state.db, move |conn| placement::remove_from_section(conn, &actor, &student, &section, write_error))
            .await?;
    live::students_placed(&state, std::slice::from_ref(&removed.id), None).await;
    Ok(HttpResponse::Ok().json(StudentView::from(removed)))
}

/// Which students to move, and where.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct MoveBody {
    /// The students to move.
    #[serde(default)]
    ids: Vec<String>,
    /// Or every student of this section (a whole section moving up a level).
    #[serde(default)]
    fromSectionID: Option<String>,
    /// The section they move into.
    #[serde(default)]
    sectionID: String,
}

/// `move-students {ids, sectionID}` or `{fromSectionID, sectionID}`: moves the students into
/// the section (its level and category with it), all in one transaction or none.
pub(crate) async fn move_students(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<MoveBody>,
) -> Result<HttpResponse, ApiError> {
    let MoveBody { ids, fromSectionID: from, sectionID: section } = body.into_inner();
    let from = from.map(|from| from.trim().to_owned()).filter(|from| !from.is_empty());
    let mut errors = lyceum_domain::FieldErrors::new();
    if section.trim().is_empty() {
        errors.add(ValidationError::new("sectionID", "Choose the section to move the students to."));
    }
    if ids.iter().any(|id| id.trim().is_empty()) {
        errors.add(ValidationError::new("ids", "Every student id must be given."));
    } else if ids.is_empty() && from.is_none() {
        errors.add(ValidationError::new("ids", "Choose at least one student to move."));
    }
    errors.into_result()?;
    let unknown_section = || write_error(StudentWriteError::UnknownSection);
    let (section, from) = (id_or(&section, unknown_section)?, from.map(|f| id_or(&f, unknown_section)).transpose()?);
    let ids = ids_or(&ids, || move_error(StudentWriteError::Missing))?;
    let (target, actor) = (section.clone(), Actor::from(&caller));
    let moved_ids = db::run(&state.db, move |conn| {
        placement::move_students(conn, &actor, (ids, from.as_deref()), &target, move_error)
    })
    .await?;
    live::students_placed(&state, &moved_ids, Some(&section)).await;
    let count = moved_ids.len();
    Ok(HttpResponse::Ok().json(MovedView { message: format!("Moved {count} student(s)."), moved: count }))
}

/// The errors of `move-students`.
fn move_error(error: StudentWriteError) -> ApiError {
    match error {
        StudentWriteError::Missing => {
            ApiError::NotFound("Some of these students no longer exist; nothing was moved.".into())
        }
        other => write_error(other),
    }
}
