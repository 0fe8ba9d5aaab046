-- A student's published grades (their report card, their guardian's Home) are read from the
-- index alone: the subject and the grade sit beside the student and the term, where each grade
-- was one more visit to its row.
DROP INDEX term_grades_by_student;
CREATE INDEX term_grades_by_student ON term_grades (student_id, term_id, subject_id, quarterly);
