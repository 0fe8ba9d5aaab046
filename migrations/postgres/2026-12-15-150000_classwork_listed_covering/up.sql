-- SQLite's index of classwork by subject now carries the columns a Classwork list shows.
-- PostgreSQL keeps its index as it is: an index entry there must fit a third of a page, and
-- instructions may be long.
SELECT 1;
