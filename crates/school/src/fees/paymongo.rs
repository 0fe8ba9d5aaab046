//! The adapter to PayMongo, the Philippine payment provider (GCash, Maya, cards), as its public
//! API documents it: a checkout session is made with `POST /v1/checkout_sessions` (the secret
//! key as the basic-auth user), the guardian pays on its `checkout_url`, and the provider tells
//! the server with a webhook event whose `Paymongo-Signature` header (`t=…,te=…,li=…`) is the
//! HMAC-SHA256, under the webhook's secret, of `t`, a `.` and the raw body: `te` in test mode,
//! `li` in live mode. Tests run it against a local stand-in of that API.

use base64::Engine;
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// Where the provider is and the school's keys with it.
#[derive(Debug, Clone)]
pub struct PayMongo {
    /// The API's address, `https://api.paymongo.com` (a stand-in's in tests).
    pub api_url: String,
    /// The secret key (`sk_…`).
    pub secret_key: String,
    /// The webhook's signing secret (`whsk_…`).
    pub webhook_secret: String,
}

/// A checkout session to make: one line, the amount in centavos.
#[derive(Debug, Clone)]
pub struct CheckoutRequest {
    /// What is paid, as the provider's page shows it.
    pub description: String,
    /// The amount, in centavos.
    pub amount: i64,
    /// Our reference (the checkout's id).
    pub reference: String,
    /// Where the guardian comes back to once paid, and if they cancel.
    pub success_url: String,
    /// See `success_url`.
    pub cancel_url: String,
}

/// A checkout session made: the provider's id and the page the guardian pays on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckoutSession {
    /// `cs_…`.
    pub id: String,
    /// The page to send the guardian to.
    pub checkout_url: String,
}

impl PayMongo {
    /// Makes a checkout session (a blocking call: run it on the blocking pool).
    pub fn create_checkout(&self, asked: &CheckoutRequest) -> Result<CheckoutSession, String> {
        let body = serde_json::json!({ "data": { "attributes": {
            "line_items": [{ "name": asked.description, "amount": asked.amount, "currency": "PHP", "quantity": 1 }],
            "payment_method_types": ["gcash", "paymaya", "card"],
            "description": asked.description,
            "reference_number": asked.reference,
            "success_url": asked.success_url,
            "cancel_url": asked.cancel_url,
            "send_email_receipt": false,
        } } });
        let auth = base64::engine::general_purpose::STANDARD.encode(format!("{}:", self.secret_key));
        let url = format!("{}/v1/checkout_sessions", self.api_url.trim_end_matches('/'));
        let answer: serde_json::Value = ureq::post(&url)
            .timeout(std::time::Duration::from_secs(15))
            .set("Authorization", &format!("Basic {auth}"))
            .set("Content-Type", "application/json")
            .send_string(&body.to_string())
            .map_err(|error| format!("the payment provider refused the checkout: {error}"))?
            .into_string()
            .map_err(|error| error.to_string())
            .and_then(|text| serde_json::from_str(&text).map_err(|error| error.to_string()))?;
        let id = answer["data"]["id"].as_str();
        let checkout_url = answer["data"]["attributes"]["checkout_url"].as_str();
        match (id, checkout_url) {
            (Some(id), Some(url)) => Ok(CheckoutSession { id: id.to_owned(), checkout_url: url.to_owned() }),
            _ => Err("the payment provider's answer has no checkout session".into()),
        }
    }

    /// True when `header` (`Paymongo-Signature`) signs `body` with the webhook's secret, in
    /// live or test mode as the event says.
    pub fn verify(&self, header: &str, body: &[u8], livemode: bool) -> bool {
        let part = |name: &str| {
            header
                .split(',')
                .filter_map(|part| part.trim().split_once('='))
                .find(|(key, _)| *key == name)
                .map(|(_, v)| v)
        };
        let (Some(timestamp), Some(given)) = (part("t"), part(if livemode { "li" } else { "te" })) else {
            return false;
        };
        let Ok(given) = hex_bytes(given) else {
            return false;
        };
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(self.webhook_secret.as_bytes()) else {
            return false;
        };
        mac.update(timestamp.as_bytes());
        mac.update(b".");
        mac.update(body);
        mac.verify_slice(&given).is_ok()
    }
}

/// The signature the provider would send for `body` at `timestamp`, as the header's value (for
/// the stand-in and the tests).
pub fn sign(secret: &str, timestamp: i64, body: &[u8]) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(body);
    let hex: String = mac.finalize().into_bytes().iter().map(|byte| format!("{byte:02x}")).collect();
    format!("t={timestamp},te={hex},li=")
}

fn hex_bytes(text: &str) -> Result<Vec<u8>, ()> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return Err(());
    }
    (0..text.len()).step_by(2).map(|i| u8::from_str_radix(&text[i..i + 2], 16).map_err(|_| ())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn provider() -> PayMongo {
        PayMongo { api_url: String::new(), secret_key: "sk_test".into(), webhook_secret: "whsk_test".into() }
    }

    #[test]
    fn a_signed_body_verifies_and_any_change_does_not() {
        let body = br#"{"data":{"id":"evt_1"}}"#;
        let header = sign("whsk_test", 1_496_734_173, body);
        assert!(provider().verify(&header, body, false));
        assert!(!provider().verify(&header, br#"{"data":{"id":"evt_2"}}"#, false), "another body");
        assert!(!provider().verify(&header, body, true), "a test signature is no live one");
        assert!(!provider().verify(&header.replace("t=1496734173", "t=1496734174"), body, false), "another time");
        assert!(!provider().verify(&sign("another secret", 1_496_734_173, body), body, false));
        for broken in ["", "t=1", "te=zz", "t=1,te=abc", "t=1,te=zz00"] {
            assert!(!provider().verify(broken, body, false), "{broken}");
        }
    }
}
