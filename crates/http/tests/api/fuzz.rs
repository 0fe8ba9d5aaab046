//! Malformed requests to every documented call, as each of the five callers (signed out, admin,
//! teacher, student, guardian): NUL and other control characters in ids and texts, very long strings,
//! wrong JSON types, arrays for objects, invalid JSON, empty bodies, wrong content types,
//! multipart garbage, malformed paths and queries. A deterministic generator (fixed seed) sends
//! a few thousand of them per database; none may be answered 5xx, and every 4xx must be JSON
//! with a message.

use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{categories, levels, sections, subjects};
use serde_json::{json, Map, Value};

use crate::helpers::TestApp;

crate::on_every_backend!(no_malformed_request_gets_a_server_error);

/// Requests per database.
const REQUESTS: usize = 3_000;

/// Every documented call: method and path (`{}` where a path takes a parameter).
const ROUTES: &[(&str, &str)] = &[
    ("GET", "/api/health"),
    ("GET", "/api/ready"),
    ("GET", "/api/session"),
    ("POST", "/api/password"),
    ("POST", "/api/logout"),
    ("POST", "/api/logout-everywhere"),
    ("GET", "/api/sessions"),
    ("POST", "/api/sessions/end-others"),
    ("DELETE", "/api/sessions/{}"),
    ("POST", "/api/sign-in/code"),
    ("POST", "/api/sign-in/set-up"),
    ("POST", "/api/sign-in/confirm"),
    ("GET", "/api/second-step"),
    ("POST", "/api/second-step/set-up"),
    ("POST", "/api/second-step/confirm"),
    ("POST", "/api/second-step/recovery-codes"),
    ("POST", "/api/second-step/turn-off"),
    ("POST", "/api/sign-in/passkey/options"),
    ("POST", "/api/sign-in/passkey"),
    ("GET", "/api/passkeys"),
    ("POST", "/api/passkeys"),
    ("POST", "/api/passkeys/options"),
    ("PATCH", "/api/passkeys/{}"),
    ("DELETE", "/api/passkeys/{}"),
    ("GET", "/api/sign-in/providers"),
    ("POST", "/api/sign-in/waiting"),
    ("GET", "/api/sign-in/{}/start"),
    ("GET", "/api/sign-in/{}/callback"),
    ("POST", "/api/upload"),
    ("POST", "/api/newsletterUpload"),
    ("POST", "/api/sectionUpload"),
    ("POST", "/api/subjectUpload"),
    ("GET", "/api/files/{}/{}"),
    ("GET", "/api/ws"),
    ("POST", "/api/admins/login"),
    ("POST", "/api/teachers/login"),
    ("POST", "/api/students/login"),
    ("POST", "/api/guardians/login"),
    ("GET", "/api/guardians/children"),
    ("GET", "/api/guardians/home"),
    ("POST", "/api/guardians/update-photo"),
    ("GET", "/api/admins/guardians"),
    ("POST", "/api/admins/create-guardian"),
    ("POST", "/api/admins/create-guardian-from-student"),
    ("POST", "/api/admins/link-guardian"),
    ("POST", "/api/admins/unlink-guardian"),
    ("POST", "/api/admins/delete-guardian"),
    ("POST", "/api/admins/preview-guardian-accounts"),
    ("POST", "/api/admins/create-guardian-accounts"),
    ("GET", "/api/admins/students-without-guardian"),
    ("POST", "/api/admins/import-guardians"),
    ("GET", "/api/admins/default-password"),
    ("GET", "/api/admins/audit-log"),
    ("GET", "/api/admins/home"),
    ("GET", "/api/admins/admins"),
    ("POST", "/api/admins/create-admin"),
    ("POST", "/api/admins/reset-admin-password"),
    ("POST", "/api/admins/delete-admin"),
    ("GET", "/api/fees/schedule"),
    ("PUT", "/api/fees/schedule"),
    ("PUT", "/api/fees/discounts"),
    ("POST", "/api/fees/copy-schedule"),
    ("GET", "/api/fees/account"),
    ("PUT", "/api/fees/account"),
    ("POST", "/api/fees/assess"),
    ("POST", "/api/fees/payments"),
    ("POST", "/api/fees/void-receipt"),
    ("GET", "/api/fees/my-day"),
    ("POST", "/api/fees/close-day"),
    ("GET", "/api/fees/receipt"),
    ("GET", "/api/fees/statement"),
    ("GET", "/api/fees/aging"),
    ("GET", "/api/fees/clearance"),
    ("GET", "/api/fees/collections"),
    ("GET", "/api/fees/ledger.csv"),
    ("GET", "/api/fees/learners"),
    ("GET", "/api/fees/settings"),
    ("PUT", "/api/fees/settings"),
    ("POST", "/api/fees/send-reminders"),
    ("GET", "/api/fees/child-reminders"),
    ("GET", "/api/fees/own"),
    ("GET", "/api/fees/own-receipt"),
    ("GET", "/api/fees/own-statement"),
    ("POST", "/api/fees/checkout"),
    ("POST", "/api/fees/refund"),
    ("POST", "/api/fees/paymongo-webhook"),
    ("GET", "/api/fees/child"),
    ("GET", "/api/fees/child-receipt"),
    ("GET", "/api/fees/child-statement"),
    ("GET", "/api/admins/school-years"),
    ("POST", "/api/admins/create-school-year"),
    ("POST", "/api/admins/update-school-year"),
    ("POST", "/api/admins/delete-school-year"),
    ("POST", "/api/admins/set-current-school-year"),
    ("POST", "/api/admins/add-term"),
    ("POST", "/api/admins/update-term"),
    ("POST", "/api/admins/delete-term"),
    ("POST", "/api/admins/add-no-school-day"),
    ("POST", "/api/admins/delete-no-school-day"),
    ("GET", "/api/calendar/current"),
    ("GET", "/api/calendar/feed"),
    ("POST", "/api/calendar/feed"),
    ("GET", "/api/calendar/feed/{}"),
    ("GET", "/api/timetable"),
    ("GET", "/api/timetable/today"),
    ("GET", "/api/admins/timetable"),
    ("GET", "/api/admins/attendance-settings"),
    ("POST", "/api/admins/attendance-settings"),
    ("GET", "/api/admins/guardian-alert-settings"),
    ("POST", "/api/admins/guardian-alert-settings"),
    ("GET", "/api/admins/sign-in-settings"),
    ("POST", "/api/admins/sign-in-settings"),
    ("POST", "/api/admins/reset-second-step"),
    ("GET", "/api/admins/school-accounts"),
    ("POST", "/api/admins/school-accounts"),
    ("GET", "/api/attendance/guardian-alerts"),
    ("POST", "/api/teachers/search-guardians"),
    ("GET", "/api/guardians/conversations"),
    ("POST", "/api/guardians/search-teachers"),
    ("GET", "/api/attendance/today"),
    ("GET", "/api/records/{}"),
    ("GET", "/api/records/incomplete"),
    ("GET", "/api/attendance/register"),
    ("POST", "/api/attendance/register"),
    ("GET", "/api/attendance/excuses"),
    ("POST", "/api/attendance/excuses"),
    ("POST", "/api/attendance/delete-excuse"),
    ("GET", "/api/attendance/history"),
    ("GET", "/api/attendance/section-month"),
    ("GET", "/api/attendance/student-summary"),
    ("GET", "/api/attendance/export"),
    ("GET", "/api/attendance/not-taken"),
    ("GET", "/api/attendance/chronic"),
    ("GET", "/api/grades/schemes"),
    ("POST", "/api/grades/schemes"),
    ("POST", "/api/grades/reset-scheme"),
    ("GET", "/api/grades/settings"),
    ("POST", "/api/grades/settings"),
    ("GET", "/api/grades/my-subjects"),
    ("GET", "/api/grades/gradebook"),
    ("POST", "/api/grades/assessments"),
    ("POST", "/api/grades/update-assessment"),
    ("POST", "/api/grades/delete-assessment"),
    ("POST", "/api/grades/score"),
    ("POST", "/api/grades/submit"),
    ("POST", "/api/grades/withdraw"),
    ("GET", "/api/grades/section"),
    ("POST", "/api/grades/comment"),
    ("POST", "/api/grades/publish"),
    ("POST", "/api/grades/unlock"),
    ("GET", "/api/grades/publications"),
    ("GET", "/api/grades/mine"),
    ("GET", "/api/grades/report-card"),
    ("GET", "/api/grades/report-cards"),
    ("GET", "/api/grades/report-card-jobs"),
    ("POST", "/api/grades/report-card-jobs"),
    ("GET", "/api/grades/report-card-jobs/{}/{}"),
    ("POST", "/api/admins/close-school-year"),
    ("GET", "/api/admins/archived-students"),
    ("GET", "/api/admins/export-archived-students.csv"),
    ("POST", "/api/admins/restore-students"),
    ("POST", "/api/admins/undo-import"),
    ("GET", "/api/admins/export-classes"),
    ("POST", "/api/admins/import-classes"),
    ("GET", "/api/admins/class-list"),
    ("GET", "/api/admins/export-section.csv"),
    ("POST", "/api/admins/reset-password"),
    ("POST", "/api/admins/move-students"),
    ("GET", "/api/admins/get-teachers"),
    ("POST", "/api/admins/create-teacher"),
    ("POST", "/api/admins/update-teacher"),
    ("POST", "/api/admins/delete-teacher"),
    ("GET", "/api/admins/get-students"),
    ("GET", "/api/admins/get-student"),
    ("GET", "/api/admins/get-enrolments"),
    ("POST", "/api/admins/transfer-out"),
    ("POST", "/api/admins/drop-learner"),
    ("POST", "/api/admins/transfer-in"),
    ("POST", "/api/admins/create-student"),
    ("POST", "/api/admins/update-student"),
    ("POST", "/api/admins/search-students"),
    ("POST", "/api/admins/delete-student"),
    ("POST", "/api/admins/add-student-section"),
    ("POST", "/api/admins/remove-student"),
    ("POST", "/api/admins/import-students"),
    ("POST", "/api/admins/import-teachers"),
    ("GET", "/api/admins/export-students.csv"),
    ("GET", "/api/admins/export-teachers.csv"),
    ("GET", "/api/admins/get-categories"),
    ("POST", "/api/admins/get-levels"),
    ("POST", "/api/admins/get-level"),
    ("POST", "/api/admins/get-sections"),
    ("POST", "/api/admins/get-section"),
    ("POST", "/api/admins/get-subject"),
    ("POST", "/api/admins/create-category"),
    ("POST", "/api/admins/create-level"),
    ("POST", "/api/admins/create-section"),
    ("POST", "/api/admins/create-subject"),
    ("POST", "/api/admins/add-subject-section"),
    ("POST", "/api/admins/create-schedule"),
    ("POST", "/api/admins/add-subject-schedule"),
    ("POST", "/api/admins/delete-subject-schedule"),
    ("POST", "/api/admins/update-adviser-section"),
    ("POST", "/api/admins/update-subject-teacher"),
    ("POST", "/api/admins/remove-subject"),
    ("POST", "/api/admins/delete-sections"),
    ("POST", "/api/admins/delete-all-classes"),
    ("GET", "/api/admins/get-news-updates"),
    ("POST", "/api/admins/create-news-updates"),
    ("POST", "/api/admins/edit-news-updates"),
    ("POST", "/api/admins/delete-news-updates"),
    ("GET", "/api/admins/get-newsletters-memos"),
    ("POST", "/api/admins/upload-newsletter-memo"),
    ("POST", "/api/admins/delete-newsletters-memos"),
    ("GET", "/api/students/get-all-teachers"),
    ("GET", "/api/students/classwork"),
    ("POST", "/api/students/work-file"),
    ("POST", "/api/students/remove-work-file"),
    ("POST", "/api/students/turn-in"),
    ("POST", "/api/students/unsubmit"),
    ("GET", "/api/students/home"),
    ("POST", "/api/students/get-section"),
    ("POST", "/api/students/get-subjects"),
    ("POST", "/api/students/get-teachers"),
    ("POST", "/api/students/search-teachers"),
    ("GET", "/api/students/conversations"),
    ("GET", "/api/teachers/get-all-students"),
    ("GET", "/api/teachers/classwork"),
    ("POST", "/api/teachers/classwork"),
    ("POST", "/api/teachers/update-classwork"),
    ("POST", "/api/teachers/delete-classwork"),
    ("POST", "/api/teachers/attach-classwork-file"),
    ("POST", "/api/teachers/delete-classwork-file"),
    ("GET", "/api/teachers/classwork-work"),
    ("POST", "/api/teachers/review-work"),
    ("POST", "/api/teachers/return-work"),
    ("GET", "/api/teachers/announcements"),
    ("POST", "/api/teachers/announcements"),
    ("GET", "/api/students/announcements"),
    ("GET", "/api/teachers/home"),
    ("GET", "/api/teachers/conversations"),
    ("POST", "/api/teachers/get-teacher-subjects"),
    ("POST", "/api/teachers/get-subject-details"),
    ("POST", "/api/teachers/attach-subject-file"),
    ("POST", "/api/teachers/delete-subject-file"),
    ("POST", "/api/teachers/get-section-details"),
    ("POST", "/api/teachers/attach-section-file"),
    ("POST", "/api/teachers/delete-section-file"),
    ("GET", "/api/messages/{}"),
    ("POST", "/api/messages/send/{}"),
    ("POST", "/api/messages/read/{}"),
    ("GET", "/api/notifications"),
    ("POST", "/api/notifications/read"),
];

/// Every field name the calls' bodies read.
const FIELDS: &[&str] = &[
    "id",
    "ids",
    "levelID",
    "sectionID",
    "subjectID",
    "subjectIDs",
    "studentID",
    "studentIDs",
    "guardianID",
    "fromSectionID",
    "scheduleID",
    "importId",
    "moves",
    "confirm",
    "schoolYearID",
    "firstDay",
    "lastDay",
    "format",
    "version",
    "categories",
    "newsletterID",
    "categoryID",
    "category",
    "title",
    "instructions",
    "points",
    "dueAt",
    "lateAccepted",
    "appearsAt",
    "assignmentID",
    "fileID",
    "body",
    "audience",
    "answer",
    "comment",
    "score",
    "level",
    "section",
    "subject",
    "subjectName",
    "subjectTeacher",
    "adviser",
    "teacher",
    "searchInput",
    "email",
    "password",
    "current_password",
    "new_password",
    "first_name",
    "middle_name",
    "last_name",
    "full_name",
    "birthdate",
    "phone",
    "image",
    "role",
    "message",
    "text",
    "link",
    "file",
    "attachedFile",
    "attachedFiles",
    "attached_file",
    "day",
    "startTime",
    "endTime",
    "parent_email",
    "parent_fName",
    "parent_lName",
    "parent_mName",
    "relationship",
    "zoom_id",
    "zoom_link",
    "zoom_password",
    "address",
    "date",
    "marks",
    "code",
    "minutesLate",
    "note",
    "reason",
    "registers",
    "editDays",
    "chronicPercent",
    "all",
];

/// Query keys the calls read.
const QUERY_KEYS: &[&str] = &[
    "q",
    "page",
    "pageSize",
    "person",
    "record",
    "action",
    "from",
    "to",
    "before",
    "limit",
    "download",
    "dryRun",
    "sort",
    "order",
    "available",
    "date",
    "scheduleID",
    "sectionID",
    "studentID",
    "subjectID",
    "termID",
    "month",
    "format",
];

/// A small deterministic generator (xorshift64*): the same requests on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Malformed and edge-case texts; `ids` adds real ids of the school so calls get further.
fn text(rng: &mut Rng, ids: &[String]) -> String {
    match rng.below(16) {
        0 => "\u{0}".into(),
        1 => format!("{}\u{0}", rng.pick(ids)),
        2 => "\u{1}\u{7}\u{8}\u{1b}[31m\r\n\t".into(),
        3 => "a".repeat(1 + rng.below(20_000)),
        4 => "é\u{202e}😀\u{feff}".repeat(1 + rng.below(500)),
        5 => String::new(),
        6 => "   ".into(),
        7 => "../../../etc/passwd".into(),
        8 => "' OR 1=1 --".into(),
        9 => "%00%ff".into(),
        10 => uuid::Uuid::new_v4().to_string(),
        11 => rng.pick(ids).to_uppercase(),
        12 => "2024-02-30".into(),
        13 => "<script>alert(1)</script>".into(),
        _ => rng.pick(ids).clone(),
    }
}

/// A JSON value of any type, mostly strings.
fn value(rng: &mut Rng, ids: &[String], depth: u32) -> Value {
    match rng.below(12) {
        0 => Value::Null,
        1 => json!(rng.below(2) == 0),
        2 => json!(*rng.pick(&[0i64, -1, i64::MAX, i64::MIN])),
        3 => json!(1e308),
        4 if depth < 2 => Value::Array((0..rng.below(4)).map(|_| value(rng, ids, depth + 1)).collect()),
        5 if depth < 2 => Value::Object(object(rng, ids, depth + 1)),
        6 => Value::Array((0..1 + rng.below(3)).map(|_| Value::String(text(rng, ids))).collect()),
        _ => Value::String(text(rng, ids)),
    }
}

/// An object of a few of the known fields, or (half the time at the top) of all of them, so
/// that each call finds the fields it reads.
fn object(rng: &mut Rng, ids: &[String], depth: u32) -> Map<String, Value> {
    if depth == 0 && rng.below(2) == 0 {
        return FIELDS.iter().map(|field| (field.to_string(), value(rng, ids, 1))).collect();
    }
    (0..1 + rng.below(6)).map(|_| (rng.pick(FIELDS).to_string(), value(rng, ids, depth))).collect()
}

/// `raw` with every byte but letters and digits percent-encoded.
fn encode(raw: &str) -> String {
    raw.bytes().map(|b| if b.is_ascii_alphanumeric() { (b as char).to_string() } else { format!("%{b:02X}") }).collect()
}

/// A path segment: malformed, or a real id.
fn segment(rng: &mut Rng, ids: &[String]) -> String {
    match rng.below(6) {
        0 => "%00".into(),
        1 => "%FF%FE".into(),
        2 => "..%2F..%2Fetc".into(),
        3 => "x".repeat(1 + rng.below(3_000)),
        _ => encode(&text(rng, ids)).chars().take(4_000).collect(),
    }
}

/// One malformed request: method, path with query, content type and body.
fn request(rng: &mut Rng, ids: &[String]) -> (String, String, Option<&'static str>, Vec<u8>) {
    let (method, route) = *rng.pick(ROUTES);
    let mut path = String::new();
    for (at, part) in route.split("{}").enumerate() {
        if at > 0 {
            path.push_str(&segment(rng, ids));
        }
        path.push_str(part);
    }
    if rng.below(3) == 0 {
        let pairs: Vec<String> = (0..1 + rng.below(4))
            .map(|_| {
                format!("{}={}", rng.pick(QUERY_KEYS), encode(&text(rng, ids)).chars().take(6_000).collect::<String>())
            })
            .collect();
        path = format!("{path}?{}", pairs.join("&"));
    }
    let method = if rng.below(20) == 0 { *rng.pick(&["GET", "POST", "PUT", "DELETE"]) } else { method };
    let boundary = "fuzz-boundary";
    let multipart = "multipart/form-data; boundary=fuzz-boundary";
    let (content_type, body): (Option<&'static str>, Vec<u8>) = match rng.below(20) {
        0 => (Some("application/json"), serde_json::to_vec(&value(rng, ids, 1)).unwrap()),
        1 => (Some("application/json"), b"{\"id\": \"\\u0000\", ".to_vec()),
        2 => (Some("application/json"), (0..rng.below(64)).map(|_| rng.next() as u8).collect()),
        3 => (Some("application/json"), Vec::new()),
        4 => (None, serde_json::to_vec(&object(rng, ids, 0)).unwrap()),
        5 => (Some("text/plain"), serde_json::to_vec(&object(rng, ids, 0)).unwrap()),
        6 => (Some("application/x-www-form-urlencoded"), b"id=%00&ids=x".to_vec()),
        7 => (Some(multipart), format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{}\"\r\n\r\n\u{0}\u{0}garbage\r\n--{boundary}--\r\n", text(rng, ids).chars().take(300).collect::<String>().replace('"', "")).into_bytes()),
        8 => (Some(multipart), b"--fuzz-boundary\r\nContent-Disposition: form-data\r\n\r\nno end".to_vec()),
        9 => (Some("multipart/form-data"), (0..rng.below(512)).map(|_| rng.next() as u8).collect()),
        10 => (Some(multipart), format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.csv\"\r\nContent-Type: text/csv\r\n\r\nemail,first_name\r\n{},\u{0}\r\n--{boundary}--\r\n", text(rng, ids).chars().take(300).collect::<String>()).into_bytes()),
        _ => (Some("application/json"), serde_json::to_vec(&Value::Object(object(rng, ids, 0))).unwrap()),
    };
    (method.to_owned(), path, content_type, body)
}

/// Real ids of the seeded school, so some requests name records that exist.
fn school_ids(app: &TestApp) -> Vec<String> {
    let mut conn = app.db.conn().unwrap();
    let mut ids: Vec<String> = categories::table.select(categories::id).load(&mut conn).unwrap();
    ids.extend(levels::table.select(levels::id).load::<String>(&mut conn).unwrap());
    ids.extend(sections::table.select(sections::id).load::<String>(&mut conn).unwrap());
    ids.extend(subjects::table.select(subjects::id).load::<String>(&mut conn).unwrap());
    ids
}

/// A form every call could accept: each field a plausible value, ids those of the school.
fn plausible_form(app: &TestApp) -> Map<String, Value> {
    use lyceum_persistence::schema::{students, teachers};
    let mut conn = app.db.conn().unwrap();
    let first = |ids: Vec<String>| ids.into_iter().next().unwrap_or_default();
    let category = first(categories::table.select(categories::id).load(&mut conn).unwrap());
    let level = first(levels::table.select(levels::id).load(&mut conn).unwrap());
    let section = first(sections::table.select(sections::id).load(&mut conn).unwrap());
    let subject = first(subjects::table.select(subjects::id).load(&mut conn).unwrap());
    let teacher = first(teachers::table.select(teachers::id).load(&mut conn).unwrap());
    let student = first(students::table.select(students::id).load(&mut conn).unwrap());
    FIELDS
        .iter()
        .map(|field| {
            let value = match *field {
                "id" | "sectionID" | "fromSectionID" | "section" => json!(section),
                "levelID" | "level" => json!(level),
                "categoryID" | "category" => json!(category),
                "subjectID" | "scheduleID" | "newsletterID" | "subject" => json!(subject),
                "subjectIDs" => json!([subject]),
                "ids" => json!([student]),
                "studentID" => json!(student),
                "adviser" | "teacher" | "subjectTeacher" => json!(teacher),
                "email" | "parent_email" => json!("someone.new@lyceum.test"),
                "password" | "current_password" | "new_password" => json!("long-enough-42"),
                "birthdate" => json!("2010-05-04"),
                "phone" => json!("09171234567"),
                "role" => json!("student"),
                "day" => json!("Monday"),
                "startTime" => json!("08:00"),
                "endTime" => json!("09:00"),
                "image" | "file" | "attachedFile" | "attached_file" => Value::Null,
                "searchInput" => json!("Juan"),
                "date" => json!(chrono::Local::now().date_naive().to_string()),
                "marks" => json!([{ "studentID": student, "code": "absent" }]),
                "code" => json!("late"),
                "minutesLate" => json!(5),
                "registers" => json!("both"),
                "editDays" => json!(7),
                "chronicPercent" => json!(10),
                _ => json!("Ana"),
            };
            (field.to_string(), value)
        })
        .collect()
}

async fn no_malformed_request_gets_a_server_error(app: TestApp) {
    let mut callers = vec![None];
    for role in [Role::Admin, Role::Teacher, Role::Student, Role::Guardian] {
        app.forget_cookie();
        app.sign_in_as(role).await;
        callers.push(app.cookie());
    }
    let callers_n = callers.len();
    let ids = school_ids(&app);
    let mut rng = Rng(0x5eed_1dea_f00d_cafe);
    let mut failures = Vec::new();
    // First a sweep: every call as every caller, with every field a NUL, a real id followed by
    // a NUL, and a list of NULs, and each path parameter a NUL; then random requests.
    let mut sweep = Vec::new();
    for (method, route) in ROUTES {
        let path = route.replace("{}", "%00");
        for value in [json!("\u{0}"), json!(format!("{}\u{0}", ids[0])), json!(["\u{0}"])] {
            let body: Map<String, Value> = FIELDS.iter().map(|field| (field.to_string(), value.clone())).collect();
            let body = serde_json::to_vec(&body).unwrap();
            for _ in 0..4 {
                sweep.push((method.to_string(), path.clone(), Some("application/json"), body.clone()));
            }
        }
    }
    // Then each field alone made a NUL in an otherwise plausible form, so that the calls that
    // check other fields first still reach the field; calls that delete come last.
    let base = plausible_form(&app);
    let mut routes: Vec<&(&str, &str)> = ROUTES.iter().collect();
    routes.sort_by_key(|(_, route)| route.contains("delete") || route.contains("remove"));
    for (method, route) in routes {
        for field in FIELDS {
            let mut body = base.clone();
            body.insert(field.to_string(), json!("\u{0}"));
            let caller = if route.starts_with("/api/students") {
                3
            } else if route.starts_with("/api/guardians") {
                4
            } else if route.starts_with("/api/teachers") {
                2
            } else {
                1
            };
            sweep.push((
                method.to_string(),
                format!("{}#{caller}", route.replace("{}", "%00")),
                Some("application/json"),
                serde_json::to_vec(&body).unwrap(),
            ));
        }
    }
    let swept = sweep.len();
    let mut sweep = sweep.into_iter();
    let mut last = String::new();
    for sent in 0..swept + REQUESTS {
        let (method, path, content_type, body) = sweep.next().unwrap_or_else(|| request(&mut rng, &ids));
        if path.starts_with("/api/password") || path.starts_with("/api/logout") {
            // Signing out or changing a password would leave the caller signed out; the
            // signed-out caller still sends them.
            if sent % callers_n != 0 {
                continue;
            }
        }
        // A sweep request may name its caller after `#`.
        let (path, caller) = match path.split_once('#') {
            Some((path, caller)) => (path.to_owned(), caller.parse::<usize>().unwrap()),
            None => (path, sent % callers_n),
        };
        app.set_cookie(callers[caller].clone());
        let shown = format!(
            "{method} {} as caller {} ({} bytes)",
            path.chars().take(160).collect::<String>(),
            caller,
            body.len()
        );
        let mut answered = app.raw(&method, &path, content_type, body.clone()).await;
        if answered.as_ref().is_err_and(|error| error.to_string().starts_with("Failed to connect")) {
            // The client could not open a connection (a loaded machine): no request reached the
            // server, so it is sent again; a server that stopped answering fails the second time.
            answered = app.raw(&method, &path, content_type, body.clone()).await;
        }
        let previous = std::mem::replace(&mut last, shown.clone());
        match answered {
            Err(error) => failures.push(format!("{shown}: no answer: {error} (sent after {previous})")),
            Ok((status, answer)) if status.is_server_error() => {
                failures.push(format!("{shown}: {status} {}", String::from_utf8_lossy(&answer)))
            }
            Ok((status, answer)) if status.is_client_error() => {
                let message = serde_json::from_slice::<Value>(&answer)
                    .ok()
                    .and_then(|v| v["message"].as_str().map(str::to_owned));
                if message.is_none() {
                    failures.push(format!(
                        "{shown}: {status} without a JSON message: {}",
                        String::from_utf8_lossy(&answer)
                    ));
                }
            }
            Ok(_) => {}
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} requests failed:\n{}",
        failures.len(),
        swept + REQUESTS,
        failures.iter().take(30).cloned().collect::<Vec<_>>().join("\n")
    );
}

/// The registrations of one routes file: method and path, `{}` for a path parameter.
fn registered(file: &str, prefix: &str) -> Vec<(String, String)> {
    let source =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/routes").join(file))
            .expect("routes file");
    let mut calls = Vec::new();
    for (at, _) in source.match_indices("web::resource(\"") {
        let rest = &source[at + "web::resource(\"".len()..];
        let path = &rest[..rest.find('"').expect("closing quote")];
        let path: String = path
            .split('{')
            .enumerate()
            .map(|(i, part)| if i == 0 { part } else { part.split_once('}').map_or("", |(_, after)| after) })
            .collect::<Vec<_>>()
            .join("{}");
        let after = &rest[rest.find(')').expect("closing parenthesis")..];
        for method in ["get", "post", "put", "patch", "delete"] {
            // Up to the next resource, or the end of the chain (a handler's own calls after it
            // are not routes).
            let handler = after.split("web::resource").next().unwrap_or_default();
            let handler = handler.split(';').next().unwrap_or_default();
            if handler.contains(&format!(".{method}(")) {
                calls.push((method.to_uppercase(), format!("{prefix}{path}")));
            }
        }
    }
    calls
}

#[test]
fn every_registered_call_is_fuzzed() {
    let mut calls = registered("admin/mod.rs", "/api/admins");
    calls.extend(registered("account.rs", "/api"));
    calls.extend(registered("second_step.rs", "/api"));
    calls.extend(registered("passkeys.rs", "/api"));
    calls.extend(registered("school_accounts.rs", "/api"));
    calls.extend(registered("calendar.rs", "/api"));
    calls.extend(registered("calendar_feed.rs", "/api"));
    calls.extend(registered("timetable.rs", "/api"));
    calls.extend(registered("attendance/mod.rs", "/api/attendance"));
    calls.extend(registered("grades/mod.rs", "/api/grades"));
    calls.extend(registered("report_cards/mod.rs", "/api/grades"));
    calls.extend(registered("portal/student.rs", "/api/students"));
    calls.extend(registered("portal/teacher.rs", "/api/teachers"));
    calls.extend(registered("portal/guardian.rs", "/api/guardians"));
    calls.extend(registered("messages.rs", "/api/messages"));
    calls.extend(registered("notifications.rs", "/api"));
    calls.extend(registered("records.rs", "/api/records"));
    calls.extend(registered("fees.rs", "/api/fees"));
    assert!(calls.len() > 60, "the registrations were not read: {calls:?}");
    let missing: Vec<_> =
        calls.iter().filter(|(method, path)| !ROUTES.contains(&(method.as_str(), path.as_str()))).collect();
    assert!(missing.is_empty(), "calls the fuzz test does not send: {missing:?}");
}
