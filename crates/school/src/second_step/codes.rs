//! One-time codes (RFC 6238: HMAC-SHA1 over 30-second steps, six digits), their secrets in
//! base32 as authenticator apps take them, the `otpauth://` address of the QR code, and recovery
//! codes with their stored hashes. Pure: no database.

use chrono::NaiveDateTime;
use lyceum_persistence::StoreError;
use sha2::{Digest, Sha256};

/// How many recovery codes an account is given at a time.
pub const RECOVERY_CODES: usize = 10;
/// The length of one step of the clock, in seconds.
const STEP_SECONDS: i64 = 30;
/// Steps either side of now whose code is still taken (a phone's clock a little off).
const DRIFT_STEPS: i64 = 1;

/// The six-digit code of `secret` (raw bytes) at clock step `step` (RFC 4226 over RFC 6238's
/// time counter).
pub(super) fn code_of(secret: &[u8], step: i64) -> u32 {
    let key = ring::hmac::Key::new(ring::hmac::HMAC_SHA1_FOR_LEGACY_USE_ONLY, secret);
    let counter = u64::try_from(step).unwrap_or(0).to_be_bytes();
    let digest = ring::hmac::sign(&key, &counter);
    let bytes = digest.as_ref();
    let offset = usize::from(bytes[bytes.len() - 1] & 0x0f);
    let word = u32::from_be_bytes([bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3]]);
    (word & 0x7fff_ffff) % 1_000_000
}

/// The clock step of `now`.
pub fn step_of(now: NaiveDateTime) -> i64 {
    now.and_utc().timestamp().div_euclid(STEP_SECONDS)
}

/// The code an authenticator app holding `secret` (base32) shows at `at`; `None` for a secret
/// that is not base32.
pub fn code_at(secret: &str, at: NaiveDateTime) -> Option<String> {
    Some(format!("{:06}", code_of(&base32_decode(secret)?, step_of(at))))
}

/// The step within the drift around `now` whose code `code` is, if any.
pub(super) fn matching_step(secret: &str, code: &str, now: NaiveDateTime) -> Option<i64> {
    let secret = base32_decode(secret)?;
    let given: u32 = code.parse().ok()?;
    let current = step_of(now);
    (current - DRIFT_STEPS..=current + DRIFT_STEPS).find(|step| code_of(&secret, *step) == given)
}

const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// RFC 4648 base32 without padding, as authenticator apps take a secret.
pub(super) fn base32_encode(bytes: &[u8]) -> String {
    let mut text = String::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for byte in bytes {
        buffer = (buffer << 8) | u32::from(*byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            text.push(char::from(BASE32[((buffer >> bits) & 31) as usize]));
        }
    }
    if bits > 0 {
        text.push(char::from(BASE32[((buffer << (5 - bits)) & 31) as usize]));
    }
    text
}

pub(super) fn base32_decode(text: &str) -> Option<Vec<u8>> {
    let mut bytes = Vec::new();
    let (mut buffer, mut bits) = (0u32, 0);
    for c in text.bytes().filter(|c| *c != b'=') {
        let value = BASE32.iter().position(|d| *d == c.to_ascii_uppercase())?;
        buffer = (buffer << 5) | value as u32;
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            bytes.push((buffer >> bits) as u8);
        }
    }
    Some(bytes)
}

fn random_bytes<const N: usize>() -> Result<[u8; N], StoreError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|error| StoreError::Setup(format!("no randomness: {error}")))?;
    Ok(bytes)
}

/// A new shared secret: 160 random bits, base32.
pub(super) fn new_secret() -> Result<String, StoreError> {
    Ok(base32_encode(&random_bytes::<20>()?))
}

/// What a person types, as compared: no spaces or dashes, lower case.
pub(super) fn normalized(code: &str) -> String {
    code.chars().filter(|c| !c.is_whitespace() && *c != '-').flat_map(char::to_lowercase).collect()
}

/// Whether `code` looks like a one-time code (six digits) rather than a recovery code.
pub(super) fn is_one_time_code(code: &str) -> bool {
    code.len() == 6 && code.bytes().all(|b| b.is_ascii_digit())
}

/// The stored form of a recovery code.
pub(super) fn recovery_hash(code: &str) -> String {
    Sha256::digest(format!("lyceum recovery code:{}", normalized(code)).as_bytes())
        .iter()
        .map(|byte| format!("{byte:02x}"))
        .collect()
}

/// Ten new recovery codes, each ten characters in two groups (50 random bits).
pub(super) fn new_recovery_codes() -> Result<Vec<String>, StoreError> {
    const ALPHABET: &[u8; 32] = b"abcdefghjkmnpqrstuvwxyz023456789";
    let mut codes = Vec::with_capacity(RECOVERY_CODES);
    for _ in 0..RECOVERY_CODES {
        let bytes = random_bytes::<10>()?;
        let chars: String = bytes.iter().map(|b| char::from(ALPHABET[usize::from(b & 31)])).collect();
        codes.push(format!("{}-{}", &chars[..5], &chars[5..]));
    }
    Ok(codes)
}

/// The `otpauth://` address an authenticator app reads from the QR code.
pub(super) fn otpauth_uri(issuer: &str, account: &str, secret: &str) -> String {
    let label = format!("{}:{}", encoded(issuer), encoded(account));
    format!("otpauth://totp/{label}?secret={secret}&issuer={}&algorithm=SHA1&digits=6&period=30", encoded(issuer))
}

fn encoded(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'@' => char::from(b).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::second_step::{offered_to, required_of};
    use lyceum_domain::Role;

    /// RFC 6238, appendix B: the SHA-1 secret is the ASCII "12345678901234567890".
    #[test]
    fn codes_match_the_rfc_6238_test_vectors() {
        let secret = b"12345678901234567890";
        for (time, expected) in [
            (59, 94287082),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
            (20000000000, 65353130),
        ] {
            // The RFC prints eight digits; six are their last six.
            assert_eq!(code_of(secret, time / 30), expected % 1_000_000, "at {time}");
        }
    }

    #[test]
    fn base32_round_trips_and_reads_the_rfc_4648_examples() {
        assert_eq!(base32_encode(b"foobar"), "MZXW6YTBOI");
        assert_eq!(base32_decode("MZXW6YTBOI======").unwrap(), b"foobar");
        assert_eq!(base32_decode("mzxw6ytboi").unwrap(), b"foobar");
        assert_eq!(base32_decode("MZ1"), None);
        let secret = new_secret().unwrap();
        assert_eq!(secret.len(), 32);
        assert_eq!(base32_decode(&secret).unwrap().len(), 20);
    }

    #[test]
    fn a_code_is_taken_within_one_step_either_side_only() {
        let secret = base32_encode(b"12345678901234567890");
        let now = chrono::DateTime::from_timestamp(1_111_111_111, 0).unwrap().naive_utc();
        let raw = b"12345678901234567890";
        let at = |step: i64| format!("{:06}", code_of(raw, step));
        let current = step_of(now);
        assert_eq!(matching_step(&secret, &at(current), now), Some(current));
        assert_eq!(matching_step(&secret, &at(current - 1), now), Some(current - 1));
        assert_eq!(matching_step(&secret, &at(current + 1), now), Some(current + 1));
        assert_eq!(matching_step(&secret, &at(current - 2), now), None);
        assert_eq!(matching_step(&secret, "abcdef", now), None);
    }

    #[test]
    fn recovery_codes_are_ten_distinct_and_compared_loosely() {
        let codes = new_recovery_codes().unwrap();
        assert_eq!(codes.len(), RECOVERY_CODES);
        let distinct: std::collections::HashSet<_> = codes.iter().collect();
        assert_eq!(distinct.len(), RECOVERY_CODES);
        assert!(codes.iter().all(|code| code.len() == 11 && code.as_bytes()[5] == b'-'));
        assert_eq!(recovery_hash("abcde-fghij"), recovery_hash(" ABCDE FGHIJ "));
        assert_ne!(recovery_hash("abcde-fghij"), recovery_hash("abcde-fghik"));
        assert!(is_one_time_code(&normalized("123 456")));
        assert!(!is_one_time_code(&normalized("abcde-fghij")));
    }

    #[test]
    fn the_qr_address_names_the_school_and_the_account() {
        let uri = otpauth_uri("St. Jude Academy", "ana@school.edu", "ABC");
        assert_eq!(
            uri,
            "otpauth://totp/St.%20Jude%20Academy:ana@school.edu?secret=ABC&issuer=St.%20Jude%20Academy&algorithm=SHA1&digits=6&period=30"
        );
    }

    #[test]
    fn only_staff_have_it_and_the_rule_binds_administrators_and_cashiers() {
        assert!(offered_to(Role::Teacher) && offered_to(Role::Cashier) && offered_to(Role::Admin));
        assert!(!offered_to(Role::Student) && !offered_to(Role::Guardian));
        assert!(required_of(Role::Admin, true) && required_of(Role::Cashier, true));
        assert!(!required_of(Role::Teacher, true) && !required_of(Role::Admin, false));
    }
}
