DROP TABLE school_account_sign_ins;
DROP TABLE school_account_providers;
