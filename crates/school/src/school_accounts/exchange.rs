//! The OpenID Connect exchange: the browser sent to the provider with a `state`, a `nonce` and a
//! PKCE challenge; the code it brings back traded for an ID token, which is checked; the account
//! with that e-mail, on the login page the sign-in began on, signed in (or, when it owes a
//! second step, waiting for it).

use std::time::Duration as Wait;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::Duration;
use jsonwebtoken::jwk::JwkSet;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use lyceum_domain::Role;
use lyceum_persistence::school_accounts::{self, PendingSignIn, Provider};
use lyceum_persistence::sessions::Session;
use lyceum_persistence::{credentials, Database};
use serde::de::DeserializeOwned;
use serde::Deserialize;
use sha2::{Digest, Sha256};

use super::settings::provider_name;
use crate::audit::{audited, Entry};
use crate::passkeys::SessionStart;
use crate::second_step::{self, Needed};
use crate::session_users::{hash_token, new_token};
use crate::{blocking, Refusal};

/// How long a sign-in at a provider may take.
const SIGN_IN_MINUTES: i64 = 10;

/// Where the providers are: Google's issuer and Microsoft's sign-in address (a stand-in's in
/// tests).
#[derive(Debug, Clone)]
pub struct ProviderAddresses {
    pub google_issuer: String,
    pub microsoft_login: String,
}

impl Default for ProviderAddresses {
    fn default() -> ProviderAddresses {
        ProviderAddresses {
            google_issuer: "https://accounts.google.com".into(),
            microsoft_login: "https://login.microsoftonline.com".into(),
        }
    }
}

impl ProviderAddresses {
    /// The issuer of `provider`'s ID tokens: Google's, or the school's Microsoft directory's.
    fn issuer_of(&self, provider: &Provider) -> String {
        match provider.provider.as_str() {
            "microsoft" => format!("{}/{}/v2.0", self.microsoft_login.trim_end_matches('/'), provider.tenant),
            _ => self.google_issuer.trim_end_matches('/').to_owned(),
        }
    }
}

/// What a provider publishes of itself (`/.well-known/openid-configuration`).
#[derive(Deserialize)]
struct Discovery {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    jwks_uri: String,
}

fn get_json<T: DeserializeOwned>(url: &str) -> Result<T, &'static str> {
    let answer = ureq::get(url).timeout(Wait::from_secs(10)).call().map_err(|_| "the provider could not be reached")?;
    read_json(answer)
}

fn read_json<T: DeserializeOwned>(answer: ureq::Response) -> Result<T, &'static str> {
    let text = answer.into_string().map_err(|_| "the provider's answer could not be read")?;
    serde_json::from_str(&text).map_err(|_| "the provider's answer could not be read")
}

/// The provider's own description, fetched from the issuer it must name.
fn discover(addresses: &ProviderAddresses, provider: &Provider) -> Result<Discovery, &'static str> {
    let issuer = addresses.issuer_of(provider);
    let found: Discovery = get_json(&format!("{issuer}/.well-known/openid-configuration"))?;
    // Microsoft names a directory by its id in the tokens, which a school may have entered as
    // its domain: the issuer must be of the same provider's address.
    let base = match provider.provider.as_str() {
        "microsoft" => addresses.microsoft_login.trim_end_matches('/'),
        _ => issuer.as_str(),
    };
    if found.issuer.trim_end_matches('/') != issuer && !found.issuer.starts_with(&format!("{base}/")) {
        return Err("the provider's description names another issuer");
    }
    Ok(found)
}

fn unavailable(provider: &str) -> Refusal {
    let name = provider_name(provider).unwrap_or("The provider");
    Refusal::BadRequest(format!("{name} could not be reached. Try again, or sign in with your password."))
}

/// Begins signing in with `provider` on the login page of `area`: answers where to send the
/// browser. `browser` is the value of the cookie this browser is given, which must come back
/// with the provider's answer; `redirect_uri` where the provider sends the browser back.
pub async fn begin_sign_in(
    db: &Database,
    addresses: &ProviderAddresses,
    (provider_id, area): (String, Role),
    redirect_uri: String,
    browser: &str,
) -> Result<String, Refusal> {
    let id = provider_id.clone();
    let provider = blocking::run(db, move |conn| Ok::<_, Refusal>(school_accounts::find(conn, &id)?)).await?;
    let provider = provider
        .filter(|p| p.enabled)
        .ok_or_else(|| Refusal::NotFound("This school does not sign in with that provider.".into()))?;
    let (at, found) = (addresses.clone(), provider.clone());
    let discovery = blocking::run(db, move |_| discover(&at, &found).map_err(|_| unavailable(&found.provider))).await?;
    let (state, nonce, verifier) = (new_token()?, new_token()?, new_token()?);
    let challenge = URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()));
    let now = lyceum_persistence::now();
    let pending = PendingSignIn {
        state_hash: hash_token(&state),
        browser_hash: hash_token(browser),
        provider: provider.provider.clone(),
        area: area.as_str().to_owned(),
        nonce: nonce.clone(),
        code_verifier: verifier,
        redirect_uri: redirect_uri.clone(),
        issuer: discovery.issuer,
        token_endpoint: discovery.token_endpoint,
        jwks_uri: discovery.jwks_uri,
        created_at: now,
        expires_at: now + Duration::minutes(SIGN_IN_MINUTES),
    };
    blocking::write(db, move |conn| Ok::<_, Refusal>(school_accounts::begin(conn, &pending)?)).await?;
    let location = url::Url::parse_with_params(
        &discovery.authorization_endpoint,
        [
            ("response_type", "code"),
            ("client_id", provider.client_id.as_str()),
            ("redirect_uri", redirect_uri.as_str()),
            ("scope", "openid email profile"),
            ("state", state.as_str()),
            ("nonce", nonce.as_str()),
            ("code_challenge", challenge.as_str()),
            ("code_challenge_method", "S256"),
            ("prompt", "select_account"),
        ],
    )
    .map_err(|_| unavailable(&provider.provider))?;
    Ok(location.into())
}

/// What the ID token says of the person.
#[derive(Deserialize)]
struct Claims {
    nonce: Option<String>,
    email: Option<String>,
    email_verified: Option<serde_json::Value>,
    preferred_username: Option<String>,
}

/// The token endpoint's answer.
#[derive(Deserialize)]
struct Tokens {
    id_token: String,
}

/// A provider's sign-in that did not sign in: the reason is for the audit log only.
#[derive(Debug)]
pub struct SchoolAccountRefused {
    /// The provider's name and the login page, when the sign-in was known.
    pub started: Option<(String, Role)>,
    /// The e-mail the provider vouched for, when it got that far.
    pub email: Option<String>,
    pub reason: &'static str,
    /// Not a refusal of the provider's answer: the sign-in expired, or storage failed.
    pub other: Option<Refusal>,
}

impl From<Refusal> for SchoolAccountRefused {
    fn from(refusal: Refusal) -> SchoolAccountRefused {
        SchoolAccountRefused { started: None, email: None, reason: "", other: Some(refusal) }
    }
}

impl SchoolAccountRefused {
    /// Its audit entry, from `address`.
    pub fn entry(&self, address: Option<String>) -> Entry {
        let (name, area) = self.started.clone().unwrap_or_else(|| ("a provider".into(), Role::Admin));
        let email = self.email.as_deref().unwrap_or_default();
        Entry::failed_sign_in(area, email, address, &format!("{name}: {}", self.reason))
    }
}

/// The e-mail the provider vouches for: Google's verified e-mail; Microsoft's, or the account's
/// sign-in name in the school's own directory.
fn vouched_email(provider: &Provider, claims: &Claims) -> Result<String, &'static str> {
    let email = match provider.provider.as_str() {
        "microsoft" => claims.email.clone().or_else(|| claims.preferred_username.clone()),
        _ => {
            let verified = matches!(&claims.email_verified, Some(serde_json::Value::Bool(true)))
                || matches!(&claims.email_verified, Some(serde_json::Value::String(text)) if text == "true");
            claims.email.clone().filter(|_| verified)
        }
    };
    let email = email.map(|e| e.trim().to_lowercase()).filter(|e| e.contains('@')).ok_or("no verified e-mail")?;
    let domain = email.rsplit('@').next().unwrap_or_default();
    if !provider.allowed_domains.split_whitespace().any(|allowed| allowed == domain) {
        return Err("an e-mail outside the school's domains");
    }
    Ok(email)
}

/// Trades `code` for an ID token at the provider (at the addresses its description gave when the
/// sign-in began) and checks it: signed by one of the provider's keys, issued by it to this
/// school's client, not expired, carrying this sign-in's nonce; answers the e-mail it vouches for.
fn exchange(provider: &Provider, pending: &PendingSignIn, code: &str) -> Result<String, &'static str> {
    let answer = ureq::post(&pending.token_endpoint).timeout(Wait::from_secs(10)).send_form(&[
        ("grant_type", "authorization_code"),
        ("code", code),
        ("redirect_uri", pending.redirect_uri.as_str()),
        ("client_id", provider.client_id.as_str()),
        ("client_secret", provider.client_secret.as_str()),
        ("code_verifier", pending.code_verifier.as_str()),
    ]);
    let tokens: Tokens = read_json(answer.map_err(|_| "the provider refused the code")?)?;
    let header = jsonwebtoken::decode_header(&tokens.id_token).map_err(|_| "an ID token that could not be read")?;
    if !matches!(header.alg, Algorithm::RS256 | Algorithm::ES256) {
        return Err("an ID token signed in a way not taken");
    }
    let keys: JwkSet = get_json(&pending.jwks_uri)?;
    let key = match &header.kid {
        Some(kid) => keys.find(kid),
        None => keys.keys.first().filter(|_| keys.keys.len() == 1),
    };
    let key = DecodingKey::from_jwk(key.ok_or("an ID token signed by a key the provider does not publish")?)
        .map_err(|_| "a key of the provider's that could not be read")?;
    let mut validation = Validation::new(header.alg);
    validation.set_audience(&[provider.client_id.as_str()]);
    validation.set_issuer(&[pending.issuer.as_str()]);
    validation.set_required_spec_claims(&["exp", "iss", "aud"]);
    validation.leeway = 60;
    let claims = jsonwebtoken::decode::<Claims>(&tokens.id_token, &key, &validation)
        .map_err(|_| "an ID token whose signature, issuer, audience or time did not check out")?
        .claims;
    if claims.nonce.as_deref() != Some(pending.nonce.as_str()) {
        return Err("an ID token of another sign-in (its nonce)");
    }
    vouched_email(provider, &claims)
}

/// How a provider's sign-in ended.
#[derive(Debug)]
pub struct SchoolAccountSignIn {
    pub role: Role,
    /// Nothing: signed in; else the second step the sign-in waits for (under the session's token).
    pub needed: Needed,
    /// The login page's role, to send the browser back to.
    pub area: Role,
}

/// Finishes a sign-in at a provider: its `state` (taken once, and only from the browser that
/// began it, by its `browser` cookie), the `code` traded and checked, the account with that
/// e-mail on the login page it began on signed in as `start` (or waiting for its second step).
/// Audited as a sign-in with the provider.
pub async fn finish_sign_in(
    db: &Database,
    (state, code, browser): (String, String, String),
    start: SessionStart,
) -> Result<SchoolAccountSignIn, SchoolAccountRefused> {
    let expired = || Refusal::NotSignedIn(second_step::SIGN_IN_AGAIN.into());
    let now = start.now;
    let (pending, provider) = blocking::write(db, move |conn| {
        let pending = school_accounts::take(conn, &hash_token(&state), now)?.ok_or_else(expired)?;
        let provider = school_accounts::find(conn, &pending.provider)?.filter(|p| p.enabled).ok_or_else(expired)?;
        Ok::<_, Refusal>((pending, provider))
    })
    .await?;
    let area = Role::parse(&pending.area).ok_or_else(expired)?;
    let name = provider_name(&provider.provider).unwrap_or_default().to_owned();
    let refused = |email: Option<String>, reason| SchoolAccountRefused {
        started: Some((name.clone(), area)),
        email,
        reason,
        other: None,
    };
    if pending.browser_hash != hash_token(&browser) {
        return Err(refused(None, "an answer brought back to another browser"));
    }
    let found = provider.clone();
    let email = blocking::run(db, move |_| Ok::<_, Refusal>(exchange(&found, &pending, &code)))
        .await?
        .map_err(|reason| refused(None, reason))?;
    let lookup = email.clone();
    let (role, account) =
        blocking::run(db, move |conn| Ok::<_, Refusal>(credentials::for_sign_in(conn, area, &lookup)?)).await?;
    let Some(account) = account else { return Err(refused(Some(email), "no account with that e-mail here")) };
    let session = Session {
        token_hash: start.token_hash,
        role: role.as_str().to_owned(),
        user_id: account.id.clone(),
        must_change_password: account.must_change_password,
        created_at: now,
        expires_at: now + start.ttl,
        user_agent: start.user_agent,
        ip_address: start.ip_address.clone(),
        last_used_at: None,
    };
    let needed = blocking::write(db, move |conn| {
        audited(conn, |conn| {
            let needed = second_step::begin_sign_in(conn, role, &session)?;
            let address = Some(start.ip_address).filter(|a| !a.is_empty());
            let detail = match needed {
                Needed::Nothing => format!("with {name}"),
                _ => format!("with {name}; waiting for the second step"),
            };
            let entry =
                Entry::from_account(role, &account.id, address, "sign-in").on(role.as_str(), account.id.clone());
            Ok::<_, Refusal>((needed, vec![entry.detail(detail)]))
        })
    })
    .await?;
    Ok(SchoolAccountSignIn { role, needed, area })
}
