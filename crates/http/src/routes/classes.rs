//! The class structure, under `/api/admins`, admins only: categories, levels, sections,
//! subjects and weekly schedules (SPEC §7, Admin: classes).

use actix_web::{web, HttpResponse};
use lyceum_domain::person::{required_text, MAX_NAME_LEN};
use lyceum_domain::{FieldErrors, Slot, ValidationError};
use lyceum_persistence::classes::{self, ClassError};
use lyceum_persistence::{people, sections, subjects, Conn};
use serde::{Deserialize, Serialize};
use serde_json::json;

use super::required_id as id;
use crate::audit::{self, Entry};
use crate::auth::{AdminOnly, Signed};
use crate::class_views::{CategoryView, LevelView, ScheduleView, SectionDetailView, SectionView, SubjectView};
use crate::state::AppState;
use crate::views::PersonView;
use crate::{db, storage, ApiError};

/// Registers the class-structure routes inside the `/api/admins` scope.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/get-categories").get(get_categories))
        .service(web::resource("/get-levels").post(get_levels))
        .service(web::resource("/get-level").post(get_level))
        .service(web::resource("/get-sections").post(get_sections))
        .service(web::resource("/get-section").post(get_section))
        .service(web::resource("/get-subject").post(get_subject))
        .service(web::resource("/create-category").post(create_category))
        .service(web::resource("/create-level").post(create_level))
        .service(web::resource("/create-section").post(create_section))
        .service(web::resource("/create-subject").post(create_subject))
        .service(web::resource("/add-subject-section").post(add_subject_section))
        .service(web::resource("/create-schedule").post(create_schedule))
        .service(web::resource("/add-subject-schedule").post(add_subject_schedule))
        .service(web::resource("/delete-subject-schedule").post(delete_subject_schedule))
        .service(web::resource("/update-adviser-section").post(update_adviser_section))
        .service(web::resource("/update-subject-teacher").post(update_subject_teacher))
        .service(web::resource("/remove-subject").post(remove_subject))
        .service(web::resource("/delete-sections").post(delete_sections))
        .service(web::resource("/delete-all-classes").post(delete_all_classes));
}

/// What a duplicate name clashes with, for the 409's field and message.
#[derive(Clone, Copy)]
enum Naming {
    Category,
    Level,
    Section,
    Subject,
    None,
}

fn class_error(naming: Naming) -> impl Fn(ClassError) -> ApiError {
    move |error| match (error, naming) {
        (ClassError::Duplicate, Naming::Category) => {
            ApiError::conflict("category", "A category with this name already exists.")
        }
        (ClassError::Duplicate, Naming::Level) => {
            ApiError::conflict("level", "This category already has a level with this name.")
        }
        (ClassError::Duplicate, Naming::Section) => {
            ApiError::conflict("section", "This level already has a section with this name.")
        }
        (ClassError::Duplicate, Naming::Subject) => {
            ApiError::conflict("subject", "Subject already Exists for this Section!")
        }
        (other, _) => other.into(),
    }
}

fn name(field: &'static str, label: &str, raw: &str) -> Result<String, ValidationError> {
    required_text(field, label, raw, MAX_NAME_LEN)
}

async fn run<T, F>(state: &web::Data<AppState>, naming: Naming, work: F) -> Result<T, ApiError>
where
    T: Send + 'static,
    F: FnOnce(&mut Conn) -> Result<T, ClassError> + Send + 'static,
{
    db::run(state, move |conn| work(conn).map_err(class_error(naming))).await
}

async fn get_categories(state: web::Data<AppState>, _: Signed<AdminOnly>) -> Result<HttpResponse, ApiError> {
    let list = db::query(&state, classes::list_categories).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(CategoryView::from).collect::<Vec<_>>()))
}

#[derive(Deserialize)]
struct CategoryBody {
    #[serde(default)]
    category: String,
}

async fn get_levels(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<CategoryBody>,
) -> Result<HttpResponse, ApiError> {
    let category = id("category", &body.category)?;
    let list = run(&state, Naming::None, move |conn| classes::levels_of(conn, &category)).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(LevelView::from).collect::<Vec<_>>()))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct LevelIdBody {
    #[serde(default)]
    levelID: String,
}

async fn get_level(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<LevelIdBody>,
) -> Result<HttpResponse, ApiError> {
    let level = id("levelID", &body.levelID)?;
    let (found, list, teachers) = run(&state, Naming::None, move |conn| {
        let found = classes::find_level(conn, &level)?;
        let list = sections::sections_of(conn, &level)?;
        Ok((found, list, people::all_teachers(conn)?))
    })
    .await?;
    Ok(HttpResponse::Ok().json(json!({
        "level": LevelView::from(found),
        "sections": list.into_iter().map(SectionView::from).collect::<Vec<_>>(),
        "teachers": teachers.into_iter().map(PersonView::from).collect::<Vec<_>>(),
    })))
}

async fn get_sections(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<LevelIdBody>,
) -> Result<HttpResponse, ApiError> {
    let level = id("levelID", &body.levelID)?;
    let list = run(&state, Naming::None, move |conn| sections::sections_of(conn, &level)).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(SectionView::from).collect::<Vec<_>>()))
}

#[derive(Deserialize)]
struct IdBody {
    #[serde(default)]
    id: String,
}

/// A teacher named on a section: the adviser.
#[derive(Serialize)]
struct TeacherRefView {
    _id: String,
    full_name: String,
}

async fn get_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let section = id("id", &body.id)?;
    let (detail, level) = run(&state, Naming::None, move |conn| {
        let detail = sections::find_section(conn, &section)?;
        let level = classes::find_level(conn, &detail.summary.level_id)?;
        Ok((detail, level))
    })
    .await?;
    audit::record(
        &state,
        Entry::by(&caller, "read").on("section", detail.summary.id.clone()).detail("students of the section"),
    );
    let adviser = detail.summary.adviser.clone().map(|(id, name)| TeacherRefView { _id: id, full_name: name });
    // The creation flow reads `teacher`, the edit flow `adviser` (SPEC §7): both name the adviser.
    Ok(HttpResponse::Ok().json(json!({
        "section": SectionDetailView::from(detail),
        "level": LevelView::from(level),
        "teacher": adviser,
        "adviser": adviser,
    })))
}

async fn get_subject(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let subject = id("id", &body.id)?;
    let detail = run(&state, Naming::None, move |conn| subjects::find_subject(conn, &subject)).await?;
    Ok(HttpResponse::Ok().json(SubjectView::from(detail)))
}

async fn create_category(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<CategoryBody>,
) -> Result<HttpResponse, ApiError> {
    let category = name("category", "category name", &body.category)?;
    let created = run(&state, Naming::Category, move |conn| classes::create_category(conn, &category)).await?;
    audit::record(&state, Entry::by(&caller, "create").on("category", created.id.clone()).detail(created.name.clone()));
    Ok(HttpResponse::Created().json(CategoryView::from(created)))
}

#[derive(Deserialize)]
struct LevelBody {
    #[serde(default)]
    category: String,
    #[serde(default)]
    level: String,
}

async fn create_level(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<LevelBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let category = errors.check(id("category", &body.category));
    let level = errors.check(name("level", "level name", &body.level));
    errors.into_result()?;
    let (category, level) = (category.unwrap_or_default(), level.unwrap_or_default());
    let created = run(&state, Naming::Level, move |conn| classes::create_level(conn, &category, &level)).await?;
    audit::record(&state, Entry::by(&caller, "create").on("level", created.id.clone()).detail(created.name.clone()));
    Ok(HttpResponse::Created().json(LevelView::from(created)))
}

#[derive(Deserialize)]
struct SectionBody {
    #[serde(default)]
    level: String,
    #[serde(default)]
    section: String,
    #[serde(default)]
    adviser: Option<String>,
}

async fn create_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SectionBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let level = errors.check(id("level", &body.level));
    let section = errors.check(name("section", "section name", &body.section));
    errors.into_result()?;
    let (level, section) = (level.unwrap_or_default(), section.unwrap_or_default());
    let adviser = body.adviser.clone().map(|a| a.trim().to_owned()).filter(|a| !a.is_empty());
    let created =
        run(&state, Naming::Section, move |conn| sections::create_section(conn, &level, &section, adviser.as_deref()))
            .await?;
    let summary = &created.summary;
    audit::record(&state, Entry::by(&caller, "create").on("section", summary.id.clone()).detail(summary.name.clone()));
    Ok(HttpResponse::Created().json(SectionDetailView::from(created)))
}

/// Validates and adds a subject; shared by `create-subject` and `add-subject-section`.
async fn add_subject(
    state: &web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    (subject_field, subject): (&'static str, &str),
    (section_field, section): (&'static str, &str),
    (teacher_field, teacher): (&'static str, &str),
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let subject = errors.check(name(subject_field, "subject name", subject));
    let section = errors.check(id(section_field, section));
    let teacher =
        errors.check(id(teacher_field, teacher).map_err(|_| ValidationError::new(teacher_field, "Choose a teacher.")));
    errors.into_result()?;
    let (subject, section, teacher) =
        (subject.unwrap_or_default(), section.unwrap_or_default(), teacher.unwrap_or_default());
    let created =
        run(state, Naming::Subject, move |conn| subjects::create_subject(conn, &section, &subject, &teacher)).await?;
    audit::record(state, Entry::by(caller, "create").on("subject", created.id.clone()).detail(created.name.clone()));
    Ok(HttpResponse::Created().json(SubjectView::from(created)))
}

#[derive(Deserialize)]
struct SubjectBody {
    #[serde(default)]
    subject: String,
    #[serde(default)]
    section: String,
    #[serde(default)]
    teacher: String,
}

async fn create_subject(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SubjectBody>,
) -> Result<HttpResponse, ApiError> {
    add_subject(&state, &caller, ("subject", &body.subject), ("section", &body.section), ("teacher", &body.teacher))
        .await
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct SectionSubjectBody {
    #[serde(default)]
    subjectName: String,
    #[serde(default)]
    subjectTeacher: String,
    #[serde(default)]
    sectionID: String,
}

async fn add_subject_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SectionSubjectBody>,
) -> Result<HttpResponse, ApiError> {
    add_subject(
        &state,
        &caller,
        ("subjectName", &body.subjectName),
        ("sectionID", &body.sectionID),
        ("subjectTeacher", &body.subjectTeacher),
    )
    .await
}

/// Validates and adds a weekly slot; shared by `create-schedule` and `add-subject-schedule`.
/// The answer carries a `warning` when the subject's teacher is already booked at that time.
async fn add_schedule(
    state: &web::Data<AppState>,
    caller: &Signed<AdminOnly>,
    (subject_field, subject): (&'static str, &str),
    day: &str,
    start: &str,
    end: &str,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let subject = errors.check(id(subject_field, subject));
    let slot = match Slot::parse(day, start, end) {
        Ok(slot) => Some(slot),
        Err(slot_errors) => {
            for (field, message) in slot_errors.fields() {
                errors.add(ValidationError::new(field, message.clone()));
            }
            None
        }
    };
    errors.into_result()?;
    let (subject, slot) =
        (subject.unwrap_or_default(), slot.ok_or_else(|| ApiError::BadRequest("Invalid time.".into()))?);
    let added = run(state, Naming::None, move |conn| subjects::add_schedule(conn, &subject, &slot)).await?;
    let entry = Entry::by(caller, "create").on("schedule", added.schedule.id.clone());
    audit::record(state, entry.detail(format!("of subject {}", added.schedule.subject_id)));
    Ok(HttpResponse::Created()
        .json(WithWarning { answer: ScheduleView::from(added.schedule), warning: booking_warning(&added.clashes) }))
}

/// An answer that went through, with a `warning` (or null) the admin should read.
#[derive(Serialize)]
struct WithWarning<T: Serialize> {
    #[serde(flatten)]
    answer: T,
    warning: Option<String>,
}

/// What the admin is told when a teacher ends up booked twice at once: the other slots, by
/// subject. `None` when there are none; the change is kept either way.
fn booking_warning(clashes: &[subjects::Clash]) -> Option<String> {
    (!clashes.is_empty()).then(|| {
        let clashes: Vec<String> =
            clashes.iter().map(|(name, s)| format!("{name} ({} {}–{})", s.day, s.start_time, s.end_time)).collect();
        format!("The teacher is already booked at an overlapping time: {}.", clashes.join(", "))
    })
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct ScheduleBody {
    #[serde(default)]
    subject: String,
    #[serde(default)]
    subjectID: String,
    #[serde(default)]
    day: String,
    #[serde(default)]
    startTime: String,
    #[serde(default)]
    endTime: String,
}

async fn create_schedule(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScheduleBody>,
) -> Result<HttpResponse, ApiError> {
    add_schedule(&state, &caller, ("subject", &body.subject), &body.day, &body.startTime, &body.endTime).await
}

async fn add_subject_schedule(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScheduleBody>,
) -> Result<HttpResponse, ApiError> {
    add_schedule(&state, &caller, ("subjectID", &body.subjectID), &body.day, &body.startTime, &body.endTime).await
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct ScheduleIdBody {
    #[serde(default)]
    scheduleID: String,
}

async fn delete_subject_schedule(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<ScheduleIdBody>,
) -> Result<HttpResponse, ApiError> {
    let schedule = id("scheduleID", &body.scheduleID)?;
    let entry = Entry::by(&caller, "delete").on("schedule", schedule.clone());
    run(&state, Naming::None, move |conn| subjects::delete_schedule(conn, &schedule)).await?;
    audit::record(&state, entry);
    Ok(HttpResponse::Ok().json(json!({ "message": "Schedule removed." })))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct UpdateSectionBody {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    section: String,
    #[serde(default)]
    adviser: String,
}

async fn update_adviser_section(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<UpdateSectionBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let section_id = errors.check(id("sectionID", &body.sectionID));
    let section = errors.check(name("section", "section name", &body.section));
    let adviser =
        errors.check(id("adviser", &body.adviser).map_err(|_| ValidationError::new("adviser", "Choose an adviser.")));
    errors.into_result()?;
    let (section_id, section, adviser) =
        (section_id.unwrap_or_default(), section.unwrap_or_default(), adviser.unwrap_or_default());
    let updated =
        run(&state, Naming::Section, move |conn| sections::update_section(conn, &section_id, &section, &adviser))
            .await?;
    let summary = &updated.summary;
    audit::record(&state, Entry::by(&caller, "update").on("section", summary.id.clone()).detail(summary.name.clone()));
    Ok(HttpResponse::Ok().json(SectionDetailView::from(updated)))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct SubjectTeacherBody {
    #[serde(default)]
    teacher: String,
    #[serde(default)]
    subject: Option<String>,
    #[serde(default)]
    subjectID: String,
}

/// `update-subject-teacher`: sets the teacher (and optionally renames the subject). Like a new
/// slot, the answer carries a `warning` when the teacher now teaches elsewhere at one of its times.
async fn update_subject_teacher(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<SubjectTeacherBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let subject_id = errors.check(id("subjectID", &body.subjectID));
    let teacher =
        errors.check(id("teacher", &body.teacher).map_err(|_| ValidationError::new("teacher", "Choose a teacher.")));
    let rename = match body.subject.as_deref().map(str::trim).filter(|s| !s.is_empty()) {
        Some(new_name) => errors.check(name("subject", "subject name", new_name)),
        None => None,
    };
    errors.into_result()?;
    let (subject_id, teacher) = (subject_id.unwrap_or_default(), teacher.unwrap_or_default());
    let updated = run(&state, Naming::Subject, move |conn| {
        subjects::update_subject(conn, &subject_id, rename.as_deref(), &teacher)
    })
    .await?;
    let subject = &updated.subject;
    audit::record(&state, Entry::by(&caller, "update").on("subject", subject.id.clone()).detail(subject.name.clone()));
    Ok(HttpResponse::Ok()
        .json(WithWarning { answer: SubjectView::from(updated.subject), warning: booking_warning(&updated.clashes) }))
}

async fn remove_subject(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let subject = id("id", &body.id)?;
    let entry = Entry::by(&caller, "delete").on("subject", subject.clone());
    let removed = run(&state, Naming::None, move |conn| subjects::remove_subject(conn, &subject)).await?;
    audit::record(&state, entry);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed).await;
    Ok(HttpResponse::Ok().json(json!({ "message": "Subject removed." })))
}

#[derive(Deserialize)]
struct IdsBody {
    ids: Vec<String>,
}

fn ids(body: IdsBody, what: &str) -> Result<Vec<String>, ApiError> {
    if body.ids.is_empty() || body.ids.iter().any(|id| id.trim().is_empty()) {
        return Err(ValidationError::new("ids", format!("Choose at least one {what}.")).into());
    }
    Ok(body.ids)
}

async fn delete_sections(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids = ids(body.into_inner(), "section")?;
    let deleted = ids.clone();
    let removed = run(&state, Naming::None, move |conn| classes::delete_sections(conn, &ids)).await?;
    audit::record_each(&state, &caller, "delete", "section", &deleted);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed).await;
    Ok(HttpResponse::Ok().json(json!({ "message": "Sections deleted." })))
}

async fn delete_all_classes(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids = ids(body.into_inner(), "class")?;
    let deleted = ids.clone();
    let removed = run(&state, Naming::None, move |conn| classes::delete_categories(conn, &ids)).await?;
    audit::record_each(&state, &caller, "delete", "category", &deleted);
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed).await;
    Ok(HttpResponse::Ok().json(json!({ "message": "Classes deleted." })))
}
