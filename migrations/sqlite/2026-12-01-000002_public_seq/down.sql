ALTER TABLE seats DROP COLUMN orders_seq;
ALTER TABLE games DROP COLUMN public_seq;
