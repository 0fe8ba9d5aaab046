-- The audit log: who did what to which record, when and from where. Rows are only ever
-- appended (and pruned past the retention period); nothing in the API edits or deletes them.
CREATE TABLE audit_log (
    id BIGSERIAL PRIMARY KEY,
    at TIMESTAMP NOT NULL,
    actor_role TEXT,
    actor_id TEXT,
    actor_email TEXT,
    action TEXT NOT NULL,
    record_type TEXT,
    record_id TEXT,
    detail TEXT,
    address TEXT
);
CREATE INDEX audit_log_by_time ON audit_log (at);
CREATE INDEX audit_log_by_actor ON audit_log (actor_email);
CREATE INDEX audit_log_by_record ON audit_log (record_id);
