DROP TABLE assignment_files;
DROP TABLE assignments;
