-- SQL cannot unpack a body: mail queued since is kept only as its row, without a body.
ALTER TABLE outbox_bodies DROP COLUMN packed;
