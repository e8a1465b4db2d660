-- The web service: listing of open games, who may watch replays, invitations,
-- the alarm's payload.
ALTER TABLE games ADD COLUMN listed INTEGER NOT NULL DEFAULT 1;
ALTER TABLE games ADD COLUMN replay_players_only INTEGER NOT NULL DEFAULT 0;
ALTER TABLE alarms ADD COLUMN payload TEXT NOT NULL DEFAULT '{}';

CREATE TABLE invites (
    id INTEGER PRIMARY KEY,
    game_id BIGINT NOT NULL REFERENCES games (id),
    email TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX invites_email ON invites (email);
CREATE INDEX outbox_user ON outbox (user_id, kind);
