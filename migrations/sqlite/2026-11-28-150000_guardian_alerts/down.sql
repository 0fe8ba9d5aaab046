DROP TABLE guardian_alerts;
ALTER TABLE attendance_settings DROP COLUMN alert_resend_minutes;
ALTER TABLE guardians DROP COLUMN email_alerts;
