-- The whole data model of the school. Ids are UUID text; timestamps are UTC.

CREATE TABLE admins (
    id TEXT PRIMARY KEY NOT NULL,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    must_change_password BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE teachers (
    id TEXT PRIMARY KEY NOT NULL,
    first_name TEXT NOT NULL,
    middle_name TEXT,
    last_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    must_change_password BOOLEAN NOT NULL DEFAULT TRUE,
    image TEXT,
    birthdate DATE NOT NULL,
    address TEXT NOT NULL,
    zoom_link TEXT,
    zoom_id TEXT,
    zoom_password TEXT,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX teachers_by_last_name ON teachers (last_name, first_name);
CREATE INDEX teachers_by_first_name ON teachers (first_name, last_name);

CREATE TABLE categories (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL UNIQUE,
    created_at TIMESTAMP NOT NULL
);

CREATE TABLE levels (
    id TEXT PRIMARY KEY NOT NULL,
    category_id TEXT NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (category_id, name)
);

CREATE TABLE sections (
    id TEXT PRIMARY KEY NOT NULL,
    level_id TEXT NOT NULL REFERENCES levels (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    adviser_id TEXT REFERENCES teachers (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (level_id, name)
);
CREATE INDEX sections_by_adviser ON sections (adviser_id);

CREATE TABLE subjects (
    id TEXT PRIMARY KEY NOT NULL,
    section_id TEXT NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    teacher_id TEXT REFERENCES teachers (id) ON DELETE SET NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (section_id, name)
);
CREATE INDEX subjects_by_teacher ON subjects (teacher_id);

CREATE TABLE schedules (
    id TEXT PRIMARY KEY NOT NULL,
    subject_id TEXT NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    start_time TEXT NOT NULL,
    end_time TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX schedules_by_subject ON schedules (subject_id);

CREATE TABLE students (
    id TEXT PRIMARY KEY NOT NULL,
    first_name TEXT NOT NULL,
    middle_name TEXT,
    last_name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    must_change_password BOOLEAN NOT NULL DEFAULT TRUE,
    address TEXT NOT NULL,
    image TEXT,
    birthdate DATE NOT NULL,
    category_id TEXT REFERENCES categories (id) ON DELETE SET NULL,
    level_id TEXT REFERENCES levels (id) ON DELETE SET NULL,
    section_id TEXT REFERENCES sections (id) ON DELETE SET NULL,
    parent_first_name TEXT NOT NULL,
    parent_middle_name TEXT,
    parent_last_name TEXT NOT NULL,
    parent_relationship TEXT NOT NULL,
    parent_email TEXT,
    parent_phone TEXT,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX students_by_section ON students (section_id);
CREATE INDEX students_by_level ON students (level_id);
CREATE INDEX students_by_category ON students (category_id);
CREATE INDEX students_by_last_name ON students (last_name, first_name);
CREATE INDEX students_by_first_name ON students (first_name, last_name);

-- Every uploaded file: where it is stored, what it was called, what it holds and who sent it.
CREATE TABLE uploads (
    path TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL,
    original_name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size_bytes BIGINT NOT NULL,
    uploader_role TEXT NOT NULL,
    uploader_id TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);

-- Weekly lesson guides of a section.
CREATE TABLE section_files (
    id TEXT PRIMARY KEY NOT NULL,
    section_id TEXT NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
    path TEXT NOT NULL REFERENCES uploads (path),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX section_files_by_section ON section_files (section_id);

CREATE TABLE subject_files (
    id TEXT PRIMARY KEY NOT NULL,
    subject_id TEXT NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
    path TEXT NOT NULL REFERENCES uploads (path),
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX subject_files_by_subject ON subject_files (subject_id);

CREATE TABLE news (
    id TEXT PRIMARY KEY NOT NULL,
    image TEXT,
    text TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX news_by_created_at ON news (created_at);

-- A newsletter or memo is either an uploaded file or a link, never both.
CREATE TABLE newsletters (
    id TEXT PRIMARY KEY NOT NULL,
    file TEXT REFERENCES uploads (path),
    link TEXT,
    created_at TIMESTAMP NOT NULL,
    CHECK ((file IS NULL) <> (link IS NULL))
);
CREATE INDEX newsletters_by_created_at ON newsletters (created_at);

-- Messages go between a student and a teacher; either may be the sender.
CREATE TABLE messages (
    id TEXT PRIMARY KEY NOT NULL,
    sender_id TEXT NOT NULL,
    receiver_id TEXT NOT NULL,
    message TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    read_at TIMESTAMP
);
CREATE INDEX messages_by_pair ON messages (sender_id, receiver_id, created_at);
CREATE INDEX messages_by_receiver ON messages (receiver_id, read_at);

-- Signed-in browsers. Only a hash of the cookie's token is kept.
CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    user_id TEXT NOT NULL,
    must_change_password BOOLEAN NOT NULL,
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_by_user ON sessions (user_id);
CREATE INDEX sessions_by_expiry ON sessions (expires_at);
