CREATE INDEX students_by_last_name ON students (last_name, first_name);
DROP INDEX students_by_name_order;
