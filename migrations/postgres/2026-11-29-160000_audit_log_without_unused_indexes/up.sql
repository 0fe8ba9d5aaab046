-- No query of the log uses these two: the person filter matches a part of the email, lowercased,
-- or the account id, and the record filter the record's id or its kind, neither of which an
-- index on the email or on the record id alone can serve. Each entry still wrote a leaf of both,
-- somewhere in the index for each (the email and the record id are in no order), which made
-- logging the reads of a busy portal cost about a third of each read (docs/benchmarks.md).
DROP INDEX audit_log_by_actor;
DROP INDEX audit_log_by_record;
