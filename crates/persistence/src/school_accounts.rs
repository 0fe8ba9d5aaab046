//! Signing in with the school's Google or Microsoft accounts: each provider's client as the
//! school registered it, and the sign-ins under way at a provider. The OpenID Connect exchange
//! itself is `lyceum_school::school_accounts`'.

use chrono::NaiveDateTime;
use diesel::prelude::*;

use crate::db::Conn;
use crate::error::StoreError;
use crate::schema::{school_account_providers, school_account_sign_ins};

/// A provider's client, as an administrator set it.
#[derive(Debug, Clone, Queryable, Insertable, AsChangeset)]
#[diesel(table_name = school_account_providers)]
pub struct Provider {
    /// `google` or `microsoft`.
    pub provider: String,
    /// Whether its button shows on the login pages.
    pub enabled: bool,
    /// The client's id at the provider.
    pub client_id: String,
    /// The client's secret at the provider.
    pub client_secret: String,
    /// The e-mail domains it admits, lowercase, separated by spaces.
    pub allowed_domains: String,
    /// Microsoft: the school's directory (tenant) id; empty for Google.
    pub tenant: String,
    /// When an administrator last changed it.
    pub updated_at: Option<NaiveDateTime>,
}

/// Both providers, Google first.
pub fn all(conn: &mut Conn) -> Result<Vec<Provider>, StoreError> {
    Ok(school_account_providers::table.order(school_account_providers::provider.asc()).load(conn)?)
}

/// The provider named `provider`, if there is one by that name.
pub fn find(conn: &mut Conn, provider: &str) -> Result<Option<Provider>, StoreError> {
    Ok(school_account_providers::table.find(provider).load(conn)?.pop())
}

/// Stores a provider's settings.
pub fn save(conn: &mut Conn, provider: &Provider) -> Result<(), StoreError> {
    diesel::update(school_account_providers::table.find(&provider.provider)).set(provider).execute(conn)?;
    Ok(())
}

/// A sign-in under way at a provider.
#[derive(Debug, Clone, Queryable, Insertable)]
#[diesel(table_name = school_account_sign_ins)]
pub struct PendingSignIn {
    /// SHA-256 of the `state` sent to the provider, hex.
    pub state_hash: String,
    /// SHA-256 of the value of the browser's cookie that began it, hex.
    pub browser_hash: String,
    /// `google` or `microsoft`.
    pub provider: String,
    /// The login page it began on (`admin`, `teacher`, `student`, `guardian`).
    pub area: String,
    /// The `nonce` the ID token must carry.
    pub nonce: String,
    /// The PKCE verifier of the code.
    pub code_verifier: String,
    /// Where the provider sends the browser back.
    pub redirect_uri: String,
    /// The issuer the ID token must name, as the provider's description gave it.
    pub issuer: String,
    /// Where the code is traded for the ID token.
    pub token_endpoint: String,
    /// Where the provider publishes its signing keys.
    pub jwks_uri: String,
    /// When it began.
    pub created_at: NaiveDateTime,
    /// When the provider's answer stops being taken.
    pub expires_at: NaiveDateTime,
}

/// Stores a sign-in under way, forgetting the expired ones.
pub fn begin(conn: &mut Conn, pending: &PendingSignIn) -> Result<(), StoreError> {
    diesel::delete(school_account_sign_ins::table.filter(school_account_sign_ins::expires_at.le(pending.created_at)))
        .execute(conn)?;
    diesel::insert_into(school_account_sign_ins::table).values(pending).execute(conn)?;
    Ok(())
}

/// Takes the sign-in of the state `state_hash`, if it has not expired by `now`: gone after,
/// whatever comes of it.
pub fn take(conn: &mut Conn, state_hash: &str, now: NaiveDateTime) -> Result<Option<PendingSignIn>, StoreError> {
    let Some(pending) = school_account_sign_ins::table.find(state_hash).load::<PendingSignIn>(conn)?.pop() else {
        return Ok(None);
    };
    let taken = diesel::delete(school_account_sign_ins::table.find(state_hash)).execute(conn)? == 1;
    Ok(Some(pending).filter(|p| taken && p.expires_at > now))
}
