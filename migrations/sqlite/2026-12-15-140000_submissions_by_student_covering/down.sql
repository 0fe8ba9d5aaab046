DROP INDEX submissions_by_student;
CREATE INDEX submissions_by_student ON submissions (student_id);
