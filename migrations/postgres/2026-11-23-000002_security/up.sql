-- Security: server-side sessions (revocable, expiring), verified addresses, who
-- sent an invitation (for limits), and mail given up on.
CREATE TABLE sessions (
    id TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id),
    created_at TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- Accounts made before verification existed keep playing: their address is
-- taken as verified.
ALTER TABLE users ADD COLUMN verified_at TIMESTAMP;
UPDATE users SET verified_at = created_at;

ALTER TABLE invites ADD COLUMN invited_by BIGINT REFERENCES users (id);
CREATE INDEX invites_by ON invites (invited_by, created_at);

ALTER TABLE outbox ADD COLUMN failed_at TIMESTAMP;
