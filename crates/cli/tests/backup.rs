//! `lyceum backup` and `lyceum restore` with the real binary: a backup taken while the server
//! keeps writing holds every write acknowledged before it began, and restore refuses to harm.

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

const PNG: &[u8] = &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0, 0, 0, 1];
const EMAIL: &str = "head@school.edu";
const PASSWORD: &str = "backup-pass-123";

mod support;

use support::{KillOnDrop, TempDir};

/// A data folder: its database URL and uploads folder.
struct Data {
    database: String,
    uploads: PathBuf,
}

impl Data {
    fn in_folder(dir: &Path) -> Data {
        Data { database: format!("sqlite://{}", dir.join("school.db").display()), uploads: dir.join("uploads") }
    }

    fn args<'a>(&'a self, command: &'a str, file: &'a Path) -> Vec<&'a str> {
        vec![command, file.to_str().unwrap(), "--database", &self.database, "--uploads", self.uploads.to_str().unwrap()]
    }
}

fn lyceum(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lyceum")).args(args).env("LYCEUM_LOG", "warn").output().unwrap()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Serves `data` and answers the server with a client signed in as the administrator.
async fn serve(data: &Data) -> (KillOnDrop, Client) {
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let bind = format!("127.0.0.1:{port}");
    let child = Command::new(env!("CARGO_BIN_EXE_lyceum"))
        .args(["serve", "--bind", &bind, "--database", &data.database, "--uploads", data.uploads.to_str().unwrap()])
        .env("LYCEUM_LOG", "warn")
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let server = KillOnDrop(child);
    let client = Client { http: awc::Client::default(), base: format!("http://{bind}"), cookie: String::new() };
    let deadline = Instant::now() + Duration::from_secs(30);
    while client.http.get(client.url("/api/health")).send().await.map(|r| r.status().is_success()).ok() != Some(true) {
        assert!(Instant::now() < deadline, "server did not become healthy");
        actix_web::rt::time::sleep(Duration::from_millis(100)).await;
    }
    let res = client
        .http
        .post(client.url("/api/admins/login"))
        .send_json(&serde_json::json!({ "email": EMAIL, "password": PASSWORD }))
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let header = res.headers().get("set-cookie").unwrap().to_str().unwrap();
    let cookie = header.split(';').next().unwrap().to_owned();
    (server, Client { cookie, ..client })
}

struct Client {
    http: awc::Client,
    base: String,
    cookie: String,
}

impl Client {
    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    async fn upload_image(&self, name: &str) -> String {
        let boundary = "lyceum-backup-boundary";
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"image\"; filename=\"{name}\"\r\nContent-Type: image/png\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(PNG);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let mut res = self
            .http
            .post(self.url("/api/upload"))
            .insert_header(("Cookie", self.cookie.as_str()))
            .insert_header(("Content-Type", format!("multipart/form-data; boundary={boundary}")))
            .send_body(body)
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        res.json::<String>().await.unwrap()
    }

    async fn post(&self, path: &str, body: serde_json::Value) -> serde_json::Value {
        let mut res = self
            .http
            .post(self.url(path))
            .insert_header(("Cookie", self.cookie.as_str()))
            .send_json(&body)
            .await
            .unwrap();
        assert!(res.status().is_success(), "{path}: {}", res.status());
        res.json().await.unwrap()
    }

    async fn get(&self, path: &str) -> (u16, Vec<u8>) {
        let mut res =
            self.http.get(self.url(path)).insert_header(("Cookie", self.cookie.as_str())).send().await.unwrap();
        (res.status().as_u16(), res.body().limit(1 << 20).await.unwrap().to_vec())
    }
}

/// Publishes news with an uploaded image, one after the other, noting each acknowledged one.
async fn keep_writing(client: Rc<Client>, acknowledged: Rc<RefCell<Vec<(String, String)>>>, stop: Rc<RefCell<bool>>) {
    let mut n = 0;
    while !*stop.borrow() {
        n += 1;
        let image = client.upload_image(&format!("photo-{n}.png")).await;
        let text = format!("<p>News number {n}</p>");
        client.post("/api/admins/create-news-updates", serde_json::json!({ "image": image, "text": text })).await;
        acknowledged.borrow_mut().push((text, image));
    }
}

#[actix_web::test]
async fn a_backup_taken_during_writes_restores_every_write_acknowledged_before_it() {
    let dir = TempDir::new("backup");
    let live = Data::in_folder(&dir.0.join("live"));
    let made = lyceum(&["create-admin", "--email", EMAIL, "--password", PASSWORD, "--database", &live.database]);
    assert!(made.status.success(), "{}", stderr(&made));
    let (_server, client) = serve(&live).await;
    let client = Rc::new(client);
    let acknowledged = Rc::new(RefCell::new(Vec::new()));
    let stop = Rc::new(RefCell::new(false));
    let writer = actix_web::rt::spawn(keep_writing(client.clone(), acknowledged.clone(), stop.clone()));
    while acknowledged.borrow().len() < 5 {
        actix_web::rt::time::sleep(Duration::from_millis(20)).await;
    }
    let before_backup = acknowledged.borrow().clone();
    let archive = dir.0.join("school.tar");
    let backup_args: Vec<String> = live.args("backup", &archive).into_iter().map(str::to_owned).collect();
    let backup = actix_web::rt::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_lyceum")).args(&backup_args).env("LYCEUM_LOG", "warn").output().unwrap()
    })
    .await
    .unwrap();
    let during_backup = acknowledged.borrow().len() - before_backup.len();
    *stop.borrow_mut() = true;
    writer.await.unwrap();
    assert!(backup.status.success(), "{}", stderr(&backup));
    assert!(String::from_utf8_lossy(&backup.stdout).contains("Backup written"));
    eprintln!("{} writes before the backup, {during_backup} while it ran", before_backup.len());

    let restored = Data::in_folder(&dir.0.join("restored"));
    let restore = lyceum(&restored.args("restore", &archive));
    assert!(restore.status.success(), "{}", stderr(&restore));
    let (_restored_server, client) = serve(&restored).await;
    let (status, body) = client.get("/api/admins/get-news-updates").await;
    assert_eq!(status, 200);
    let news: Vec<serde_json::Value> = serde_json::from_slice(&body).unwrap();
    for (text, image) in &before_backup {
        let item = news.iter().find(|item| item["text"] == text.as_str());
        let item = item.unwrap_or_else(|| panic!("{text} is missing after the restore"));
        assert_eq!(item["image"], image.as_str());
        assert_eq!(client.get(image).await, (200, PNG.to_vec()), "{image} after the restore");
    }

    // Restoring over the data just restored is refused, and leaves it as it was.
    let again = lyceum(&restored.args("restore", &archive));
    assert!(!again.status.success());
    assert!(stderr(&again).contains("already exists"), "{}", stderr(&again));
    assert_eq!(client.get("/api/admins/get-news-updates").await.1, body);
}

#[test]
fn restore_refuses_a_non_empty_uploads_folder_and_an_archive_that_is_not_a_backup() {
    let dir = TempDir::new("backup");
    let source = Data::in_folder(&dir.0.join("source"));
    assert!(lyceum(&["create-admin", "--email", EMAIL, "--password", PASSWORD, "--database", &source.database])
        .status
        .success());
    let archive = dir.0.join("school.tar");
    assert!(lyceum(&source.args("backup", &archive)).status.success());

    let target = Data::in_folder(&dir.0.join("target"));
    std::fs::create_dir_all(&target.uploads).unwrap();
    std::fs::write(target.uploads.join("keep.txt"), "mine").unwrap();
    let refused = lyceum(&target.args("restore", &archive));
    assert!(!refused.status.success());
    assert!(stderr(&refused).contains("is not empty"), "{}", stderr(&refused));
    assert!(!dir.0.join("target/school.db").exists());

    let junk = dir.0.join("junk.tar");
    std::fs::write(&junk, b"this is not an archive at all").unwrap();
    let empty = Data::in_folder(&dir.0.join("empty"));
    let refused = lyceum(&empty.args("restore", &junk));
    assert!(!refused.status.success());
    assert!(stderr(&refused).contains("is not a Lyceum backup"), "{}", stderr(&refused));

    // A tar archive of something else is not a backup either.
    let other = dir.0.join("other.tar");
    let mut builder = tar::Builder::new(std::fs::File::create(&other).unwrap());
    append_raw(&mut builder, "notes.txt", b"hello");
    builder.finish().unwrap();
    let refused = lyceum(&empty.args("restore", &other));
    assert!(stderr(&refused).contains("is not a Lyceum backup"), "{}", stderr(&refused));
    assert!(!dir.0.join("empty/school.db").exists() && !empty.uploads.exists());

    // Forced, the restore replaces the target's data.
    let forced = lyceum(&[target.args("restore", &archive), vec!["--force"]].concat());
    assert!(forced.status.success(), "{}", stderr(&forced));
    assert!(dir.0.join("target/school.db").is_file());
    assert!(!target.uploads.join("keep.txt").exists());
}

#[test]
fn restore_refuses_entries_that_climb_out_of_the_data_folder_and_writes_nothing() {
    let dir = TempDir::new("backup");
    let manifest = serde_json::json!({
        "format": "lyceum-backup", "version": 1, "lyceum": "0", "created": "2026-01-01T00:00:00Z", "database": "sqlite"
    });
    for evil in ["uploads/../../escaped.txt", "/tmp/lyceum-escaped.txt", "elsewhere.txt"] {
        let archive = dir.0.join("evil.tar");
        let mut builder = tar::Builder::new(std::fs::File::create(&archive).unwrap());
        append_raw(&mut builder, "lyceum-backup.json", manifest.to_string().as_bytes());
        append_raw(&mut builder, "uploads/images/fine.png", PNG);
        append_raw(&mut builder, evil, b"gotcha");
        append_raw(&mut builder, "database.sqlite", b"");
        builder.finish().unwrap();
        let target = Data::in_folder(&dir.0.join("data/target"));
        let refused = lyceum(&target.args("restore", &archive));
        assert!(!refused.status.success(), "{evil} was accepted");
        assert!(stderr(&refused).contains("outside the data folder"), "{evil}: {}", stderr(&refused));
        assert!(!dir.0.join("escaped.txt").exists() && !dir.0.join("data/escaped.txt").exists());
        assert!(!Path::new("/tmp/lyceum-escaped.txt").exists());
        assert!(!target.uploads.exists(), "{evil}: nothing is put in place");
        assert!(!dir.0.join("data/target/school.db").exists());
        let leftovers: Vec<_> = std::fs::read_dir(dir.0.join("data/target")).map(|d| d.count()).into_iter().collect();
        assert!(leftovers.iter().all(|n| *n == 0), "{evil}: staging files are removed");
    }
}

/// Appends a file entry with its name written as is, even names `tar` itself would refuse.
fn append_raw(builder: &mut tar::Builder<std::fs::File>, name: &str, data: &[u8]) {
    let mut header = tar::Header::new_gnu();
    header.as_gnu_mut().unwrap().name[..name.len()].copy_from_slice(name.as_bytes());
    header.set_size(data.len() as u64);
    header.set_mode(0o644);
    header.set_entry_type(tar::EntryType::Regular);
    header.set_cksum();
    builder.append(&header, data).unwrap();
}

#[test]
fn backup_and_restore_take_the_data_folder_like_serve() {
    for command in ["backup", "restore"] {
        let output = lyceum(&[command, "--help"]);
        assert!(output.status.success(), "{command}");
        let text = String::from_utf8_lossy(&output.stdout).into_owned();
        for option in ["FILE", "--database", "--uploads", "LYCEUM_DATABASE_URL", "LYCEUM_UPLOADS_DIR"] {
            assert!(text.contains(option), "{command} --help lacks {option}");
        }
    }
    assert!(String::from_utf8_lossy(&lyceum(&["restore", "--help"]).stdout).contains("--force"));
}

/// How many rows each attendance table holds.
fn attendance_rows(database: &str) -> [i64; 4] {
    use diesel::prelude::*;
    use lyceum_persistence::schema::{attendance_settings, excuses, register_marks, registers};
    let db = lyceum_persistence::Database::connect(&lyceum_persistence::DatabaseUrl::parse(database).unwrap()).unwrap();
    let mut conn = db.conn().unwrap();
    [
        attendance_settings::table.count().get_result(&mut conn).unwrap(),
        registers::table.count().get_result(&mut conn).unwrap(),
        register_marks::table.count().get_result(&mut conn).unwrap(),
        excuses::table.count().get_result(&mut conn).unwrap(),
    ]
}

#[test]
fn a_backup_holds_the_attendance_settings_registers_marks_and_excuses() {
    use lyceum_domain::attendance::{AttendanceSettings, Registers};
    use lyceum_persistence::attendance::{demo, settings};
    use lyceum_persistence::school_years::demo::seed_demo_year;
    use lyceum_persistence::seed::{self, DemoPlan};

    let dir = TempDir::new("backup");
    let source = Data::in_folder(&dir.0.join("source"));
    // A Wednesday in the demo year's third quarter, with three weeks of it before.
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
    let wanted = AttendanceSettings { registers: Registers::Both, edit_days: 3, chronic_percent: 12 };
    {
        let url = lyceum_persistence::DatabaseUrl::parse(&source.database).unwrap();
        let db = lyceum_persistence::Database::connect(&url).unwrap();
        let mut conn = db.conn().unwrap();
        let plan = DemoPlan {
            teachers: 3,
            students: 60,
            unplaced: 0,
            sections: 3,
            daily_lessons: false,
            password_hash: "unused".into(),
        };
        seed::seed_demo(&mut conn, &plan).unwrap();
        settings::save(&mut conn, &wanted).unwrap();
        let year = seed_demo_year(&mut conn, today).unwrap();
        let seeded = demo::seed_demo_attendance(&mut conn, &year, today, false).unwrap();
        // 17 school days from 2 November: a daily and a lesson register a day for each section.
        assert_eq!((seeded.days, seeded.registers, seeded.excuses), (17, 17 * 3 * 2, 2), "{seeded:?}");
        assert!(seeded.marks > 60 * 17 * 2 / 20, "{seeded:?}");
    }
    let before = attendance_rows(&source.database);
    assert_eq!(before[0], 1);
    assert!(before[1..].iter().all(|rows| *rows > 0), "{before:?}");

    let archive = dir.0.join("school.tar");
    assert!(lyceum(&source.args("backup", &archive)).status.success());
    let restored = Data::in_folder(&dir.0.join("restored"));
    let restore = lyceum(&restored.args("restore", &archive));
    assert!(restore.status.success(), "{}", stderr(&restore));
    assert_eq!(attendance_rows(&restored.database), before, "every attendance row is in the backup");
    let url = lyceum_persistence::DatabaseUrl::parse(&restored.database).unwrap();
    let mut conn = lyceum_persistence::Database::connect(&url).unwrap().conn().unwrap();
    assert_eq!(settings::read(&mut conn).unwrap(), wanted);
}

/// How many rows each grades table holds.
fn grades_rows(database: &str) -> [i64; 5] {
    use diesel::prelude::*;
    use lyceum_persistence::schema::{assessments, grade_publications, grade_submissions, scores, term_grades};
    let db = lyceum_persistence::Database::connect(&lyceum_persistence::DatabaseUrl::parse(database).unwrap()).unwrap();
    let mut conn = db.conn().unwrap();
    [
        assessments::table.count().get_result(&mut conn).unwrap(),
        scores::table.count().get_result(&mut conn).unwrap(),
        grade_submissions::table.count().get_result(&mut conn).unwrap(),
        grade_publications::table.count().get_result(&mut conn).unwrap(),
        term_grades::table.count().get_result(&mut conn).unwrap(),
    ]
}

#[test]
fn a_backup_holds_the_grades_schemes_and_report_card_settings() {
    use lyceum_domain::grading::{Scheme, SubjectGroup};
    use lyceum_persistence::grades::settings::ReportCardSettings;
    use lyceum_persistence::grades::{demo, schemes, settings};
    use lyceum_persistence::school_years::demo::seed_demo_year;
    use lyceum_persistence::seed::{self, DemoPlan};

    let dir = TempDir::new("backup");
    let source = Data::in_folder(&dir.0.join("source"));
    // In the demo year's third quarter: two quarters ended (published), one begun.
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 25).unwrap();
    let mut letters = Scheme::deped(SubjectGroup::Languages);
    letters.transmute = false;
    let wanted = ReportCardSettings {
        paper: "letter".into(),
        school_name: "St. Jude".into(),
        school_id: "136114".into(),
        region: "NCR".into(),
        division: "Manila".into(),
    };
    {
        let url = lyceum_persistence::DatabaseUrl::parse(&source.database).unwrap();
        let db = lyceum_persistence::Database::connect(&url).unwrap();
        let mut conn = db.conn().unwrap();
        let plan = DemoPlan {
            teachers: 3,
            students: 20,
            unplaced: 0,
            sections: 2,
            daily_lessons: false,
            password_hash: "unused".into(),
        };
        seed::seed_demo(&mut conn, &plan).unwrap();
        schemes::save(&mut conn, SubjectGroup::Languages, &letters).unwrap();
        settings::save(&mut conn, &wanted).unwrap();
        let year = seed_demo_year(&mut conn, today).unwrap();
        let graded = demo::seed_demo_grades(&mut conn, &year, today).unwrap();
        assert_eq!((graded.terms, graded.published), (3, 2), "{graded:?}");
    }
    let before = grades_rows(&source.database);
    assert!(before.iter().all(|rows| *rows > 0), "{before:?}");

    let archive = dir.0.join("school.tar");
    assert!(lyceum(&source.args("backup", &archive)).status.success());
    let restored = Data::in_folder(&dir.0.join("restored"));
    let restore = lyceum(&restored.args("restore", &archive));
    assert!(restore.status.success(), "{}", stderr(&restore));
    assert_eq!(grades_rows(&restored.database), before, "every grades row is in the backup");
    let url = lyceum_persistence::DatabaseUrl::parse(&restored.database).unwrap();
    let mut conn = lyceum_persistence::Database::connect(&url).unwrap().conn().unwrap();
    assert_eq!(settings::read(&mut conn).unwrap(), wanted);
    assert_eq!(schemes::of_group(&mut conn, SubjectGroup::Languages).unwrap(), letters);
}

/// How many guardian accounts and links are stored.
fn guardian_rows(database: &str) -> [i64; 2] {
    use diesel::prelude::*;
    use lyceum_persistence::schema::{guardian_students, guardians};
    let db = lyceum_persistence::Database::connect(&lyceum_persistence::DatabaseUrl::parse(database).unwrap()).unwrap();
    let mut conn = db.conn().unwrap();
    [
        guardians::table.count().get_result(&mut conn).unwrap(),
        guardian_students::table.count().get_result(&mut conn).unwrap(),
    ]
}

#[test]
fn a_backup_holds_the_guardian_accounts_and_their_links() {
    use lyceum_persistence::guardians::demo::seed_demo_guardians;
    use lyceum_persistence::seed::{self, DemoPlan};

    let dir = TempDir::new("backup");
    let source = Data::in_folder(&dir.0.join("source"));
    {
        let url = lyceum_persistence::DatabaseUrl::parse(&source.database).unwrap();
        let db = lyceum_persistence::Database::connect(&url).unwrap();
        let mut conn = db.conn().unwrap();
        let plan = DemoPlan {
            teachers: 2,
            students: 8,
            unplaced: 0,
            sections: 1,
            daily_lessons: false,
            password_hash: "unused".into(),
        };
        seed::seed_demo(&mut conn, &plan).unwrap();
        seed_demo_guardians(&mut conn, "unused").unwrap();
    }
    let before = guardian_rows(&source.database);
    assert_eq!(before, [10, 12]);

    let archive = dir.0.join("school.tar");
    assert!(lyceum(&source.args("backup", &archive)).status.success());
    let restored = Data::in_folder(&dir.0.join("restored"));
    let restore = lyceum(&restored.args("restore", &archive));
    assert!(restore.status.success(), "{}", stderr(&restore));
    assert_eq!(guardian_rows(&restored.database), before, "every guardian and link is in the backup");
}
