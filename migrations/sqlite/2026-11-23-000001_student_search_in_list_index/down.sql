CREATE INDEX students_by_name_order ON students (last_name, first_name, id);
DROP INDEX students_by_name_order_with_email;
