CREATE INDEX audit_log_by_actor ON audit_log (actor_email);
CREATE INDEX audit_log_by_record ON audit_log (record_id);
