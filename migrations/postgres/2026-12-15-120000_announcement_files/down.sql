DROP TABLE announcement_files;
