//! A stand-in OpenID provider for the tests: its description (Google's at its root, a Microsoft
//! directory's at `/{tenant}/v2.0`), its signing key (RS256, a fixed test key), and a token
//! endpoint that trades the codes a test issued for ID tokens, checking the client's secret and
//! the PKCE verifier as a provider does.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use actix_web::{web, App, HttpResponse, HttpServer};
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use ring::signature::RsaKeyPair;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The secret of the client the tests register.
pub const CLIENT_SECRET: &str = "stand-in-secret";
/// The key's id in the published set.
const KID: &str = "stand-in-key";

fn key_der() -> Vec<u8> {
    STANDARD.decode(include_str!("oidc_test_key.txt").trim()).expect("the test key")
}

/// A code a test issued: the ID token's claims and the PKCE challenge it was issued for.
#[derive(Clone)]
struct Issued {
    claims: Value,
    challenge: String,
}

type Codes = Arc<Mutex<HashMap<String, Issued>>>;

/// The running stand-in.
pub struct StandIn {
    /// Its address: Google's issuer, and Microsoft's sign-in address, in the tests.
    pub base: String,
    codes: Codes,
}

/// An ID token signed with the test key.
pub fn signed(claims: &Value) -> String {
    let header = Header { alg: Algorithm::RS256, kid: Some(KID.into()), ..Header::default() };
    jsonwebtoken::encode(&header, claims, &EncodingKey::from_rsa_der(&key_der())).expect("signed")
}

async fn description(base: web::Data<String>, tenant: Option<web::Path<String>>) -> HttpResponse {
    let issuer = match tenant {
        Some(tenant) => format!("{}/{}/v2.0", base.as_str(), tenant.into_inner()),
        None => base.to_string(),
    };
    HttpResponse::Ok().json(json!({
        "issuer": issuer,
        "authorization_endpoint": format!("{}/authorize", base.as_str()),
        "token_endpoint": format!("{}/token", base.as_str()),
        "jwks_uri": format!("{}/jwks", base.as_str()),
    }))
}

async fn keys() -> HttpResponse {
    let pair = RsaKeyPair::from_der(&key_der()).expect("the test key");
    let public = ring::rsa::PublicKeyComponents::<Vec<u8>>::from(pair.public());
    let n = URL_SAFE_NO_PAD.encode(&public.n);
    HttpResponse::Ok()
        .json(json!({ "keys": [{ "kty": "RSA", "kid": KID, "alg": "RS256", "use": "sig", "n": n, "e": "AQAB" }] }))
}

async fn token(codes: web::Data<Codes>, form: web::Form<HashMap<String, String>>) -> HttpResponse {
    let field = |name: &str| form.get(name).cloned().unwrap_or_default();
    let issued = codes.lock().unwrap().remove(&field("code"));
    let Some(issued) = issued else { return HttpResponse::BadRequest().json(json!({ "error": "invalid_grant" })) };
    let verified = URL_SAFE_NO_PAD.encode(Sha256::digest(field("code_verifier").as_bytes())) == issued.challenge;
    if field("client_secret") != CLIENT_SECRET || !verified || field("grant_type") != "authorization_code" {
        return HttpResponse::BadRequest().json(json!({ "error": "invalid_grant" }));
    }
    let id_token = match issued.claims.get("raw_id_token").and_then(Value::as_str) {
        Some(raw) => raw.to_owned(),
        None => signed(&issued.claims),
    };
    HttpResponse::Ok().json(json!({ "access_token": "stand-in", "token_type": "Bearer", "id_token": id_token }))
}

impl StandIn {
    /// Starts the stand-in on a free port.
    pub fn start() -> StandIn {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let codes: Codes = Arc::default();
        let (at, held) = (base.clone(), codes.clone());
        let server = HttpServer::new(move || {
            App::new()
                .app_data(web::Data::new(at.clone()))
                .app_data(web::Data::new(held.clone()))
                .route("/.well-known/openid-configuration", web::get().to(|base| description(base, None)))
                .route(
                    "/{tenant}/v2.0/.well-known/openid-configuration",
                    web::get().to(|base, tenant| description(base, Some(tenant))),
                )
                .route("/jwks", web::get().to(keys))
                .route("/token", web::post().to(token))
        })
        .workers(1)
        .listen(listener)
        .unwrap()
        .run();
        actix_web::rt::spawn(server);
        StandIn { base, codes }
    }

    /// Issues `code` for the sign-in whose PKCE challenge is `challenge`: the ID token will carry
    /// `claims` (or be `raw_id_token` as given, when the claims hold one).
    pub fn issue(&self, code: &str, claims: Value, challenge: &str) {
        self.codes.lock().unwrap().insert(code.into(), Issued { claims, challenge: challenge.into() });
    }
}
