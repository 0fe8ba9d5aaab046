DROP TABLE learner_records;
