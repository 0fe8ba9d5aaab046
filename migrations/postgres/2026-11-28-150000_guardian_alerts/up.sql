-- Guardians' alerts: a child marked absent or late tells each linked guardian (a notification,
-- and an e-mail when the server has a mail server and the guardian wants them). Each alert
-- keeps when the guardian saw it, their one-line reply (which became an excuse on file), and
-- whether it went out again by e-mail for not being seen in time.
ALTER TABLE guardians ADD COLUMN email_alerts BOOLEAN NOT NULL DEFAULT TRUE;

-- Minutes an alert may stay unseen before it is e-mailed again.
ALTER TABLE attendance_settings ADD COLUMN alert_resend_minutes INTEGER NOT NULL DEFAULT 30;

-- One row per guardian notification about a mark: the notification's id is the alert's.
-- The section is the child's when marked, for its adviser's view.
CREATE TABLE guardian_alerts (
    id TEXT PRIMARY KEY NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
    guardian_id TEXT NOT NULL REFERENCES guardians (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    section_id TEXT REFERENCES sections (id) ON DELETE SET NULL,
    day DATE NOT NULL,
    code TEXT NOT NULL,
    register TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    seen_at TIMESTAMP,
    reply TEXT,
    excuse_id TEXT REFERENCES excuses (id) ON DELETE SET NULL,
    resent_at TIMESTAMP
);
CREATE INDEX guardian_alerts_by_guardian ON guardian_alerts (guardian_id, created_at);
CREATE INDEX guardian_alerts_by_section ON guardian_alerts (section_id, day);
CREATE INDEX guardian_alerts_by_student ON guardian_alerts (student_id);
-- The alerts still waiting to be seen, oldest first, for the e-mail reminder.
CREATE INDEX guardian_alerts_unseen ON guardian_alerts (created_at) WHERE seen_at IS NULL AND resent_at IS NULL;
