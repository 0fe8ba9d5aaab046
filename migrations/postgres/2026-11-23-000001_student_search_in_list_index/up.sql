-- A search of the students list matches words anywhere in the names and the email, which no
-- B-tree can seek to. With the email in the list-order index, that scan (the count and the
-- page, walked in list order) reads only the index, never the wide student rows.
CREATE INDEX students_by_name_order_with_email ON students (last_name, first_name, id, email);
DROP INDEX students_by_name_order;
