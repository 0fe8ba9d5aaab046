//! Categories and their levels, under `/api/admins`, admins only: `get-categories`,
//! `get-levels`, `get-level` (with its sections and the teachers who may advise them),
//! `create-category`, `create-level`, and `delete-all-classes`, which deletes whole categories
//! with everything under them.

use actix_web::{web, HttpResponse};
use lyceum_domain::FieldErrors;
use lyceum_persistence::{classes, people, sections};
use serde::Deserialize;

use super::shared::{ids, name, run, IdsBody, LevelIdBody, Naming};
use crate::audit::Actor;
use crate::auth::caller::{AdminOnly, FeesStaff, Signed};
use crate::db;
use crate::error::ApiError;
use crate::live;
use crate::routes::forms::required_id as id;
use crate::state::AppState;
use crate::storage;
use lyceum_school::class_changes;
use lyceum_school::class_views::{CategoryView, LevelOverviewView, LevelView, SectionView};
use lyceum_school::views::NoticeView;
use lyceum_school::views::PersonView;

/// `get-categories`: every category with its levels.
pub(crate) async fn get_categories(state: web::Data<AppState>, _: Signed<FeesStaff>) -> Result<HttpResponse, ApiError> {
    let list = db::query(&state.db, classes::list_categories).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(CategoryView::from).collect::<Vec<_>>()))
}

/// A form naming a category: its id (`get-levels`) or a new name (`create-category`).
#[derive(Deserialize)]
pub(crate) struct CategoryBody {
    #[serde(default)]
    category: String,
}

/// `get-levels {category}`: the levels of a category.
pub(crate) async fn get_levels(
    state: web::Data<AppState>,
    _: Signed<FeesStaff>,
    body: web::Json<CategoryBody>,
) -> Result<HttpResponse, ApiError> {
    let category = id("category", &body.category)?;
    let list = run(&state, Naming::None, move |conn| classes::levels_of(conn, &category)).await?;
    Ok(HttpResponse::Ok().json(list.into_iter().map(LevelView::from).collect::<Vec<_>>()))
}

/// `get-level {levelID}`: a level with its sections and the teachers who may advise them.
pub(crate) async fn get_level(
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
    Ok(HttpResponse::Ok().json(LevelOverviewView {
        level: LevelView::from(found),
        sections: list.into_iter().map(SectionView::from).collect(),
        teachers: teachers.into_iter().map(PersonView::from).collect(),
    }))
}

/// `create-category {category}`: a new category; 409 when the name is taken.
pub(crate) async fn create_category(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<CategoryBody>,
) -> Result<HttpResponse, ApiError> {
    let category = name("category", "category name", &body.category)?;
    let actor = Actor::from(&caller);
    let created = db::run(&state.db, move |conn| Ok(class_changes::create_category(conn, &actor, &category)?)).await?;
    Ok(HttpResponse::Created().json(CategoryView::from(created)))
}

/// The form of `create-level`: the category and the new level's name.
#[derive(Deserialize)]
pub(crate) struct LevelBody {
    #[serde(default)]
    category: String,
    #[serde(default)]
    level: String,
}

/// `create-level {category, level}`: a new level; 409 when the category already has the name.
pub(crate) async fn create_level(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<LevelBody>,
) -> Result<HttpResponse, ApiError> {
    let mut errors = FieldErrors::new();
    let category = errors.check(id("category", &body.category));
    let level = errors.check(name("level", "level name", &body.level));
    errors.into_result()?;
    let (category, level) = (category.unwrap_or_default(), level.unwrap_or_default());
    let actor = Actor::from(&caller);
    let created =
        db::run(&state.db, move |conn| Ok(class_changes::create_level(conn, &actor, &category, &level)?)).await?;
    Ok(HttpResponse::Created().json(LevelView::from(created)))
}

/// `delete-all-classes {ids}`: deletes categories with all their levels, sections, subjects and files.
pub(crate) async fn delete_all_classes(
    state: web::Data<AppState>,
    caller: Signed<AdminOnly>,
    body: web::Json<IdsBody>,
) -> Result<HttpResponse, ApiError> {
    let ids = ids(body.into_inner(), "class")?;
    let actor = Actor::from(&caller);
    let removed = db::run(&state.db, move |conn| Ok(class_changes::delete_categories(conn, &actor, &ids)?)).await?;
    live::students_placed(&state, &removed.students, None).await;
    storage::remove_from_disk(state.settings.uploads_dir.clone(), removed.files).await;
    Ok(HttpResponse::Ok().json(NoticeView::new("Classes deleted.")))
}
