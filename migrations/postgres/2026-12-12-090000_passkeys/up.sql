-- Passkeys (WebAuthn): each account's credentials, named by their owner, with the public key
-- and signature counter the library keeps (JSON); and the ceremonies under way (a passkey being
-- added, a sign-in with one), each kept for five minutes and taken once.
CREATE TABLE passkeys (
    id TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    user_id TEXT NOT NULL,
    credential_id TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    credential TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    last_used_at TIMESTAMP
);
CREATE INDEX passkeys_by_user ON passkeys (user_id);

CREATE TABLE passkey_ceremonies (
    token_hash TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    user_id TEXT,
    state TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
