//! The week and the day: `GET /api/timetable` and `/api/timetable/today` for students and
//! teachers, `GET /api/admins/timetable` for admins, and the private calendar feeds
//! (`/api/calendar/feed`), read back with a real iCalendar parser.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use icalendar::Component;
use lyceum_domain::Role;
use lyceum_persistence::schema::{schedules, students, subjects, teachers};
use serde_json::{json, Value};

use crate::helpers::{TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_student_reads_the_section_week_and_a_teacher_their_lessons_and_advisory_weeks,
    today_follows_the_weekday_the_year_and_its_no_school_days,
    admins_read_any_section_or_teacher_and_bad_queries_are_refused,
    a_feed_parses_as_icalendar_with_terms_and_no_school_days_and_a_new_link_ends_the_old,
    an_admin_change_shows_in_the_next_read_of_a_kept_week,
);

/// The ids of a demo account by email.
fn account_id(app: &TestApp, role: Role, email: &str) -> String {
    let mut conn = app.db.conn().unwrap();
    match role {
        Role::Student => students::table.filter(students::email.eq(email)).select(students::id).first(&mut conn),
        _ => teachers::table.filter(teachers::email.eq(email)).select(teachers::id).first(&mut conn),
    }
    .unwrap()
}

fn student_section(app: &TestApp) -> String {
    let mut conn = app.db.conn().unwrap();
    students::table
        .filter(students::email.eq(STUDENT_EMAIL))
        .select(students::section_id)
        .first::<Option<String>>(&mut conn)
        .unwrap()
        .expect("the demo student has a section")
}

/// How many lessons the subjects matching `filter` have, straight from the tables.
fn lesson_count(app: &TestApp, section: Option<&str>, teacher: Option<&str>) -> usize {
    let mut conn = app.db.conn().unwrap();
    let mut query = schedules::table.inner_join(subjects::table).select(schedules::id).into_boxed();
    if let Some(section) = section {
        query = query.filter(subjects::section_id.eq(section.to_owned()));
    }
    if let Some(teacher) = teacher {
        query = query.filter(subjects::teacher_id.eq(teacher.to_owned()));
    }
    query.load::<String>(&mut conn).unwrap().len()
}

fn lessons(week: &Value) -> &Vec<Value> {
    week["lessons"].as_array().expect("a list of lessons")
}

/// Lessons are Monday first and by start time.
fn assert_in_week_order(week: &Value) {
    const DAYS: [&str; 7] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    let keys: Vec<(usize, u64)> = lessons(week)
        .iter()
        .map(|l| (DAYS.iter().position(|d| l["day"] == *d).unwrap(), l["start"].as_u64().unwrap()))
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "{week}");
}

async fn a_student_reads_the_section_week_and_a_teacher_their_lessons_and_advisory_weeks(app: TestApp) {
    let section = student_section(&app);
    app.sign_in_as(Role::Student).await;
    let answer = app.get("/api/timetable").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let week = &answer.body["week"];
    assert_eq!(lessons(week).len(), lesson_count(&app, Some(&section), None));
    assert!(!lessons(week).is_empty());
    assert!(lessons(week).iter().all(|l| l["sectionID"] == section.as_str()));
    assert!(week["title"].as_str().unwrap().ends_with(lessons(week)[0]["section"].as_str().unwrap()));
    assert_eq!(answer.body["advisory"], json!([]));
    let first = &lessons(week)[0];
    assert!(first["startTime"].as_str().unwrap().ends_with('M') && first["teacher"].is_string(), "{first}");
    assert!(first["end"].as_u64() > first["start"].as_u64());
    assert_in_week_order(week);

    app.forget_cookie();
    let maria = account_id(&app, Role::Teacher, TEACHER_EMAIL);
    app.sign_in_as(Role::Teacher).await;
    let answer = app.get("/api/timetable").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body["week"]["title"], "Maria Santos");
    assert_eq!(lessons(&answer.body["week"]).len(), lesson_count(&app, None, Some(&maria)));
    assert!(lessons(&answer.body["week"]).iter().all(|l| l["teacherID"] == maria.as_str()));
    assert_in_week_order(&answer.body["week"]);
    let advisory = answer.body["advisory"].as_array().unwrap();
    assert!(!advisory.is_empty(), "Maria advises a demo section");
    for week in advisory {
        let section = lessons(week)[0]["sectionID"].as_str().unwrap();
        assert_eq!(lessons(week).len(), lesson_count(&app, Some(section), None));
    }

    // An admin has no week of their own.
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    assert_eq!(app.get("/api/timetable").await.status, StatusCode::FORBIDDEN);
    assert_eq!(app.get("/api/timetable/today").await.status, StatusCode::FORBIDDEN);
    app.forget_cookie();
    assert_eq!(app.get("/api/timetable").await.status, StatusCode::UNAUTHORIZED);
}

async fn today_follows_the_weekday_the_year_and_its_no_school_days(app: TestApp) {
    app.sign_in_as(Role::Student).await;
    let week = app.get("/api/timetable").await.body["week"].clone();
    // 2026-11-30 is a Monday; without a school year every weekday is a school day.
    let monday = app.get("/api/timetable/today?date=2026-11-30").await;
    assert_eq!(monday.status, StatusCode::OK, "{}", monday.body);
    assert_eq!((monday.body["day"].as_str(), monday.body["schoolDay"].as_bool()), (Some("Monday"), Some(true)));
    let expected: Vec<&Value> = lessons(&week).iter().filter(|l| l["day"] == "Monday").collect();
    assert_eq!(lessons(&monday.body).iter().collect::<Vec<_>>(), expected);
    let sunday = app.get("/api/timetable/today?date=2026-11-29").await;
    assert_eq!((sunday.body["day"].as_str(), lessons(&sunday.body).len()), (Some("Sunday"), 0));
    for bad in ["2026-02-30", "30/11/2026", "tomorrow"] {
        let refused = app.get(&format!("/api/timetable/today?date={bad}")).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{bad}: {}", refused.body);
        assert!(refused.body["errors"]["date"].is_string(), "{bad}: {}", refused.body);
    }
    assert_eq!(app.get("/api/timetable/today").await.status, StatusCode::OK, "the server's date by default");

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let year = app
        .post(
            "/api/admins/create-school-year",
            json!({ "name": "2026–2027", "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
        )
        .await;
    assert_eq!(year.status, StatusCode::CREATED, "{}", year.body);
    let holiday = app
        .post(
            "/api/admins/add-no-school-day",
            json!({ "schoolYearID": year.body["_id"], "name": "Bonifacio Day", "firstDay": "2026-11-30", "lastDay": "" }),
        )
        .await;
    assert_eq!(holiday.status, StatusCode::CREATED, "{}", holiday.body);
    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let closed = app.get("/api/timetable/today?date=2026-11-30").await;
    assert_eq!(
        (closed.body["schoolDay"].as_bool(), closed.body["noSchoolDay"].as_str(), lessons(&closed.body).len()),
        (Some(false), Some("Bonifacio Day"), 0),
        "{}",
        closed.body
    );
    let summer = app.get("/api/timetable/today?date=2027-04-05").await;
    assert_eq!(
        (summer.body["schoolDay"].as_bool(), &summer.body["noSchoolDay"], lessons(&summer.body).len()),
        (Some(false), &Value::Null, 0),
        "outside the year"
    );
    let teacher_week = app.get("/api/timetable").await.body["week"].clone();
    let tuesday = app.get("/api/timetable/today?date=2026-12-01").await;
    let expected: Vec<&Value> = lessons(&teacher_week).iter().filter(|l| l["day"] == "Tuesday").collect();
    assert_eq!(tuesday.body["schoolDay"], true);
    assert_eq!(lessons(&tuesday.body).iter().collect::<Vec<_>>(), expected, "a teacher's day is their own lessons");
}

async fn admins_read_any_section_or_teacher_and_bad_queries_are_refused(app: TestApp) {
    let section = student_section(&app);
    let maria = account_id(&app, Role::Teacher, TEACHER_EMAIL);
    app.sign_in_as(Role::Student).await;
    let own = app.get("/api/timetable").await.body;
    assert_eq!(app.get(&format!("/api/admins/timetable?sectionID={section}")).await.status, StatusCode::FORBIDDEN);
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let by_section = app.get(&format!("/api/admins/timetable?sectionID={section}")).await;
    assert_eq!(by_section.status, StatusCode::OK, "{}", by_section.body);
    assert_eq!(by_section.body, own, "the admin sees the section's week as its students do");
    let by_teacher = app.get(&format!("/api/admins/timetable?teacherID={maria}")).await;
    assert_eq!(by_teacher.status, StatusCode::OK, "{}", by_teacher.body);
    assert_eq!(by_teacher.body["week"]["title"], "Maria Santos");
    assert!(!by_teacher.body["advisory"].as_array().unwrap().is_empty());
    for (query, status) in [
        (String::new(), StatusCode::BAD_REQUEST),
        (format!("sectionID={section}&teacherID={maria}"), StatusCode::BAD_REQUEST),
        ("sectionID=".into(), StatusCode::BAD_REQUEST),
        ("sectionID=nope".into(), StatusCode::BAD_REQUEST),
        ("teacherID=%27%20OR%201%3D1".into(), StatusCode::BAD_REQUEST),
        ("sectionID=0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b".into(), StatusCode::NOT_FOUND),
        ("teacherID=0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b".into(), StatusCode::NOT_FOUND),
    ] {
        let answer = app.get(&format!("/api/admins/timetable?{query}")).await;
        assert_eq!(answer.status, status, "{query}: {}", answer.body);
        assert!(!answer.message().is_empty(), "{query}: a message");
    }
}

/// A feed's body as parsed by the `icalendar` crate: its events.
fn parse_feed(body: &[u8]) -> Vec<icalendar::Event> {
    let text = std::str::from_utf8(body).expect("UTF-8");
    assert!(text.ends_with("END:VCALENDAR\r\n"));
    let unfolded = icalendar::parser::unfold(text);
    let calendar: icalendar::Calendar =
        icalendar::parser::read_calendar(&unfolded).expect("a valid iCalendar file").into();
    assert_eq!(calendar.property_value("VERSION"), Some("2.0"));
    calendar.components.iter().filter_map(|c| c.as_event().cloned()).collect()
}

/// Every value of a property, however the parser filed it (once, or as a repeatable one).
fn values(event: &icalendar::Event, key: &str) -> Vec<String> {
    let single = event.properties().get(key).map(|p| p.value().to_owned());
    let multi = event.multi_properties().get(key).into_iter().flatten().map(|p| p.value().to_owned());
    single.into_iter().chain(multi).collect()
}

async fn fetch_feed(app: &TestApp, url: &str) -> (StatusCode, String, Vec<u8>) {
    let (status, headers, body) = app.fetch("GET", url, &[]).await;
    let kind = headers.get("content-type").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    (status, kind, body)
}

async fn a_feed_parses_as_icalendar_with_terms_and_no_school_days_and_a_new_link_ends_the_old(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let year = app
        .post(
            "/api/admins/create-school-year",
            json!({ "name": "2026–2027", "firstDay": "2026-06-01", "lastDay": "2027-03-31" }),
        )
        .await
        .body;
    for (call, name, first, last) in [
        ("add-term", "First Semester", "2026-06-01", "2026-10-23"),
        ("add-term", "Second Semester", "2026-11-02", "2027-03-31"),
        ("add-no-school-day", "Bonifacio Day", "2026-11-30", ""),
        ("add-no-school-day", "Christmas break", "2026-12-21", "2027-01-01"),
    ] {
        let body = json!({ "schoolYearID": year["_id"], "name": name, "firstDay": first, "lastDay": last });
        assert_eq!(app.post(&format!("/api/admins/{call}"), body).await.status, StatusCode::CREATED, "{name}");
    }
    assert_eq!(app.post("/api/calendar/feed", json!({})).await.status, StatusCode::FORBIDDEN, "admins have no feed");
    app.forget_cookie();

    app.sign_in_as(Role::Student).await;
    assert_eq!(app.get("/api/calendar/feed").await.body, json!({ "url": null }), "no link until one is made");
    let made = app.post("/api/calendar/feed", json!({})).await;
    assert_eq!(made.status, StatusCode::OK, "{}", made.body);
    let url = made.body["url"].as_str().unwrap().to_owned();
    assert!(
        url.starts_with("/api/calendar/feed/")
            && url.ends_with(".ics")
            && url.len() == "/api/calendar/feed/".len() + 64 + ".ics".len(),
        "{url}"
    );
    assert_eq!(app.get("/api/calendar/feed").await.body["url"], url.as_str(), "the same link on reading");
    let week = app.get("/api/timetable").await.body["week"].clone();

    // The link works without a session, and only as a calendar.
    app.forget_cookie();
    let (status, kind, body) = fetch_feed(&app, &url).await;
    assert_eq!(status, StatusCode::OK);
    assert!(kind.starts_with("text/calendar"), "{kind}");
    let events = parse_feed(&body);
    let lessons_count = lessons(&week).len();
    let holidays: Vec<&icalendar::Event> =
        events.iter().filter(|e| e.get_summary().is_some_and(|s| s.starts_with("No school: "))).collect();
    assert_eq!(holidays.len(), 2);
    // Each weekday of the week occurs in both semesters.
    assert_eq!(events.len() - holidays.len(), lessons_count * 2, "each lesson once per term");
    let monday = lessons(&week).iter().find(|l| l["day"] == "Monday").expect("a Monday lesson in the demo week");
    let subject = monday["subject"].as_str().unwrap();
    let in_second = events
        .iter()
        .filter(|e| e.get_summary() == Some(subject))
        .find(|e| e.property_value("RRULE").is_some_and(|r| r.contains("UNTIL=20270331")))
        .expect("the Monday lesson in the second semester");
    assert_eq!(in_second.property_value("RRULE"), Some("FREQ=WEEKLY;UNTIL=20270331T235959"));
    let start = monday["startTime"].as_str().unwrap();
    let hhmm = {
        let time = lyceum_domain::ClockTime::parse_field("t", start).unwrap().minutes();
        format!("{:02}{:02}00", time / 60, time % 60)
    };
    assert_eq!(
        in_second.property_value("DTSTART"),
        Some(format!("20261102T{hhmm}").as_str()),
        "the term's first Monday"
    );
    let excluded = values(in_second, "EXDATE").join(",");
    assert!(excluded.contains(&format!("20261130T{hhmm}")), "Bonifacio Day is left out: {in_second:?}");
    assert!(excluded.contains(&format!("20261221T{hhmm}")) && excluded.contains(&format!("20261228T{hhmm}")));
    assert!(in_second.property_value("LOCATION").is_some_and(|l| l == week["title"].as_str().unwrap()));
    assert_eq!(
        holidays
            .iter()
            .find(|e| e.get_summary() == Some("No school: Christmas break"))
            .unwrap()
            .property_value("DTEND"),
        Some("20270102")
    );

    // A new link ends the old one at once.
    app.sign_in_as(Role::Student).await;
    let renewed = app.post("/api/calendar/feed", json!({})).await.body["url"].as_str().unwrap().to_owned();
    assert_ne!(renewed, url);
    app.forget_cookie();
    let (status, _, _) = fetch_feed(&app, &url).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "the old link stopped working");
    assert_eq!(fetch_feed(&app, &renewed).await.0, StatusCode::OK);
    for bad in
        ["/api/calendar/feed/nope.ics", "/api/calendar/feed/..%2F..%2Fetc%2Fpasswd", &renewed.replace(".ics", "")]
    {
        let (status, kind, body) = fetch_feed(&app, bad).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{bad}");
        assert!(kind.starts_with("application/json"), "{bad}: {kind}");
        assert!(String::from_utf8_lossy(&body).contains("message"));
    }

    // A teacher's feed has their own lessons; deleting the account ends it.
    app.sign_in_as(Role::Teacher).await;
    let teacher_url = app.post("/api/calendar/feed", json!({})).await.body["url"].as_str().unwrap().to_owned();
    let taught = lessons(&app.get("/api/timetable").await.body["week"]).len();
    app.forget_cookie();
    let teacher_events = parse_feed(&fetch_feed(&app, &teacher_url).await.2);
    assert_eq!(teacher_events.len(), taught * 2 + 2);
    let maria = account_id(&app, Role::Teacher, TEACHER_EMAIL);
    app.sign_in_as(Role::Admin).await;
    assert_eq!(app.post("/api/admins/delete-teacher", json!({ "ids": [maria] })).await.status, StatusCode::OK);
    assert_eq!(fetch_feed(&app, &teacher_url).await.0, StatusCode::NOT_FOUND, "a deleted account's link ends");
}

async fn an_admin_change_shows_in_the_next_read_of_a_kept_week(app: TestApp) {
    let maria = account_id(&app, Role::Teacher, TEACHER_EMAIL);
    app.sign_in_as(Role::Student).await;
    let student_cookie = app.cookie();
    let before = app.get("/api/timetable").await.body["week"].clone();
    let subject = lessons(&before)[0]["subjectID"].as_str().unwrap().to_owned();
    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let teacher_cookie = app.cookie();
    assert_eq!(app.get("/api/timetable").await.body["week"]["title"], "Maria Santos");
    let feed = app.post("/api/calendar/feed", json!({})).await.body["url"].as_str().unwrap().to_owned();
    let calendar_name = |body: Vec<u8>| {
        let text = String::from_utf8(body).unwrap();
        text.lines().find_map(|line| line.strip_prefix("X-WR-CALNAME:")).map(str::to_owned)
    };
    assert_eq!(calendar_name(fetch_feed(&app, &feed).await.2).as_deref(), Some("Lyceum: Maria Santos"));

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let added = app
        .post(
            "/api/admins/create-schedule",
            json!({ "subject": subject, "day": "Saturday", "startTime": "13:00", "endTime": "13:50" }),
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
    let teachers = app.get("/api/admins/get-teachers").await.body;
    let mut form = teachers.as_array().unwrap().iter().find(|t| t["_id"] == maria.as_str()).unwrap().clone();
    form["id"] = json!(maria);
    form["first_name"] = json!("Mariana");
    let renamed = app.post("/api/admins/update-teacher", form).await;
    assert!(renamed.status.is_success(), "{}", renamed.body);

    app.set_cookie(student_cookie);
    let after = app.get("/api/timetable").await.body["week"].clone();
    assert_eq!(lessons(&after).len(), lessons(&before).len() + 1, "the new lesson shows at once");
    assert_eq!(lessons(&after).last().unwrap()["day"], "Saturday");
    app.set_cookie(teacher_cookie);
    assert_eq!(app.get("/api/timetable").await.body["week"]["title"], "Mariana Santos", "so does a new name");
    assert_eq!(
        calendar_name(fetch_feed(&app, &feed).await.2).as_deref(),
        Some("Lyceum: Mariana Santos"),
        "and in the calendar feed"
    );
}
