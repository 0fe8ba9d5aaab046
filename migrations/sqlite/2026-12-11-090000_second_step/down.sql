DROP TABLE sign_in_settings;
DROP TABLE sign_in_challenges;
DROP TABLE recovery_codes;
DROP TABLE second_steps;
