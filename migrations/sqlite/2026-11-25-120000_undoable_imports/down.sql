DROP TABLE imported_accounts;
DROP TABLE account_imports;
