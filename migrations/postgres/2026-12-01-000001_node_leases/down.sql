ALTER TABLE alarms DROP COLUMN claimed_by;
ALTER TABLE outbox DROP COLUMN claimed_by;
DROP TABLE nodes;
