ALTER TABLE admins DROP COLUMN staff_role;
