-- School years with their terms (grading periods) and no-school days. At most one year is
-- current; the index below is the backstop of the transaction that moves the mark.
CREATE TABLE school_years (
    id TEXT PRIMARY KEY NOT NULL,
    name TEXT NOT NULL,
    first_day DATE NOT NULL,
    last_day DATE NOT NULL,
    is_current BOOLEAN NOT NULL DEFAULT FALSE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX school_years_one_current ON school_years (is_current) WHERE is_current;
CREATE UNIQUE INDEX school_years_by_name ON school_years (name);
CREATE TABLE terms (
    id TEXT PRIMARY KEY NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    first_day DATE NOT NULL,
    last_day DATE NOT NULL
);
CREATE UNIQUE INDEX terms_by_year ON terms (school_year_id, name);
CREATE TABLE no_school_days (
    id TEXT PRIMARY KEY NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    first_day DATE NOT NULL,
    last_day DATE NOT NULL
);
CREATE UNIQUE INDEX no_school_days_by_year ON no_school_days (school_year_id, name);
