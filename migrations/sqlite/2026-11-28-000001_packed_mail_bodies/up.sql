-- A mail's body compressed (LZ4, its length first): a turn mail's JSON took some
-- five pages, each written to the log and again to the file. Rows written before
-- keep their body in `payload`; packed rows leave it empty.
ALTER TABLE outbox_bodies ADD COLUMN packed BLOB;
