DROP INDEX outbox_user;
DROP TABLE invites;
ALTER TABLE alarms DROP COLUMN payload;
ALTER TABLE games DROP COLUMN replay_players_only;
ALTER TABLE games DROP COLUMN listed;
