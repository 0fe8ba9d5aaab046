-- A cashier's day of collections, closed with the cash counted: after it, that day's payments
-- by that cashier are read-only (no void) and the cashier posts no more payments that day.
CREATE TABLE fee_day_closings (
    cashier_id TEXT NOT NULL,
    day DATE NOT NULL,
    cashier_name TEXT NOT NULL,
    receipts INTEGER NOT NULL,
    total_centavos BIGINT NOT NULL,
    expected_cash_centavos BIGINT NOT NULL,
    counted_cash_centavos BIGINT NOT NULL,
    closed_at TIMESTAMP NOT NULL,
    PRIMARY KEY (cashier_id, day)
);
