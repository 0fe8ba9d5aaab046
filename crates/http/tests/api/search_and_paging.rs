//! Search and paging at a school's size: typed text is searched for literally (never as index
//! operators), short words still match, the search index follows every create, update, delete
//! and import, deep pages are the same rows as the slice of the whole list, and totals follow
//! every change. Servers keep a search's matches while the list is unchanged: the same search
//! after any change (an email alone, a placement) finds what the database now holds.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{levels, sections, students, teachers};
use serde_json::{json, Value};

use crate::helpers::TestApp;

crate::on_every_backend!(
    typed_text_is_searched_for_literally,
    the_search_follows_updates_deletes_and_imports,
    deep_pages_are_slices_of_the_whole_list,
    totals_follow_creates_deletes_and_placements,
    kept_searches_follow_every_change,
);

/// Where this file's students sign in: their searches are compared on this domain only.
const DOMAIN: &str = "@search-scale.test";

/// The demo school's Rizal section: (category, level, section).
fn rizal(app: &TestApp) -> (String, String, String) {
    sections::table
        .inner_join(levels::table)
        .filter(sections::name.eq("Rizal"))
        .select((levels::category_id, levels::id, sections::id))
        .first(&mut app.db.conn().unwrap())
        .unwrap()
}

fn student_form(first: &str, last: &str, email: &str, place: Option<&(String, String, String)>) -> Value {
    let (category, level, section) = match place {
        Some((c, l, s)) => (json!(c), json!(l), json!(s)),
        None => (Value::Null, Value::Null, Value::Null),
    };
    json!({
        "first_name": first, "middle_name": "", "last_name": last, "email": email,
        "address": "3 Mabini St", "password": "Lyceum@2023", "image": null, "birthdate": "2011-02-14",
        "parent_fName": "Rosa", "parent_mName": "", "parent_lName": "Bautista", "parent_email": "rosa@home.ph",
        "phone": "0918-123-4567", "relationship": "Mother", "categoryID": category, "levelID": level,
        "sectionID": section
    })
}

async fn create_student(app: &TestApp, first: &str, last: &str, email: &str) -> String {
    let created = app.post("/api/admins/create-student", student_form(first, last, email, None)).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.body);
    created.body["_id"].as_str().unwrap().to_owned()
}

/// The emails on this file's domain that `get-students?q=` finds, sorted, checking that
/// `total` counts them and that `search-students` agrees.
async fn found(app: &TestApp, q: &str) -> Vec<String> {
    let path = format!("/api/admins/get-students?pageSize=200&q={}", urlencoding(q));
    let answer = app.get(&path).await;
    assert_eq!(answer.status, StatusCode::OK, "{q:?}: {}", answer.body);
    let listed = answer.body["students"].as_array().unwrap();
    assert_eq!(answer.body["total"], listed.len(), "{q:?}: total counts every match");
    let mut emails: Vec<String> = listed
        .iter()
        .map(|s| s["email"].as_str().unwrap().to_owned())
        .filter(|email| email.ends_with(DOMAIN))
        .collect();
    emails.sort();
    if q.trim().chars().count() >= 3 {
        let searched = app.post("/api/admins/search-students", json!({ "searchInput": q })).await;
        assert_eq!(searched.status, StatusCode::OK, "{q:?}: {}", searched.body);
        let mut by_post: Vec<String> = searched
            .body
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["email"].as_str().unwrap().to_owned())
            .filter(|email| email.ends_with(DOMAIN))
            .collect();
        by_post.sort();
        assert_eq!(by_post, emails, "{q:?}: search-students finds the same students");
    }
    emails
}

/// Percent-encodes a query parameter.
fn urlencoding(raw: &str) -> String {
    raw.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'~' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn at(local: &str) -> String {
    format!("{local}{DOMAIN}")
}

async fn typed_text_is_searched_for_literally(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    create_student(&app, "Zo\"e", "Near(by", &at("zoe_1")).await;
    create_student(&app, "Percy", "Star*100%", &at("percy")).await;
    create_student(&app, "Back\\slash", "Or", &at("slash")).await;
    create_student(&app, "Ma", "Li", &at("mali")).await;
    let (zoe, percy, slash, mali) = (at("zoe_1"), at("percy"), at("slash"), at("mali"));
    for (q, expected) in [
        ("\"", vec![&zoe]),
        ("zo\"e", vec![&zoe]),
        ("\"zoe\"", vec![]),
        ("near(", vec![&zoe]),
        ("NEAR(by", vec![&zoe]),
        ("NEAR(zoe percy)", vec![]),
        ("*", vec![&percy]),
        ("r*1", vec![&percy]),
        ("percy*", vec![]),
        ("100%", vec![&percy]),
        ("%", vec![&percy]),
        ("_", vec![&zoe]),
        ("e_1", vec![&zoe]),
        ("\\", vec![&slash]),
        ("k\\s", vec![&slash]),
        ("OR", vec![&slash]),
        ("or slash", vec![&slash]),
        ("percy OR slash", vec![]),
        ("ma li", vec![&mali]),
        ("M L", vec![&mali]),
        ("PERCY", vec![&percy]),
        ("ercy@search-sc", vec![&percy]),
        ("percy search-scale", vec![&percy]),
        ("star* percy", vec![&percy]),
        ("^percy", vec![]),
        ("percy:", vec![]),
        ("-percy", vec![]),
        ("(percy)", vec![]),
        ("search-scale.test", vec![&mali, &percy, &slash, &zoe]),
    ] {
        let expected: Vec<String> = expected.into_iter().cloned().collect();
        assert_eq!(found(&app, q).await, expected, "searching {q:?}");
    }
    // Nothing typed can break the query.
    for q in ["\"\"\"", "'", "a\"b\"c", "NEAR(a b, 2)", "{first_name}:x", "* OR *", "\u{0}x"] {
        let answer = app.get(&format!("/api/admins/get-students?q={}", urlencoding(q))).await;
        assert!(answer.status.is_success() || answer.status.is_client_error(), "{q:?}: {}", answer.status);
        let answer = app.get(&format!("/api/admins/get-teachers?q={}", urlencoding(q))).await;
        assert!(answer.status.is_success() || answer.status.is_client_error(), "{q:?}: {}", answer.status);
    }
}

async fn the_search_follows_updates_deletes_and_imports(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let percy = create_student(&app, "Percy", "Reyes", &at("percy")).await;
    let slash = create_student(&app, "Sam", "Slash", &at("slash")).await;
    assert_eq!(found(&app, "percy").await, vec![at("percy")]);

    let mut edit = student_form("Quincy", "Reyes", &at("quincy"), None);
    edit["id"] = json!(percy);
    assert_eq!(app.post("/api/admins/update-student", edit).await.status, StatusCode::OK);
    assert!(found(&app, "percy").await.is_empty(), "the old name and email are no longer found");
    assert_eq!(found(&app, "quincy").await, vec![at("quincy")]);
    assert_eq!(found(&app, "uinc").await, vec![at("quincy")]);

    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [slash] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert!(found(&app, "slash").await.is_empty(), "deleted students are not found");

    let file = format!(
        "first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,\
         parent_email,phone,relationship,category,level,section\n\
         Imelda,,Marcosa,{},1 Rizal Ave,2010-06-15,Teresa,,Marcosa,,,Mother,,,\n",
        at("imelda")
    );
    let imported = app.upload("/api/admins/import-students", "file", "students.csv", file.as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
    assert_eq!(found(&app, "imelda marcosa").await, vec![at("imelda")]);

    // Teachers: search-teachers (students), search-teachers... and get-teachers?q= follow too.
    let teacher = app.post("/api/admins/create-teacher", teacher_form("Horatio", "Quill", &at("horatio"))).await;
    assert_eq!(teacher.status, StatusCode::CREATED, "{}", teacher.body);
    let listed = app.get("/api/admins/get-teachers?q=RATIO%20qu").await.body;
    assert_eq!(listed["total"], 1, "{listed}");
    assert_eq!(listed["teachers"][0]["email"], at("horatio"));
    let id = teacher.body["_id"].as_str().unwrap().to_owned();
    let deleted = app.post("/api/admins/delete-teacher", json!({ "ids": [id] })).await;
    assert!(deleted.status.is_success(), "{}", deleted.body);
    assert_eq!(app.get("/api/admins/get-teachers?q=horatio").await.body["total"], 0);
}

/// Ids of the whole list in the order pages show it, read straight from the database.
fn student_ids(app: &TestApp, unplaced_only: bool) -> Vec<String> {
    let mut query = students::table.order((students::last_name, students::first_name, students::id)).into_boxed();
    if unplaced_only {
        query = query.filter(students::section_id.is_null());
    }
    query.select(students::id).load(&mut app.db.conn().unwrap()).unwrap()
}

fn teacher_ids(app: &TestApp, first_name_first: bool) -> Vec<String> {
    let query = teachers::table.select(teachers::id).into_boxed();
    let query = if first_name_first {
        query.order((teachers::first_name, teachers::last_name, teachers::id))
    } else {
        query.order((teachers::last_name, teachers::first_name, teachers::id))
    };
    query.load(&mut app.db.conn().unwrap()).unwrap()
}

fn ids_of(page: &Value, key: &str) -> Vec<String> {
    page[key].as_array().unwrap().iter().map(|row| row["_id"].as_str().unwrap().to_owned()).collect()
}

/// Checks pages `pages` of `path` against slices of `all`.
async fn pages_match(app: &TestApp, path: &str, key: &str, all: &[String], page_size: usize, pages: &[usize]) {
    for &page in pages {
        let answer = app.get(&format!("{path}&page={page}&pageSize={page_size}")).await;
        assert_eq!(answer.status, StatusCode::OK, "{path} page {page}: {}", answer.body);
        assert_eq!(answer.body["total"], all.len(), "{path} page {page}");
        let start = ((page - 1) * page_size).min(all.len());
        let end = (start + page_size).min(all.len());
        assert_eq!(ids_of(&answer.body, key), all[start..end].to_vec(), "{path} page {page}");
    }
}

/// A CSV of `n` students (every third placed in Rizal) with names that sort in many orders.
fn students_file(app: &TestApp, n: usize, prefix: &str) -> String {
    let (category, level, section): (String, String, String) = sections::table
        .inner_join(levels::table.inner_join(lyceum_persistence::schema::categories::table))
        .filter(sections::name.eq("Rizal"))
        .select((lyceum_persistence::schema::categories::name, levels::name, sections::name))
        .first(&mut app.db.conn().unwrap())
        .unwrap();
    let mut file = String::from(
        "first_name,middle_name,last_name,email,address,birthdate,parent_fName,parent_mName,parent_lName,\
         parent_email,phone,relationship,category,level,section\n",
    );
    let lasts = ["Santos", "Reyes", "Cruz", "Bautista", "Garcia"];
    for i in 0..n {
        // Many share a last and first name, so the id decides their order.
        let last = lasts[i % lasts.len()];
        let first = format!("Name{}", i % 7);
        let place = if i % 3 == 0 { format!("{category},{level},{section}") } else { ",,".to_owned() };
        file.push_str(&format!(
            "{first},,{last},{prefix}{i}{DOMAIN},1 Rizal Ave,2010-06-15,Teresa,,{last},,,Mother,{place}\n"
        ));
    }
    file
}

async fn deep_pages_are_slices_of_the_whole_list(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let imported =
        app.upload("/api/admins/import-students", "file", "s.csv", students_file(&app, 700, "p").as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
    import_teachers(&app, (0..560).map(|i| (format!("T{}", i % 9), format!("L{}", i % 11), format!("t{i}")))).await;

    let pages = [1, 2, 12, 13, 14, 25, 26, 27, 35, 36, 37, 38];
    let all = student_ids(&app, false);
    pages_match(&app, "/api/admins/get-students?x=1", "students", &all, 20, &pages).await;
    pages_match(&app, "/api/admins/get-students?x=1", "students", &all, 7, &[36, 37, 71, 72, 73, 100, 101]).await;
    let unplaced = student_ids(&app, true);
    assert!(unplaced.len() > 450);
    pages_match(&app, "/api/admins/get-students?available=true", "students", &unplaced, 20, &pages).await;
    for (sort, first_name_first) in [("last_name", false), ("first_name", true)] {
        let ascending = teacher_ids(&app, first_name_first);
        let path = format!("/api/admins/get-teachers?sort={sort}");
        pages_match(&app, &path, "teachers", &ascending, 20, &pages).await;
        let descending: Vec<String> = ascending.iter().rev().cloned().collect();
        pages_match(&app, &format!("{path}&order=desc"), "teachers", &descending, 20, &pages).await;
        pages_match(&app, &format!("{path}&order=desc"), "teachers", &descending, 13, &[1, 19, 20, 21, 44, 45]).await;
    }

    // A student who sorts first shifts every later page by one, on every server.
    create_student(&app, "Aaron", "Aaberg", &at("aaron")).await;
    let all = student_ids(&app, false);
    pages_match(&app, "/api/admins/get-students?x=1", "students", &all, 20, &pages).await;
    let unplaced = student_ids(&app, true);
    pages_match(&app, "/api/admins/get-students?available=true", "students", &unplaced, 20, &pages).await;
    // A renamed student moves.
    let mut edit = student_form("Zed", "Zzyzx", &at("aaron"), None);
    edit["id"] = json!(all[0]);
    assert_eq!(app.post("/api/admins/update-student", edit).await.status, StatusCode::OK);
    let all = student_ids(&app, false);
    pages_match(&app, "/api/admins/get-students?x=1", "students", &all, 20, &[1, 13, 36]).await;

    // Searches page the same way.
    let matching: Vec<String> = {
        let rows: Vec<(String, String)> = students::table
            .order((students::last_name, students::first_name, students::id))
            .select((students::id, students::first_name))
            .load(&mut app.db.conn().unwrap())
            .unwrap();
        rows.into_iter().filter(|(_, first)| first == "Name3").map(|(id, _)| id).collect()
    };
    pages_match(&app, "/api/admins/get-students?q=name3", "students", &matching, 20, &[1, 2, 5, 6]).await;
}

async fn totals_follow_creates_deletes_and_placements(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let total = |body: Value| body["total"].as_i64().unwrap();
    let students_before = total(app.get("/api/admins/get-students?page=1").await.body);
    let unplaced_before = total(app.get("/api/admins/get-students?available=true").await.body);
    let teachers_before = total(app.get("/api/admins/get-teachers?page=1").await.body);

    let a = create_student(&app, "Ann", "One", &at("ann")).await;
    let b = create_student(&app, "Ben", "Two", &at("ben")).await;
    assert_eq!(total(app.get("/api/admins/get-students?page=1").await.body), students_before + 2);
    assert_eq!(total(app.get("/api/admins/get-students?available=true").await.body), unplaced_before + 2);

    let (_, _, section) = rizal(&app);
    let added = app.post("/api/admins/add-student-section", json!({ "studentID": a, "sectionID": section })).await;
    assert_eq!(added.status, StatusCode::OK, "{}", added.body);
    assert_eq!(total(app.get("/api/admins/get-students?available=true").await.body), unplaced_before + 1);
    let removed = app.post("/api/admins/remove-student", json!({ "studentID": a, "sectionID": section })).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(total(app.get("/api/admins/get-students?available=true").await.body), unplaced_before + 2);

    let deleted = app.post("/api/admins/delete-student", json!({ "ids": [a, b] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(total(app.get("/api/admins/get-students?page=1").await.body), students_before);
    assert_eq!(total(app.get("/api/admins/get-students?available=true").await.body), unplaced_before);
    let counted: i64 = students::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(students_before, counted);

    let file = "first_name,middle_name,last_name,phone,email,birthdate,address,zoom_link,zoom_id,zoom_password\n\
                Tina,,Lopez,09171234567,tina@search-scale.test,1985-05-05,1 Luna St,,,\n";
    let imported = app.upload("/api/admins/import-teachers", "file", "t.csv", file.as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
    assert_eq!(total(app.get("/api/admins/get-teachers?page=1").await.body), teachers_before + 1);
    let counted: i64 = teachers::table.count().get_result(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(teachers_before + 1, counted);
}

/// Imports teachers given as (first name, last name, the local part of an email on this file's domain).
async fn import_teachers(app: &TestApp, teachers: impl Iterator<Item = (String, String, String)>) {
    let mut file = String::from(
        "first_name,middle_name,last_name,phone,email,birthdate,address,zoom_link,zoom_id,zoom_password\n",
    );
    for (first, last, local) in teachers {
        file.push_str(&format!("{first},,{last},09171234567,{local}{DOMAIN},1985-05-05,1 Luna St,,,\n"));
    }
    let imported = app.upload("/api/admins/import-teachers", "file", "t.csv", file.as_bytes()).await;
    assert_eq!(imported.status, StatusCode::CREATED, "{}", imported.body);
}

fn teacher_form(first: &str, last: &str, email: &str) -> Value {
    json!({
        "first_name": first, "middle_name": "", "last_name": last, "phone": "09171234567",
        "email": email, "birthdate": "1985-05-05", "address": "1 Luna St", "password": "Lyceum@2023",
        "image": null, "zoom_link": "", "zoom_id": "", "zoom_password": ""
    })
}

async fn kept_searches_follow_every_change(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let percy = create_student(&app, "Percy", "Reyes", &at("pr1")).await;
    assert!(found(&app, "p.reyes").await.is_empty());
    assert_eq!(found(&app, "pr1@").await, vec![at("pr1")]);

    // Only the email changes: the name and the order stay, the matches do not.
    let mut edit = student_form("Percy", "Reyes", &at("p.reyes"), None);
    edit["id"] = json!(percy);
    assert_eq!(app.post("/api/admins/update-student", edit).await.status, StatusCode::OK);
    assert_eq!(found(&app, "p.reyes").await, vec![at("p.reyes")]);
    assert!(found(&app, "pr1@").await.is_empty());

    // The picker's search follows placements.
    let picker = "/api/admins/get-students?available=true&pageSize=200&q=percy";
    assert_eq!(ids_of(&app.get(picker).await.body, "students"), vec![percy.clone()]);
    let (_, _, section) = rizal(&app);
    let added = app.post("/api/admins/add-student-section", json!({ "studentID": percy, "sectionID": section })).await;
    assert_eq!(added.status, StatusCode::OK, "{}", added.body);
    assert!(ids_of(&app.get(picker).await.body, "students").is_empty(), "a placed student leaves the picker's search");
    assert_eq!(found(&app, "p.reyes").await, vec![at("p.reyes")], "and stays in the list's");

    // Teachers: searched pages in both orders are slices of the matches, and follow an email.
    import_teachers(&app, (0..45).map(|i| (format!("Kept{}", i % 4), format!("Quill{}", i % 6), format!("kept{i}"))))
        .await;
    let rows: Vec<(String, String)> = teachers::table
        .order((teachers::first_name, teachers::last_name, teachers::id))
        .select((teachers::id, teachers::email))
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    let ascending: Vec<String> =
        rows.iter().filter(|(_, email)| email.starts_with("kept")).map(|(id, _)| id.clone()).collect();
    assert_eq!(ascending.len(), 45);
    let path = "/api/admins/get-teachers?sort=first_name&q=kept";
    pages_match(&app, path, "teachers", &ascending, 10, &[1, 2, 5, 6]).await;
    let descending: Vec<String> = ascending.iter().rev().cloned().collect();
    pages_match(&app, &format!("{path}&order=desc"), "teachers", &descending, 10, &[1, 3, 5, 6]).await;

    assert_eq!(app.get("/api/admins/get-teachers?q=renamed-kept").await.body["total"], 0);
    let mut edit = teacher_form("Kept0", "Quill0", &at("renamed-kept0"));
    edit["id"] = json!(ascending[0]);
    let updated = app.post("/api/admins/update-teacher", edit).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.body);
    let listed = app.get("/api/admins/get-teachers?q=renamed-kept").await.body;
    assert_eq!(ids_of(&listed, "teachers"), vec![ascending[0].clone()], "{listed}");
}
