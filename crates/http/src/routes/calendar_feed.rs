//! Calendar subscriptions. A student or teacher reads (`GET /api/calendar/feed`) or makes
//! (`POST /api/calendar/feed`, which ends the old one) a private link; the link itself,
//! `GET /api/calendar/feed/{token}.ics`, needs no session and serves nothing but that
//! account's lessons and the current year's no-school days as `text/calendar`.

use actix_web::web::Bytes;
use actix_web::{web, HttpResponse};
use lyceum_domain::ical::{self, Feed, NamedDays, WeeklyEvent};
use lyceum_persistence::calendar_feeds;
use lyceum_persistence::school_years::{Period, SchoolYear};
use lyceum_persistence::timetable::Lesson;
use serde::Serialize;
use ts_rs::TS;

use crate::audit::Actor;
use crate::auth::caller::{Signed, StudentOrTeacher};
use crate::db;
use crate::error::ApiError;
use crate::routes::calendar::current_year;
use crate::state::AppState;
use crate::weeks::own_weeks;
use lyceum_school::calendar;

/// Registers the feed's calls under `/api`.
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/calendar/feed").get(link).post(renew)) // students and teachers
        .service(web::resource("/calendar/feed/{file}").get(serve)); // anyone holding the token
}

/// `GET` and `POST calendar/feed`: the calendar link's path, none until one was made.
#[derive(Serialize, TS)]
pub(crate) struct FeedView {
    url: Option<String>,
}

/// The path a token is served at.
fn path_of(token: &str) -> String {
    format!("/api/calendar/feed/{token}.ics")
}

/// `GET calendar/feed`: `{"url": "/api/calendar/feed/….ics"}`, or `{"url": null}` before the
/// caller has made one.
async fn link(state: web::Data<AppState>, caller: Signed<StudentOrTeacher>) -> Result<HttpResponse, ApiError> {
    let account = caller.user_id().to_owned();
    let token = db::query(&state.db, move |conn| calendar_feeds::token_of(conn, &account)).await?;
    Ok(HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(FeedView { url: token.as_deref().map(path_of) }))
}

/// `POST calendar/feed`: a new link for the caller; the old one stops working at once.
async fn renew(state: web::Data<AppState>, caller: Signed<StudentOrTeacher>) -> Result<HttpResponse, ApiError> {
    let (account, role, actor) = (caller.user_id().to_owned(), caller.role(), Actor::from(&caller));
    let token = db::query(&state.db, move |conn| calendar::renew_feed(conn, &actor, &account, role)).await?;
    state.feeds.forget();
    Ok(HttpResponse::Ok().insert_header(("Cache-Control", "no-store")).json(FeedView { url: Some(path_of(&token)) }))
}

/// What an unknown, malformed or ended token is told: the same for each, so the answer says
/// nothing about which tokens exist.
fn no_feed() -> ApiError {
    ApiError::NotFound("This calendar link does not work any more. Copy the new link from Lyceum.".into())
}

/// A token as issued: 64 lower-case hexadecimal characters.
fn well_formed(token: &str) -> bool {
    token.len() == 64 && token.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// `GET calendar/feed/{token}.ics`: the account's calendar.
async fn serve(state: web::Data<AppState>, file: web::Path<String>) -> Result<HttpResponse, ApiError> {
    let token =
        file.into_inner().strip_suffix(".ics").map(str::to_owned).filter(|t| well_formed(t)).ok_or_else(no_feed)?;
    let body = match state.feeds.find(&token) {
        Ok(body) => body,
        Err(writes) => {
            let body = Bytes::from(make(&state, token.clone()).await?);
            state.feeds.store(writes, token, body.clone());
            body
        }
    };
    Ok(HttpResponse::Ok()
        .content_type("text/calendar; charset=utf-8")
        .insert_header(("Cache-Control", "private, no-cache"))
        .insert_header(("Content-Disposition", "inline; filename=\"lyceum.ics\""))
        .body(body))
}

/// The feed of the account `token` belongs to, made afresh.
async fn make(state: &AppState, token: String) -> Result<String, ApiError> {
    let owner = db::query(&state.db, move |conn| calendar_feeds::owner_of(conn, &token)).await?;
    let (account, role) = owner.ok_or_else(no_feed)?;
    let weeks = own_weeks(state, role, &account).await.map_err(|_| no_feed())?;
    let year = current_year(state).await?;
    let closed: Vec<NamedDays> = year.iter().flat_map(|year| year.no_school_days.iter().map(named)).collect();
    Ok(ical::write(&Feed {
        name: &format!("Lyceum: {}", weeks.title),
        lessons: &weeks.lessons.iter().map(weekly).collect::<Vec<_>>(),
        terms: &year.as_ref().map(recurring_through).unwrap_or_default(),
        no_school_days: &closed,
        made_at: chrono::Utc::now().naive_utc(),
    }))
}

/// A lesson as a weekly event: the subject, where, and who teaches it.
fn weekly(lesson: &Lesson) -> WeeklyEvent {
    WeeklyEvent {
        location: format!("{} - {}", lesson.level, lesson.section),
        description: lesson.teacher.as_ref().map(|(_, name)| format!("Teacher: {name}")).unwrap_or_default(),
        summary: lesson.subject.clone(),
        id: lesson.id.clone(),
        day: lesson.slot.day,
        start: lesson.slot.start,
        end: lesson.slot.end,
    }
}

fn named(period: &Period) -> NamedDays {
    NamedDays { id: period.id.clone(), name: period.name.clone(), days: period.days() }
}

/// What lessons recur through: the year's terms, or the whole year while it has none.
fn recurring_through(year: &SchoolYear) -> Vec<NamedDays> {
    if year.terms.is_empty() {
        vec![NamedDays { id: year.year.id.clone(), name: year.year.name.clone(), days: year.days() }]
    } else {
        year.terms.iter().map(named).collect()
    }
}
