-- Grades: the school's grading schemes and report card settings, each subject's assessments and
-- their scores per term, teachers' submissions, the adviser's comments, and a term's published
-- grades, kept as they were computed when published, so a later change of scheme leaves them.
--
-- A subject's group chooses its scheme; NULL guesses it from the subject's name.
ALTER TABLE subjects ADD COLUMN grading_group TEXT
    CHECK (grading_group IN ('languages', 'mathScience', 'mapehTle'));
-- A group's scheme as JSON (categories with weights, transmutation on or off, the scale);
-- without a row the DepEd scheme of the group holds.
CREATE TABLE grading_schemes (
    subject_group TEXT PRIMARY KEY NOT NULL
        CHECK (subject_group IN ('languages', 'mathScience', 'mapehTle')),
    scheme TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
-- One row, or none while the defaults hold (A4, the school's name as the app shows it).
CREATE TABLE grading_settings (
    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
    paper TEXT NOT NULL DEFAULT 'a4' CHECK (paper IN ('a4', 'letter')),
    school_name TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
-- Scores are whole hundredths (17.5 is 1750), as the domain's decimals hold them.
CREATE TABLE assessments (
    id TEXT PRIMARY KEY NOT NULL,
    subject_id TEXT NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
    term_id TEXT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    category TEXT NOT NULL,
    highest INTEGER NOT NULL CHECK (highest > 0),
    day DATE NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX assessments_by_subject ON assessments (subject_id, term_id, day);
-- Kept in the order of its key (WITHOUT ROWID): a gradebook reads each assessment's scores as
-- one run of the table, with no second look-up per score.
-- No row: not scored yet. `score` NULL with `excused`: excused ("ex").
-- The student is not a foreign key, as with attendance marks: a graduate's scores stay while
-- they are in the archive; deleting a student deletes them.
CREATE TABLE scores (
    assessment_id TEXT NOT NULL REFERENCES assessments (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL,
    score INTEGER CHECK (score >= 0),
    excused BOOLEAN NOT NULL DEFAULT FALSE,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (assessment_id, student_id),
    CHECK ((score IS NULL) = excused)
) WITHOUT ROWID;
CREATE INDEX scores_by_student ON scores (student_id);
-- A teacher's submission of a subject's grades for a term.
CREATE TABLE grade_submissions (
    subject_id TEXT NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
    term_id TEXT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    submitted_by_role TEXT NOT NULL,
    submitted_by_id TEXT NOT NULL,
    submitted_at TIMESTAMP NOT NULL,
    PRIMARY KEY (subject_id, term_id)
);
-- The adviser's comment on a student's term.
CREATE TABLE grade_comments (
    student_id TEXT NOT NULL,
    term_id TEXT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    comment TEXT NOT NULL,
    written_by_role TEXT NOT NULL,
    written_by_id TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (student_id, term_id)
);
-- A term published for a section: its grades are locked until an administrator unlocks it.
CREATE TABLE grade_publications (
    section_id TEXT NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
    term_id TEXT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    published_by_id TEXT NOT NULL,
    published_at TIMESTAMP NOT NULL,
    PRIMARY KEY (section_id, term_id)
);
-- Each student's quarterly grade per subject as published (`initial` in hundredths).
CREATE TABLE term_grades (
    subject_id TEXT NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
    term_id TEXT NOT NULL REFERENCES terms (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL,
    initial INTEGER NOT NULL,
    quarterly INTEGER NOT NULL CHECK (quarterly BETWEEN 0 AND 100),
    PRIMARY KEY (subject_id, term_id, student_id)
);
CREATE INDEX term_grades_by_student ON term_grades (student_id, term_id);
-- Report cards of a school year (one section, or the whole school) made in the background:
-- one worker takes a job, writes a PDF per section, and records each; a job left running by
-- a server that stopped is taken up again where it stopped.
CREATE TABLE report_card_jobs (
    id TEXT PRIMARY KEY NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    section_id TEXT REFERENCES sections (id) ON DELETE CASCADE,
    paper TEXT NOT NULL CHECK (paper IN ('a4', 'letter')),
    status TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed')),
    students_done INTEGER NOT NULL DEFAULT 0,
    students_total INTEGER NOT NULL DEFAULT 0,
    error TEXT,
    requested_by_id TEXT NOT NULL,
    worker TEXT,
    heartbeat_at TIMESTAMP,
    created_at TIMESTAMP NOT NULL,
    finished_at TIMESTAMP
);
CREATE INDEX report_card_jobs_by_status ON report_card_jobs (status, created_at);
-- A section's PDF made by a job; its file is in storage under `report-cards/<job id>/`.
CREATE TABLE report_card_files (
    job_id TEXT NOT NULL REFERENCES report_card_jobs (id) ON DELETE CASCADE,
    section_id TEXT NOT NULL,
    name TEXT NOT NULL,
    students INTEGER NOT NULL,
    bytes BIGINT NOT NULL,
    PRIMARY KEY (job_id, section_id)
);
