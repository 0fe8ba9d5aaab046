-- Notifications: what a person is told (a student marked absent or late, ...), kept with its
-- read state. The recipient is named by role and id, not a foreign key: recipients are of
-- several roles (students today, guardians next); deleting an account deletes theirs.
CREATE TABLE notifications (
    id TEXT PRIMARY KEY NOT NULL,
    recipient_role TEXT NOT NULL,
    recipient_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    link TEXT,
    created_at TIMESTAMP NOT NULL,
    read_at TIMESTAMP
);
-- A person's list, latest first, and their unread count.
CREATE INDEX notifications_by_recipient ON notifications (recipient_id, created_at, id);
CREATE INDEX notifications_unread_by_recipient ON notifications (recipient_id) WHERE read_at IS NULL;
