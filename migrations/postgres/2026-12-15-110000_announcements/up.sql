-- A teacher's announcement to a section: to its students, their guardians, or both (rich text,
-- sanitised as news is). Deleting the section or the teacher deletes it.
CREATE TABLE announcements (
    id TEXT PRIMARY KEY NOT NULL,
    section_id TEXT NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
    teacher_id TEXT NOT NULL REFERENCES teachers (id) ON DELETE CASCADE,
    to_students BOOLEAN NOT NULL,
    to_guardians BOOLEAN NOT NULL,
    body TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX announcements_by_section ON announcements (section_id, created_at);
