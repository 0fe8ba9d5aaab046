DROP TABLE fee_webhook_events;
DROP TABLE fee_checkouts;
ALTER TABLE fee_settings DROP COLUMN online_payments;
