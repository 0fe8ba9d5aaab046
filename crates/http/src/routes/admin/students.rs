//! Student accounts as the administrators manage them, under `/api/admins`: `get-students`
//! (optionally paged and searched), `get-student` (one, by id), `create-student`, `update-student` (also a student's own
//! photo), `search-students` (admins and teachers) and `delete-student`. A student's section is
//! changed by `placement`. Each change and each read of student records is written to the audit
//! log. (The student's own portal is `routes::portal::student`.)

use actix_web::{web, HttpResponse};
use lyceum_domain::learner::LearnerInput;
use lyceum_domain::{Role, StudentForm, ValidationError};
use lyceum_persistence::learners::{self, LearnerRecord};
use lyceum_persistence::students::{self, StudentFilter, StudentProfile, StudentWriteError};
use lyceum_persistence::Conn;
use lyceum_school::learner_views::StudentRecordView;
use lyceum_school::student_forms::StudentPayload;
use serde::Deserialize;

use crate::audit::{Actor, Entry};
use crate::auth::caller::{AdminOnly, AdminOrStudent, AdminOrTeacher, Signed};
use crate::auth::passwords;
use crate::error::ApiError;
use crate::routes::admin::accounts::{
    by_the_account_itself, delete_accounts, email_taken, gone, update_account, updated, IdsBody,
};
use crate::routes::forms::{checked_term, edited_id, id_or, search_term, today, ImageField, SearchBody, SEARCH_LIMIT};
use crate::routes::paging::Listing;
use crate::state::AppState;
use crate::{db, live, storage};
use lyceum_school::accounts;
use lyceum_school::views::{PersonView, StudentView};

/// The kind of account this file manages, as the audit log and the answers name it.
const STUDENT: &str = "student";

/// The create and edit forms: the student's fields (`lyceum_school::student_forms`) and the
/// photo, whose missing `image` keeps it.
#[derive(Deserialize)]
pub(crate) struct StudentBody {
    #[serde(flatten)]
    form: StudentPayload,
    #[serde(default)]
    image: ImageField,
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
        StudentWriteError::LrnTaken(holder) => {
            ApiError::conflict("lrn", format!("This LRN is already used by {holder}."))
        }
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
    let (found, record) = db::read(&state.db, move |conn| {
        let found = students::find(conn, &looked_up)?;
        Ok::<_, ApiError>((found, learners::find(conn, &looked_up)?))
    })
    .await?;
    let found = found.ok_or_else(|| gone(STUDENT))?;
    let name = format!("{} {}", found.first_name, found.last_name);
    state.audit.record(Entry::by(&caller, "read").on(STUDENT, id).detail(name));
    Ok(HttpResponse::Ok().json(StudentRecordView::new(found, record)))
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
    let (fields, learner) = body.form.checked(StudentForm::Create, today())?;
    let hash = passwords::starting_password_hash(&state.settings, body.form.password.as_deref()).await?;
    let actor = Actor::from(&caller);
    let (student, record) = db::run(&state.db, move |conn| {
        let create = |conn: &mut Conn| {
            let image = storage::uploaded_image(conn, body.image.for_new_account())?;
            let place = body.form.placement(conn).map_err(write_error)?;
            let made = students::create(conn, &fields, image.as_deref(), &hash, place.as_ref()).map_err(write_error)?;
            learners::save(conn, &made.id, &learner).map_err(|e| write_error(e.into()))?;
            let record = learners::find(conn, &made.id)?;
            Ok::<_, ApiError>((made, record))
        };
        accounts::create_account(conn, &actor, STUDENT, create, |(made, _)| (&made.id, &made.email))
    })
    .await?;
    Ok(HttpResponse::Created().json(StudentRecordView::new(student, record)))
}

/// `update-student`: admins change every field and the placement; a student changes only
/// their own photo.
pub(crate) async fn update(
    state: web::Data<AppState>,
    caller: Signed<AdminOrStudent>,
    body: web::Json<StudentBody>,
) -> Result<HttpResponse, ApiError> {
    let body = body.into_inner();
    let id = edited_id(body.form.id.as_deref(), "id", "Say which student to update.", || gone(STUDENT))?;
    let (student, released, record) =
        if by_the_account_itself(&caller, Role::Student, &id, "Students may only change their own photo.")? {
            update_account(
                &state,
                &caller,
                (STUDENT, id),
                students::find,
                move |conn, id, current| {
                    if body.form.changes_more_than_photo(&current) {
                        return Err(ApiError::Forbidden("Students may change only their profile photo.".into()));
                    }
                    let image = body.image.after_update(conn, current.image.as_deref())?;
                    let (profile, released) =
                        students::update_image(conn, id, image.as_deref()).map_err(write_error)?;
                    Ok((profile, released, learners::find(conn, id)?))
                },
                student_email,
            )
            .await?
        } else {
            let (fields, _) = body.form.checked(StudentForm::Edit, today())?;
            update_account(
                &state,
                &caller,
                (STUDENT, id),
                students::find,
                move |conn, id, current| {
                    let image = body.image.after_update(conn, current.image.as_deref())?;
                    let place = body.form.placement(conn).map_err(write_error)?;
                    let (profile, released) =
                        students::update(conn, id, &fields, image.as_deref(), place.as_ref()).map_err(write_error)?;
                    // A learner field the form left out keeps what is stored.
                    let stored = LearnerInput::from(&learners::find(conn, id)?.fields());
                    let learner = body.form.learner().over(&stored).validate()?;
                    learners::save(conn, id, &learner).map_err(|e| write_error(e.into()))?;
                    Ok((profile, released, learners::find(conn, id)?))
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
    Ok(HttpResponse::Ok().json(StudentRecordView::new(student, record)))
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
fn student_email((profile, ..): &(StudentProfile, Option<String>, LearnerRecord)) -> &str {
    profile.email.as_str()
}
