-- Each CSV import of accounts and the accounts it created, so an import can be undone while
-- nothing else refers to those accounts yet. The accounts themselves are not touched: the link
-- lives here and goes when the import is forgotten.
CREATE TABLE account_imports (
    id TEXT PRIMARY KEY NOT NULL,
    role TEXT NOT NULL,
    file_name TEXT NOT NULL,
    account_count INTEGER NOT NULL,
    created_at TIMESTAMP NOT NULL,
    undone_at TIMESTAMP
);
CREATE TABLE imported_accounts (
    import_id TEXT NOT NULL REFERENCES account_imports (id) ON DELETE CASCADE,
    account_id TEXT NOT NULL,
    PRIMARY KEY (import_id, account_id)
);
CREATE INDEX imported_accounts_by_account ON imported_accounts (account_id);
