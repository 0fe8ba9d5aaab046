//! `GET /api/admins/timetable?sectionID=` or `?teacherID=`: any section's or any teacher's
//! week for the admins' Timetables screen, in the shape the portals' `GET /api/timetable`
//! answers (a teacher's with each advised section's week).

use actix_web::{web, HttpResponse};
use serde::Deserialize;

use crate::auth::caller::{AdminOnly, Signed};
use crate::caches::timetables::WeekKey;
use crate::error::ApiError;
use crate::routes::forms::required_id;
use crate::state::AppState;
use crate::weeks::{weeks_of, TimetableView};

#[derive(Deserialize)]
#[allow(non_snake_case)]
pub(crate) struct WhoseQuery {
    sectionID: Option<String>,
    teacherID: Option<String>,
}

/// `timetable?sectionID=` or `timetable?teacherID=`: 400 without exactly one of them or with a
/// malformed id, 404 for an unknown one.
pub(crate) async fn timetable(
    state: web::Data<AppState>,
    _caller: Signed<AdminOnly>,
    query: web::Query<WhoseQuery>,
) -> Result<HttpResponse, ApiError> {
    let query = query.into_inner();
    let view = match (query.sectionID, query.teacherID) {
        (Some(section), None) => {
            let id = required_id("sectionID", &section)?;
            weeks_of(&state, WeekKey::Section(id))
                .await?
                .ok_or_else(|| ApiError::NotFound("Section not found.".into()))?
        }
        (None, Some(teacher)) => {
            let id = required_id("teacherID", &teacher)?;
            weeks_of(&state, WeekKey::Teacher(id))
                .await?
                .ok_or_else(|| ApiError::NotFound("Teacher not found.".into()))?
        }
        _ => return Err(ApiError::BadRequest("Choose a section (sectionID) or a teacher (teacherID).".into())),
    };
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(TimetableView::from(&*view)))
}
