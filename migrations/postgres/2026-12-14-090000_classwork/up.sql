-- Classwork a teacher posts to a subject of a section: its title, instructions (sanitised
-- rich text), points, due time and whether late work is taken, and when it appears to the
-- students. A graded one is an assessment of the gradebook (`assessment_id`): its category and
-- highest score are the assessment's, and its scores are the gradebook's. Deleting the subject
-- deletes its classwork; deleting the assessment in the gradebook leaves the classwork, ungraded.
CREATE TABLE assignments (
    id TEXT PRIMARY KEY NOT NULL,
    subject_id TEXT NOT NULL REFERENCES subjects (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    instructions TEXT NOT NULL,
    points INTEGER NOT NULL,
    due_at TIMESTAMP NOT NULL,
    late_accepted BOOLEAN NOT NULL,
    assessment_id TEXT REFERENCES assessments (id) ON DELETE SET NULL,
    appears_at TIMESTAMP NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX assignments_by_subject ON assignments (subject_id, due_at);
CREATE INDEX assignments_by_assessment ON assignments (assessment_id);

-- The files a teacher attaches to a piece of classwork (uploaded as a subject's files are).
CREATE TABLE assignment_files (
    id TEXT PRIMARY KEY NOT NULL,
    assignment_id TEXT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX assignment_files_by_assignment ON assignment_files (assignment_id);
CREATE INDEX assignment_files_by_path ON assignment_files (path);
