-- SQLite's index of classwork by subject now carries the columns a Classwork list shows, and it
-- has an index of assessments by id with their category and highest score. PostgreSQL keeps its
-- indexes as they are: an index entry there must fit a third of a page, and instructions may be
-- long.
SELECT 1;
