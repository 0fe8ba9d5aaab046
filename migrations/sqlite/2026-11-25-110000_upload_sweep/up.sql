-- The sweep of uploads nothing refers to looks for old uploads, then asks every referring
-- column whether it names each one; the hourly upload cap sums an account's recent uploads.
CREATE INDEX uploads_by_created_at ON uploads (created_at);
CREATE INDEX uploads_by_uploader ON uploads (uploader_id, created_at);
CREATE INDEX teachers_by_image ON teachers (image) WHERE image IS NOT NULL;
CREATE INDEX students_by_image ON students (image) WHERE image IS NOT NULL;
CREATE INDEX news_by_image ON news (image) WHERE image IS NOT NULL;
CREATE INDEX newsletters_by_file ON newsletters (file) WHERE file IS NOT NULL;
CREATE INDEX section_files_by_path ON section_files (path);
CREATE INDEX subject_files_by_path ON subject_files (path);
