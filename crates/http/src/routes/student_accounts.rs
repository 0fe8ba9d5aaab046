//! Student accounts, under `/api/admins`: `get-students` (optionally paged and searched),
//! `create-student`, `update-student` (also a student's own photo), `search-students`
//! (admins and teachers), `delete-student`, `add-student-section`, `remove-student` and
//! `move-students` (the year-end promotion). Each change and each read of student records is
//! written to the audit log.

use actix_web::{web, HttpResponse};
use lyceum_domain::{Role, StudentForm, StudentInput, ValidationError};
use lyceum_persistence::students::{self, Placement, StudentFilter, StudentProfile, StudentWriteError};
use lyceum_persistence::Conn;
use serde::Deserialize;
use serde_json::json;

use super::messages::{search_term, SearchBody, SEARCH_LIMIT};
use super::{changes, edited_id, today, ImageField, Window};
use crate::audit::{self, Entry};
use crate::auth::{passwords, AdminOnly, AdminOrTeacher, RoleSet, Signed};
use crate::state::AppState;
use crate::views::{PersonView, StudentView};
use crate::{db, live, storage, ApiError};

/// Registers the student-account routes inside the `/api/admins` scope.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/get-students").get(list))
        .service(web::resource("/create-student").post(create))
        .service(web::resource("/update-student").post(update))
        .service(web::resource("/search-students").post(search))
        .service(web::resource("/delete-student").post(delete))
        .service(web::resource("/add-student-section").post(add_to_section))
        .service(web::resource("/remove-student").post(remove_from_section))
        .service(web::resource("/move-students").post(move_students));
}

/// Admins and students (a student may change their own photo).
pub struct AdminOrStudent;
impl RoleSet for AdminOrStudent {
    const ROLES: &'static [Role] = &[Role::Admin, Role::Student];
}

/// The create and edit forms, with the payload names of SPEC §3; a missing `image` keeps the photo.
#[derive(Deserialize)]
#[allow(non_snake_case)]
struct StudentBody {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    first_name: String,
    #[serde(default)]
    middle_name: Option<String>,
    #[serde(default)]
    last_name: String,
    #[serde(default)]
    email: String,
    #[serde(default)]
    address: String,
    #[serde(default)]
    password: Option<String>,
    #[serde(default)]
    image: ImageField,
    #[serde(default)]
    birthdate: String,
    #[serde(default)]
    parent_fName: String,
    #[serde(default)]
    parent_mName: Option<String>,
    #[serde(default)]
    parent_lName: String,
    #[serde(default)]
    parent_email: Option<String>,
    #[serde(default)]
    phone: Option<String>,
    #[serde(default)]
    relationship: String,
    #[serde(default)]
    categoryID: Option<String>,
    #[serde(default)]
    levelID: Option<String>,
    #[serde(default)]
    sectionID: Option<String>,
}

impl StudentBody {
    /// True when the form changes anything but the photo of `current`.
    fn changes_more_than_photo(&self, current: &StudentProfile) -> bool {
        let email = self.email.to_lowercase();
        let birthdate = current.birthdate.format("%Y-%m-%d").to_string();
        changes(Some(&self.first_name), Some(&current.first_name))
            || changes(self.middle_name.as_deref(), current.middle_name.as_deref())
            || changes(Some(&self.last_name), Some(&current.last_name))
            || changes(Some(&email), Some(&current.email))
            || changes(Some(&self.address), Some(&current.address))
            || changes(Some(&self.birthdate), Some(&birthdate))
            || changes(Some(&self.parent_fName), Some(&current.parent_first_name))
            || changes(self.parent_mName.as_deref(), current.parent_middle_name.as_deref())
            || changes(Some(&self.parent_lName), Some(&current.parent_last_name))
            || changes(self.parent_email.as_deref(), current.parent_email.as_deref())
            || changes(self.phone.as_deref(), current.parent_phone.as_deref())
            || changes(Some(&self.relationship), Some(&current.parent_relationship))
            || changes(self.categoryID.as_deref(), current.category_id.as_deref())
            || changes(self.levelID.as_deref(), current.level_id.as_deref())
            || changes(self.sectionID.as_deref(), current.section_id.as_deref())
            || changes(self.password.as_deref(), None)
    }

    fn input(&self) -> StudentInput {
        StudentInput {
            first_name: self.first_name.clone(),
            middle_name: self.middle_name.clone(),
            last_name: self.last_name.clone(),
            email: self.email.clone(),
            address: self.address.clone(),
            birthdate: self.birthdate.clone(),
            parent_first_name: self.parent_fName.clone(),
            parent_middle_name: self.parent_mName.clone(),
            parent_last_name: self.parent_lName.clone(),
            parent_email: self.parent_email.clone(),
            parent_phone: self.phone.clone(),
            relationship: self.relationship.clone(),
        }
    }

    /// The chosen section checked against the chosen level and category; none when blank.
    fn placement(&self, conn: &mut Conn) -> Result<Option<Placement>, StudentWriteError> {
        let present = |v: &Option<String>| v.as_deref().map(str::trim).filter(|v| !v.is_empty()).map(str::to_owned);
        match present(&self.sectionID) {
            None if present(&self.levelID).is_some() || present(&self.categoryID).is_some() => {
                Err(StudentWriteError::Placement("Choose a section for this level."))
            }
            None => Ok(None),
            Some(section) => Ok(Some(students::placement(
                conn,
                present(&self.categoryID).as_deref(),
                present(&self.levelID).as_deref(),
                &section,
            )?)),
        }
    }
}

const GONE: &str = "This student no longer exists.";

fn write_error(error: StudentWriteError) -> ApiError {
    match error {
        StudentWriteError::EmailTaken => ApiError::conflict("email", "This email is already used by another account."),
        StudentWriteError::Missing => ApiError::NotFound(GONE.into()),
        StudentWriteError::Placement(message) => ValidationError::new("sectionID", message).into(),
        StudentWriteError::UnknownSection => ApiError::NotFound("This section does not exist.".into()),
        StudentWriteError::AlreadyPlaced => {
            ApiError::conflict("studentID", "This student already belongs to a section.")
        }
        StudentWriteError::NotInSection => ApiError::conflict("studentID", "This student is not in this section."),
        StudentWriteError::Store(store) => store.into(),
    }
}

/// Optional paging and search of `get-students`.
#[derive(Deserialize)]
#[allow(non_snake_case)]
struct ListQuery {
    page: Option<i64>,
    pageSize: Option<i64>,
    q: Option<String>,
    available: Option<bool>,
}

/// `get-students`: without parameters every student (SPEC §7); with `page`, `pageSize`, `q`
/// or `available=true` one page `{students, total, page, pageSize}`, searched in SQL.
async fn list(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let described = describe_list(&query);
    let paged = query.page.is_some() || query.pageSize.is_some() || query.q.is_some() || query.available.is_some();
    let window = Window::new(query.page, query.pageSize)?;
    let filter = StudentFilter {
        search: query.q,
        unplaced_only: query.available.unwrap_or(false),
        offset: if paged { window.offset() } else { 0 },
        limit: if paged { window.page_size } else { i64::MAX },
    };
    let found = if paged {
        db::read(&state, move |conn| students::list(conn, &filter)).await?
    } else {
        // Everyone: a read that grows with the school, kept off the async workers.
        db::query(&state, move |conn| students::list(conn, &filter)).await?
    };
    audit::record(&state, Entry::by(&caller, "read").on_kind("student").detail(described));
    let list: Vec<StudentView> = found.students.into_iter().map(StudentView::from).collect();
    Ok(if paged {
        HttpResponse::Ok().json(window.answer("students", list, found.total))
    } else {
        HttpResponse::Ok().json(list)
    })
}

/// What a `get-students` call read, for the audit log.
fn describe_list(query: &ListQuery) -> String {
    let mut described =
        if query.available == Some(true) { "students without a section" } else { "student list" }.to_owned();
    if let Some(page) = query.page {
        described.push_str(&format!(", page {page}"));
    }
    if let Some(q) = query.q.as_deref().map(str::trim).filter(|q| !q.is_empty()) {
        described.push_str(&format!(", search \"{q}\""));
    }
    described
}

/// `create-student`: starts on the given or default password, to be changed at first sign-in.
async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<StudentBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let fields = body.input().validate(StudentForm::Create, today())?;
    let hash = passwords::starting_password_hash(&state, body.password.as_deref()).await?;
    let student = db::run(&state, move |conn| {
        let image = storage::uploaded_image(conn, body.image.for_new_account())?;
        let place = body.placement(conn).map_err(write_error)?;
        students::create(conn, &fields, image.as_deref(), &hash, place.as_ref()).map_err(write_error)
    })
    .await?;
    audit::record(&state, Entry::by(&caller, "create").on("student", student.id.clone()).detail(student.email.clone()));
    Ok(HttpResponse::Created().json(StudentView::from(student)))
}

/// `update-student`: admins change every field and the placement; a student changes only
/// their own photo.
async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOrStudent>,
    body: web::Json<StudentBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let id = edited_id(body.id.as_deref(), "id", "Say which student to update.")?;
    let (student, released) = if caller.role() == Role::Student {
        if id != caller.user_id() {
            return Err(ApiError::Forbidden("Students may only change their own photo.".into()));
        }
        db::run(&state, move |conn| {
            lyceum_persistence::transaction(conn, |conn| {
                let current = students::find(conn, &id)?.ok_or_else(|| ApiError::NotFound(GONE.into()))?;
                if body.changes_more_than_photo(&current) {
                    return Err(ApiError::Forbidden("Students may change only their profile photo.".into()));
                }
                let image = body.image.after_update(conn, current.image.as_deref())?;
                students::update_image(conn, &id, image.as_deref()).map_err(write_error)
            })
        })
        .await?
    } else {
        let fields = body.input().validate(StudentForm::Edit, today())?;
        db::run(&state, move |conn| {
            lyceum_persistence::transaction(conn, |conn| {
                let current = students::find(conn, &id)?.ok_or_else(|| ApiError::NotFound(GONE.into()))?;
                let image = body.image.after_update(conn, current.image.as_deref())?;
                let place = body.placement(conn).map_err(write_error)?;
                students::update(conn, &id, &fields, image.as_deref(), place.as_ref()).map_err(write_error)
            })
        })
        .await?
    };
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released.into_iter().collect()).await;
    audit::record(&state, Entry::by(&caller, "update").on("student", student.id.clone()).detail(student.email.clone()));
    Ok(HttpResponse::Ok().json(StudentView::from(student)))
}

/// `search-students`: by name or email. Admins get the full student; teachers, who search to
/// message, get only the name and photo.
async fn search(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<SearchBody>,
) -> Result<HttpResponse, ApiError> {
    let term = search_term(body.into_inner())?;
    let filter = StudentFilter { search: Some(term), limit: SEARCH_LIMIT, ..StudentFilter::default() };
    let described = format!("search \"{}\"", filter.search.as_deref().unwrap_or_default());
    let found = db::query(&state, move |conn| students::list(conn, &filter)).await?.students;
    audit::record(&state, Entry::by(&caller, "read").on_kind("student").detail(described));
    Ok(if caller.role() == Role::Admin {
        HttpResponse::Ok().json(found.into_iter().map(StudentView::from).collect::<Vec<_>>())
    } else {
        let people: Vec<PersonView> = found.into_iter().map(PersonView::from).collect();
        HttpResponse::Ok().json(people)
    })
}

#[derive(Deserialize)]
struct IdsBody {
    ids: Vec<String>,
}

/// `delete-student`: all listed students or none.
async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids = body.into_inner().ids;
    if ids.is_empty() {
        return Err(ValidationError::new("ids", "Choose at least one student to delete.").into());
    }
    let count = ids.len();
    let deleted = ids.clone();
    let released = db::run(&state, move |conn| {
        students::delete_many(conn, &ids).map_err(|error| match error {
            StudentWriteError::Missing => {
                ApiError::NotFound("Some of these students no longer exist; nothing was deleted.".into())
            }
            other => write_error(other),
        })
    })
    .await?;
    live::sessions_ended(&state, &[], &deleted);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), released).await;
    audit::record_each(&state, &caller, "delete", "student", &deleted);
    Ok(HttpResponse::Ok().json(json!({ "message": format!("Deleted {count} student(s).") })))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct MembershipBody {
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
        Ok((self.studentID, self.sectionID))
    }
}

/// `add-student-section`: places a student who has no section.
async fn add_to_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<MembershipBody>,
) -> Result<HttpResponse, ApiError> {
    let (student, section) = body.into_inner().ids()?;
    let detail = format!("added to section {section}");
    let placed =
        db::run(&state, move |conn| students::add_to_section(conn, &student, &section).map_err(write_error)).await?;
    audit::record(&state, Entry::by(&caller, "update").on("student", placed.id.clone()).detail(detail));
    Ok(HttpResponse::Ok().json(StudentView::from(placed)))
}

/// `remove-student`: takes a student out of the section, clearing category, level and section.
async fn remove_from_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<MembershipBody>,
) -> Result<HttpResponse, ApiError> {
    let (student, section) = body.into_inner().ids()?;
    let detail = format!("removed from section {section}");
    let removed =
        db::run(&state, move |conn| students::remove_from_section(conn, &student, &section).map_err(write_error))
            .await?;
    audit::record(&state, Entry::by(&caller, "update").on("student", removed.id.clone()).detail(detail));
    Ok(HttpResponse::Ok().json(StudentView::from(removed)))
}

/// Which students to move, and where.
#[derive(Deserialize)]
#[allow(non_snake_case)]
struct MoveBody {
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
async fn move_students(
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
    let target = section.clone();
    let moved_ids = db::run(&state, move |conn| {
        lyceum_persistence::transaction(conn, |conn| {
            let mut ids = ids;
            if let Some(from) = &from {
                ids.extend(students::ids_in_section(conn, from).map_err(move_error)?);
            }
            students::move_to_section(conn, &ids, &target).map_err(move_error)?;
            ids.sort();
            ids.dedup();
            Ok(ids)
        })
    })
    .await?;
    for id in &moved_ids {
        audit::record(
            &state,
            Entry::by(&caller, "update").on("student", id.clone()).detail(format!("moved to section {section}")),
        );
    }
    let count = moved_ids.len();
    Ok(HttpResponse::Ok().json(json!({ "message": format!("Moved {count} student(s)."), "moved": count })))
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
