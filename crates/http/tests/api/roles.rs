//! Every route admits only its roles: route × caller → status.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{
    admins, categories, guardian_students, guardians, levels, news, newsletters, schedules, section_files, sections,
    students, subject_files, subjects, teachers, uploads,
};
use serde_json::{json, Value};

use crate::helpers::{samples, Answer, TestApp, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    each_route_admits_only_its_roles,
    every_admin_route_refuses_other_roles_and_changes_nothing,
    each_grades_route_admits_only_its_roles,
    a_guardian_reads_only_the_records_of_linked_children,
);

/// Protected routes and the roles each admits.
const ROUTES: [(&str, &[Role]); 10] = [
    ("/api/admins/get-teachers", &[Role::Admin]),
    ("/api/admins/home", &[Role::Admin]),
    ("/api/students/home", &[Role::Student]),
    ("/api/teachers/home", &[Role::Teacher]),
    ("/api/guardians/home", &[Role::Guardian]),
    // The Fees screens choose levels from it: cashiers read it too.
    ("/api/admins/get-categories", &[Role::Admin, Role::Cashier]),
    ("/api/admins/guardians", &[Role::Admin]),
    ("/api/students/get-all-teachers", &[Role::Student]),
    ("/api/teachers/get-all-students", &[Role::Teacher]),
    ("/api/guardians/children", &[Role::Guardian]),
];

async fn each_route_admits_only_its_roles(app: TestApp) {
    for (path, _) in ROUTES {
        let answer = app.get(path).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{path} without a session");
        assert_eq!(answer.message(), "You are not signed in.");
    }
    for caller in Role::ALL {
        app.forget_cookie();
        app.sign_in_as(caller).await;
        for (path, admitted) in ROUTES {
            let answer = app.get(path).await;
            let expected = if admitted.contains(&caller) { StatusCode::OK } else { StatusCode::FORBIDDEN };
            assert_eq!(answer.status, expected, "{caller} on {path}: {}", answer.body);
            if expected == StatusCode::OK && path.ends_with("/home") {
                // A Home: one object of the caller's figures.
                assert!(answer.body.is_object(), "{path}: {}", answer.body);
            } else if expected == StatusCode::OK {
                // A plain list, or one under its own key (`{"children": [...]}`).
                let list = answer.body.as_array().or_else(|| {
                    answer.body.as_object().and_then(|map| map.values().find_map(serde_json::Value::as_array))
                });
                assert!(list.is_some_and(|list| !list.is_empty()), "{path}: {}", answer.body);
            } else {
                assert_eq!(answer.message(), "You do not have access to this.");
            }
        }
    }
}

/// How a route is called.
enum Call {
    Get,
    Post(Value),
    /// A multipart upload of a small PDF in this field.
    Upload(&'static str),
}

/// What a teacher or a student gets from a route.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Expect {
    /// 403: the route is not for this role.
    Refused,
    /// 403: the route admits the role, but only for their own account, and this is another's.
    NotTheirs,
    /// 200: the spec opens this read to the role.
    Read,
}

use Expect::{NotTheirs, Read, Refused};

/// One row of the table: the route, a body that would work for an admin, and what a teacher
/// and a student get.
struct Case {
    path: &'static str,
    call: Call,
    teacher: Expect,
    student: Expect,
}

fn case(path: &'static str, call: Call, teacher: Expect, student: Expect) -> Case {
    Case { path, call, teacher, student }
}

/// An id no record has.
const SOME_ID: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

fn admin_only(path: &'static str, call: Call) -> Case {
    case(path, call, Refused, Refused)
}

/// Ids of real rows, so each body is one an admin could send.
struct Ids {
    admin: String,
    other_teacher: String,
    other_student: String,
    category: String,
    level: String,
    section: String,
    subject: String,
    schedule: String,
    news: String,
    newsletter: String,
}

/// Adds the news item and the newsletter the demo school lacks; answers real ids of each kind.
async fn real_ids(app: &TestApp) -> Ids {
    app.sign_in_as(Role::Admin).await;
    let news = app.post("/api/admins/create-news-updates", json!({ "image": null, "text": "<p>Enrolment</p>" })).await;
    assert_eq!(news.status, StatusCode::CREATED, "{}", news.body);
    let memo = app.post("/api/admins/upload-newsletter-memo", json!({ "link": "https://school.test/memo" })).await;
    assert_eq!(memo.status, StatusCode::CREATED, "{}", memo.body);
    app.forget_cookie();
    let mut conn = app.db.conn().unwrap();
    Ids {
        admin: admins::table.select(admins::id).first(&mut conn).unwrap(),
        other_teacher: teachers::table
            .filter(teachers::email.ne(TEACHER_EMAIL))
            .select(teachers::id)
            .first(&mut conn)
            .unwrap(),
        other_student: students::table
            .filter(students::email.ne(STUDENT_EMAIL))
            .select(students::id)
            .first(&mut conn)
            .unwrap(),
        category: categories::table.select(categories::id).first(&mut conn).unwrap(),
        level: sections::table.select(sections::level_id).first(&mut conn).unwrap(),
        section: sections::table.select(sections::id).first(&mut conn).unwrap(),
        subject: subjects::table.select(subjects::id).first(&mut conn).unwrap(),
        schedule: schedules::table.select(schedules::id).first(&mut conn).unwrap(),
        news: news.body["_id"].as_str().unwrap().to_owned(),
        newsletter: memo.body["_id"].as_str().unwrap().to_owned(),
    }
}

/// Every `/api/admins/*` route (sign-in aside) and the admin-only upload. The other uploads,
/// which teachers and students may use, have their own table in `files.rs`.
fn every_admin_route(ids: &Ids) -> Vec<Case> {
    let year = json!({ "id": SOME_ID, "name": "2026–2027", "firstDay": "2026-06-01", "lastDay": "2027-03-31" });
    let period = json!({
        "id": SOME_ID, "schoolYearID": SOME_ID, "name": "First Quarter", "firstDay": "2026-06-01", "lastDay": "2026-08-14"
    });
    let teacher = json!({
        "first_name": "Ana", "middle_name": "", "last_name": "Reyes", "phone": "09175550101",
        "email": "ana.reyes@school.test", "password": "", "image": null, "birthdate": "1990-01-31",
        "address": "12 Luna St", "zoom_link": "", "zoom_id": "", "zoom_password": ""
    });
    let mut other_teacher = teacher.clone();
    other_teacher["id"] = json!(ids.other_teacher);
    let student = json!({
        "first_name": "Lea", "middle_name": "", "last_name": "Bautista", "email": "lea@school.test",
        "address": "3 Mabini St", "password": "", "image": null, "birthdate": "2011-02-14",
        "parent_fName": "Rosa", "parent_mName": "", "parent_lName": "Bautista", "parent_email": "",
        "phone": "", "relationship": "Mother", "categoryID": "", "levelID": "", "sectionID": ""
    });
    let mut other_student = student.clone();
    other_student["id"] = json!(ids.other_student);
    let slot =
        |field: &str| json!({ field: ids.subject, "day": "Sunday", "startTime": "08:00 AM", "endTime": "09:00 AM" });
    let membership = json!({ "studentID": ids.other_student, "sectionID": ids.section });
    vec![
        admin_only("/api/admins/default-password", Call::Get),
        admin_only("/api/admins/reset-password", Call::Post(json!({ "role": "student", "id": ids.other_student }))),
        admin_only("/api/admins/get-teachers", Call::Get),
        admin_only("/api/admins/create-teacher", Call::Post(teacher)),
        case("/api/admins/update-teacher", Call::Post(other_teacher), NotTheirs, Refused),
        admin_only("/api/admins/delete-teacher", Call::Post(json!({ "ids": [ids.other_teacher] }))),
        admin_only("/api/admins/get-students", Call::Get),
        admin_only("/api/admins/get-student", Call::Get),
        admin_only("/api/admins/get-enrolments", Call::Get),
        admin_only(
            "/api/admins/transfer-out",
            Call::Post(json!({ "studentID": ids.other_student, "date": "2026-09-01", "school": "Rizal High" })),
        ),
        admin_only(
            "/api/admins/drop-learner",
            Call::Post(json!({ "studentID": ids.other_student, "date": "2026-09-01", "reason": "b.1" })),
        ),
        admin_only(
            "/api/admins/transfer-in",
            Call::Post(json!({ "studentID": ids.other_student, "school": "Rizal High" })),
        ),
        admin_only("/api/admins/create-student", Call::Post(student)),
        case("/api/admins/update-student", Call::Post(other_student), Refused, NotTheirs),
        case("/api/admins/search-students", Call::Post(json!({ "searchInput": "student" })), Read, Refused),
        admin_only("/api/admins/delete-student", Call::Post(json!({ "ids": [ids.other_student] }))),
        admin_only("/api/admins/add-student-section", Call::Post(membership.clone())),
        admin_only("/api/admins/remove-student", Call::Post(membership)),
        admin_only(
            "/api/admins/move-students",
            Call::Post(json!({ "ids": [ids.other_student], "sectionID": ids.section })),
        ),
        admin_only("/api/admins/audit-log", Call::Get),
        admin_only("/api/admins/home", Call::Get),
        admin_only("/api/admins/guardians", Call::Get),
        admin_only(
            "/api/admins/create-guardian",
            Call::Post(json!({ "first_name": "Rosa", "last_name": "Bautista", "email": "rosa@family.test" })),
        ),
        admin_only("/api/admins/create-guardian-from-student", Call::Post(json!({ "studentID": ids.other_student }))),
        admin_only(
            "/api/admins/link-guardian",
            Call::Post(json!({ "guardianID": SOME_ID, "studentID": ids.other_student })),
        ),
        admin_only(
            "/api/admins/unlink-guardian",
            Call::Post(json!({ "guardianID": SOME_ID, "studentID": ids.other_student })),
        ),
        admin_only("/api/admins/delete-guardian", Call::Post(json!({ "ids": [SOME_ID] }))),
        admin_only("/api/admins/preview-guardian-accounts", Call::Post(json!({ "sectionID": ids.section }))),
        admin_only("/api/admins/create-guardian-accounts", Call::Post(json!({}))),
        admin_only("/api/admins/students-without-guardian", Call::Get),
        admin_only("/api/admins/import-guardians", Call::Upload("file")),
        admin_only("/api/admins/admins", Call::Get),
        admin_only(
            "/api/admins/create-admin",
            Call::Post(json!({ "email": "registrar@school.test", "password": "starting-pass-1" })),
        ),
        admin_only(
            "/api/admins/reset-admin-password",
            Call::Post(json!({ "id": ids.admin, "password": "starting-pass-1" })),
        ),
        admin_only("/api/admins/delete-admin", Call::Post(json!({ "id": ids.admin }))),
        admin_only("/api/admins/school-years", Call::Get),
        admin_only("/api/admins/create-school-year", Call::Post(year.clone())),
        admin_only("/api/admins/update-school-year", Call::Post(year.clone())),
        admin_only("/api/admins/delete-school-year", Call::Post(json!({ "id": SOME_ID }))),
        admin_only("/api/admins/set-current-school-year", Call::Post(json!({ "id": SOME_ID }))),
        admin_only("/api/admins/add-term", Call::Post(period.clone())),
        admin_only("/api/admins/update-term", Call::Post(period.clone())),
        admin_only("/api/admins/delete-term", Call::Post(json!({ "id": SOME_ID }))),
        admin_only("/api/admins/add-no-school-day", Call::Post(period)),
        admin_only("/api/admins/delete-no-school-day", Call::Post(json!({ "id": SOME_ID }))),
        admin_only("/api/admins/timetable?sectionID=0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b", Call::Get),
        admin_only(
            "/api/admins/attendance-settings",
            Call::Post(json!({ "registers": "daily", "editDays": 3, "chronicPercent": 15 })),
        ),
        admin_only("/api/admins/guardian-alert-settings", Call::Post(json!({ "resendMinutes": 45 }))),
        admin_only("/api/admins/sign-in-settings", Call::Post(json!({ "second_step_required": false }))),
        admin_only("/api/admins/reset-second-step", Call::Post(json!({ "role": "teacher", "id": ids.other_teacher }))),
        admin_only("/api/admins/school-accounts", Call::Post(json!({ "provider": "google", "enabled": false }))),
        admin_only(
            "/api/admins/close-school-year",
            Call::Post(
                json!({ "id": SOME_ID, "moves": [{ "sectionID": ids.section, "to": "graduate" }], "confirm": true }),
            ),
        ),
        admin_only("/api/admins/archived-students", Call::Get),
        admin_only("/api/admins/export-archived-students.csv", Call::Get),
        admin_only("/api/admins/restore-students", Call::Post(json!({ "ids": [SOME_ID] }))),
        admin_only("/api/admins/import-students", Call::Upload("file")),
        admin_only("/api/admins/import-teachers", Call::Upload("file")),
        admin_only(
            "/api/admins/undo-import",
            Call::Post(json!({ "importId": "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b" })),
        ),
        admin_only("/api/admins/export-students.csv", Call::Get),
        admin_only("/api/admins/export-teachers.csv", Call::Get),
        admin_only("/api/admins/get-categories", Call::Get),
        admin_only("/api/admins/get-levels", Call::Post(json!({ "category": ids.category }))),
        admin_only("/api/admins/get-level", Call::Post(json!({ "levelID": ids.level }))),
        admin_only("/api/admins/get-sections", Call::Post(json!({ "levelID": ids.level }))),
        admin_only("/api/admins/get-section", Call::Post(json!({ "id": ids.section }))),
        admin_only("/api/admins/get-subject", Call::Post(json!({ "id": ids.subject }))),
        admin_only("/api/admins/create-category", Call::Post(json!({ "category": "College" }))),
        admin_only("/api/admins/create-level", Call::Post(json!({ "category": ids.category, "level": "Grade 10" }))),
        admin_only(
            "/api/admins/create-section",
            Call::Post(json!({ "level": ids.level, "section": "Newton", "adviser": ids.other_teacher })),
        ),
        admin_only(
            "/api/admins/create-subject",
            Call::Post(json!({ "subject": "Music", "section": ids.section, "teacher": ids.other_teacher })),
        ),
        admin_only(
            "/api/admins/add-subject-section",
            Call::Post(json!({ "subjectName": "Art", "subjectTeacher": ids.other_teacher, "sectionID": ids.section })),
        ),
        admin_only("/api/admins/create-schedule", Call::Post(slot("subject"))),
        admin_only("/api/admins/add-subject-schedule", Call::Post(slot("subjectID"))),
        admin_only("/api/admins/delete-subject-schedule", Call::Post(json!({ "scheduleID": ids.schedule }))),
        admin_only(
            "/api/admins/update-adviser-section",
            Call::Post(json!({ "sectionID": ids.section, "section": "Rizal B", "adviser": ids.other_teacher })),
        ),
        admin_only(
            "/api/admins/update-subject-teacher",
            Call::Post(json!({ "teacher": ids.other_teacher, "subject": "Algebra", "subjectID": ids.subject })),
        ),
        admin_only("/api/admins/remove-subject", Call::Post(json!({ "id": ids.subject }))),
        admin_only("/api/admins/delete-sections", Call::Post(json!({ "ids": [ids.section] }))),
        admin_only("/api/admins/delete-all-classes", Call::Post(json!({ "ids": [ids.category] }))),
        admin_only("/api/admins/export-classes", Call::Get),
        admin_only("/api/admins/import-classes", Call::Upload("file")),
        admin_only("/api/admins/class-list", Call::Get),
        admin_only("/api/admins/export-section.csv", Call::Get),
        case("/api/admins/get-news-updates", Call::Get, Read, Read),
        admin_only("/api/admins/create-news-updates", Call::Post(json!({ "image": null, "text": "<p>Hi</p>" }))),
        admin_only(
            "/api/admins/edit-news-updates",
            Call::Post(json!({ "id": ids.news, "image": null, "text": "<p>Changed</p>" })),
        ),
        admin_only("/api/admins/delete-news-updates", Call::Post(json!({ "id": ids.news }))),
        case("/api/admins/get-newsletters-memos", Call::Get, Read, Read),
        admin_only("/api/admins/upload-newsletter-memo", Call::Post(json!({ "link": "https://school.test/new" }))),
        admin_only("/api/admins/delete-newsletters-memos", Call::Post(json!({ "newsletterID": ids.newsletter }))),
        admin_only("/api/newsletterUpload", Call::Upload("file")),
        admin_only("/api/grades/report-card-jobs", Call::Get),
        admin_only("/api/grades/report-card-jobs", Call::Post(json!({ "yearID": SOME_ID }))),
    ]
}

async fn call(app: &TestApp, case: &Case) -> Answer {
    match &case.call {
        Call::Get => app.get(case.path).await,
        Call::Post(body) => app.post(case.path, body.clone()).await,
        Call::Upload(field) => app.upload(case.path, field, "memo.pdf", samples::PDF).await,
    }
}

/// Every row of every table a route could write, as text: any insert, update or delete shows.
fn snapshot(app: &TestApp) -> Vec<String> {
    let mut conn = app.db.conn().unwrap();
    let conn = &mut conn;
    let mut rows: Vec<String> = Vec::new();
    macro_rules! dump {
        ($query:expr, $row:ty) => {
            rows.extend($query.load::<$row>(conn).unwrap().into_iter().map(|row| format!("{row:?}")))
        };
    }
    type Text = Option<String>;
    dump!(
        admins::table.order(admins::id).select((admins::id, admins::email, admins::password_hash)),
        (String, String, String)
    );
    dump!(
        teachers::table.order(teachers::id).select((
            teachers::id,
            teachers::first_name,
            teachers::last_name,
            teachers::phone,
            teachers::email,
            teachers::image,
            teachers::password_hash,
            teachers::updated_at,
        )),
        (String, String, String, String, String, Text, String, chrono::NaiveDateTime)
    );
    dump!(
        students::table.order(students::id).select((
            students::id,
            students::first_name,
            students::last_name,
            students::email,
            students::image,
            students::section_id,
            students::password_hash,
            students::updated_at,
        )),
        (String, String, String, String, Text, Text, String, chrono::NaiveDateTime)
    );
    dump!(categories::table.order(categories::id).select((categories::id, categories::name)), (String, String));
    dump!(
        levels::table.order(levels::id).select((levels::id, levels::category_id, levels::name)),
        (String, String, String)
    );
    dump!(
        sections::table.order(sections::id).select((
            sections::id,
            sections::level_id,
            sections::name,
            sections::adviser_id
        )),
        (String, String, String, Text)
    );
    dump!(
        subjects::table.order(subjects::id).select((
            subjects::id,
            subjects::section_id,
            subjects::name,
            subjects::teacher_id
        )),
        (String, String, String, Text)
    );
    dump!(
        schedules::table.order(schedules::id).select((
            schedules::id,
            schedules::subject_id,
            schedules::day,
            schedules::start_time,
            schedules::end_time,
        )),
        (String, String, String, String, String)
    );
    dump!(
        news::table.order(news::id).select((news::id, news::image, news::text, news::updated_at)),
        (String, Text, String, chrono::NaiveDateTime)
    );
    dump!(
        newsletters::table.order(newsletters::id).select((newsletters::id, newsletters::file, newsletters::link)),
        (String, Text, Text)
    );
    dump!(uploads::table.order(uploads::path).select(uploads::path), String);
    dump!(
        guardians::table.order(guardians::id).select((
            guardians::id,
            guardians::email,
            guardians::first_name,
            guardians::image,
            guardians::password_hash,
        )),
        (String, String, String, Text, String)
    );
    dump!(
        guardian_students::table.order((guardian_students::guardian_id, guardian_students::student_id)).select((
            guardian_students::guardian_id,
            guardian_students::student_id,
            guardian_students::relationship
        )),
        (String, String, String)
    );
    dump!(section_files::table.order(section_files::id).select(section_files::id), String);
    dump!(subject_files::table.order(subject_files::id).select(subject_files::id), String);
    rows
}

/// The `/api/admins/*` paths the administrators' route table registers, read from the source so
/// a new route cannot be added without a row here. The table registers every route itself: no
/// area file registers routes of its own.
fn registered_admin_paths() -> Vec<String> {
    let table = include_str!("../../src/routes/admin/mod.rs");
    let areas = [
        ("accounts", include_str!("../../src/routes/admin/accounts.rs")),
        ("audit_log", include_str!("../../src/routes/admin/audit_log.rs")),
        ("classes", include_str!("../../src/routes/admin/classes/mod.rs")),
        ("classes::categories", include_str!("../../src/routes/admin/classes/categories.rs")),
        ("classes::class_list", include_str!("../../src/routes/admin/classes/class_list.rs")),
        ("classes::schedules", include_str!("../../src/routes/admin/classes/schedules.rs")),
        ("classes::sections", include_str!("../../src/routes/admin/classes/sections.rs")),
        ("classes::shared", include_str!("../../src/routes/admin/classes/shared.rs")),
        ("classes::subjects", include_str!("../../src/routes/admin/classes/subjects.rs")),
        ("classes::transfer", include_str!("../../src/routes/admin/classes/transfer.rs")),
        ("default_password", include_str!("../../src/routes/admin/default_password.rs")),
        ("enrolments", include_str!("../../src/routes/admin/enrolments.rs")),
        ("transfers", include_str!("../../src/routes/admin/transfers.rs")),
        ("imports", include_str!("../../src/routes/admin/imports.rs")),
        ("guardians", include_str!("../../src/routes/admin/guardians.rs")),
        ("guardian_accounts", include_str!("../../src/routes/admin/guardian_accounts.rs")),
        ("guardian_alert_settings", include_str!("../../src/routes/admin/guardian_alert_settings.rs")),
        ("sign_in_settings", include_str!("../../src/routes/admin/sign_in_settings.rs")),
        ("guardian_import", include_str!("../../src/routes/admin/guardian_import.rs")),
        ("home", include_str!("../../src/routes/admin/home.rs")),
        ("news", include_str!("../../src/routes/admin/news.rs")),
        ("newsletters", include_str!("../../src/routes/admin/newsletters.rs")),
        ("password_reset", include_str!("../../src/routes/admin/password_reset.rs")),
        ("placement", include_str!("../../src/routes/admin/placement.rs")),
        ("students", include_str!("../../src/routes/admin/students.rs")),
        ("teachers", include_str!("../../src/routes/admin/teachers.rs")),
        ("administrators", include_str!("../../src/routes/admin/administrators.rs")),
        ("attendance_settings", include_str!("../../src/routes/admin/attendance_settings.rs")),
        ("school_years", include_str!("../../src/routes/admin/school_years.rs")),
        ("timetables", include_str!("../../src/routes/admin/timetables.rs")),
        ("year_end", include_str!("../../src/routes/admin/year_end.rs")),
    ];
    let (_, classes) = areas[2];
    let declared = table.matches("\npub mod ").count() + classes.matches("\npub mod ").count();
    assert_eq!(declared, areas.len(), "the admin area has a file this test does not read");
    assert!(!table.contains(".configure("), "the admin table registers an area's routes elsewhere");
    for (module, source) in areas {
        for registering in ["web::resource(", "web::scope(", ".configure(", ".route("] {
            assert!(!source.contains(registering), "{module} registers routes outside the admin table");
        }
    }
    let mut paths = Vec::new();
    for piece in table.split("web::resource(\"").skip(1) {
        let path = piece.split('"').next().unwrap();
        paths.push(format!("/api/admins{path}"));
    }
    paths
}

/// Without a session every admin route answers 401; teachers and students get 403 except
/// where the spec opens a route to them, and none of these calls changes anything.
async fn every_admin_route_refuses_other_roles_and_changes_nothing(app: TestApp) {
    let ids = real_ids(&app).await;
    let table = every_admin_route(&ids);
    // A call's query string is part of its case, not of its route.
    let mut listed: Vec<String> =
        table.iter().map(|case| case.path.split('?').next().unwrap_or_default().to_owned()).collect();
    listed.retain(|path| path.starts_with("/api/admins/"));
    let mut registered = registered_admin_paths();
    registered.retain(|path| path != "/api/admins/login");
    registered.sort();
    listed.sort();
    assert_eq!(listed, registered, "the table covers every admin route");

    let before = snapshot(&app);
    app.forget_cookie();
    for case in &table {
        let answer = call(&app, case).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{} without a session: {}", case.path, answer.body);
        assert_eq!(answer.message(), "You are not signed in.");
    }
    for role in [Role::Teacher, Role::Student, Role::Guardian] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        for case in &table {
            // A guardian may read what every signed-in role reads (news, newsletters), nothing else.
            let expected = match role {
                Role::Teacher => case.teacher,
                Role::Student => case.student,
                _ if case.teacher == Read && case.student == Read => Read,
                _ => Refused,
            };
            let answer = call(&app, case).await;
            match expected {
                Refused => {
                    assert_eq!(answer.status, StatusCode::FORBIDDEN, "{role} on {}: {}", case.path, answer.body);
                    assert_eq!(answer.message(), "You do not have access to this.", "{role} on {}", case.path);
                }
                NotTheirs => {
                    assert_eq!(answer.status, StatusCode::FORBIDDEN, "{role} on {}: {}", case.path, answer.body);
                    assert_ne!(answer.message(), "You do not have access to this.", "{role} on {}", case.path);
                }
                Read => {
                    assert_eq!(answer.status, StatusCode::OK, "{role} on {}: {}", case.path, answer.body);
                    assert!(answer.body.as_array().is_some_and(|list| !list.is_empty()), "{}", case.path);
                }
            }
        }
    }
    assert_eq!(snapshot(&app), before, "refused calls changed nothing");

    // The same bodies pass the role check for an admin: the refusals above are about the caller.
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    for case in &table {
        let answer = call(&app, case).await;
        assert!(
            ![StatusCode::UNAUTHORIZED, StatusCode::FORBIDDEN].contains(&answer.status)
                && !answer.status.is_server_error(),
            "admin on {}: {} {}",
            case.path,
            answer.status,
            answer.body
        );
    }
}

/// Every `/api/grades/*` call of the grades table (docs/grades.md) and the roles it admits;
/// whose subject or section it is comes after the role (tested in `grades` and `grade_locks`).
const GRADES_ROUTES: [(&str, &str, &[Role]); 19] = [
    ("GET", "/api/grades/schemes", &[Role::Admin]),
    ("POST", "/api/grades/schemes", &[Role::Admin]),
    ("POST", "/api/grades/reset-scheme", &[Role::Admin]),
    ("GET", "/api/grades/settings", &[Role::Admin]),
    ("POST", "/api/grades/settings", &[Role::Admin]),
    ("GET", "/api/grades/my-subjects", &[Role::Teacher]),
    ("GET", "/api/grades/gradebook", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/assessments", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/update-assessment", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/delete-assessment", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/score", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/submit", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/withdraw", &[Role::Admin, Role::Teacher]),
    ("GET", "/api/grades/section", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/comment", &[Role::Admin, Role::Teacher]),
    ("POST", "/api/grades/publish", &[Role::Admin]),
    ("POST", "/api/grades/unlock", &[Role::Admin]),
    ("GET", "/api/grades/publications", &[Role::Admin]),
    ("GET", "/api/grades/mine", &[Role::Student]),
];

/// Signed out, every grades call answers 401; a role it does not admit gets 403 and changes
/// nothing; a role it admits passes the role check (a 2xx, or a 4xx about the request).
async fn each_grades_route_admits_only_its_roles(app: TestApp) {
    let source = include_str!("../../src/routes/grades/mod.rs");
    let registered = source.matches("web::resource(\"").count();
    let methods = source.matches(".get(").count() + source.matches(".post(").count();
    let listed: Vec<String> = GRADES_ROUTES.iter().map(|(_, path, _)| path.to_string()).collect();
    assert_eq!(methods, GRADES_ROUTES.len(), "the table lists every method of the grades routes");
    for piece in source.split("web::resource(\"").skip(1) {
        let path = format!("/api/grades{}", piece.split('"').next().unwrap());
        assert!(listed.contains(&path), "{path} is not in the table");
    }
    assert!(registered > 10);
    let before = snapshot(&app);
    for caller in [None, Some(Role::Admin), Some(Role::Teacher), Some(Role::Student), Some(Role::Guardian)] {
        app.forget_cookie();
        if let Some(role) = caller {
            app.sign_in_as(role).await;
        }
        for (method, path, admitted) in GRADES_ROUTES {
            let answer = match method {
                "GET" => app.get(path).await,
                _ => app.post(path, json!({})).await,
            };
            let shown = format!("{caller:?} {method} {path}: {} {}", answer.status, answer.body);
            assert!(answer.body["message"].is_string() || answer.status.is_success(), "{shown}");
            match caller {
                None => assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{shown}"),
                Some(role) if admitted.contains(&role) => {
                    assert!(!answer.status.is_server_error(), "{shown}");
                    assert_ne!(answer.body["message"], "You do not have access to this.", "{shown}");
                    assert_ne!(answer.status, StatusCode::UNAUTHORIZED, "{shown}");
                }
                Some(_) => {
                    assert_eq!(answer.status, StatusCode::FORBIDDEN, "{shown}");
                    assert_eq!(answer.message(), "You do not have access to this.", "{shown}");
                }
            }
        }
    }
    assert_eq!(snapshot(&app), before, "refused calls changed nothing");
}

/// A guardian's reads of a child: route × (own child, another child, an id that names no
/// student) → status. The link is checked before anything about the child is read: another
/// child is 403 whatever exists, and an id that names no student 404, as on the guardian
/// portal's calls about a child.
async fn a_guardian_reads_only_the_records_of_linked_children(app: TestApp) {
    let mut conn = app.db.conn().unwrap();
    let own: String =
        students::table.filter(students::email.eq(STUDENT_EMAIL)).select(students::id).first(&mut conn).unwrap();
    let other: String =
        students::table.filter(students::email.ne(STUDENT_EMAIL)).select(students::id).first(&mut conn).unwrap();
    drop(conn);
    let reads: [(&str, StatusCode); 2] = [
        ("/api/attendance/student-summary?studentID={}", StatusCode::OK),
        ("/api/grades/report-card?yearID=0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b&studentID={}", StatusCode::NOT_FOUND),
    ];
    let before = snapshot(&app);
    app.forget_cookie();
    app.sign_in_as(Role::Guardian).await;
    for (route, for_own) in reads {
        let children = [
            (own.as_str(), for_own),
            (other.as_str(), StatusCode::FORBIDDEN),
            ("5e0c1f3a-8d2b-4c6e-9f1a-2b3c4d5e6f70", StatusCode::NOT_FOUND),
            ("x%00", StatusCode::NOT_FOUND),
        ];
        for (child, expected) in children {
            let path = route.replace("{}", child);
            let answer = app.get(&path).await;
            assert_eq!(answer.status, expected, "guardian on {path}: {}", answer.body);
            if child == other {
                assert_eq!(answer.message(), "This student is not linked to your account.");
            } else if child != own {
                assert_eq!(answer.message(), "This student does not exist.", "guardian on {path}");
            }
        }
    }
    assert_eq!(snapshot(&app), before, "reads changed nothing");
}
