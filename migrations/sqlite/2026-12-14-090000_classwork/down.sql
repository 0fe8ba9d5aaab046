DROP TABLE assignments;
