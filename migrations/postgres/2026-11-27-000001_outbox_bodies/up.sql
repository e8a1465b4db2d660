-- A mail's body apart from its row, as on SQLite (where an update writes the
-- whole row): the worker updates the row when it claims and sends the mail.
CREATE TABLE outbox_bodies (
    outbox_id BIGINT PRIMARY KEY REFERENCES outbox (id),
    payload TEXT NOT NULL
);
INSERT INTO outbox_bodies (outbox_id, payload) SELECT id, payload FROM outbox;
ALTER TABLE outbox DROP COLUMN payload;
