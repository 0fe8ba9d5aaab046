DROP TABLE enrolments;
