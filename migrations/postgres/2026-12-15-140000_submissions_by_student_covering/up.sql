-- SQLite's index of work by student now carries the columns a student's Classwork shows.
-- PostgreSQL keeps its index by student alone: an index entry there must fit a third of a page,
-- and an answer may be 10,000 characters.
SELECT 1;
