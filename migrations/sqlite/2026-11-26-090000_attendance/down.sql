DROP TABLE excuses;
DROP TABLE register_marks;
DROP TABLE registers;
DROP TABLE attendance_settings;
