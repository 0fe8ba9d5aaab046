//! The `lyceum` binary as an operator uses it.

use std::io::{BufRead, BufReader};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use diesel::prelude::*;
use lyceum_persistence::schema::{students, teachers};
use lyceum_persistence::{news, newsletters, school_years, Database, DatabaseUrl};

mod support;

use support::{KillOnDrop, TempDir};

/// The SQLite database of a test folder.
trait SchoolDatabase {
    fn database(&self) -> String;
}

impl SchoolDatabase for TempDir {
    fn database(&self) -> String {
        format!("sqlite://{}", self.0.join("school.db").display())
    }
}

fn lyceum(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lyceum")).args(args).env("LYCEUM_LOG", "warn").output().unwrap()
}

#[test]
fn every_command_explains_itself_with_help() {
    for command in [
        vec!["--help"],
        vec!["serve", "--help"],
        vec!["create-admin", "--help"],
        vec!["seed-demo", "--help"],
        vec!["import-students", "--help"],
        vec!["import-teachers", "--help"],
        vec!["export-classes", "--help"],
        vec!["import-classes", "--help"],
        vec!["report-cards", "--help"],
    ] {
        let output = lyceum(&command);
        assert!(output.status.success(), "{command:?}");
        let text = String::from_utf8_lossy(&output.stdout);
        assert!(text.contains("Usage:"), "{command:?}: {text}");
    }
    let serve = String::from_utf8_lossy(&lyceum(&["serve", "--help"]).stdout).to_string();
    for option in ["--bind", "--database", "--uploads", "LYCEUM_BIND", "LYCEUM_DATABASE_URL", "LYCEUM_UPLOADS_DIR"] {
        assert!(serve.contains(option), "serve --help lacks {option}");
    }
}

#[test]
fn serve_refuses_a_heartbeat_outside_one_to_twenty_nine_seconds() {
    for secs in ["0", "30", "soon"] {
        // An uploads folder that cannot exist: were the value accepted, serve would stop there.
        let output = lyceum(&["serve", "--heartbeat-secs", secs, "--uploads", "/dev/null/uploads"]);
        assert!(!output.status.success(), "--heartbeat-secs {secs} was accepted");
        assert!(String::from_utf8_lossy(&output.stderr).contains("--heartbeat-secs"), "--heartbeat-secs {secs}");
    }
    let serve = String::from_utf8_lossy(&lyceum(&["serve", "--help"]).stdout).to_string();
    assert!(serve.contains("LYCEUM_HEARTBEAT_SECS"), "serve --help names the variable");
}

#[test]
fn serve_offers_the_upload_grace_and_hourly_cap_and_refuses_bad_values() {
    let serve = String::from_utf8_lossy(&lyceum(&["serve", "--help"]).stdout).to_string();
    for option in [
        "--upload-grace-minutes",
        "LYCEUM_UPLOAD_GRACE_MINUTES",
        "--upload-mb-per-hour",
        "LYCEUM_UPLOAD_MB_PER_HOUR",
        "--work-quota-mb",
        "LYCEUM_WORK_QUOTA_MB",
    ] {
        assert!(serve.contains(option), "serve --help lacks {option}");
    }
    for (flag, value) in [
        ("--upload-grace-minutes", "0"),
        ("--upload-grace-minutes", "soon"),
        ("--upload-mb-per-hour", "lots"),
        ("--work-quota-mb", "0"),
    ] {
        let output = lyceum(&["serve", flag, value, "--uploads", "/dev/null/uploads"]);
        assert!(!output.status.success(), "{flag} {value} was accepted");
        assert!(String::from_utf8_lossy(&output.stderr).contains(flag), "{flag} {value}");
    }
}

#[test]
fn serve_offers_the_mail_server_and_refuses_an_smtp_url_or_sender_that_does_not_parse() {
    let serve = String::from_utf8_lossy(&lyceum(&["serve", "--help"]).stdout).to_string();
    for option in ["--smtp-url", "LYCEUM_SMTP_URL", "--smtp-from", "LYCEUM_SMTP_FROM"] {
        assert!(serve.contains(option), "serve --help lacks {option}");
    }
    for args in [
        vec!["--smtp-url", "mail.example.org"],
        vec!["--smtp-url", "http://mail.example.org"],
        vec!["--smtp-url", "smtp://mail.example.org:notaport"],
        vec!["--smtp-url", "smtp://mail.example.org?tls=maybe"],
        vec!["--smtp-url", "smtp://mail.example.org", "--smtp-from", "not an address"],
    ] {
        let mut command = vec!["serve"];
        command.extend(&args);
        command.extend(["--uploads", "/dev/null/uploads"]);
        let output = lyceum(&command);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{args:?} was accepted");
        assert!(stderr.contains("--smtp-url"), "{args:?}: {stderr}");
    }
}

#[test]
fn serve_offers_the_sqlite_cache_and_refuses_sizes_that_are_not_one_to_16384_megabytes() {
    let serve = String::from_utf8_lossy(&lyceum(&["serve", "--help"]).stdout).to_string();
    assert!(serve.contains("--sqlite-cache-mb") && serve.contains("LYCEUM_SQLITE_CACHE_MB"), "serve --help");
    for value in ["0", "-5", "lots", "1.5", "16385", "99999999999"] {
        let output = lyceum(&["serve", "--sqlite-cache-mb", value, "--uploads", "/dev/null/uploads"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "--sqlite-cache-mb {value} was accepted");
        assert!(
            stderr.contains("--sqlite-cache-mb") && stderr.contains("megabytes from 1 to 16384"),
            "--sqlite-cache-mb {value}: {stderr}"
        );
    }
    let output = Command::new(env!("CARGO_BIN_EXE_lyceum"))
        .args(["serve", "--uploads", "/dev/null/uploads"])
        .env("LYCEUM_SQLITE_CACHE_MB", "0")
        .output()
        .unwrap();
    assert!(!output.status.success(), "LYCEUM_SQLITE_CACHE_MB=0 was accepted");
    assert!(String::from_utf8_lossy(&output.stderr).contains("megabytes from 1 to 16384"));
}

#[test]
fn create_admin_refuses_a_short_password_and_a_taken_email() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    let short = lyceum(&["create-admin", "--email", "head@school.edu", "--password", "short", "--database", &db]);
    assert!(!short.status.success());
    assert!(String::from_utf8_lossy(&short.stderr).contains("at least 8 characters"));

    let bad_email =
        lyceum(&["create-admin", "--email", "not-an-email", "--password", "long-enough", "--database", &db]);
    assert!(!bad_email.status.success());
    assert!(String::from_utf8_lossy(&bad_email.stderr).contains("valid email"));

    let first = lyceum(&["create-admin", "--email", "head@school.edu", "--password", "long-enough", "--database", &db]);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    let again =
        lyceum(&["create-admin", "--email", "HEAD@school.edu", "--password", "long-enough-2", "--database", &db]);
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already used"));
}

#[test]
fn create_admin_hashes_at_the_bcrypt_cost_of_its_flag_or_environment() {
    use lyceum_persistence::schema::admins;
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["create-admin", "--email", "head@school.edu", "--password", "long-enough", "--database", &db];
    let made = Command::new(env!("CARGO_BIN_EXE_lyceum")).args(args).env("LYCEUM_BCRYPT_COST", "5").output().unwrap();
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let made = lyceum(&[
        "create-admin",
        "--email",
        "deputy@school.edu",
        "--password",
        "long-enough",
        "--bcrypt-cost",
        "4",
        "--database",
        &db,
    ]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    let hashes: Vec<String> =
        admins::table.order(admins::email).select(admins::password_hash).load(&mut open(&db).conn().unwrap()).unwrap();
    assert!(hashes[0].starts_with("$2b$04$") && hashes[1].starts_with("$2b$05$"), "{hashes:?}");
}

#[test]
fn seed_demo_refuses_a_database_that_already_holds_school_data() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "3", "--teachers", "2", "--password", "demo-pass-123", "--database", &db];
    let first = lyceum(&args);
    assert!(first.status.success(), "{}", String::from_utf8_lossy(&first.stderr));
    assert!(String::from_utf8_lossy(&first.stdout).contains("3 students"));
    let second = lyceum(&args);
    assert!(!second.status.success());
    assert!(String::from_utf8_lossy(&second.stderr).contains("--force"));
}

#[test]
fn seed_demo_hashes_the_demo_password_at_the_cost_asked_for() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    let seed = |cost: &str| {
        lyceum(&["seed-demo", "--students", "1", "--teachers", "1", "--password-cost", cost, "--database", &db])
    };
    let too_cheap = seed("3");
    assert!(!too_cheap.status.success());
    assert!(String::from_utf8_lossy(&too_cheap.stderr).contains("--bcrypt-cost"));
    let seeded = seed("4");
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let hashes: Vec<String> =
        students::table.select(students::password_hash).load(&mut open(&db).conn().unwrap()).unwrap();
    assert!(hashes.iter().all(|hash| hash.starts_with("$2b$04$")), "{hashes:?}");
    assert!(bcrypt::verify("demo-pass-123", &hashes[0]).unwrap());
}

#[test]
fn seed_demo_makes_a_current_school_year_of_four_quarters_and_holidays_around_today() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    let seeded =
        lyceum(&["seed-demo", "--students", "1", "--teachers", "1", "--password-cost", "4", "--database", &db]);
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("(4 terms, 5 no-school days)"));
    let year = school_years::current(&mut open(&db).conn().unwrap()).unwrap().expect("a current year");
    let terms: Vec<&str> = year.terms.iter().map(|term| term.name.as_str()).collect();
    assert_eq!(terms, ["First Quarter", "Second Quarter", "Third Quarter", "Fourth Quarter"]);
    assert_eq!(year.terms[0].first_day, year.year.first_day);
    assert_eq!(year.terms[3].last_day, year.year.last_day);
    let today = chrono::Utc::now().date_naive();
    assert!(year.days().contains(today) || today < year.year.first_day, "{year:?} is around {today}");
    let christmas = year.no_school_days.iter().find(|day| day.name == "Christmas break").expect("Christmas break");
    assert!(!year.is_school_day(christmas.first_day));
}

#[test]
fn seed_demo_makes_a_principal_who_signs_in_with_a_second_step_and_prints_how() {
    use lyceum_persistence::schema::{admins, recovery_codes, second_steps};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let seeded =
        lyceum(&["seed-demo", "--students", "1", "--teachers", "1", "--password-cost", "4", "--database", &db]);
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let out = String::from_utf8_lossy(&seeded.stdout);
    let line = out.lines().find(|line| line.contains("With two-step sign-in")).expect("the principal's line");
    assert!(line.contains("principal@demo.lyceum.test"), "{line}");
    let key = line.split("setup key ").nth(1).unwrap().split_whitespace().next().unwrap();
    let mut conn = open(&db).conn().unwrap();
    let id: String = admins::table
        .filter(admins::email.eq("principal@demo.lyceum.test"))
        .select(admins::id)
        .first(&mut conn)
        .unwrap();
    let (secret, confirmed): (String, Option<chrono::NaiveDateTime>) = second_steps::table
        .find(&id)
        .select((second_steps::secret, second_steps::confirmed_at))
        .first(&mut conn)
        .unwrap();
    assert_eq!(key, secret);
    assert!(confirmed.is_some());
    let unused: i64 = recovery_codes::table
        .filter(recovery_codes::user_id.eq(&id))
        .filter(recovery_codes::used_at.is_null())
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(unused, 10);
    // The recovery code printed is kept only as a hash.
    let printed = line.split("recovery code ").nth(1).unwrap().split_whitespace().next().unwrap();
    let stored: Vec<String> = recovery_codes::table.select(recovery_codes::code_hash).load(&mut conn).unwrap();
    assert!(stored.iter().all(|hash| !hash.contains(printed)), "{printed}");
}

#[test]
fn seed_demo_takes_the_registers_of_the_current_terms_past_school_days() {
    use chrono::Datelike;
    use lyceum_persistence::schema::{register_marks, registers};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "30", "--sections", "2", "--teachers", "3", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("Attendance: "));
    let mut conn = open(&db).conn().unwrap();
    let year = school_years::current(&mut conn).unwrap().expect("a current year");
    let today = chrono::Utc::now().date_naive();
    let term = year.terms.iter().find(|term| term.first_day <= today && today <= term.last_day);
    let days: Vec<(String, chrono::NaiveDate)> =
        registers::table.select((registers::kind, registers::day)).load(&mut conn).unwrap();
    // Outside a term (the April–May break) nothing is taken.
    assert_eq!(term.is_none(), days.is_empty(), "{term:?}");
    for (kind, day) in &days {
        let term = term.unwrap();
        assert!(term.first_day <= *day && *day < today, "{kind} register on {day}, outside {term:?} or not past");
        assert!(year.is_school_day(*day) && day.weekday().num_days_from_monday() < 5, "{day}");
    }
    let marks: i64 = register_marks::table.count().get_result(&mut conn).unwrap();
    assert!(days.is_empty() || marks > 0);
}

#[test]
fn seed_demo_with_previous_term_also_takes_every_school_day_of_the_term_before() {
    use chrono::Datelike;
    use lyceum_persistence::schema::registers;
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "10", "--sections", "1", "--teachers", "2", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--previous-term", "--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let mut conn = open(&db).conn().unwrap();
    let year = school_years::current(&mut conn).unwrap().expect("a current year");
    let today = chrono::Utc::now().date_naive();
    let Some(current) = year.terms.iter().position(|term| term.first_day <= today && today <= term.last_day) else {
        return; // the April–May break: no term, nothing taken
    };
    let daily: Vec<chrono::NaiveDate> =
        registers::table.filter(registers::kind.eq("daily")).select(registers::day).load(&mut conn).unwrap();
    let Some(previous) = current.checked_sub(1).map(|at| &year.terms[at]) else {
        return; // the first term has none before it
    };
    let whole: Vec<chrono::NaiveDate> = previous
        .first_day
        .iter_days()
        .take_while(|day| *day <= previous.last_day)
        .filter(|day| day.weekday().num_days_from_monday() < 5 && year.is_school_day(*day))
        .collect();
    let taken: Vec<chrono::NaiveDate> = daily.iter().copied().filter(|day| *day <= previous.last_day).collect();
    assert_eq!(taken.len(), whole.len(), "the one section's daily register on every school day of {previous:?}");
    assert!(daily.iter().all(|day| previous.first_day <= *day && *day < today));
}

#[test]
fn seed_demo_fills_the_gradebooks_of_the_terms_begun_and_publishes_those_ended() {
    use lyceum_domain::grading::Entry;
    use lyceum_persistence::grades::{gradebook, places, published};
    use lyceum_persistence::schema::{students, subjects};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "12", "--sections", "2", "--teachers", "3", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("Grades: "));
    let mut conn = open(&db).conn().unwrap();
    let year = school_years::current(&mut conn).unwrap().expect("a current year");
    let today = chrono::Utc::now().date_naive();
    let subject_id: String = subjects::table.select(subjects::id).order(subjects::name).first(&mut conn).unwrap();
    let subject = places::subject(&mut conn, &subject_id).unwrap().unwrap();
    for term in year.terms.iter().filter(|term| term.first_day <= today) {
        let term = places::term(&mut conn, &term.id).unwrap().unwrap();
        let book = gradebook::read(&mut conn, &subject, &term).unwrap();
        assert_eq!(book.assessments.len(), 6, "3 Written Works, 2 Performance Tasks, 1 Quarterly Assessment");
        assert!(!book.rows.is_empty());
        let scored = |row: &gradebook::GradebookRow| row.entries.iter().any(|entry| *entry != Entry::NotYet);
        assert!(book.rows.iter().all(|row| scored(row) && row.grade.is_some()), "{term:?}");
        assert_eq!(book.status.published_at.is_some(), term.last_day < today, "{term:?}");
    }
    let ids: Vec<String> = students::table.select(students::id).load(&mut conn).unwrap();
    let kept = published::published_for_students(&mut conn, &ids, &year.year.id).unwrap();
    let ended = year.terms.iter().filter(|term| term.last_day < today).count();
    assert_eq!(kept.grades.len(), ids.len() * 5 * ended, "every student's five subjects in each ended term");
}

#[test]
fn seed_demo_gives_each_subject_a_term_of_classwork_graded_in_its_gradebook() {
    use lyceum_persistence::classwork;
    use lyceum_persistence::schema::{announcements, sections, students, subjects, submissions};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "6", "--sections", "1", "--teachers", "2", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let mut conn = open(&db).conn().unwrap();
    // Each adviser's three announcements to their section, each to its students, guardians or both.
    let advised: i64 =
        sections::table.filter(sections::adviser_id.is_not_null()).count().get_result(&mut conn).unwrap();
    let announced: Vec<(bool, bool)> =
        announcements::table.select((announcements::to_students, announcements::to_guardians)).load(&mut conn).unwrap();
    assert!(advised > 0);
    assert_eq!(announced.len() as i64, 3 * advised);
    assert!(
        announced.contains(&(true, true)) && announced.contains(&(false, true)) && announced.contains(&(true, false))
    );
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("Announcements: "));
    let year = school_years::current(&mut conn).unwrap().expect("a current year");
    let today = chrono::Utc::now().date_naive();
    if !year.terms.iter().any(|term| term.first_day <= today && today <= term.last_day) {
        return; // between terms: no current term, no classwork
    }
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("Classwork: "));
    let ids: Vec<String> = subjects::table.select(subjects::id).load(&mut conn).unwrap();
    let all = classwork::of_subjects(&mut conn, &ids).unwrap();
    for subject in &ids {
        let theirs: Vec<_> = all.iter().filter(|piece| &piece.subject_id == subject).collect();
        // Three Written Works and two Performance Tasks of the gradebook, a reading and a brief.
        assert_eq!(theirs.iter().filter(|piece| piece.assessment_id.is_some()).count(), 5, "{subject}");
        assert_eq!(theirs.len(), 7, "{subject}");
        assert!(theirs.iter().all(|piece| piece.fields.appears_at < piece.fields.due_at));
    }
    // A student sees what has appeared: the brief not yet, something still to do.
    let student: String = students::table.select(students::id).order(students::email).first(&mut conn).unwrap();
    let now = chrono::Utc::now().naive_utc();
    let section = lyceum_persistence::files::section_of_student(&mut conn, &student).unwrap().expect("placed");
    let seen = classwork::of_section(&mut conn, &section, now).unwrap();
    assert!(!seen.is_empty() && seen.iter().all(|piece| !piece.fields.title.starts_with("Project brief")));
    assert!(seen.iter().any(|piece| piece.fields.due_at > now));
    // The students' work: graded pieces past due turned in by those scored, returned two days
    // after; a third of the class has turned in the reading with an answer.
    let work: Vec<(Option<chrono::NaiveDateTime>, Option<chrono::NaiveDateTime>, String)> = submissions::table
        .select((submissions::turned_in_at, submissions::returned_at, submissions::answer))
        .load(&mut conn)
        .unwrap();
    assert!(work.iter().all(|(turned_in, _, _)| turned_in.is_some_and(|at| at <= now)));
    assert!(work.iter().any(|(_, _, answer)| !answer.is_empty()), "someone turned in the reading");
    let long_past =
        all.iter().any(|piece| piece.assessment_id.is_some() && piece.fields.due_at < now - chrono::Duration::days(3));
    if long_past {
        assert!(work.iter().any(|(_, returned, _)| returned.is_some()), "returned work");
    }
    assert!(String::from_utf8_lossy(&seeded.stdout).contains(" handed in."));
}

#[test]
fn seed_demo_takes_some_families_payments_for_their_books_on_a_receipt_of_their_own() {
    use lyceum_persistence::schema::fee_entries;
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "12", "--sections", "1", "--teachers", "2", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let mut conn = open(&db).conn().unwrap();
    let for_items: Vec<(Option<String>, String)> = fee_entries::table
        .filter(fee_entries::kind.eq("payment"))
        .filter(fee_entries::line_key.is_not_null())
        .select((fee_entries::line_key, fee_entries::description))
        .load(&mut conn)
        .unwrap();
    assert!(!for_items.is_empty(), "some families paid for their books apart");
    assert!(for_items.iter().all(|(key, what)| key.as_deref().is_some_and(|key| key.starts_with("item:"))
        && what.ends_with(": Books and workbooks")));
    let oldest_first: i64 = fee_entries::table
        .filter(fee_entries::kind.eq("payment"))
        .filter(fee_entries::line_key.is_null())
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert!(oldest_first > 0, "the rest paid the oldest amount due");
}

#[test]
fn seed_demo_makes_guardians_some_with_two_children_and_students_with_two_guardians() {
    use lyceum_persistence::guardians;
    use lyceum_persistence::schema::{guardian_students, guardians as guardian_table};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "8", "--sections", "1", "--teachers", "2", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let out = String::from_utf8_lossy(&seeded.stdout);
    assert!(out.contains("Guardians: 10 accounts linked to their children (12 links; 2 with two children)."), "{out}");
    let mut conn = open(&db).conn().unwrap();
    let mothers: i64 =
        guardian_table::table.filter(guardian_table::email.like("parent%")).count().get_result(&mut conn).unwrap();
    assert_eq!(mothers, 8, "each student's mother, from the guardian block");
    let father: String = guardian_table::table
        .filter(guardian_table::email.eq("father4@demo.lyceum.test"))
        .select(guardian_table::id)
        .first(&mut conn)
        .unwrap();
    assert_eq!(guardians::children(&mut conn, &father).unwrap().len(), 2);
    let links: i64 = guardian_students::table.count().get_result(&mut conn).unwrap();
    assert_eq!(links, 12);
}

#[test]
fn seed_demo_alerts_the_first_guardians_and_writes_their_messages_with_teachers() {
    use lyceum_persistence::guardians::contacts;
    use lyceum_persistence::schema::{guardian_alerts, guardians, messages, notifications, register_marks, registers};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "30", "--sections", "2", "--teachers", "3", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let out = String::from_utf8_lossy(&seeded.stdout);
    assert!(out.contains("Guardian messages: 10 in 4 conversations with their children's teachers."), "{out}");
    let line = out.lines().find(|line| line.starts_with("Guardian alerts: ")).expect("the alerts' line");
    let mut conn = open(&db).conn().unwrap();
    let alerts: Vec<(String, String, String, chrono::NaiveDate, String)> = guardian_alerts::table
        .select((
            guardian_alerts::id,
            guardian_alerts::guardian_id,
            guardian_alerts::student_id,
            guardian_alerts::day,
            guardian_alerts::code,
        ))
        .load(&mut conn)
        .unwrap();
    assert!(line.starts_with(&format!("Guardian alerts: {} to ", alerts.len())), "{line}");
    let first: Vec<String> = (1..=20).map(|n| format!("student{n}@demo.lyceum.test")).collect();
    let first: Vec<String> =
        students::table.filter(students::email.eq_any(&first)).select(students::id).load(&mut conn).unwrap();
    for (id, guardian, student, day, code) in &alerts {
        assert!(first.contains(student), "an alert about one of the first twenty students");
        let told: (String, String) = notifications::table
            .find(id)
            .select((notifications::recipient_id, notifications::kind))
            .first(&mut conn)
            .expect("the alert's notification");
        assert_eq!(told, (guardian.clone(), "attendance".to_owned()));
        let marks: i64 = register_marks::table
            .inner_join(registers::table)
            .filter(register_marks::student_id.eq(student))
            .filter(registers::day.eq(day))
            .filter(register_marks::code.eq(code))
            .count()
            .get_result(&mut conn)
            .unwrap();
        assert!(marks > 0, "a {code} mark of the registers on {day}");
    }
    let written: Vec<(String, String)> =
        messages::table.select((messages::sender_id, messages::receiver_id)).load(&mut conn).unwrap();
    let guardian_ids: std::collections::HashSet<String> =
        guardians::table.select(guardians::id).load::<String>(&mut conn).unwrap().into_iter().collect();
    let mut with_guardians = 0;
    for (sender, receiver) in written {
        let (guardian, teacher) = if guardian_ids.contains(&sender) {
            (sender, receiver)
        } else if guardian_ids.contains(&receiver) {
            (receiver, sender)
        } else {
            continue; // student 1's conversation, checked by the feed's own test
        };
        assert!(contacts::teaches_a_child_of(&mut conn, &guardian, &teacher).unwrap(), "a teacher of their child");
        with_guardians += 1;
    }
    assert_eq!(with_guardians, 10);
}

#[test]
fn seed_demo_makes_a_school_a_newcomer_can_read_with_a_full_day_for_each_suggested_sign_in() {
    use lyceum_persistence::schema::{messages, schedules, subjects};
    let dir = TempDir::new("cli");
    let db = dir.database();
    let args = ["seed-demo", "--students", "60", "--sections", "2", "--teachers", "3", "--password-cost", "4"];
    let seeded = lyceum(&[args.as_slice(), &["--database", db.as_str()]].concat());
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let out = String::from_utf8_lossy(&seeded.stdout);
    for portal in [
        "Administrators at /admin",
        "Teachers at /teacher: teacher1@",
        "Students at /: student1@",
        "Guardians at /guardian: parent1@",
    ] {
        assert!(out.contains(portal), "one suggested sign-in per portal: {portal} in {out}");
    }
    let mut conn = open(&db).conn().unwrap();
    assert_eq!(news::list(&mut conn).unwrap().len(), 4);
    assert_eq!(newsletters::list(&mut conn).unwrap().len(), 2);
    let unread: i64 = messages::table.filter(messages::read_at.is_null()).count().get_result(&mut conn).unwrap();
    let all: i64 = messages::table.count().get_result(&mut conn).unwrap();
    assert_eq!(all, 10 + 4, "the guardians' conversations and student 1's");
    assert!(unread < all);

    // No two students of a section share a name.
    let names: Vec<(Option<String>, String, String)> = students::table
        .select((students::section_id, students::first_name, students::last_name))
        .load(&mut conn)
        .unwrap();
    let distinct: std::collections::HashSet<_> = names.iter().collect();
    assert_eq!(distinct.len(), names.len(), "a repeated name inside a section");

    // Every student but the last two has an LRN (each one learner's) and a sex; Juan is a boy.
    let juan = students::table.filter(students::email.eq("student1@demo.lyceum.test")).select(students::id);
    let juan: String = juan.first(&mut conn).unwrap();
    let record = lyceum_persistence::learners::find(&mut conn, &juan).unwrap();
    assert_eq!((record.lrn.as_deref(), record.sex.as_deref()), (Some("136114000001"), Some("M")));
    let records = lyceum_persistence::learners::of_all(&mut conn).unwrap();
    let numbers: std::collections::HashSet<_> = records.values().filter_map(|r| r.lrn.clone()).collect();
    assert_eq!((records.len(), numbers.len()), (58, 58), "{out}");
    assert!(out.contains("Learner records: 58 with an LRN and sex; 2 still without"), "{out}");
    let identity = lyceum_persistence::grades::settings::read(&mut conn).unwrap();
    assert_eq!((identity.school_id.as_str(), identity.region.as_str()), ("136114", "NCR"), "the forms' heads");
    // Two school years of enrolment: the current one and, above Grade 7, the year before one
    // level down. Student 2 is in the second section, a Grade 8 one.
    let mut enrolled = |email: &str| {
        let id: String =
            students::table.filter(students::email.eq(email)).select(students::id).first(&mut conn).unwrap();
        let history = lyceum_persistence::learners::enrolments::of_student(&mut conn, &id).unwrap();
        history.into_iter().map(|e| (e.enrolment.status, e.level.unwrap_or_default())).collect::<Vec<_>>()
    };
    assert!(out.contains("Enrolment: every placed student in "), "{out}");
    assert_eq!(enrolled("student1@demo.lyceum.test"), [("enrolled".to_owned(), "Grade 7".to_owned())]);
    assert_eq!(
        enrolled("student2@demo.lyceum.test"),
        [("promoted".to_owned(), "Grade 7".to_owned()), ("enrolled".to_owned(), "Grade 8".to_owned())]
    );
    // Two learners left this year, archived since: one transferred out, one dropped out.
    assert!(out.contains("; 2 left this year (archived)."), "{out}");
    let archived: Vec<String> = lyceum_persistence::schema::archived_students::table
        .select(lyceum_persistence::schema::archived_students::email)
        .order(lyceum_persistence::schema::archived_students::email)
        .load(&mut conn)
        .unwrap();
    assert_eq!(archived, ["student57@demo.lyceum.test", "student58@demo.lyceum.test"]);
    let statuses: Vec<String> = lyceum_persistence::schema::enrolments::table
        .filter(lyceum_persistence::schema::enrolments::status.eq_any(["transferred_out", "dropped"]))
        .select(lyceum_persistence::schema::enrolments::status)
        .order(lyceum_persistence::schema::enrolments::status)
        .load(&mut conn)
        .unwrap();
    assert_eq!(statuses, ["dropped", "transferred_out"]);

    // With a teacher for every section, each subject meets every school day: teacher 1 has
    // lessons on each of them, and so has every other teacher.
    let taught: Vec<(String, String)> = schedules::table
        .inner_join(subjects::table)
        .inner_join(teachers::table.on(subjects::teacher_id.eq(teachers::id.nullable())))
        .select((teachers::email, schedules::day))
        .load(&mut conn)
        .unwrap();
    for n in 1..=3 {
        let email = format!("teacher{n}@demo.lyceum.test");
        for day in ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] {
            assert!(taught.iter().any(|(who, on)| *who == email && on == day), "{email} on {day}");
        }
    }
}

/// Opens the database at `url` as the server would (migrations run).
fn open(url: &str) -> Database {
    Database::connect(&DatabaseUrl::parse(url).unwrap()).unwrap()
}

#[test]
fn seed_demo_leaves_the_last_unplaced_students_without_a_section() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    let seed = |students: &str, unplaced: &str| {
        lyceum(&[
            "seed-demo",
            "--students",
            students,
            "--unplaced",
            unplaced,
            "--teachers",
            "2",
            "--password",
            "demo-pass-123",
            "--database",
            &db,
        ])
    };
    let too_many = seed("2", "3");
    assert!(!too_many.status.success());
    assert!(String::from_utf8_lossy(&too_many.stderr).contains("--unplaced 3 is more than the 2 students"));

    let seeded = seed("5", "2");
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    assert!(String::from_utf8_lossy(&seeded.stdout).contains("5 students (2 without a section)"));
    let mut conn = open(&db).conn().unwrap();
    let unplaced: Vec<(String, Option<String>, Option<String>)> = students::table
        .filter(students::section_id.is_null())
        .order(students::email)
        .select((students::email, students::level_id, students::category_id))
        .load(&mut conn)
        .unwrap();
    assert_eq!(
        unplaced,
        [("student4@demo.lyceum.test".to_owned(), None, None), ("student5@demo.lyceum.test".to_owned(), None, None)]
    );
    let placed: i64 = students::table
        .filter(students::section_id.is_not_null())
        .filter(students::level_id.is_not_null())
        .filter(students::category_id.is_not_null())
        .count()
        .get_result(&mut conn)
        .unwrap();
    assert_eq!(placed, 3);
}

#[test]
fn seed_demo_counts_news_and_newsletters_as_school_data_but_not_administrators() {
    let seed = |db: &str| {
        lyceum(&["seed-demo", "--students", "2", "--teachers", "1", "--password", "demo-pass-123", "--database", db])
    };
    let admins_only = TempDir::new("cli");
    let db = admins_only.database();
    let admin = lyceum(&["create-admin", "--email", "head@school.edu", "--password", "long-enough", "--database", &db]);
    assert!(admin.status.success(), "{}", String::from_utf8_lossy(&admin.stderr));
    let seeded = seed(&db);
    assert!(
        seeded.status.success(),
        "an administrator alone is not school data: {}",
        String::from_utf8_lossy(&seeded.stderr)
    );

    for holding in ["news", "a newsletter"] {
        let dir = TempDir::new("cli");
        let db = dir.database();
        {
            let mut conn = open(&db).conn().unwrap();
            if holding == "news" {
                news::create(&mut conn, None, "<p>Enrolment opens on Monday.</p>").unwrap();
            } else {
                newsletters::create(&mut conn, None, Some("https://school.test/memo")).unwrap();
            }
        }
        let refused = seed(&db);
        assert!(!refused.status.success(), "a database holding only {holding} is not empty");
        assert!(String::from_utf8_lossy(&refused.stderr).contains("--force"));
        let teachers: i64 = teachers::table.count().get_result(&mut open(&db).conn().unwrap()).unwrap();
        assert_eq!(teachers, 0, "nothing seeded beside {holding}");
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

#[actix_web::test]
async fn serve_on_a_new_database_prints_a_first_admin_who_can_sign_in() {
    let dir = TempDir::new("cli");
    let port = free_port();
    let bind = format!("127.0.0.1:{port}");
    let uploads = dir.0.join("uploads");
    let child = Command::new(env!("CARGO_BIN_EXE_lyceum"))
        .args(["serve", "--bind", &bind, "--database", &dir.database()])
        .arg("--uploads")
        .arg(&uploads)
        .env("LYCEUM_LOG", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut server = KillOnDrop(child);
    let stdout = BufReader::new(server.0.stdout.take().unwrap());
    let (mut email, mut password) = (None, None);
    for line in stdout.lines().map_while(Result::ok) {
        if let Some(value) = line.trim().strip_prefix("email:") {
            email = Some(value.trim().to_owned());
        }
        if let Some(value) = line.trim().strip_prefix("password:") {
            password = Some(value.trim().to_owned());
            break;
        }
    }
    let (email, password) = (email.expect("email printed"), password.expect("password printed"));
    assert!(password.len() >= 16);
    assert!(uploads.is_dir(), "the uploads folder is created");

    let client = awc::Client::default();
    let base = format!("http://{bind}");
    let deadline = Instant::now() + Duration::from_secs(30);
    while client.get(format!("{base}/api/health")).send().await.map(|r| r.status().is_success()).ok() != Some(true) {
        assert!(Instant::now() < deadline, "server did not become healthy");
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    let res = client
        .post(format!("{base}/api/admins/login"))
        .send_json(&serde_json::json!({ "email": email, "password": password }))
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
}

#[test]
fn import_students_and_teachers_check_every_row_then_write_all_or_nothing() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    assert!(lyceum(&["seed-demo", "--students", "2", "--sections", "1", "--teachers", "2", "--database", &db])
        .status
        .success());
    let count = || students::table.count().get_result::<i64>(&mut open(&db).conn().unwrap()).unwrap();
    let header = "first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,parent_email,phone,relationship,category,level,section";
    let bad = dir.0.join("bad.csv");
    std::fs::write(
        &bad,
        format!("{header}\nAna,,Reyes,ana@school.test,1 Rizal Ave,2011-03-04,Rosa,,Reyes,,,Mother,,,\nBo,,Lim,ANA@school.test,2 Rizal Ave,2011-03-04,Al,,Lim,,,Father,,,\nCy,,Ong,cy@school.test,=cmd,2011-03-04,Al,,Ong,,,Father,,,\n"),
    )
    .unwrap();
    let refused = lyceum(&["import-students", bad.to_str().unwrap(), "--database", &db]);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("line 3 email: This email is also on line 2."), "{stderr}");
    assert!(stderr.contains("line 4 address: \"=cmd\" starts with ="), "{stderr}");
    assert!(stderr.contains("2 row error(s); nothing was imported"), "{stderr}");
    assert_eq!(count(), 2);

    let good = dir.0.join("good.csv");
    std::fs::write(
        &good,
        format!("\u{feff}{header}\nAna,,Reyes,ana@school.test,1 Rizal Ave,2011-03-04,Rosa,,Reyes,,,Mother,,,\nBo,,Lim,bo@school.test,'-2 Rizal Ave,2011-03-04,Al,,Lim,,,Father,,,\n"),
    )
    .unwrap();
    let checked = lyceum(&["import-students", good.to_str().unwrap(), "--dry-run", "--database", &db]);
    assert!(checked.status.success(), "{}", String::from_utf8_lossy(&checked.stderr));
    assert!(String::from_utf8_lossy(&checked.stdout).contains("All 2 row(s) are good"));
    assert_eq!(count(), 2);
    let too_big = lyceum(&["import-students", good.to_str().unwrap(), "--max-file-mb", "0", "--database", &db]);
    assert!(String::from_utf8_lossy(&too_big.stderr).contains("larger than 0 MB"));
    assert_eq!(count(), 2);

    let imported = lyceum(&["import-students", good.to_str().unwrap(), "--database", &db]);
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    assert!(String::from_utf8_lossy(&imported.stdout).contains("Imported 2 student(s)."));
    let rows: Vec<(String, String, bool)> = students::table
        .filter(students::email.like("%@school.test"))
        .order(students::email)
        .select((students::address, students::password_hash, students::must_change_password))
        .load(&mut open(&db).conn().unwrap())
        .unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[1].0, "-2 Rizal Ave", "the ' escape is taken off");
    assert!(rows.iter().all(|(_, hash, must)| *must && hash == &rows[0].1 && hash.starts_with("$2b$12$")));
    assert!(bcrypt::verify("Lyceum@2023", &rows[0].1).unwrap());

    let teachers_file = dir.0.join("teachers.csv");
    std::fs::write(
        &teachers_file,
        "first_name,last_name,phone,email,birthdate,address\nLiza,Soberano,09175550101,liza@school.test,1990-05-05,7 Aurora Blvd\n",
    )
    .unwrap();
    let teachers_done = lyceum(&["import-teachers", teachers_file.to_str().unwrap(), "--database", &db]);
    assert!(teachers_done.status.success(), "{}", String::from_utf8_lossy(&teachers_done.stderr));
    let liza = teachers::table
        .filter(teachers::email.eq("liza@school.test"))
        .count()
        .get_result::<i64>(&mut open(&db).conn().unwrap())
        .unwrap();
    assert_eq!(liza, 1);
}

#[test]
fn export_classes_then_import_classes_carries_the_structure_to_another_school() {
    let dir = TempDir::new("cli");
    let (from, to) = (dir.database(), format!("sqlite://{}", dir.0.join("new-year.db").display()));
    let seeded = lyceum(&["seed-demo", "--students", "2", "--sections", "2", "--teachers", "2", "--database", &from]);
    assert!(seeded.status.success());
    let file = dir.0.join("classes.json");
    let exported = lyceum(&["export-classes", file.to_str().unwrap(), "--database", &from]);
    assert!(exported.status.success(), "{}", String::from_utf8_lossy(&exported.stderr));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("\"format\": \"lyceum-classes\""), "{text}");
    let sections = || lyceum_persistence::schema::sections::table.count();
    let count_in = |url: &str| sections().get_result::<i64>(&mut open(url).conn().unwrap()).unwrap();

    // A new server without the teachers: a dry run says what it would do and writes nothing.
    let checked = lyceum(&["import-classes", file.to_str().unwrap(), "--dry-run", "--database", &to]);
    assert!(checked.status.success(), "{}", String::from_utf8_lossy(&checked.stderr));
    let stdout = String::from_utf8_lossy(&checked.stdout);
    assert!(stdout.contains("It would create 2 categories, 6 levels, 2 sections"), "{stdout}");
    assert!(String::from_utf8_lossy(&checked.stderr).contains("is not a teacher here; left unassigned"));
    assert_eq!(count_in(&to), 0);
    let imported = lyceum(&["import-classes", file.to_str().unwrap(), "--database", &to]);
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    assert!(String::from_utf8_lossy(&imported.stdout).contains("Imported the class structure: create 2 categories"));
    assert_eq!(count_in(&to), 2);
    // Into the school it came from, everything is reused.
    let again = lyceum(&["import-classes", file.to_str().unwrap(), "--database", &from]);
    let stdout = String::from_utf8_lossy(&again.stdout);
    assert!(stdout.contains("create nothing; reuse 2 categories, 6 levels, 2 sections"), "{stdout}");

    let bad = dir.0.join("bad.json");
    std::fs::write(&bad, text.replacen("\"adviser\": \"", "\"adviser\": \"not an email ", 1)).unwrap();
    let refused = lyceum(&["import-classes", bad.to_str().unwrap(), "--database", &to]);
    assert!(!refused.status.success());
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("› Section '") && stderr.contains("Enter a valid email address."), "{stderr}");
    assert!(stderr.contains("1 problem(s) in the file; nothing was imported"), "{stderr}");
    assert_eq!(count_in(&to), 2);
}

#[test]
fn import_lines_are_right_for_lf_crlf_and_multi_line_rows_and_extra_columns_are_warnings() {
    let dir = TempDir::new("cli-lines");
    let db = dir.database();
    assert!(lyceum(&["seed-demo", "--students", "1", "--sections", "1", "--teachers", "1", "--database", &db])
        .status
        .success());
    let header = "first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,parent_email,phone,relationship,category,level,section";
    let row =
        |email: &str, address: &str| format!("Ana,,Reyes,{email},\"{address}\",2011-03-04,Rosa,,Reyes,,,Mother,,,");
    for (name, ending) in [("lf.csv", "\n"), ("crlf.csv", "\r\n")] {
        let file = dir.0.join(name);
        let two_lines = format!("1 Rizal Ave{ending}Manila");
        let text = [
            format!("\u{feff}{header}"),
            row("a@school.test", "1 Rizal Ave"),
            row("a@school.test", &two_lines),    // line 3, over two lines
            row("a@school.test", "2 Rizal Ave"), // line 5
        ]
        .join(ending);
        std::fs::write(&file, text + ending).unwrap();
        let refused = lyceum(&["import-students", file.to_str().unwrap(), "--database", &db]);
        assert!(!refused.status.success());
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert!(stderr.contains("line 3 email: This email is also on line 2."), "{name}: {stderr}");
        assert!(stderr.contains("line 5 email: This email is also on line 2."), "{name}: {stderr}");
    }

    let file = dir.0.join("extra.csv");
    let text = format!(
        "Student No;{}\r\n7;{}\r\n",
        header.replace(',', ";"),
        row("b@school.test", "3 Luna St\r\nManila").replace(',', ";")
    );
    std::fs::write(&file, text).unwrap();
    let imported = lyceum(&["import-students", file.to_str().unwrap(), "--database", &db]);
    assert!(imported.status.success(), "{}", String::from_utf8_lossy(&imported.stderr));
    assert!(
        String::from_utf8_lossy(&imported.stderr).contains("warning: Column 'Student No' is not used and was ignored.")
    );
    assert!(String::from_utf8_lossy(&imported.stdout).contains("Imported 1 student(s)."));
    let address: String = students::table
        .filter(students::email.eq("b@school.test"))
        .select(students::address)
        .first(&mut open(&db).conn().unwrap())
        .unwrap();
    assert_eq!(address, "3 Luna St, Manila");
}

#[test]
fn report_cards_writes_a_pdf_per_section_with_the_students_names_as_text() {
    let dir = TempDir::new("cli");
    let db = dir.database();
    let seeded =
        lyceum(&["seed-demo", "--students", "4", "--teachers", "2", "--password-cost", "4", "--database", &db]);
    assert!(seeded.status.success(), "{}", String::from_utf8_lossy(&seeded.stderr));
    let year = school_years::current(&mut open(&db).conn().unwrap()).unwrap().expect("a current year");
    let (first, last): (String, String) = students::table
        .filter(students::section_id.is_not_null())
        .order((students::last_name, students::first_name))
        .select((students::first_name, students::last_name))
        .first(&mut open(&db).conn().unwrap())
        .unwrap();
    let out = dir.0.join("cards");
    let plain_name = year.year.name.replace('\u{2013}', "-");
    let made = lyceum(&["report-cards", "--year", &plain_name, "--out", out.to_str().unwrap(), "--database", &db]);
    assert!(made.status.success(), "{}", String::from_utf8_lossy(&made.stderr));
    assert!(String::from_utf8_lossy(&made.stderr).contains("Wrote "), "a summary");
    let files: Vec<_> = std::fs::read_dir(&out).unwrap().map(|entry| entry.unwrap().path()).collect();
    assert!(!files.is_empty());
    let mut names_found = false;
    for file in &files {
        let bytes = std::fs::read(file).unwrap();
        assert!(bytes.starts_with(b"%PDF-"), "{}", file.display());
        let text = String::from_utf8_lossy(&bytes);
        names_found |= text.contains(&format!("({first}")) && text.contains(&last);
    }
    assert!(names_found, "{first} {last} is text in a content stream");
    let unknown = lyceum(&["report-cards", "--year", "1999-2000", "--out", out.to_str().unwrap(), "--database", &db]);
    assert!(!unknown.status.success());
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no school year"));
}
