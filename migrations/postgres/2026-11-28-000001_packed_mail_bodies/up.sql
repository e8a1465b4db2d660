-- A mail's body compressed (LZ4, its length first), as on SQLite. Rows written
-- before keep their body in `payload`; packed rows leave it empty.
ALTER TABLE outbox_bodies ADD COLUMN packed BYTEA;
