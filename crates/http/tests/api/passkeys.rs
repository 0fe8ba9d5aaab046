//! Passkeys: adding, naming and removing one's own, signing in with one alone on each login page,
//! giving one as the second step the school requires, and every answer that must not sign in
//! (replayed, foreign, forged, from another address or another login page, expired).

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_domain::Role;
use lyceum_persistence::schema::{passkeys, sessions};
use serde_json::{json, Value};

use crate::helpers::passkey::{SoftPasskey, AT_ORIGIN, ORIGIN};
use crate::helpers::{eventually_logged, Answer, TestApp};

crate::on_every_backend!(
    a_student_adds_a_passkey_and_signs_in_with_it_alone,
    replayed_forged_and_foreign_answers_do_not_sign_in,
    a_passkey_of_another_area_or_address_does_not_sign_in,
    bad_input_is_refused_beside_its_field_and_changes_nothing,
    a_passkey_gives_the_second_step_the_school_requires,
    passkeys_are_renamed_and_removed_by_their_owner_only,
);

const REFUSED: &str = "That passkey could not sign you in. Try again, or sign in with your password.";
const EXPIRED: &str = "Your sign-in has expired. Sign in again.";

async fn post_at_origin(app: &TestApp, path: &str, body: Value) -> Answer {
    app.post_with_headers(path, AT_ORIGIN, body).await
}

/// The signed-in account adds a passkey named `name`; answers it and its id.
async fn add_passkey(app: &TestApp, name: &str) -> (SoftPasskey, String) {
    let begun = post_at_origin(app, "/api/passkeys/options", json!({})).await;
    assert_eq!(begun.status, StatusCode::OK, "{}", begun.body);
    let options = &begun.body["options"];
    assert_eq!(options["rp"]["id"], "localhost");
    assert_eq!(options["authenticatorSelection"]["residentKey"], "required");
    assert_eq!(options["authenticatorSelection"]["userVerification"], "required");
    let (passkey, credential) = SoftPasskey::create(options, ORIGIN);
    let body = json!({ "ceremony": begun.body["ceremony"], "credential": credential, "name": name });
    let added = post_at_origin(app, "/api/passkeys", body).await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.body);
    assert_eq!(added.body["name"], name.trim());
    (passkey, added.body["id"].as_str().unwrap().to_owned())
}

/// A new browser on the login page of `area` signs in with `passkey`.
async fn sign_in_with(app: &TestApp, area: &str, passkey: &mut SoftPasskey) -> Answer {
    app.forget_cookie();
    let begun = post_at_origin(app, "/api/sign-in/passkey/options", json!({ "role": area })).await;
    assert_eq!(begun.status, StatusCode::OK, "{}", begun.body);
    assert_eq!(begun.body["options"]["allowCredentials"], json!([]), "any passkey the browser holds");
    let credential = passkey.assert(&begun.body["options"], ORIGIN);
    post_at_origin(app, "/api/sign-in/passkey", json!({ "ceremony": begun.body["ceremony"], "credential": credential }))
        .await
}

fn session_count(app: &TestApp) -> i64 {
    sessions::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

fn passkey_count(app: &TestApp) -> i64 {
    passkeys::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn a_student_adds_a_passkey_and_signs_in_with_it_alone(app: TestApp) {
    app.sign_in_as(Role::Student).await;
    assert_eq!(app.get("/api/passkeys").await.body, json!({ "passkeys": [] }));
    let (mut passkey, id) = add_passkey(&app, "  My phone ").await;
    let listed = app.get("/api/passkeys").await.body;
    assert_eq!(listed["passkeys"][0]["id"], id.as_str());
    assert_eq!(listed["passkeys"][0]["name"], "My phone");
    assert_eq!(listed["passkeys"][0]["last_used_at"], Value::Null);
    eventually_logged(&app, "passkey added", "My phone").await;

    let signed_in = sign_in_with(&app, "student", &mut passkey).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    assert_eq!(signed_in.body["role"], "student");
    assert!(signed_in.set_cookie.is_some(), "a session cookie");
    assert_eq!(app.get("/api/session").await.body["role"], "student");
    assert!(app.get("/api/passkeys").await.body["passkeys"][0]["last_used_at"].is_string());
    eventually_logged(&app, "sign-in", "with a passkey").await;

    // Again, the counter moved on: a second sign-in works as well.
    assert_eq!(sign_in_with(&app, "student", &mut passkey).await.status, StatusCode::OK);

    // The same device cannot add the same passkey twice: the browser is told which it holds.
    let again = post_at_origin(&app, "/api/passkeys/options", json!({})).await;
    let excluded = &again.body["options"]["excludeCredentials"];
    assert_eq!(excluded.as_array().map(Vec::len), Some(1), "{excluded}");
}

async fn replayed_forged_and_foreign_answers_do_not_sign_in(app: TestApp) {
    app.sign_in_as(Role::Teacher).await;
    let (mut passkey, _) = add_passkey(&app, "Laptop").await;
    app.forget_cookie();
    let sessions_before = session_count(&app);

    // A whole answer sent twice: the ceremony is taken once.
    let begun = post_at_origin(&app, "/api/sign-in/passkey/options", json!({ "role": "teacher" })).await;
    let credential = passkey.assert(&begun.body["options"], ORIGIN);
    let answer = json!({ "ceremony": begun.body["ceremony"], "credential": credential });
    assert_eq!(post_at_origin(&app, "/api/sign-in/passkey", answer.clone()).await.status, StatusCode::OK);
    app.forget_cookie();
    let replayed = post_at_origin(&app, "/api/sign-in/passkey", answer).await;
    assert_eq!((replayed.status, replayed.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(EXPIRED)));
    let sessions_after_one = session_count(&app);
    assert_eq!(sessions_after_one, sessions_before + 1);

    // An old answer to a new ceremony: its challenge is not this one's.
    let fresh = post_at_origin(&app, "/api/sign-in/passkey/options", json!({ "role": "teacher" })).await;
    let replay = json!({ "ceremony": fresh.body["ceremony"], "credential": credential });
    let refused = post_at_origin(&app, "/api/sign-in/passkey", replay).await;
    assert_eq!((refused.status, refused.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(REFUSED)));

    // The passkey's id signed by another key, and a passkey this school never saw.
    let mut forged = passkey.forged();
    let refused = sign_in_with(&app, "teacher", &mut forged).await;
    assert_eq!((refused.status, refused.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(REFUSED)));
    let begun = post_at_origin(&app, "/api/passkeys/options", json!({})).await;
    assert_eq!(begun.status, StatusCode::UNAUTHORIZED, "not signed in: {}", begun.body);
    let options = json!({ "challenge": "AAAA", "rp": { "id": "localhost" }, "user": { "id": "AAAA" } });
    let (mut stranger, _) = SoftPasskey::create(&options, ORIGIN);
    let refused = sign_in_with(&app, "teacher", &mut stranger).await;
    assert_eq!((refused.status, refused.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(REFUSED)));

    assert!(refused.set_cookie.is_none());
    assert_eq!(session_count(&app), sessions_after_one, "no refused answer began a session");
    eventually_logged(&app, "sign-in failed", "passkey: the passkey's signature did not match").await;
    eventually_logged(&app, "sign-in failed", "passkey: a passkey this school does not know").await;
}

async fn a_passkey_of_another_area_or_address_does_not_sign_in(app: TestApp) {
    app.sign_in_as(Role::Guardian).await;
    let (mut passkey, _) = add_passkey(&app, "Phone").await;

    // A guardian's passkey on the administrators' login page.
    let refused = sign_in_with(&app, "admin", &mut passkey).await;
    assert_eq!((refused.status, refused.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(REFUSED)));
    eventually_logged(&app, "sign-in failed", "passkey: a passkey of another area").await;

    // An answer made at another address (a look-alike site relaying the ceremony).
    let begun = post_at_origin(&app, "/api/sign-in/passkey/options", json!({ "role": "guardian" })).await;
    let credential = passkey.assert(&begun.body["options"], "http://lyceum-login.example");
    let answer = json!({ "ceremony": begun.body["ceremony"], "credential": credential });
    let refused = post_at_origin(&app, "/api/sign-in/passkey", answer).await;
    assert_eq!((refused.status, refused.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(REFUSED)));

    // At a numeric address there is no relying party at all.
    let numeric = app.post("/api/sign-in/passkey/options", json!({ "role": "guardian" })).await;
    assert_eq!(numeric.status, StatusCode::BAD_REQUEST, "{}", numeric.body);
    assert!(numeric.body["message"].as_str().unwrap().starts_with("Passkeys work at the school's web address"));

    assert_eq!(sign_in_with(&app, "guardian", &mut passkey).await.status, StatusCode::OK);
}

async fn bad_input_is_refused_beside_its_field_and_changes_nothing(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let begun = post_at_origin(&app, "/api/passkeys/options", json!({})).await;
    let (_, credential) = SoftPasskey::create(&begun.body["options"], ORIGIN);
    let ceremony = begun.body["ceremony"].clone();

    let unnamed =
        post_at_origin(&app, "/api/passkeys", json!({ "ceremony": ceremony, "credential": credential })).await;
    assert_eq!(unnamed.status, StatusCode::BAD_REQUEST);
    assert_eq!(unnamed.body["errors"]["name"], "Give the passkey a name, such as the device it is on.");
    let long = json!({ "ceremony": ceremony, "credential": credential, "name": "x".repeat(61) });
    assert_eq!(
        post_at_origin(&app, "/api/passkeys", long).await.body["errors"]["name"],
        "Keep the name to 60 letters or fewer, on one line."
    );
    let garbled = json!({ "ceremony": ceremony, "credential": { "id": 7 }, "name": "Key" });
    let refused = post_at_origin(&app, "/api/passkeys", garbled).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{}", refused.body);
    // The garbled answer took the ceremony: the real one now comes too late.
    let late =
        post_at_origin(&app, "/api/passkeys", json!({ "ceremony": ceremony, "credential": credential, "name": "Key" }))
            .await;
    assert_eq!(late.body["message"], "Adding this passkey took too long. Try again.");
    let unknown =
        post_at_origin(&app, "/api/passkeys", json!({ "ceremony": "nope", "credential": credential, "name": "Key" }))
            .await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);
    assert_eq!(passkey_count(&app), 0);

    let nobody = post_at_origin(&app, "/api/sign-in/passkey/options", json!({ "role": "janitor" })).await;
    assert_eq!(nobody.status, StatusCode::BAD_REQUEST, "{}", nobody.body);
    let garbage = post_at_origin(&app, "/api/sign-in/passkey", json!({ "ceremony": "", "credential": "x" })).await;
    assert_eq!((garbage.status, garbage.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(EXPIRED)));
    let begun = post_at_origin(&app, "/api/sign-in/passkey/options", json!({ "role": "admin" })).await;
    let unreadable = json!({ "ceremony": begun.body["ceremony"], "credential": [1, 2, 3] });
    let refused = post_at_origin(&app, "/api/sign-in/passkey", unreadable).await;
    assert_eq!((refused.status, refused.body["message"].as_str()), (StatusCode::UNAUTHORIZED, Some(REFUSED)));

    // Not signed in: nothing of one's own to add to.
    app.forget_cookie();
    assert_eq!(app.get("/api/passkeys").await.status, StatusCode::UNAUTHORIZED);
    assert_eq!(post_at_origin(&app, "/api/passkeys/options", json!({})).await.status, StatusCode::UNAUTHORIZED);
}

async fn a_passkey_gives_the_second_step_the_school_requires(app: TestApp) {
    app.sign_in_as(Role::Admin).await;
    let (mut passkey, passkey_id) = add_passkey(&app, "Security key").await;
    // A passkey counts as the administrator's own second step.
    let required = app.post("/api/admins/sign-in-settings", json!({ "second_step_required": true })).await;
    assert_eq!(required.status, StatusCode::OK, "{}", required.body);
    let listed = app.get("/api/admins/admins").await;
    let rows = listed.body["admins"].as_array().unwrap();
    let row = rows.iter().find(|a| a["email"] == crate::helpers::ADMIN_EMAIL).unwrap();
    assert_eq!(row["second_step"], true, "{row}");

    // Its last second step cannot go while the school requires one.
    let kept = app.delete(&format!("/api/passkeys/{passkey_id}")).await;
    assert_eq!(kept.status, StatusCode::CONFLICT, "{}", kept.body);
    assert_eq!(passkey_count(&app), 1);

    // The password alone now waits for the passkey, with the options to give it.
    app.forget_cookie();
    let waiting = app
        .post_with_headers(
            "/api/admins/login",
            AT_ORIGIN,
            json!({ "email": crate::helpers::ADMIN_EMAIL, "password": crate::helpers::PASSWORD }),
        )
        .await;
    assert_eq!(waiting.status, StatusCode::OK, "{}", waiting.body);
    assert_eq!(waiting.body["second_step"], "passkey");
    assert!(waiting.set_cookie.is_none());
    let challenge = waiting.body["challenge"].clone();
    let options = &waiting.body["passkey"];
    assert_eq!(options["allowCredentials"].as_array().map(Vec::len), Some(1), "{options}");
    assert_eq!(app.get("/api/session").await.status, StatusCode::UNAUTHORIZED);

    // Another account's passkey is not this sign-in's second step.
    let credential = passkey.forged().assert(options, ORIGIN);
    let refused =
        post_at_origin(&app, "/api/sign-in/passkey", json!({ "ceremony": challenge, "credential": credential })).await;
    assert_eq!(refused.status, StatusCode::UNAUTHORIZED);

    let waiting = app
        .post_with_headers(
            "/api/admins/login",
            AT_ORIGIN,
            json!({ "email": crate::helpers::ADMIN_EMAIL, "password": crate::helpers::PASSWORD }),
        )
        .await;
    let credential = passkey.assert(&waiting.body["passkey"], ORIGIN);
    let body = json!({ "ceremony": waiting.body["challenge"], "credential": credential });
    let signed_in = post_at_origin(&app, "/api/sign-in/passkey", body.clone()).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    assert_eq!(signed_in.body["role"], "admin");
    assert_eq!(app.get("/api/admins/sign-in-settings").await.status, StatusCode::OK);
    // The waiting sign-in is finished: its answer cannot sign in twice.
    app.forget_cookie();
    assert_eq!(post_at_origin(&app, "/api/sign-in/passkey", body).await.status, StatusCode::UNAUTHORIZED);

    // Signing in with the passkey alone needs no password and no code.
    assert_eq!(sign_in_with(&app, "admin", &mut passkey).await.status, StatusCode::OK);
}

async fn passkeys_are_renamed_and_removed_by_their_owner_only(app: TestApp) {
    app.sign_in_as(Role::Teacher).await;
    let (_, id) = add_passkey(&app, "Old name").await;
    let renamed = app.patch(&format!("/api/passkeys/{id}"), json!({ "name": "Work laptop" })).await;
    assert_eq!(renamed.status, StatusCode::OK, "{}", renamed.body);
    assert_eq!(app.get("/api/passkeys").await.body["passkeys"][0]["name"], "Work laptop");
    let blank = app.patch(&format!("/api/passkeys/{id}"), json!({ "name": " " })).await;
    assert_eq!(blank.status, StatusCode::BAD_REQUEST);

    // Another account sees none of it and cannot touch it.
    app.forget_cookie();
    app.sign_in_as(Role::Student).await;
    assert_eq!(app.get("/api/passkeys").await.body, json!({ "passkeys": [] }));
    assert_eq!(
        app.patch(&format!("/api/passkeys/{id}"), json!({ "name": "Mine" })).await.status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(app.delete(&format!("/api/passkeys/{id}")).await.status, StatusCode::NOT_FOUND);
    assert_eq!(passkey_count(&app), 1);

    app.forget_cookie();
    app.sign_in_as(Role::Teacher).await;
    let removed = app.delete(&format!("/api/passkeys/{id}")).await;
    assert_eq!(removed.status, StatusCode::OK, "{}", removed.body);
    assert_eq!(passkey_count(&app), 0);
    eventually_logged(&app, "passkey removed", "Work laptop").await;
}
