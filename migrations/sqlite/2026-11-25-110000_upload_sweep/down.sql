DROP INDEX subject_files_by_path;
DROP INDEX section_files_by_path;
DROP INDEX newsletters_by_file;
DROP INDEX news_by_image;
DROP INDEX students_by_image;
DROP INDEX teachers_by_image;
DROP INDEX uploads_by_uploader;
DROP INDEX uploads_by_created_at;
