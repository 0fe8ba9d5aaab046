-- Signing in with the school's Google or Microsoft accounts (OpenID Connect): each provider's
-- client as the school registered it, the e-mail domains it admits, and whether it is on; and
-- the sign-ins under way at the provider, each kept for ten minutes and taken once, with the
-- provider's issuer and addresses as its description gave them when the sign-in began.
CREATE TABLE school_account_providers (
    provider TEXT PRIMARY KEY NOT NULL,
    enabled BOOLEAN NOT NULL DEFAULT FALSE,
    client_id TEXT NOT NULL DEFAULT '',
    client_secret TEXT NOT NULL DEFAULT '',
    allowed_domains TEXT NOT NULL DEFAULT '',
    tenant TEXT NOT NULL DEFAULT '',
    updated_at TIMESTAMP
);
INSERT INTO school_account_providers (provider) VALUES ('google');
INSERT INTO school_account_providers (provider) VALUES ('microsoft');

CREATE TABLE school_account_sign_ins (
    state_hash TEXT PRIMARY KEY NOT NULL,
    browser_hash TEXT NOT NULL,
    provider TEXT NOT NULL,
    area TEXT NOT NULL,
    nonce TEXT NOT NULL,
    code_verifier TEXT NOT NULL,
    redirect_uri TEXT NOT NULL,
    issuer TEXT NOT NULL,
    token_endpoint TEXT NOT NULL,
    jwks_uri TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
