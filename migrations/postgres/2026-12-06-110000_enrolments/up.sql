-- A learner's enrolment in each school year: the level and section they were in, when they
-- enrolled, and where the enrolment stands (the School Forms' words): enrolled, transferred in
-- (from `other_school`, with their `previous_average`), transferred out (on `status_on`, to
-- `other_school`), dropped (on `status_on`, for DepEd's `drop_reason` code), and at the year
-- end promoted, conditionally promoted or retained. Archived learners keep theirs (by id).
CREATE TABLE enrolments (
    student_id TEXT NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    level_id TEXT REFERENCES levels (id) ON DELETE SET NULL,
    section_id TEXT REFERENCES sections (id) ON DELETE SET NULL,
    enrolled_on DATE NOT NULL,
    status TEXT NOT NULL DEFAULT 'enrolled' CHECK (status IN ('enrolled', 'transferred_in', 'transferred_out',
        'dropped', 'promoted', 'conditionally_promoted', 'retained')),
    status_on DATE,
    other_school TEXT,
    drop_reason TEXT,
    previous_average DOUBLE PRECISION,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (student_id, school_year_id)
);
CREATE INDEX enrolments_by_section ON enrolments (section_id, school_year_id);
CREATE INDEX enrolments_by_year ON enrolments (school_year_id, level_id);

-- Every student placed now is enrolled in the current school year (unless it is closed, when
-- the placements are already next year's), from its first day.
INSERT INTO enrolments (student_id, school_year_id, level_id, section_id, enrolled_on, status, updated_at)
SELECT students.id, school_years.id, students.level_id, students.section_id, school_years.first_day, 'enrolled',
    CURRENT_TIMESTAMP
FROM students CROSS JOIN school_years
WHERE school_years.is_current AND school_years.closed_at IS NULL AND students.section_id IS NOT NULL;
