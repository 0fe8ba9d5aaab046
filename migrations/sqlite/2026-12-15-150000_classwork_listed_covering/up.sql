-- A section's classwork read from the index alone: the index of classwork by subject carries every
-- column a Classwork list shows, so a student's list reads a page or two for each subject instead
-- of a page of the table for each piece (classwork is posted subject by subject, so one section's
-- rows lie apart).
DROP INDEX assignments_by_subject;
CREATE INDEX assignments_by_subject
    ON assignments (subject_id, due_at, id, appears_at, title, points, late_accepted, assessment_id, created_at, instructions);
