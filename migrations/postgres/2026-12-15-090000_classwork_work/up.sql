-- A student's work on a piece of classwork: their answer and files, when they turned it in
-- (late when after the piece's due time, judged against the due time as it stands), and the
-- teacher's comment and return. One row per student and piece, whatever the timing of the
-- requests that make it. A graded piece's score is the gradebook's (`scores`); `score` (in
-- hundredths) holds only the score of an ungraded piece.
CREATE TABLE submissions (
    id TEXT PRIMARY KEY NOT NULL,
    assignment_id TEXT NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
    student_id TEXT NOT NULL REFERENCES students (id) ON DELETE CASCADE,
    answer TEXT NOT NULL,
    turned_in_at TIMESTAMP,
    returned_at TIMESTAMP,
    score INTEGER,
    comment TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX submissions_by_assignment ON submissions (assignment_id, student_id);
CREATE INDEX submissions_by_student ON submissions (student_id);

-- The files of a student's work (uploads of the `work` kind).
CREATE TABLE submission_files (
    id TEXT PRIMARY KEY NOT NULL,
    submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
    path TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX submission_files_by_submission ON submission_files (submission_id);
CREATE INDEX submission_files_by_path ON submission_files (path);
