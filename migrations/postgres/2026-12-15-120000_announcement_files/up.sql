-- Files attached to a teacher's announcement (uploaded as a subject's files are); they reach
-- whoever the announcement went to. Deleting the announcement deletes them.
CREATE TABLE announcement_files (
    id TEXT PRIMARY KEY NOT NULL,
    announcement_id TEXT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX announcement_files_by_announcement ON announcement_files (announcement_id);
CREATE INDEX announcement_files_by_path ON announcement_files (path);
