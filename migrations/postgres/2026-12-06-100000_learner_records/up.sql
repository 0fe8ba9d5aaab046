-- A learner's record as DepEd's School Forms keep it: the Learner Reference Number, sex and the
-- School Register's (SF1) other columns, by student id. The id is the current or the archived
-- student's (archiving keeps it), so an LRN is unique among every learner the school has had.
-- Students created before get no row: nothing recorded, which the forms list as a warning.
CREATE TABLE learner_records (
    student_id TEXT PRIMARY KEY NOT NULL,
    lrn TEXT,
    sex TEXT CHECK (sex IN ('M', 'F')),
    mother_tongue TEXT,
    religion TEXT,
    ip_group TEXT,
    father_name TEXT,
    mother_name TEXT,
    remarks TEXT,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX learner_records_by_lrn ON learner_records (lrn) WHERE lrn IS NOT NULL;
