ALTER TABLE outbox DROP COLUMN failed_at;
DROP INDEX invites_by;
ALTER TABLE invites DROP COLUMN invited_by;
ALTER TABLE users DROP COLUMN verified_at;
DROP INDEX sessions_user;
DROP TABLE sessions;
