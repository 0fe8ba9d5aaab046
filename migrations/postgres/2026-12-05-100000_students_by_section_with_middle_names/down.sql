DROP INDEX students_by_section;
CREATE INDEX students_by_section ON students (section_id, last_name, first_name, id, image);
