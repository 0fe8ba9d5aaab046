-- The reports read a section's registers of a span and a student's marks from their indexes
-- alone, without visiting a row: a student's term summary reads a few index pages where it
-- read a row for each of the section's registers (a few hundred a term) and each mark.
DROP INDEX registers_by_section;
CREATE INDEX registers_by_section ON registers (section_id, day, kind, id, schedule_id);
DROP INDEX register_marks_by_student;
CREATE INDEX register_marks_by_student ON register_marks (student_id, register_id, code, minutes_late, note);
