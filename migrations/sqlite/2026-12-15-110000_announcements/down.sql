DROP TABLE announcements;
