//! The school's forms: SF4 for a month (its checks, each section's movement and attendance by
//! sex), SF6 for the year, and a section's permanent records (SF10) in one PDF; administrators
//! only, but the adviser gets their section's SF10.

use actix_web::http::StatusCode;
use lyceum_documents::school_forms::testing::cells;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD};
use crate::records::{create_year, demo, record};

crate::on_every_backend!(
    the_monthly_movement_counts_each_sections_learners_by_sex,
    the_promotion_summary_and_the_sections_permanent_records
);

async fn the_monthly_movement_counts_each_sections_learners_by_sex(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (section, _, people) = demo(&app);
    let (first, second) = (&people[0].0, &people[1].0);
    let asked = |month: &str| format!("/api/records/sf4.xlsx?month={month}");
    let no_year = app.get(&asked("2026-09")).await;
    assert_eq!(no_year.status, StatusCode::BAD_REQUEST, "{}", no_year.body);
    create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    record(&app, first, "136114120001", "M").await;
    record(&app, second, "136114120002", "F").await;

    for (month, message) in [
        ("", "Choose a month, as YYYY-MM."),
        ("2026-13", "Choose a month, as YYYY-MM."),
        ("2027-06", "Choose a month of the school year, June 2026 to March 2027."),
    ] {
        let refused = app.get(&asked(month)).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{month}: {}", refused.body);
        assert_eq!(refused.body["errors"]["month"], message, "{month}");
    }

    // The section's register is taken on two days of September: the girl absent on the second.
    for (day, marks) in [("2026-09-01", json!([])), ("2026-09-02", json!([{ "studentID": second, "code": "absent" }]))]
    {
        let taken =
            app.post("/api/attendance/register", json!({ "sectionID": section, "date": day, "marks": marks })).await;
        assert!(taken.status.is_success(), "{}", taken.body);
    }
    // The boy transfers out in September; the girl stays.
    let out = json!({ "studentID": first, "date": "2026-09-10", "school": "St. Paul School" });
    assert_eq!(app.post("/api/admins/transfer-out", out).await.status, StatusCode::OK);
    let (status, headers, body) = app.download(&asked("2026-09")).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    assert!(headers.get("content-disposition").unwrap().to_str().unwrap().contains("sf4-2026-09.xlsx"));
    let september = cells(&body);
    assert_eq!(september["E4"], "September 2026");
    assert_eq!(september["B8"], "Rizal", "the demo section's row: {september:?}");
    // Registered at the month's end: the girl only; the boy transferred out in the month.
    assert_eq!((september["D8"].as_str(), september["E8"].as_str(), september["F8"].as_str()), ("0", "1", "1"));
    assert_eq!((september["Y8"].as_str(), september["AA8"].as_str()), ("1", "1"), "transferred out in the month");
    // The daily average over the two days the register was taken: the boy both, the girl one.
    assert_eq!((september["G8"].as_str(), september["H8"].as_str(), september["I8"].as_str()), ("1", "0.5", "1.5"));
    assert_eq!(september["K8"], "50", "the girl's attendance as a share of the girls registered");
    assert_eq!((september["AB8"].as_str(), september["AD8"].as_str()), ("1", "1"), "to the end of the month");
    // In October the transfer is before the month.
    let (_, _, october) = app.download(&asked("2026-10")).await;
    let october = cells(&october);
    assert_eq!((october["V8"].as_str(), october["Y8"].as_str()), ("1", "0"));
    assert_eq!((october["B9"].as_str(), october.get("C9")), ("TOTAL GRADE 7", None), "the level's total");
    assert_eq!((october["A10"].as_str(), october["X10"].as_str()), ("TOTAL", "1"), "then the school's: {october:?}");

    app.sign_in_as(Role::Teacher).await;
    let refused = app.get(&asked("2026-09")).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.body);
}

async fn the_promotion_summary_and_the_sections_permanent_records(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (section, adviser, people) = demo(&app);
    create_year(&app, "2026–2027", "2026-06-01", "2027-03-31").await;
    record(&app, &people[0].0, "136114120001", "M").await;

    let (status, _, body) = app.download("/api/records/sf6.xlsx").await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&body));
    let cells = cells(&body);
    assert_eq!(cells["A1"], "School Form 6 (SF6) Summary Report on Promotion and Level of Proficiency");
    assert_eq!(cells["A8"], "PROMOTED");
    assert_eq!(cells["A17"], "TOTAL LEARNERS");

    let (status, headers, pdf) = app.download(&format!("/api/records/sf10.pdf?sectionID={section}")).await;
    assert_eq!(status, StatusCode::OK, "{}", String::from_utf8_lossy(&pdf));
    assert_eq!(headers.get("content-type").unwrap(), "application/pdf");
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.contains("(136114120001)"), "the LRN is printed");
    let last_name = people[1].2.to_uppercase();
    assert!(text.contains(&last_name), "every learner of the section has their record");

    // The adviser gets their section's records; the school's forms and a learner's own are
    // for administrators.
    assert_eq!(app.login(Role::Teacher, &adviser, PASSWORD).await.status, StatusCode::OK);
    let (status, _, _) = app.download(&format!("/api/records/sf10.pdf?sectionID={section}")).await;
    assert_eq!(status, StatusCode::OK);
    for path in ["/api/records/sf6.xlsx".to_owned(), format!("/api/records/sf10.pdf?studentID={}", people[0].0)] {
        assert_eq!(app.download(&path).await.0, StatusCode::FORBIDDEN, "{path}");
    }
    assert_eq!(app.download("/api/records/sf7.xlsx").await.0, StatusCode::NOT_FOUND);
}
