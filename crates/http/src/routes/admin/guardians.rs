//! Guardian accounts as the administrators manage them one by one, under `/api/admins`:
//! `guardians` (the list, paged and searched), `create-guardian`, `create-guardian-from-student`,
//! `link-guardian`, `unlink-guardian` and `delete-guardian`. Made in bulk from the guardian blocks
//! in `guardian_accounts`, from a CSV file in `guardian_import`. Every write is audited.

use actix_web::{web, HttpResponse};
use lyceum_domain::{GuardianInput, ValidationError};
use lyceum_persistence::guardians::write::{self as guardian_write, GuardianWriteError, NewGuardian};
use lyceum_persistence::guardians::{self, GuardianWithChildren};
use lyceum_persistence::Conn;
use lyceum_school::guardians as accounts;
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::admin::accounts::{delete_accounts, IdsBody};
use crate::routes::forms::{checked_term, id_or, ids_or};
use crate::routes::guardian_access::guardian_error;
use crate::routes::paging::Window;
use crate::state::AppState;
use crate::{db, live, storage};
use lyceum_school::guardian_views::AdminGuardianView;

pub(crate) use lyceum_school::guardians::GUARDIAN;

/// 404 for a guardian that is not there.
fn no_guardian() -> ApiError {
    ApiError::NotFound("This guardian does not exist.".into())
}

/// 404 for a student that is not there.
fn no_student() -> ApiError {
    ApiError::NotFound("This student does not exist.".into())
}

/// The list's query: `q`, `page`, `pageSize`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ListQuery {
    q: Option<String>,
    page: Option<i64>,
    pageSize: Option<i64>,
}

/// `GET guardians?q=&page=&pageSize=`: one page of guardians with their children.
pub(crate) async fn list(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let ListQuery { q, page, pageSize } = query.into_inner();
    let window = Window::new(page, pageSize)?;
    let search = checked_term("q", q)?;
    let (offset, limit) = (window.offset(), window.page_size);
    let (rows, total) =
        db::read(&state.db, move |conn| guardians::list(conn, search.as_deref(), offset, limit)).await?;
    let rows: Vec<AdminGuardianView> = rows.into_iter().map(AdminGuardianView::from).collect();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(window.answer("guardians", rows, total)))
}

/// The guardian `id` with their children, as a write answers it.
fn answer(conn: &mut Conn, id: &str) -> Result<GuardianWithChildren, ApiError> {
    guardians::find_with_children(conn, id)?.ok_or_else(no_guardian)
}

/// The create form.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct CreateBody {
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    middle_name: Option<String>,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    phone: Option<String>,
    #[serde(default)]
    relationship: Option<String>,
    #[serde(default)]
    image: Option<String>,
    #[serde(default)]
    studentIDs: Vec<String>,
}

/// `create-guardian`: an account from the form, linked to the students listed.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<CreateBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let input = GuardianInput {
        first_name: body.first_name,
        middle_name: body.middle_name,
        last_name: body.last_name,
        email: body.email,
        phone: body.phone,
        relationship: body.relationship,
    };
    let fields = input.validate()?;
    let mut children = body.studentIDs.clone();
    children.sort();
    children.dedup();
    if children.len() != body.studentIDs.len() {
        return Err(ValidationError::new("studentIDs", "Each student may be listed once.").into());
    }
    let children = ids_or(&body.studentIDs, no_student)?;
    let hash = passwords::starting_password_hash(&state.settings, None).await?;
    let image = body.image;
    let actor = Actor::from(&caller);
    let created = db::run(&state.db, move |conn| {
        let image = storage::uploaded_image(conn, image.as_deref())?;
        let new = NewGuardian { fields: &fields, image: image.as_deref(), password_hash: &hash };
        Ok(accounts::create(conn, &actor, &new, &children)?)
    })
    .await?;
    Ok(HttpResponse::Created().json(AdminGuardianView::from(created)))
}

/// The form naming one student: `{studentID}`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct StudentBody {
    #[serde(default)]
    studentID: String,
}

/// `create-guardian-from-student {studentID}`: the account of the student's guardian block,
/// linked to the student.
pub(crate) async fn create_from_student(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<StudentBody>,
) -> Result<HttpResponse, ApiError> {
    if body.studentID.trim().is_empty() {
        return Err(ValidationError::new("studentID", "Choose a student.").into());
    }
    let student = id_or(&body.studentID, no_student)?;
    let hash = passwords::starting_password_hash(&state.settings, None).await?;
    let actor = Actor::from(&caller);
    let created =
        db::run(&state.db, move |conn| Ok(accounts::create_from_student(conn, &actor, &student, &hash)?)).await?;
    Ok(HttpResponse::Created().json(AdminGuardianView::from(created)))
}

/// The link form: `{guardianID, studentID, relationship?}`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct LinkBody {
    #[serde(default)]
    guardianID: String,
    #[serde(default)]
    studentID: String,
    #[serde(default)]
    relationship: Option<String>,
}

/// The guardian and student a link form names: 400 when blank, 404 when they cannot be ids.
fn link_ids(body: &LinkBody) -> Result<(String, String), ApiError> {
    let mut errors = lyceum_domain::FieldErrors::new();
    for (field, raw) in [("guardianID", &body.guardianID), ("studentID", &body.studentID)] {
        if raw.trim().is_empty() {
            errors.add(ValidationError::new(field, "This field is required."));
        }
    }
    errors.into_result()?;
    Ok((id_or(&body.guardianID, no_guardian)?, id_or(&body.studentID, no_student)?))
}

/// `link-guardian`: links a student to a guardian.
pub(crate) async fn link(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<LinkBody>,
) -> Result<HttpResponse, ApiError> {
    let (guardian, student) = link_ids(&body)?;
    let relationship = lyceum_domain::person::optional_text(
        "relationship",
        body.relationship.as_deref(),
        lyceum_domain::guardian::MAX_RELATIONSHIP_LEN,
    )?;
    let actor = Actor::from(&caller);
    let row = db::run(&state.db, move |conn| {
        accounts::link(conn, &actor, &guardian, &student, relationship.as_deref())?;
        answer(conn, &guardian)
    })
    .await?;
    live::children_changed(&state, std::slice::from_ref(&row.guardian.id));
    Ok(HttpResponse::Ok().json(AdminGuardianView::from(row)))
}

/// `unlink-guardian`: removes a student's link to a guardian.
pub(crate) async fn unlink(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<LinkBody>,
) -> Result<HttpResponse, ApiError> {
    let (guardian, student) = link_ids(&body)?;
    let actor = Actor::from(&caller);
    let row = db::run(&state.db, move |conn| {
        accounts::unlink(conn, &actor, &guardian, &student)?;
        answer(conn, &guardian)
    })
    .await?;
    // Messaging checks the links at every call; this tells the guardian's open portal at once.
    live::children_changed(&state, std::slice::from_ref(&row.guardian.id));
    Ok(HttpResponse::Ok().json(AdminGuardianView::from(row)))
}

/// `delete-guardian {ids}`: deletes the accounts, every one or none, with their links.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    delete_accounts(&state, &caller, GUARDIAN, body.into_inner().ids, |conn, ids| {
        guardian_write::delete_many(conn, ids).map_err(|error| match error {
            GuardianWriteError::NoSuchGuardian => no_guardian(),
            other => guardian_error(other),
        })
    })
    .await
}
