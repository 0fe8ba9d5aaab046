-- Attendance: the school's settings, a register per lesson and day or per section and day,
-- the marks that differ from "present", and excuses on file.
--
-- The settings are one row; without it the defaults hold.
CREATE TABLE attendance_settings (
    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
    registers TEXT NOT NULL DEFAULT 'both' CHECK (registers IN ('lesson', 'daily', 'both')),
    edit_days INTEGER NOT NULL DEFAULT 7,
    chronic_percent INTEGER NOT NULL DEFAULT 10,
    updated_at TIMESTAMP NOT NULL
);
-- A register goes with its section or lesson: deleting either deletes it, and its marks.
CREATE TABLE registers (
    id TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('lesson', 'daily')),
    section_id TEXT NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
    schedule_id TEXT REFERENCES schedules (id) ON DELETE CASCADE,
    day DATE NOT NULL,
    taken_by_role TEXT NOT NULL,
    taken_by_id TEXT NOT NULL,
    taken_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CHECK ((kind = 'lesson') = (schedule_id IS NOT NULL))
);
CREATE UNIQUE INDEX registers_by_lesson ON registers (schedule_id, day);
CREATE UNIQUE INDEX registers_daily_by_section ON registers (section_id, day) WHERE kind = 'daily';
CREATE INDEX registers_by_section ON registers (section_id, day);
-- No row for a student marked present without a note: a register without marks had everyone
-- present. The student is not a foreign key: a graduate's marks and excuses stay while they
-- are in the archive and are theirs again when restored; deleting a student deletes them.
CREATE TABLE register_marks (
    register_id TEXT NOT NULL REFERENCES registers (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL,
    code TEXT NOT NULL CHECK (code IN ('present', 'late', 'absent', 'excused')),
    minutes_late INTEGER,
    note TEXT,
    PRIMARY KEY (register_id, student_id)
);
CREATE INDEX register_marks_by_student ON register_marks (student_id);
CREATE TABLE excuses (
    id TEXT PRIMARY KEY NOT NULL,
    student_id TEXT NOT NULL,
    first_day DATE NOT NULL,
    last_day DATE NOT NULL,
    reason TEXT NOT NULL,
    recorded_by_role TEXT NOT NULL,
    recorded_by_id TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX excuses_by_student ON excuses (student_id, first_day);
