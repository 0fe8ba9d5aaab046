-- The school's fee settings (one row): whether students see their own fees, and when guardians
-- are reminded of an amount due (days before a due date, 0 for none; and once overdue).
CREATE TABLE fee_settings (
    id INTEGER PRIMARY KEY,
    students_see_fees BOOLEAN NOT NULL DEFAULT FALSE,
    remind_days_before INTEGER NOT NULL DEFAULT 7,
    remind_overdue BOOLEAN NOT NULL DEFAULT TRUE
);
INSERT INTO fee_settings (id) VALUES (1);

-- Every reminder sent to a guardian: at most one per guardian, learner, due date and kind
-- (`upcoming`, `overdue`), whatever the number of servers sending them.
CREATE TABLE fee_reminders (
    id TEXT PRIMARY KEY,
    guardian_id TEXT NOT NULL,
    student_id TEXT NOT NULL,
    school_year_id TEXT NOT NULL,
    due_on DATE NOT NULL,
    kind TEXT NOT NULL,
    amount_centavos BIGINT NOT NULL,
    sent_at TIMESTAMP NOT NULL,
    emailed BOOLEAN NOT NULL,
    UNIQUE (guardian_id, student_id, due_on, kind)
);
CREATE INDEX fee_reminders_of_learner ON fee_reminders (student_id, sent_at);
