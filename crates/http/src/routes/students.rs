//! `/api/students/*`: the student portal's routes.

use actix_web::{web, HttpResponse};
use lyceum_domain::Role;
use lyceum_persistence::accounts;

use super::account::login_as;
use crate::auth::{Signed, StudentOnly};
use crate::state::AppState;
use crate::views::PersonView;
use crate::{db, ApiError};

/// Registers the student portal's routes; the role each admits is in its handler's `Signed<...>`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/login").post(login_as(Role::Student)))
        .service(web::resource("/get-all-teachers").get(get_all_teachers));
}

/// `GET /api/students/get-all-teachers`: the teachers a student can message.
async fn get_all_teachers(state: web::Data<AppState>, _: Signed<StudentOnly>) -> Result<HttpResponse, ApiError> {
    let people = db::query(&state, accounts::list_teachers_as_people).await?;
    Ok(HttpResponse::Ok().json(people.into_iter().map(PersonView::from).collect::<Vec<_>>()))
}
