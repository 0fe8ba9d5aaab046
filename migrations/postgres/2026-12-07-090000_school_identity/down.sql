ALTER TABLE grading_settings DROP COLUMN division;
ALTER TABLE grading_settings DROP COLUMN region;
ALTER TABLE grading_settings DROP COLUMN school_id;
