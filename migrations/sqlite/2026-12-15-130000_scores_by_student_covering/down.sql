DROP INDEX scores_by_student;
CREATE INDEX scores_by_student ON scores (student_id);
