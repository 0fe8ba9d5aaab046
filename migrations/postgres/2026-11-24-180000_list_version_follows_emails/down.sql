
CREATE OR REPLACE FUNCTION students_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE list_stats SET total = total + 1, version = list_stats_version() WHERE list = 'students';
        IF NEW.section_id IS NULL THEN
            UPDATE list_stats SET total = total + 1, version = list_stats_version() WHERE list = 'unplaced_students';
        END IF;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE list_stats SET total = total - 1, version = list_stats_version() WHERE list = 'students';
        IF OLD.section_id IS NULL THEN
            UPDATE list_stats SET total = total - 1, version = list_stats_version() WHERE list = 'unplaced_students';
        END IF;
    ELSE
        IF OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name THEN
            UPDATE list_stats SET version = list_stats_version() WHERE list = 'students';
            IF OLD.section_id IS NULL OR NEW.section_id IS NULL THEN
                UPDATE list_stats SET version = list_stats_version() WHERE list = 'unplaced_students';
            END IF;
        END IF;
        IF (OLD.section_id IS NULL) <> (NEW.section_id IS NULL) THEN
            UPDATE list_stats
            SET total = total + (CASE WHEN NEW.section_id IS NULL THEN 1 ELSE -1 END), version = list_stats_version()
            WHERE list = 'unplaced_students';
        END IF;
    END IF;
    RETURN NULL;
END
$$;
DROP TRIGGER students_counted ON students;
CREATE TRIGGER students_counted AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, section_id
ON students FOR EACH ROW EXECUTE FUNCTION students_counted();

CREATE OR REPLACE FUNCTION teachers_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE list_stats SET total = total + 1, version = list_stats_version() WHERE list = 'teachers';
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE list_stats SET total = total - 1, version = list_stats_version() WHERE list = 'teachers';
    ELSIF OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name THEN
        UPDATE list_stats SET version = list_stats_version() WHERE list = 'teachers';
    END IF;
    RETURN NULL;
END
$$;
DROP TRIGGER teachers_counted ON teachers;
CREATE TRIGGER teachers_counted AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name
ON teachers FOR EACH ROW EXECUTE FUNCTION teachers_counted();
