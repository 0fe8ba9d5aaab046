-- Servers keep the matches of recent searches with the version of the list they were read at.
-- Search matches emails too, so a changed email now gives the list a new version as a changed
-- name does.
DROP TRIGGER students_counted_update;
CREATE TRIGGER students_counted_update AFTER UPDATE OF first_name, last_name, email, section_id ON students
WHEN old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name OR old.email IS NOT new.email
    OR (old.section_id IS NULL) <> (new.section_id IS NULL)
BEGIN
    UPDATE list_stats SET version = random()
    WHERE list = 'students'
        AND (old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name OR old.email IS NOT new.email);
    UPDATE list_stats
    SET total = total + (new.section_id IS NULL) - (old.section_id IS NULL), version = random()
    WHERE list = 'unplaced_students' AND (old.section_id IS NULL OR new.section_id IS NULL);
END;

DROP TRIGGER teachers_counted_update;
CREATE TRIGGER teachers_counted_update AFTER UPDATE OF first_name, last_name, email ON teachers
WHEN old.first_name IS NOT new.first_name OR old.last_name IS NOT new.last_name OR old.email IS NOT new.email
BEGIN
    UPDATE list_stats SET version = random() WHERE list = 'teachers';
END;
