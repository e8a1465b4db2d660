ALTER TABLE users DROP COLUMN time_zone;
