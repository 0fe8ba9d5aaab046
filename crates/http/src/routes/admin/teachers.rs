//! Teacher accounts as the administrators manage them, under `/api/admins`: `get-teachers`
//! (optionally paged, searched and sorted), `create-teacher`, `update-teacher` (also a teacher's
//! own profile: phone and photo only) and `delete-teacher`. (The teacher's own portal is
//! `routes::portal::teacher`.)

use actix_web::{web, HttpResponse};
use lyceum_domain::{Phone, Role};
use lyceum_persistence::teachers::{self, TeacherFilter, TeacherOrder, TeacherProfile, TeacherWriteError};
use lyceum_persistence::{Conn, StoreError};
use serde::Deserialize;

use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, AdminOrTeacher, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::admin::accounts::{
    by_the_account_itself, delete_accounts, email_taken, gone, update_account, updated, IdsBody,
};
use crate::routes::forms::{checked_term, edited_id, today, ImageField};
use crate::routes::paging::Listing;
use crate::state::AppState;
use crate::{db, storage};
use lyceum_school::accounts;
use lyceum_school::teacher_forms::TeacherPayload;
use lyceum_school::views::TeacherView;

/// The kind of account this file manages, as the audit log and the answers name it.
const TEACHER: &str = "teacher";

/// The create and update forms (`lyceum_school::teacher_forms`) and the photo, whose missing
/// `image` keeps it.
#[derive(Deserialize)]
pub(crate) struct TeacherBody {
    #[serde(flatten)]
    form: TeacherPayload,
    #[serde(default)]
    image: ImageField,
}

/// The answer to a refused write of a teacher.
fn write_error(error: TeacherWriteError) -> ApiError {
    match error {
        TeacherWriteError::EmailTaken => email_taken(),
        TeacherWriteError::Store(StoreError::NotFound) => gone(TEACHER),
        TeacherWriteError::Store(other) => other.into(),
    }
}

/// `get-teachers`: without parameters every teacher, as a plain array (what the first clients
/// read); with `page`, `pageSize`, `q` or `sort` (`first_name` or `last_name`, with `order` `asc`
/// or `desc`) one page `{teachers, total, page, pageSize}`, sorted, searched and paged in SQL.
pub(crate) async fn list(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    checked_term("q", query.q.clone())?;
    let paged = query.page.is_some() || query.pageSize.is_some() || query.q.is_some() || query.sort.is_some();
    let listing = Listing::new(paged, query.page, query.pageSize)?;
    let (found, total) = match &listing {
        Listing::Whole => (listing.read(&state.db, teachers::list_profiles).await?, 0),
        Listing::Page(_) => {
            let filter = page_filter(query, &listing)?;
            let page = listing.read(&state.db, move |conn| teachers::page(conn, &filter)).await?;
            (page.teachers, page.total)
        }
    };
    let list: Vec<TeacherView> = found.into_iter().map(TeacherView::from).collect();
    Ok(listing.answer("teachers", list, total))
}

/// The search, sort and page of a paged `get-teachers`; 400 for an unknown sort or order.
fn page_filter(query: ListQuery, listing: &Listing) -> Result<TeacherFilter, ApiError> {
    let order = match query.sort.as_deref().unwrap_or("last_name") {
        "last_name" => TeacherOrder::LastName,
        "first_name" => TeacherOrder::FirstName,
        _ => return Err(ApiError::BadRequest("Sort by first_name or last_name.".into())),
    };
    let descending = match query.order.as_deref().unwrap_or("asc") {
        "asc" => false,
        "desc" => true,
        _ => return Err(ApiError::BadRequest("Order asc or desc.".into())),
    };
    Ok(TeacherFilter { search: query.q, order, descending, offset: listing.offset(), limit: listing.limit() })
}

/// Optional paging, search and sort of `get-teachers`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct ListQuery {
    page: Option<i64>,
    pageSize: Option<i64>,
    q: Option<String>,
    sort: Option<String>,
    order: Option<String>,
}

/// `create-teacher`: the account starts on the given or default password and must change it.
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<TeacherBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let fields = body.form.input().validate(today())?;
    let hash = passwords::starting_password_hash(&state.settings, body.form.password.as_deref()).await?;
    let actor = Actor::from(&caller);
    let profile = db::run(&state.db, move |conn| {
        let create = |conn: &mut Conn| {
            let image = storage::uploaded_image(conn, body.image.for_new_account())?;
            teachers::create(conn, &fields, image.as_deref(), &hash).map_err(write_error)
        };
        accounts::create_account(conn, &actor, TEACHER, create, |made| (&made.teacher.id, &made.teacher.email))
    })
    .await?;
    Ok(HttpResponse::Created().json(TeacherView::from(profile)))
}

/// `update-teacher`: admins change every field; a teacher changes only their own phone and photo.
pub(crate) async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<TeacherBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let id = edited_id(body.form.id.as_deref(), "id", "Say which teacher to update.", || gone(TEACHER))?;
    let (profile, released) =
        if by_the_account_itself(&caller, Role::Teacher, &id, "Teachers may only update their own profile.")? {
            let phone = Phone::parse_field("phone", &body.form.phone)?;
            update_account(
                &state,
                &caller,
                (TEACHER, id),
                teachers::find_profile,
                move |conn, id, current| {
                    if body.form.changes_more_than_contact(&current.teacher) {
                        return Err(ApiError::Forbidden(
                            "Teachers may change only their phone number and photo.".into(),
                        ));
                    }
                    let image = body.image.after_update(conn, current.teacher.image.as_deref())?;
                    Ok(teachers::update_contact(conn, id, phone.as_str(), image.as_deref())?)
                },
                teacher_email,
            )
            .await?
        } else {
            let fields = body.form.input().validate(today())?;
            update_account(
                &state,
                &caller,
                (TEACHER, id),
                teachers::find_profile,
                move |conn, id, current| {
                    let image = body.image.after_update(conn, current.teacher.image.as_deref())?;
                    teachers::update(conn, id, &fields, image.as_deref()).map_err(write_error)
                },
                teacher_email,
            )
            .await?
        };
    updated(&state, released).await;
    Ok(HttpResponse::Ok().json(TeacherView::from(profile)))
}

/// `delete-teacher`: all listed teachers or none.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    delete_accounts(&state, &caller, TEACHER, body.into_inner().ids, |conn, ids| Ok(teachers::delete_many(conn, ids)?))
        .await
}

/// The email the audit log names for an updated account.
fn teacher_email((profile, _): &(TeacherProfile, Option<String>)) -> &str {
    profile.teacher.email.as_str()
}
