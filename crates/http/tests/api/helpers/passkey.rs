//! A software authenticator, as a browser's passkey manager answers WebAuthn: a P-256 key
//! (ring), `none` attestation, and the answers in their JSON form (what `@simplewebauthn/browser`
//! sends), so the tests sign in with real signatures the server checks.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use ring::rand::SystemRandom;
use ring::signature::{EcdsaKeyPair, KeyPair, ECDSA_P256_SHA256_ASN1_SIGNING};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};

/// The address the tests' browser opens: a name, as passkeys need.
pub const ORIGIN: &str = "http://localhost";
/// The headers a browser at [`ORIGIN`] sends.
pub const AT_ORIGIN: &[(&str, &str)] = &[("Origin", ORIGIN), ("Host", "localhost")];

/// User present and user verified.
const FLAGS: u8 = 0x01 | 0x04;

/// One passkey held by the authenticator.
pub struct SoftPasskey {
    key: EcdsaKeyPair,
    pub credential_id: Vec<u8>,
    user_handle: Vec<u8>,
    rp_id: String,
    counter: u32,
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// A CBOR item's head: its major type and length (or value).
fn head(major: u8, n: u64) -> Vec<u8> {
    match n {
        0..=23 => vec![major << 5 | n as u8],
        24..=255 => vec![major << 5 | 24, n as u8],
        _ => [vec![major << 5 | 25], (n as u16).to_be_bytes().to_vec()].concat(),
    }
}

fn cbor_int(n: i64) -> Vec<u8> {
    if n >= 0 {
        head(0, n as u64)
    } else {
        head(1, (-1 - n) as u64)
    }
}

fn cbor_bytes(bytes: &[u8]) -> Vec<u8> {
    [head(2, bytes.len() as u64), bytes.to_vec()].concat()
}

fn cbor_text(text: &str) -> Vec<u8> {
    [head(3, text.len() as u64), text.as_bytes().to_vec()].concat()
}

fn client_data(kind: &str, options: &Value, origin: &str) -> Vec<u8> {
    let challenge = options["challenge"].as_str().expect("a challenge");
    serde_json::to_vec(&json!({ "type": kind, "challenge": challenge, "origin": origin, "crossOrigin": false }))
        .unwrap()
}

impl SoftPasskey {
    /// Makes a passkey for the creation `options` the server gave, as a browser at `origin`
    /// would; answers it and the browser's answer.
    pub fn create(options: &Value, origin: &str) -> (SoftPasskey, Value) {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, &rng).unwrap();
        let key = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, pkcs8.as_ref(), &rng).unwrap();
        let mut credential_id = vec![0u8; 16];
        getrandom::fill(&mut credential_id).unwrap();
        let user_handle = URL_SAFE_NO_PAD.decode(options["user"]["id"].as_str().expect("a user handle")).unwrap();
        let rp_id = options["rp"]["id"].as_str().expect("a relying party").to_owned();
        let passkey = SoftPasskey { key, credential_id, user_handle, rp_id, counter: 0 };

        let point = passkey.key.public_key().as_ref();
        let cose = [
            head(5, 5),
            cbor_int(1),
            cbor_int(2),
            cbor_int(3),
            cbor_int(-7),
            cbor_int(-1),
            cbor_int(1),
            cbor_int(-2),
            cbor_bytes(&point[1..33]),
            cbor_int(-3),
            cbor_bytes(&point[33..65]),
        ]
        .concat();
        let id = &passkey.credential_id;
        let attested = [vec![0u8; 16], (id.len() as u16).to_be_bytes().to_vec(), id.clone(), cose].concat();
        let auth_data = [passkey.auth_data_head(FLAGS | 0x40), attested].concat();
        let attestation = [
            head(5, 3),
            cbor_text("fmt"),
            cbor_text("none"),
            cbor_text("attStmt"),
            head(5, 0),
            cbor_text("authData"),
            cbor_bytes(&auth_data),
        ]
        .concat();
        let answer = json!({
            "id": b64(id),
            "rawId": b64(id),
            "type": "public-key",
            "response": {
                "clientDataJSON": b64(&client_data("webauthn.create", options, origin)),
                "attestationObject": b64(&attestation),
                "transports": ["internal"],
            },
            "clientExtensionResults": {},
        });
        (passkey, answer)
    }

    fn auth_data_head(&self, flags: u8) -> Vec<u8> {
        [Sha256::digest(self.rp_id.as_bytes()).to_vec(), vec![flags], self.counter.to_be_bytes().to_vec()].concat()
    }

    /// Signs in: the answer to the request `options`, as a browser at `origin` gives it.
    pub fn assert(&mut self, options: &Value, origin: &str) -> Value {
        self.counter += 1;
        let client_data = client_data("webauthn.get", options, origin);
        let auth_data = self.auth_data_head(FLAGS);
        let signed = [auth_data.clone(), Sha256::digest(&client_data).to_vec()].concat();
        let signature = self.key.sign(&SystemRandom::new(), &signed).unwrap();
        json!({
            "id": b64(&self.credential_id),
            "rawId": b64(&self.credential_id),
            "type": "public-key",
            "response": {
                "clientDataJSON": b64(&client_data),
                "authenticatorData": b64(&auth_data),
                "signature": b64(signature.as_ref()),
                "userHandle": b64(&self.user_handle),
            },
            "clientExtensionResults": {},
        })
    }

    /// The same passkey's id with another key behind it: a forged passkey.
    pub fn forged(&self) -> SoftPasskey {
        let rng = SystemRandom::new();
        let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, &rng).unwrap();
        let key = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_ASN1_SIGNING, pkcs8.as_ref(), &rng).unwrap();
        SoftPasskey {
            key,
            credential_id: self.credential_id.clone(),
            user_handle: self.user_handle.clone(),
            rp_id: self.rp_id.clone(),
            counter: self.counter + 10,
        }
    }
}
