//! The harness of the several-servers tests: a fresh PostgreSQL database holding the demo
//! school ([`School`]), real `lyceum serve` processes on it ([`Server`]), people signed in
//! ([`Person`]) and their live sockets ([`Socket`]).

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, Instant};

use awc::ws::{CloseCode, Frame};
use diesel::{Connection, RunQueryDsl};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};

pub(crate) const PASSWORD: &str = "demo-pass-123";
pub(crate) const ADMIN_EMAIL: &str = "admin@lyceum.test";
pub(crate) const ADMIN_PASSWORD: &str = "admin-pass-123";
pub(crate) const STUDENT: &str = "student1@demo.lyceum.test";
pub(crate) const TEACHER: &str = "teacher1@demo.lyceum.test";
pub(crate) const PDF: &[u8] = b"%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n";

/// Schools open at once in this process. Each of their servers keeps a pool of PostgreSQL
/// connections, so more than two at a time (the test run may use more threads than that, for
/// the API tests' sake) would pass the server's limit of connections.
const SCHOOLS_AT_ONCE: usize = 2;

static OPEN_SCHOOLS: Mutex<usize> = Mutex::new(0);
static SCHOOL_CLOSED: Condvar = Condvar::new();

/// A turn to hold a school open: waits while [`SCHOOLS_AT_ONCE`] are; given back when dropped.
struct Turn;

impl Turn {
    fn take() -> Turn {
        let mut open = OPEN_SCHOOLS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        while *open >= SCHOOLS_AT_ONCE {
            open = SCHOOL_CLOSED.wait(open).unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        *open += 1;
        Turn
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        *OPEN_SCHOOLS.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) -= 1;
        SCHOOL_CLOSED.notify_one();
    }
}

/// The URL of database `name` on the server of `admin_url`, with the parameters of `admin_url`;
/// without any, TLS is left off (the test server is on this machine).
fn database_url(admin_url: &str, name: &str) -> String {
    let (address, parameters) = admin_url.split_once('?').unwrap_or((admin_url, "sslmode=disable"));
    let server = address.rsplit_once('/').map_or(address, |(server, _)| server);
    format!("{server}/{name}?{parameters}")
}

/// One PostgreSQL database and one uploads folder, shared by the servers; dropped afterwards.
pub(crate) struct School {
    pub(crate) admin_url: String,
    pub(crate) name: String,
    pub(crate) url: String,
    pub(crate) dir: PathBuf,
    _turn: Turn,
}

impl School {
    /// A fresh database holding the demo school, or `None` without PostgreSQL here.
    pub(crate) fn new() -> Option<School> {
        let admin_url = std::env::var("LYCEUM_TEST_POSTGRES_URL").ok()?;
        let turn = Turn::take();
        let id = uuid::Uuid::new_v4().simple().to_string();
        let name = format!("lyceum_servers_{id}");
        let mut conn = diesel::PgConnection::establish(&admin_url).expect("connect to LYCEUM_TEST_POSTGRES_URL");
        diesel::sql_query(format!("CREATE DATABASE \"{name}\"")).execute(&mut conn).unwrap();
        let dir = std::env::temp_dir().join(format!("lyceum-servers-{id}"));
        std::fs::create_dir_all(&dir).unwrap();
        let school = School { url: database_url(&admin_url, &name), admin_url, name, dir, _turn: turn };
        school.lyceum(&["seed-demo", "--students", "2", "--teachers", "2", "--password", PASSWORD]);
        school.lyceum(&["create-admin", "--email", ADMIN_EMAIL, "--password", ADMIN_PASSWORD]);
        Some(school)
    }

    /// A fresh database with nothing in it, not even the tables.
    pub(crate) fn empty(admin_url: &str) -> School {
        let turn = Turn::take();
        let id = uuid::Uuid::new_v4().simple().to_string();
        let name = format!("lyceum_servers_{id}");
        let mut conn = diesel::PgConnection::establish(admin_url).expect("connect to LYCEUM_TEST_POSTGRES_URL");
        diesel::sql_query(format!("CREATE DATABASE \"{name}\"")).execute(&mut conn).unwrap();
        let dir = std::env::temp_dir().join(format!("lyceum-servers-{id}"));
        std::fs::create_dir_all(&dir).unwrap();
        School { url: database_url(admin_url, &name), admin_url: admin_url.to_owned(), name, dir, _turn: turn }
    }

    pub(crate) fn uploads(&self) -> String {
        self.dir.join("uploads").display().to_string()
    }

    pub(crate) fn lyceum(&self, args: &[&str]) {
        let output = Command::new(env!("CARGO_BIN_EXE_lyceum"))
            .args(args)
            .args(["--database", &self.url])
            .env("LYCEUM_LOG", "warn")
            .output()
            .unwrap();
        assert!(output.status.success(), "{args:?}: {}", String::from_utf8_lossy(&output.stderr));
    }

    /// Starts a server on this school; answers once it is ready.
    pub(crate) async fn serve(&self) -> Server {
        let server = self.start();
        server.wait_ready().await;
        server
    }

    /// Like [`School::serve`], with heartbeats `secs` apart: a socket that closes sooner was
    /// closed by a write, not by a heartbeat's check of its session.
    pub(crate) async fn serve_with_heartbeat(&self, secs: u64) -> Server {
        let server = self.start_with_heartbeat(secs);
        server.wait_ready().await;
        server
    }

    /// Starts a server on this school without waiting for it.
    pub(crate) fn start(&self) -> Server {
        self.start_with_heartbeat(1)
    }

    fn start_with_heartbeat(&self, secs: u64) -> Server {
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let bind = format!("127.0.0.1:{port}");
        let child = Command::new(env!("CARGO_BIN_EXE_lyceum"))
            .args(["serve", "--bind", &bind, "--database", &self.url, "--uploads", &self.uploads()])
            .args(["--hub-alive-secs", "2", "--heartbeat-secs", &secs.to_string()])
            .env("LYCEUM_LOG", "warn")
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        Server { child, base: format!("http://{bind}"), http: awc::Client::default() }
    }
}

impl Drop for School {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
        if let Ok(mut conn) = diesel::PgConnection::establish(&self.admin_url) {
            let _ =
                diesel::sql_query(format!("DROP DATABASE IF EXISTS \"{}\" WITH (FORCE)", self.name)).execute(&mut conn);
        }
    }
}

/// A running server process, killed when dropped.
pub(crate) struct Server {
    pub(crate) child: Child,
    pub(crate) base: String,
    pub(crate) http: awc::Client,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Someone signed in: their id and session cookie.
pub(crate) struct Person {
    pub(crate) id: String,
    pub(crate) cookie: String,
}

impl Server {
    /// Waits until the server answers ready.
    pub(crate) async fn wait_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let ready = self.http.get(self.url("/api/ready")).send().await.map(|r| r.status().as_u16());
            if ready.ok() == Some(200) {
                return;
            }
            assert!(Instant::now() < deadline, "the server did not become ready");
            actix_web::rt::time::sleep(Duration::from_millis(100)).await;
        }
    }

    pub(crate) fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// Signs in on `role`'s login; answers the status and, when it worked, the person.
    pub(crate) async fn sign_in(&self, role: &str, email: &str, password: &str) -> (u16, Option<Person>) {
        let mut res = self
            .http
            .post(self.url(&format!("/api/{role}s/login")))
            .send_json(&json!({ "email": email, "password": password }))
            .await
            .unwrap();
        let status = res.status().as_u16();
        if status != 200 {
            return (status, None);
        }
        let cookie = res.headers().get("set-cookie").unwrap().to_str().unwrap().split(';').next().unwrap().to_owned();
        let body: Value = res.json().await.unwrap();
        (status, Some(Person { id: body["_id"].as_str().unwrap().to_owned(), cookie }))
    }

    pub(crate) async fn person(&self, role: &str, email: &str, password: &str) -> Person {
        let (status, person) = self.sign_in(role, email, password).await;
        assert_eq!(status, 200, "{email} signs in");
        person.unwrap()
    }

    pub(crate) async fn post(&self, who: &Person, path: &str, body: Value) -> (u16, Value) {
        let mut res = self
            .http
            .post(self.url(path))
            .insert_header(("Cookie", who.cookie.as_str()))
            .send_json(&body)
            .await
            .unwrap();
        let bytes = res.body().await.unwrap();
        (res.status().as_u16(), serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }

    pub(crate) async fn get(&self, who: &Person, path: &str) -> (u16, Value) {
        let mut res =
            self.http.get(self.url(path)).insert_header(("Cookie", who.cookie.as_str())).send().await.unwrap();
        let bytes = res.body().await.unwrap();
        (res.status().as_u16(), serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }

    pub(crate) async fn delete(&self, who: &Person, path: &str) -> (u16, Value) {
        let mut res =
            self.http.delete(self.url(path)).insert_header(("Cookie", who.cookie.as_str())).send().await.unwrap();
        let bytes = res.body().await.unwrap();
        (res.status().as_u16(), serde_json::from_slice(&bytes).unwrap_or(Value::Null))
    }

    pub(crate) async fn get_status(&self, who: &Person, path: &str) -> u16 {
        let res = self.http.get(self.url(path)).insert_header(("Cookie", who.cookie.as_str())).send().await.unwrap();
        res.status().as_u16()
    }

    pub(crate) async fn socket(&self, who: &Person) -> Socket {
        let (_, framed) = self
            .http
            .ws(self.url("/api/ws"))
            .header("Cookie", who.cookie.as_str())
            .connect()
            .await
            .expect("the socket opens");
        Socket { framed }
    }
}

pub(crate) struct Socket {
    pub(crate) framed: actix_codec::Framed<awc::BoxedSocket, awc::ws::Codec>,
}

impl Socket {
    /// The next frame other than pings, within `wait`.
    pub(crate) async fn next(&mut self, wait: Duration) -> Option<Frame> {
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match actix_web::rt::time::timeout(left, self.framed.next()).await.ok()?? {
                Ok(Frame::Ping(bytes)) => {
                    let _ = self.framed.send(awc::ws::Message::Pong(bytes)).await;
                }
                Ok(Frame::Pong(_)) => {}
                Ok(frame) => return Some(frame),
                Err(_) => return None,
            }
        }
    }

    /// The data of the next `kind` frame within `wait`, skipping others.
    pub(crate) async fn next_of(&mut self, kind: &str, wait: Duration) -> Value {
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next(left).await {
                Some(Frame::Text(bytes)) => {
                    let frame: Value = serde_json::from_slice(&bytes).unwrap();
                    if frame["type"] == kind {
                        return frame["data"].clone();
                    }
                }
                other => panic!("expected a {kind} frame, got {other:?}"),
            }
        }
    }

    /// Waits until an online list satisfies `wanted`.
    pub(crate) async fn online_until(&mut self, wait: Duration, wanted: impl Fn(&[String]) -> bool) {
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "the online list never became as expected");
            let online: Vec<String> = serde_json::from_value(self.next_of("getOnlineUsers", left).await).unwrap();
            if wanted(&online) {
                return;
            }
        }
    }

    /// The close code and reason, skipping text frames before it.
    pub(crate) async fn closed(&mut self, wait: Duration) -> (CloseCode, String) {
        let deadline = Instant::now() + wait;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.next(left).await {
                Some(Frame::Text(_)) => continue,
                Some(Frame::Close(Some(reason))) => return (reason.code, reason.description.unwrap_or_default()),
                other => panic!("expected the socket to close, got {other:?}"),
            }
        }
    }
}

pub(crate) const SOON: Duration = Duration::from_secs(5);
