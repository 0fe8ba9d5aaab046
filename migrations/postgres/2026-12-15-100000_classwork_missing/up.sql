-- When the guardians of the students who had not turned in a piece by its due time were told
-- (once per piece; pieces that fell due long before are only marked).
ALTER TABLE assignments ADD COLUMN missing_told_at TIMESTAMP;
