-- Online payment, when the school turns it on (and the server has the provider's keys).
ALTER TABLE fee_settings ADD COLUMN online_payments BOOLEAN NOT NULL DEFAULT FALSE;

-- A guardian's checkout at the payment provider for one installment: the amount is fixed when
-- it is made, and a payment is posted only from the provider's signed webhook for it, once.
CREATE TABLE fee_checkouts (
    id TEXT PRIMARY KEY,
    provider_id TEXT UNIQUE,
    student_id TEXT NOT NULL,
    school_year_id TEXT NOT NULL,
    guardian_id TEXT NOT NULL,
    amount_centavos BIGINT NOT NULL,
    due_on DATE NOT NULL,
    status TEXT NOT NULL,
    receipt_id TEXT,
    created_at TIMESTAMP NOT NULL
);

-- Every webhook event received, by the provider's id: a replayed event posts nothing.
CREATE TABLE fee_webhook_events (
    event_id TEXT PRIMARY KEY,
    received_at TIMESTAMP NOT NULL,
    outcome TEXT NOT NULL
);
