-- 'Where you're signed in': each session's browser, the address it signed in from, and when it
-- was last used (written at most once a minute per session; empty until then).
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN ip_address TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_used_at TIMESTAMP;
