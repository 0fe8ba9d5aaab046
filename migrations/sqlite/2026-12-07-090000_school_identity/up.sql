-- DepEd's identity of the school as the School Forms print it: its school ID (6 digits), region
-- and division; blank until an administrator gives them.
ALTER TABLE grading_settings ADD COLUMN school_id TEXT NOT NULL DEFAULT '';
ALTER TABLE grading_settings ADD COLUMN region TEXT NOT NULL DEFAULT '';
ALTER TABLE grading_settings ADD COLUMN division TEXT NOT NULL DEFAULT '';
