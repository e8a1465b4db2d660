-- The seq every player sees: it moves with the events others may see, not with
-- a standing order, which only its seat sees (others would learn when it
-- changed). Each seat's newest standing order, for that player's own pages.
ALTER TABLE games ADD COLUMN public_seq BIGINT NOT NULL DEFAULT 0;
UPDATE games SET public_seq = last_seq;
ALTER TABLE seats ADD COLUMN orders_seq BIGINT NOT NULL DEFAULT 0;
