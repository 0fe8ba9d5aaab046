ALTER TABLE excuses DROP COLUMN image;
ALTER TABLE excuses DROP COLUMN guardian_id;
