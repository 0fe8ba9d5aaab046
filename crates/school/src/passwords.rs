//! How passwords are hashed: bcrypt, at the cost the server and the command are set to.

/// bcrypt cost of new password hashes unless set otherwise (`--bcrypt-cost`): about a quarter
/// of a second per sign-in on a small server.
pub const DEFAULT_BCRYPT_COST: u32 = 12;

/// The lowest cost bcrypt accepts, which tests and load runs use.
pub const LOWEST_BCRYPT_COST: u32 = 4;

/// Why a hash could not be made (a cost out of bcrypt's range).
pub use bcrypt::BcryptError as HashError;

/// A bcrypt hash of `password` at `cost`.
pub fn hash(password: &str, cost: u32) -> Result<String, HashError> {
    bcrypt::hash(password, cost)
}

/// True when `password` matches `hash`. A malformed stored hash counts as no match.
pub fn verify(password: &str, hash: &str) -> bool {
    bcrypt::verify(password, hash).unwrap_or(false)
}

/// What a sign-in's password check found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SignInCheck {
    /// True when the password matches the account's hash.
    pub matches: bool,
    /// A new hash of the password at the server's cost, when it matched a hash of another cost.
    pub rehashed: Option<String>,
}

/// Checks a sign-in's password against the account's hash (`stored`, none for an unknown email)
/// so that every outcome costs at least one bcrypt round at the server's `cost`: an unknown
/// email is checked against `decoy` (made at that cost); a hash of another cost that matches is
/// rehashed at that cost, and one that does not match is followed by a check against the decoy.
/// Otherwise a seeded or imported account at a cheap cost would answer far faster than an
/// unknown email, telling which accounts exist.
pub fn check_sign_in(password: &str, stored: Option<&str>, decoy: &str, cost: u32) -> Result<SignInCheck, HashError> {
    let Some(stored) = stored else {
        verify(password, decoy);
        return Ok(SignInCheck { matches: false, rehashed: None });
    };
    let matches = verify(password, stored);
    if cost_of(stored) == Some(cost) {
        return Ok(SignInCheck { matches, rehashed: None });
    }
    if !matches {
        verify(password, decoy);
        return Ok(SignInCheck { matches, rehashed: None });
    }
    Ok(SignInCheck { matches, rehashed: Some(hash(password, cost)?) })
}

/// The cost a bcrypt hash was made with (`$2b$04$...` is 4); none when the hash is malformed.
pub fn cost_of(hash: &str) -> Option<u32> {
    hash.split('$').nth(2).and_then(|cost| cost.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_is_made_at_the_cost_asked_for_and_says_so() {
        let made = hash("correct-horse-42", LOWEST_BCRYPT_COST).unwrap();
        assert!(made.starts_with("$2b$04$"), "{made}");
        assert_eq!(cost_of(&made), Some(LOWEST_BCRYPT_COST));
        assert!(verify("correct-horse-42", &made));
        assert!(!verify("correct-horse-42", "not a hash"));
        assert_eq!(cost_of("not a hash"), None);
    }

    #[test]
    fn a_matching_hash_of_another_cost_is_made_again_at_the_servers_cost() {
        let decoy = hash("decoy", 5).unwrap();
        let cheap = hash("correct-horse-42", LOWEST_BCRYPT_COST).unwrap();
        let check = check_sign_in("correct-horse-42", Some(&cheap), &decoy, 5).unwrap();
        assert!(check.matches);
        assert_eq!(check.rehashed.as_deref().and_then(cost_of), Some(5));
        let wrong = check_sign_in("wrong-horse", Some(&cheap), &decoy, 5).unwrap();
        assert_eq!(wrong, SignInCheck { matches: false, rehashed: None });
        let unknown = check_sign_in("correct-horse-42", None, &decoy, 5).unwrap();
        assert_eq!(unknown, SignInCheck { matches: false, rehashed: None });
        let same_cost = check_sign_in("decoy", Some(&decoy), &decoy, 5).unwrap();
        assert_eq!(same_cost, SignInCheck { matches: true, rehashed: None });
    }
}
