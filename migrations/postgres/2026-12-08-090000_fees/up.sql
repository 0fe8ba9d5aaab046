-- School fees. A year's schedule per level (items and payment plans) and per year (discounts);
-- each learner's account of a year (their plan, discounts, optional items and installments);
-- the ledger of every account, only ever appended to; and the official receipts, numbered from
-- one series whose last number is taken in the same transaction as the payment.
CREATE TABLE fee_items (
    id TEXT PRIMARY KEY NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    level_id TEXT NOT NULL REFERENCES levels (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('tuition', 'miscellaneous', 'other', 'books')),
    amount_centavos BIGINT NOT NULL CHECK (amount_centavos > 0),
    mandatory BOOLEAN NOT NULL,
    position INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX fee_items_by_level ON fee_items (school_year_id, level_id, position);

-- `due_dates`: the plan's due dates as YYYY-MM-DD, comma-separated, in order.
CREATE TABLE fee_plans (
    id TEXT PRIMARY KEY NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    level_id TEXT NOT NULL REFERENCES levels (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('full', 'semestral', 'quarterly', 'monthly')),
    due_dates TEXT NOT NULL,
    charge_centavos BIGINT NOT NULL CHECK (charge_centavos >= 0),
    position INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX fee_plans_by_level ON fee_plans (school_year_id, level_id, position);

-- `item_kinds`: the kinds of items the discount is taken off, comma-separated.
CREATE TABLE fee_discounts (
    id TEXT PRIMARY KEY NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    basis_points INTEGER CHECK (basis_points BETWEEN 1 AND 10000),
    amount_centavos BIGINT CHECK (amount_centavos > 0),
    item_kinds TEXT NOT NULL,
    payer TEXT NOT NULL CHECK (payer IN ('family', 'government')),
    position INTEGER NOT NULL,
    updated_at TIMESTAMP NOT NULL,
    CHECK ((basis_points IS NULL) <> (amount_centavos IS NULL))
);
CREATE INDEX fee_discounts_by_year ON fee_discounts (school_year_id, position);

-- A learner's account of a year (by student id, so a learner who left keeps theirs): the plan,
-- discounts (ids, comma-separated) and optional items (ids) chosen, and once assessed the
-- installments (`YYYY-MM-DD=centavos`, comma-separated, in due order).
CREATE TABLE fee_accounts (
    student_id TEXT NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id),
    plan_id TEXT,
    discount_ids TEXT NOT NULL DEFAULT '',
    optional_item_ids TEXT NOT NULL DEFAULT '',
    installments TEXT NOT NULL DEFAULT '',
    assessed_at TIMESTAMP,
    updated_at TIMESTAMP NOT NULL,
    PRIMARY KEY (student_id, school_year_id)
);
CREATE INDEX fee_accounts_by_year ON fee_accounts (school_year_id);

-- The school's series of official receipts: the last number used.
CREATE TABLE fee_receipt_series (
    id TEXT PRIMARY KEY NOT NULL,
    last_number BIGINT NOT NULL
);
INSERT INTO fee_receipt_series (id, last_number) VALUES ('official', 0);

CREATE TABLE fee_receipts (
    id TEXT PRIMARY KEY NOT NULL,
    number BIGINT NOT NULL UNIQUE,
    student_id TEXT NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id),
    learner_name TEXT NOT NULL,
    amount_centavos BIGINT NOT NULL CHECK (amount_centavos > 0),
    method TEXT NOT NULL CHECK (method IN ('cash', 'cheque', 'bank transfer', 'e-wallet')),
    bank TEXT,
    reference TEXT,
    cashier_id TEXT,
    cashier_name TEXT NOT NULL,
    paid_at TIMESTAMP NOT NULL,
    voided_at TIMESTAMP,
    void_reason TEXT,
    voided_by TEXT
);
CREATE INDEX fee_receipts_by_account ON fee_receipts (student_id, school_year_id);
CREATE INDEX fee_receipts_by_time ON fee_receipts (paid_at);

-- Every entry of every account, signed (what raises the balance is positive). `line_key` names
-- an assessment's line (`item:<id>`, `discount:<id>`, `plan:<id>`) across re-assessments.
CREATE TABLE fee_entries (
    id TEXT PRIMARY KEY NOT NULL,
    student_id TEXT NOT NULL,
    school_year_id TEXT NOT NULL REFERENCES school_years (id),
    kind TEXT NOT NULL CHECK (kind IN ('charge', 'discount', 'payment', 'adjustment', 'refund', 'reversal')),
    line_key TEXT,
    description TEXT NOT NULL,
    amount_centavos BIGINT NOT NULL,
    receipt_id TEXT REFERENCES fee_receipts (id),
    reason TEXT,
    actor_id TEXT,
    actor_name TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX fee_entries_by_account ON fee_entries (student_id, school_year_id, created_at);
CREATE INDEX fee_entries_by_year ON fee_entries (school_year_id, student_id);
