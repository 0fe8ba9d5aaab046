-- Private calendar subscription links: one per student or teacher account, a long random
-- token that serves that account's lessons and the school's no-school days and nothing else.
-- Making a new link replaces the row, which ends the old token.
CREATE TABLE calendar_feeds (
    account_id TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    token TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX calendar_feeds_by_token ON calendar_feeds (token);
