ALTER TABLE sessions DROP COLUMN last_used_at;
ALTER TABLE sessions DROP COLUMN ip_address;
ALTER TABLE sessions DROP COLUMN user_agent;
