//! Who the passkeys belong to: the school's address as the browser opened it.

use sha2::{Digest, Sha256};
use webauthn_rs::prelude::{Url, Uuid};
use webauthn_rs::{Webauthn, WebauthnBuilder};

use crate::Refusal;

/// The relying party of one address: the passkeys made there, and only those, work there.
pub struct RelyingParty(pub(super) Webauthn);

/// Passkeys belong to a name (`school.example`, `localhost`), never to a numeric address.
const NEEDS_A_NAME: &str = "Passkeys work at the school's web address, not at a numeric one. Open Lyceum by its name.";

/// The relying party of `origin` (`https://school.example`, as the browser opened it): its ID is
/// the host's name, and a browser's answer counts only from that exact origin.
pub fn relying_party(origin: &str) -> Result<RelyingParty, Refusal> {
    let refused = || Refusal::BadRequest(NEEDS_A_NAME.into());
    let url = Url::parse(origin).map_err(|_| refused())?;
    let Some(url::Host::Domain(host)) = url.host() else { return Err(refused()) };
    let host = host.to_owned();
    let webauthn = WebauthnBuilder::new(&host, &url).and_then(|builder| builder.rp_name("Lyceum").build());
    webauthn.map(RelyingParty).map_err(|_| refused())
}

/// The WebAuthn user handle of the account `user_id`: fixed for the account, and not its id
/// (which other records name), so a passkey tells the browser nothing it could look up.
pub fn handle_of(user_id: &str) -> Uuid {
    let digest = Sha256::digest(format!("lyceum passkey user:{user_id}").as_bytes());
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&digest[..16]);
    Uuid::from_bytes(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_relying_party_is_a_name_never_a_number() {
        assert!(relying_party("https://school.example").is_ok());
        assert!(relying_party("http://localhost:8080").is_ok());
        for origin in ["http://127.0.0.1:8080", "https://[::1]", "not an address", ""] {
            assert!(
                matches!(relying_party(origin), Err(Refusal::BadRequest(message)) if message == NEEDS_A_NAME),
                "{origin}"
            );
        }
    }

    #[test]
    fn each_account_has_its_own_fixed_handle() {
        assert_eq!(handle_of("a"), handle_of("a"));
        assert_ne!(handle_of("a"), handle_of("b"));
        assert_ne!(handle_of("a").to_string(), "a");
    }
}
