-- The students list orders by last name, first name, then id: an index in that exact order
-- lets a page be read straight off the index, however deep.
CREATE INDEX students_by_name_order ON students (last_name, first_name, id);
DROP INDEX students_by_last_name;
