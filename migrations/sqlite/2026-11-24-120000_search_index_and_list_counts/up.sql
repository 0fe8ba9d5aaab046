-- Search finds words anywhere inside first names, last names and emails. A trigram full-text
-- index answers that without reading every row: each word of three or more characters is
-- looked up as a quoted phrase. The index holds no copy of the text (it reads the students
-- and teachers tables) and triggers keep it in step with every insert, update and delete.
CREATE VIRTUAL TABLE students_search USING fts5(
    first_name, last_name, email, content = 'students', content_rowid = 'rowid', tokenize = 'trigram'
);
CREATE TRIGGER students_search_insert AFTER INSERT ON students BEGIN
    INSERT INTO students_search (rowid, first_name, last_name, email)
    VALUES (new.rowid, new.first_name, new.last_name, new.email);
END;
CREATE TRIGGER students_search_delete AFTER DELETE ON students BEGIN
    INSERT INTO students_search (students_search, rowid, first_name, last_name, email)
    VALUES ('delete', old.rowid, old.first_name, old.last_name, old.email);
END;
CREATE TRIGGER students_search_update AFTER UPDATE OF first_name, last_name, email ON students BEGIN
    INSERT INTO students_search (students_search, rowid, first_name, last_name, email)
    VALUES ('delete', old.rowid, old.first_name, old.last_name, old.email);
    INSERT INTO students_search (rowid, first_name, last_name, email)
    VALUES (new.rowid, new.first_name, new.last_name, new.email);
END;
INSERT INTO students_search (students_search) VALUES ('rebuild');

CREATE VIRTUAL TABLE teachers_search USING fts5(
    first_name, last_name, email, content = 'teachers', content_rowid = 'rowid', tokenize = 'trigram'
);
CREATE TRIGGER teachers_search_insert AFTER INSERT ON teachers BEGIN
    INSERT INTO teachers_search (rowid, first_name, last_name, email)
    VALUES (new.rowid, new.first_name, new.last_name, new.email);
END;
CREATE TRIGGER teachers_search_delete AFTER DELETE ON teachers BEGIN
    INSERT INTO teachers_search (teachers_search, rowid, first_name, last_name, email)
    VALUES ('delete', old.rowid, old.first_name, old.last_name, old.email);
END;
CREATE TRIGGER teachers_search_update AFTER UPDATE OF first_name, last_name, email ON teachers BEGIN
    INSERT INTO teachers_search (teachers_search, rowid, first_name, last_name, email)
    VALUES ('delete', old.rowid, old.first_name, old.last_name, old.email);
    INSERT INTO teachers_search (rowid, first_name, last_name, email)
    VALUES (new.rowid, new.first_name, new.last_name, new.email);
END;
INSERT INTO teachers_search (teachers_search) VALUES ('rebuild');

-- The add-student picker lists students without a section in name order, straight off this
-- index however deep the page (it holds the section column, always empty, so that reading it
-- needs no row).
CREATE INDEX students_unplaced_by_name ON students (last_name, first_name, id, section_id) WHERE section_id IS NULL;

-- Teacher pages sort by either name with the id last: indexes in exactly those orders.
CREATE INDEX teachers_by_last_name_order ON teachers (last_name, first_name, id);
CREATE INDEX teachers_by_first_name_order ON teachers (first_name, last_name, id);
DROP INDEX teachers_by_last_name;
DROP INDEX teachers_by_first_name;

-- How many rows each unsearched list holds, so a page does not count them, and a version that
-- changes (to a fresh random number) whenever the list's order or membership does, so a server
-- can tell whether the page boundaries it remembered still hold.
CREATE TABLE list_stats (
    list TEXT PRIMARY KEY NOT NULL,
    total BIGINT NOT NULL,
    version BIGINT NOT NULL
);
INSERT INTO list_stats (list, total, version) VALUES
    ('students', (SELECT count(*) FROM students), random()),
    ('unplaced_students', (SELECT count(*) FROM students WHERE section_id IS NULL), random()),
    ('teachers', (SELECT count(*) FROM teachers), random());

CREATE TRIGGER students_counted_insert AFTER INSERT ON students BEGIN
    UPDATE list_stats SET total = total + 1, version = random() WHERE list = 'students';
    UPDATE list_stats SET total = total + 1, version = random()
    WHERE list = 'unplaced_students' AND new.section_id IS NULL;
END;
CREATE TRIGGER students_counted_delete AFTER DELETE ON students BEGIN
    UPDATE list_stats SET total = total - 1, version = random() WHERE list = 'students';
    UPDATE list_stats SET total = total - 1, version = random()
    WHERE list = 'unplaced_students' AND old.section_id IS NULL;
END;
CREATE TRIGGER students_counted_update AFTER UPDATE OF first_name, last_name, section_id ON students
WHEN old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name
    OR (old.section_id IS NULL) <> (new.section_id IS NULL)
BEGIN
    UPDATE list_stats SET version = random()
    WHERE list = 'students' AND (old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name);
    UPDATE list_stats
    SET total = total + (new.section_id IS NULL) - (old.section_id IS NULL), version = random()
    WHERE list = 'unplaced_students' AND (old.section_id IS NULL OR new.section_id IS NULL);
END;

CREATE TRIGGER teachers_counted_insert AFTER INSERT ON teachers BEGIN
    UPDATE list_stats SET total = total + 1, version = random() WHERE list = 'teachers';
END;
CREATE TRIGGER teachers_counted_delete AFTER DELETE ON teachers BEGIN
    UPDATE list_stats SET total = total - 1, version = random() WHERE list = 'teachers';
END;
CREATE TRIGGER teachers_counted_update AFTER UPDATE OF first_name, last_name ON teachers
WHEN old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name
BEGIN
    UPDATE list_stats SET version = random() WHERE list = 'teachers';
END;
