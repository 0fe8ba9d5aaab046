//! The guardian portal's views of a child (docs/guardians.md, "The portal: a child's
//! record"): every call admits only the child's guardians, answers what the student's own
//! screens answer, reads nothing before it is published, and is in the audit log.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::Value;

use crate::guardians::{as_admin, STUDENT2_EMAIL};
use crate::helpers::{TestApp, STUDENT_EMAIL};
use crate::messages::student_id;

crate::on_every_backend!(
    each_child_call_admits_only_the_childs_guardians,
    home_answers_the_child_today_attendance_and_latest_grades,
    a_moved_childs_home_keeps_the_marks_and_grades_of_the_former_section,
    the_timetable_and_grades_are_the_students_own,
    the_teachers_are_the_adviser_and_each_subjects_teacher,
    a_guardians_reads_are_in_the_audit_log,
    an_unlinked_child_is_refused_at_once,
);

/// The calls about one child; `{}` is the child's id.
const CALLS: [&str; 6] = [
    "/api/guardians/children/{}/home",
    "/api/guardians/children/{}/timetable",
    "/api/guardians/children/{}/grades",
    "/api/guardians/children/{}/teachers",
    "/api/guardians/children/{}/classwork",
    "/api/guardians/children/{}/announcements",
];

/// An id no student has.
const UNKNOWN: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

/// Gives the test school a current year with registers taken and the ended terms published,
/// as `lyceum seed-demo` does.
fn seed_year(app: &TestApp) {
    use lyceum_persistence::{attendance, grades, school_years};
    let mut conn = app.db.conn().unwrap();
    let today = chrono::Local::now().date_naive();
    let year = school_years::demo::seed_demo_year(&mut conn, today).unwrap();
    attendance::demo::seed_demo_attendance(&mut conn, &year, today, true).unwrap();
    grades::demo::seed_demo_grades(&mut conn, &year, today).unwrap();
}

async fn as_guardian(app: &TestApp) {
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
}

async fn as_student(app: &TestApp) {
    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
}

async fn each_child_call_admits_only_the_childs_guardians(app: TestApp) {
    let (own, other) = (student_id(&app, STUDENT_EMAIL), student_id(&app, STUDENT2_EMAIL));
    let children: [(&str, &str); 4] =
        [("own child", &own), ("another child", &other), ("unknown id", UNKNOWN), ("malformed id", "not-an-id")];
    // The expected status for each caller and child; `None` is no session at all.
    let expected = |caller: Option<Role>, child: &str| match (caller, child) {
        (None, _) => StatusCode::UNAUTHORIZED,
        (Some(Role::Guardian), "own child") => StatusCode::OK,
        (Some(Role::Guardian), "another child") => StatusCode::FORBIDDEN,
        (Some(Role::Guardian), _) => StatusCode::NOT_FOUND,
        // Administrators, teachers and students have their own screens: 403 whatever the child.
        (Some(_), _) => StatusCode::FORBIDDEN,
    };
    let callers = [None, Some(Role::Admin), Some(Role::Teacher), Some(Role::Student), Some(Role::Guardian)];
    for caller in callers {
        app.forget_cookie();
        if let Some(role) = caller {
            app.sign_in_as(role).await;
        }
        for call in CALLS {
            for (child, id) in children {
                let path = call.replace("{}", id);
                let answer = app.get(&path).await;
                let want = expected(caller, child);
                assert_eq!(answer.status, want, "{caller:?} on {path} ({child}): {}", answer.body);
                match (caller, want) {
                    (Some(Role::Guardian), StatusCode::FORBIDDEN) => {
                        assert_eq!(answer.message(), "This student is not linked to your account.")
                    }
                    (Some(Role::Guardian), StatusCode::NOT_FOUND) => {
                        assert_eq!(answer.message(), "This student does not exist.")
                    }
                    (Some(_), StatusCode::FORBIDDEN) => assert_eq!(answer.message(), "You do not have access to this."),
                    _ => {}
                }
            }
        }
    }
    // A day that is not one is refused on its field.
    as_guardian(&app).await;
    let bad_day = app.get(&format!("/api/guardians/children/{own}/home?date=31-12-2026")).await;
    assert_eq!(bad_day.status, StatusCode::BAD_REQUEST, "{}", bad_day.body);
    assert!(bad_day.body["errors"]["date"].is_string(), "{}", bad_day.body);
    let bad_year = app.get(&format!("/api/guardians/children/{own}/grades?yearID={UNKNOWN}")).await;
    assert_eq!(bad_year.status, StatusCode::NOT_FOUND, "{}", bad_year.body);
}

/// The school day of this week on `weekday` (Monday 0): a day the demo timetable has lessons.
fn this_week(weekday: u32) -> String {
    use chrono::Datelike;
    let today = chrono::Local::now().date_naive();
    let monday = today - chrono::Days::new(u64::from(today.weekday().num_days_from_monday()));
    (monday + chrono::Days::new(u64::from(weekday))).to_string()
}

async fn home_answers_the_child_today_attendance_and_latest_grades(app: TestApp) {
    seed_year(&app);
    let own = student_id(&app, STUDENT_EMAIL);
    // What the student's own screens answer.
    as_student(&app).await;
    let mut days = Vec::new();
    for weekday in 0..5 {
        let date = this_week(weekday);
        days.push((date.clone(), app.get(&format!("/api/timetable/today?date={date}")).await.body));
    }
    let summary = app.get(&format!("/api/attendance/student-summary?studentID={own}")).await.body;
    let mine = app.get("/api/grades/mine").await.body;
    let mut own_homes = Vec::new();
    for (date, _) in &days {
        let home = app.get(&format!("/api/students/home?date={date}")).await;
        assert_eq!(home.status, StatusCode::OK, "{}", home.body);
        own_homes.push(home.body);
    }

    as_guardian(&app).await;
    let unseen: i64 = {
        use diesel::prelude::*;
        use lyceum_persistence::schema::guardian_alerts;
        guardian_alerts::table
            .filter(guardian_alerts::student_id.eq(&own))
            .filter(guardian_alerts::seen_at.is_null())
            .count()
            .get_result(&mut app.db.conn().unwrap())
            .unwrap()
    };
    for ((date, theirs), own_home) in days.iter().zip(&own_homes) {
        let home = app.get(&format!("/api/guardians/children/{own}/home?date={date}")).await;
        assert_eq!(home.status, StatusCode::OK, "{}", home.body);
        assert_eq!(home.body["child"]["_id"], own.as_str());
        assert_eq!(home.body["child"]["relationship"], "Mother");
        assert_eq!(&home.body["today"], theirs, "the child's lessons of {date}");
        assert_eq!(home.body["attendance"], summary, "the child's term so far");
        // The student's own Home answers the same day, term and grades.
        let mut same = home.body.clone();
        same.as_object_mut().unwrap().remove("child");
        assert_eq!(own_home, &same, "the student's own Home of {date}");
        // Each child at a glance: the same term and grades, and the day's mark.
        let glances = app.get(&format!("/api/guardians/home?date={date}")).await;
        assert_eq!(glances.status, StatusCode::OK, "{}", glances.body);
        let glance = glances.body["children"].as_array().unwrap().iter().find(|c| c["child"]["_id"] == own.as_str());
        let glance = glance.expect("the linked child is at a glance").clone();
        assert_eq!(glance["child"], home.body["child"]);
        assert_eq!(glance["attendance"], summary);
        assert_eq!(glance["grades"], home.body["grades"]);
        assert_eq!(glance["unseenAlerts"], unseen);
        let marked = summary["events"].as_array().unwrap().iter().filter(|e| e["date"] == date.as_str());
        let mark = &glance["todayMark"];
        if marked.clone().next().is_none() {
            assert!(mark.is_null() || mark == "present", "{date}: {mark}");
        } else {
            assert!(marked.clone().any(|e| e["code"] == *mark) || mark == "present", "{date}: {mark}");
        }
    }
    assert!(days.iter().any(|(_, day)| !day["lessons"].as_array().unwrap().is_empty()), "the demo week has lessons");
    assert!(summary["daysRecorded"].as_u64().unwrap() > 0, "the demo registers were taken: {summary}");
    // The Home finds a lesson's subject and time in the section's week, the summary reads them.
    let lessons = summary["events"].as_array().unwrap().iter().filter(|event| event["kind"] == "lesson");
    assert!(
        lessons.clone().next().is_some()
            && lessons.clone().all(|event| event["subject"].is_string() && event["startTime"].is_string()),
        "the demo marks include lessons, each with its subject and time: {summary}"
    );

    // The latest term with a published grade, as the student's Grades screen shows it.
    let home = app.get(&format!("/api/guardians/children/{own}/home")).await.body;
    let grades = &home["grades"];
    assert_eq!(grades["year"], mine["year"]);
    let terms = mine["terms"].as_array().unwrap();
    let subjects = mine["subjects"].as_array().unwrap();
    let latest = (0..terms.len()).rev().find(|&at| subjects.iter().any(|s| !s["grades"][at].is_null()));
    let latest = latest.expect("the demo school has a published term");
    assert_eq!(grades["term"]["_id"], terms[latest]["_id"]);
    let shown: Vec<(Value, Value)> =
        grades["subjects"].as_array().unwrap().iter().map(|s| (s["_id"].clone(), s["grade"].clone())).collect();
    let published: Vec<(Value, Value)> = subjects
        .iter()
        .filter(|s| !s["grades"][latest].is_null())
        .map(|s| (s["_id"].clone(), s["grades"][latest].clone()))
        .collect();
    assert!(!shown.is_empty());
    assert_eq!(shown, published);
    assert!(grades["subjects"][0]["descriptor"].is_string(), "{grades}");
}

/// The child moves to a new section with no lessons: the Home still lists their marks in the
/// former section's registers, each lesson's with its subject and time, and their published
/// grades with the former section's subjects.
async fn a_moved_childs_home_keeps_the_marks_and_grades_of_the_former_section(app: TestApp) {
    use diesel::prelude::*;
    use lyceum_persistence::schema::{sections, students};
    seed_year(&app);
    let own = student_id(&app, STUDENT_EMAIL);
    as_guardian(&app).await;
    let before = app.get(&format!("/api/guardians/children/{own}/home")).await.body;
    let events = before["attendance"]["events"].as_array().unwrap();
    assert!(events.iter().any(|event| event["kind"] == "lesson" && event["subject"].is_string()), "{before}");
    assert!(!before["grades"]["subjects"].as_array().unwrap().is_empty(), "{before}");

    as_admin(&app).await;
    let level: String = students::table
        .inner_join(sections::table.on(sections::id.nullable().eq(students::section_id)))
        .filter(students::id.eq(&own))
        .select(sections::level_id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let created =
        app.post("/api/admins/create-section", serde_json::json!({ "level": level, "section": "Mabini" })).await;
    let mabini = created.body["_id"].as_str().unwrap().to_owned();
    let moved = app.post("/api/admins/move-students", serde_json::json!({ "ids": [own], "sectionID": mabini })).await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.body);

    as_guardian(&app).await;
    let after = app.get(&format!("/api/guardians/children/{own}/home")).await;
    assert_eq!(after.status, StatusCode::OK, "{}", after.body);
    assert_eq!(after.body["child"]["section"], "Mabini");
    assert_eq!(after.body["attendance"]["events"], before["attendance"]["events"], "every mark, as before the move");
    assert_eq!(after.body["grades"], before["grades"], "the grades with the former section's subjects");
}

async fn the_timetable_and_grades_are_the_students_own(app: TestApp) {
    let own = student_id(&app, STUDENT_EMAIL);
    // Before any year: no grades, as the student's own screen says.
    as_guardian(&app).await;
    let none = app.get(&format!("/api/guardians/children/{own}/grades")).await;
    assert_eq!(none.status, StatusCode::OK, "{}", none.body);
    assert!(none.body["year"].is_null() && none.body["subjects"].as_array().unwrap().is_empty());
    let home = app.get(&format!("/api/guardians/children/{own}/home")).await;
    assert_eq!(home.status, StatusCode::OK, "{}", home.body);
    assert!(home.body["grades"].is_null());

    seed_year(&app);
    as_student(&app).await;
    let week = app.get("/api/timetable").await.body;
    let mine = app.get("/api/grades/mine").await.body;
    as_guardian(&app).await;
    let theirs = app.get(&format!("/api/guardians/children/{own}/timetable")).await;
    assert_eq!(theirs.status, StatusCode::OK, "{}", theirs.body);
    assert_eq!(theirs.body, week);
    assert!(!week["week"]["lessons"].as_array().unwrap().is_empty());
    let grades = app.get(&format!("/api/guardians/children/{own}/grades")).await;
    assert_eq!(grades.status, StatusCode::OK, "{}", grades.body);
    assert_eq!(grades.body, mine);
    assert!(mine["subjects"].as_array().unwrap().iter().any(|s| !s["final"].is_null() || !s["grades"][0].is_null()));
    // The same year asked by its id.
    let year = mine["year"]["_id"].as_str().unwrap();
    let by_id = app.get(&format!("/api/guardians/children/{own}/grades?yearID={year}")).await;
    assert_eq!(by_id.body, mine);
}

async fn the_teachers_are_the_adviser_and_each_subjects_teacher(app: TestApp) {
    let own = student_id(&app, STUDENT_EMAIL);
    as_student(&app).await;
    let session = app.get("/api/session").await.body;
    let section_id = session["user"]["sectionID"].as_str().expect("student1 has a section").to_owned();
    let section = app.post("/api/students/get-section", serde_json::json!({ "id": section_id })).await.body;
    let subjects = app.post("/api/students/get-subjects", serde_json::json!({ "sectionID": section_id })).await.body;

    as_guardian(&app).await;
    let answer = app.get(&format!("/api/guardians/children/{own}/teachers")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    let teachers = answer.body;
    assert_eq!(teachers["adviser"]["_id"], section["adviser"]["_id"]);
    assert_eq!(teachers["adviser"]["full_name"], section["adviser"]["full_name"]);
    assert!(teachers["adviser"].get("email").is_none(), "names only: {teachers}");
    let listed = teachers["subjects"].as_array().unwrap();
    assert_eq!(listed.len(), subjects.as_array().unwrap().len());
    assert!(!listed.is_empty());
    for subject in listed {
        assert!(subjects.as_array().unwrap().iter().any(|s| s["_id"] == subject["_id"]), "a subject of the section");
        assert!(subject["name"].is_string(), "{subject}");
        assert!(subject["teacher"]["full_name"].is_string() || subject["teacher"].is_null(), "{subject}");
    }
    let names: Vec<&str> = listed.iter().map(|s| s["name"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "subjects by name");
}

async fn a_guardians_reads_are_in_the_audit_log(app: TestApp) {
    let own = student_id(&app, STUDENT_EMAIL);
    as_guardian(&app).await;
    for call in CALLS {
        assert_eq!(app.get(&call.replace("{}", &own)).await.status, StatusCode::OK);
    }
    assert_eq!(app.get(&format!("/api/attendance/student-summary?studentID={own}")).await.status, StatusCode::OK);
    as_admin(&app).await;
    let log = app.get(&format!("/api/admins/audit-log?pageSize=200&action=read&record={own}")).await.body;
    let entries = log["entries"].as_array().unwrap();
    for what in ["home", "timetable", "grades", "teachers", "attendance"] {
        assert!(
            entries.iter().any(|e| e["actorRole"] == "guardian"
                && e["recordType"] == "student"
                && e["detail"].as_str().unwrap_or_default().starts_with(&format!("{what} of "))),
            "{what} read logged: {log}"
        );
    }
}

async fn an_unlinked_child_is_refused_at_once(app: TestApp) {
    let own = student_id(&app, STUDENT_EMAIL);
    as_guardian(&app).await;
    let guardian = app.get("/api/session").await.body["user"]["_id"].as_str().unwrap().to_owned();
    let cookie = app.cookie();
    assert_eq!(app.get(&format!("/api/guardians/children/{own}/home")).await.status, StatusCode::OK);
    as_admin(&app).await;
    let unlinked =
        app.post("/api/admins/unlink-guardian", serde_json::json!({ "guardianID": guardian, "studentID": own })).await;
    assert_eq!(unlinked.status, StatusCode::OK, "{}", unlinked.body);
    app.set_cookie(cookie);
    for call in CALLS {
        let answer = app.get(&call.replace("{}", &own)).await;
        assert_eq!(answer.status, StatusCode::FORBIDDEN, "{call}: {}", answer.body);
    }
}
