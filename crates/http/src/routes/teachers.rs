//! `/api/teachers/*`: the teacher portal's routes.

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::accounts;

use super::account::login_as;
use crate::auth::{Signed, TeacherOnly};
use crate::state::AppState;
use crate::views::PersonView;
use crate::{db, ApiError};

/// Registers the teacher portal's routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Teacher)))
        .service(web::resource("/get-all-students").get(get_all_students));
}

/// `GET /api/teachers/get-all-students`: the students a teacher can message.
async fn get_all_students(state: web::Data<AppState>, _: Signed<TeacherOnly>) -> Result<HttpResponse, ApiError> {
    let people = db::query(&state, accounts::list_students_as_people).await?;
    Ok(HttpResponse::Ok().json(people.into_iter().map(PersonView::from).collect::<Vec<_>>()))
}
