DROP TRIGGER students_counted_update;
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

DROP TRIGGER teachers_counted_update;
CREATE TRIGGER teachers_counted_update AFTER UPDATE OF first_name, last_name ON teachers
WHEN old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name
BEGIN
    UPDATE list_stats SET version = random() WHERE list = 'teachers';
END;
