-- Each app node says it is alive every few seconds; the mail and alarms it
-- claimed name it, so when it dies (kill -9) another node takes them over once
-- it falls silent, not only when the lease runs out.
CREATE TABLE nodes (
    id TEXT PRIMARY KEY NOT NULL,
    seen_at TIMESTAMP NOT NULL
);
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE alarms ADD COLUMN claimed_by TEXT;
