//! Sections, under `/api/admins`, admins only: `get-sections` of a level, `get-section` (with
//! its students, subjects and adviser), `create-section`, `update-adviser-section` and
//! `delete-sections`.

use actix_web::{web, HttpResponse};
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::{classes, sections};
use serde::Deserialize;

use super::shared::{ids, name, run, IdsBody, LevelIdBody, Naming};
use crate::audit::{Actor, Entry};
use crate::auth::caller::{AdminOnly, Signed};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::forms::{id_or, required_id as id, IdBody};
use crate::state::AppState;
use crate::storage;
use lyceum_school::class_changes;
use lyceum_school::class_views::{SectionAnswerView, SectionDetailView, SectionView};
use lyceum_school::views::NoticeView;

/// `get-sections {levelID}`: the sections of a level.
pub(crate) async fn get_sections(
    state: web::Data<AppState>,
    _: Signed<AdminOnly>,
    body: web::Json<LevelIdBody>,
) -> Result<HttpResponse, ApiError> {
    let level = id("levelID", &body.levelID)?;
    let list = run(&state, Naming::None, move |conn| sections::sections_of(conn, &level)).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(SectionView::from).collect::<Vec<_>>()))
}

/// `get-section {id}`: a section with its students, subjects, files and adviser.
pub(crate) async fn get_section(
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
    state
        .audit
        .record(Entry::by(&caller, "read").on("section", detail.summary.id.clone()).detail("students of the section"));
    Ok(HttpResponse::Ok().json(SectionAnswerView::of(detail, level)))
}

/// The form of `create-section`: the level, the name and, optionally, the adviser.
#[derive(Deserialize)]
pub(crate) struct SectionBody {
    #[serde(default)]
    level: String,
    #[serde(default)]
    section: String,
    #[serde(default)]
    adviser: Option<String>,
}

/// `create-section {level, section, adviser?}`: a new section; 409 when the level has the name.
pub(crate) async fn create_section(
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
    let adviser =
        adviser.map(|a| id_or(&a, || ApiError::NotFound("This teacher does not exist.".into()))).transpose()?;
    let actor = Actor::from(&caller);
    let created = db::run(&state.db, move |conn| {
        Ok(class_changes::create_section(conn, &actor, &level, &section, adviser.as_deref())?)
    })
    .await?;
    Ok(HttpResponse::Created().json(SectionDetailView::from(created)))
}

/// The form of `update-adviser-section`: the section, its name and its adviser.
#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct UpdateSectionBody {
    #[serde(default)]
    sectionID: String,
    #[serde(default)]
    section: String,
    #[serde(default)]
    adviser: String,
}

/// `update-adviser-section {sectionID, section, adviser}`: renames a section and sets its adviser.
pub(crate) async fn update_adviser_section(
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
    let actor = Actor::from(&caller);
    let updated = db::run(&state.db, move |conn| {
        Ok(class_changes::update_section(conn, &actor, &section_id, &section, &adviser)?)
    })
    .await?;
    Ok(HttpResponse::Ok().json(SectionDetailView::from(updated)))
}

/// `delete-sections {ids}`: deletes sections with their subjects, schedules and files.
pub(crate) async fn delete_sections(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids = ids(body.into_inner(), "section")?;
    let actor = Actor::from(&caller);
    let removed = db::run(&state.db, move |conn| Ok(class_changes::delete_sections(conn, &actor, &ids)?)).await?;
    live::students_placed(&state, &removed.students, None).await;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed.files).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("Sections deleted.")))
}
