-- Guardian accounts: a student's parent or guardian signing in on their own (a fourth role).
-- The email is unique among guardians only: sign-in is per role, so a teacher who is also a
-- parent at the school may keep one email for both accounts.
CREATE TABLE guardians (
    id TEXT PRIMARY KEY NOT NULL,
    first_name TEXT NOT NULL,
    middle_name TEXT,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    phone TEXT,
    relationship TEXT NOT NULL,
    image TEXT,
    password_hash TEXT NOT NULL,
    must_change_password BOOLEAN NOT NULL DEFAULT TRUE,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX guardians_by_name ON guardians (last_name, first_name, id);

-- Which children a guardian may see: several per guardian, at most two guardians per student
-- (checked when a link is made). Deleting either side takes the link.
CREATE TABLE guardian_students (
    guardian_id TEXT NOT NULL REFERENCES guardians (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    relationship TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (guardian_id, student_id)
);
CREATE INDEX guardian_students_by_student ON guardian_students (student_id);
