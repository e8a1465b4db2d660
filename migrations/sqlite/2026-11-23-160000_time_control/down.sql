DROP INDEX seats_deadline;
ALTER TABLE users DROP COLUMN vacation_until;
ALTER TABLE seats DROP COLUMN sitter_streak;
ALTER TABLE seats DROP COLUMN deadline;
ALTER TABLE events DROP COLUMN sitter;
ALTER TABLE games DROP COLUMN time_control;
