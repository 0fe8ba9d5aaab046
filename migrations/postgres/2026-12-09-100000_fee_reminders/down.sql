DROP TABLE fee_reminders;
DROP TABLE fee_settings;
