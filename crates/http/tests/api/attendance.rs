//! Attendance: the settings (`/api/admins/attendance-settings`), a teacher's registers of a day
//! (`/api/attendance/today`), one register read and saved (`/api/attendance/register`), excuses
//! (`/api/attendance/excuses`, `delete-excuse`), and the registers going with what they belong
//! to. The days are picked around today: the last Monday before it, inside a school year made
//! around them, so no test depends on the weekday it runs on.

use actix_web::http::StatusCode;
use chrono::{Datelike, Days, NaiveDate};
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{excuses, register_marks, registers, schedules, sections, students, subjects};
use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp, ADMIN_EMAIL, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    admins_read_and_save_the_settings_and_bad_values_are_refused_on_their_fields,
    a_teachers_day_lists_the_daily_registers_first_then_the_lessons_by_time,
    a_register_not_taken_is_everyone_present_but_the_excused_and_reads_back_as_saved,
    an_identical_save_writes_nothing_and_a_changed_one_is_audited_old_to_new,
    every_refusal_is_a_4xx_that_writes_nothing,
    past_the_edit_window_a_teacher_is_refused_and_an_admin_may_still_change_it,
    a_teachers_and_an_admins_saves_at_once_end_as_one_of_them,
    excuses_are_recorded_listed_and_deleted_by_admins_and_advisers_only,
    deleting_a_lesson_a_section_or_a_student_takes_their_attendance_along,
);

const JOSE_EMAIL: &str = "teacher2@demo.lyceum.test";
pub(crate) const ROSA_EMAIL: &str = "student2@demo.lyceum.test";

/// The days the tests use, all in the past but `tomorrow`.
pub(crate) struct Dates {
    /// The last Monday before today (1 to 7 days ago): inside the teachers' edit window.
    pub(crate) monday: NaiveDate,
    /// The Monday before it: a no-school day.
    pub(crate) holiday: NaiveDate,
    /// The Tuesday after the holiday.
    pub(crate) tuesday: NaiveDate,
    /// Two weeks before `monday`: past the edit window.
    pub(crate) old_monday: NaiveDate,
    /// The day before the school year.
    pub(crate) before_year: NaiveDate,
    pub(crate) tomorrow: NaiveDate,
    pub(crate) today: NaiveDate,
}

pub(crate) fn dates() -> Dates {
    let today = chrono::Local::now().date_naive();
    let back = match today.weekday().num_days_from_monday() {
        0 => 7,
        days => days,
    };
    let monday = today - Days::new(u64::from(back));
    Dates {
        monday,
        holiday: monday - Days::new(7),
        tuesday: monday - Days::new(6),
        old_monday: monday - Days::new(14),
        before_year: monday - Days::new(41),
        tomorrow: today + Days::new(1),
        today,
    }
}

/// The seeded school's ids and the sessions of its people.
pub(crate) struct School {
    pub(crate) dates: Dates,
    pub(crate) section: String,
    /// Mathematics on Monday (Maria's), Science on Tuesday (Jose's).
    pub(crate) math: String,
    pub(crate) science: String,
    pub(crate) juan: String,
    pub(crate) rosa: String,
    pub(crate) admin: String,
    pub(crate) maria: String,
    pub(crate) jose: String,
}

/// The id of the weekly lesson of the subject named `subject`.
fn lesson_of(app: &TestApp, subject: &str) -> String {
    schedules::table
        .inner_join(subjects::table)
        .filter(subjects::name.eq(subject))
        .select(schedules::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

fn student(app: &TestApp, email: &str) -> String {
    students::table.filter(students::email.eq(email)).select(students::id).first(&mut app.db.conn().unwrap()).unwrap()
}

/// Signs everyone in and makes a current school year around the test days, with the holiday.
pub(crate) async fn school(app: &TestApp) -> School {
    let dates = dates();
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let year = post(
        app,
        &admin,
        "/api/admins/create-school-year",
        json!({ "name": "Attendance year", "firstDay": (dates.before_year + Days::new(1)).to_string(),
                "lastDay": (dates.today + Days::new(60)).to_string() }),
    )
    .await;
    assert_eq!(year.status, StatusCode::CREATED, "{}", year.body);
    let holiday = post(
        app,
        &admin,
        "/api/admins/add-no-school-day",
        json!({ "schoolYearID": year.body["_id"], "name": "Holiday", "firstDay": dates.holiday.to_string() }),
    )
    .await;
    assert_eq!(holiday.status, StatusCode::CREATED, "{}", holiday.body);
    let mut conn = app.db.conn().unwrap();
    let section = sections::table.select(sections::id).first(&mut conn).unwrap();
    School {
        section,
        math: lesson_of(app, "Mathematics"),
        science: lesson_of(app, "Science"),
        juan: student(app, STUDENT_EMAIL),
        rosa: student(app, ROSA_EMAIL),
        maria: app.session_of(Role::Teacher, TEACHER_EMAIL).await,
        jose: app.session_of(Role::Teacher, JOSE_EMAIL).await,
        admin,
        dates,
    }
}

async fn get(app: &TestApp, token: &str, path: &str) -> Answer {
    app.call_as(token, "GET", path, None).await
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    app.call_as(token, "POST", path, Some(body)).await
}

/// The query naming a lesson's or a section's register of a day.
pub(crate) fn lesson_on(lesson: &str, day: NaiveDate) -> String {
    format!("/api/attendance/register?scheduleID={lesson}&date={day}")
}

pub(crate) fn daily_on(section: &str, day: NaiveDate) -> String {
    format!("/api/attendance/register?sectionID={section}&date={day}")
}

/// Saves a register as `token`: `naming` is `("scheduleID" | "sectionID", id)`.
pub(crate) async fn save(app: &TestApp, token: &str, naming: (&str, &str), day: NaiveDate, marks: Value) -> Answer {
    let body = json!({ naming.0: naming.1, "date": day.to_string(), "marks": marks });
    post(app, token, "/api/attendance/register", body).await
}

async fn set_registers(app: &TestApp, school: &School, registers: &str) {
    let body = json!({ "registers": registers, "editDays": 7, "chronicPercent": 10 });
    let saved = post(app, &school.admin, "/api/admins/attendance-settings", body).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
}

/// The audit log's entries of `action`, newest first.
async fn audited(app: &TestApp, school: &School, action: &str) -> Vec<Value> {
    let log = get(app, &school.admin, "/api/admins/audit-log?pageSize=200").await;
    assert_eq!(log.status, StatusCode::OK, "{}", log.body);
    log.body["entries"].as_array().unwrap().iter().filter(|entry| entry["action"] == action).cloned().collect()
}

/// Every stored mark: (student, code, minutes late, note), sorted.
fn stored_marks(app: &TestApp) -> Vec<(String, String, Option<i32>, Option<String>)> {
    let mut marks: Vec<(String, String, Option<i32>, Option<String>)> = register_marks::table
        .select((register_marks::student_id, register_marks::code, register_marks::minutes_late, register_marks::note))
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    marks.sort();
    marks
}

fn register_count(app: &TestApp) -> i64 {
    registers::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

fn codes(answer: &Answer) -> Vec<(String, String)> {
    answer.body["students"]
        .as_array()
        .unwrap_or_else(|| panic!("no students in {}", answer.body))
        .iter()
        .map(|s| (s["full_name"].as_str().unwrap().to_owned(), s["code"].as_str().unwrap().to_owned()))
        .collect()
}

fn pair(name: &str, code: &str) -> (String, String) {
    (name.to_owned(), code.to_owned())
}

async fn admins_read_and_save_the_settings_and_bad_values_are_refused_on_their_fields(app: TestApp) {
    let school = school(&app).await;
    let path = "/api/admins/attendance-settings";
    let defaults = get(&app, &school.admin, path).await;
    assert_eq!(defaults.status, StatusCode::OK, "{}", defaults.body);
    assert_eq!(defaults.body, json!({ "registers": "both", "editDays": 7, "chronicPercent": 10 }));

    let wanted = json!({ "registers": "daily", "editDays": 3, "chronicPercent": 15 });
    let saved = post(&app, &school.admin, path, wanted.clone()).await;
    assert_eq!((saved.status, &saved.body), (StatusCode::OK, &wanted));
    assert_eq!(get(&app, &school.admin, path).await.body, wanted);
    let entries = audited(&app, &school, "attendance settings changed").await;
    assert_eq!(entries.len(), 1);
    assert!(entries[0]["detail"].as_str().unwrap().contains("daily"), "{}", entries[0]);

    for (body, fields) in [
        (
            json!({ "registers": "weekly", "editDays": 366, "chronicPercent": 0 }),
            vec![
                ("registers", "Choose lesson, daily or both."),
                ("editDays", "Enter a whole number of days from 0 to 365."),
                ("chronicPercent", "Enter a whole percentage from 1 to 100."),
            ],
        ),
        (
            json!({ "registers": "both", "editDays": 2.5, "chronicPercent": "ten" }),
            vec![
                ("editDays", "Enter a whole number of days from 0 to 365."),
                ("chronicPercent", "Enter a whole percentage from 1 to 100."),
            ],
        ),
        (json!({ "editDays": -1, "chronicPercent": 101 }), vec![("registers", "Choose lesson, daily or both.")]),
        (
            json!({ "registers": ["both"], "editDays": 7, "chronicPercent": 10 }),
            vec![("registers", "Choose lesson, daily or both.")],
        ),
    ] {
        let refused = post(&app, &school.admin, path, body.clone()).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{body}: {}", refused.body);
        for (field, message) in fields {
            assert_eq!(refused.body["errors"][field], message, "{body}: {}", refused.body);
        }
    }
    assert_eq!(get(&app, &school.admin, path).await.body, wanted, "a refusal changes nothing");

    for token in [&school.maria] {
        assert_eq!(get(&app, token, path).await.status, StatusCode::FORBIDDEN);
        assert_eq!(post(&app, token, path, wanted.clone()).await.status, StatusCode::FORBIDDEN);
    }
    app.forget_cookie();
    assert_eq!(app.get(path).await.status, StatusCode::UNAUTHORIZED);
}

/// What a teacher's day lists: (kind, subject, start time, taken).
fn day_rows(answer: &Answer) -> Vec<(String, Option<String>, Option<String>, bool)> {
    answer.body["registers"]
        .as_array()
        .unwrap_or_else(|| panic!("no registers in {}", answer.body))
        .iter()
        .map(|r| {
            (
                r["kind"].as_str().unwrap().to_owned(),
                r["subject"].as_str().map(str::to_owned),
                r["startTime"].as_str().map(str::to_owned),
                r["taken"].as_bool().unwrap(),
            )
        })
        .collect()
}

fn row(
    kind: &str,
    subject: Option<&str>,
    start: Option<&str>,
    taken: bool,
) -> (String, Option<String>, Option<String>, bool) {
    (kind.to_owned(), subject.map(str::to_owned), start.map(str::to_owned), taken)
}

async fn a_teachers_day_lists_the_daily_registers_first_then_the_lessons_by_time(app: TestApp) {
    let school = school(&app).await;
    let d = &school.dates;
    let english: String = subjects::table
        .filter(subjects::name.eq("English"))
        .select(subjects::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    for (start, end) in [("01:00 PM", "01:50 PM"), ("06:40 AM", "07:20 AM")] {
        let body = json!({ "subjectID": english, "day": "Monday", "startTime": start, "endTime": end });
        let added = post(&app, &school.admin, "/api/admins/add-subject-schedule", body).await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
    }
    let monday = format!("/api/attendance/today?date={}", d.monday);
    let day = get(&app, &school.maria, &monday).await;
    assert_eq!(day.status, StatusCode::OK, "{}", day.body);
    assert_eq!(
        (day.body["date"].as_str(), &day.body["schoolDay"]),
        (Some(d.monday.to_string().as_str()), &json!(true))
    );
    assert_eq!(
        day_rows(&day),
        [
            row("daily", None, None, false),
            row("lesson", Some("English"), Some("06:40 AM"), false),
            row("lesson", Some("Mathematics"), Some("07:30 AM"), false),
            row("lesson", Some("English"), Some("01:00 PM"), false),
        ]
    );
    let daily = &day.body["registers"][0];
    assert_eq!((daily["section"].as_str(), daily["level"].as_str()), (Some("Rizal"), Some("Grade 7")));
    assert_eq!((&daily["scheduleID"], &daily["counts"], &daily["takenBy"]), (&Value::Null, &Value::Null, &Value::Null));
    assert_eq!(day.body["registers"][2]["scheduleID"], school.math.as_str());
    assert_eq!(day.body["registers"][2]["endTime"], "08:20 AM");

    // Jose advises no section: only his lesson of the Tuesday.
    let jose_monday = get(&app, &school.jose, &monday).await;
    assert!(day_rows(&jose_monday).is_empty(), "{}", jose_monday.body);
    let tuesday = get(&app, &school.jose, &format!("/api/attendance/today?date={}", d.tuesday)).await;
    assert_eq!(day_rows(&tuesday), [row("lesson", Some("Science"), Some("08:20 AM"), false)]);

    // A taken register says so, with who took it and its counts.
    let taken = save(
        &app,
        &school.maria,
        ("scheduleID", school.math.as_str()),
        d.monday,
        json!([{ "studentID": school.rosa, "code": "absent" }]),
    )
    .await;
    assert_eq!(taken.status, StatusCode::OK, "{}", taken.body);
    let day = get(&app, &school.maria, &monday).await;
    let math = &day.body["registers"][2];
    assert_eq!((math["taken"].as_bool(), math["takenBy"].as_str()), (Some(true), Some("Maria Santos")));
    assert_eq!(math["counts"], json!({ "present": 1, "late": 0, "absent": 1, "excused": 0 }));
    assert!(math["takenAt"].as_str().unwrap().ends_with('Z'), "{math}");

    // The setting decides which kinds are listed.
    set_registers(&app, &school, "lesson").await;
    assert_eq!(day_rows(&get(&app, &school.maria, &monday).await).len(), 3);
    set_registers(&app, &school, "daily").await;
    assert_eq!(day_rows(&get(&app, &school.maria, &monday).await), [row("daily", None, None, false)]);
    set_registers(&app, &school, "both").await;

    // No registers on a no-school day, nor outside the year.
    let closed = get(&app, &school.maria, &format!("/api/attendance/today?date={}", d.holiday)).await;
    assert_eq!(
        (&closed.body["schoolDay"], &closed.body["noSchoolDay"], day_rows(&closed).len()),
        (&json!(false), &json!("Holiday"), 0)
    );
    let outside = get(&app, &school.maria, &format!("/api/attendance/today?date={}", d.before_year)).await;
    assert_eq!(
        (&outside.body["schoolDay"], &outside.body["noSchoolDay"], day_rows(&outside).len()),
        (&json!(false), &Value::Null, 0)
    );

    let bad = get(&app, &school.maria, "/api/attendance/today?date=2026-02-30").await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST);
    assert!(bad.body["errors"]["date"].is_string(), "{}", bad.body);
    assert_eq!(
        get(&app, &school.maria, "/api/attendance/today").await.status,
        StatusCode::OK,
        "the server's date by default"
    );
    assert_eq!(get(&app, &school.admin, &monday).await.status, StatusCode::FORBIDDEN);
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    assert_eq!(get(&app, &student, &monday).await.status, StatusCode::FORBIDDEN);
}

async fn a_register_not_taken_is_everyone_present_but_the_excused_and_reads_back_as_saved(app: TestApp) {
    let school = school(&app).await;
    let d = &school.dates;
    let excuse = json!({ "studentID": school.rosa, "firstDay": d.monday.to_string(), "lastDay": d.monday.to_string(), "reason": "Dentist appointment" });
    assert_eq!(post(&app, &school.admin, "/api/attendance/excuses", excuse).await.status, StatusCode::CREATED);

    let fresh = get(&app, &school.maria, &lesson_on(&school.math, d.monday)).await;
    assert_eq!(fresh.status, StatusCode::OK, "{}", fresh.body);
    let register = &fresh.body["register"];
    assert_eq!((register["taken"].as_bool(), register["canEdit"].as_bool()), (Some(false), Some(true)));
    assert_eq!(register["editableUntil"], (d.monday + Days::new(7)).to_string());
    assert_eq!((register["subject"].as_str(), register["kind"].as_str()), (Some("Mathematics"), Some("lesson")));
    assert_eq!(codes(&fresh), [pair("Juan Dela Cruz", "present"), pair("Rosa Torres", "excused")]);
    let juan = &fresh.body["students"][0];
    assert_eq!(juan["_id"], school.juan.as_str());
    assert_eq!(
        (&juan["first_name"], &juan["last_name"], &juan["image"]),
        (&json!("Juan"), &json!("Dela Cruz"), &Value::Null)
    );
    assert_eq!((&juan["minutesLate"], &juan["note"], &juan["excuse"]), (&Value::Null, &Value::Null, &Value::Null));
    assert_eq!(fresh.body["students"][1]["excuse"], "Dentist appointment");

    let marks = json!([
        { "studentID": school.juan, "code": "late", "minutesLate": 10, "note": "  Bus was late  " },
        { "studentID": school.rosa, "code": "excused", "minutesLate": null, "note": null },
    ]);
    let saved = save(&app, &school.maria, ("scheduleID", school.math.as_str()), d.monday, marks).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let register = &saved.body["register"];
    assert_eq!((register["taken"].as_bool(), register["takenBy"].as_str()), (Some(true), Some("Maria Santos")));
    assert_eq!(register["counts"], json!({ "present": 0, "late": 1, "absent": 0, "excused": 1 }));
    assert_eq!(codes(&saved), [pair("Juan Dela Cruz", "late"), pair("Rosa Torres", "excused")]);
    assert_eq!(
        (&saved.body["students"][0]["minutesLate"], &saved.body["students"][0]["note"]),
        (&json!(10), &json!("Bus was late"))
    );
    assert_eq!(saved.body["students"][1]["note"], "Dentist appointment", "the excuse's reason is kept");

    let again = get(&app, &school.maria, &lesson_on(&school.math, d.monday)).await;
    assert_eq!(again.body, saved.body, "the register reads back as saved");
    let admin_view = get(&app, &school.admin, &lesson_on(&school.math, d.monday)).await;
    assert_eq!(
        (&admin_view.body["register"]["canEdit"], &admin_view.body["register"]["editableUntil"]),
        (&json!(true), &Value::Null)
    );
    assert_eq!(admin_view.body["students"], saved.body["students"]);

    let entries = audited(&app, &school, "register taken").await;
    assert_eq!(entries.len(), 1);
    assert_eq!(entries[0]["detail"], format!("Mathematics, Grade 7 Rizal, {}: 0 present, 1 late, 1 excused", d.monday));
    assert_eq!(entries[0]["recordType"], "register");
}

async fn an_identical_save_writes_nothing_and_a_changed_one_is_audited_old_to_new(app: TestApp) {
    let school = school(&app).await;
    let d = &school.dates;
    let daily = ("sectionID", school.section.as_str());
    let absent = json!([{ "studentID": school.juan, "code": "absent" }]);
    let first = save(&app, &school.maria, daily, d.monday, absent.clone()).await;
    assert_eq!(first.status, StatusCode::OK, "{}", first.body);
    assert_eq!(first.body["register"]["kind"], "daily");
    let stamp = || -> chrono::NaiveDateTime {
        registers::table.select(registers::updated_at).first(&mut app.db.conn().unwrap()).unwrap()
    };
    let (before, marks) = (stamp(), stored_marks(&app));
    assert_eq!(marks, [(school.juan.clone(), "absent".to_owned(), None, None)]);

    let second = save(&app, &school.maria, daily, d.monday, absent).await;
    assert_eq!((second.status, &second.body), (StatusCode::OK, &first.body));
    assert_eq!((register_count(&app), stored_marks(&app), stamp()), (1, marks, before), "nothing was written");
    assert_eq!(audited(&app, &school, "register taken").await.len(), 1);
    assert!(audited(&app, &school, "register changed").await.is_empty());

    let changed = json!([
        { "studentID": school.juan, "code": "present" },
        { "studentID": school.rosa, "code": "late", "minutesLate": 5 },
    ]);
    let third = save(&app, &school.admin, daily, d.monday, changed).await;
    assert_eq!(third.status, StatusCode::OK, "{}", third.body);
    assert_eq!(codes(&third), [pair("Juan Dela Cruz", "present"), pair("Rosa Torres", "late")]);
    assert_eq!(stored_marks(&app), [(school.rosa.clone(), "late".to_owned(), Some(5), None)]);
    assert_eq!(third.body["register"]["takenBy"], "Maria Santos", "taken by whoever took it first");
    let entries = audited(&app, &school, "register changed").await;
    assert_eq!(entries.len(), 1);
    let detail = entries[0]["detail"].as_str().unwrap();
    assert!(detail.starts_with(&format!("Daily register, Grade 7 Rizal, {}: ", d.monday)), "{detail}");
    assert!(
        detail.contains("Juan Dela Cruz: absent -> present") && detail.contains("Rosa Torres: present -> late"),
        "{detail}"
    );
}

async fn every_refusal_is_a_4xx_that_writes_nothing(app: TestApp) {
    let school = school(&app).await;
    let d = &school.dates;
    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    let math = school.math.as_str();
    let reads: Vec<(String, &str, StatusCode, &str)> = vec![
        (
            "/api/attendance/register?date=".to_owned() + &d.monday.to_string(),
            school.maria.as_str(),
            StatusCode::BAD_REQUEST,
            "Name a lesson or a section.",
        ),
        (
            format!("{}&sectionID={}", lesson_on(math, d.monday), school.section),
            school.maria.as_str(),
            StatusCode::BAD_REQUEST,
            "Name a lesson or a section.",
        ),
        (
            format!("/api/attendance/register?scheduleID={math}&date=24-11-2026"),
            school.maria.as_str(),
            StatusCode::BAD_REQUEST,
            "date",
        ),
        (lesson_on("nope%00", d.monday), school.maria.as_str(), StatusCode::NOT_FOUND, "This lesson does not exist."),
        (daily_on("nope", d.monday), school.maria.as_str(), StatusCode::NOT_FOUND, "This section does not exist."),
        (lesson_on(unknown, d.monday), school.maria.as_str(), StatusCode::NOT_FOUND, "This lesson does not exist."),
        (daily_on(unknown, d.monday), school.admin.as_str(), StatusCode::NOT_FOUND, "This section does not exist."),
        (lesson_on(math, d.tomorrow), school.maria.as_str(), StatusCode::BAD_REQUEST, "This day has not come yet."),
        (
            daily_on(&school.section, d.holiday),
            school.maria.as_str(),
            StatusCode::BAD_REQUEST,
            "There is no school on this day.",
        ),
        (
            daily_on(&school.section, d.before_year),
            school.admin.as_str(),
            StatusCode::BAD_REQUEST,
            "There is no school on this day.",
        ),
        (lesson_on(math, d.tuesday), school.maria.as_str(), StatusCode::BAD_REQUEST, "This lesson is not on that day."),
        (
            lesson_on(&school.science, d.tuesday),
            school.maria.as_str(),
            StatusCode::FORBIDDEN,
            "You cannot take this register.",
        ),
        (
            daily_on(&school.section, d.monday),
            school.jose.as_str(),
            StatusCode::FORBIDDEN,
            "You cannot take this register.",
        ),
    ];
    for (path, token, status, said) in &reads {
        let answer = get(&app, token, path).await;
        assert_eq!(answer.status, *status, "{path}: {}", answer.body);
        let message = answer.message();
        assert!(
            message == *said || answer.body["errors"][*said].is_string() || answer.body["errors"]["date"] == *said,
            "{path}: {}",
            answer.body
        );
    }
    // The same refusals when saving, and nothing is written.
    for (path, token, status, _) in &reads {
        let query: std::collections::HashMap<String, String> =
            url_query(path.split_once('?').map(|(_, q)| q).unwrap_or_default());
        let mut body = json!({ "marks": [] });
        for (key, value) in query {
            body[key] = json!(value);
        }
        let answer = post(&app, token, "/api/attendance/register", body.clone()).await;
        assert_eq!(answer.status, *status, "{body}: {}", answer.body);
    }

    set_registers(&app, &school, "lesson").await;
    let daily = get(&app, &school.maria, &daily_on(&school.section, d.monday)).await;
    assert_eq!(
        (daily.status, daily.message()),
        (StatusCode::BAD_REQUEST, "This school does not take daily registers.")
    );
    set_registers(&app, &school, "daily").await;
    let lesson = get(&app, &school.maria, &lesson_on(math, d.monday)).await;
    assert_eq!(
        (lesson.status, lesson.message()),
        (StatusCode::BAD_REQUEST, "This school does not take lesson registers.")
    );
    set_registers(&app, &school, "both").await;

    let juan = school.juan.as_str();
    for (marks, said) in [
        (json!([{ "studentID": unknown, "code": "absent" }]), "This student is not in this section."),
        (json!([{ "studentID": "juan", "code": "absent" }]), "This student is not in this section."),
        (json!([{ "studentID": juan, "code": "sick" }]), "Unknown attendance code: \"sick\"."),
        (
            json!([{ "studentID": juan, "code": "absent" }, { "studentID": juan, "code": "late" }]),
            "A student is marked more than once.",
        ),
        (json!([{ "studentID": juan, "code": "absent", "minutesLate": 5 }]), "Minutes late go only with a late mark."),
        (
            json!([{ "studentID": juan, "code": "late", "minutesLate": 0 }]),
            "Enter the minutes late as a whole number from 1 to 600.",
        ),
        (
            json!([{ "studentID": juan, "code": "late", "minutesLate": 601 }]),
            "Enter the minutes late as a whole number from 1 to 600.",
        ),
        (
            json!([{ "studentID": juan, "code": "late", "minutesLate": 2.5 }]),
            "Enter the minutes late as a whole number from 1 to 600.",
        ),
        (json!([{ "studentID": juan, "code": "excused" }]), "Give the reason for the excused absence."),
        (json!([{ "studentID": juan, "code": "excused", "note": "   " }]), "Give the reason for the excused absence."),
        (json!([{ "studentID": juan, "code": "absent", "note": "a".repeat(501) }]), "Use at most 500 characters."),
        (Value::Null, "Send the marks as a list."),
    ] {
        let answer = save(&app, &school.maria, ("scheduleID", math), d.monday, marks.clone()).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{marks}: {}", answer.body);
        assert_eq!(answer.body["errors"]["marks"], said, "{marks}: {}", answer.body);
    }
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    assert_eq!(get(&app, &student, &lesson_on(math, d.monday)).await.status, StatusCode::FORBIDDEN);
    assert_eq!((register_count(&app), stored_marks(&app).len()), (0, 0), "no refusal wrote anything");
}

/// The pairs of a query string, undecoded but for what these tests send.
fn url_query(query: &str) -> std::collections::HashMap<String, String> {
    query
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .map(|(k, v)| (k.to_owned(), v.replace("%00", "\u{0}")))
        .collect()
}

async fn past_the_edit_window_a_teacher_is_refused_and_an_admin_may_still_change_it(app: TestApp) {
    let school = school(&app).await;
    let old = school.dates.old_monday;
    let read = get(&app, &school.maria, &lesson_on(&school.math, old)).await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.body);
    assert_eq!(
        (&read.body["register"]["canEdit"], &read.body["register"]["editableUntil"]),
        (&json!(false), &json!((old + Days::new(7)).to_string()))
    );
    let marks = json!([{ "studentID": school.juan, "code": "absent" }]);
    let refused = save(&app, &school.maria, ("scheduleID", school.math.as_str()), old, marks.clone()).await;
    assert_eq!(
        (refused.status, refused.message()),
        (StatusCode::FORBIDDEN, "This register can no longer be changed; ask an administrator.")
    );
    assert_eq!(register_count(&app), 0);
    let by_admin = save(&app, &school.admin, ("scheduleID", school.math.as_str()), old, marks).await;
    assert_eq!(by_admin.status, StatusCode::OK, "{}", by_admin.body);
    assert_eq!(
        (by_admin.body["register"]["takenBy"].as_str(), &by_admin.body["register"]["canEdit"]),
        (Some("Administrator"), &json!(true))
    );

    // A longer window opens it again for the teacher.
    let body = json!({ "registers": "both", "editDays": 30, "chronicPercent": 10 });
    assert_eq!(post(&app, &school.admin, "/api/admins/attendance-settings", body).await.status, StatusCode::OK);
    let marks = json!([{ "studentID": school.juan, "code": "late" }]);
    let reopened = save(&app, &school.maria, ("scheduleID", school.math.as_str()), old, marks).await;
    assert_eq!(reopened.status, StatusCode::OK, "{}", reopened.body);
    assert_eq!(codes(&reopened)[0], pair("Juan Dela Cruz", "late"));
}

async fn a_teachers_and_an_admins_saves_at_once_end_as_one_of_them(app: TestApp) {
    let school = school(&app).await;
    let day = school.dates.monday;
    let registers_of = [("sectionID", school.section.as_str()), ("scheduleID", school.math.as_str())];
    for round in 0..6 {
        // The first two rounds race to take each register; the others to change it.
        let naming = registers_of[round % 2];
        let by_teacher = json!([{ "studentID": school.juan, "code": "absent", "note": format!("teacher {round}") }]);
        let by_admin = json!([
            { "studentID": school.juan, "code": "present", "note": format!("admin {round}") },
            { "studentID": school.rosa, "code": "late", "minutesLate": round + 1 },
        ]);
        let (teacher, admin) = futures_util::future::join(
            save(&app, &school.maria, naming, day, by_teacher),
            save(&app, &school.admin, naming, day, by_admin),
        )
        .await;
        assert_eq!(
            (teacher.status, admin.status),
            (StatusCode::OK, StatusCode::OK),
            "{} / {}",
            teacher.body,
            admin.body
        );
        let read =
            get(&app, &school.admin, &format!("/api/attendance/register?{}={}&date={day}", naming.0, naming.1)).await;
        let juan_note = read.body["students"][0]["note"].as_str().unwrap_or_default().to_owned();
        let expected: Vec<(String, String)> = if juan_note.starts_with("teacher") {
            vec![pair("Juan Dela Cruz", "absent"), pair("Rosa Torres", "present")]
        } else {
            assert_eq!(juan_note, format!("admin {round}"), "{}", read.body);
            vec![pair("Juan Dela Cruz", "present"), pair("Rosa Torres", "late")]
        };
        assert_eq!(codes(&read), expected, "one save or the other, never mixed: {}", read.body);
        assert!(juan_note.ends_with(&round.to_string()), "the later save replaced the earlier: {}", read.body);
    }
    assert_eq!(register_count(&app), 2, "one register each");
}

async fn excuses_are_recorded_listed_and_deleted_by_admins_and_advisers_only(app: TestApp) {
    let school = school(&app).await;
    let d = &school.dates;
    let path = "/api/attendance/excuses";
    let by_adviser = post(
        &app,
        &school.maria,
        path,
        json!({ "studentID": school.juan, "firstDay": d.old_monday.to_string(), "lastDay": (d.old_monday + Days::new(2)).to_string(), "reason": "  Flu  " }),
    )
    .await;
    assert_eq!(by_adviser.status, StatusCode::CREATED, "{}", by_adviser.body);
    assert_eq!(by_adviser.body["studentID"], school.juan.as_str());
    assert_eq!(
        (by_adviser.body["student"].as_str(), by_adviser.body["reason"].as_str()),
        (Some("Juan Dela Cruz"), Some("Flu"))
    );
    assert_eq!(
        (by_adviser.body["recordedBy"].as_str(), by_adviser.body["lastDay"].as_str()),
        (Some("Maria Santos"), Some((d.old_monday + Days::new(2)).to_string().as_str()))
    );
    assert!(by_adviser.body["createdAt"].is_string() && by_adviser.body["_id"].is_string());
    let one_day = json!({ "studentID": school.juan, "firstDay": d.monday.to_string(), "reason": "Dentist" });
    let by_admin = post(&app, &school.admin, path, one_day).await;
    assert_eq!(by_admin.status, StatusCode::CREATED, "{}", by_admin.body);
    assert_eq!(
        (by_admin.body["lastDay"].as_str(), by_admin.body["recordedBy"].as_str()),
        (Some(d.monday.to_string().as_str()), Some("Administrator"))
    );

    let of_juan = get(&app, &school.maria, &format!("{path}?studentID={}", school.juan)).await;
    assert_eq!(of_juan.status, StatusCode::OK, "{}", of_juan.body);
    let reasons: Vec<&str> =
        of_juan.body["excuses"].as_array().unwrap().iter().map(|e| e["reason"].as_str().unwrap()).collect();
    assert_eq!(reasons, ["Dentist", "Flu"], "latest first");
    let of_section = get(&app, &school.admin, &format!("{path}?sectionID={}", school.section)).await;
    assert_eq!(of_section.body["excuses"], of_juan.body["excuses"]);

    let unknown = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";
    let good = |field: &str, value: Value| {
        let mut body = json!({ "studentID": school.juan, "firstDay": d.monday.to_string(), "lastDay": d.monday.to_string(), "reason": "Flu" });
        body[field] = value;
        body
    };
    for (body, status, field) in [
        (good("reason", json!("   ")), StatusCode::BAD_REQUEST, Some("reason")),
        (good("reason", json!("a".repeat(301))), StatusCode::BAD_REQUEST, Some("reason")),
        (good("lastDay", json!((d.monday - Days::new(1)).to_string())), StatusCode::BAD_REQUEST, Some("lastDay")),
        (good("firstDay", json!("2026-02-30")), StatusCode::BAD_REQUEST, Some("firstDay")),
        (good("studentID", json!("")), StatusCode::BAD_REQUEST, Some("studentID")),
        (good("studentID", json!(unknown)), StatusCode::NOT_FOUND, None),
        (good("studentID", json!("juan\u{0}")), StatusCode::NOT_FOUND, None),
    ] {
        let refused = post(&app, &school.admin, path, body.clone()).await;
        assert_eq!(refused.status, status, "{body}: {}", refused.body);
        if let Some(field) = field {
            assert!(refused.body["errors"][field].is_string(), "{body}: {}", refused.body);
        }
    }
    for query in [String::new(), format!("studentID={}&sectionID={}", school.juan, school.section)] {
        assert_eq!(get(&app, &school.admin, &format!("{path}?{query}")).await.status, StatusCode::BAD_REQUEST);
    }
    assert_eq!(get(&app, &school.admin, &format!("{path}?studentID={unknown}")).await.status, StatusCode::NOT_FOUND);
    assert_eq!(get(&app, &school.admin, &format!("{path}?sectionID=nope")).await.status, StatusCode::NOT_FOUND);

    // Jose advises no section: he neither reads nor records nor deletes.
    let id = by_adviser.body["_id"].as_str().unwrap();
    assert_eq!(
        get(&app, &school.jose, &format!("{path}?studentID={}", school.juan)).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(
        get(&app, &school.jose, &format!("{path}?sectionID={}", school.section)).await.status,
        StatusCode::FORBIDDEN
    );
    assert_eq!(post(&app, &school.jose, path, good("reason", json!("Flu"))).await.status, StatusCode::FORBIDDEN);
    assert_eq!(
        post(&app, &school.jose, "/api/attendance/delete-excuse", json!({ "id": id })).await.status,
        StatusCode::FORBIDDEN
    );
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    assert_eq!(get(&app, &student, &format!("{path}?studentID={}", school.juan)).await.status, StatusCode::FORBIDDEN);

    for (body, status) in [
        (json!({ "id": "" }), StatusCode::BAD_REQUEST),
        (json!({ "id": "x" }), StatusCode::NOT_FOUND),
        (json!({ "id": unknown }), StatusCode::NOT_FOUND),
    ] {
        assert_eq!(post(&app, &school.admin, "/api/attendance/delete-excuse", body).await.status, status);
    }
    let deleted = post(&app, &school.maria, "/api/attendance/delete-excuse", json!({ "id": id })).await;
    assert_eq!((deleted.status, deleted.message()), (StatusCode::OK, "Excuse deleted."));
    let left = get(&app, &school.maria, &format!("{path}?studentID={}", school.juan)).await;
    assert_eq!(left.body["excuses"].as_array().unwrap().len(), 1);
    assert_eq!(audited(&app, &school, "excuse recorded").await.len(), 2);
    assert_eq!(audited(&app, &school, "excuse deleted").await.len(), 1);
}

fn excuse_count(app: &TestApp) -> i64 {
    excuses::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn deleting_a_lesson_a_section_or_a_student_takes_their_attendance_along(app: TestApp) {
    let school = school(&app).await;
    let d = &school.dates;
    let marks = json!([{ "studentID": school.juan, "code": "absent" }, { "studentID": school.rosa, "code": "late" }]);
    for naming in [("sectionID", school.section.as_str()), ("scheduleID", school.math.as_str())] {
        assert_eq!(save(&app, &school.maria, naming, d.monday, marks.clone()).await.status, StatusCode::OK);
    }
    for student in [&school.juan, &school.rosa] {
        let excuse = json!({ "studentID": student, "firstDay": d.monday.to_string(), "reason": "Flu" });
        assert_eq!(post(&app, &school.admin, "/api/attendance/excuses", excuse).await.status, StatusCode::CREATED);
    }
    assert_eq!((register_count(&app), stored_marks(&app).len(), excuse_count(&app)), (2, 4, 2));

    let deleted = post(&app, &school.admin, "/api/admins/delete-student", json!({ "ids": [school.rosa] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(
        (register_count(&app), stored_marks(&app).len(), excuse_count(&app)),
        (2, 2, 1),
        "Rosa's marks and excuse went"
    );

    let removed =
        post(&app, &school.admin, "/api/admins/delete-subject-schedule", json!({ "scheduleID": school.math })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!((register_count(&app), stored_marks(&app).len()), (1, 1), "the lesson's register went");

    let gone = post(&app, &school.admin, "/api/admins/delete-sections", json!({ "ids": [school.section] })).await;
    assert_eq!(gone.status, StatusCode::OK, "{}", gone.body);
    assert_eq!(
        (register_count(&app), stored_marks(&app).len(), excuse_count(&app)),
        (0, 0, 1),
        "Juan keeps his excuse"
    );
    let last = post(&app, &school.admin, "/api/admins/delete-student", json!({ "ids": [school.juan] })).await;
    assert_eq!(last.status, StatusCode::OK, "{}", last.body);
    assert_eq!(excuse_count(&app), 0);
}
