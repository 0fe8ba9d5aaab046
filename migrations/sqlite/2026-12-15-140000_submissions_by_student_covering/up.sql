-- A student's work read from the index alone: the index of work by student carries every column
-- a student's Classwork shows, so their work comes from a page or two of it instead of a page of
-- the table for each piece (work is written piece by piece, so one student's rows lie apart).
DROP INDEX submissions_by_student;
CREATE INDEX submissions_by_student
    ON submissions (student_id, assignment_id, id, answer, turned_in_at, returned_at, score, comment);
