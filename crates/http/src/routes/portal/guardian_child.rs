//! `/api/guardians/children/{studentID}/*`: what the guardian portal shows of one child, read
//! only: Home (the child, today's lessons, the term's attendance and the latest published
//! grades, in `guardian_home`), the week's timetable, the year's published grades, the child's
//! teachers and classwork. Every call checks the guardian–student link first (`child_access::linked_child`) and
//! is in the audit log as a `read` of the `student`.

use actix_web::{web, HttpResponse};
use lyceum_persistence::attendance::reports::summary;
use lyceum_persistence::teaching;

use super::child_access::{audit_read, child_id, linked_child, week_of};
use super::guardian_home;
use crate::auth::caller::{GuardianOnly, Signed};
use crate::caches::timetables::Weeks;
use crate::db;
use crate::error::ApiError;
use crate::routes::grades::mine::YearQuery;
use crate::state::AppState;
use crate::weeks::TimetableView;
use lyceum_school::grade_years::{read_year, YearGradesView};
use lyceum_school::guardian_views::ChildTeachersView;

/// Registers the calls about one child; guardians only.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/children/{studentID}/home").get(guardian_home::home))
        .service(web::resource("/children/{studentID}/timetable").get(timetable))
        .service(web::resource("/children/{studentID}/grades").get(grades))
        .service(web::resource("/children/{studentID}/teachers").get(teachers))
        .service(web::resource("/children/{studentID}/classwork").get(child_read("classwork", |conn, id| {
            Ok(lyceum_school::classwork_views::of_student(conn, id, lyceum_persistence::now())?)
        })))
        .service(
            web::resource("/children/{studentID}/announcements")
                .get(child_read("announcements", |conn, id| lyceum_school::announcements::of_student(conn, id, true))),
        );
}

/// `GET children/{studentID}/classwork` and `announcements`: what `read` answers of the child (their
/// classwork as their own Classwork answers it; what went to the guardians of their section),
/// after the link, audited as a read of `what`.
fn child_read<V: serde::Serialize + Send + 'static>(
    what: &'static str,
    read: fn(&mut lyceum_persistence::Conn, &str) -> Result<V, lyceum_school::Refusal>,
) -> impl actix_web::Handler<
    (web::Data<AppState>, Signed<GuardianOnly>, web::Path<String>),
    Output = Result<HttpResponse, ApiError>,
> {
    move |state: web::Data<AppState>, caller: Signed<GuardianOnly>, path: web::Path<String>| async move {
        let (id, guardian) = (child_id(&path)?, caller.user_id().to_owned());
        let (child, view) = db::read(&state.db, move |conn| {
            let child = linked_child(conn, &guardian, &id)?;
            Ok::<_, ApiError>((child.clone(), read(conn, &child.id)?))
        })
        .await?;
        audit_read(&state, &caller, &child, what);
        Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
    }
}

/// `GET children/{studentID}/timetable`: the child's week, as the student's own
/// `GET /api/timetable` answers it (`{week: {title, lessons}, advisory: []}`); "My Class" without
/// lessons while the child has no section.
async fn timetable(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = child_id(&path)?;
    let guardian = caller.user_id().to_owned();
    let child = db::read(&state.db, move |conn| linked_child(conn, &guardian, &id)).await?;
    let week = week_of(&state, &child).await?;
    let unplaced = Weeks::unplaced();
    let view = TimetableView::from(week.as_deref().unwrap_or(&unplaced));
    audit_read(&state, &caller, &child, "timetable");
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `GET children/{studentID}/grades[?yearID=]`: the child's published grades of a school year
/// (the current one by default), as the student's own `GET /api/grades/mine` answers them.
async fn grades(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    path: web::Path<String>,
    query: web::Query<YearQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = child_id(&path)?;
    let asked = query.asked()?;
    let guardian = caller.user_id().to_owned();
    let (child, found) = db::read(&state.db, move |conn| {
        let child = linked_child(conn, &guardian, &id)?;
        let found = read_year(conn, &child.id, asked.as_deref())?;
        Ok::<_, ApiError>((child, found))
    })
    .await?;
    let view = found.map_or_else(YearGradesView::none, |grades| grades.view());
    audit_read(&state, &caller, &child, "grades");
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}

/// `GET children/{studentID}/teachers`: the adviser of the child's section and each subject
/// with its teacher: `{adviser: {_id, full_name, image} | null, subjects: [{_id, name,
/// teacher: {_id, full_name, image} | null}]}`, subjects by name (both empty while unplaced).
async fn teachers(
    state: web::Data<AppState>,
    caller: Signed<GuardianOnly>,
    path: web::Path<String>,
) -> Result<HttpResponse, ApiError> {
    let id = child_id(&path)?;
    let guardian = caller.user_id().to_owned();
    let (child, adviser, subjects, people) = db::read(&state.db, move |conn| {
        let child = linked_child(conn, &guardian, &id)?;
        let Some((section_id, _)) = child.section.clone() else {
            return Ok::<_, ApiError>((child, None, Vec::new(), Vec::new()));
        };
        let adviser = summary::student(conn, &child.id)?.and_then(|student| student.adviser_id);
        let subjects = teaching::subjects_with_teachers(conn, &section_id)?;
        let mut ids: Vec<String> = subjects.iter().filter_map(|(_, _, teacher)| teacher.clone()).collect();
        ids.extend(adviser.clone());
        ids.sort();
        ids.dedup();
        let people = teaching::teachers_by_ids(conn, &ids)?;
        Ok((child, adviser, subjects, people))
    })
    .await?;
    let view = ChildTeachersView::of(adviser.as_deref(), subjects, &people);
    audit_read(&state, &caller, &child, "teachers");
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(view))
}
