//! `/api/students/*`: the student portal's own calls, made by the signed-in student. A student
//! sees only their own section, its subjects and its teachers. (Student accounts are managed by
//! the administrators' `routes::admin::students`.)

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::{files, people, sections, teaching, Conn};
use lyceum_school::classwork_work;
use serde::Deserialize;

use crate::auth::caller::{Signed, StudentOnly};
use crate::db;
use crate::error::ApiError;
use crate::routes::account::login_as;
use crate::routes::forms::{ids_or, required_id, IdBody};
use crate::routes::messages;
use crate::state::AppState;
use lyceum_school::class_views::{OwnSectionView, SectionOverviewView};
use lyceum_school::portal_classes::section_subjects;
use lyceum_school::views::{PersonView, TeacherCardView};

/// Registers the student portal's routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Student)))
        .service(web::resource("/home").get(super::guardian_home::own))
        .service(web::resource("/get-all-teachers").get(get_all_teachers))
        .service(web::resource("/classwork").get(super::classwork::own::<StudentOnly, _>(|conn, me| {
            Ok(lyceum_school::classwork_views::of_student(conn, me, lyceum_persistence::now())?)
        })))
        .service(web::resource("/work-file").post(super::classwork::add_work_file))
        .service(web::resource("/remove-work-file").post(super::classwork::remove_work_file))
        .service(web::resource("/turn-in").post(super::classwork::student_work(classwork_work::turn_in)))
        .service(web::resource("/announcements").get(super::classwork::own::<StudentOnly, _>(|conn, me| {
            lyceum_school::announcements::of_student(conn, me, false)
        })))
        .service(web::resource("/unsubmit").post(super::classwork::student_work(classwork_work::unsubmit)))
        .service(web::resource("/get-section").post(get_section))
        .service(web::resource("/get-subjects").post(get_subjects))
        .service(web::resource("/get-teachers").post(get_teachers))
        .service(web::resource("/conversations").get(messages::conversations::<StudentOnly>))
        .service(web::resource("/search-teachers").post(messages::search_teachers));
}

/// `GET /api/students/get-all-teachers`: the teachers a student can message.
async fn get_all_teachers(state: web::Data<AppState>, _: Signed<StudentOnly>) -> Result<HttpResponse, ApiError> {
    let people = db::query(&state.db, people::all_teachers).await?;
    Ok(HttpResponse::Ok().json(people.into_iter().map(PersonView::from).collect::<Vec<_>>()))
}

/// `asked`, when it is the student's own section; 403 otherwise (an unknown id included, so
/// a student learns nothing about other sections).
fn own_section(conn: &mut Conn, student_id: &str, asked: &str) -> Result<String, ApiError> {
    match files::section_of_student(conn, student_id)? {
        Some(section) if section == asked => Ok(section),
        _ => Err(ApiError::Forbidden("You are not in this section.".into())),
    }
}

/// `get-section {id}`: the student's own section with its adviser and lesson guides.
async fn get_section(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    body: web::Json<IdBody>,
) -> Result<HttpResponse, ApiError> {
    let asked = required_id("id", &body.id)?;
    let student = caller.user_id().to_owned();
    let (section, adviser) = db::run(&state.db, move |conn| {
        let id = own_section(conn, &student, &asked)?;
        let section = sections::find_section(conn, &id)?;
        let adviser = match &section.summary.adviser {
            Some((adviser_id, _)) => teaching::teachers_by_ids(conn, std::slice::from_ref(adviser_id))?.pop(),
            None => None,
        };
        Ok((section, adviser))
    })
    .await?;
    Ok(HttpResponse::Ok().json(OwnSectionView {
        section: SectionOverviewView::from(section),
        adviser: adviser.map(TeacherCardView::from),
    }))
}

#[derive(Deserialize)]
#[allow(non_snake_case)]
struct SectionIdBody {
    #[serde(default)]
    sectionID: String,
}

/// `get-subjects {sectionID}`: the subjects of the student's own section, with their teacher,
/// weekly schedule and files.
async fn get_subjects(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    body: web::Json<SectionIdBody>,
) -> Result<HttpResponse, ApiError> {
    let asked = required_id("sectionID", &body.sectionID)?;
    let student = caller.user_id().to_owned();
    let list = db::run(&state.db, move |conn| {
        let id = own_section(conn, &student, &asked)?;
        Ok(section_subjects(conn, &id)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(list))
}

#[derive(Deserialize)]
struct IdsBody {
    #[serde(default)]
    ids: Vec<String>,
}

/// `get-teachers {ids}`: teachers of the student's own section (adviser or subject teacher),
/// with their contact and video-meeting details. Any other id is refused.
async fn get_teachers(
    state: web::Data<AppState>,
    caller: Signed<StudentOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids: Vec<String> = body.into_inner().ids.into_iter().map(|id| id.trim().to_owned()).collect();
    // No teacher of the section has an id that is not one: refused as any other, without a query.
    let mut ids = ids_or(&ids, || ApiError::Forbidden("You can only see the teachers of your own section.".into()))?;
    ids.sort();
    ids.dedup();
    let student = caller.user_id().to_owned();
    let teachers = db::run(&state.db, move |conn| {
        let allowed = match files::section_of_student(conn, &student)? {
            Some(section) => teaching::teacher_ids_of_section(conn, &section)?,
            None => Vec::new(),
        };
        if ids.iter().any(|id| !allowed.contains(id)) {
            return Err(ApiError::Forbidden("You can only see the teachers of your own section.".into()));
        }
        Ok(teaching::teachers_by_ids(conn, &ids)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(teachers.into_iter().map(TeacherCardView::from).collect::<Vec<_>>()))
}
