-- A second step at sign-in for staff: a time-based one-time code (RFC 6238) from an
-- authenticator app, ten single-use recovery codes (stored as SHA-256 hashes), the sign-ins
-- waiting for their second step, and the administrators' setting that requires one of
-- administrators and cashiers.
CREATE TABLE second_steps (
    user_id TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    secret TEXT NOT NULL,
    confirmed_at TIMESTAMP,
    last_step BIGINT NOT NULL DEFAULT 0,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE recovery_codes (
    code_hash TEXT PRIMARY KEY NOT NULL,
    user_id TEXT NOT NULL,
    used_at TIMESTAMP
);
CREATE INDEX recovery_codes_by_user ON recovery_codes (user_id);

CREATE TABLE sign_in_challenges (
    token_hash TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    user_id TEXT NOT NULL,
    must_set_up BOOLEAN NOT NULL,
    must_change_password BOOLEAN NOT NULL,
    user_agent TEXT NOT NULL,
    ip_address TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sign_in_challenges_by_user ON sign_in_challenges (user_id);

CREATE TABLE sign_in_settings (
    id INTEGER PRIMARY KEY NOT NULL,
    second_step_required BOOLEAN NOT NULL DEFAULT FALSE
);
INSERT INTO sign_in_settings (id, second_step_required) VALUES (1, FALSE);
