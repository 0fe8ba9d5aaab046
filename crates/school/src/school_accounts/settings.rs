//! The administrators' settings of the school's Google and Microsoft sign-in, and the providers
//! each login page offers.

use chrono::NaiveDateTime;
use lyceum_domain::{FieldErrors, ValidationError};
use lyceum_persistence::school_accounts::{self, Provider};
use lyceum_persistence::{Conn, StoreError};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::audit::{audited, Actor, Entry};
use crate::Refusal;

/// The providers, by their stored name and the name people see.
pub const PROVIDERS: [(&str, &str); 2] = [("google", "Google"), ("microsoft", "Microsoft")];

/// The name people see of `provider`.
pub fn provider_name(provider: &str) -> Option<&'static str> {
    PROVIDERS.iter().find(|(id, _)| *id == provider).map(|(_, name)| *name)
}

/// A provider's settings, as the administrators' screen shows them (never its secret).
#[derive(Debug, Serialize, TS)]
pub struct ProviderSettingsView {
    /// `google` or `microsoft`.
    pub provider: String,
    /// `Google` or `Microsoft`.
    pub name: String,
    pub enabled: bool,
    pub client_id: String,
    /// Whether a client secret is stored.
    pub has_secret: bool,
    /// The e-mail domains it admits.
    pub allowed_domains: Vec<String>,
    /// Microsoft: the school's directory (tenant) id.
    pub tenant: String,
    /// Where the provider sends people back: to register with the provider.
    pub redirect_uri: String,
}

/// Both providers' settings.
#[derive(Debug, Serialize, TS)]
pub struct SchoolAccountsView {
    pub providers: Vec<ProviderSettingsView>,
}

/// A provider a login page offers.
#[derive(Debug, Serialize, TS)]
pub struct SignInProviderView {
    /// `google` or `microsoft`.
    pub id: String,
    /// `Google` or `Microsoft`.
    pub name: String,
}

/// The providers the login pages offer: those turned on.
#[derive(Debug, Serialize, TS)]
pub struct SignInProvidersView {
    pub providers: Vec<SignInProviderView>,
}

fn domains_of(stored: &str) -> Vec<String> {
    stored.split_whitespace().map(str::to_owned).collect()
}

impl ProviderSettingsView {
    /// The settings of `p`, at the school's address `site`.
    fn new(p: Provider, site: &str) -> ProviderSettingsView {
        ProviderSettingsView {
            redirect_uri: format!("{site}/api/sign-in/{}/callback", p.provider),
            name: provider_name(&p.provider).unwrap_or_default().to_owned(),
            allowed_domains: domains_of(&p.allowed_domains),
            has_secret: !p.client_secret.is_empty(),
            provider: p.provider,
            enabled: p.enabled,
            client_id: p.client_id,
            tenant: p.tenant,
        }
    }
}

/// Both providers' settings, at the school's address `site` (`https://school.example`).
pub fn settings(conn: &mut Conn, site: &str) -> Result<SchoolAccountsView, StoreError> {
    let providers = school_accounts::all(conn)?.into_iter().map(|p| ProviderSettingsView::new(p, site)).collect();
    Ok(SchoolAccountsView { providers })
}

/// The providers turned on, for the login pages.
pub fn offered(conn: &mut Conn) -> Result<SignInProvidersView, StoreError> {
    let on = school_accounts::all(conn)?.into_iter().filter(|p| p.enabled);
    let providers = on
        .map(|p| SignInProviderView { name: provider_name(&p.provider).unwrap_or_default().to_owned(), id: p.provider })
        .collect();
    Ok(SignInProvidersView { providers })
}

/// What an administrator sends for one provider.
#[derive(Debug, Deserialize, Default)]
#[serde(default)]
pub struct ProviderForm {
    pub provider: String,
    pub enabled: bool,
    pub client_id: String,
    /// Blank keeps the stored secret.
    pub client_secret: String,
    /// Domains separated by commas, spaces or lines.
    pub allowed_domains: String,
    pub tenant: String,
}

/// A domain as an e-mail address ends: letters, digits and hyphens between dots, at least one dot.
fn is_domain(domain: &str) -> bool {
    let labels: Vec<&str> = domain.split('.').collect();
    domain.len() <= 253
        && labels.len() >= 2
        && labels.iter().all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && !label.starts_with('-')
                && !label.ends_with('-')
                && label.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        })
}

/// A directory (tenant) id: Microsoft's GUID, or the directory's own domain.
fn is_tenant(tenant: &str) -> bool {
    uuid::Uuid::parse_str(tenant).is_ok() || is_domain(tenant)
}

/// Checks `form` against the stored `current`: every broken rule named beside its field.
fn checked(form: ProviderForm, current: Provider, now: NaiveDateTime) -> Result<Provider, Refusal> {
    let mut errors = FieldErrors::new();
    let text = |value: &str| value.trim().to_owned();
    let (client_id, secret, tenant) =
        (text(&form.client_id), text(&form.client_secret), text(&form.tenant).to_lowercase());
    let domains: Vec<String> = form
        .allowed_domains
        .split(|c: char| c == ',' || c.is_whitespace())
        .map(|d| d.trim().trim_start_matches('@').to_lowercase())
        .filter(|d| !d.is_empty())
        .collect();
    if let Some(wrong) = domains.iter().find(|d| !is_domain(d)) {
        errors.add(ValidationError::new(
            "allowed_domains",
            format!("“{wrong}” is not an e-mail domain, such as school.edu.ph."),
        ));
    }
    if client_id.len() > 300 || secret.len() > 500 || client_id.chars().chain(secret.chars()).any(char::is_control) {
        errors.add(ValidationError::new(
            "client_id",
            "Paste the client ID and secret exactly as the provider shows them.",
        ));
    }
    let is_microsoft = current.provider == "microsoft";
    if is_microsoft && !tenant.is_empty() && !is_tenant(&tenant) {
        errors.add(ValidationError::new("tenant", "Enter the directory (tenant) ID, as Microsoft Entra shows it."));
    }
    if form.enabled {
        if client_id.is_empty() {
            errors.add(ValidationError::new("client_id", "Enter the client ID the provider gave the school."));
        }
        if secret.is_empty() && current.client_secret.is_empty() {
            errors.add(ValidationError::new("client_secret", "Enter the client secret the provider gave the school."));
        }
        if domains.is_empty() {
            errors.add(ValidationError::new("allowed_domains", "Name at least one of the school's e-mail domains."));
        }
        if is_microsoft && tenant.is_empty() {
            errors.add(ValidationError::new("tenant", "Enter the directory (tenant) ID, as Microsoft Entra shows it."));
        }
    }
    errors.into_result().map_err(Refusal::Invalid)?;
    Ok(Provider {
        enabled: form.enabled,
        client_id,
        client_secret: if secret.is_empty() { current.client_secret.clone() } else { secret },
        allowed_domains: domains.join(" "),
        tenant: if is_microsoft { tenant } else { String::new() },
        updated_at: Some(now),
        provider: current.provider,
    })
}

/// An administrator changes a provider's settings. Audited (never the secret).
pub fn save(
    conn: &mut Conn,
    actor: &Actor,
    form: ProviderForm,
    (now, site): (NaiveDateTime, &str),
) -> Result<SchoolAccountsView, Refusal> {
    audited(conn, |conn| {
        let current = school_accounts::find(conn, &form.provider)?
            .ok_or_else(|| Refusal::BadRequest("Choose Google or Microsoft.".into()))?;
        let provider = checked(form, current, now)?;
        school_accounts::save(conn, &provider)?;
        let state = if provider.enabled { "on" } else { "off" };
        let detail = format!(
            "{}: {state}; domains {}",
            provider_name(&provider.provider).unwrap_or_default(),
            provider.allowed_domains
        );
        let entry = Entry::by(actor.clone(), "school accounts changed").on_kind("sign-in settings").detail(detail);
        Ok((settings(conn, site)?, vec![entry]))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn domains_and_tenants_are_checked() {
        assert!(is_domain("school.edu.ph") && is_domain("lyceum.test"));
        for wrong in ["localhost", "a..b", "-a.b", "a b.c", "x@y.z", ""] {
            assert!(!is_domain(wrong), "{wrong}");
        }
        assert!(is_tenant("72f988bf-86f1-41af-91ab-2d7cd011db47") && is_tenant("school.onmicrosoft.com"));
        assert!(!is_tenant("common tenant"));
    }
}
