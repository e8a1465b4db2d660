-- A mail's body apart from its row: the worker updates the row when it claims a
-- mail and when it has sent it, and SQLite writes a row whole each time, so the
-- body (some 20 KB for a turn mail) was written three times.
CREATE TABLE outbox_bodies (
    outbox_id INTEGER PRIMARY KEY REFERENCES outbox (id),
    payload TEXT NOT NULL
);
INSERT INTO outbox_bodies (outbox_id, payload) SELECT id, payload FROM outbox;
ALTER TABLE outbox DROP COLUMN payload;
