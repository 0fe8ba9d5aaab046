-- A student's scores read from the index alone: the index of scores by student carries the
-- assessment (the table's key), the score and whether it is excused, so a student's classwork,
-- summary or report card reads their scores from a page or two of the index instead of a page
-- of the table for each assessment.
DROP INDEX scores_by_student;
CREATE INDEX scores_by_student ON scores (student_id, assessment_id, score, excused);
