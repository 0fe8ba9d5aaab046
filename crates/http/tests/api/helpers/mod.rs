//! `spawn_app` and a small client that keeps the session cookie like a browser.

use std::path::PathBuf;

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_http::{Application, Settings};
use lyceum_persistence::seed::{self, DemoPlan};
use lyceum_persistence::{admins, Database, DatabaseUrl};
use serde_json::Value;

mod live;
pub mod oidc;
pub mod passkey;
mod template;
pub use live::Socket;

/// The password every seeded test account signs in with.
pub const PASSWORD: &str = "correct-horse-42";
pub const ADMIN_EMAIL: &str = "admin@lyceum.test";
/// The seeded cashier, who signs in at `/admin` and sees only Fees.
pub const CASHIER_EMAIL: &str = "cashier@lyceum.test";
pub const TEACHER_EMAIL: &str = "teacher1@demo.lyceum.test";
pub const STUDENT_EMAIL: &str = "student1@demo.lyceum.test";
/// The seeded guardian: student1's mother, linked to student1 only.
pub const GUARDIAN_EMAIL: &str = "parent1@demo.lyceum.test";

/// Which database a test runs on.
#[derive(Debug, Clone, Copy)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A running server with its own database and a client holding one browser's cookie.
pub struct TestApp {
    pub address: String,
    pub db: Database,
    client: awc::Client,
    cookie: std::cell::RefCell<Option<String>>,
    _guard: Cleanup,
}

/// Removes the test's folder and PostgreSQL database afterwards.
struct Cleanup {
    dir: PathBuf,
    postgres: Option<(String, String)>,
}

impl Drop for Cleanup {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
        if let Some((admin_url, name)) = self.postgres.take() {
            template::drop_postgres_copy(&admin_url, name);
        }
    }
}

/// Settings tests start from: cheap bcrypt, the given throttles left at production values, and
/// each change of who is online announced as it happens, so a socket that stays quiet a while
/// has truly been sent nothing.
pub fn test_settings(database: DatabaseUrl, dir: &std::path::Path) -> Settings {
    let mut settings = Settings::new("127.0.0.1:0".parse().unwrap(), database, dir.join("uploads"));
    settings.bcrypt_cost = 4;
    settings.presence_interval = std::time::Duration::ZERO;
    settings.static_dir = dir.join("no-frontend");
    settings
}

/// Starts the app on `backend` with seeded accounts, or `None` when that backend is not
/// configured here (PostgreSQL without `LYCEUM_TEST_POSTGRES_URL`).
pub async fn spawn_app(backend: Backend) -> Option<TestApp> {
    spawn_app_with(backend, |_| {}).await
}

/// Like [`spawn_app`], letting the test adjust the settings first.
pub async fn spawn_app_with(backend: Backend, adjust: impl FnOnce(&mut Settings)) -> Option<TestApp> {
    let id = uuid::Uuid::new_v4().simple().to_string();
    let dir = std::env::temp_dir().join(format!("lyceum-test-{id}"));
    std::fs::create_dir_all(&dir).unwrap();
    let (url, postgres) = match backend {
        Backend::Sqlite => {
            let file = dir.join("lyceum.db");
            std::fs::copy(template::sqlite(), &file).expect("copy the seeded template database");
            (DatabaseUrl::Sqlite(file), None)
        }
        Backend::Postgres => {
            let admin_url = std::env::var("LYCEUM_TEST_POSTGRES_URL").ok()?;
            let name = template::postgres_copy(&admin_url);
            (DatabaseUrl::Postgres(template::postgres_url(&admin_url, &name)), Some((admin_url, name)))
        }
    };
    let guard = Cleanup { dir: dir.clone(), postgres };
    let mut settings = test_settings(url.clone(), &dir);
    adjust(&mut settings);
    let db = Database::connect(&url).expect("open test database");
    let app = Application::build(settings, db.clone()).expect("build app");
    let address = format!("http://127.0.0.1:{}", app.port());
    actix_web::rt::spawn(app.run_until_stopped());
    // Redirects are answers: a test sees where a call sends the browser.
    let client = awc::Client::builder().disable_redirects().finish();
    Some(TestApp { address, db, client, cookie: Default::default(), _guard: guard })
}

/// Fills a freshly migrated database with what every test starts from: the administrator, a
/// cashier and a
/// small demo school (two teachers, two students in one section) with its guardians.
fn seed_accounts(db: &Database) {
    let hash = bcrypt::hash(PASSWORD, 4).unwrap();
    let mut conn = db.conn().unwrap();
    admins::create(&mut conn, ADMIN_EMAIL, &hash, false).unwrap();
    admins::create_staff(&mut conn, Role::Cashier, CASHIER_EMAIL, &hash, false).unwrap();
    let plan = DemoPlan {
        teachers: 2,
        students: 2,
        unplaced: 0,
        sections: 1,
        daily_lessons: false,
        password_hash: hash.clone(),
    };
    seed::seed_demo(&mut conn, &plan).unwrap();
    lyceum_persistence::guardians::demo::seed_demo_guardians(&mut conn, &hash).unwrap();
}

/// An answer: status and JSON body (Null when the body is not JSON).
pub struct Answer {
    pub status: StatusCode,
    pub body: Value,
    pub set_cookie: Option<String>,
}

impl Answer {
    pub fn message(&self) -> &str {
        self.body["message"].as_str().unwrap_or_else(|| panic!("no message in {}", self.body))
    }
}

impl TestApp {
    /// A student's first and last name, as cards, alerts and lists write it.
    pub fn student_name(&self, id: &str) -> String {
        use lyceum_persistence::schema::students;
        let (first, last): (String, String) = students::table
            .find(id)
            .select((students::first_name, students::last_name))
            .first(&mut self.db.conn().unwrap())
            .unwrap();
        format!("{first} {last}")
    }

    /// Marks an account as still on its default password.
    pub fn require_password_change(&self, role: Role, email: &str) {
        use lyceum_persistence::schema::{admins, guardians, students, teachers};
        let mut conn = self.db.conn().unwrap();
        let updated = match role {
            Role::Admin | Role::Cashier => diesel::update(admins::table.filter(admins::email.eq(email)))
                .set(admins::must_change_password.eq(true))
                .execute(&mut conn),
            Role::Teacher => diesel::update(teachers::table.filter(teachers::email.eq(email)))
                .set(teachers::must_change_password.eq(true))
                .execute(&mut conn),
            Role::Student => diesel::update(students::table.filter(students::email.eq(email)))
                .set(students::must_change_password.eq(true))
                .execute(&mut conn),
            Role::Guardian => diesel::update(guardians::table.filter(guardians::email.eq(email)))
                .set(guardians::must_change_password.eq(true))
                .execute(&mut conn),
        };
        assert_eq!(updated.unwrap(), 1);
    }

    /// Forgets the cookie, like a new browser.
    pub fn forget_cookie(&self) {
        self.cookie.replace(None);
    }

    pub fn cookie(&self) -> Option<String> {
        self.cookie.borrow().clone()
    }

    pub fn set_cookie(&self, cookie: Option<String>) {
        self.cookie.replace(cookie);
    }

    async fn send(&self, req: awc::ClientRequest, body: Option<Vec<u8>>) -> Answer {
        let req = match self.cookie.borrow().as_ref() {
            Some(token) => req.insert_header(("Cookie", format!("lyceum_session={token}"))),
            None => req,
        };
        let mut res = match body {
            Some(bytes) => req.send_body(bytes).await.unwrap(),
            None => req.send().await.unwrap(),
        };
        let set_cookie = res.headers().get("set-cookie").map(|v| v.to_str().unwrap().to_owned());
        if let Some(header) = &set_cookie {
            let value = header.split(';').next().unwrap().trim_start_matches("lyceum_session=").to_owned();
            self.cookie.replace((!value.is_empty()).then_some(value));
        }
        let bytes = res.body().limit(10 * 1024 * 1024).await.unwrap();
        let body = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
        Answer { status: res.status(), body, set_cookie }
    }

    /// POSTs `body` as JSON.
    pub async fn post(&self, path: &str, body: Value) -> Answer {
        let req =
            self.client.post(format!("{}{path}", self.address)).insert_header(("Content-Type", "application/json"));
        self.send(req, Some(serde_json::to_vec(&body).unwrap())).await
    }

    /// PUTs `body` as JSON.
    pub async fn put(&self, path: &str, body: Value) -> Answer {
        let req =
            self.client.put(format!("{}{path}", self.address)).insert_header(("Content-Type", "application/json"));
        self.send(req, Some(serde_json::to_vec(&body).unwrap())).await
    }

    /// PATCHes `body` as JSON.
    pub async fn patch(&self, path: &str, body: Value) -> Answer {
        let req =
            self.client.patch(format!("{}{path}", self.address)).insert_header(("Content-Type", "application/json"));
        self.send(req, Some(serde_json::to_vec(&body).unwrap())).await
    }

    /// DELETEs `path`.
    pub async fn delete(&self, path: &str) -> Answer {
        let req = self.client.delete(format!("{}{path}", self.address));
        self.send(req, None).await
    }

    /// POSTs raw bytes with a content type.
    pub async fn post_raw(&self, path: &str, content_type: &str, body: impl Into<Vec<u8>>) -> Answer {
        let req = self.client.post(format!("{}{path}", self.address)).insert_header(("Content-Type", content_type));
        self.send(req, Some(body.into())).await
    }

    /// POSTs JSON with extra headers.
    pub async fn post_with_headers(&self, path: &str, headers: &[(&str, &str)], body: Value) -> Answer {
        let mut req =
            self.client.post(format!("{}{path}", self.address)).insert_header(("Content-Type", "application/json"));
        for (name, value) in headers {
            req = req.insert_header((*name, *value));
        }
        self.send(req, Some(serde_json::to_vec(&body).unwrap())).await
    }

    /// Uploads `bytes` as the multipart field `field` named `filename`.
    pub async fn upload(&self, path: &str, field: &str, filename: &str, bytes: &[u8]) -> Answer {
        let boundary = "lyceum-test-boundary-7MA4YWxk";
        let mut body = format!(
            "--{boundary}\r\nContent-Disposition: form-data; name=\"{field}\"; filename=\"{filename}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
        )
        .into_bytes();
        body.extend_from_slice(bytes);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        self.post_raw(path, &format!("multipart/form-data; boundary={boundary}"), body).await
    }

    /// Uploads and checks it worked; answers the stored path.
    pub async fn upload_ok(&self, path: &str, field: &str, filename: &str, bytes: &[u8]) -> String {
        let answer = self.upload(path, field, filename, bytes).await;
        assert_eq!(answer.status, StatusCode::OK, "upload to {path}: {}", answer.body);
        answer.body.as_str().expect("the stored path").to_owned()
    }

    /// GETs raw bytes with the response headers.
    pub async fn download(&self, path: &str) -> (StatusCode, awc::http::header::HeaderMap, Vec<u8>) {
        self.fetch("GET", path, &[]).await
    }

    /// Sends a request with extra headers (and this client's cookie) and answers the raw
    /// status, headers and body, exactly as they came over the wire.
    pub async fn fetch(
        &self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
    ) -> (StatusCode, awc::http::header::HeaderMap, Vec<u8>) {
        let method = awc::http::Method::from_bytes(method.as_bytes()).unwrap();
        let mut req = self.client.request(method, format!("{}{path}", self.address));
        for (name, value) in headers {
            req = req.insert_header((*name, *value));
        }
        if let Some(token) = self.cookie.borrow().as_ref() {
            req = req.insert_header(("Cookie", format!("lyceum_session={token}")));
        }
        let mut res = req.send().await.unwrap();
        let body = res.body().limit(50 * 1024 * 1024).await.unwrap().to_vec();
        (res.status(), res.headers().clone(), body)
    }

    /// Sends any request with this client's cookie, without asserting anything about the
    /// answer: the raw status and body, or why no answer came.
    pub async fn raw(
        &self,
        method: &str,
        path: &str,
        content_type: Option<&str>,
        body: Vec<u8>,
    ) -> Result<(StatusCode, Vec<u8>), String> {
        let method = awc::http::Method::from_bytes(method.as_bytes()).map_err(|e| e.to_string())?;
        let mut req = self.client.request(method, format!("{}{path}", self.address));
        if let Some(content_type) = content_type {
            req = req.insert_header(("Content-Type", content_type));
        }
        if let Some(token) = self.cookie.borrow().as_ref() {
            req = req.insert_header(("Cookie", format!("lyceum_session={token}")));
        }
        let mut res = req.send_body(body).await.map_err(|e| e.to_string())?;
        let body = res.body().limit(50 * 1024 * 1024).await.map_err(|e| e.to_string())?.to_vec();
        Ok((res.status(), body))
    }

    /// Where stored files of a folder are on disk.
    pub fn uploads_folder(&self, folder: &str) -> PathBuf {
        self._guard.dir.join("uploads").join(folder)
    }

    /// The files in an uploads folder (none when it does not exist).
    pub fn files_in(&self, folder: &str) -> Vec<String> {
        std::fs::read_dir(self.uploads_folder(folder))
            .map(|dir| dir.map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect())
            .unwrap_or_default()
    }

    pub async fn get(&self, path: &str) -> Answer {
        let req = self.client.get(format!("{}{path}", self.address));
        self.send(req, None).await
    }

    /// Signs in on a role's login route.
    pub async fn login(&self, role: Role, email: &str, password: &str) -> Answer {
        let path = match role {
            Role::Admin | Role::Cashier => "/api/admins/login",
            Role::Teacher => "/api/teachers/login",
            Role::Student => "/api/students/login",
            Role::Guardian => "/api/guardians/login",
        };
        self.post(path, serde_json::json!({ "email": email, "password": password })).await
    }

    /// Signs in as the seeded account of `role` and checks it worked.
    pub async fn sign_in_as(&self, role: Role) -> Answer {
        let answer = self.login(role, email_of(role), PASSWORD).await;
        assert_eq!(answer.status, StatusCode::OK, "{role} sign-in: {}", answer.body);
        answer
    }
}

/// Small files of each type, built in the test.
pub mod samples {
    pub const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";
    pub const PNG: &[u8] =
        &[0x89, b'P', b'N', b'G', 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, b'I', b'H', b'D', b'R', 0, 0, 0, 1];
    pub const JPEG: &[u8] = &[0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10, b'J', b'F', b'I', b'F', 0, 1, 1, 0, 0, 1];
    pub const HTML: &[u8] = b"<!doctype html><html><body><script>alert(document.cookie)</script></body></html>";
    pub const SVG: &[u8] = b"<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"><rect/></svg>";
    pub const ELF: &[u8] = &[0x7F, b'E', b'L', b'F', 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0x3E, 0];
}

/// Waits until the audit log holds an entry `action` whose detail is `detail` (entries of
/// refusals and of sign-ins are written by the server's background writer).
pub async fn eventually_logged(app: &TestApp, action: &str, detail: &str) {
    use lyceum_persistence::schema::audit_log;
    for _ in 0..50 {
        let found: i64 = audit_log::table
            .filter(audit_log::action.eq(action))
            .filter(audit_log::detail.eq(detail))
            .count()
            .get_result(&mut app.db.conn().unwrap())
            .unwrap();
        if found > 0 {
            return;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no '{action}' entry with '{detail}' in the audit log");
}

/// The seeded account's email for a role.
pub fn email_of(role: Role) -> &'static str {
    match role {
        Role::Admin => ADMIN_EMAIL,
        Role::Teacher => TEACHER_EMAIL,
        Role::Student => STUDENT_EMAIL,
        Role::Guardian => GUARDIAN_EMAIL,
        Role::Cashier => CASHIER_EMAIL,
    }
}

/// Runs each named scenario as a test on SQLite and on PostgreSQL. With
/// `mod group with adjust: ...`, the scenarios run in module `group` on an app whose settings
/// `adjust` (a `fn(&mut Settings)` beside the scenarios) changed first.
#[macro_export]
macro_rules! on_every_backend {
    (mod $group:ident with $adjust:ident: $($scenario:ident),* $(,)?) => {
        mod $group {
            mod sqlite {
                $(
                    #[actix_web::test]
                    async fn $scenario() {
                        let backend = $crate::helpers::Backend::Sqlite;
                        let app = $crate::helpers::spawn_app_with(backend, super::super::$adjust).await.unwrap();
                        super::super::$scenario(app).await;
                    }
                )*
            }
            mod postgres {
                $(
                    #[actix_web::test]
                    async fn $scenario() {
                        let backend = $crate::helpers::Backend::Postgres;
                        match $crate::helpers::spawn_app_with(backend, super::super::$adjust).await {
                            Some(app) => super::super::$scenario(app).await,
                            None => eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: PostgreSQL run skipped"),
                        }
                    }
                )*
            }
        }
    };
    ($($scenario:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[actix_web::test]
                async fn $scenario() {
                    let app = $crate::helpers::spawn_app($crate::helpers::Backend::Sqlite).await.unwrap();
                    super::$scenario(app).await;
                }
            )*
        }
        mod postgres {
            $(
                #[actix_web::test]
                async fn $scenario() {
                    match $crate::helpers::spawn_app($crate::helpers::Backend::Postgres).await {
                        Some(app) => super::$scenario(app).await,
                        None => eprintln!("LYCEUM_TEST_POSTGRES_URL is not set: PostgreSQL run skipped"),
                    }
                }
            )*
        }
    };
}
