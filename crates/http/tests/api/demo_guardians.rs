//! The demo school as a newcomer signing in as `parent1@demo.lyceum.test` finds it after
//! `lyceum seed-demo`: alerts of the child's latest absences and lates, worded and stored as a
//! register's alerts are, the oldest answered and the next seen; and conversations with the
//! child's teachers, which the server lets both sides go on with.

use std::collections::BTreeSet;

use actix_web::http::StatusCode;
use chrono::NaiveDate;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::guardians::demo_alerts::DemoAlerts;
use lyceum_persistence::guardians::demo_messages::DemoMessages;
use lyceum_persistence::schema::{guardian_alerts, messages, register_marks, registers, sections, students};
use serde_json::{json, Value};

use crate::helpers::{TestApp, GUARDIAN_EMAIL, STUDENT_EMAIL};
use crate::messages::student_id;

crate::on_every_backend!(
    the_demo_guardians_are_alerted_as_a_register_alerts_them,
    the_demo_guardians_talk_with_their_childrens_teachers,
);

/// Seeds the demo school's year, registers, guardian alerts and messages on the test school,
/// as `lyceum seed-demo` does; answers today and what the alerts and messages came to.
fn seed_family(app: &TestApp) -> (NaiveDate, DemoAlerts, DemoMessages) {
    use lyceum_persistence::{attendance, guardians, school_years};
    let mut conn = app.db.conn().unwrap();
    let today = chrono::Utc::now().date_naive();
    let year = school_years::demo::seed_demo_year(&mut conn, today).unwrap();
    attendance::demo::seed_demo_attendance(&mut conn, &year, today, false).unwrap();
    let alerts = guardians::demo_alerts::seed_demo_alerts(&mut conn, &year, today).unwrap();
    let messages = guardians::demo_messages::seed_demo_messages(&mut conn, today).unwrap();
    (today, alerts, messages)
}

async fn the_demo_guardians_are_alerted_as_a_register_alerts_them(app: TestApp) {
    let (today, summary, _) = seed_family(&app);
    let child = student_id(&app, STUDENT_EMAIL);
    let stored: i64 = guardian_alerts::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(usize::try_from(stored).unwrap(), summary.alerts);
    // The child's days marked absent or late this term, as the registers hold them.
    let marked: Vec<(NaiveDate, String, Option<i32>)> = register_marks::table
        .inner_join(registers::table)
        .filter(register_marks::student_id.eq(&child))
        .filter(register_marks::code.eq_any(["absent", "late"]))
        .filter(registers::day.lt(today))
        .select((registers::day, register_marks::code, register_marks::minutes_late))
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    app.sign_in_as(Role::Guardian).await;
    let alerts = app.get("/api/guardians/alerts").await;
    assert_eq!(alerts.status, StatusCode::OK, "{}", alerts.body);
    let alerts = alerts.body["alerts"].as_array().unwrap().clone();
    if marked.is_empty() {
        // Outside a term, or on its first day, there is nothing to tell.
        assert!(alerts.is_empty(), "{alerts:?}");
        return;
    }
    assert!(summary.guardians >= 1 && summary.children >= 1 && summary.replied >= 1, "{summary:?}");
    let days: BTreeSet<NaiveDate> = marked.iter().map(|(day, _, _)| *day).collect();
    let latest: BTreeSet<String> = days.iter().rev().take(2).map(|day| day.to_string()).collect();
    let told: BTreeSet<String> = alerts.iter().map(|alert| alert["date"].as_str().unwrap().to_owned()).collect();
    assert_eq!(told, latest, "the child's latest two days marked");
    let notifications = app.get("/api/notifications").await.body;
    let name = alerts[0]["student"].as_str().unwrap().to_owned();
    for alert in &alerts {
        let day: NaiveDate = alert["date"].as_str().unwrap().parse().unwrap();
        let code = alert["code"].as_str().unwrap();
        let minutes = marked.iter().find(|(on, was, _)| *on == day && was == code).expect("a mark").2;
        let note = notifications["notifications"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["_id"] == alert["_id"])
            .unwrap_or_else(|| panic!("the notification of {alert}"));
        let title = match (code, minutes) {
            ("late", Some(minutes)) => format!("{name} marked late ({minutes} min)"),
            _ => format!("{name} marked {code}"),
        };
        assert_eq!(note["kind"], "attendance");
        assert_eq!(note["title"], title.as_str());
        let register = alert["register"].as_str().unwrap();
        assert_eq!(note["body"], format!("{register}, {}", day.format("%A %-d %B %Y")).as_str());
        assert_eq!(note["read"], alert["seen"], "{alert}");
    }
    // Latest first: the oldest is answered (an excuse on file), the next seen, the rest not.
    let oldest = alerts.last().unwrap();
    assert!(oldest["reply"].is_string() && oldest["excuseID"].is_string(), "{oldest}");
    let seen = alerts.iter().filter(|alert| alert["seen"] == true).count();
    assert_eq!(seen, alerts.len().min(2), "{alerts:?}");
    assert_eq!(alerts.iter().filter(|alert| alert["reply"].is_string()).count(), 1);
}

/// A conversation's partner and unread count, in a `conversations` answer.
fn partners(list: &Value) -> Vec<(String, i64, String)> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let last = c["lastMessage"]["message"].as_str().unwrap().to_owned();
            (c["_id"].as_str().unwrap().to_owned(), c["unread"].as_i64().unwrap(), last)
        })
        .collect()
}

async fn the_demo_guardians_talk_with_their_childrens_teachers(app: TestApp) {
    let (_, _, summary) = seed_family(&app);
    // The test school's one section: teacher1 advises it, teacher2 teaches some of its subjects;
    // it has two students, so parent3 has no child to write about.
    assert_eq!(summary, DemoMessages { conversations: 3, messages: 7 });
    let stored: i64 = messages::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(stored, 7);
    let adviser: String = sections::table
        .inner_join(students::table)
        .filter(students::email.eq(STUDENT_EMAIL))
        .select(sections::adviser_id.assume_not_null())
        .first(&mut app.db.conn().unwrap())
        .unwrap();

    app.sign_in_as(Role::Guardian).await;
    let mine = app.get("/api/guardians/conversations").await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    let mine = partners(&mine.body);
    assert_eq!(mine.len(), 2, "the adviser and a subject teacher: {mine:?}");
    let (first, unread, last) = &mine[0];
    assert_eq!((first, *unread), (&adviser, 1), "the adviser's latest message waits unread");
    assert!(last.ends_with("caught up on the worksheets in class today. Well done!"), "{last}");
    assert_eq!(mine[1].1, 0);
    // The server takes them as real partners: the guardian answers both.
    for (teacher, _, _) in &mine {
        let sent = app.post(&format!("/api/messages/send/{teacher}"), json!({ "message": "Thank you!" })).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.body);
    }
    let thread = app.get(&format!("/api/messages/{adviser}")).await.body;
    assert_eq!(thread.as_array().map(Vec::len), Some(5), "{thread}");

    app.forget_cookie();
    let teacher = app.sign_in_as(Role::Teacher).await;
    assert_eq!(teacher.body["_id"], adviser.as_str(), "teacher1 advises the section");
    let theirs = partners(&app.get("/api/teachers/conversations").await.body);
    let parent2 = guardian_id(&app, "parent2@demo.lyceum.test");
    assert!(theirs.iter().any(|(id, unread, _)| *id == parent2 && *unread == 1), "{theirs:?}");
    let parent1 = guardian_id(&app, GUARDIAN_EMAIL);
    assert!(theirs.iter().any(|(id, unread, _)| *id == parent1 && *unread == 1), "{theirs:?}");
}

fn guardian_id(app: &TestApp, email: &str) -> String {
    use lyceum_persistence::schema::guardians;
    guardians::table
        .filter(guardians::email.eq(email))
        .select(guardians::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}
