//! Uploads are typed by content, size-limited and stored under server-made names; downloads
//! reach only those who may see them.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{section_files, sections, students, subject_files, subjects};

use crate::helpers::{samples, spawn_app_with, Backend, TestApp, PASSWORD};

crate::on_every_backend!(
    a_pdf_newsletter_is_stored_under_a_server_made_name_and_served_with_its_original_name,
    renamed_executables_html_svg_and_empty_files_are_refused_and_nothing_is_stored,
    each_upload_admits_only_the_roles_that_need_it,
    section_and_subject_files_reach_only_admins_their_teachers_and_their_students,
    paths_that_were_never_handed_out_are_not_found,
    names_beyond_ascii_are_sent_with_a_fallback_and_an_rfc_5987_name,
);

async fn a_pdf_newsletter_is_stored_under_a_server_made_name_and_served_with_its_original_name(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let path = app.upload_ok("/api/newsletterUpload", "file", "../../June memo.pdf", samples::PDF).await;
    assert!(path.starts_with("/api/files/newsletters/") && path.ends_with(".pdf"), "{path}");
    assert!(!path.contains("June"), "the stored name is the server's own: {path}");
    let on_disk = app.files_in("newsletters");
    assert_eq!(on_disk.len(), 1, "{on_disk:?}");
    assert!(path.ends_with(&on_disk[0]));

    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
    let (status, headers, body) = app.download(&path).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body, samples::PDF);
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    assert_eq!(headers.get("x-content-type-options").unwrap(), "nosniff");
    let disposition = headers.get("content-disposition").unwrap().to_str().unwrap();
    assert!(disposition.starts_with("inline") && disposition.contains("June memo.pdf"), "{disposition}");
    assert!(!disposition.contains(".."), "{disposition}");
    let (_, headers, _) = app.download(&format!("{path}?download=1")).await;
    assert!(headers.get("content-disposition").unwrap().to_str().unwrap().starts_with("attachment"));

    app.forget_cookie();
    assert_eq!(app.download(&path).await.0, StatusCode::UNAUTHORIZED, "signed-in users only");
}

async fn renamed_executables_html_svg_and_empty_files_are_refused_and_nothing_is_stored(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let refused = "File type not supported! Be sure to only upload PDF|JPG|PNG|JPEG files.";
    for (name, bytes) in [("memo.pdf", samples::HTML), ("memo.png", samples::ELF), ("logo.png", samples::SVG)] {
        let answer = app.upload("/api/newsletterUpload", "file", name, bytes).await;
        assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{name}");
        assert_eq!(answer.message(), refused);
    }
    for (name, bytes) in [("photo.png", samples::SVG), ("photo.jpg", samples::HTML), ("photo.pdf", samples::PDF)] {
        let answer = app.upload("/api/upload", "image", name, bytes).await;
        assert_eq!(answer.status, StatusCode::UNSUPPORTED_MEDIA_TYPE, "{name}: {}", answer.body);
    }
    let empty = app.upload("/api/newsletterUpload", "file", "empty.pdf", b"").await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    assert_eq!(empty.message(), "The file is empty.");
    let wrong_field = app.upload("/api/newsletterUpload", "document", "memo.pdf", samples::PDF).await;
    assert_eq!(wrong_field.status, StatusCode::BAD_REQUEST);
    let not_multipart = app.post("/api/newsletterUpload", serde_json::json!({ "file": "x" })).await;
    assert_eq!(not_multipart.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert!(app.files_in("newsletters").is_empty(), "{:?}", app.files_in("newsletters"));
    assert!(app.files_in("images").is_empty());
}

#[actix_web::test]
async fn files_over_the_size_limit_are_refused() {
    let app = spawn_app_with(Backend::Sqlite, |settings| {
        settings.file_limit_bytes = 1024;
        settings.image_limit_bytes = 512;
    })
    .await
    .unwrap();
    app.sign_in_as(Role::Admin).await;
    let mut big_pdf = samples::PDF.to_vec();
    big_pdf.resize(2048, b' ');
    let answer = app.upload("/api/newsletterUpload", "file", "big.pdf", &big_pdf).await;
    assert_eq!(answer.status, StatusCode::PAYLOAD_TOO_LARGE);
    let mut big_png = samples::PNG.to_vec();
    big_png.resize(600, 0);
    assert_eq!(app.upload("/api/upload", "image", "big.png", &big_png).await.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert!(app.files_in("newsletters").is_empty() && app.files_in("images").is_empty());
    // Just under the limit is fine.
    big_pdf.truncate(1000);
    assert_eq!(app.upload("/api/newsletterUpload", "file", "ok.pdf", &big_pdf).await.status, StatusCode::OK);
}

async fn each_upload_admits_only_the_roles_that_need_it(app: TestApp) {
    let cases: [(&str, &str, &[u8], [StatusCode; 3]); 4] = [
        // (route, field, file, [admin, teacher, student])
        ("/api/upload", "image", samples::PNG, [StatusCode::OK, StatusCode::OK, StatusCode::OK]),
        ("/api/newsletterUpload", "file", samples::PDF, [StatusCode::OK, StatusCode::FORBIDDEN, StatusCode::FORBIDDEN]),
        ("/api/sectionUpload", "file", samples::PDF, [StatusCode::OK, StatusCode::OK, StatusCode::FORBIDDEN]),
        ("/api/subjectUpload", "file", samples::JPEG, [StatusCode::OK, StatusCode::OK, StatusCode::FORBIDDEN]),
    ];
    for (route, field, bytes, _) in cases {
        app.forget_cookie();
        assert_eq!(app.upload(route, field, "x", bytes).await.status, StatusCode::UNAUTHORIZED, "{route}");
    }
    for (i, role) in [Role::Admin, Role::Teacher, Role::Student].into_iter().enumerate() {
        app.forget_cookie();
        app.sign_in_as(role).await;
        for (route, field, bytes, expected) in cases {
            assert_eq!(app.upload(route, field, "x", bytes).await.status, expected[i], "{role} on {route}");
        }
    }
}

async fn section_and_subject_files_reach_only_admins_their_teachers_and_their_students(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let section_file = app.upload_ok("/api/sectionUpload", "file", "guide.pdf", samples::PDF).await;
    let subject_file = app.upload_ok("/api/subjectUpload", "file", "worksheet.pdf", samples::PDF).await;
    {
        let mut conn = app.db.conn().unwrap();
        let section: String = sections::table.select(sections::id).first(&mut conn).unwrap();
        let maths: String =
            subjects::table.filter(subjects::name.eq("Mathematics")).select(subjects::id).first(&mut conn).unwrap();
        let now = lyceum_persistence::now();
        diesel::insert_into(section_files::table)
            .values((
                section_files::id.eq(lyceum_persistence::new_id()),
                section_files::section_id.eq(&section),
                section_files::path.eq(&section_file),
                section_files::created_at.eq(now),
            ))
            .execute(&mut conn)
            .unwrap();
        diesel::insert_into(subject_files::table)
            .values((
                subject_files::id.eq(lyceum_persistence::new_id()),
                subject_files::subject_id.eq(&maths),
                subject_files::path.eq(&subject_file),
                subject_files::created_at.eq(now),
            ))
            .execute(&mut conn)
            .unwrap();
        // The second student leaves the section.
        diesel::update(students::table.filter(students::email.eq("student2@demo.lyceum.test")))
            .set(students::section_id.eq(None::<String>))
            .execute(&mut conn)
            .unwrap();
    }
    // teacher1 advises the section and teaches Mathematics; teacher2 does neither.
    let expectations = [
        (Role::Admin, "admin@lyceum.test", StatusCode::OK),
        (Role::Teacher, "teacher1@demo.lyceum.test", StatusCode::OK),
        (Role::Teacher, "teacher2@demo.lyceum.test", StatusCode::FORBIDDEN),
        (Role::Student, "student1@demo.lyceum.test", StatusCode::OK),
        (Role::Student, "student2@demo.lyceum.test", StatusCode::FORBIDDEN),
    ];
    for (role, email, expected) in expectations {
        app.forget_cookie();
        assert_eq!(app.login(role, email, PASSWORD).await.status, StatusCode::OK);
        for file in [&section_file, &subject_file] {
            assert_eq!(app.download(file).await.0, expected, "{email} on {file}");
        }
    }
}

async fn paths_that_were_never_handed_out_are_not_found(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    for path in [
        "/api/files/newsletters/0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b.pdf",
        "/api/files/newsletters/passwd",
        "/api/files/newsletters/..%2F..%2Fetc%2Fpasswd",
        "/api/files/secrets/0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b.pdf",
    ] {
        let (status, _, _) = app.download(path).await;
        assert_eq!(status, StatusCode::NOT_FOUND, "{path}");
    }
}

async fn names_beyond_ascii_are_sent_with_a_fallback_and_an_rfc_5987_name(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let path = app.upload_ok("/api/newsletterUpload", "file", "Lëtter.pdf", samples::PDF).await;
    let (status, headers, _) = app.download(&format!("{path}?download=1")).await;
    assert_eq!(status, StatusCode::OK);
    let disposition = headers.get("content-disposition").unwrap().to_str().expect("an ASCII header");
    assert_eq!(disposition, "attachment; filename=\"L_tter.pdf\"; filename*=UTF-8''L%C3%ABtter.pdf");
}
