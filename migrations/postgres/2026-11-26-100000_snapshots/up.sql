-- Folded states of long games, so a node that has a game in no cache restores
-- it from the latest snapshot instead of folding the whole log. A snapshot is
-- the state's JSON after event `seq` and that event's digest; it is used only
-- if the state's own digest is the one recorded in the event log, and
-- `letterbox verify --snapshots` re-folds the log to check every one.
CREATE TABLE snapshots (
    game_id BIGINT NOT NULL REFERENCES games (id),
    seq BIGINT NOT NULL,
    state TEXT NOT NULL,
    digest TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    PRIMARY KEY (game_id, seq)
);
