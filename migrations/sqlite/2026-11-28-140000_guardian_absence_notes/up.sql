-- Absence notes: an excuse on file written by a guardian for their child. `guardian_id` is the
-- guardian who wrote it (NULL for an excuse recorded by staff); it is not a foreign key, as
-- `recorded_by_id` is not: deleting the guardian's account keeps the note, which still excuses
-- the child. `image` is an optional photo of a written note (a stored upload's path).
ALTER TABLE excuses ADD COLUMN guardian_id TEXT;
ALTER TABLE excuses ADD COLUMN image TEXT;
