//! Attendance reports: a subject's registers (`/api/attendance/history`), a section's month
//! (`section-month`), a student's term (`student-summary`), a day's registers not taken
//! (`not-taken`), the chronic-absence list (`chronic`) and a section's registers as a file
//! (`export`). Every test takes the same registers in a school year made around today: the
//! First Term is four whole weeks in the past (A to D, the Monday of C a holiday), the Second
//! Term runs from last week on; so the counts are known whatever day the tests run.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use chrono::{Datelike, Days, NaiveDate, Weekday};
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::levels;
use lyceum_persistence::schema::{schedules, sections, students, subjects};
use serde_json::{json, Value};

use crate::helpers::{Answer, TestApp, ADMIN_EMAIL, STUDENT_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    a_students_summary_counts_each_day_by_the_day_mark_rule_and_lists_their_marks_latest_first,
    a_sections_month_shows_each_school_day_and_register_day_with_totals_also_as_csv,
    a_subjects_history_lists_its_lessons_on_the_terms_school_days_latest_first_taken_or_not,
    without_a_term_asked_the_reports_cover_the_current_term_so_far,
    the_registers_not_taken_follow_the_setting_and_there_are_none_on_a_no_school_day,
    the_chronic_list_agrees_with_the_summaries_and_follows_the_threshold,
    the_export_has_a_row_per_student_per_register_and_escapes_formulas,
    each_report_refuses_whoever_may_not_see_it,
    bad_input_is_refused_on_its_field_and_unknown_records_are_404,
    a_moved_students_summary_keeps_the_registers_holding_their_marks,
    the_homes_count_the_terms_days_and_agree_with_the_reports,
);

const JOSE_EMAIL: &str = "teacher2@demo.lyceum.test";
const ROSA_EMAIL: &str = "student2@demo.lyceum.test";
const UNKNOWN: &str = "0b5b7c3e-2f9c-4f7e-9a56-1c2d3e4f5a6b";

/// The weeks of the First Term, by their Mondays: A, B, C (a holiday) and D; last week's
/// Monday starts the Second Term.
struct Weeks {
    a: NaiveDate,
    b: NaiveDate,
    c: NaiveDate,
    d: NaiveDate,
    second_term: NaiveDate,
    today: NaiveDate,
}

impl Weeks {
    fn new() -> Weeks {
        let today = chrono::Local::now().date_naive();
        let back = match today.weekday().num_days_from_monday() {
            0 => 7,
            days => days,
        };
        let monday = today - Days::new(u64::from(back));
        let weeks_ago = |n: u64| monday - Days::new(7 * n);
        Weeks { a: weeks_ago(5), b: weeks_ago(4), c: weeks_ago(3), d: weeks_ago(2), second_term: weeks_ago(1), today }
    }

    /// The day `days` after a Monday.
    fn on(monday: NaiveDate, days: u64) -> NaiveDate {
        monday + Days::new(days)
    }

    /// The First Term's last day, the Sunday before the Second.
    fn first_term_end(&self) -> NaiveDate {
        self.second_term - Days::new(1)
    }
}

/// The school with its registers taken, and everyone's session.
struct School {
    weeks: Weeks,
    section: String,
    first_term: String,
    second_term: String,
    math: String,
    english: String,
    science: String,
    juan: String,
    rosa: String,
    admin: String,
    maria: String,
    jose: String,
}

fn subject_id(app: &TestApp, name: &str) -> String {
    subjects::table.filter(subjects::name.eq(name)).select(subjects::id).first(&mut app.db.conn().unwrap()).unwrap()
}

/// The weekly lesson of a subject on a weekday.
fn lesson(app: &TestApp, subject: &str, day: &str) -> String {
    schedules::table
        .inner_join(subjects::table)
        .filter(subjects::name.eq(subject))
        .filter(schedules::day.eq(day))
        .select(schedules::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

fn student(app: &TestApp, email: &str) -> String {
    students::table.filter(students::email.eq(email)).select(students::id).first(&mut app.db.conn().unwrap()).unwrap()
}

async fn get(app: &TestApp, token: &str, path: &str) -> Answer {
    app.call_as(token, "GET", path, None).await
}

async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Answer {
    let answer = app.call_as(token, "POST", path, Some(body.clone())).await;
    assert!(answer.status.is_success(), "{path} {body}: {}", answer.body);
    answer
}

/// Takes a register as the administrator: `naming` is `("scheduleID" | "sectionID", id)`.
async fn take(app: &TestApp, school: &School, naming: (&str, &str), day: NaiveDate, marks: Value) {
    let body = json!({ naming.0: naming.1, "date": day.to_string(), "marks": marks });
    post(app, &school.admin, "/api/attendance/register", body).await;
}

/// The year (from week A's Monday to two months ahead) with its two terms and the holiday, an
/// English lesson on Monday afternoons too, and the registers:
///
/// | day     | register                    | Juan           | Rosa            |
/// |---------|-----------------------------|----------------|-----------------|
/// | A Mon   | Mathematics, English        | absent, absent | late 10, present|
/// | A Tue   | Science                     | excused `=1+1` | present         |
/// | A Wed   | daily, English              | present, absent| absent, present |
/// | B Mon   | Mathematics, English        | absent, present| excused, absent |
/// | B Tue   | daily                       | late 5         | excused         |
/// | B Sat   | daily                       | absent         | present         |
/// | D Fri   | Araling Panlipunan          | present        | absent          |
async fn school(app: &TestApp) -> School {
    let weeks = Weeks::new();
    let admin = app.session_of(Role::Admin, ADMIN_EMAIL).await;
    let year = post(
        app,
        &admin,
        "/api/admins/create-school-year",
        json!({ "name": "Report year", "firstDay": weeks.a.to_string(), "lastDay": (weeks.today + Days::new(60)).to_string() }),
    )
    .await;
    let year_id = year.body["_id"].as_str().unwrap().to_owned();
    for (name, first, last) in [
        ("First Term", weeks.a, weeks.first_term_end()),
        ("Second Term", weeks.second_term, weeks.today + Days::new(60)),
    ] {
        let body = json!({ "schoolYearID": year_id, "name": name, "firstDay": first.to_string(), "lastDay": last.to_string() });
        post(app, &admin, "/api/admins/add-term", body).await;
    }
    let holiday = json!({ "schoolYearID": year_id, "name": "Holiday", "firstDay": weeks.c.to_string() });
    let year = post(app, &admin, "/api/admins/add-no-school-day", holiday).await;
    let term = |name: &str| {
        let terms = year.body["terms"].as_array().unwrap();
        terms.iter().find(|t| t["name"] == name).unwrap()["_id"].as_str().unwrap().to_owned()
    };
    let english = subject_id(app, "English");
    let afternoon = json!({ "subjectID": english, "day": "Monday", "startTime": "01:00 PM", "endTime": "01:50 PM" });
    post(app, &admin, "/api/admins/add-subject-schedule", afternoon).await;
    let section: String = sections::table.select(sections::id).first(&mut app.db.conn().unwrap()).unwrap();
    let school = School {
        first_term: term("First Term"),
        second_term: term("Second Term"),
        math: subject_id(app, "Mathematics"),
        science: subject_id(app, "Science"),
        english,
        juan: student(app, STUDENT_EMAIL),
        rosa: student(app, ROSA_EMAIL),
        maria: app.session_of(Role::Teacher, TEACHER_EMAIL).await,
        jose: app.session_of(Role::Teacher, JOSE_EMAIL).await,
        admin,
        section,
        weeks,
    };
    let (juan, rosa) = (school.juan.as_str(), school.rosa.as_str());
    let (math, english_mon, english_wed) =
        (lesson(app, "Mathematics", "Monday"), lesson(app, "English", "Monday"), lesson(app, "English", "Wednesday"));
    let (science, ap) = (lesson(app, "Science", "Tuesday"), lesson(app, "Araling Panlipunan", "Friday"));
    let daily = ("sectionID", school.section.as_str());
    let w = &school.weeks;
    let absent = |id: &str| json!({ "studentID": id, "code": "absent" });
    take(
        app,
        &school,
        ("scheduleID", &math),
        w.a,
        json!([absent(juan), { "studentID": rosa, "code": "late", "minutesLate": 10 }]),
    )
    .await;
    take(app, &school, ("scheduleID", &english_mon), w.a, json!([absent(juan)])).await;
    let excused = json!([{ "studentID": juan, "code": "excused", "note": "=1+1" }]);
    take(app, &school, ("scheduleID", &science), Weeks::on(w.a, 1), excused).await;
    take(app, &school, daily, Weeks::on(w.a, 2), json!([absent(rosa)])).await;
    take(app, &school, ("scheduleID", &english_wed), Weeks::on(w.a, 2), json!([absent(juan)])).await;
    let clinic = json!([absent(juan), { "studentID": rosa, "code": "excused", "note": "Clinic" }]);
    take(app, &school, ("scheduleID", &math), w.b, clinic).await;
    take(app, &school, ("scheduleID", &english_mon), w.b, json!([absent(rosa)])).await;
    let tuesday = json!([{ "studentID": juan, "code": "late", "minutesLate": 5 }, { "studentID": rosa, "code": "excused", "note": "Flu" }]);
    take(app, &school, daily, Weeks::on(w.b, 1), tuesday).await;
    take(app, &school, daily, Weeks::on(w.b, 5), json!([absent(juan)])).await;
    take(app, &school, ("scheduleID", &ap), Weeks::on(w.d, 4), json!([absent(rosa)])).await;
    school
}

/// Each day of the First Term with a register: Juan's and Rosa's marks.
fn expected_days(w: &Weeks) -> HashMap<NaiveDate, (&'static str, &'static str)> {
    HashMap::from([
        (w.a, ("absent", "late")),
        (Weeks::on(w.a, 1), ("excused", "present")),
        (Weeks::on(w.a, 2), ("present", "absent")),
        (w.b, ("late", "absent")),
        (Weeks::on(w.b, 1), ("late", "excused")),
        (Weeks::on(w.b, 5), ("absent", "present")),
        (Weeks::on(w.d, 4), ("present", "absent")),
    ])
}

/// Monday to Friday from `first` to `last`, but the holiday.
fn weekdays(w: &Weeks, first: NaiveDate, last: NaiveDate) -> Vec<NaiveDate> {
    first
        .iter_days()
        .take_while(|day| *day <= last)
        .filter(|day| !matches!(day.weekday(), Weekday::Sat | Weekday::Sun) && *day != w.c)
        .collect()
}

fn counts(marks: impl IntoIterator<Item = &'static str>) -> Value {
    let mut counts = json!({ "present": 0, "late": 0, "absent": 0, "excused": 0 });
    for code in marks {
        counts[code] = json!(counts[code].as_u64().unwrap() + 1);
    }
    counts
}

/// A CSV answer: status, the header named, and its rows (the byte-order mark left out).
async fn download(app: &TestApp, token: &str, path: &str) -> (StatusCode, HashMap<String, String>, Vec<Vec<String>>) {
    app.set_cookie(Some(token.to_owned()));
    let (status, headers, body) = app.download(path).await;
    app.forget_cookie();
    let headers = ["content-type", "content-disposition"]
        .into_iter()
        .filter_map(|name| Some((name.to_owned(), headers.get(name)?.to_str().ok()?.to_owned())))
        .collect();
    let text = String::from_utf8(body).unwrap();
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text).to_owned();
    let mut reader = csv::ReaderBuilder::new().has_headers(false).flexible(true).from_reader(text.as_bytes());
    let rows = reader.records().map(|row| row.unwrap().iter().map(str::to_owned).collect()).collect();
    (status, headers, rows)
}

async fn a_students_summary_counts_each_day_by_the_day_mark_rule_and_lists_their_marks_latest_first(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let path = format!("/api/attendance/student-summary?studentID={}&termID={}", school.juan, school.first_term);
    let juan = get(&app, &school.admin, &path).await;
    assert_eq!(juan.status, StatusCode::OK, "{}", juan.body);
    assert_eq!(
        juan.body["student"],
        json!({ "_id": school.juan, "full_name": "Juan Dela Cruz", "sectionID": school.section, "section": "Rizal", "level": "Grade 7" })
    );
    assert_eq!(
        juan.body["term"],
        json!({ "_id": school.first_term, "name": "First Term", "firstDay": w.a.to_string(), "lastDay": w.first_term_end().to_string() })
    );
    // 20 weekdays but the holiday, and the Saturday a register was taken.
    assert_eq!((&juan.body["schoolDays"], &juan.body["daysRecorded"]), (&json!(20), &json!(7)));
    assert_eq!(
        [&juan.body["present"], &juan.body["late"], &juan.body["absent"], &juan.body["excused"]],
        [&json!(2), &json!(2), &json!(2), &json!(1)],
        "absent from both Monday lessons is absent, from one of two late, the daily register decides: {}",
        juan.body
    );
    assert_eq!(juan.body["percentPresent"], json!(57.1));
    let events: Vec<(String, String, Value, Value, String)> = juan.body["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["date"].as_str().unwrap().to_owned(),
                e["kind"].as_str().unwrap().to_owned(),
                e["subject"].clone(),
                e["startTime"].clone(),
                e["code"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let event = |day: NaiveDate, kind: &str, subject: Option<&str>, start: Option<&str>, code: &str| {
        (day.to_string(), kind.to_owned(), json!(subject), json!(start), code.to_owned())
    };
    assert_eq!(
        events,
        [
            event(Weeks::on(w.b, 5), "daily", None, None, "absent"),
            event(Weeks::on(w.b, 1), "daily", None, None, "late"),
            event(w.b, "lesson", Some("Mathematics"), Some("07:30 AM"), "absent"),
            event(Weeks::on(w.a, 2), "lesson", Some("English"), Some("09:10 AM"), "absent"),
            event(Weeks::on(w.a, 1), "lesson", Some("Science"), Some("08:20 AM"), "excused"),
            event(w.a, "lesson", Some("English"), Some("01:00 PM"), "absent"),
            event(w.a, "lesson", Some("Mathematics"), Some("07:30 AM"), "absent"),
        ]
    );
    assert_eq!((&juan.body["events"][1]["minutesLate"], &juan.body["events"][4]["note"]), (&json!(5), &json!("=1+1")));

    let rosa = get(&app, &school.maria, &path.replace(&school.juan, &school.rosa)).await;
    assert_eq!(rosa.status, StatusCode::OK, "the adviser reads it: {}", rosa.body);
    assert_eq!(
        [&rosa.body["present"], &rosa.body["late"], &rosa.body["absent"], &rosa.body["excused"]],
        [&json!(2), &json!(1), &json!(3), &json!(1)],
        "excused from one lesson and absent from the other is absent: {}",
        rosa.body
    );
    assert_eq!(rosa.body["percentPresent"], json!(42.9));

    // The student reads their own, and as a file of their marks.
    let own = app.session_of(Role::Student, STUDENT_EMAIL).await;
    assert_eq!(get(&app, &own, &path).await.body, juan.body);
    let (status, headers, rows) = download(&app, &own, &format!("{path}&format=csv")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(headers["content-disposition"], "attachment; filename=\"attendance-juan-dela-cruz-first-term.csv\"");
    assert_eq!(rows[0], ["Date", "Register", "Subject", "Start", "Code", "Minutes late", "Note"]);
    assert_eq!(rows.len(), 8);
    assert_eq!(
        rows[2],
        [Weeks::on(w.b, 1).to_string(), "daily".into(), "".into(), "".into(), "late".into(), "5".into(), "".into()]
    );
    assert_eq!(rows[5][6], "'=1+1", "a formula is escaped");
}

/// Juan moves to another section after the First Term: his summary of it keeps the registers
/// of his old section that hold a mark of his (present in the others, which no longer count).
async fn a_moved_students_summary_keeps_the_registers_holding_their_marks(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let level: String = sections::table
        .inner_join(levels::table)
        .filter(sections::id.eq(&school.section))
        .select(levels::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let body = json!({ "level": level, "section": "Mabini" });
    let mabini =
        post(&app, &school.admin, "/api/admins/create-section", body).await.body["_id"].as_str().unwrap().to_owned();
    post(&app, &school.admin, "/api/admins/move-students", json!({ "ids": [school.juan], "sectionID": mabini })).await;
    let path = format!("/api/attendance/student-summary?studentID={}&termID={}", school.juan, school.first_term);
    let juan = get(&app, &school.admin, &path).await;
    assert_eq!(juan.status, StatusCode::OK, "{}", juan.body);
    assert_eq!(
        (&juan.body["student"]["sectionID"], &juan.body["student"]["section"]),
        (&json!(mabini), &json!("Mabini"))
    );
    // A Mon both lessons absent; A Tue excused; A Wed only the English lesson holds his mark
    // (absent), the daily register none; B Mon only Mathematics (absent); B Tue late; B Sat
    // absent; D Fri holds none.
    assert_eq!(juan.body["daysRecorded"], json!(6), "{}", juan.body);
    assert_eq!(
        [&juan.body["present"], &juan.body["late"], &juan.body["absent"], &juan.body["excused"]],
        [&json!(0), &json!(1), &json!(4), &json!(1)],
        "{}",
        juan.body
    );
    let dates: Vec<&str> =
        juan.body["events"].as_array().unwrap().iter().map(|e| e["date"].as_str().unwrap()).collect();
    assert_eq!(dates.len(), 7, "every mark of his is still listed: {}", juan.body);
    assert_eq!(dates[0], Weeks::on(w.b, 5).to_string());
}

async fn a_sections_month_shows_each_school_day_and_register_day_with_totals_also_as_csv(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let expected = expected_days(w);
    // Rosa's record says F; Juan's sex is not recorded (he counts in the day's totals only).
    let rosa: String = lyceum_persistence::schema::students::table
        .filter(lyceum_persistence::schema::students::first_name.eq("Rosa"))
        .select(lyceum_persistence::schema::students::id)
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let female = lyceum_domain::learner::LearnerFields {
        sex: Some(lyceum_domain::learner::Sex::Female),
        ..lyceum_domain::learner::LearnerFields::default()
    };
    lyceum_persistence::learners::save(&mut app.db.conn().unwrap(), &rosa, &female).unwrap();
    for month_of in [w.a, w.d] {
        let month = month_of.format("%Y-%m").to_string();
        let path = format!("/api/attendance/section-month?sectionID={}&month={month}", school.section);
        let grid = get(&app, &school.maria, &path).await;
        assert_eq!(grid.status, StatusCode::OK, "{}", grid.body);
        assert_eq!(
            grid.body["section"],
            json!({ "_id": school.section, "section": "Rizal", "level": "Grade 7", "adviser": "Maria Santos" })
        );
        assert_eq!(grid.body["month"], month);
        // The month's school days (inside the year, outside the holiday), and the Saturday.
        let first = month_of.with_day(1).unwrap();
        let last = first.checked_add_months(chrono::Months::new(1)).unwrap() - Days::new(1);
        let mut days = weekdays(w, first.max(w.a), last.min(w.today + Days::new(60)));
        if Weeks::on(w.b, 5).format("%Y-%m").to_string() == month {
            days.push(Weeks::on(w.b, 5));
            days.sort();
        }
        let shown: Vec<&str> =
            grid.body["days"].as_array().unwrap().iter().map(|d| d["date"].as_str().unwrap()).collect();
        assert_eq!(shown, days.iter().map(|d| d.to_string()).collect::<Vec<_>>());
        let at = |day: NaiveDate| days.iter().position(|d| *d == day);
        if let Some(at) = at(w.a) {
            assert_eq!(grid.body["days"][at]["weekday"], "Mon");
        }
        let students = grid.body["students"].as_array().unwrap();
        assert_eq!(
            students.iter().map(|s| s["full_name"].as_str().unwrap()).collect::<Vec<_>>(),
            ["Juan Dela Cruz", "Rosa Torres"]
        );
        for (n, student) in students.iter().enumerate() {
            let pick = |marks: &(&'static str, &'static str)| if n == 0 { marks.0 } else { marks.1 };
            let wanted: Vec<Value> = days.iter().map(|day| json!(expected.get(day).map(pick))).collect();
            assert_eq!(student["marks"].as_array().unwrap(), &wanted, "{month}: {student}");
            assert_eq!(student["totals"], counts(days.iter().filter_map(|day| expected.get(day).map(pick))));
        }
        assert_eq!((&students[0]["sex"], &students[1]["sex"]), (&Value::Null, &json!("F")));
        for (at, day) in days.iter().enumerate() {
            let both = expected.get(day).map(|(juan, rosa)| vec![*juan, *rosa]).unwrap_or_default();
            assert_eq!(grid.body["dayTotals"][at], counts(both), "{day}");
            let girls = expected.get(day).map(|(_, rosa)| vec![*rosa]).unwrap_or_default();
            assert_eq!(grid.body["dayTotalsBySex"]["female"][at], counts(girls), "{day}");
            assert_eq!(grid.body["dayTotalsBySex"]["male"][at], counts(Vec::new()), "{day}");
        }
        let (status, headers, rows) = download(&app, &school.admin, &format!("{path}&format=csv")).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(
            headers["content-disposition"],
            format!("attachment; filename=\"attendance-grade-7-rizal-{month}.csv\"")
        );
        let mut header = vec!["Student".to_owned()];
        header.extend(days.iter().map(|d| d.to_string()));
        header.extend(["Present", "Late", "Absent", "Excused"].map(str::to_owned));
        assert_eq!(rows[0], header);
        let letter = |code: &str| match code {
            "present" => "P",
            "late" => "L",
            "absent" => "A",
            _ => "E",
        };
        let juan: Vec<String> =
            days.iter().map(|day| expected.get(day).map_or("", |m| letter(m.0)).to_owned()).collect();
        assert_eq!(rows[1][0], "Juan Dela Cruz");
        assert_eq!(rows[1][1..=days.len()], juan[..]);
        let totals = &students[0]["totals"];
        let written: Vec<String> =
            ["present", "late", "absent", "excused"].iter().map(|k| totals[*k].to_string()).collect();
        assert_eq!(rows[1][days.len() + 1..], written[..]);
        assert_eq!(rows.len(), 3);
    }
}

async fn a_subjects_history_lists_its_lessons_on_the_terms_school_days_latest_first_taken_or_not(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let path = |subject: &str| format!("/api/attendance/history?subjectID={subject}&termID={}", school.first_term);
    let math = get(&app, &school.maria, &path(&school.math)).await;
    assert_eq!(math.status, StatusCode::OK, "{}", math.body);
    assert_eq!(
        math.body["subject"],
        json!({ "_id": school.math, "name": "Mathematics", "sectionID": school.section, "section": "Rizal", "level": "Grade 7" })
    );
    assert_eq!(math.body["term"]["name"], "First Term");
    let registers = math.body["registers"].as_array().unwrap();
    let rows: Vec<(&str, bool)> =
        registers.iter().map(|r| (r["date"].as_str().unwrap(), r["taken"].as_bool().unwrap())).collect();
    // The holiday's Monday is no lesson.
    let (d, b, a) = (w.d.to_string(), w.b.to_string(), w.a.to_string());
    assert_eq!(rows, [(d.as_str(), false), (b.as_str(), true), (a.as_str(), true)]);
    assert_eq!(registers[1]["counts"], json!({ "present": 0, "late": 0, "absent": 1, "excused": 1 }));
    assert_eq!(registers[2]["counts"], json!({ "present": 0, "late": 1, "absent": 1, "excused": 0 }));
    assert_eq!(
        (registers[2]["takenBy"].as_str(), registers[2]["kind"].as_str()),
        (Some("Administrator"), Some("lesson"))
    );
    assert_eq!((&registers[0]["counts"], &registers[0]["startTime"]), (&Value::Null, &json!("07:30 AM")));

    // English: Mondays in the afternoon and Wednesdays in the morning, the latest lesson first.
    let english = get(&app, &school.maria, &path(&school.english)).await;
    let rows: Vec<(String, String)> = english.body["registers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["date"].as_str().unwrap().to_owned(), r["startTime"].as_str().unwrap().to_owned()))
        .collect();
    let wed = |monday: NaiveDate| (Weeks::on(monday, 2).to_string(), "09:10 AM".to_owned());
    let mon = |monday: NaiveDate| (monday.to_string(), "01:00 PM".to_owned());
    assert_eq!(rows, [wed(w.d), mon(w.d), wed(w.c), wed(w.b), mon(w.b), wed(w.a), mon(w.a)]);

    // Jose teaches Science.
    let science = get(&app, &school.jose, &path(&school.science)).await;
    assert_eq!(science.status, StatusCode::OK, "{}", science.body);
    assert_eq!(science.body["registers"].as_array().unwrap().len(), 4);
}

async fn without_a_term_asked_the_reports_cover_the_current_term_so_far(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let so_far = weekdays(w, w.second_term, w.today).len();
    let summary = get(&app, &school.admin, &format!("/api/attendance/student-summary?studentID={}", school.juan)).await;
    assert_eq!(summary.status, StatusCode::OK, "{}", summary.body);
    assert_eq!(
        (summary.body["term"]["_id"].as_str(), &summary.body["schoolDays"]),
        (Some(school.second_term.as_str()), &json!(so_far))
    );
    assert_eq!((&summary.body["daysRecorded"], &summary.body["percentPresent"]), (&json!(0), &Value::Null));
    assert_eq!(summary.body["events"], json!([]));
    let history = get(&app, &school.maria, &format!("/api/attendance/history?subjectID={}", school.math)).await;
    let mondays: Vec<&str> =
        history.body["registers"].as_array().unwrap().iter().map(|r| r["date"].as_str().unwrap()).collect();
    let mut expected: Vec<String> = weekdays(w, w.second_term, w.today)
        .into_iter()
        .filter(|d| d.weekday() == Weekday::Mon)
        .map(|d| d.to_string())
        .collect();
    expected.reverse();
    assert_eq!(mondays, expected);
    let chronic = get(&app, &school.admin, "/api/attendance/chronic").await;
    assert_eq!(
        (chronic.body["term"]["name"].as_str(), &chronic.body["schoolDays"]),
        (Some("Second Term"), &json!(so_far))
    );
    assert_eq!(chronic.body["students"], json!([]));
    // The First Term asked by its id still reads as before.
    let first = get(&app, &school.admin, &format!("/api/attendance/chronic?termID={}", school.first_term)).await;
    assert_eq!(first.body["schoolDays"], 19);
}

async fn the_registers_not_taken_follow_the_setting_and_there_are_none_on_a_no_school_day(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let on = |day: NaiveDate| format!("/api/attendance/not-taken?date={day}");
    let rows = |answer: &Answer| -> Vec<(String, Value)> {
        answer.body["registers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| (r["kind"].as_str().unwrap().to_owned(), r["subject"].clone()))
            .collect()
    };
    let d_monday = get(&app, &school.admin, &on(w.d)).await;
    assert_eq!(d_monday.status, StatusCode::OK, "{}", d_monday.body);
    assert_eq!((&d_monday.body["date"], &d_monday.body["schoolDay"]), (&json!(w.d.to_string()), &json!(true)));
    assert_eq!(
        rows(&d_monday),
        [
            ("daily".to_owned(), Value::Null),
            ("lesson".to_owned(), json!("Mathematics")),
            ("lesson".to_owned(), json!("English"))
        ],
        "the daily register, then the lessons by start time"
    );
    let first = &d_monday.body["registers"][1];
    assert_eq!(
        (&first["section"], &first["level"], &first["taken"], &first["date"]),
        (&json!("Rizal"), &json!("Grade 7"), &json!(false), &json!(w.d.to_string()))
    );
    // Week A's Monday had its lessons taken, not its daily register.
    assert_eq!(rows(&get(&app, &school.admin, &on(w.a)).await), [("daily".to_owned(), Value::Null)]);
    for closed in [w.c, Weeks::on(w.b, 5)] {
        let answer = get(&app, &school.admin, &on(closed)).await;
        assert_eq!((&answer.body["schoolDay"], rows(&answer).len()), (&json!(false), 0), "{closed}");
    }
    let body = json!({ "registers": "lesson", "editDays": 7, "chronicPercent": 10 });
    post(&app, &school.admin, "/api/admins/attendance-settings", body).await;
    assert_eq!(rows(&get(&app, &school.admin, &on(w.d)).await).len(), 2, "no daily registers expected");
    let today = get(&app, &school.admin, "/api/attendance/not-taken").await;
    assert_eq!(today.body["date"], w.today.to_string(), "today by default");
    let (status, headers, csv) = download(&app, &school.admin, &format!("{}&format=csv", on(w.d))).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-disposition"], format!("attachment; filename=\"registers-not-taken-{}.csv\"", w.d));
    assert_eq!(csv[0], ["Date", "Register", "Level", "Section", "Subject", "Start", "End", "Teacher"]);
    assert_eq!(
        csv[1],
        [
            w.d.to_string(),
            "lesson".into(),
            "Grade 7".into(),
            "Rizal".into(),
            "Mathematics".into(),
            "07:30 AM".into(),
            "08:20 AM".into(),
            "Maria Santos".into()
        ]
    );
}

async fn the_chronic_list_agrees_with_the_summaries_and_follows_the_threshold(app: TestApp) {
    let school = school(&app).await;
    let path = format!("/api/attendance/chronic?termID={}", school.first_term);
    let list = get(&app, &school.admin, &path).await;
    assert_eq!(list.status, StatusCode::OK, "{}", list.body);
    assert_eq!((&list.body["schoolDays"], &list.body["threshold"]), (&json!(19), &json!(10)));
    assert_eq!(list.body["term"]["name"], "First Term");
    let rosa = json!({ "_id": school.rosa, "full_name": "Rosa Torres", "sectionID": school.section, "section": "Rizal", "level": "Grade 7", "absent": 3, "excused": 1, "missed": 4, "percent": 21.1 });
    let juan = json!({ "_id": school.juan, "full_name": "Juan Dela Cruz", "sectionID": school.section, "section": "Rizal", "level": "Grade 7", "absent": 2, "excused": 1, "missed": 3, "percent": 15.8 });
    assert_eq!(list.body["students"], json!([rosa, juan]), "highest first");
    // The list counts each day as the summaries do.
    for entry in list.body["students"].as_array().unwrap() {
        let id = entry["_id"].as_str().unwrap();
        let summary = get(
            &app,
            &school.admin,
            &format!("/api/attendance/student-summary?studentID={id}&termID={}", school.first_term),
        )
        .await;
        assert_eq!((&entry["absent"], &entry["excused"]), (&summary.body["absent"], &summary.body["excused"]));
    }
    let (status, headers, rows) = download(&app, &school.admin, &format!("{path}&format=csv")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-disposition"], "attachment; filename=\"chronic-absence-first-term.csv\"");
    assert_eq!(rows[0], ["Student", "Level", "Section", "Absent", "Excused", "Missed", "Percent"]);
    assert_eq!(rows[1], ["Rosa Torres", "Grade 7", "Rizal", "3", "1", "4", "21.1"]);
    assert_eq!(rows[2], ["Juan Dela Cruz", "Grade 7", "Rizal", "2", "1", "3", "15.8"]);

    // 15.8 % is under 16 %, 21.1 % under 22 %.
    for (threshold, listed) in [(16, 1), (22, 0), (15, 2)] {
        let body = json!({ "registers": "both", "editDays": 7, "chronicPercent": threshold });
        post(&app, &school.admin, "/api/admins/attendance-settings", body).await;
        let list = get(&app, &school.admin, &path).await;
        assert_eq!(
            (&list.body["threshold"], list.body["students"].as_array().unwrap().len()),
            (&json!(threshold), listed)
        );
    }
}

async fn the_export_has_a_row_per_student_per_register_and_escapes_formulas(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let path = format!("/api/attendance/export?sectionID={}&from={}&to={}", school.section, w.a, w.first_term_end());
    let (status, headers, rows) = download(&app, &school.maria, &path).await;
    assert_eq!(status, StatusCode::OK, "{rows:?}");
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    assert_eq!(
        headers["content-disposition"],
        format!("attachment; filename=\"attendance-grade-7-rizal-{}-to-{}.csv\"", w.a, w.first_term_end())
    );
    assert_eq!(rows[0], ["Date", "Register", "Subject", "Start", "Student", "Code", "Minutes late", "Note"]);
    assert_eq!(rows.len(), 1 + 10 * 2, "ten registers of two students");
    let row = |cells: [&str; 8]| cells.map(str::to_owned).to_vec();
    let (a, tue, wed) = (w.a.to_string(), Weeks::on(w.a, 1).to_string(), Weeks::on(w.a, 2).to_string());
    assert_eq!(rows[1], row([&a, "lesson", "Mathematics", "07:30 AM", "Juan Dela Cruz", "absent", "", ""]));
    assert_eq!(rows[2], row([&a, "lesson", "Mathematics", "07:30 AM", "Rosa Torres", "late", "10", ""]));
    assert_eq!(rows[4], row([&a, "lesson", "English", "01:00 PM", "Rosa Torres", "present", "", ""]));
    assert_eq!(rows[5], row([&tue, "lesson", "Science", "08:20 AM", "Juan Dela Cruz", "excused", "", "'=1+1"]));
    assert_eq!(rows[7], row([&wed, "daily", "", "", "Juan Dela Cruz", "present", "", ""]), "the daily register first");
    assert_eq!(rows[9][2], "English");
    // Only the days asked.
    let one_day = format!("/api/attendance/export?sectionID={}&from={a}&to={a}", school.section);
    assert_eq!(download(&app, &school.admin, &one_day).await.2.len(), 1 + 2 * 2);
}

async fn each_report_refuses_whoever_may_not_see_it(app: TestApp) {
    let school = school(&app).await;
    let w = &school.weeks;
    let juan = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let rosa = app.session_of(Role::Student, ROSA_EMAIL).await;
    let month = w.a.format("%Y-%m");
    let summary = format!("/api/attendance/student-summary?studentID={}", school.juan);
    let export = format!("/api/attendance/export?sectionID={}&from={}&to={}", school.section, w.a, w.b);
    let grid = format!("/api/attendance/section-month?sectionID={}&month={month}", school.section);
    let cannot_see = Some("You cannot see this attendance.");
    let no_access = Some("You do not have access to this.");
    let cases: Vec<(String, &str, StatusCode, Option<&str>)> = vec![
        (
            format!("/api/attendance/history?subjectID={}", school.math),
            school.jose.as_str(),
            StatusCode::FORBIDDEN,
            cannot_see,
        ),
        (format!("/api/attendance/history?subjectID={}", school.math), juan.as_str(), StatusCode::FORBIDDEN, no_access),
        (format!("/api/attendance/history?subjectID={}", school.math), school.maria.as_str(), StatusCode::OK, None),
        (grid.clone(), school.jose.as_str(), StatusCode::FORBIDDEN, cannot_see),
        (grid.clone(), juan.as_str(), StatusCode::FORBIDDEN, no_access),
        (grid.clone(), school.maria.as_str(), StatusCode::OK, None),
        (summary.clone(), rosa.as_str(), StatusCode::FORBIDDEN, cannot_see),
        (
            format!("/api/attendance/student-summary?studentID={UNKNOWN}"),
            rosa.as_str(),
            StatusCode::FORBIDDEN,
            cannot_see,
        ),
        (summary.clone(), school.jose.as_str(), StatusCode::FORBIDDEN, cannot_see),
        (summary.clone(), juan.as_str(), StatusCode::OK, None),
        (summary.clone(), school.maria.as_str(), StatusCode::OK, None),
        (export.clone(), school.jose.as_str(), StatusCode::FORBIDDEN, cannot_see),
        (export.clone(), juan.as_str(), StatusCode::FORBIDDEN, no_access),
        ("/api/attendance/not-taken".into(), school.maria.as_str(), StatusCode::FORBIDDEN, no_access),
        ("/api/attendance/not-taken".into(), juan.as_str(), StatusCode::FORBIDDEN, no_access),
        ("/api/attendance/chronic".into(), school.maria.as_str(), StatusCode::FORBIDDEN, no_access),
        ("/api/attendance/chronic".into(), juan.as_str(), StatusCode::FORBIDDEN, no_access),
    ];
    for (path, token, status, message) in &cases {
        let answer = get(&app, token, path).await;
        assert_eq!(answer.status, *status, "{path}: {}", answer.body);
        if let Some(message) = message {
            assert_eq!(answer.message(), *message, "{path}");
        }
    }
    let (status, _, _) = download(&app, &school.maria, &export).await;
    assert_eq!(status, StatusCode::OK, "the adviser exports her section");
    app.forget_cookie();
    for (path, _, _, _) in &cases {
        assert_eq!(app.get(path).await.status, StatusCode::UNAUTHORIZED, "{path}");
    }
}

async fn bad_input_is_refused_on_its_field_and_unknown_records_are_404(app: TestApp) {
    let school = school(&app).await;
    let section = &school.section;
    let month = |raw: &str| format!("/api/attendance/section-month?sectionID={section}&month={raw}");
    let export = |from: &str, to: &str| format!("/api/attendance/export?sectionID={section}&from={from}&to={to}");
    let summary = format!("/api/attendance/student-summary?studentID={}", school.juan);
    let on_field: Vec<(String, &str, &str)> = vec![
        (format!("/api/attendance/section-month?sectionID={section}"), "month", "Enter a month as YYYY-MM."),
        (month("2026-13"), "month", "Enter a month as YYYY-MM."),
        (month("11-2026"), "month", "Enter a month as YYYY-MM."),
        (month("2026-11%00"), "month", "Enter a month as YYYY-MM."),
        ("/api/attendance/section-month?month=2026-11".into(), "sectionID", "Choose a section."),
        (format!("{}&format=xml", month("2026-11")), "format", "Use format=csv, or leave it out for JSON."),
        ("/api/attendance/history".into(), "subjectID", "Choose a subject."),
        ("/api/attendance/student-summary?studentID=%20".into(), "studentID", "Choose a student."),
        ("/api/attendance/not-taken?date=2026-02-30".into(), "date", "This date does not exist."),
        ("/api/attendance/not-taken?date=30-11-2026".into(), "date", "Enter the date as YYYY-MM-DD."),
        ("/api/attendance/chronic?format=pdf".into(), "format", "Use format=csv, or leave it out for JSON."),
        (export("2026-02-30", "2026-03-01"), "from", "This date does not exist."),
        (export("2026-03-01", "nope"), "to", "Enter the date as YYYY-MM-DD."),
        (export("2026-03-01", "2026-02-28"), "to", "The last day cannot be before the first day."),
        (export("2026-01-01", "2027-01-02"), "to", "Choose at most 366 days."),
        (format!("/api/attendance/export?sectionID={section}&to=2026-01-01"), "from", "Enter a date."),
        ("/api/attendance/export?from=2026-01-01&to=2026-01-02".into(), "sectionID", "Choose a section."),
    ];
    for (path, field, message) in &on_field {
        let answer = get(&app, &school.admin, path).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path}: {}", answer.body);
        assert_eq!(answer.body["errors"][*field], *message, "{path}: {}", answer.body);
    }
    let missing: Vec<(String, &str)> = vec![
        ("/api/attendance/section-month?sectionID=nope&month=2026-11".into(), "This section does not exist."),
        (format!("/api/attendance/section-month?sectionID={UNKNOWN}&month=2026-11"), "This section does not exist."),
        (
            format!("/api/attendance/export?sectionID={UNKNOWN}&from=2026-01-01&to=2026-01-02"),
            "This section does not exist.",
        ),
        (format!("/api/attendance/history?subjectID={UNKNOWN}"), "This subject does not exist."),
        ("/api/attendance/history?subjectID=math%00".into(), "This subject does not exist."),
        (format!("/api/attendance/student-summary?studentID={UNKNOWN}"), "This student does not exist."),
        (format!("{summary}&termID={UNKNOWN}"), "This term does not exist."),
        (format!("{summary}&termID=first"), "This term does not exist."),
        (format!("/api/attendance/chronic?termID={UNKNOWN}"), "This term does not exist."),
        (format!("/api/attendance/history?subjectID={}&termID=x", school.math), "This term does not exist."),
    ];
    for (path, message) in &missing {
        let answer = get(&app, &school.admin, path).await;
        assert_eq!((answer.status, answer.message()), (StatusCode::NOT_FOUND, *message), "{path}");
    }
    // A term of another year is reported on with that year's calendar.
    let other = post(
        &app,
        &school.admin,
        "/api/admins/create-school-year",
        json!({ "name": "Old year", "firstDay": "2020-06-01", "lastDay": "2021-03-31" }),
    )
    .await;
    let term =
        json!({ "schoolYearID": other.body["_id"], "name": "Q1", "firstDay": "2020-06-01", "lastDay": "2020-06-30" });
    let with_term = post(&app, &school.admin, "/api/admins/add-term", term).await;
    let old = with_term.body["terms"][0]["_id"].as_str().unwrap().to_owned();
    let answer = get(&app, &school.admin, &format!("{summary}&termID={old}")).await;
    assert_eq!(
        (answer.status, &answer.body["schoolDays"], &answer.body["term"]["name"]),
        (StatusCode::OK, &json!(22), &json!("Q1"))
    );
}

/// The administrator's and the teacher's Homes over the Second Term: a daily register on its
/// Monday (Juan absent) and a lesson's on its Tuesday (Rosa excused: her whole day), a gradebook
/// submitted and a message unread; each figure agrees with the report that acts on it.
async fn the_homes_count_the_terms_days_and_agree_with_the_reports(app: TestApp) {
    use lyceum_persistence::schema::grade_submissions;
    let school = school(&app).await;
    let w = &school.weeks;
    let (monday, tuesday) = (w.second_term, Weeks::on(w.second_term, 1));
    let absent = json!([{ "studentID": school.juan, "code": "absent" }]);
    take(&app, &school, ("sectionID", &school.section), monday, absent).await;
    let science = lesson(&app, "Science", "Tuesday");
    let excused = json!([{ "studentID": school.rosa, "code": "excused", "note": "Dentist" }]);
    take(&app, &school, ("scheduleID", &science), tuesday, excused).await;
    diesel::insert_into(grade_submissions::table)
        .values((
            grade_submissions::subject_id.eq(&school.math),
            grade_submissions::term_id.eq(&school.second_term),
            grade_submissions::submitted_by_role.eq("teacher"),
            grade_submissions::submitted_by_id.eq("someone"),
            grade_submissions::submitted_at.eq(chrono::Utc::now().naive_utc()),
        ))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let student = app.session_of(Role::Student, STUDENT_EMAIL).await;
    let maria_id: String = {
        use lyceum_persistence::schema::teachers;
        let mut conn = app.db.conn().unwrap();
        teachers::table.filter(teachers::email.eq(TEACHER_EMAIL)).select(teachers::id).first(&mut conn).unwrap()
    };
    post(&app, &student, &format!("/api/messages/send/{maria_id}"), json!({ "message": "Good morning po" })).await;

    let home = get(&app, &school.admin, "/api/admins/home").await;
    assert_eq!(home.status, StatusCode::OK, "{}", home.body);
    let home = home.body;
    assert_eq!(home["term"]["name"], "Second Term");
    assert_eq!(home["date"], w.today.to_string());
    let figures = |date: NaiveDate, present: u32, absent: u32, excused: u32, percent: f64| json!({ "date": date.to_string(), "expected": 2, "present": present, "absent": absent, "excused": excused, "percentPresent": percent });
    assert_eq!(home["days"], json!([figures(monday, 1, 1, 0, 50.0), figures(tuesday, 1, 0, 1, 50.0)]), "{home}");
    assert!(home["today"].is_null(), "no register today: {home}");
    let chronic = get(&app, &school.admin, "/api/attendance/chronic").await.body;
    assert_eq!(home["chronicCount"], chronic["students"].as_array().unwrap().len());
    assert_eq!(home["chronicPercent"], chronic["threshold"]);
    let not_taken = get(&app, &school.admin, "/api/attendance/not-taken").await.body;
    let due = not_taken["registers"].as_array().unwrap();
    assert_eq!(home["notTakenCount"], due.len());
    assert_eq!(home["notTaken"].as_array().unwrap()[..], due[..due.len().min(8)]);
    assert_eq!(home["schoolDay"], not_taken["schoolDay"]);
    let subjects: i64 = subjects::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    let level: String =
        sections::table.find(&school.section).select(sections::level_id).first(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(home["grades"], json!([{ "levelID": level, "level": "Grade 7", "submitted": 1, "expected": subjects }]));

    // Maria's Home of the Second Term's Monday: her registers as her Today screen lists them,
    // her gradebooks (Mathematics submitted), her advisory's absent student and the message.
    let date = monday.to_string();
    let mine = get(&app, &school.maria, &format!("/api/teachers/home?date={date}")).await;
    assert_eq!(mine.status, StatusCode::OK, "{}", mine.body);
    let today = get(&app, &school.maria, &format!("/api/attendance/today?date={date}")).await.body;
    assert_eq!(mine.body["day"], today);
    assert_eq!(mine.body["term"]["name"], "Second Term");
    let books = mine.body["gradebooks"].as_array().unwrap();
    assert!(!books.is_empty(), "{}", mine.body);
    for book in books {
        assert_eq!(book["submitted"], book["subjectID"] == school.math.as_str(), "{book}");
    }
    // A subject an administrator gives her is on her next Home at once, not yet submitted (her
    // subjects are kept with her week, which the administrator's write forgets).
    let body = json!({ "subjectName": "Physics", "subjectTeacher": maria_id, "sectionID": school.section });
    let added = post(&app, &school.admin, "/api/admins/add-subject-section", body).await;
    assert!(added.status.is_success(), "{}", added.body);
    let again = get(&app, &school.maria, &format!("/api/teachers/home?date={date}")).await.body;
    let physics: Vec<&Value> =
        again["gradebooks"].as_array().unwrap().iter().filter(|b| b["subject"] == "Physics").collect();
    assert_eq!(physics.len(), 1, "{again}");
    assert_eq!(physics[0]["submitted"], false);
    assert_eq!(again["gradebooks"].as_array().unwrap().len(), books.len() + 1);
    let marks = json!([{ "studentID": school.juan, "name": "Juan Dela Cruz", "sectionID": school.section, "code": "absent", "lessons": 0 }]);
    assert_eq!(mine.body["advisoryMarks"], marks);
    assert_eq!(mine.body["unreadMessages"], 1);
    // Jose advises no section; his Tuesday shows no marks and no message.
    let jose = get(&app, &school.jose, &format!("/api/teachers/home?date={tuesday}")).await.body;
    assert_eq!(jose["advisoryMarks"], json!([]));
    assert_eq!(jose["unreadMessages"], 0);
    for (token, path) in
        [(&school.maria, "/api/teachers/home?date=2026-02-30"), (&student, "/api/students/home?date=tomorrow")]
    {
        let answer = get(&app, token, path).await;
        assert_eq!(answer.status, StatusCode::BAD_REQUEST, "{path}: {}", answer.body);
        assert!(answer.body["errors"]["date"].is_string(), "{path}: {}", answer.body);
    }
}
