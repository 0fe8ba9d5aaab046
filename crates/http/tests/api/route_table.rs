//! `docs/routes.md`, generated from the route tables: every call's method, path, the roles its
//! handler admits (read from the handler's `Signed<...>` or `CurrentSession` extractor) and the
//! file that handles it. One test fails when the document is stale
//! (`LYCEUM_WRITE_ROUTES=1 cargo test --workspace --test api route_table` writes it again); the
//! other calls every route as every role the table leaves out, and as no one, on the running
//! server, so the roles written are the roles enforced.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use actix_web::http::StatusCode;
use lyceum_domain::Role;
use serde_json::json;

use crate::helpers::TestApp;

crate::on_every_backend!(
    every_route_refuses_the_roles_its_row_leaves_out,
    no_route_admits_a_sign_in_still_waiting_for_its_second_step,
);

/// The files holding route tables, each with the scopes it is configured under.
const TABLES: [(&str, &[&str]); 24] = [
    ("routes/health.rs", &["/api"]),
    ("routes/account.rs", &["/api"]),
    ("routes/second_step.rs", &["/api"]),
    ("routes/passkeys.rs", &["/api"]),
    ("routes/school_accounts.rs", &["/api"]),
    ("routes/files.rs", &["/api"]),
    ("routes/calendar.rs", &["/api"]),
    ("routes/calendar_feed.rs", &["/api"]),
    ("routes/timetable.rs", &["/api"]),
    ("routes/notifications.rs", &["/api"]),
    ("routes/admin/mod.rs", &["/api/admins"]),
    ("routes/portal/student.rs", &["/api/students"]),
    ("routes/portal/teacher.rs", &["/api/teachers"]),
    ("routes/portal/guardian.rs", &["/api/guardians"]),
    ("routes/portal/guardian_alerts.rs", &["/api/guardians"]),
    ("routes/portal/guardian_child.rs", &["/api/guardians"]),
    ("routes/attendance/absence_notes.rs", &["/api/guardians"]),
    ("routes/messages.rs", &["/api/messages"]),
    ("routes/attendance/mod.rs", &["/api/attendance"]),
    ("routes/records.rs", &["/api/records"]),
    ("routes/fees.rs", &["/api/fees"]),
    ("routes/grades/mod.rs", &["/api/grades"]),
    ("routes/report_cards/mod.rs", &["/api/grades"]),
    ("live.rs", &["/api"]),
];

/// Who a route admits.
#[derive(Debug, Clone, PartialEq)]
enum Admits {
    /// No session needed (signing in, health, calendar feeds by their secret link).
    Anyone,
    /// Any signed-in role, even with a password change pending.
    SignedIn,
    /// These roles, signed in.
    Roles(Vec<Role>),
}

impl Admits {
    fn text(&self) -> String {
        match self {
            Admits::Anyone => "anyone".into(),
            Admits::SignedIn => "signed in".into(),
            Admits::Roles(roles) if roles.len() == Role::ALL.len() => "every role".into(),
            Admits::Roles(roles) => roles.iter().map(|r| r.to_string()).collect::<Vec<_>>().join(", "),
        }
    }
}

#[derive(Debug)]
struct Route {
    method: String,
    path: String,
    admits: Admits,
    /// The handler's file, from `crates/http/src`.
    file: String,
}

fn source_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// Every `.rs` file under `src` by its path relative to it, read once.
type Sources = BTreeMap<String, String>;

fn text<'a>(sources: &'a Sources, file: &str) -> &'a str {
    sources.get(file).unwrap_or_else(|| panic!("no source file {file}"))
}

/// Where `fn name(` or `fn name<` starts in `text`, if it defines it.
fn definition(text: &str, name: &str) -> Option<usize> {
    text.find(&format!("fn {name}(")).or_else(|| text.find(&format!("fn {name}<")))
}

fn sources() -> Sources {
    let mut found = Sources::new();
    let mut pending = vec![source_root()];
    while let Some(dir) = pending.pop() {
        for entry in fs::read_dir(&dir).expect("source folder") {
            let path = entry.expect("entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let relative = path.strip_prefix(source_root()).unwrap().to_string_lossy().replace('\\', "/");
                found.insert(relative, fs::read_to_string(&path).expect("read source"));
            }
        }
    }
    found
}

/// The text from `open` (just past an opening parenthesis) to its matching close.
fn balanced(text: &str, open: usize) -> &str {
    let mut depth = 1;
    for (i, c) in text[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return &text[open..open + i];
                }
            }
            _ => {}
        }
    }
    panic!("unbalanced parentheses after {}", &text[open..open + 40.min(text.len() - open)]);
}

/// The roles of each `RoleSet` type, read from `auth/caller.rs`.
fn role_sets(sources: &Sources) -> BTreeMap<String, Vec<Role>> {
    let caller = text(sources, "auth/caller.rs");
    let mut sets = BTreeMap::new();
    for block in caller.split("impl RoleSet for ").skip(1) {
        let name = block.split_whitespace().next().unwrap().to_owned();
        let list = block.split("&[").nth(1).unwrap().split(']').next().unwrap();
        let roles = list
            .split(',')
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(|r| {
                let name = r.strip_prefix("Role::").unwrap_or(r).to_lowercase();
                Role::parse(&name).unwrap_or_else(|| panic!("unknown role {r} in caller.rs"))
            })
            .collect();
        sets.insert(name, roles);
    }
    sets
}

/// The file defining handler `name`, reached as `modules::name` from `table`.
fn handler_file(table: &str, modules: &[&str], name: &str, sources: &Sources) -> String {
    let defines = |file: &str| definition(text(sources, file), name).is_some();
    let mut candidates: Vec<&String> = sources.keys().filter(|f| defines(f)).collect();
    if let Some(module) = modules.last() {
        candidates.retain(|f| f.ends_with(&format!("/{module}.rs")) || f.ends_with(&format!("/{module}/mod.rs")));
    } else if defines(table) {
        return table.to_owned();
    }
    match candidates.as_slice() {
        [one] => (*one).clone(),
        _ => panic!("cannot tell which file handles {}::{name} (from {table}): {candidates:?}", modules.join("::")),
    }
}

/// Who the handler `name` in `file` admits, by its extractors; `generic` is the turbofish type.
fn admits(source: &str, file: &str, name: &str, generic: Option<&str>, sets: &BTreeMap<String, Vec<Role>>) -> Admits {
    let start = definition(source, name).unwrap();
    let signature = &source[start..start + source[start..].find('{').unwrap()];
    if let Some(at) = signature.find("Signed<") {
        let set = signature[at + "Signed<".len()..].split('>').next().unwrap().trim();
        let set = if sets.contains_key(set) {
            set
        } else {
            // A handler generic over its roles names them among its type arguments.
            let generic = generic.unwrap_or_else(|| panic!("{file} {name}: Signed<{set}>"));
            generic.split(',').map(str::trim).find(|arg| sets.contains_key(*arg)).unwrap_or(generic)
        };
        return Admits::Roles(sets.get(set).unwrap_or_else(|| panic!("no role set {set}")).clone());
    }
    if signature.contains("CurrentSession") {
        return Admits::SignedIn;
    }
    Admits::Anyone
}

/// Every route of every table, in the order the tables list them.
fn route_table() -> Vec<Route> {
    let sources = sources();
    let with_routes = sources.iter().filter(|(_, text)| text.contains("web::resource(")).map(|(file, _)| file);
    for file in with_routes {
        assert!(TABLES.iter().any(|(t, _)| t == file), "{file} registers routes; add it and its scope to TABLES");
    }
    let sets = role_sets(&sources);
    let mut routes = Vec::new();
    for (table, scopes) in TABLES {
        let table_text = text(&sources, table);
        for (at, _) in table_text.match_indices("web::resource(\"") {
            let path_start = at + "web::resource(\"".len();
            let path = &table_text[path_start..path_start + table_text[path_start..].find('"').unwrap()];
            let mut rest = &table_text[path_start + path.len() + 2..];
            loop {
                let trimmed = rest.trim_start();
                let method = ["get", "post", "put", "patch", "delete"]
                    .into_iter()
                    .find(|m| trimmed.starts_with(&format!(".{m}(")));
                let Some(method) = method else { break };
                let open = method.len() + 2;
                let handler = balanced(trimmed, open);
                rest = &trimmed[open + handler.len() + 1..];
                let callee = handler.split('(').next().unwrap().trim();
                let (callee, generic) = match callee.split_once("::<") {
                    Some((callee, generic)) => (callee, Some(generic.trim_end_matches('>'))),
                    None => (callee, None),
                };
                let segments: Vec<&str> =
                    callee.split("::").filter(|s| !matches!(*s, "crate" | "super" | "self" | "routes")).collect();
                let (name, modules) = segments.split_last().unwrap();
                let file = handler_file(table, modules, name, &sources);
                let admits = admits(text(&sources, &file), &file, name, generic, &sets);
                for scope in scopes {
                    routes.push(Route {
                        method: method.to_uppercase(),
                        path: format!("{scope}{path}"),
                        admits: admits.clone(),
                        file: file.clone(),
                    });
                }
            }
        }
    }
    routes
}

fn markdown(routes: &[Route]) -> String {
    let mut out = String::from(
        "# Routes\n\nEvery call of the API: its method and path, who may call it and the file under \
         `crates/http/src` that handles it. Generated from the route tables and the handlers' extractors by \
         `crates/http/tests/api/route_table.rs`, which also calls each route as every role left out to check \
         the server refuses it; do not edit by hand: `LYCEUM_WRITE_ROUTES=1 cargo test --workspace --test api \
         route_table` writes it again.\n\n\
         *anyone*: no session needed; *signed in*: any role, even before a required password change; otherwise \
         the roles named, signed in. Handlers check ownership further (a teacher's own subjects, a guardian's \
         own children).\n\n\
         | Method | Path | Who | Handler |\n|---|---|---|---|\n",
    );
    for route in routes {
        out.push_str(&format!(
            "| {} | `{}` | {} | `{}` |\n",
            route.method,
            route.path,
            route.admits.text(),
            route.file
        ));
    }
    out
}

#[test]
fn docs_routes_md_lists_every_route_as_the_server_has_it() {
    let routes = route_table();
    assert!(routes.len() > 150, "found only {} routes", routes.len());
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/routes.md");
    let generated = markdown(&routes);
    if std::env::var_os("LYCEUM_WRITE_ROUTES").is_some() {
        fs::write(&path, &generated).expect("write docs/routes.md");
        return;
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "docs/routes.md is stale: run `LYCEUM_WRITE_ROUTES=1 cargo test --workspace --test api route_table`"
    );
}

async fn every_route_refuses_the_roles_its_row_leaves_out(app: TestApp) {
    let mut cookies = Vec::new();
    for role in Role::ALL {
        app.forget_cookie();
        app.sign_in_as(role).await;
        cookies.push((role, app.cookie()));
    }
    for route in route_table() {
        let path = route.path.replace(['{', '}'], "");
        let call = |cookie: Option<String>| {
            app.set_cookie(cookie);
            let (method, path) = (route.method.clone(), path.clone());
            let app = &app;
            async move { call(app, &method, &path).await }
        };
        if route.admits == Admits::Anyone {
            continue;
        }
        let answer = call(None).await;
        assert_eq!(
            answer.status,
            StatusCode::UNAUTHORIZED,
            "{} {} without a session: {}",
            route.method,
            path,
            answer.body
        );
        let Admits::Roles(admitted) = &route.admits else { continue };
        for (role, cookie) in &cookies {
            if admitted.contains(role) {
                continue;
            }
            let answer = call(cookie.clone()).await;
            assert_eq!(answer.status, StatusCode::FORBIDDEN, "{} {} as {role}: {}", route.method, path, answer.body);
            assert_eq!(answer.message(), "You do not have access to this.", "{} {} as {role}", route.method, path);
        }
    }
}

/// Calls `path` by `method` with an empty body.
async fn call(app: &TestApp, method: &str, path: &str) -> crate::helpers::Answer {
    match method {
        "GET" => app.get(path).await,
        "PUT" => app.put(path, json!({})).await,
        "PATCH" => app.patch(path, json!({})).await,
        "DELETE" => app.delete(path).await,
        _ => app.post(path, json!({})).await,
    }
}

/// With the school requiring a second step, a cashier who has none and an administrator who has
/// one each give the right password: neither is signed in, and the token their sign-in waits
/// with, sent as a session cookie, opens no route at all.
async fn no_route_admits_a_sign_in_still_waiting_for_its_second_step(app: TestApp) {
    use crate::helpers::{ADMIN_EMAIL, CASHIER_EMAIL, PASSWORD};
    crate::second_step::turn_on_for_admin(&app).await;
    lyceum_persistence::second_steps::set_required(&mut app.db.conn().unwrap(), true).unwrap();
    let mut waiting = Vec::new();
    for (role, email, expected) in [(Role::Cashier, CASHIER_EMAIL, "set_up"), (Role::Admin, ADMIN_EMAIL, "code")] {
        app.forget_cookie();
        let answer = app.login(role, email, PASSWORD).await;
        assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
        assert_eq!(answer.body["second_step"], expected, "{role}: {}", answer.body);
        assert!(answer.set_cookie.is_none(), "{role} got a cookie before the second step");
        waiting.push(answer.body["challenge"].as_str().expect("a challenge").to_owned());
    }
    for route in route_table() {
        if route.admits == Admits::Anyone {
            continue;
        }
        let path = route.path.replace(['{', '}'], "");
        for token in &waiting {
            app.set_cookie(Some(token.clone()));
            let answer = call(&app, &route.method, &path).await;
            // A body the call cannot read may be refused before the cookie is looked up.
            let unread =
                answer.status == StatusCode::BAD_REQUEST && answer.message().starts_with("Invalid request body");
            assert!(
                answer.status == StatusCode::UNAUTHORIZED || unread,
                "{} {} while waiting: {} {}",
                route.method,
                path,
                answer.status,
                answer.body
            );
        }
    }
    // The cashier, who never gave a second step, has no session at all.
    use diesel::prelude::*;
    use lyceum_persistence::schema::{admins, sessions};
    let mut conn = app.db.conn().unwrap();
    let cashier: String =
        admins::table.filter(admins::email.eq(CASHIER_EMAIL)).select(admins::id).first(&mut conn).unwrap();
    let held: i64 = sessions::table.filter(sessions::user_id.eq(cashier)).count().get_result(&mut conn).unwrap();
    assert_eq!(held, 0);
}
