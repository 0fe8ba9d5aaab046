//! Weekly lessons to the minute, and clashes refused: `create-schedule` and
//! `add-subject-schedule` take any minute in the twelve- or 24-hour form and store the spec's
//! form (`07:30 AM`); a lesson overlapping another of its section or its teacher is refused
//! with a message naming the other lesson, as is a teacher given a subject at a time they teach.

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::{json, Value};

use crate::classes::{build_class, count_classes, id_of, teacher_id};
use crate::helpers::{TestApp, TEACHER_EMAIL};

crate::on_every_backend!(
    lesson_times_are_taken_to_the_minute_and_must_end_after_they_start,
    a_lesson_overlapping_its_teacher_or_its_section_is_refused_naming_the_clash,
    a_teacher_booked_at_a_subject_times_is_not_given_it,
    a_class_file_whose_lessons_clash_is_refused,
);

fn slot(subject: &str, day: &str, start: &str, end: &str) -> Value {
    json!({ "subject": subject, "day": day, "startTime": start, "endTime": end })
}

async fn lesson_times_are_taken_to_the_minute_and_must_end_after_they_start(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let (_, _, _, physics) = build_class(&app, &maria).await;
    for (day, start, end, stored) in [
        ("Saturday", "07:30 AM", "08:20 AM", ("07:30 AM", "08:20 AM")),
        ("Saturday", "8:20", "9:10", ("08:20 AM", "09:10 AM")),
        ("Saturday", "13:45", "14:35", ("01:45 PM", "02:35 PM")),
        ("Saturday", "03:00 PM", "04:00pm", ("03:00 PM", "04:00 PM")),
    ] {
        let added = app.post("/api/admins/create-schedule", slot(&physics, day, start, end)).await;
        assert_eq!(added.status, StatusCode::CREATED, "{start}: {}", added.body);
        assert_eq!(
            (added.body["startTime"].as_str(), added.body["endTime"].as_str()),
            (Some(stored.0), Some(stored.1))
        );
    }
    let before = count_classes(&app);
    for (start, end, field, message) in [
        ("24:61", "25:00", "startTime", "Enter a time such as 07:30 AM or 13:45."),
        ("08:60", "09:00", "startTime", "Enter a time such as 07:30 AM or 13:45."),
        ("13:00 PM", "02:00 PM", "startTime", "Enter a time such as 07:30 AM or 13:45."),
        ("10:00", "24:00", "endTime", "Enter a time such as 07:30 AM or 13:45."),
        ("10:30", "10:15", "endTime", "The end time must be after the start time."),
        ("10:30 AM", "10:30", "endTime", "The end time must be after the start time."),
    ] {
        let refused = app.post("/api/admins/create-schedule", slot(&physics, "Sunday", start, end)).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{start}–{end}: {}", refused.body);
        assert_eq!(refused.body["errors"][field], message, "{start}–{end}");
    }
    assert_eq!(count_classes(&app), before, "refused lessons add nothing");
    let subject = app.post("/api/admins/get-subject", json!({ "id": physics })).await.body;
    let starts: Vec<&str> =
        subject["schedules"].as_array().unwrap().iter().map(|s| s["startTime"].as_str().unwrap()).collect();
    assert_eq!(starts, ["07:30 AM", "08:20 AM", "01:45 PM", "03:00 PM"], "in order of time, not of text");
}

async fn a_lesson_overlapping_its_teacher_or_its_section_is_refused_naming_the_clash(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let jose = teacher_id(&app, "teacher2@demo.lyceum.test").await;
    let (_, _, section, physics) = build_class(&app, &maria).await;
    let before = count_classes(&app);
    // Maria teaches Mathematics in Rizal on Monday 07:30–08:20 AM (demo school).
    let refused = app.post("/api/admins/create-schedule", slot(&physics, "Monday", "07:30", "08:20")).await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "{}", refused.body);
    let teacher_clash =
        "This lesson overlaps another: the teacher already teaches Mathematics in Rizal on Monday 07:30 AM–08:20 AM.";
    assert_eq!(refused.message(), teacher_clash);
    assert_eq!(refused.body["errors"]["startTime"], teacher_clash, "beside the start time");
    let refused = app
        .post(
            "/api/admins/add-subject-schedule",
            json!({ "subjectID": physics, "day": "monday", "startTime": "06:00 AM", "endTime": "09:00 AM" }),
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT, "one lesson inside the other: {}", refused.body);
    assert_eq!(count_classes(&app), before, "nothing added");

    let back_to_back = app.post("/api/admins/create-schedule", slot(&physics, "Monday", "08:20 AM", "09:10 AM")).await;
    assert_eq!(back_to_back.status, StatusCode::CREATED, "back to back is no clash: {}", back_to_back.body);
    let own = app.post("/api/admins/create-schedule", slot(&physics, "Monday", "09:05", "09:30")).await;
    assert_eq!(own.status, StatusCode::CONFLICT, "{}", own.body);
    assert_eq!(
        own.message(),
        "This lesson overlaps another: the section already has Physics on Monday 08:20 AM–09:10 AM.",
        "the subject's own lesson counts too"
    );

    // Another teacher's subject of the same section may not overlap Physics either.
    let chemistry = app
        .post(
            "/api/admins/add-subject-section",
            json!({ "subjectName": "Chemistry", "subjectTeacher": jose, "sectionID": section }),
        )
        .await;
    assert_eq!(chemistry.status, StatusCode::CREATED, "{}", chemistry.body);
    let chemistry = id_of(&chemistry.body);
    let section_clash =
        app.post("/api/admins/create-schedule", slot(&chemistry, "Monday", "08:30 AM", "09:00 AM")).await;
    assert_eq!(section_clash.status, StatusCode::CONFLICT, "{}", section_clash.body);
    assert_eq!(
        section_clash.message(),
        "This lesson overlaps another: the section already has Physics on Monday 08:20 AM–09:10 AM."
    );
    let free = app.post("/api/admins/create-schedule", slot(&chemistry, "Monday", "09:10 AM", "10:00 AM")).await;
    assert_eq!(free.status, StatusCode::CREATED, "{}", free.body);
    assert!(free.body.get("warning").is_none(), "no warning: a clash is refused, not kept");
}

async fn a_teacher_booked_at_a_subject_times_is_not_given_it(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let maria = teacher_id(&app, TEACHER_EMAIL).await;
    let jose = teacher_id(&app, "teacher2@demo.lyceum.test").await;
    let (_, _, section, physics) = build_class(&app, &jose).await;
    // Jose is free early on Monday; Maria teaches Mathematics in Rizal from 07:30 (demo school).
    let added = app.post("/api/admins/create-schedule", slot(&physics, "Monday", "06:40 AM", "07:45 AM")).await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);

    let to_maria = app
        .post(
            "/api/admins/update-subject-teacher",
            json!({ "teacher": maria, "subject": "Physics II", "subjectID": physics }),
        )
        .await;
    assert_eq!(to_maria.status, StatusCode::CONFLICT, "{}", to_maria.body);
    let clash =
        "This lesson overlaps another: the teacher already teaches Mathematics in Rizal on Monday 07:30 AM–08:20 AM.";
    assert_eq!(to_maria.body["errors"]["teacher"], clash, "beside the teacher");
    let kept = app.post("/api/admins/get-subject", json!({ "id": physics })).await.body;
    assert_eq!(
        (kept["teacher"].as_str(), kept["subject"].as_str()),
        (Some(jose.as_str()), Some("Physics")),
        "nothing changed"
    );

    let same = app.post("/api/admins/update-subject-teacher", json!({ "teacher": jose, "subjectID": physics })).await;
    assert_eq!(same.status, StatusCode::OK, "a subject never clashes with its own lessons: {}", same.body);

    // A subject without lessons cannot clash.
    let art = app
        .post(
            "/api/admins/add-subject-section",
            json!({ "subjectName": "Art", "subjectTeacher": jose, "sectionID": section }),
        )
        .await;
    let unscheduled = app
        .post("/api/admins/update-subject-teacher", json!({ "teacher": maria, "subjectID": id_of(&art.body) }))
        .await;
    assert_eq!(unscheduled.status, StatusCode::OK, "{}", unscheduled.body);
    assert_eq!(unscheduled.body["teacher"], maria.as_str());
}

async fn a_class_file_whose_lessons_clash_is_refused(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let before = count_classes(&app);
    let subject = |name: &str, start: &str, end: &str| json!({ "name": name, "teacher": TEACHER_EMAIL, "schedules": [{ "day": "Monday", "start": start, "end": end }] });
    let document = json!({
        "format": "lyceum-classes", "version": 1,
        "categories": [{ "name": "College", "levels": [{ "name": "First Year", "sections": [{
            "name": "Einstein",
            "subjects": [subject("Physics", "07:30 AM", "08:20 AM"), subject("Biology", "10:00", "10:50")]
        }]}]}]
    });
    for path in ["/api/admins/import-classes?check=1", "/api/admins/import-classes"] {
        let refused = app.post(path, document.clone()).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{path}: {}", refused.body);
        assert_eq!(refused.message(), "1 lesson(s) in the file overlap others; nothing was imported.");
        assert_eq!(
            refused.body["problems"],
            json!([
                "Category 'College' › Level 'First Year' › Section 'Einstein' › Subject 'Physics' › Schedule #1: \
                 This lesson overlaps another: the teacher already teaches Mathematics in Rizal on Monday 07:30 AM–08:20 AM."
            ])
        );
        assert_eq!(count_classes(&app), before, "{path}: nothing imported");
    }
}
