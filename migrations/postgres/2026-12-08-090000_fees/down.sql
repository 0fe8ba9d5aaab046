DROP TABLE fee_entries;
DROP TABLE fee_receipts;
DROP TABLE fee_receipt_series;
DROP TABLE fee_accounts;
DROP TABLE fee_discounts;
DROP TABLE fee_plans;
DROP TABLE fee_items;
