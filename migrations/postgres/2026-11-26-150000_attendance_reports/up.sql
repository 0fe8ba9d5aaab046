-- The attendance reports: the registers of a day or of a term read from one index that holds
-- what they need (kind, section, id), and the marks that make a missed day (absent, excused)
-- read from a small index of their own, so the chronic-absence list counts a whole term
-- without reading each register's or mark's row.
CREATE INDEX registers_by_day ON registers (day, kind, section_id, id);
CREATE INDEX register_marks_missed ON register_marks (register_id, student_id, code)
    WHERE code IN ('absent', 'excused');
