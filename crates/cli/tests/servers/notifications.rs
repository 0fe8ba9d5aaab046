//! A register saved on one server tells the student whose socket is on another: the
//! notification crosses servers through the shared live channel, once, within two seconds, and
//! the student's list on that server holds it.

use std::time::Duration;

use chrono::{Days, Local, NaiveDate};
use serde_json::{json, Value};

use crate::harness::*;

/// The daily register of `section` the admin can save a mark for `student` in, today or up to
/// 60 days back (a school day on which the student has no excuse on file), with the code that
/// changes their mark; after a long break the demo year is started four weeks ago first.
async fn a_register_to_mark(
    server: &Server,
    admin: &Person,
    section: &str,
    student: &str,
) -> (NaiveDate, &'static str) {
    for attempt in 0..2 {
        let today = Local::now().date_naive();
        for back in 0..=60 {
            let day = today - Days::new(back);
            let (status, roll) =
                server.get(admin, &format!("/api/attendance/register?sectionID={section}&date={day}")).await;
            if status != 200 {
                continue;
            }
            let Some(mark) = roll["students"].as_array().unwrap().iter().find(|s| s["_id"] == student) else {
                continue;
            };
            if mark["excuse"].is_null() {
                return (day, if mark["code"] == "absent" { "late" } else { "absent" });
            }
        }
        assert_eq!(attempt, 0, "no school day to take a register on");
        let (status, current) = server.get(admin, "/api/calendar/current").await;
        assert_eq!(status, 200, "{current}");
        let year = &current["year"];
        let first_day = (Local::now().date_naive() - Days::new(28)).to_string();
        let body =
            json!({ "id": year["_id"], "name": year["name"], "firstDay": first_day, "lastDay": year["lastDay"] });
        let (status, updated) = server.post(admin, "/api/admins/update-school-year", body).await;
        assert_eq!(status, 200, "{updated}");
    }
    unreachable!()
}

#[actix_web::test]
async fn a_register_saved_on_one_server_tells_the_student_on_another() {
    let Some(school) = School::new() else { return eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: skipped") };
    let (a, b) = (school.serve().await, school.serve().await);
    let student = b.person("student", STUDENT, PASSWORD).await;
    let mut socket = b.socket(&student).await;
    socket.next_of("getOnlineUsers", SOON).await;
    let (status, session) = b.get(&student, "/api/session").await;
    assert_eq!(status, 200, "{session}");
    let section = session["user"]["sectionID"].as_str().expect("the demo student has a section").to_owned();

    let admin = a.person("admin", ADMIN_EMAIL, ADMIN_PASSWORD).await;
    let (day, code) = a_register_to_mark(&a, &admin, &section, &student.id).await;
    let body =
        json!({ "sectionID": section, "date": day.to_string(), "marks": [{ "studentID": student.id, "code": code }] });
    let (status, saved) = a.post(&admin, "/api/attendance/register", body).await;
    assert_eq!(status, 200, "{saved}");

    let told = socket.next_of("notification", Duration::from_secs(2)).await;
    assert_eq!(told["title"], format!("Marked {code}"));
    assert_eq!(told["body"], format!("Daily register, {}", day.format("%A %-d %B %Y")));
    let (status, listed) = b.get(&student, "/api/notifications").await;
    assert_eq!(status, 200, "{listed}");
    assert_eq!(listed, json!({ "notifications": [told], "unread": 1 }));
    // Once: nothing more arrives.
    while let Some(frame) = socket.next(Duration::from_millis(600)).await {
        if let awc::ws::Frame::Text(bytes) = frame {
            let frame: Value = serde_json::from_slice(&bytes).unwrap();
            assert_ne!(frame["type"], "notification", "a notification was delivered twice: {frame}");
        }
    }
}
