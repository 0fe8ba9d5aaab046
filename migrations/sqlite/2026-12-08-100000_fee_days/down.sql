DROP TABLE fee_day_closings;
