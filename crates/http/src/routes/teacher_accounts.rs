//! Teacher accounts, under `/api/admins`: `get-teachers`, `create-teacher`, `update-teacher`
//! (also a teacher's own profile: phone and photo only), `delete-teacher`.

use actix_web::{web, HttpResponse};
use lyceum_domain::{Phone, Role, TeacherInput, ValidationError};
use lyceum_persistence::teachers::{self, TeacherFilter, TeacherOrder, TeacherWriteError};
use lyceum_persistence::StoreError;
use serde::Deserialize;
use serde_json::json;

use super::{changes, edited_id, today, ImageField, Window};
use crate::audit::{self, Entry};
use crate::auth::{passwords, AdminOnly, AdminOrTeacher, Signed};
use crate::state::AppState;
use crate::views::TeacherView;
use crate::{db, live, storage, ApiError};

/// Registers the teacher-account routes inside the `/api/admins` scope.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/get-teachers").get(list))
        .service(web::resource("/create-teacher").post(create))
        .service(web::resource("/update-teacher").post(update))
        .service(web::resource("/delete-teacher").post(delete));
}

/// The create and update forms; missing text fields read as blank so the rules can name them,
/// and a missing `image` keeps the photo.
#[derive(Deserialize)]
struct TeacherBody {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    middle_name: Option<String>,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    phone: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    password: Option<String>,
    #[serde(default)]
    image: ImageField,
    #[serde(default)]
    birthdate: String,
    #[serde(default)]
    address: String,
    #[serde(default)]
    zoom_link: Option<String>,
    #[serde(default)]
    zoom_id: Option<String>,
    #[serde(default)]
    zoom_password: Option<String>,
}

impl TeacherBody {
    /// True when the form changes anything but the phone number and photo of `current`.
    fn changes_more_than_contact(&self, current: &teachers::Teacher) -> bool {
        let email = self.email.to_lowercase();
        let birthdate = current.birthdate.format("%Y-%m-%d").to_string();
        changes(Some(&self.first_name), Some(&current.first_name))
            || changes(self.middle_name.as_deref(), current.middle_name.as_deref())
            || changes(Some(&self.last_name), Some(&current.last_name))
            || changes(Some(&email), Some(&current.email))
            || changes(Some(&self.birthdate), Some(&birthdate))
            || changes(Some(&self.address), Some(&current.address))
            || changes(self.zoom_link.as_deref(), current.zoom_link.as_deref())
            || changes(self.zoom_id.as_deref(), current.zoom_id.as_deref())
            || changes(self.zoom_password.as_deref(), current.zoom_password.as_deref())
            || changes(self.password.as_deref(), None)
    }

    fn input(&self) -> TeacherInput {
        TeacherInput {
            first_name: self.first_name.clone(),
            middle_name: self.middle_name.clone(),
            last_name: self.last_name.clone(),
            phone: self.phone.clone(),
            email: self.email.clone(),
            birthdate: self.birthdate.clone(),
            address: self.address.clone(),
            zoom_link: self.zoom_link.clone(),
            zoom_id: self.zoom_id.clone(),
            zoom_password: self.zoom_password.clone(),
        }
    }
}

const EMAIL_TAKEN: &str = "This email is already used by another account.";
const GONE: &str = "This teacher no longer exists.";

fn write_error(error: TeacherWriteError) -> ApiError {
    match error {
        TeacherWriteError::EmailTaken => ApiError::conflict("email", EMAIL_TAKEN),
        TeacherWriteError::Store(StoreError::NotFound) => ApiError::NotFound(GONE.into()),
        TeacherWriteError::Store(other) => other.into(),
    }
}

/// `get-teachers`: without parameters every teacher (SPEC §7); with `page`, `pageSize`, `q`
/// or `sort` (`first_name` or `last_name`, with `order` `asc` or `desc`) one page
/// `{teachers, total, page, pageSize}`, sorted, searched and paged in SQL.
async fn list(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let paged = query.page.is_some() || query.pageSize.is_some() || query.q.is_some() || query.sort.is_some();
    if !paged {
        let teachers = db::query(&state, teachers::list_profiles).await?;
        return Ok(HttpResponse::Ok().json(teachers.into_iter().map(TeacherView::from).collect::<Vec<_>>()));
    }
    let window = Window::new(query.page, query.pageSize)?;
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
    let filter = TeacherFilter { search: query.q, order, descending, offset: window.offset(), limit: window.page_size };
    let found = db::read(&state, move |conn| teachers::page(conn, &filter)).await?;
    let list: Vec<TeacherView> = found.teachers.into_iter().map(TeacherView::from).collect();
    Ok(HttpResponse::Ok().json(window.answer("teachers", list, found.total)))
}

/// Optional paging, search and sort of `get-teachers`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
struct ListQuery {
    page: Option<i64>,
    pageSize: Option<i64>,
    q: Option<String>,
    sort: Option<String>,
    order: Option<String>,
}

/// `create-teacher`: the account starts on the given or default password and must change it.
async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<TeacherBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let fields = body.input().validate(today())?;
    let hash = passwords::starting_password_hash(&state, body.password.as_deref()).await?;
    let profile = db::run(&state, move |conn| {
        let image = storage::uploaded_image(conn, body.image.for_new_account())?;
        teachers::create(conn, &fields, image.as_deref(), &hash).map_err(write_error)
    })
    .await?;
    let teacher = &profile.teacher;
    audit::record(&state, Entry::by(&caller, "create").on("teacher", teacher.id.clone()).detail(teacher.email.clone()));
    Ok(HttpResponse::Created().json(TeacherView::from(profile)))
}

/// `update-teacher`: admins change every field; a teacher changes only their own phone and photo.
async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<TeacherBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let id = edited_id(body.id.as_deref(), "id", "Say which teacher to update.")?;
    let (profile, released) = if caller.role() == Role::Teacher {
        if id != caller.user_id() {
            return Err(ApiError::Forbidden("Teachers may only update their own profile.".into()));
        }
        let phone = Phone::parse_field("phone", &body.phone)?;
        db::run(&state, move |conn| {
            lyceum_persistence::transaction(conn, |conn| {
                let current = teachers::find_profile(conn, &id)?.ok_or_else(|| ApiError::NotFound(GONE.into()))?;
                if body.changes_more_than_contact(&current.teacher) {
                    return Err(ApiError::Forbidden("Teachers may change only their phone number and photo.".into()));
                }
                let image = body.image.after_update(conn, current.teacher.image.as_deref())?;
                Ok(teachers::update_contact(conn, &id, phone.as_str(), image.as_deref())?)
            })
        })
        .await?
    } else {
        let fields = body.input().validate(today())?;
        db::run(&state, move |conn| {
            lyceum_persistence::transaction(conn, |conn| {
                let current = teachers::find_profile(conn, &id)?.ok_or_else(|| ApiError::NotFound(GONE.into()))?;
                let image = body.image.after_update(conn, current.teacher.image.as_deref())?;
                teachers::update(conn, &id, &fields, image.as_deref()).map_err(write_error)
            })
        })
        .await?
    };
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released.into_iter().collect()).await;
    let teacher = &profile.teacher;
    audit::record(&state, Entry::by(&caller, "update").on("teacher", teacher.id.clone()).detail(teacher.email.clone()));
    Ok(HttpResponse::Ok().json(TeacherView::from(profile)))
}

#[derive(Deserialize)]
struct IdsBody {
    ids: Vec<String>,
}

/// `delete-teacher`: all listed teachers or none.
async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids = body.into_inner().ids;
    if ids.is_empty() {
        return Err(ValidationError::new("ids", "Choose at least one teacher to delete.").into());
    }
    let count = ids.len();
    let deleted = ids.clone();
    let released =
        db::query(&state, move |conn| teachers::delete_many(conn, &ids)).await.map_err(|error| match error {
            ApiError::NotFound(_) => {
                ApiError::NotFound("Some of these teachers no longer exist; nothing was deleted.".into())
            }
            other => other,
        })?;
    live::sessions_ended(&state, &[], &deleted);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released).await;
    audit::record_each(&state, &caller, "delete", "teacher", &deleted);
    Ok(HttpResponse::Ok().json(json!({ "message": format!("Deleted {count} teacher(s).") })))
}
