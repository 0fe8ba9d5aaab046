ALTER TABLE assignments DROP COLUMN missing_told_at;
