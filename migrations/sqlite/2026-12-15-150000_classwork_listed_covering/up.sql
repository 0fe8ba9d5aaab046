-- A section's classwork read from indexes alone: the index of classwork by subject carries every
-- column a Classwork list shows, and an index of assessments by id their category and highest
-- score, so a student's list reads a page or two for each subject instead of a page of each
-- table for each piece (classwork is posted subject by subject, so one section's rows lie apart).
DROP INDEX assignments_by_subject;
CREATE INDEX assignments_by_subject
    ON assignments (subject_id, due_at, id, appears_at, title, points, late_accepted, assessment_id, created_at, instructions);
CREATE INDEX assessments_graded_by_id ON assessments (id, category, highest);
