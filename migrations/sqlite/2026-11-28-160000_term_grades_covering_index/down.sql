DROP INDEX term_grades_by_student;
CREATE INDEX term_grades_by_student ON term_grades (student_id, term_id);
