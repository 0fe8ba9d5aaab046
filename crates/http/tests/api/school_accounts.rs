//! Signing in with the school's Google or Microsoft accounts, against a stand-in OpenID provider
//! the test starts: the administrators' settings, the way to the provider and back, the account
//! matched by its e-mail on its own login page, the second step still owed, and every answer
//! that must sign no one in (wrong audience, issuer, nonce or signature, an e-mail outside the
//! school's domains or unverified, no such account, a state replayed, expired or brought back by
//! another browser).

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use actix_web::http::StatusCode;
use diesel::prelude::*;
use lyceum_http::Settings;
use lyceum_persistence::schema::sessions;
use lyceum_school::school_accounts::ProviderAddresses;
use serde_json::{json, Value};

use crate::helpers::oidc::{StandIn, CLIENT_SECRET};
use crate::helpers::{eventually_logged, TestApp, ADMIN_EMAIL, TEACHER_EMAIL};

crate::on_every_backend!(
    mod at_a_stand_in_provider with with_stand_in:
    a_teacher_signs_in_with_the_school_s_google_account,
    tokens_that_do_not_check_out_sign_no_one_in,
    the_state_is_taken_once_and_only_from_the_browser_that_began,
    the_administrators_settings_are_checked_and_off_until_set,
    a_microsoft_directory_sign_in_still_owes_the_second_step_the_school_requires,
);

const CLIENT: &str = "lyceum-at-the-stand-in";

thread_local! {
    static STAND_IN: RefCell<Option<Rc<StandIn>>> = const { RefCell::new(None) };
}

fn with_stand_in(settings: &mut Settings) {
    let stand_in = StandIn::start();
    settings.provider_addresses =
        ProviderAddresses { google_issuer: stand_in.base.clone(), microsoft_login: stand_in.base.clone() };
    STAND_IN.with(|held| *held.borrow_mut() = Some(Rc::new(stand_in)));
}

fn stand_in() -> Rc<StandIn> {
    STAND_IN.with(|held| held.borrow().clone().expect("the stand-in provider"))
}

/// An administrator turns `provider` on for the school's domain.
async fn configure(app: &TestApp, provider: &str, extra: Value) {
    app.forget_cookie();
    app.sign_in_as(lyceum_domain::Role::Admin).await;
    let mut form = json!({
        "provider": provider, "enabled": true, "client_id": CLIENT, "client_secret": CLIENT_SECRET,
        "allowed_domains": "demo.lyceum.test, lyceum.test",
    });
    form.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
    let saved = app.post("/api/admins/school-accounts", form).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    app.forget_cookie();
}

/// A browser with no redirects followed: the status, where it is sent, and the cookies set.
async fn visit(app: &TestApp, path: &str, cookie: Option<&str>) -> (StatusCode, String, HashMap<String, String>) {
    let client = awc::Client::builder().disable_redirects().finish();
    let mut req = client.get(format!("{}{path}", app.address));
    if let Some(cookie) = cookie {
        req = req.insert_header(("Cookie", cookie.to_owned()));
    }
    let res = req.send().await.unwrap();
    let location = res.headers().get("location").map(|v| v.to_str().unwrap().to_owned()).unwrap_or_default();
    let cookies = res
        .headers()
        .get_all("set-cookie")
        .filter_map(|v| v.to_str().unwrap().split(';').next()?.split_once('=').map(|(k, v)| (k.into(), v.into())))
        .collect();
    (res.status(), location, cookies)
}

/// A sign-in begun at `/api/sign-in/{provider}/start?role=`: the browser's cookie and what the
/// provider was asked.
struct Begun {
    browser: String,
    asked: HashMap<String, String>,
}

async fn begin(app: &TestApp, provider: &str, role: &str) -> Begun {
    let (status, location, cookies) = visit(app, &format!("/api/sign-in/{provider}/start?role={role}"), None).await;
    assert_eq!(status, StatusCode::SEE_OTHER, "{location}");
    assert!(location.starts_with(&format!("{}/authorize?", stand_in().base)), "{location}");
    let asked = url::Url::parse(&location).unwrap().query_pairs().into_owned().collect();
    Begun { browser: cookies["lyceum_sign_in"].clone(), asked }
}

/// The claims the provider vouches for a sign-in `begun`, by default a verified teacher.
fn claims(begun: &Begun, issuer: &str) -> Value {
    let now = chrono::Utc::now().timestamp();
    json!({
        "iss": issuer, "aud": CLIENT, "sub": "person-1", "iat": now, "exp": now + 600,
        "nonce": begun.asked["nonce"], "email": TEACHER_EMAIL, "email_verified": true,
    })
}

/// The provider sends the browser back with `code` for the claims `claims`.
async fn come_back(
    app: &TestApp,
    provider: &str,
    begun: &Begun,
    claims: Value,
) -> (StatusCode, String, HashMap<String, String>) {
    let code = format!("code-{}", uuid::Uuid::new_v4().simple());
    stand_in().issue(&code, claims, &begun.asked["code_challenge"]);
    let path = format!("/api/sign-in/{provider}/callback?code={code}&state={}", begun.asked["state"]);
    visit(app, &path, Some(&format!("lyceum_sign_in={}", begun.browser))).await
}

fn session_count(app: &TestApp) -> i64 {
    sessions::table.count().get_result(&mut app.db.conn().unwrap()).unwrap()
}

async fn a_teacher_signs_in_with_the_school_s_google_account(app: TestApp) {
    assert_eq!(app.get("/api/sign-in/providers").await.body, json!({ "providers": [] }), "off until set");
    configure(&app, "google", json!({})).await;
    assert_eq!(
        app.get("/api/sign-in/providers").await.body,
        json!({ "providers": [{ "id": "google", "name": "Google" }] })
    );

    let begun = begin(&app, "google", "teacher").await;
    assert_eq!(begun.asked["client_id"], CLIENT);
    assert_eq!(begun.asked["code_challenge_method"], "S256");
    assert_eq!(begun.asked["scope"], "openid email profile");
    assert!(begun.asked["redirect_uri"].ends_with("/api/sign-in/google/callback"));
    let issuer = stand_in().base.clone();
    let (status, location, cookies) = come_back(&app, "google", &begun, claims(&begun, &issuer)).await;
    assert_eq!((status, location.as_str()), (StatusCode::SEE_OTHER, "/teacher"));
    app.set_cookie(Some(cookies["lyceum_session"].clone()));
    let session = app.get("/api/session").await;
    assert_eq!(session.body["role"], "teacher", "{}", session.body);
    assert_eq!(session.body["user"]["email"], TEACHER_EMAIL);
    eventually_logged(&app, "sign-in", "with Google").await;
}

async fn tokens_that_do_not_check_out_sign_no_one_in(app: TestApp) {
    configure(&app, "google", json!({})).await;
    let issuer = stand_in().base.clone();
    let before = session_count(&app);
    // Each case: what the provider's token says differently from a good one.
    let cases = [
        ("another client's token", json!({ "aud": "someone-else" })),
        ("another issuer's token", json!({ "iss": "https://accounts.example" })),
        ("another sign-in's nonce", json!({ "nonce": "not-this-one" })),
        ("an expired token", json!({ "exp": 1_000_000_000 })),
        ("an e-mail outside the school's domains", json!({ "email": "teacher@gmail.com" })),
        ("an unverified e-mail", json!({ "email_verified": false })),
        ("no account with that e-mail", json!({ "email": "nobody@demo.lyceum.test" })),
        ("a tampered token", json!({ "tampered": true })),
    ];
    for (case, differently) in cases {
        let begun = begin(&app, "google", "teacher").await;
        let token = match differently.get("tampered") {
            Some(_) => json!({ "raw_id_token": tampered(&claims(&begun, &issuer)) }),
            None => differently.merged(claims(&begun, &issuer)),
        };
        let (status, location, cookies) = come_back(&app, "google", &begun, token).await;
        assert_eq!((status, location.as_str()), (StatusCode::SEE_OTHER, "/teacher?sign_in_error=refused"), "{case}");
        assert!(!cookies.contains_key("lyceum_session"), "{case}");
    }
    // A teacher's Google account on the administrators' login page finds no administrator.
    let begun = begin(&app, "google", "admin").await;
    let (_, location, _) = come_back(&app, "google", &begun, claims(&begun, &issuer)).await;
    assert_eq!(location, "/admin?sign_in_error=refused");
    assert_eq!(session_count(&app), before, "no refused sign-in began a session");
    eventually_logged(&app, "sign-in failed", "Google: an e-mail outside the school's domains").await;
    eventually_logged(&app, "sign-in failed", "Google: an ID token of another sign-in (its nonce)").await;
}

/// A token whose claims were changed after it was signed: its signature no longer matches.
fn tampered(claims: &Value) -> String {
    use base64::engine::general_purpose::URL_SAFE_NO_PAD;
    use base64::Engine;
    let token = crate::helpers::oidc::signed(claims);
    let parts: Vec<&str> = token.split('.').collect();
    let changed = json!({ "email": ADMIN_EMAIL }).merged(claims.clone());
    format!("{}.{}.{}", parts[0], URL_SAFE_NO_PAD.encode(changed.to_string()), parts[2])
}

trait Merged {
    /// `self`'s fields over `base`'s.
    fn merged(self, base: Value) -> Value;
}

impl Merged for Value {
    fn merged(self, mut base: Value) -> Value {
        base.as_object_mut().unwrap().extend(self.as_object().unwrap().clone());
        base
    }
}

async fn the_state_is_taken_once_and_only_from_the_browser_that_began(app: TestApp) {
    configure(&app, "google", json!({})).await;
    let issuer = stand_in().base.clone();

    // Brought back to another browser (no cookie, or another's): refused, and the state is gone.
    let begun = begin(&app, "google", "teacher").await;
    let other = Begun { browser: "someone-else".into(), asked: begun.asked.clone() };
    let (_, location, _) = come_back(&app, "google", &other, claims(&begun, &issuer)).await;
    assert_eq!(location, "/teacher?sign_in_error=refused");
    let (_, location, _) = come_back(&app, "google", &begun, claims(&begun, &issuer)).await;
    assert_eq!(location, "/teacher?sign_in_error=expired", "the state was taken");

    // A finished sign-in's state cannot sign in again.
    let begun = begin(&app, "google", "teacher").await;
    let (_, location, cookies) = come_back(&app, "google", &begun, claims(&begun, &issuer)).await;
    assert_eq!(location, "/teacher");
    assert_eq!(cookies.get("lyceum_sign_in").map(String::as_str), Some(""), "the browser forgets the finished sign-in");
    assert_eq!(come_back(&app, "google", &begun, claims(&begun, &issuer)).await.1, "/teacher?sign_in_error=expired");
    // Nor can one never begun, or empty (its login page unknown: the administrators').
    let (_, location, _) = visit(&app, "/api/sign-in/google/callback?code=x&state=made-up", None).await;
    assert_eq!(location, "/admin?sign_in_error=expired");
    let (_, location, _) = visit(&app, "/api/sign-in/google/callback", None).await;
    assert_eq!(location, "/admin?sign_in_error=expired");
}

async fn the_administrators_settings_are_checked_and_off_until_set(app: TestApp) {
    // Off: the way to the provider leads back to the login page.
    let (status, location, _) = visit(&app, "/api/sign-in/google/start?role=student", None).await;
    assert_eq!((status, location.as_str()), (StatusCode::SEE_OTHER, "/?sign_in_error=unavailable"));
    let (_, location, _) = visit(&app, "/api/sign-in/yahoo/start?role=guardian", None).await;
    assert_eq!(location, "/guardian?sign_in_error=unavailable");

    app.sign_in_as(lyceum_domain::Role::Admin).await;
    let shown = app.get("/api/admins/school-accounts").await;
    assert_eq!(shown.status, StatusCode::OK);
    assert_eq!(shown.body["providers"][0]["provider"], "google");
    assert_eq!(shown.body["providers"][1]["provider"], "microsoft");
    assert!(shown.body["providers"][0]["redirect_uri"].as_str().unwrap().ends_with("/api/sign-in/google/callback"));

    let empty = app.post("/api/admins/school-accounts", json!({ "provider": "microsoft", "enabled": true })).await;
    assert_eq!(empty.status, StatusCode::BAD_REQUEST);
    let errors = &empty.body["errors"];
    assert_eq!(errors["client_id"], "Enter the client ID the provider gave the school.");
    assert_eq!(errors["client_secret"], "Enter the client secret the provider gave the school.");
    assert_eq!(errors["allowed_domains"], "Name at least one of the school's e-mail domains.");
    assert_eq!(errors["tenant"], "Enter the directory (tenant) ID, as Microsoft Entra shows it.");
    let bad = app
        .post("/api/admins/school-accounts", json!({ "provider": "google", "allowed_domains": "school, a..b" }))
        .await;
    assert_eq!(bad.body["errors"]["allowed_domains"], "“school” is not an e-mail domain, such as school.edu.ph.");
    let unknown = app.post("/api/admins/school-accounts", json!({ "provider": "yahoo" })).await;
    assert_eq!(unknown.status, StatusCode::BAD_REQUEST);

    // The secret is kept when left blank, and never shown.
    let form = json!({ "provider": "google", "enabled": true, "client_id": CLIENT, "client_secret": "s3cret", "allowed_domains": "lyceum.test" });
    assert_eq!(app.post("/api/admins/school-accounts", form).await.status, StatusCode::OK);
    let form = json!({ "provider": "google", "enabled": true, "client_id": CLIENT, "client_secret": "", "allowed_domains": "@Lyceum.test demo.lyceum.test" });
    let saved = app.post("/api/admins/school-accounts", form).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.body);
    let google = &saved.body["providers"][0];
    assert_eq!(
        (google["has_secret"].clone(), google["allowed_domains"].clone()),
        (json!(true), json!(["lyceum.test", "demo.lyceum.test"]))
    );
    assert!(!saved.body.to_string().contains("s3cret"));
    eventually_logged(&app, "school accounts changed", "Google: on; domains lyceum.test demo.lyceum.test").await;

    app.forget_cookie();
    app.sign_in_as(lyceum_domain::Role::Teacher).await;
    assert_eq!(app.get("/api/admins/school-accounts").await.status, StatusCode::FORBIDDEN);
}

async fn a_microsoft_directory_sign_in_still_owes_the_second_step_the_school_requires(app: TestApp) {
    let tenant = "72f988bf-86f1-41af-91ab-2d7cd011db47";
    configure(&app, "microsoft", json!({ "tenant": tenant })).await;
    let (secret, _) = crate::second_step::turn_on_for_admin(&app).await;
    app.forget_cookie();

    let begun = begin(&app, "microsoft", "admin").await;
    let issuer = format!("{}/{tenant}/v2.0", stand_in().base);
    // Microsoft vouches by the account's sign-in name in the school's directory.
    let claims = json!({ "preferred_username": ADMIN_EMAIL, "email": null, "email_verified": null })
        .merged(claims(&begun, &issuer));
    let (status, location, cookies) = come_back(&app, "microsoft", &begun, claims).await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    let challenge = location.strip_prefix("/admin#challenge=").unwrap_or_else(|| panic!("{location}")).to_owned();
    assert!(!cookies.contains_key("lyceum_session"), "not signed in before the code");

    let waiting = app.post("/api/sign-in/waiting", json!({ "challenge": challenge })).await;
    assert_eq!(waiting.status, StatusCode::OK, "{}", waiting.body);
    assert_eq!(waiting.body["second_step"], "code");
    // The next step's code: the current one was taken turning it on.
    let next = lyceum_persistence::now() + chrono::Duration::seconds(30);
    let code = lyceum_school::second_step::code_at(&secret, next).unwrap();
    let signed_in = app.post("/api/sign-in/code", json!({ "challenge": challenge, "code": code })).await;
    assert_eq!(signed_in.status, StatusCode::OK, "{}", signed_in.body);
    assert_eq!(signed_in.body["role"], "admin");
    eventually_logged(&app, "sign-in", "with Microsoft; waiting for the second step").await;

    let gone = app.post("/api/sign-in/waiting", json!({ "challenge": challenge })).await;
    assert_eq!(gone.status, StatusCode::UNAUTHORIZED);
}
