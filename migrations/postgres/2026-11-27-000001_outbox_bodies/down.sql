ALTER TABLE outbox ADD COLUMN payload TEXT NOT NULL DEFAULT '';
UPDATE outbox SET payload = (SELECT payload FROM outbox_bodies WHERE outbox_id = outbox.id);
DROP TABLE outbox_bodies;
