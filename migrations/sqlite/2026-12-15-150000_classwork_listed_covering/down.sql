DROP INDEX assignments_by_subject;
CREATE INDEX assignments_by_subject ON assignments (subject_id, due_at);
