-- Year end: a closed school year is marked, and graduates leave the students table for the
-- archive with everything they had, so they cannot sign in and leave every list and count,
-- and come back unchanged when restored.
ALTER TABLE school_years ADD COLUMN closed_at TIMESTAMP;
CREATE TABLE archived_students (
    id TEXT PRIMARY KEY NOT NULL,
    first_name TEXT NOT NULL,
    middle_name TEXT,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    must_change_password BOOLEAN NOT NULL,
    address TEXT NOT NULL,
    image TEXT,
    birthdate DATE NOT NULL,
    category_id TEXT,
    level_id TEXT,
    section_id TEXT,
    parent_first_name TEXT NOT NULL,
    parent_middle_name TEXT,
    parent_last_name TEXT NOT NULL,
    parent_relationship TEXT NOT NULL,
    parent_email TEXT,
    parent_phone TEXT,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    archived_at TIMESTAMP NOT NULL,
    -- "Grade 12 - Rizal", the class they left, and the year they left in.
    left_from TEXT NOT NULL,
    school_year TEXT NOT NULL
);
CREATE INDEX archived_students_by_name ON archived_students (last_name, first_name, id);
CREATE INDEX archived_students_by_image ON archived_students (image) WHERE image IS NOT NULL;
