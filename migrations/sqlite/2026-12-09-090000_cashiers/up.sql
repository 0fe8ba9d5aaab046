-- Staff who sign in at /admin: administrators, and cashiers, who see only Fees.
ALTER TABLE admins ADD COLUMN staff_role TEXT NOT NULL DEFAULT 'admin';
