//! Student accounts as the administrators manage them, under `/api/admins`: `get-students`
//! (optionally paged and searched), `get-student` (one, by id), `create-student`, `update-student` (also a student's own
//! photo), `search-students` (admins and teachers) and `delete-student`. A student's section is
//! changed by `placement`. Each change and each read of student records is written to the audit
//! log. (The student's own portal is `routes::portal::student`.)

use actix_web::{web, HttpResponse};
use lyceum_domain::{Role, StudentForm, StudentInput, ValidationError};
use lyceum_persistence::students::StudentProfile;
use lyceum_persistence::students::{self, Placement, StudentFilter, StudentWriteError, NOT_OF_CATEGORY, NOT_OF_LEVEL};
use lyceum_persistence::Conn;
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::{AdminOnly, AdminOrStudent, AdminOrTeacher, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::admin::accounts::{
    by_the_account_itself, delete_accounts, email_taken, gone, update_account, updated, IdsBody,
};
use crate::routes::forms::{
    changes, checked_term, edited_id, id_or, search_term, today, ImageField, SearchBody, SEARCH_LIMIT,
};
use crate::routes::paging::Listing;
use crate::state::AppState;
use crate::{db, live, storage};
use lyceum_school::accounts;
use lyceum_school::views::{PersonView, StudentView};

/// The kind of account this file manages, as the audit log and the answers name it.
const STUDENT: &str = "student";

/// The create and edit forms, with the field names the API contract fixes (`parent_fName`,
/// `sectionID`, ...); a missing `image` keeps the photo.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct StudentBody {
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
            Some(section) => {
                // Each id is read as an id (a malformed one names no record) before any query.
                let section = id_or(&section, || StudentWriteError::Placement("This section does not exist."))?;
                let level = present(&self.levelID)
                    .map(|l| id_or(&l, || StudentWriteError::Placement(NOT_OF_LEVEL)))
                    .transpose()?;
                let category = present(&self.categoryID)
                    .map(|c| id_or(&c, || StudentWriteError::Placement(NOT_OF_CATEGORY)))
                    .transpose()?;
                Ok(Some(students::placement(conn, category.as_deref(), level.as_deref(), &section)?))
            }
        }
    }
}

/// The answer to a refused write of a student.
pub(crate) fn write_error(error: StudentWriteError) -> ApiError {
    match error {
        StudentWriteError::EmailTaken => email_taken(),
        StudentWriteError::Missing => gone(STUDENT),
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
pub(crate) struct ListQuery {
    page: Option<i64>,
    pageSize: Option<i64>,
    q: Option<String>,
    available: Option<bool>,
}

/// `get-students`: without parameters every student, as a plain array (what the first clients
/// read); with `page`, `pageSize`, `q` or `available=true` one page
/// `{students, total, page, pageSize}`, searched in SQL.
pub(crate) async fn list(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<ListQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    checked_term("q", query.q.clone())?;
    let described = describe_list(&query);
    let paged = query.page.is_some() || query.pageSize.is_some() || query.q.is_some() || query.available.is_some();
    let listing = Listing::new(paged, query.page, query.pageSize)?;
    let filter = StudentFilter {
        search: query.q,
        unplaced_only: query.available.unwrap_or(false),
        offset: listing.offset(),
        limit: listing.limit(),
    };
    let found = listing.read(&state.db, move |conn| students::list(conn, &filter)).await?;
    state.audit.record(Entry::by(&caller, "read").on_kind(STUDENT).detail(described));
    let list: Vec<StudentView> = found.students.into_iter().map(StudentView::from).collect();
    Ok(listing.answer("students", list, found.total))
}

/// `get-student?id=`: the student named, as `get-students` lists them (a student's record at
/// its own address in the admin area); 404 for an id that names no student.
pub(crate) async fn one(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    query: web::Query<IdQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id_or(&query.id, || gone(STUDENT))?;
    let looked_up = id.clone();
    let found =
        db::read(&state.db, move |conn| students::find(conn, &looked_up)).await?.ok_or_else(|| gone(STUDENT))?;
    let name = format!("{} {}", found.first_name, found.last_name);
    state.audit.record(Entry::by(&caller, "read").on(STUDENT, id).detail(name));
    Ok(HttpResponse::Ok().json(StudentView::from(found)))
}

/// A query naming one record: `?id=`.
#[derive(Deserialize)]
pub(crate) struct IdQuery {
    #[serde(default)]
    id: String,
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
pub(crate) async fn create(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<StudentBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let fields = body.input().validate(StudentForm::Create, today())?;
    let hash = passwords::starting_password_hash(&state.settings, body.password.as_deref()).await?;
    let actor = Actor::from(&caller);
    let student = db::run(&state.db, move |conn| {
        let create = |conn: &mut Conn| {
            let image = storage::uploaded_image(conn, body.image.for_new_account())?;
            let place = body.placement(conn).map_err(write_error)?;
            students::create(conn, &fields, image.as_deref(), &hash, place.as_ref()).map_err(write_error)
        };
        accounts::create_account(conn, &actor, STUDENT, create, |made| (&made.id, &made.email))
    })
    .await?;
    Ok(HttpResponse::Created().json(StudentView::from(student)))
}

/// `update-student`: admins change every field and the placement; a student changes only
/// their own photo.
pub(crate) async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOrStudent>,
    body: web::Json<StudentBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let id = edited_id(body.id.as_deref(), "id", "Say which student to update.", || gone(STUDENT))?;
    let (student, released) =
        if by_the_account_itself(&caller, Role::Student, &id, "Students may only change their own photo.")? {
            update_account(
                &state,
                &caller,
                (STUDENT, id),
                students::find,
                move |conn, id, current| {
                    if body.changes_more_than_photo(&current) {
                        return Err(ApiError::Forbidden("Students may change only their profile photo.".into()));
                    }
                    let image = body.image.after_update(conn, current.image.as_deref())?;
                    students::update_image(conn, id, image.as_deref()).map_err(write_error)
                },
                student_email,
            )
            .await?
        } else {
            let fields = body.input().validate(StudentForm::Edit, today())?;
            update_account(
                &state,
                &caller,
                (STUDENT, id),
                students::find,
                move |conn, id, current| {
                    let image = body.image.after_update(conn, current.image.as_deref())?;
                    let place = body.placement(conn).map_err(write_error)?;
                    students::update(conn, id, &fields, image.as_deref(), place.as_ref()).map_err(write_error)
                },
                student_email,
            )
            .await?
        };
    updated(&state, released).await;
    if caller.role() == Role::Admin {
        // An admin's edit may have placed or moved the student: their portal follows it.
        crate::live::students_placed(&state, std::slice::from_ref(&student.id), student.section_id.as_deref()).await;
    }
    Ok(HttpResponse::Ok().json(StudentView::from(student)))
}

/// `search-students`: by name or email. Admins get the full student; teachers, who search to
/// message, get only the name and photo.
pub(crate) async fn search(
    state: web::Data<AppState>,
    caller: Signed<AdminOrTeacher>,
    body: web::Json<SearchBody>,
) -> Result<HttpResponse, ApiError> {
    let term = search_term(body.into_inner())?;
    let filter = StudentFilter { search: Some(term), limit: SEARCH_LIMIT, ..StudentFilter::default() };
    let described = format!("search \"{}\"", filter.search.as_deref().unwrap_or_default());
    let found = db::query(&state.db, move |conn| students::list(conn, &filter)).await?.students;
    state.audit.record(Entry::by(&caller, "read").on_kind(STUDENT).detail(described));
    Ok(if caller.role() == Role::Admin {
        HttpResponse::Ok().json(found.into_iter().map(StudentView::from).collect::<Vec<_>>())
    } else {
        let people: Vec<PersonView> = found.into_iter().map(PersonView::from).collect();
        HttpResponse::Ok().json(people)
    })
}

/// `delete-student`: all listed students or none. Their guardians, read in the deleting
/// transaction, are told their children changed.
pub(crate) async fn delete(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let guardians = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
    let found = guardians.clone();
    let answer = delete_accounts(&state, &caller, STUDENT, body.into_inner().ids, move |conn, ids| {
        let linked = lyceum_persistence::guardians::lookup::guardians_of(conn, ids)?;
        let released = students::delete_many(conn, ids).map_err(write_error)?;
        *found.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = linked.into_values().flatten().collect();
        Ok(released)
    })
    .await?;
    let mut guardians = std::mem::take(&mut *guardians.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
    guardians.sort();
    guardians.dedup();
    live::children_changed(&state, &guardians);
    Ok(answer)
}

/// The email the audit log names for an updated account.
fn student_email((profile, _): &(StudentProfile, Option<String>)) -> &str {
    profile.email.as_str()
}
