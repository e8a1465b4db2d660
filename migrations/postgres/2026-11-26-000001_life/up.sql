-- A game's life outside its rules: resignations, votes to abandon or to remove
-- an away player, removals, cancellations and ends the platform decided (a
-- deadline that ends the game, an abandon vote). Rows are only ever added; the
-- game's own event log stays what the rules fold.
CREATE TABLE game_acts (
    id BIGSERIAL PRIMARY KEY,
    game_id BIGINT NOT NULL REFERENCES games (id),
    kind TEXT NOT NULL,
    -- The seat that acted (-1: the platform) and the seat acted on (-1: none).
    seat INTEGER NOT NULL,
    target INTEGER NOT NULL DEFAULT -1,
    user_id BIGINT REFERENCES users (id),
    payload TEXT NOT NULL DEFAULT '{}',
    created_at TIMESTAMP NOT NULL
);
CREATE INDEX game_acts_game ON game_acts (game_id, id);
-- One vote per player and question; one end per game, whichever node decides it.
CREATE UNIQUE INDEX game_acts_one_vote ON game_acts (game_id, kind, seat, target, user_id) WHERE kind LIKE 'vote-%';
CREATE UNIQUE INDEX game_acts_one_end ON game_acts (game_id) WHERE kind = 'end';

-- Declared vacations: when each began and ends (an early return shortens it),
-- to hold each to 14 days and a year to 30.
CREATE TABLE vacations (
    id BIGSERIAL PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    starts_at TIMESTAMP NOT NULL,
    ends_at TIMESTAMP NOT NULL
);
CREATE INDEX vacations_user ON vacations (user_id, starts_at);

-- The daily digest of each user and day, claimed for a lease by the node that
-- sends it, so that with several nodes it goes out once.
CREATE TABLE digest_days (
    user_id BIGINT NOT NULL REFERENCES users (id),
    day TEXT NOT NULL,
    claimed_until TIMESTAMP NOT NULL,
    sent_at TIMESTAMP,
    PRIMARY KEY (user_id, day)
);
