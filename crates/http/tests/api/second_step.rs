//! Two-step sign-in for staff: setting it up with a one-time code, signing in with a code or a
//! recovery code, the throttle, replays, the school's rule for administrators and cashiers, and
//! an administrator's reset of another account's second step.

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{audit_log, second_steps, sign_in_challenges};
use lyceum_school::second_step::code_at;
use serde_json::{json, Value};

use crate::helpers::{email_of, TestApp, ADMIN_EMAIL, CASHIER_EMAIL, PASSWORD, TEACHER_EMAIL};

crate::on_every_backend!(
    a_teacher_sets_up_a_second_step_and_then_signs_in_with_a_code,
    a_code_is_taken_once_and_a_recovery_code_once,
    wrong_codes_are_throttled_like_passwords_and_change_nothing,
    a_sign_in_that_waited_too_long_or_never_began_is_refused,
    the_school_can_require_a_second_step_of_administrators_and_cashiers,
    an_administrator_resets_another_account_s_second_step_never_their_own,
    turning_it_off_and_renewing_the_codes_take_a_code,
    a_deleted_account_leaves_no_secret_behind,
);

const WRONG: &str = "That code is not right. Enter the newest code from your authenticator app.";
const EXPIRED: &str = "Your sign-in has expired. Sign in again.";

/// The code the account's authenticator app shows `steps` steps of 30 seconds from now.
fn code(secret: &str, steps: i64) -> String {
    code_at(secret, lyceum_persistence::now() + chrono::Duration::seconds(30 * steps)).expect("a base32 secret")
}

/// A code that is not the current one, nor either neighbour.
fn wrong_code(secret: &str) -> String {
    let near: Vec<String> = (-1..=1).map(|steps| code(secret, steps)).collect();
    (0..1_000_000).map(|n| format!("{n:06}")).find(|candidate| !near.contains(candidate)).unwrap()
}

/// Waits until the audit log holds `(action, detail)` about `user_id` (entries of refusals and
/// of sign-ins are written by the server's background writer).
async fn eventually_logged(app: &TestApp, user_id: &str, action: &str, detail: Option<&str>) {
    let wanted = (action.to_owned(), detail.map(str::to_owned));
    for _ in 0..50 {
        if actions(app, user_id).contains(&wanted) {
            return;
        }
        actix_web::rt::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    panic!("no {wanted:?} in {:?}", actions(app, user_id));
}

fn actions(app: &TestApp, user_id: &str) -> Vec<(String, Option<String>)> {
    audit_log::table
        .filter(audit_log::record_id.eq(user_id))
        .order(audit_log::id)
        .select((audit_log::action, audit_log::detail))
        .load(&mut app.db.conn().unwrap())
        .unwrap()
}

/// The seeded account of `role` signs in and turns on a second step; answers its secret and
/// recovery codes, and leaves it signed in.
pub async fn turn_on(app: &TestApp, role: Role) -> (String, Vec<String>) {
    let (secret, recovery, _) = turn_on_keeping_the_code(app, role).await;
    (secret, recovery)
}

/// [`turn_on`], also answering the very code that confirmed the set-up (recomputing it later
/// could land in the next 30-second step on a slow machine and be a different code).
async fn turn_on_keeping_the_code(app: &TestApp, role: Role) -> (String, Vec<String>, String) {
    app.forget_cookie();
    app.sign_in_as(role).await;
    let setup = app.post("/api/second-step/set-up", json!({})).await;
    assert_eq!(setup.status, StatusCode::OK, "{}", setup.body);
    let secret = setup.body["secret"].as_str().expect("a secret").to_owned();
    let confirming = code(&secret, 0);
    let confirmed = app.post("/api/second-step/confirm", json!({ "code": confirming })).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
    let codes = confirmed.body["recovery_codes"].as_array().expect("recovery codes");
    (secret, codes.iter().map(|c| c.as_str().unwrap().to_owned()).collect(), confirming)
}

/// The seeded administrator turns on a second step (for the role table).
pub async fn turn_on_for_admin(app: &TestApp) -> (String, Vec<String>) {
    turn_on(app, Role::Admin).await
}

/// Signs in with the password as the seeded account of `role`: the challenge it waits with.
async fn password_step(app: &TestApp, role: Role, expected: &str) -> String {
    app.forget_cookie();
    let answer = app.login(role, email_of(role), PASSWORD).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.body);
    assert_eq!(answer.body["second_step"], expected, "{}", answer.body);
    assert!(answer.set_cookie.is_none(), "a cookie before the second step");
    assert!(answer.body.get("email").is_none(), "the account was answered before the second step");
    answer.body["challenge"].as_str().expect("a challenge").to_owned()
}

async fn give_code(app: &TestApp, challenge: &str, code: &str) -> crate::helpers::Answer {
    app.post("/api/sign-in/code", json!({ "challenge": challenge, "code": code })).await
}

fn user_id_of(app: &TestApp, email: &str) -> String {
    use lyceum_persistence::schema::{admins, teachers};
    let mut conn = app.db.conn().unwrap();
    let admin: Option<String> =
        admins::table.filter(admins::email.eq(email)).select(admins::id).first(&mut conn).optional().unwrap();
    admin.unwrap_or_else(|| {
        teachers::table.filter(teachers::email.eq(email)).select(teachers::id).first(&mut conn).unwrap()
    })
}

async fn a_teacher_sets_up_a_second_step_and_then_signs_in_with_a_code(app: TestApp) {
    app.sign_in_as(Role::Teacher).await;
    let status = app.get("/api/second-step").await;
    assert_eq!(status.body, json!({ "enabled": false, "recovery_codes_left": 0, "required": false }));

    let setup = app.post("/api/second-step/set-up", json!({})).await;
    assert_eq!(setup.status, StatusCode::OK, "{}", setup.body);
    let secret = setup.body["secret"].as_str().unwrap().to_owned();
    assert_eq!(secret.len(), 32);
    let uri = setup.body["uri"].as_str().unwrap();
    assert!(uri.starts_with("otpauth://totp/"), "{uri}");
    assert!(uri.contains(&format!("secret={secret}")) && uri.contains("teacher1@demo.lyceum.test"), "{uri}");

    // A wrong first code turns nothing on.
    let refused = app.post("/api/second-step/confirm", json!({ "code": wrong_code(&secret) })).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    assert_eq!(refused.body["errors"]["code"], WRONG);
    assert_eq!(app.get("/api/second-step").await.body["enabled"], false);

    let confirmed = app.post("/api/second-step/confirm", json!({ "code": code(&secret, 0) })).await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.body);
    let codes = confirmed.body["recovery_codes"].as_array().unwrap();
    assert_eq!(codes.len(), 10);
    assert_eq!(
        app.get("/api/second-step").await.body,
        json!({ "enabled": true, "recovery_codes_left": 10, "required": false })
    );
    // Stored as hashes: no recovery code is in the database as typed.
    let stored: Vec<String> = lyceum_persistence::schema::recovery_codes::table
        .select(lyceum_persistence::schema::recovery_codes::code_hash)
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    assert!(codes.iter().all(|c| !stored.iter().any(|s| s.contains(c.as_str().unwrap()))));

    // The password alone no longer signs in.
    let challenge = password_step(&app, Role::Teacher, "code").await;
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
    let signed_in = give_code(&app, &challenge, &code(&secret, 1)).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    assert_eq!(signed_in.body["role"], "teacher");
    assert_eq!(signed_in.body["user"]["email"], TEACHER_EMAIL);
    assert!(signed_in.set_cookie.is_some());
    let session = app.get("/api/session").await;
    assert_eq!(session.status, StatusCode::OK, "{}", session.body);
    // The challenge is spent.
    let again = give_code(&app, &challenge, &code(&secret, 1)).await;
    assert_eq!(again.status, StatusCode::UNAUTHORIZED, "{}", again.body);

    let id = user_id_of(&app, TEACHER_EMAIL);
    let logged = actions(&app, &id);
    assert!(logged.contains(&("second step turned on".into(), None)), "{logged:?}");
    assert!(logged.contains(&("sign-in".into(), Some("with a one-time code".into()))), "{logged:?}");
}

async fn a_code_is_taken_once_and_a_recovery_code_once(app: TestApp) {
    let (secret, recovery, confirming) = turn_on_keeping_the_code(&app, Role::Admin).await;
    // The code that confirmed the set-up does not sign in again (a replay within its window).
    let challenge = password_step(&app, Role::Admin, "code").await;
    let replayed = give_code(&app, &challenge, &confirming).await;
    assert_eq!(replayed.status, StatusCode::BAD_REQUEST, "{}", replayed.body);
    assert_eq!(replayed.body["errors"]["code"], WRONG);
    // Nor does an older one, once a newer was taken (both read at one instant, so they are
    // neighbouring steps whenever the requests run).
    let (older, newer) = (code(&secret, 0), code(&secret, 1));
    assert_eq!(give_code(&app, &challenge, &newer).await.status, StatusCode::OK);
    let challenge = password_step(&app, Role::Admin, "code").await;
    assert_eq!(give_code(&app, &challenge, &older).await.status, StatusCode::BAD_REQUEST);

    // A recovery code, typed loosely, signs in once.
    let loose = format!(" {} ", recovery[0].to_uppercase().replace('-', " "));
    let signed_in = give_code(&app, &challenge, &loose).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    assert_eq!(app.get("/api/second-step").await.body["recovery_codes_left"], 9);
    let challenge = password_step(&app, Role::Admin, "code").await;
    let reused = give_code(&app, &challenge, &recovery[0]).await;
    assert_eq!(reused.status, StatusCode::BAD_REQUEST, "{}", reused.body);
    let admin = user_id_of(&app, ADMIN_EMAIL);
    eventually_logged(&app, &admin, "sign-in", Some("with a recovery code")).await;
    eventually_logged(&app, &admin, "second step failed", Some("wrong code")).await;
    eventually_logged(&app, &admin, "sign-in", Some("password accepted; waiting for the second step")).await;
}

async fn wrong_codes_are_throttled_like_passwords_and_change_nothing(app: TestApp) {
    let (secret, _) = turn_on(&app, Role::Teacher).await;
    let challenge = password_step(&app, Role::Teacher, "code").await;
    let stored_before: i64 =
        second_steps::table.select(second_steps::last_step).first(&mut app.db.conn().unwrap()).unwrap();
    let bad = wrong_code(&secret);
    let mut statuses = Vec::new();
    for _ in 0..6 {
        statuses.push(give_code(&app, &challenge, &bad).await.status);
    }
    assert_eq!(statuses[..5], [StatusCode::BAD_REQUEST; 5], "{statuses:?}");
    assert_eq!(statuses[5], StatusCode::TOO_MANY_REQUESTS);
    // Locked: even the right code waits.
    let locked = give_code(&app, &challenge, &code(&secret, 1)).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS, "{}", locked.body);
    assert!(locked.message().starts_with("Too many failed sign-in attempts."), "{}", locked.body);
    let stored_after: i64 =
        second_steps::table.select(second_steps::last_step).first(&mut app.db.conn().unwrap()).unwrap();
    assert_eq!(stored_before, stored_after, "a refused code moved the clock on");
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
}

async fn a_sign_in_that_waited_too_long_or_never_began_is_refused(app: TestApp) {
    let (secret, _) = turn_on(&app, Role::Teacher).await;
    for challenge in ["", "not-a-challenge", &"a".repeat(500)] {
        let answer = give_code(&app, challenge, &code(&secret, 1)).await;
        assert_eq!(answer.status, StatusCode::UNAUTHORIZED, "{challenge}: {}", answer.body);
        assert_eq!(answer.message(), EXPIRED);
    }
    let challenge = password_step(&app, Role::Teacher, "code").await;
    let past = lyceum_persistence::now() - chrono::Duration::seconds(1);
    diesel::update(sign_in_challenges::table)
        .set(sign_in_challenges::expires_at.eq(past))
        .execute(&mut app.db.conn().unwrap())
        .unwrap();
    let late = give_code(&app, &challenge, &code(&secret, 1)).await;
    assert_eq!(late.status, StatusCode::UNAUTHORIZED, "{}", late.body);
    assert_eq!(late.message(), EXPIRED);
    // Nothing was taken: the same code still signs in once a new sign-in asks for it.
    let challenge = password_step(&app, Role::Teacher, "code").await;
    assert_eq!(give_code(&app, &challenge, &code(&secret, 1)).await.status, StatusCode::OK);
    // A set-up is only for a sign-in the rule sends there.
    let challenge = password_step(&app, Role::Teacher, "code").await;
    let setup = app.post("/api/sign-in/set-up", json!({ "challenge": challenge })).await;
    assert_eq!(setup.status, StatusCode::CONFLICT, "{}", setup.body);
    // Missing or mistyped fields are refused, not guessed.
    let bad = app.post_raw("/api/sign-in/code", "application/json", b"{\"challenge\": 5}".to_vec()).await;
    assert_eq!(bad.status, StatusCode::BAD_REQUEST, "{}", bad.body);
}

async fn the_school_can_require_a_second_step_of_administrators_and_cashiers(app: TestApp) {
    // The cashier is signed in before the rule.
    app.sign_in_as(Role::Cashier).await;
    let cashier_session = app.cookie();

    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    assert_eq!(app.get("/api/admins/sign-in-settings").await.body, json!({ "second_step_required": false }));
    let not_yet = app.post("/api/admins/sign-in-settings", json!({ "second_step_required": true })).await;
    assert_eq!(not_yet.status, StatusCode::CONFLICT, "{}", not_yet.body);
    assert_eq!(not_yet.body["message"], "Turn on your own two-step sign-in first.");
    let nonsense = app.post("/api/admins/sign-in-settings", json!({ "second_step_required": "yes" })).await;
    assert_eq!(nonsense.status, StatusCode::BAD_REQUEST, "{}", nonsense.body);

    turn_on(&app, Role::Admin).await;
    let on = app.post("/api/admins/sign-in-settings", json!({ "second_step_required": true })).await;
    assert_eq!(on.status, StatusCode::OK, "{}", on.body);
    assert_eq!(on.body, json!({ "second_step_required": true }));
    // The administrator's own session stands; the cashier's, without a second step, ended.
    assert_eq!(app.get("/api/admins/sign-in-settings").await.status, StatusCode::OK);
    app.set_cookie(cashier_session);
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);

    // The cashier must set one up to sign in at all.
    let challenge = password_step(&app, Role::Cashier, "set_up").await;
    let early = give_code(&app, &challenge, "123456").await;
    assert_eq!(early.status, StatusCode::BAD_REQUEST, "{}", early.body);
    let setup = app.post("/api/sign-in/set-up", json!({ "challenge": challenge })).await;
    assert_eq!(setup.status, StatusCode::OK, "{}", setup.body);
    let secret = setup.body["secret"].as_str().unwrap().to_owned();
    assert!(
        setup.body["uri"].as_str().unwrap().contains("cashier%40lyceum.test")
            || setup.body["uri"].as_str().unwrap().contains(CASHIER_EMAIL)
    );
    let wrong = app.post("/api/sign-in/confirm", json!({ "challenge": challenge, "code": wrong_code(&secret) })).await;
    assert_eq!(wrong.status, StatusCode::BAD_REQUEST, "{}", wrong.body);
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
    let done = app.post("/api/sign-in/confirm", json!({ "challenge": challenge, "code": code(&secret, 0) })).await;
    assert_eq!(done.status, StatusCode::OK, "{}", done.body);
    assert_eq!(done.body["role"], "cashier");
    assert_eq!(done.body["recovery_codes"].as_array().unwrap().len(), 10);
    assert_eq!(app.get("/api/second-step").await.body["required"], true);
    // While required, it cannot be turned off.
    let off = app.post("/api/second-step/turn-off", json!({ "code": code(&secret, 1) })).await;
    assert_eq!(off.status, StatusCode::FORBIDDEN, "{}", off.body);
    assert_eq!(off.message(), "Your school requires two-step sign-in for your account.");

    // Teachers are not bound by the rule.
    app.forget_cookie();
    let teacher = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    assert_eq!(teacher.status, StatusCode::OK);
    assert_eq!(teacher.body["email"], TEACHER_EMAIL);

    let logged: Vec<String> = audit_log::table
        .filter(audit_log::record_type.eq("sign-in settings"))
        .select(audit_log::action)
        .load(&mut app.db.conn().unwrap())
        .unwrap();
    assert_eq!(logged, ["second step required"]);
}

async fn an_administrator_resets_another_account_s_second_step_never_their_own(app: TestApp) {
    let (teacher_secret, _) = turn_on(&app, Role::Teacher).await;
    let teacher_session = app.cookie();
    turn_on(&app, Role::Admin).await;
    let teacher_id = user_id_of(&app, TEACHER_EMAIL);
    let admin_id = user_id_of(&app, ADMIN_EMAIL);

    let listed = app.get("/api/admins/admins").await;
    let rows: Vec<Value> = listed.body["admins"].as_array().unwrap().clone();
    let admin_row = rows.iter().find(|row| row["email"] == ADMIN_EMAIL).unwrap();
    let cashier_row = rows.iter().find(|row| row["email"] == CASHIER_EMAIL).unwrap();
    assert_eq!((admin_row["second_step"].clone(), cashier_row["second_step"].clone()), (json!(true), json!(false)));

    let own = app.post("/api/admins/reset-second-step", json!({ "role": "admin", "id": admin_id })).await;
    assert_eq!(own.status, StatusCode::FORBIDDEN, "{}", own.body);
    let none = app
        .post("/api/admins/reset-second-step", json!({ "role": "cashier", "id": user_id_of(&app, CASHIER_EMAIL) }))
        .await;
    assert_eq!(none.status, StatusCode::NOT_FOUND, "{}", none.body);
    let student = app.post("/api/admins/reset-second-step", json!({ "role": "student", "id": teacher_id })).await;
    assert_eq!(student.status, StatusCode::BAD_REQUEST, "{}", student.body);
    // A cashier is not found as an administrator.
    let cashier_id = user_id_of(&app, CASHIER_EMAIL);
    let mislabelled = app.post("/api/admins/reset-second-step", json!({ "role": "admin", "id": cashier_id })).await;
    assert_eq!(mislabelled.status, StatusCode::NOT_FOUND, "{}", mislabelled.body);
    assert_eq!(mislabelled.message(), "This account no longer exists.");
    let missing = app.post("/api/admins/reset-second-step", json!({ "role": "teacher", "id": "no-such-id" })).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND, "{}", missing.body);

    let reset = app.post("/api/admins/reset-second-step", json!({ "role": "teacher", "id": teacher_id })).await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.body);
    // Its sessions ended, and its password alone signs in again.
    app.set_cookie(teacher_session);
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);
    app.forget_cookie();
    let back = app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await;
    assert_eq!(back.body["email"], TEACHER_EMAIL, "{}", back.body);
    assert!(code_at(&teacher_secret, lyceum_persistence::now()).is_some());
    let logged = actions(&app, &teacher_id);
    assert!(logged.contains(&("second step reset".into(), Some(TEACHER_EMAIL.into()))), "{logged:?}");
}

async fn turning_it_off_and_renewing_the_codes_take_a_code(app: TestApp) {
    let (secret, recovery) = turn_on(&app, Role::Teacher).await;
    let empty = app.post("/api/second-step/recovery-codes", json!({})).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST, "{}", empty.body);
    let renewed = app.post("/api/second-step/recovery-codes", json!({ "code": code(&secret, 1) })).await;
    assert_eq!(renewed.status, StatusCode::OK, "{}", renewed.body);
    let fresh: Vec<String> =
        renewed.body["recovery_codes"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_owned()).collect();
    assert_eq!(fresh.len(), 10);
    assert!(fresh.iter().all(|c| !recovery.contains(c)));
    // The old codes no longer work; a new one does.
    let stale = app.post("/api/second-step/turn-off", json!({ "code": recovery[1] })).await;
    assert_eq!(stale.status, StatusCode::BAD_REQUEST, "{}", stale.body);
    assert_eq!(app.get("/api/second-step").await.body["enabled"], true);
    let off = app.post("/api/second-step/turn-off", json!({ "code": fresh[0] })).await;
    assert_eq!(off.status, StatusCode::OK, "{}", off.body);
    assert_eq!(
        app.get("/api/second-step").await.body,
        json!({ "enabled": false, "recovery_codes_left": 0, "required": false })
    );
    app.forget_cookie();
    assert_eq!(app.login(Role::Teacher, TEACHER_EMAIL, PASSWORD).await.body["email"], TEACHER_EMAIL);
    let logged: Vec<String> = actions(&app, &user_id_of(&app, TEACHER_EMAIL)).into_iter().map(|(a, _)| a).collect();
    assert!(
        logged.contains(&"recovery codes renewed".into()) && logged.contains(&"second step turned off".into()),
        "{logged:?}"
    );
}

async fn a_deleted_account_leaves_no_secret_behind(app: TestApp) {
    use lyceum_persistence::schema::recovery_codes;
    turn_on(&app, Role::Teacher).await;
    let teacher_id = user_id_of(&app, TEACHER_EMAIL);
    let held = |app: &TestApp| -> (i64, i64) {
        let mut conn = app.db.conn().unwrap();
        let steps = second_steps::table.filter(second_steps::user_id.eq(&teacher_id)).count().get_result(&mut conn);
        let codes = recovery_codes::table.filter(recovery_codes::user_id.eq(&teacher_id)).count().get_result(&mut conn);
        (steps.unwrap(), codes.unwrap())
    };
    assert_eq!(held(&app), (1, 10));
    app.forget_cookie();
    app.sign_in_as(Role::Admin).await;
    let deleted = app.post("/api/admins/delete-teacher", json!({ "ids": [teacher_id] })).await;
    assert_eq!(deleted.status, StatusCode::OK, "{}", deleted.body);
    assert_eq!(held(&app), (0, 0));
}
