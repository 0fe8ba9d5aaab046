-- Search finds words anywhere inside first names, last names and emails: trigram indexes
-- answer `lower(column) LIKE '%word%'` for words of three or more characters without reading
-- every row.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX students_first_name_trigrams ON students USING gin (lower(first_name) gin_trgm_ops);
CREATE INDEX students_last_name_trigrams ON students USING gin (lower(last_name) gin_trgm_ops);
CREATE INDEX students_email_trigrams ON students USING gin (email gin_trgm_ops);
CREATE INDEX teachers_first_name_trigrams ON teachers USING gin (lower(first_name) gin_trgm_ops);
CREATE INDEX teachers_last_name_trigrams ON teachers USING gin (lower(last_name) gin_trgm_ops);
CREATE INDEX teachers_email_trigrams ON teachers USING gin (email gin_trgm_ops);

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
CREATE FUNCTION list_stats_version() RETURNS BIGINT LANGUAGE sql VOLATILE AS
$$ SELECT (random() * 9007199254740991)::BIGINT $$;
INSERT INTO list_stats (list, total, version) VALUES
    ('students', (SELECT count(*) FROM students), list_stats_version()),
    ('unplaced_students', (SELECT count(*) FROM students WHERE section_id IS NULL), list_stats_version()),
    ('teachers', (SELECT count(*) FROM teachers), list_stats_version());

CREATE FUNCTION students_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER students_counted AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, section_id
ON students FOR EACH ROW EXECUTE FUNCTION students_counted();

CREATE FUNCTION teachers_counted() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER teachers_counted AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name
ON teachers FOR EACH ROW EXECUTE FUNCTION teachers_counted();
