//! Names in the class structure: unique within their parent, whatever their letter case, down to
//! the database itself and through the upgrade that made them so.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::categories;
use serde_json::{json, Value};

use crate::classes::{build_class, count_classes, id_of, teacher_id};
use crate::helpers::{TestApp, TEACHER_EMAIL};

crate::on_every_backend!(
    names_are_unique_within_their_parent,
    names_are_unique_whatever_their_letter_case,
    the_database_itself_refuses_names_that_differ_only_in_case,
    an_upgrade_tells_apart_names_that_already_differ_only_in_case,
);

async fn names_are_unique_within_their_parent(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let (category, level, section, _) = build_class(&app, &maria).await;
    let again = app.post("/api/admins/create-category", json!({ "category": "College" })).await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert_eq!(again.body["errors"]["category"], "A category with this name already exists.");
    let level_again =
        app.post("/api/admins/create-level", json!({ "category": category, "level": "First Year" })).await;
    assert_eq!(level_again.status, StatusCode::CONFLICT);
    let section_again = app.post("/api/admins/create-section", json!({ "level": level, "section": "Einstein" })).await;
    assert_eq!(section_again.status, StatusCode::CONFLICT);
    let subject_again = app
        .post("/api/admins/create-subject", json!({ "subject": "Physics", "section": section, "teacher": maria }))
        .await;
    assert_eq!(subject_again.status, StatusCode::CONFLICT);
    assert_eq!(subject_again.message(), "Subject already Exists for this Section!");
    let via_edit = app
        .post(
            "/api/admins/add-subject-section",
            json!({ "subjectName": "Physics", "subjectTeacher": maria, "sectionID": section }),
        )
        .await;
    assert_eq!(via_edit.status, StatusCode::CONFLICT);
    assert_eq!(via_edit.message(), "Subject already Exists for this Section!");
    // The same names are fine under another parent.
    let other = app.post("/api/admins/create-category", json!({ "category": "Graduate School" })).await;
    let level2 =
        app.post("/api/admins/create-level", json!({ "category": id_of(&other.body), "level": "First Year" })).await;
    assert_eq!(level2.status, StatusCode::CREATED);
}

async fn names_are_unique_whatever_their_letter_case(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let (category, level, section, physics) = build_class(&app, &maria).await;
    let before = count_classes(&app);
    let conflicts: Vec<(&str, Value, &str, &str)> = vec![
        (
            "/api/admins/create-category",
            json!({ "category": "COLLEGE" }),
            "category",
            "A category with this name already exists.",
        ),
        (
            "/api/admins/create-level",
            json!({ "category": category, "level": "first year" }),
            "level",
            "This category already has a level with this name.",
        ),
        (
            "/api/admins/create-section",
            json!({ "level": level, "section": "EINSTEIN", "adviser": maria }),
            "section",
            "This level already has a section with this name.",
        ),
        (
            "/api/admins/create-subject",
            json!({ "subject": "physics", "section": section, "teacher": maria }),
            "subject",
            "Subject already Exists for this Section!",
        ),
        (
            "/api/admins/add-subject-section",
            json!({ "subjectName": "PHYSICS", "subjectTeacher": maria, "sectionID": section }),
            "subject",
            "Subject already Exists for this Section!",
        ),
    ];
    for (path, body, field, message) in conflicts {
        let answer = app.post(path, body.clone()).await;
        assert_eq!(answer.status, StatusCode::CONFLICT, "{path} {body}: {}", answer.body);
        assert_eq!(answer.message(), message, "{path}");
        assert_eq!(answer.body["errors"][field], message, "{path}");
    }
    assert_eq!(count_classes(&app), before, "nothing was created");

    // Renaming onto a sibling's name in another case is refused too, and changes nothing.
    let curie = app.post("/api/admins/create-section", json!({ "level": level, "section": "Curie" })).await;
    let curie = id_of(&curie.body);
    let renamed = app
        .post(
            "/api/admins/update-adviser-section",
            json!({ "sectionID": curie, "section": "einstein", "adviser": maria }),
        )
        .await;
    assert_eq!(renamed.status, StatusCode::CONFLICT, "{}", renamed.body);
    assert_eq!(app.post("/api/admins/get-section", json!({ "id": curie })).await.body["section"]["section"], "Curie");
    let chemistry = app
        .post(
            "/api/admins/add-subject-section",
            json!({ "subjectName": "Chemistry", "subjectTeacher": maria, "sectionID": section }),
        )
        .await;
    let chemistry = id_of(&chemistry.body);
    let other = teacher_id(&app, "teacher2@demo.lyceum.test").await;
    let subject_renamed = app
        .post(
            "/api/admins/update-subject-teacher",
            json!({ "teacher": other, "subject": "PHYSICS", "subjectID": chemistry }),
        )
        .await;
    assert_eq!(subject_renamed.status, StatusCode::CONFLICT);
    let unchanged = app.post("/api/admins/get-subject", json!({ "id": chemistry })).await.body;
    assert_eq!(
        (unchanged["subject"].as_str(), unchanged["teacher"].as_str()),
        (Some("Chemistry"), Some(maria.as_str()))
    );

    // A class may change the case of its own name.
    let own_case = app
        .post(
            "/api/admins/update-adviser-section",
            json!({ "sectionID": section, "section": "EINSTEIN", "adviser": maria }),
        )
        .await;
    assert_eq!(own_case.status, StatusCode::OK, "{}", own_case.body);
    let own_subject = app
        .post(
            "/api/admins/update-subject-teacher",
            json!({ "teacher": maria, "subject": "physics", "subjectID": physics }),
        )
        .await;
    assert_eq!(own_subject.status, StatusCode::OK, "{}", own_subject.body);
    assert_eq!(own_subject.body["subject"], "physics");

    // Letters beyond ASCII fold alike on both databases.
    let accented = app.post("/api/admins/create-category", json!({ "category": "École Normale" })).await;
    assert_eq!(accented.status, StatusCode::CREATED);
    let folded = app.post("/api/admins/create-category", json!({ "category": "école normale" })).await;
    assert_eq!(folded.status, StatusCode::CONFLICT, "{}", folded.body);
}

fn insert_category(app: &TestApp, id: &str, name: &str) -> diesel::QueryResult<usize> {
    diesel::insert_into(categories::table)
        .values((
            categories::id.eq(id),
            categories::name.eq(name),
            categories::created_at.eq(lyceum_persistence::now()),
        ))
        .execute(&mut app.db.conn().unwrap())
}

/// Two admins racing past the server's check still cannot store "Senior" beside "senior".
async fn the_database_itself_refuses_names_that_differ_only_in_case(app: TestApp) {
    let existing: String = categories::table.select(categories::name).first(&mut app.db.conn().unwrap()).unwrap();
    let refused = insert_category(&app, &lyceum_persistence::new_id(), &existing.to_uppercase());
    assert!(
        matches!(
            refused,
            Err(diesel::result::Error::DatabaseError(diesel::result::DatabaseErrorKind::UniqueViolation, _))
        ),
        "{refused:?}"
    );
}

/// The up and down SQL of the case-insensitive names migration, for SQLite then PostgreSQL.
const CASE_MIGRATION: [(&str, &str); 2] = [
    (
        include_str!("../../../../migrations/sqlite/2026-11-23-104500_class_names_ignore_case/up.sql"),
        include_str!("../../../../migrations/sqlite/2026-11-23-104500_class_names_ignore_case/down.sql"),
    ),
    (
        include_str!("../../../../migrations/postgres/2026-11-23-104500_class_names_ignore_case/up.sql"),
        include_str!("../../../../migrations/postgres/2026-11-23-104500_class_names_ignore_case/down.sql"),
    ),
];

/// The migration that makes names unique whatever their case keeps every class of a school
/// that already had "College" and "college", telling the later one apart by its id.
async fn an_upgrade_tells_apart_names_that_already_differ_only_in_case(app: TestApp) {
    use diesel::connection::SimpleConnection;
    let sqlite = matches!(*app.db.conn().unwrap(), lyceum_persistence::DbConnection::Sqlite(_));
    let (up, down) = if sqlite { CASE_MIGRATION[0] } else { CASE_MIGRATION[1] };
    app.db.conn().unwrap().batch_execute(down).unwrap();
    insert_category(&app, "00000000-0000-4000-8000-000000000001", "College").unwrap();
    insert_category(&app, "ffffffff-0000-4000-8000-000000000002", "college").unwrap();
    app.db.conn().unwrap().batch_execute(up).unwrap();

    let names: Vec<String> = categories::table
        .filter(categories::id.eq_any(["00000000-0000-4000-8000-000000000001", "ffffffff-0000-4000-8000-000000000002"]))
        .order(categories::id)
        .select(categories::name)
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(names, ["College", "college (ffffffff)"]);
    assert!(insert_category(&app, &lyceum_persistence::new_id(), "COLLEGE").is_err(), "the index is back");
}
