DROP TABLE guardian_students;
DROP TABLE guardians;
