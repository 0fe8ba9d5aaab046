//! Uploads nothing refers to are deleted after their grace period, and never one a row names;
//! one account may upload only so much per hour.

use std::time::Duration;

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::Settings;
use lyceum_persistence::schema::{
    news, newsletters, section_files, sections, students, subject_files, subjects, teachers, uploads,
};

use crate::helpers::{samples, TestApp};

crate::on_every_backend!(
    mod sweeping_often with sweeping_often:
    uploads_nothing_refers_to_go_after_the_grace_period_and_every_referred_file_stays,
);

crate::on_every_backend!(
    mod with_a_small_hourly_cap with small_hourly_cap:
    past_the_hourly_cap_an_upload_is_refused_saying_why_and_admins_are_not_capped,
);

/// Swept every 100 ms, with the production grace period of an hour.
fn sweeping_often(settings: &mut Settings) {
    settings.upload_sweep_every = Duration::from_millis(100);
}

/// 1 MB per hour.
fn small_hourly_cap(settings: &mut Settings) {
    settings.upload_bytes_per_hour = Some(1024 * 1024);
}

/// Whether the upload's record is stored, and whether its file is on the disk.
fn record_and_file(app: &TestApp, path: &str) -> (bool, bool) {
    let rows: i64 =
        uploads::table.filter(uploads::path.eq(path)).count().get_result(&mut app.db.conn().unwrap()).unwrap();
    let file = path.rsplit('/').next().unwrap();
    let folder = path.trim_start_matches("/api/files/").split('/').next().unwrap();
    (rows == 1, app.files_in(folder).iter().any(|name| name == file))
}

/// Whether the upload is kept, checking that its record and its file agree (call it only when
/// no sweep is under way for it: a sweep removes one a moment before the other).
fn stored(app: &TestApp, path: &str) -> bool {
    let (record, on_disk) = record_and_file(app, path);
    assert_eq!(record, on_disk, "{path}: the record and the file go together");
    on_disk
}

async fn uploads_nothing_refers_to_go_after_the_grace_period_and_every_referred_file_stays(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let image = |name: &'static str| app.upload_ok("/api/upload", "image", name, samples::PNG);
    let student_photo = image("juan.png").await;
    let teacher_photo = image("maria.png").await;
    let news_image = image("fair.png").await;
    let image_in_news_text = image("inline.png").await;
    let abandoned = image("abandoned.png").await;
    let just_uploaded = image("in-a-form.png").await;
    let newsletter = app.upload_ok("/api/newsletterUpload", "file", "memo.pdf", samples::PDF).await;
    let abandoned_memo = app.upload_ok("/api/newsletterUpload", "file", "draft.pdf", samples::PDF).await;
    let lesson_guide = app.upload_ok("/api/sectionUpload", "file", "guide.pdf", samples::PDF).await;
    let subject_file = app.upload_ok("/api/subjectUpload", "file", "worksheet.pdf", samples::PDF).await;
    {
        let conn = &mut app.db.conn().unwrap();
        let now = lyceum_persistence::now();
        let student: String = students::table.select(students::id).first(conn).unwrap();
        diesel::update(students::table.find(&student)).set(students::image.eq(&student_photo)).execute(conn).unwrap();
        let teacher: String = teachers::table.select(teachers::id).first(conn).unwrap();
        diesel::update(teachers::table.find(&teacher)).set(teachers::image.eq(&teacher_photo)).execute(conn).unwrap();
        diesel::insert_into(news::table)
            .values((
                news::id.eq(lyceum_persistence::new_id()),
                news::image.eq(&news_image),
                news::text.eq(format!("<p>Fair</p><p><a href=\"{image_in_news_text}\">photo</a></p>")),
                news::created_at.eq(now),
                news::updated_at.eq(now),
            ))
            .execute(conn)
            .unwrap();
        diesel::insert_into(newsletters::table)
            .values((
                newsletters::id.eq(lyceum_persistence::new_id()),
                newsletters::file.eq(&newsletter),
                newsletters::created_at.eq(now),
            ))
            .execute(conn)
            .unwrap();
        let section: String = sections::table.select(sections::id).first(conn).unwrap();
        diesel::insert_into(section_files::table)
            .values((
                section_files::id.eq(lyceum_persistence::new_id()),
                section_files::section_id.eq(&section),
                section_files::path.eq(&lesson_guide),
                section_files::created_at.eq(now),
            ))
            .execute(conn)
            .unwrap();
        let subject: String = subjects::table.select(subjects::id).first(conn).unwrap();
        diesel::insert_into(subject_files::table)
            .values((
                subject_files::id.eq(lyceum_persistence::new_id()),
                subject_files::subject_id.eq(&subject),
                subject_files::path.eq(&subject_file),
                subject_files::created_at.eq(now),
            ))
            .execute(conn)
            .unwrap();
    }
    // Nothing is swept within the grace period, referred to or not.
    actix_web::rt::time::sleep(Duration::from_millis(400)).await;
    assert!(stored(&app, &abandoned) && stored(&app, &abandoned_memo));

    // Two hours later, for all but the upload still waiting for its form.
    let two_hours_ago = lyceum_persistence::now() - chrono::Duration::hours(2);
    diesel::update(uploads::table.filter(uploads::path.ne(&just_uploaded)))
        .set(uploads::created_at.eq(two_hours_ago))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    for _ in 0..100 {
        if [&abandoned, &abandoned_memo].iter().all(|path| record_and_file(&app, path) == (false, false)) {
            break;
        }
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(!stored(&app, &abandoned), "an upload nothing refers to goes after the grace period");
    assert!(!stored(&app, &abandoned_memo));
    assert_eq!(app.download(&abandoned).await.0, StatusCode::NOT_FOUND);
    for referred in
        [&student_photo, &teacher_photo, &news_image, &image_in_news_text, &newsletter, &lesson_guide, &subject_file]
    {
        assert!(stored(&app, referred), "{referred} is referred to and stays");
    }
    assert!(stored(&app, &just_uploaded), "still within its grace period");
}

async fn past_the_hourly_cap_an_upload_is_refused_saying_why_and_admins_are_not_capped(app: TestApp) {
    let mut photo = samples::PNG.to_vec();
    photo.resize(400 * 1024, 0);
    app.sign_in_as(Role::Student).await;
    app.upload_ok("/api/upload", "image", "one.png", &photo).await;
    app.upload_ok("/api/upload", "image", "two.png", &photo).await;
    let refused = app.upload("/api/upload", "image", "three.png", &photo).await;
    assert_eq!(refused.status, StatusCode::TOO_MANY_REQUESTS, "{}", refused.body);
    assert_eq!(refused.message(), "You have uploaded 0.8 MB in the last hour; the limit is 1 MB. Try again later.");
    assert_eq!(app.files_in("images").len(), 2, "the refused upload is not stored");

    // An hour later the account may upload again.
    let an_hour_ago = lyceum_persistence::now() - chrono::Duration::minutes(61);
    diesel::update(uploads::table)
        .set(uploads::created_at.eq(an_hour_ago))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    app.upload_ok("/api/upload", "image", "three.png", &photo).await;

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    for n in 0..4 {
        app.upload_ok("/api/upload", "image", &format!("news-{n}.png"), &photo).await;
    }
}
