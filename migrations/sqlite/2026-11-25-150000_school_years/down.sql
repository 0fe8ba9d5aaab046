DROP TABLE no_school_days;
DROP TABLE terms;
DROP TABLE school_years;
