DROP INDEX registers_by_section;
CREATE INDEX registers_by_section ON registers (section_id, day);
DROP INDEX register_marks_by_student;
CREATE INDEX register_marks_by_student ON register_marks (student_id);
