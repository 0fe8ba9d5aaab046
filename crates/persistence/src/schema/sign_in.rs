//! Signing in beyond the password: the second step (one-time codes, recovery codes, the sign-ins
//! waiting for it, the school's rule) and passkeys.

// The columns and the helper items `table!` generates carry no documentation of their own.
#![allow(missing_docs)]

diesel::table! {
    /// Staff accounts' one-time-code secrets (RFC 6238); unconfirmed until a first code matches.
    second_steps (user_id) {
        user_id -> Text,
        role -> Text,
        secret -> Text,
        confirmed_at -> Nullable<Timestamp>,
        last_step -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    /// Single-use recovery codes of a second step, by their SHA-256 hash.
    recovery_codes (code_hash) {
        code_hash -> Text,
        user_id -> Text,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Sign-ins whose password matched, waiting for their second step, by a hash of their token.
    sign_in_challenges (token_hash) {
        token_hash -> Text,
        role -> Text,
        user_id -> Text,
        must_set_up -> Bool,
        must_change_password -> Bool,
        user_agent -> Text,
        ip_address -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    /// The school's sign-in rules: one row.
    sign_in_settings (id) {
        id -> Integer,
        second_step_required -> Bool,
    }
}

diesel::table! {
    /// Passkeys (WebAuthn credentials) of every role's accounts.
    passkeys (id) {
        id -> Text,
        role -> Text,
        user_id -> Text,
        credential_id -> Text,
        name -> Text,
        credential -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Passkey ceremonies under way (adding one, signing in with one), by their token's hash.
    passkey_ceremonies (token_hash) {
        token_hash -> Text,
        role -> Text,
        user_id -> Nullable<Text>,
        state -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
    }
}

diesel::table! {
    /// The school's Google and Microsoft sign-in (OpenID Connect clients): one row each.
    school_account_providers (provider) {
        provider -> Text,
        enabled -> Bool,
        client_id -> Text,
        client_secret -> Text,
        allowed_domains -> Text,
        tenant -> Text,
        updated_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    /// Sign-ins under way at a provider, by their state's hash.
    school_account_sign_ins (state_hash) {
        state_hash -> Text,
        browser_hash -> Text,
        provider -> Text,
        area -> Text,
        nonce -> Text,
        code_verifier -> Text,
        redirect_uri -> Text,
        issuer -> Text,
        token_endpoint -> Text,
        jwks_uri -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
    }
}
