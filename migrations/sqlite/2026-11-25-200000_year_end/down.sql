DROP TABLE archived_students;
ALTER TABLE school_years DROP COLUMN closed_at;
