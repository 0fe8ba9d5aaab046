-- What several servers on one database share: failed sign-ins (so the throttle counts them
-- all and survives restarts), and the live channel's meeting point (which server has whom
-- online, and push payloads too large for one notification).
CREATE TABLE sign_in_failures (
    key TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX sign_in_failures_by_key ON sign_in_failures (key, at);

CREATE TABLE hub_servers (
    id TEXT PRIMARY KEY NOT NULL,
    seen_at TIMESTAMP NOT NULL
);
CREATE TABLE hub_presence (
    server_id TEXT NOT NULL,
    user_id TEXT NOT NULL,
    PRIMARY KEY (server_id, user_id)
);
CREATE TABLE hub_payloads (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
