DROP INDEX students_by_section;
CREATE INDEX students_by_section ON students (section_id);
