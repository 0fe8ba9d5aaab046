DROP INDEX register_marks_missed;
DROP INDEX registers_by_day;
